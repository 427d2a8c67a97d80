import { afterEach, describe, expect, it } from 'vitest';
import {
  HttpFailure,
  http,
  isAbort,
  requestsSent,
  setUnauthorizedGate,
  type UnauthorizedGate,
} from '../../src/lib/http';
import { deferred } from '../support/fetch';
import { resolveRequestUrl } from '../../src/lib/http-client';
import { DEFAULT_CONFIG, mergeConfig } from '../../src/lib/config';
import { configure, reloadConfig } from '../../src/stores/config';
import { json, mockFetch } from '../support/fetch';

afterEach(() => {
  setUnauthorizedGate(null);
  reloadConfig();
});

async function failure(promise: Promise<unknown>): Promise<HttpFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpFailure) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('http', () => {
  it('posts URL-encoded form fields with the CSRF token to same-origin URLs', async () => {
    configure({ csrfToken: 'tok-1' });
    const { requests } = mockFetch(() => json({ success: true }));
    await expect(http.post('/ajax/save.php', { form: { id: 42, value: 'Engineer & co', ajax: 1 } })).resolves.toEqual({
      success: true,
    });
    const [request] = requests;
    expect(request?.url).toBe('http://localhost:3000/ajax/save.php');
    expect(request?.method).toBe('POST');
    expect(request?.body).toBe('id=42&value=Engineer+%26+co&ajax=1');
    expect(request?.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(request?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(request?.credentials).toBe('same-origin');
  });

  it('never sends the CSRF token on safe methods', async () => {
    configure({ csrfToken: 'tok-1' });
    const { requests } = mockFetch(() => json({}));
    await http.get('/ajax/inbox/inbox_counts_json.php', { searchParams: { a: 1 } });
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBeNull();
    expect(requests[0]?.url).toBe('http://localhost:3000/ajax/inbox/inbox_counts_json.php?a=1');
  });

  it('puts the URL prefix before root-relative paths only', () => {
    const config = mergeConfig(DEFAULT_CONFIG, { urlPrefix: '/hr' });
    expect(resolveRequestUrl('/ajax/x.php', config)).toBe('http://localhost:3000/hr/ajax/x.php');
    expect(resolveRequestUrl('ajax/x.php', config)).toBe('http://localhost:3000/ajax/x.php');
    expect(resolveRequestUrl('https://other.example/x', config)).toBe('https://other.example/x');
  });

  it('refuses cross-origin targets from data and sends nothing', async () => {
    const { requests } = mockFetch(() => json({}));
    for (const target of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      const error = await failure(http.post(target, { form: { a: 1 } }));
      expect(error.kind).toBe('invalid-url');
    }
    expect(requests).toHaveLength(0);
  });

  it('sends no cookies and no token when a caller explicitly allows another origin', async () => {
    configure({ csrfToken: 'tok-1' });
    const { requests } = mockFetch(() => json({ hits: [] }));
    await http.post('https://search.example/query', { json: { q: 'x' }, allowCrossOrigin: true });
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBeNull();
    expect(requests[0]?.credentials).toBe('omit');
  });

  it('maps HTTP errors to typed failures carrying the server text', async () => {
    mockFetch(() => json({ error: 'Locked by payroll' }, 422));
    const error = await failure(http.post('/x', { form: {} }));
    expect(error).toMatchObject({ kind: 'client', status: 422, serverMessage: 'Locked by payroll' });
  });

  it('maps 403, 404 and 5xx and non-JSON bodies', async () => {
    mockFetch(() => new Response('<h1>Forbidden</h1>', { status: 403 }));
    expect(await failure(http.post('/x'))).toMatchObject({ kind: 'forbidden', status: 403, serverMessage: null });
    mockFetch(() => json({ message: 'gone' }, 404));
    expect(await failure(http.post('/x'))).toMatchObject({ kind: 'not-found', serverMessage: 'gone' });
    mockFetch(() => json({ errorMessage: 'db down' }, 500));
    expect(await failure(http.post('/x'))).toMatchObject({ kind: 'server', serverMessage: 'db down' });
  });

  it('fails a 401 as a plain unauthorized error when no gate is installed, without retrying', async () => {
    const { requests } = mockFetch(() => json({ error: 'expired' }, 401));
    expect(await failure(http.post('/ajax/save.php', { form: {} }))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      serverMessage: 'expired',
    });
    expect(requests).toHaveLength(1);
  });

  it('retries idempotent GETs on 503 but never retries a POST', async () => {
    let calls = 0;
    mockFetch(() => (++calls < 3 ? json({}, 503, { 'Retry-After': '0' }) : json({ ok: true })));
    await expect(http.get('/counts')).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);

    calls = 0;
    mockFetch(() => {
      calls++;
      return json({}, 503, { 'Retry-After': '0' });
    });
    expect((await failure(http.post('/save', { form: {} }))).kind).toBe('server');
    expect(calls).toBe(1);
  });

  it('reports an aborted request as aborted', async () => {
    const controller = new AbortController();
    mockFetch(async () => {
      controller.abort();
      return json({});
    });
    const error = await failure(http.get('/slow', { signal: controller.signal }));
    expect(isAbort(error)).toBe(true);
  });

  it('reports network errors and unparsable JSON', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failure(http.post('/x'))).kind).toBe('network');
    mockFetch(() => new Response('not json', { status: 200 }));
    expect((await failure(http.post('/x'))).kind).toBe('parse');
  });

  it('times out a hung request', async () => {
    mockFetch(
      (request) =>
        new Promise<Response>(() => {
          void request;
        }),
    );
    const error = await failure(http.post('/hang', { timeout: 50 }));
    expect(error.kind).toBe('timeout');
  });

  it('returns text for fragment endpoints and null for an empty JSON body', async () => {
    mockFetch(() => new Response('<li>x</li>', { status: 200 }));
    await expect(http.text('post', '/ajax/globalsearch.php', { form: { q: 'a' } })).resolves.toBe('<li>x</li>');
    mockFetch(() => new Response('', { status: 200 }));
    await expect(http.post('/empty')).resolves.toBeNull();
  });
});

