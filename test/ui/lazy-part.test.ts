import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../src/ui/lazy-part';
import { configure, reloadConfig } from '../../src/stores/config';

afterEach(() => reloadConfig());

describe('lazyPart', () => {
  it('imports once however often it is asked, and keeps what arrived', async () => {
    const importer = vi.fn(() => Promise.resolve('panel'));
    const part = lazyPart(importer, 'hr-test');
    expect(part.current).toBeNull();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect([first, second, part.current]).toEqual(['panel', 'panel', 'panel']);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('reports a failed import once, as a runtime error of its element, and asks again on the next call', async () => {
    const reportError = vi.fn();
    configure({ reportError });
    const failure = new Error('chunk failed');
    const importer = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('panel');
    const part = lazyPart<string>(importer, 'hr-global-header');
    await expect(Promise.all([part.load(), part.load()])).rejects.toBe(failure);
    expect(reportError.mock.calls).toEqual([[failure, { source: 'hr-global-header', phase: 'runtime' }]]);
    expect(part.current).toBeNull();
    await expect(part.load()).resolves.toBe('panel');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
