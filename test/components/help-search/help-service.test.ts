import { afterEach, describe, expect, it, vi } from 'vitest';
import { askHelpService } from '../../../src/components/help-search/help-service';
import { helpSearchTarget } from '../../../src/components/help-search/help-search.logic';
import { HttpFailure } from '../../../src/lib/http';
import { deferred, json, mockFetch } from '../../support/fetch';

const target = helpSearchTarget(
  { host: 'abc123-dsn.algolia.net', appId: 'ABC123', apiKey: 'search-only-key', index: 'articles' },
  ['abc123-dsn.algolia.net'],
);
if (target.kind !== 'service') throw new Error('the fixture block must be usable');

afterEach(() => {
  document.cookie = 'session=; max-age=0';
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('askHelpService (a configured help search service)', () => {
  it("posts the query to the service's URL with its headers, no cookies and no CSRF token", async () => {
    document.cookie = 'session=secret';
    const { requests } = mockFetch(() => json({ hits: [] }));
    await expect(askHelpService(target, 'pay', new AbortController().signal)).resolves.toEqual({ hits: [] });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://abc123-dsn.algolia.net/1/indexes/articles/query');
    expect(JSON.parse(request!.body)).toEqual({ query: 'pay', hitsPerPage: 10 });
    expect(request?.credentials).toBe('omit');
    expect(request?.headers.get('X-Algolia-Application-Id')).toBe('ABC123');
    expect(request?.headers.get('X-Algolia-API-Key')).toBe('search-only-key');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    for (const header of ['X-CSRF-Token', 'X-Requested-With', 'Cookie'])
      expect(request?.headers.has(header)).toBe(false);
  });

  it('fails with the status of a refused answer, never asking for re-login', async () => {
    mockFetch(() => json({ message: 'Invalid API key' }, 403));
    const error = await failure(askHelpService(target, 'pay', new AbortController().signal));
    expect(error).toBeInstanceOf(HttpFailure);
    expect(error).toMatchObject({ kind: 'client', status: 403 });
    mockFetch(() => json({ message: 'Unauthorized' }, 401));
    expect(await failure(askHelpService(target, 'pay', new AbortController().signal))).toMatchObject({
      kind: 'client',
      status: 401,
    });
    mockFetch(() => json({}, 503));
    expect(await failure(askHelpService(target, 'pay', new AbortController().signal))).toMatchObject({
      kind: 'server',
      status: 503,
    });
    mockFetch(() => new Response('<html>', { status: 200 }));
    expect(await failure(askHelpService(target, 'pay', new AbortController().signal))).toMatchObject({
      kind: 'parse',
    });
  });

  it('fails as a network failure (status 0) when no answer arrives, and as aborted when the caller aborts', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(askHelpService(target, 'pay', new AbortController().signal))).toMatchObject({
      kind: 'network',
      status: 0,
    });
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const controller = new AbortController();
    const asked = failure(askHelpService(target, 'pay', controller.signal));
    controller.abort();
    answer.resolve(json({ hits: [] }));
    expect(await asked).toMatchObject({ kind: 'aborted' });
  });

  it('gives up after its timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const asked = failure(askHelpService(target, 'pay', new AbortController().signal, 10_000));
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await asked).toMatchObject({ kind: 'timeout', status: 0 });
  });
});
