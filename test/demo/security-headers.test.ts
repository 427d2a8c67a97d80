/**
 * The Content-Security-Policy every answer carries: connections only to the page's own origin and
 * its one realtime host, forms posting only to the page's own origin.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server/server';
import { testClient, type TestClient } from './support/client';

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

let client: TestClient;
afterEach(() => client?.close());

describe('Content-Security-Policy', () => {
  it.each(['/', '/home/', '/auth/check_session'])(
    '%s: connect-src names the realtime host, not any ws:/wss:',
    async (path) => {
      client = testClient();
      await client.signIn('owner');
      const csp = directives((await client.get(path)).headers.get('content-security-policy'));
      expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost']);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
    },
  );

  describe('on a listening server', () => {
    let server: DemoServer;
    beforeAll(async () => {
      server = await startDemoServer({ port: 0, databaseFile: ':memory:', demoAdmin: true });
    }, 60_000);
    afterAll(() => server?.close());

    it('names the host and port the page config points pusher-js at', async () => {
      const response = await fetch(server.url);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('connect-src')).toEqual(["'self'", `ws://127.0.0.1:${server.port}`]);
      const html = await response.text();
      expect(html).toContain(`"wsHost":"127.0.0.1"`);
      expect(html).toContain(`"wsPort":${server.port}`);
    });
  });
});
