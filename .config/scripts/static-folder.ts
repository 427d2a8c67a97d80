// Writes dist/static/hr-shell-<version>/ and its integrity.json (static-folder.logic.ts): the
// script-tag builds for pages that load them from a versioned folder of their own server, with
// Subresource Integrity hashes. `npm run build` runs it after the bundles are written.
//
//   tsx .config/scripts/static-folder.ts        (HR_SHELL_DIST=<dir> reads and writes there)
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { writeStaticFolder } from './static-folder.logic';

const distDir = resolve(process.env.HR_SHELL_DIST ?? 'dist');
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const { folder, integrity } = writeStaticFolder(distDir, version);
const shown = relative(process.cwd(), folder);
console.log(`static folder: ${shown.startsWith('..') ? folder : shown} (${Object.keys(integrity).length} hashes)`);
