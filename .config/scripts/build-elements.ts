// The module build (dist/hr-shell.js, dist/elements/hr-*.js and their chunks), with Rolldown.
// tsup still writes the script-tag build, the CSS and the type declarations (tsup.config.ts).
//
//   tsx .config/scripts/build-elements.ts        (HR_SHELL_DIST=<dir> builds elsewhere)
//
// Why not esbuild's splitting (docs/design.md, "Bytes"): esbuild cuts a chunk for every set of
// entries that share code, and each boundary costs bytes; with four elements the inline-edit
// closure went 1.4 KB over its 75 KB budget. Here the chunks are chosen:
//   shared-*.js  React, react-dom, scheduler, nanostores and the src/lib, src/stores, src/ui,
//                src/styles code that EVERY element imports statically (form helpers aside);
//   shell-*.js   code that two or more of the page-shell elements (nav, header, account menu,
//                global search) share and no other element needs: a page with only inline edits
//                never loads it;
//   forms-*.js   our own library code two or more form helpers share (src/element/form-control.ts
//                and the hooks);
// The shell elements and the form helpers are the registry's records of kind shell and form
// (elements/registry.ts).
//   imask-*.js, big-*.js  the form helpers' vendors, one named chunk each, loaded only by the
//                helpers that import them. Other partial sharing is left to Rolldown's own
//                chunking;
//   hr-shell.js  the autoloader, an entry of the same build: what it shares with every element
//                (the config store, nanostores, JSON, the runtime's shared slots) is core-*.js,
//                which both import, so a page loads that code once and the autoloader never
//                waits for React;
//   import() targets (the HTTP client, the QR modal, qrcode, the date field's calendar-library
//                with flatpickr) stay lazy chunks of their own.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import { rolldown, type InputOptions, type OutputOptions, type Plugin, type RolldownPluginOption } from 'rolldown';
import { elementRecords } from '../../elements/registry';
import { packGraph } from '../../src/lib/module-preload';
import { inlineStylesModule } from '../inline-styles-plugin';

const outDir = resolve(process.env.HR_SHELL_DIST ?? 'dist');
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// Every element in the registry is an entry of its own: adding an element needs no build change.
const elementEntries = Object.fromEntries(
  elementRecords.map(({ tag }) => [`elements/${tag}`, resolve('elements', `${tag}.ts`)]),
);
/** Entry names of the registry's elements of one kind. */
const entriesOfKind = (kind: string) =>
  new Set(elementRecords.filter((record) => record.kind === kind).map(({ tag }) => `elements/${tag}`));

/** As for tsup: each *.styles.ts becomes its minified CSS strings (no token table in the bundles). */
const inlineStyles: Plugin = {
  name: 'hr-inline-styles',
  load: {
    filter: { id: /\.styles\.ts$/ },
    handler: async (path) => ({ code: await inlineStylesModule(path), moduleType: 'js' }),
  },
};

/**
 * qrcode and pusher-js (both lazy) are CommonJS: Rolldown would put its interop helpers, shared
 * with React, in a chunk of their own that every element loads. Pre-bundled to ESM with its own
 * helpers, each shares nothing.
 */
const cjsAsEsm = (pkg: string, contents: string): Plugin => ({
  name: `hr-${pkg}-esm`,
  resolveId: {
    filter: { id: new RegExp(`^${pkg}$`) },
    // Written to a real file (with its map) so the chunk gets a source map like the others.
    async handler() {
      const outfile = resolve(`node_modules/.cache/hr-shell/${pkg}.esm.js`);
      await esbuild({
        stdin: { contents, resolveDir: process.cwd(), sourcefile: `${pkg}-esm.js` },
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        define: { 'process.env.NODE_ENV': '"production"' },
        sourcemap: true,
        outfile,
      });
      return outfile;
    },
  },
});
const qrcodeAsEsm = cjsAsEsm('qrcode', "export { create } from 'qrcode';");
const pusherAsEsm = cjsAsEsm('pusher-js', "export { default } from 'pusher-js';");

/**
 * @tanstack/react-virtual reads React through a namespace import (`import * as React`). Of
 * CommonJS React, that made Rolldown move its interop helpers out of shared-*.js into a chunk of
 * their own that every page would load. Its `react` becomes named imports of the hooks it uses.
 */
const reactVirtualNamedHooks: Plugin = {
  name: 'hr-react-virtual-named-hooks',
  resolveId: {
    filter: { id: /^react$/ },
    handler(source: string, importer: string | undefined) {
      return importer && /[\\/]@tanstack[\\/]react-virtual[\\/]/.test(importer) ? '\0hr-react-hooks' : null;
    },
  },
  load: {
    filter: { id: /^\0hr-react-hooks$/ },
    handler() {
      const code = readFileSync(resolve('node_modules/@tanstack/react-virtual/dist/esm/index.js'), 'utf8');
      const hooks = [...new Set([...code.matchAll(/\bReact\.(\w+)/g)].map((match) => match[1]))].sort();
      return { code: `export { ${hooks.join(', ')} } from 'react';`, moduleType: 'js' };
    },
  },
};

