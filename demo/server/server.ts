/**
 * Starts the demo app on Node. Used by the CLI (demo/server/main.ts) and by the e2e suite's
 * global setup, which asks for port 0 (a free port) and reads the URL back.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createDemoApp } from './app';
import { modules } from './modules';
import type { AppEnv } from './core/env';
import type { ServerContext } from './core/module';
import type { ServerOptions } from './core/options';

export { DEFAULT_DIST_DIR, DEMO_DIR, REPO_ROOT } from './core/options';

export interface DemoServerOptions extends Partial<ServerOptions> {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: the demo is never reachable from other machines unless asked. */
  host?: string;
  /**
   * Mounts more routes after the modules' (the benchmarks' pages). They pass the same session and
   * CSRF guards; a path a module already answers stays the module's.
   */
  extraRoutes?: (app: Hono<AppEnv>, context: ServerContext) => void;
}

export interface DemoServer {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:4173/ */
  url: string;
  port: number;
  context: ServerContext;
  close(): Promise<void>;
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { port = 0, host = '127.0.0.1', extraRoutes, ...rest } = options;
  const demo = createDemoApp({ ...rest, ...(rest.distDir ? { distDir: resolve(rest.distDir) } : {}) });
  const { app } = demo;
  extraRoutes?.(app, demo.context);

  const server = await new Promise<Server>((done, fail) => {
    const created = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    created.once('listening', () => done(created));
    created.once('error', fail);
  });

  const detach = modules.map((module) => module.attach?.(server, demo.context));
  const { port: bound } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;

  return {
    url: `http://${urlHost}:${bound}/`,
    port: bound,
    context: demo.context,
    close() {
      closing ??= new Promise<void>((done, fail) => {
        for (const cleanup of detach) cleanup?.();
        server.close((error) => {
          demo.close();
          if (error) fail(error);
          else done();
        });
        // Browsers keep connections alive; without this close() waits for their idle timeout.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
