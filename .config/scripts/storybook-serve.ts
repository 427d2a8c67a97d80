// Serves a built Storybook (`npm run build-storybook`) from a plain static folder on 127.0.0.1, as
// a static host would: the fast way to browse it locally (one bundled file per chunk instead of the
// dev server's one request per module). Stops on Ctrl-C.
//
//   npx tsx .config/scripts/storybook-serve.ts [folder] [--port 6007]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveFolder } from './storybook-pages';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '6007' } },
});
const folder = resolve(positionals[0] ?? 'storybook-static');
if (!existsSync(join(folder, 'index.html'))) {
  console.error(`${folder} holds no built Storybook: run npm run build-storybook first.`);
  process.exit(1);
}
const host = await serveFolder(folder, '/', Number(values.port));
console.log(`Storybook (built, ${folder}) at ${host.url}`);
const stop = () => void host.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