/** A gate that records the 401s it is told and holds requests until `unlock` settles them. */
function testGate() {
  const reasons: string[] = [];
  let settle: (csrfToken: string | false) => void = () => {};
  let relogin: Promise<string | false> | null = null;
  const gate: UnauthorizedGate = (reason) => {
    reasons.push(reason);
    relogin ??= new Promise((resolve) => (settle = resolve));
    return relogin;
  };
  setUnauthorizedGate(gate);
  return {
    reasons,
    unlock(csrfToken: string | false) {
      relogin = null;
      settle(csrfToken);
    },
  };
}

describe('unauthorized gate', () => {
  async function settled() {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('tells the gate about every 401, naming the request', async () => {
    const { reasons } = testGate();
    mockFetch(() => json({}, 401));
    await Promise.allSettled([http.get('/a', { noReplay: true }), http.post('/hr/b', { noReplay: true })]);
    expect(reasons.sort()).toEqual(['401 from /a', '401 from /hr/b']);
  });

  it('fails at once when the gate answers that nothing can unlock', async () => {
    const reasons: string[] = [];
    setUnauthorizedGate((reason) => {
      reasons.push(reason);
      return null;
    });
    mockFetch(() => json({}, 401));
    expect((await failure(http.get('/x'))).kind).toBe('unauthorized');
    expect(reasons).toEqual(['401 from /x']);
  });

  it('holds a 401 until re-login, then replays it once with the new token', async () => {
    const gate = testGate();
    configure({ csrfToken: 'old' });
    let locked = true;
    const { requests } = mockFetch(() => (locked ? json({ error: 'expired' }, 401) : json({ saved: true })));
    let outcome: unknown = 'pending';
    const save = http.post('/ajax/inline_edit/save.php', { form: { v: 1 } }).then((value) => (outcome = value));
    await settled();
    expect(outcome).toBe('pending');
    locked = false;
    configure({ csrfToken: 'new' });
    gate.unlock('new');
    await save;
    expect(outcome).toEqual({ saved: true });
    expect(requests.map((r) => r.headers.get('X-CSRF-Token'))).toEqual(['old', 'new']);
    expect(requests[1]?.body).toBe('v=1');
  });

  it('puts the new token into an element config the request was made with', async () => {
    const gate = testGate();
    let calls = 0;
    const { requests } = mockFetch(() => (++calls === 1 ? json({}, 401) : json({ ok: 1 })));
    const config = mergeConfig(DEFAULT_CONFIG, { csrfToken: 'rendered-with' });
    const save = http.post('/x', { form: {}, config });
    await settled();
    gate.unlock('fresh');
    await expect(save).resolves.toEqual({ ok: 1 });
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('fresh');
  });

  it('replays only once: a second 401 rejects', async () => {
    const gate = testGate();
    const { requests } = mockFetch(() => json({}, 401));
    const save = failure(http.post('/x', { form: {} }));
    await settled();
    gate.unlock('new');
    expect((await save).kind).toBe('unauthorized');
    expect(requests).toHaveLength(2);
  });

  it('rejects held requests with their own failure when the gate says no, and on abort', async () => {
    const gate = testGate();
    mockFetch(() => json({ error: 'expired' }, 401));
    const controller = new AbortController();
    const dropped = failure(http.get('/a'));
    const aborted = failure(http.get('/b', { signal: controller.signal }));
    await settled();
    controller.abort();
    expect(await aborted).toMatchObject({ kind: 'aborted' });
    gate.unlock(false);
    expect(await dropped).toMatchObject({ kind: 'unauthorized', status: 401, serverMessage: 'expired' });
  });

  it('holds at most 50 requests: the next 401 fails at once', async () => {
    const gate = testGate();
    mockFetch(() => json({}, 401));
    const held = Array.from({ length: 50 }, (_, i) => failure(http.get(`/held/${i}`)));
    await settled();
    expect((await failure(http.get('/one-too-many'))).kind).toBe('unauthorized');
    gate.unlock(false);
    expect((await Promise.all(held)).every((f) => f.kind === 'unauthorized')).toBe(true);
  });

  it('tells the gate when the failed request was sent, so a 401 to a request older than a re-login can be told apart', async () => {
    const told: Array<[string, number]> = [];
    setUnauthorizedGate((reason, sent) => {
      told.push([reason, sent]);
      return null;
    });
    const slow = deferred<Response>();
    mockFetch((r) => (r.url.includes('slow') ? slow.promise : json({}, 401)));
    const before = requestsSent();
    const old = failure(http.get('/slow'));
    await settled();
    const cut = requestsSent();
    await failure(http.get('/new'));
    slow.resolve(json({}, 401));
    await old;
    expect(told).toEqual([
      ['401 from /new', cut + 1],
      ['401 from /slow', before + 1],
    ]);
    expect(cut).toBe(before + 1);
  });

  it('rejects at once with noReplay, while the gate is still told', async () => {
    const { reasons } = testGate();
    mockFetch(() => json({}, 401));
    expect((await failure(http.get('/auth/check_session', { noReplay: true }))).kind).toBe('unauthorized');
    expect(reasons).toEqual(['401 from /auth/check_session']);
  });
});
