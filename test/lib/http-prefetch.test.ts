import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../src/lib/http-client');
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('hr-shell.runtime.v1')];
});

/** A fresh copy of src/lib/http.ts whose client module records when it is imported. */
async function freshHttp() {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('hr-shell.runtime.v1')];
  const imported = vi.fn();
  vi.doMock('../../src/lib/http-client', () => {
    imported();
    return {};
  });
  return { http: await import('../../src/lib/http'), imported };
}

describe('HTTP client prefetch', () => {
  it('does not load the client at render, only at the first sign of a user', async () => {
    const { http, imported } = await freshHttp();
    http.prefetchHttpClientOnIntent(document);
    http.prefetchHttpClientOnIntent(document);
    await vi.dynamicImportSettled();
    expect(imported).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
  });
});
