import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Options } from 'tsup';
import { inlineStylesPlugin } from './.config/inline-styles-plugin';
import type { ElementKind, ElementRecord } from './elements/registry';

// HR_SHELL_DIST builds elsewhere (parallel work on one checkout); the demo server reads the same variable.
const outDir = process.env.HR_SHELL_DIST ?? 'dist';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// The registry is loaded with tsx rather than bundled into this config: its import()s stay unresolved.
const { elementRecords } = (await tsImport(pathToFileURL(resolve('elements/registry.ts')).href, import.meta.url)) as {
  elementRecords: readonly ElementRecord[];
};

// Every element in the registry is an entry of its own.
const elementEntries = Object.fromEntries(elementRecords.map(({ tag }) => [`elements/${tag}`, `elements/${tag}.ts`]));

const ELEMENT_KINDS: readonly ElementKind[] = ['shell', 'tool', 'form'];

/**
 * `import 'hr-shell:elements?kinds=shell,tool'` (in a script-tag entry) defines, eagerly and in
 * registry order, every element of those kinds.
 */
const registryElementsPlugin: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'hr-registry-elements',
  setup(build) {
    build.onResolve({ filter: /^hr-shell:elements\?/ }, (args) => ({ path: args.path, namespace: 'hr-registry' }));
    build.onLoad({ filter: /.*/, namespace: 'hr-registry' }, (args) => {
      const kinds = new URLSearchParams(args.path.slice(args.path.indexOf('?'))).get('kinds')?.split(',') ?? [];
      const unknown = kinds.filter((kind) => !ELEMENT_KINDS.includes(kind as ElementKind));
      if (unknown.length > 0)
        return { errors: [{ text: `unknown element kind(s) ${unknown.join(', ')} in ${args.path}` }] };
      const imports = elementRecords
        .filter((record) => kinds.includes(record.kind))
        .map((record) => `import './elements/${record.tag}';`);
      return { contents: imports.join('\n'), resolveDir: process.cwd(), loader: 'ts' };
    });
  },
};

/** Strips the map comment from the script-tag builds (the module build has none, see build-elements.ts). */
function stripSourceMapComments(wrote: (file: string) => boolean): () => Promise<void> {
  return async () => {
    for (const dir of [outDir, join(outDir, 'elements'), join(outDir, 'script-tag')].filter((path) => existsSync(path)))
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
const isScriptTagLibrary = (file: string) => /[\\/]script-tag[\\/][\w-]+\.js$/.test(file);

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
    __HR_SCRIPT_TAG__: 'false',
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
    esbuildPlugins: [registryElementsPlugin, inlineStylesPlugin],
    define: { ...shared.define, __HR_SCRIPT_TAG__: 'true' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    outDir,
    onSuccess: stripSourceMapComments(isGlobal),
  },
  {
    ...shared,
    // The script-tag builds' on-demand libraries, imported from beside the script (src/lib/script-tag.ts).
    entry: {
      'script-tag/floating': 'src/ui/popover/floating.ts',
      'script-tag/qrcode': 'src/components/mobile-qr/qrcode.ts',
      'script-tag/dompurify': 'src/lib/dompurify.ts',
      'script-tag/pusher': 'src/lib/realtime-pusher.ts',
    },
    format: ['esm'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
    outDir,
    onSuccess: stripSourceMapComments(isScriptTagLibrary),
  },
  {
    entry: { 'hr-shell': 'src/styles/hr-shell.css' },
    minify: true,
    outDir,
  },
]);