/**
 * ky decides at module evaluation whether request bodies may be streams, by building a Request
 * with a ReadableStream body (milliseconds on the first call's critical path). Streams serve only
 * its upload-progress option; our uploads use XMLHttpRequest (src/lib/upload.ts), so the answer is
 * fixed to false. A ky release that changes this code fails the build instead of slipping past.
 */
const kyWithoutStreamCheck: Plugin = {
  name: 'hr-ky-without-stream-check',
  transform: {
    filter: { id: /[\\/]node_modules[\\/]ky[\\/]distribution[\\/]core[\\/]constants\.js$/ },
    handler(code: string) {
      const check = /export const supportsRequestStreams = \(\(\) => \{[\s\S]*?\n\}\)\(\);/;
      if (!check.test(code))
        throw new Error('ky: supportsRequestStreams check not found (ky changed): update the build');
      return { code: code.replace(check, 'export const supportsRequestStreams = false;') };
    },
  },
};

/** esbuild's legalComments: 'linked': licence comments go to <chunk>.LEGAL.txt, linked from the chunk. */
const linkedLegalComments: Plugin = {
  name: 'hr-linked-legal-comments',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const notices = new Set<string>();
      for (const id of chunk.moduleIds) {
        const code = this.getModuleInfo(id)?.code ?? (existsSync(id) ? readFileSync(id, 'utf8') : '');
        for (const match of code.matchAll(/\/\*[*!][\s\S]*?\*\/|\/\/![^\n]*/g)) {
          if (/@license|@preserve|^\/\*!|^\/\/!/.test(match[0])) notices.add(match[0]);
        }
      }
      if (notices.size === 0) continue;
      const legalFile = `${chunk.fileName}.LEGAL.txt`;
      this.emitFile({ type: 'asset', fileName: legalFile, source: `${[...notices].join('\n\n')}\n` });
      chunk.code = `${chunk.code.trimEnd()}\n/*! For license information please see ${basename(legalFile)} */\n`;
    }
  },
};

/** Module ids statically reachable from `entry`: import() targets are left out. */
function staticClosure(
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null,
  entry: string,
): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) queue.push(next);
  }
  return seen;
}

/**
 * The autoloader's registry is the records' tags and loads only (kind and budget are for the build
 * and `npm run size`); each import('./elements/hr-x.js') loads an element entry of the same build.
 */
const registryForTheAutoloader: Plugin = {
  name: 'hr-autoloader-registry',
  load: {
    filter: { id: /[\\/]elements[\\/]registry\.ts$/ },
    handler() {
      const tags = JSON.stringify(elementRecords.map(({ tag }) => tag));
      const load = 'import(`./elements/${tag}.js`)';
      return {
        code: `export const elementRecords = ${tags}.map((tag) => ({ tag, load: () => ${load} }));`,
        moduleType: 'js',
      };
    },
  },
};

/** The elements every shell page prints (kind `shell`); code only they share goes to shell-*.js. */
const SHELL_ELEMENTS = entriesOfKind('shell');
/** The form helpers (kind `form`). */
const formElements = entriesOfKind('form');

/** The autoloader, an entry of the same build as the elements. */
const AUTOLOADER = { name: 'hr-shell', file: resolve('src/hr-shell.ts') };

/** Which element entries reach each module statically (filled at buildEnd, read by the chunk groups). */
let users = new Map<string, Set<string>>();
/** What the autoloader reaches statically. */
let autoloaderModules = new Set<string>();
const countUsers: Plugin = {
  name: 'hr-count-static-users',
  buildEnd() {
    users = new Map();
    for (const [name, entry] of Object.entries(elementEntries)) {
      for (const id of staticClosure((id) => this.getModuleInfo(id), entry))
        users.set(id, (users.get(id) ?? new Set()).add(name));
    }
    autoloaderModules = staticClosure((id) => this.getModuleInfo(id), AUTOLOADER.file);
  },
};
const libraryCode = /[\\/]node_modules[\\/]|[\\/]src[\\/](lib|element|stores|ui|styles)[\\/]/;
const ownCode = /[\\/]src[\\/]/;
const ownLibraryCode = /[\\/]src[\\/](lib|element|stores|ui|styles)[\\/]/;
const isRolldownRuntime = (id: string) => /rolldown[:/]runtime/.test(id);
// The employee-id check is used by shell code (so a group would drag it into shell-*.js, with its
// importers' dependencies) and by form helpers, which would then load the shell chunk: 0.2 KB here.
const sharedValidators = (id: string) => /[\\/]src[\\/]lib[\\/]validators\.ts$/.test(id);
/**
 * Library code every element other than the form helpers uses (React, the element runtime, config,
 * i18n…). Counting the form helpers too would push, say, the http loader (which a masked input
 * does not need) out of the chunk every shell page loads.
 */
