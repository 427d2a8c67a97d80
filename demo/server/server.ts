/**
 * Starts the demo app on Node. Used by the CLI (demo/server/main.ts) and by the e2e suite's
 * global setup, which asks for port 0 (a free port) and reads the URL back.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';

export const DEMO_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_DIST_DIR = resolve(REPO_ROOT, 'dist');

export interface DemoServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: the demo is never reachable from other machines unless asked. */
  host?: string;
  distDir?: string;
}

export interface DemoServer {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:4173/ */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { port = 0, host = '127.0.0.1', distDir = DEFAULT_DIST_DIR } = options;
  const app = createApp({ distDir: resolve(distDir), demoDir: DEMO_DIR });

  const server = await new Promise<Server>((done, fail) => {
    const created = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    created.once('listening', () => done(created));
    created.once('error', fail);
  });

  const { port: bound } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;

  return {
    url: `http://${urlHost}:${bound}/`,
    port: bound,
    close() {
      closing ??= new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        // Browsers keep connections alive; without this close() waits for their idle timeout.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
