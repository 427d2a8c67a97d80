import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveFolder, type StaticHost } from '../../.config/scripts/storybook-pages';

/** A raw GET (or other method) of `path` as written: fetch() would resolve `..` before sending. */
function raw(url: string, path: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('serveFolder (a built Storybook from a plain static folder)', () => {
  let folder: string;
  const hosts: StaticHost[] = [];
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'serve-folder-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Storybook</title>');
    writeFileSync(join(folder, 'assets', 'iframe.js'), 'export {};');
    writeFileSync(join(tmpdir(), 'serve-folder-outside.txt'), 'outside');
  });
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.close()));
    rmSync(folder, { recursive: true, force: true });
  });
  const serve = async (base: string, port?: number) => {
    const host = await serveFolder(folder, base, port);
    hosts.push(host);
    return host;
  };

  it('answers files by path under the base, index.html for the folder, with their types', async () => {
    const host = await serve('/some/dir/');
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/some\/dir\/$/);
    const index = await raw(host.url, '/some/dir/');
    expect(index).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(index.body).toContain('<title>Storybook</title>');
    expect(await raw(host.url, '/some/dir/assets/iframe.js')).toMatchObject({ status: 200, body: 'export {};' });
    expect(host.misses).toEqual([]);
  });

  it('answers 404 outside the base or the folder and 405 for a write, and records each', async () => {
    const host = await serve('/some/dir/');
    expect((await raw(host.url, '/index.html')).status).toBe(404);
    expect((await raw(host.url, '/some/dir/missing.js')).status).toBe(404);
    expect((await raw(host.url, '/some/dir/%2e%2e%2fserve-folder-outside.txt')).status).toBe(404);
    expect((await raw(host.url, '/some/dir/', 'POST')).status).toBe(405);
    expect(host.misses).toEqual([
      '404 /index.html',
      '404 /some/dir/missing.js',
      '404 /some/dir/../serve-folder-outside.txt',
      '405 /some/dir/',
    ]);
  });

  it('listens on the port asked for, and refuses one already taken', async () => {
    const first = await serve('/');
    const port = Number(new URL(first.url).port);
    await expect(serveFolder(folder, '/', port)).rejects.toThrow(/EADDRINUSE/);
    expect((await raw(first.url, '/')).status).toBe(200);
  });

  it('refuses a base that is not a folder path', async () => {
    await expect(serveFolder(folder, 'some/dir')).rejects.toThrow('base must start and end with "/"');
  });
});
