import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { inlineStylesPlugin } from './.config/inline-styles-plugin';

// HR_SHELL_DIST builds elsewhere (parallel work on one checkout); the demo server reads the same variable.
const outDir = process.env.HR_SHELL_DIST ?? 'dist';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// Every elements/hr-*.ts is an entry of its own: adding an element needs no build change.
const elementEntries = Object.fromEntries(
  readdirSync('elements')
    .filter((file) => /^hr-[a-z]+(-[a-z]+)+\.ts$/.test(file))
    .map((file) => [`elements/${file.replace(/\.ts$/, '')}`, `elements/${file}`]),
);

/** Strips the map comment from the script-tag build (the module build has none, see build-elements.ts). */
function stripSourceMapComments(wrote: (file: string) => boolean): () => Promise<void> {
  return async () => {
    for (const dir of [outDir, join(outDir, 'elements')].filter((path) => existsSync(path)))
      for (const file of readdirSync(dir)
        .map((name) => join(dir, name))
        .filter(wrote)) {
        const code = readFileSync(file, 'utf8');
        const stripped = code.replace(/\n\/\/# sourceMappingURL=[^\n]+\n?$/, '\n');
        if (stripped !== code) writeFileSync(file, stripped);
      }
  };
}

const isGlobal = (file: string) => /[\\/]hr-shell(\.full)?\.global\.js$/.test(file);

const shared: Options = {
  target: 'es2022',
  platform: 'browser',
  minify: true,
  sourcemap: true,
  // esbuild already tree-shakes; tsup's extra Rollup pass made the chunks larger.
  esbuildPlugins: [inlineStylesPlugin],
  // Licence notices go to a *.LEGAL.txt next to each file (linked from it) instead of its tail.
  esbuildOptions(options) {
    options.legalComments = 'linked';
  },
  // A PHP page has no bundler: React, nanostores and ky ship inside our chunks.
  noExternal: [/.*/],
  define: {
    __HR_SHELL_VERSION__: JSON.stringify(version),
    'process.env.NODE_ENV': '"production"',
  },
};

export default defineConfig([
  {
    ...shared,
    // Type declarations only: the module build itself is Rolldown's (.config/scripts/build-elements.ts),
    // which runs after this and writes into the cleaned directory.
    entry: { 'hr-shell': 'src/hr-shell.ts', ...elementEntries },
    format: ['esm'],
    dts: { only: true },
    outDir,
  },
  {
    ...shared,
    // Script-tag builds for pages that cannot use modules, each one IIFE: the shell and tools, and
    // the same plus the form helpers (README "As a classic script").
    entry: { 'hr-shell.global': 'src/hr-shell.global.ts', 'hr-shell.full.global': 'src/hr-shell.full.global.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    outDir,
    onSuccess: stripSourceMapComments(isGlobal),
  },
  {
    entry: { 'hr-shell': 'src/styles/hr-shell.css' },
    minify: true,
    outDir,
  },
]);