const inEveryElement = (id: string) => {
  if (isRolldownRuntime(id) || sharedValidators(id)) return true;
  const by = users.get(id);
  if (!by || !libraryCode.test(id)) return false;
  return Object.keys(elementEntries).every((name) => formElements.has(name) || by.has(name));
};
/**
 * The autoloader's modules that every element uses too (the config store, nanostores, JSON, the
 * runtime's shared slots): one small chunk both import, instead of a copy in each. Not in
 * shared-*.js: the autoloader would then wait for React before hinting the page's elements.
 */
const inAutoloaderAndEveryElement = (id: string) => autoloaderModules.has(id) && inEveryElement(id);
const sharedOnlyBy = (group: ReadonlySet<string>, id: string) => {
  const by = users.get(id);
  return !!by && by.size >= 2 && [...by].every((name) => group.has(name));
};
/** An element entry module (elements/hr-*.ts). */
const elementModule = /[\\/]elements[\\/]hr-[a-z-]+\.ts$/;
/**
 * Everything only the shell elements use, their entry modules included: every page prints all of
 * them, so one file holds them all (each entry file only re-exports its class from it). One file
 * compresses far better than the seven it replaces (about 3 KB gzip less on every page).
 */
const inShellElementsOnly = (id: string) => {
  const by = users.get(id);
  return (
    !!by &&
    [...by].every((name) => SHELL_ELEMENTS.has(name)) &&
    (libraryCode.test(id) || ownCode.test(id) || elementModule.test(id))
  );
};
/**
 * Our library code that the shell elements share with other elements (the menu button, the search
 * box, lazy parts, storage…): a chunk of its own, so a date field or the file list does not load
 * the whole shell with it.
 */
const inShellAndOtherElements = (id: string) => {
  const by = users.get(id);
  if (!by || !ownLibraryCode.test(id)) return false;
  const names = [...by];
  return names.some((name) => SHELL_ELEMENTS.has(name)) && names.some((name) => !SHELL_ELEMENTS.has(name));
};
/**
 * Our own library code two or more form helpers share (the form-control base and hooks). Component
 * code two helpers share (number-field's parsing, used by the rate pair) and the vendors (imask,
 * big.js; flatpickr loads on intent) stay in chunks of their own, loaded only by the helpers that use them.
 */
const inFormElementsOnly = (id: string) => sharedOnlyBy(formElements, id) && ownLibraryCode.test(id);

const inputOptions: InputOptions = {
  platform: 'browser',
  tsconfig: resolve('tsconfig.json'),
  transform: {
    target: 'es2022',
    define: {
      __HR_SHELL_VERSION__: JSON.stringify(version),
      __HR_SCRIPT_TAG__: 'false',
      'process.env.NODE_ENV': '"production"',
    },
  },
  // An element's entry file keeps its exports; the shell's entries re-export them from shell-*.js.
  preserveEntrySignatures: 'allow-extension',
  // Message strings are inlined where they are used: otherwise the catalogue, used by every element,
  // would carry every element's strings into the shared chunk that each page loads.
  optimization: { inlineConst: true },
};

const outputOptions: OutputOptions = {
  dir: outDir,
  format: 'es',
  entryFileNames: '[name].js',
  chunkFileNames: '[name]-[hash].js',
  minify: true,
  comments: { legal: false, annotation: false, jsdoc: false },
  // Maps are written but not referenced from the bundles; servers send a SourceMap header.
  sourcemap: 'hidden',
};

/**
 * Each element's first-render files: its entry chunk, then every chunk it imports statically,
 * transitively (import() targets load later, on use). Inlined into the autoloader (its module
 * preload) and written to dist/modulepreload.json; `autoloaderFiles` are the autoloader's own.
 */
const preloadGraph: Record<string, string[]> = {};
let autoloaderFiles: string[] = [];
const collectPreloadGraph: Plugin = {
  name: 'hr-preload-graph',
  generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
    );
    const firstRender = (fileName: string) => {
      const files: string[] = [];
      const visit = (name: string) => {
        if (files.includes(name)) return;
        files.push(name);
        for (const next of chunks.get(name)?.imports ?? []) visit(next);
      };
      visit(fileName);
      return files.map((file) => `./${file}`);
    };
    for (const chunk of chunks.values()) {
      if (chunk.isEntry && chunk.name.startsWith('elements/'))
        preloadGraph[chunk.name.slice('elements/'.length)] = firstRender(chunk.fileName);
    }
    autoloaderFiles = firstRender(`${AUTOLOADER.name}.js`);
  },
};

