/**
 * The demo server CLI:
 *
 *   npm run demo                      # builds, then serves
 *   npx tsx demo/server/main.ts       # serves the existing build (PORT=8080 to change the port)
 *
 * Listens on 127.0.0.1 only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DIST_DIR, startDemoServer } from './server';

function fail(message: string): never {
  process.stderr.write(`hr-shell demo: ${message}\n`);
  process.exit(1);
}

const rawPort = process.env.PORT ?? '4173';
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65535) fail(`PORT must be a number from 0 to 65535, got "${rawPort}".`);

for (const file of ['hr-shell.js', 'hr-shell.global.js', 'hr-shell.css']) {
  if (!existsSync(join(DEFAULT_DIST_DIR, file))) {
    fail(`${join(DEFAULT_DIST_DIR, file)} is missing: run npm run build first.`);
  }
}

let server: Awaited<ReturnType<typeof startDemoServer>>;
try {
  server = await startDemoServer({ port, host: '127.0.0.1' });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(code === 'EADDRINUSE' ? `port ${port} is in use; set PORT to another one.` : String(error));
}

process.stdout.write(`hr-shell demo: ${server.url}\n`);

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
