import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../../src/lib/config';
import { postUpload, UploadFailure } from '../../../../src/lib/upload';
import { installFakeXhr, type FakeXhr } from './fake-xhr';

let Xhr: typeof FakeXhr;
beforeEach(() => {
  Xhr = installFakeXhr();
});

const config = { ...DEFAULT_CONFIG, urlPrefix: '/hr', csrfToken: 'tok-1' };
const last = () => Xhr.all.at(-1) as FakeXhr;

function body(): FormData {
  const form = new FormData();
  form.append('uploaderId', 'u1');
  form.append('file', new File(['hello'], 'a.txt'));
  return form;
}

describe('postUpload', () => {
  it('POSTs the multipart body to the prefixed path with the CSRF token, and reports progress', async () => {
    const progress: Array<[number, number]> = [];
    const answer = postUpload({
      path: '/ajax/files/upload.php?categoryId=3',
      body: body(),
      config,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const xhr = last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost:3000/hr/ajax/files/upload.php?categoryId=3');
    expect(xhr.headers).toMatchObject({ 'X-CSRF-Token': 'tok-1', 'X-Requested-With': 'XMLHttpRequest' });
    expect(xhr.field('uploaderId')).toBe('u1');
    xhr.progress(2, 5);
    xhr.progress(5, 5);
    expect(progress).toEqual([
      [2, 5],
      [5, 5],
    ]);
    xhr.respond(200, { status: 'pending', name: 'a.txt', fid: 4, message: 'ok' });
    await expect(answer).resolves.toEqual({ status: 'pending', name: 'a.txt', fid: 4, message: 'ok' });
  });

  it('sends no token when the config has none', () => {
    void postUpload({ path: '/x', body: body(), config: { ...config, csrfToken: null } }).catch(() => undefined);
    expect(last().headers['X-CSRF-Token']).toBeUndefined();
  });

  it('rejects a non-2xx answer with its status and parsed body (403 contents)', async () => {
    const answer = postUpload({ path: '/x', body: body(), config });
    last().respond(403, { status: 'error', message: 'Unable to upload file due to its contents.', reason: 'contents' });
    const failure = await answer.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadFailure);
    expect(failure).toMatchObject({ kind: 'http', status: 403, body: { reason: 'contents' } });
    expect((failure as UploadFailure).serverMessage).toBe('Unable to upload file due to its contents.');
  });

  it('aborts the request when the signal aborts, and refuses an aborted signal without sending', async () => {
    const controller = new AbortController();
    const answer = postUpload({ path: '/x', body: body(), config, signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ kind: 'aborted' });
    expect(last().aborted).toBe(true);

    const count = Xhr.all.length;
    await expect(postUpload({ path: '/x', body: body(), config, signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(Xhr.all).toHaveLength(count);
  });

  it('fails with network on a transport error and parse on a 200 that is not JSON', async () => {
    const a = postUpload({ path: '/x', body: body(), config });
    last().fail();
    await expect(a).rejects.toMatchObject({ kind: 'network', status: 0 });
    const b = postUpload({ path: '/x', body: body(), config });
    last().respond(200, '<html>');
    await expect(b).rejects.toMatchObject({ kind: 'parse', status: 200 });
    const c = postUpload({ path: '/x', body: body(), config });
    last().respond(500, '<html>oops');
    await expect(c).rejects.toMatchObject({ kind: 'http', status: 500, body: null });
  });

  it('refuses other origins and non-http URLs without sending', async () => {
    await expect(postUpload({ path: 'https://evil.example/up', body: body(), config })).rejects.toMatchObject({
      kind: 'invalid-url',
    });
    await expect(postUpload({ path: 'javascript:alert(1)', body: body(), config })).rejects.toMatchObject({
      kind: 'invalid-url',
    });
    expect(Xhr.all).toHaveLength(0);
  });
});