/**
 * The autoloader carries the packed graph (its module preload): known only once the chunks are,
 * so it is written in front of the autoloader's code as `__HR_PRELOAD_GRAPH__` (src/hr-shell.ts),
 * one line its source map skips. Runs after collectPreloadGraph.
 */
const autoloaderGraph: Plugin = {
  name: 'hr-autoloader-graph',
  generateBundle(_options, bundle) {
    const chunk = bundle[`${AUTOLOADER.name}.js`];
    if (chunk?.type !== 'chunk') throw new Error(`${AUTOLOADER.name}.js is missing from the build`);
    const order = elementRecords.map(({ tag }) => tag);
    chunk.code = `var __HR_PRELOAD_GRAPH__=${JSON.stringify(packGraph(preloadGraph, order))};\n${chunk.code}`;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  },
};

async function run(
  input: Record<string, string>,
  plugins: RolldownPluginOption[],
  output: OutputOptions,
  define: Record<string, string> = {},
): Promise<void> {
  const bundle = await rolldown({
    ...inputOptions,
    transform: { ...inputOptions.transform, define: { ...inputOptions.transform?.define, ...define } },
    input,
    plugins: [inlineStyles, qrcodeAsEsm, pusherAsEsm, reactVirtualNamedHooks, kyWithoutStreamCheck, ...plugins],
  });
  try {
    await bundle.write({ ...outputOptions, ...output, plugins: [linkedLegalComments, ...(output.plugins ?? [])] });
  } finally {
    await bundle.close();
  }
}

// 1. The elements and the autoloader, with the chosen chunks.
await run({ ...elementEntries, [AUTOLOADER.name]: AUTOLOADER.file }, [countUsers, registryForTheAutoloader], {
  codeSplitting: {
    groups: [
      // The form helpers' vendors, each a chunk of its own named after it, so `npm run size` shows
      // which pages load it (a closure may forbid them).
      { name: 'imask', test: /[\\/]node_modules[\\/]imask[\\/]/, priority: 4 },
      { name: 'big', test: /[\\/]node_modules[\\/]big\.js[\\/]/, priority: 4 },
      { name: 'react-virtual', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 0 },
      // Read by the session lock and by the lazy HTTP client: a chunk of its own, else Rolldown
      // would leave it in the lock's entry chunk, which the HTTP client would then import.
      { name: 'server-message', test: /[\\/]src[\\/]lib[\\/]server-message\.ts$/, priority: 5 },
      { name: 'core', test: inAutoloaderAndEveryElement, priority: 3.5 },
      { name: 'shared', test: inEveryElement, priority: 3 },
      // Above the shell group: its captured modules' dependencies would pull these in otherwise.
      { name: 'ui', test: inShellAndOtherElements, priority: 2.5 },
      { name: 'shell', test: inShellElementsOnly, priority: 2 },
      { name: 'forms', test: inFormElementsOnly, priority: 1 },
    ],
  },
  plugins: [collectPreloadGraph, autoloaderGraph],
});

// The same graph for servers that print `<link rel="modulepreload">` (docs/embedding.md), and the
// list for a page that prints the usual shell: the autoloader and its chunks, then the files of
// the registry's kind `shell` tags.
writeFileSync(join(outDir, 'modulepreload.json'), `${JSON.stringify(preloadGraph, null, 2)}\n`);
const shellTags = elementRecords.filter((record) => record.kind === 'shell').map(({ tag }) => tag);
const shellFiles = [...new Set([...autoloaderFiles, ...shellTags.flatMap((tag) => preloadGraph[tag] ?? [])])];
writeFileSync(join(outDir, 'modulepreload.shell.json'), `${JSON.stringify(shellFiles, null, 2)}\n`);

// 3. The root entry re-exports the element modules' types only (`export type *`), but tsup's
// declaration bundle writes plain `export { … } from './elements/…'`, which would let
// `import { HrInlineEditElement } from 'hr-shell'` compile and then fail at run time.
const rootTypes = join(outDir, 'hr-shell.d.ts');
if (existsSync(rootTypes)) {
  const declarations = readFileSync(rootTypes, 'utf8');
  writeFileSync(
    rootTypes,
    declarations.replace(
      /^export \{([^}]*)\} from '(\.\/elements\/[^']+)';$/gm,
      (_line, names: string, from: string) => `export type {${names.replace(/\btype\s+/g, '')}} from '${from}';`,
    ),
  );
}
console.log(`rolldown: module build written to ${outDir}`);
