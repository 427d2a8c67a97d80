/**
 * The demo server CLI:
 *
 *   npm run demo                         # builds, then serves with the demo controls on
 *   npm run demo -- --reset              # … after reseeding the database
 *   npx tsx demo/server/main.ts [options] # serves the existing build
 *
 * Options: --reset, --session-minutes N (default 30), --demo-admin (sign in as anyone, expire
 * the session, send realtime events; off unless given), --data-dir DIR (default demo/.data).
 * PORT (default 4173) picks the port. Listens on 127.0.0.1 only.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DIST_DIR, startDemoServer } from './server';

function fail(message: string): never {
  process.stderr.write(`hr-shell demo: ${message}\n`);
  process.exit(1);
}

let args: { reset?: boolean; 'session-minutes'?: string; 'demo-admin'?: boolean; 'data-dir'?: string };
try {
  args = parseArgs({
    options: {
      reset: { type: 'boolean' },
      'session-minutes': { type: 'string' },
      'demo-admin': { type: 'boolean' },
      'data-dir': { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(
    `${(error as Error).message}\nusage: tsx demo/server/main.ts [--reset] [--session-minutes N] [--demo-admin] [--data-dir DIR]`,
  );
}

const rawPort = process.env.PORT ?? '4173';
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65535) fail(`PORT must be a number from 0 to 65535, got "${rawPort}".`);
const sessionMinutes = Number(args['session-minutes'] ?? 30);
if (!Number.isInteger(sessionMinutes) || sessionMinutes < 1 || sessionMinutes > 24 * 60) {
  fail(`--session-minutes must be a whole number from 1 to 1440, got "${args['session-minutes']}".`);
}

for (const file of ['hr-shell.js', 'hr-shell.global.js', 'hr-shell.css']) {
  if (!existsSync(join(DEFAULT_DIST_DIR, file)))
    fail(`${join(DEFAULT_DIST_DIR, file)} is missing: run npm run build first.`);
}

let server: Awaited<ReturnType<typeof startDemoServer>>;
try {
  const dataDir = args['data-dir'] ? resolve(args['data-dir']) : undefined;
  server = await startDemoServer({
    port,
    host: '127.0.0.1',
    reset: args.reset ?? false,
    sessionMinutes,
    demoAdmin: args['demo-admin'] ?? false,
    ...(dataDir ? { dataDir, databaseFile: join(dataDir, 'demo.sqlite') } : {}),
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(code === 'EADDRINUSE' ? `port ${port} is in use; set PORT to another one.` : String(error));
}

process.stdout.write(
  `hr-shell demo: ${server.url}  (database ${server.context.options.databaseFile}, sessions ${sessionMinutes} min` +
    `${server.context.options.demoAdmin ? ', demo controls on' : ''})\n`,
);

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) process.exit(1); // a second Ctrl+C does not wait
  stopping = true;
  process.stdout.write(`hr-shell demo: ${signal}, stopping.\n`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => fail(`could not stop cleanly: ${String(error)}`),
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
