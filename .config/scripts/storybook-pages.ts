// Shared by the Storybook scripts (storybook-static-check.ts, storybook-load-time.ts): a plain
// static file server for a built Storybook under a sub-path, and what a Storybook preview frame
// reports (its channel's render events) read from Playwright.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import type { Frame, Page } from 'playwright-core';

/** What the preview channel says about a story or docs page, in the order it said it. */
export interface PreviewEvent {
  name: string;
  payload: unknown;
  /** performance.now() of the frame when it was said. */
  at: number;
}

/** The preview channel events these scripts wait on (storybook/internal/core-events). */
export const FINISHED = 'storyFinished';
export const RENDERED = 'storyRendered';
export const DOCS_RENDERED = 'docsRendered';
export const PHASE_CHANGED = 'storyRenderPhaseChanged';
/** Phases a story reaches once its canvas is rendered (before or without its play function). */
export const SHOWN_PHASES = ['playing', 'completing', 'completed', 'finished'] as const;
export const FAILURES = [
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyMissing',
] as const;

/**
 * An init script for every frame: records the preview channel's render events in
 * `window.__hrStorybookEvents`, from the moment Storybook installs its channel (a setter on the
 * global it assigns), so no event is missed however fast the story renders.
 */
export const RECORD_PREVIEW_EVENTS = `(() => {
  const names = ${JSON.stringify([FINISHED, RENDERED, DOCS_RENDERED, PHASE_CHANGED, ...FAILURES])};
  const events = (window.__hrStorybookEvents = []);
  const watched = new WeakSet();
  let current;
  const copy = (value) => {
    try { return JSON.parse(JSON.stringify(value ?? null)); } catch { return String(value); }
  };
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get() { return current; },
    set(channel) {
      current = channel;
      if (!channel || typeof channel.on !== 'function' || watched.has(channel)) return;
      watched.add(channel);
      for (const name of names) {
        channel.on(name, (payload) => events.push({ name, payload: copy(payload), at: performance.now() }));
      }
    },
  });
})();`;

/** The events a frame recorded so far (RECORD_PREVIEW_EVENTS must have run in it). */
export async function previewEvents(frame: Frame | Page): Promise<PreviewEvent[]> {
  return frame.evaluate(
    () => (window as unknown as { __hrStorybookEvents?: PreviewEvent[] }).__hrStorybookEvents ?? [],
  );
}

/**
 * Waits until the frame's story finished (its play function included) or docs page rendered, or
 * failed; resolves with the events, the first failure among them if any.
 */
export async function settled(
  frame: Frame | Page,
  kind: 'story' | 'docs',
  timeoutMs: number,
): Promise<{ events: PreviewEvent[]; failure?: PreviewEvent }> {
  const done = kind === 'story' ? FINISHED : DOCS_RENDERED;
  await frame.waitForFunction(
    ({ done, failures }) => {
      const events = (window as unknown as { __hrStorybookEvents?: PreviewEvent[] }).__hrStorybookEvents ?? [];
      return events.some((event) => event.name === done || failures.includes(event.name));
    },
    { done, failures: [...FAILURES] as string[] },
    { timeout: timeoutMs, polling: 50 },
  );
  const events = await previewEvents(frame);
  const failure =
    events.find((event) => (FAILURES as readonly string[]).includes(event.name)) ??
    events.find(
      (event) => event.name === FINISHED && (event.payload as { status?: string } | null)?.status === 'error',
    );
  return { events, failure };
}

/** True once the frame shows its story's canvas (rendered, play function not awaited) or its docs page. */
export function shows(events: readonly PreviewEvent[]): boolean {
  return events.some(
    (event) =>
      event.name === DOCS_RENDERED ||
      (event.name === PHASE_CHANGED &&
        (SHOWN_PHASES as readonly string[]).includes((event.payload as { newPhase?: string } | null)?.newPhase ?? '')),
  );
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticHost {
  /** Absolute URL of the folder, ending in `/` (http://127.0.0.1:<port><base>). */
  url: string;
  /** Every request that found no file, as `<status> <path>`. */
  misses: string[];
  close(): Promise<void>;
}

/**
 * Serves `folder` at `base` (a sub-path such as `/some/dir/`) on 127.0.0.1, as any static host
 * would: files by path, `index.html` for a folder, 404 for anything else, no rewrites and no
 * headers of its own (Service-Worker-Allowed included). On `port`, or a free one when it is 0.
 */
export async function serveFolder(folder: string, base: string, port = 0): Promise<StaticHost> {
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`base must start and end with "/": ${base}`);
  const root = normalize(folder) + sep;
  const misses: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const miss = (status: number) => {
      misses.push(`${status} ${path}`);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`${status}\n`);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return miss(405);
    if (!path.startsWith(base)) return miss(404);
    let file = normalize(join(root, path.slice(base.length)));
    if (!file.startsWith(root) && file + sep !== root) return miss(404);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) return miss(404);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}${base}`,
    misses,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
