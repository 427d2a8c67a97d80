// @vitest-environment node
/**
 * The package as a consumer gets it: `npm pack` of the built package (dist/, or HR_SHELL_DIST
 * staged as dist/ beside a copy of package.json), the tarball installed with `npm install` into a
 * scratch project, then checked from there as a page's build would see it: Node's ESM resolution
 * of the exports map, TypeScript (bundler and nodenext resolution) on a file importing the root
 * entry and every element, esbuild honouring `sideEffects`, and the manifest.
 *
 * The install runs `--offline`: the package has no dependencies (every library is bundled into
 * dist/), so it needs nothing from a registry or the npm cache, on any machine.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementRecords } from '../../elements/registry';
import { INTEGRITY_FILE, staticFolderName, STATIC_DIR } from '../../.config/scripts/static-folder.logic';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = resolve(root, process.env.HR_SHELL_DIST ?? 'dist');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const tags = elementRecords.map(({ tag }) => tag);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/**
 * The files that register custom elements (or load a stylesheet) when imported; the last is the
 * elements' source, not shipped: this repository's own script-tag builds (esbuild honours the
 * field for the package's own files) import each element for its side effect.
 */
const EXPECTED_SIDE_EFFECTS = [
  './dist/hr-shell.js',
  './dist/elements/*.js',
  './dist/hr-shell.global.js',
  './dist/hr-shell.full.global.js',
  './dist/*.css',
  './elements/*.ts',
];

/** A package.json `sideEffects` glob as bundlers read it: `*` within one path segment. */
const globMatches = (pattern: string, file: string) =>
  new RegExp(
    `^${pattern
      .replace(/^\.\//, '')
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  ).test(file);

/**
 * The child npm must not inherit the npm_* variables of an `npm test` around this run (its
 * prefix, its package): it works in the scratch project only.
 */
const childEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

interface PackResult {
  name: string;
  version: string;
  filename: string;
  files: Array<{ path: string }>;
}

let work: string;
let packed: PackResult;
let scratch: string;
let installed: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'hr-shell-pack-'));
  // `npm pack` packs ./dist: a build written elsewhere is staged as dist/ of a copy of the package.
  let packRoot = root;
  if (dist !== join(root, 'dist')) {
    packRoot = join(work, 'stage');
    mkdirSync(packRoot);
    for (const file of ['package.json', 'README.md', 'custom-elements.json'])
      cpSync(join(root, file), join(packRoot, file));
    cpSync(dist, join(packRoot, 'dist'), { recursive: true });
  }
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
    cwd: packRoot,
    env: childEnv,
    maxBuffer: 64 * 1024 * 1024,
  });
  packed = (JSON.parse(stdout) as PackResult[])[0]!;

  scratch = join(work, 'scratch');
  mkdirSync(scratch);
  writeFileSync(
    join(scratch, 'package.json'),
    `${JSON.stringify({ name: 'scratch', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  await run(
    'npm',
    ['install', join(work, packed.filename), '--offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    { cwd: scratch, env: childEnv },
  );
  installed = join(scratch, 'node_modules', 'hr-shell');
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the build, the manifest, the static folder and the README, and nothing of the repository besides', () => {
    const files = packed.files.map(({ path }) => path);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'custom-elements.json']));
    for (const file of files)
      expect(
        ['package.json', 'README.md', 'custom-elements.json'].includes(file) || file.startsWith('dist/'),
        file,
      ).toBe(true);
    for (const file of files) {
      expect(file, 'no TypeScript source').not.toMatch(/(?<!\.d)\.tsx?$/);
      expect(file).not.toMatch(/(^|\/)(demo|test|tests|stories|\.storybook|docs|src|\.config|node_modules)\//);
    }
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/hr-shell.js',
        'dist/hr-shell.d.ts',
        'dist/hr-shell.css',
        'dist/hr-shell.global.js',
        'dist/hr-shell.full.global.js',
        ...tags.flatMap((tag) => [`dist/elements/${tag}.js`, `dist/elements/${tag}.d.ts`]),
        `dist/${STATIC_DIR}/${staticFolderName(rootPackage.version)}/${INTEGRITY_FILE}`,
        `dist/${STATIC_DIR}/${staticFolderName(rootPackage.version)}/hr-shell.global.js`,
      ]),
    );
  });

  it('embeds no demo, test or story source in its source maps', () => {
    const maps = packed.files.map(({ path }) => path).filter((file) => file.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) {
      const { sources } = JSON.parse(readFileSync(join(installed, map), 'utf8')) as { sources: string[] };
      for (const source of sources) expect(source, map).not.toMatch(/(^|\/)(demo|test|stories|\.storybook|docs)\//);
    }
  });

  it('installs alone, with a real name, version, licence and a precise sideEffects list', () => {
    // No dependencies: React, nanostores and the rest ship inside the bundles.
    expect(readdirSync(join(scratch, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['hr-shell']);
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.name).toBe('hr-shell');
    expect(pkg.version).toBe(rootPackage.version);
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+(?:-[\w.]+)?$/);
    expect(pkg.license).toEqual(expect.any(String));
    expect(pkg.license).not.toBe('');
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.peerDependencies ?? {}).toEqual({});
    expect(pkg.sideEffects).toEqual(EXPECTED_SIDE_EFFECTS);
    // Every file that defines an element or loads the autoloader is a side effect; no chunk is.
    const patterns = pkg.sideEffects as string[];
    const shipped = packed.files.map(({ path }) => path);
    const effectful = shipped.filter((file) => patterns.some((pattern) => globMatches(pattern, file)));
    expect(effectful.sort()).toEqual(
      [
        'dist/hr-shell.js',
        'dist/hr-shell.global.js',
        'dist/hr-shell.full.global.js',
        'dist/hr-shell.css',
        ...tags.map((tag) => `dist/elements/${tag}.js`),
      ].sort(),
    );
  });

  it('resolves hr-shell, every hr-shell/elements/<tag> and the other exports with Node ESM resolution', async () => {
    const expected: Record<string, string> = {
      'hr-shell': 'dist/hr-shell.js',
      'hr-shell/custom-elements.json': 'custom-elements.json',
      'hr-shell/hr-shell.css': 'dist/hr-shell.css',
      'hr-shell/global': 'dist/hr-shell.global.js',
      'hr-shell/global-full': 'dist/hr-shell.full.global.js',
      'hr-shell/package.json': 'package.json',
      ...Object.fromEntries(tags.map((tag) => [`hr-shell/elements/${tag}`, `dist/elements/${tag}.js`])),
    };
    writeFileSync(
      join(scratch, 'resolve.mjs'),
      `const specifiers = ${JSON.stringify(Object.keys(expected))};\n` +
        'console.log(JSON.stringify(Object.fromEntries(specifiers.map((s) => [s, import.meta.resolve(s)]))));\n',
    );
    const { stdout } = await run(process.execPath, ['resolve.mjs'], { cwd: scratch, env: childEnv });
    const resolved = JSON.parse(stdout) as Record<string, string>;
    for (const [specifier, file] of Object.entries(expected)) {
      const path = fileURLToPath(resolved[specifier]!);
      expect(relative(installed, path).split(sep).join('/'), specifier).toBe(file);
      expect(existsSync(path), specifier).toBe(true);
    }
  });

  it.each([
    ['bundler', 'esnext'],
    ['nodenext', 'nodenext'],
  ])(
    'type-checks a page module importing hr-shell and every element (moduleResolution %s)',
    async (moduleResolution, module) => {
      const lines = [
        "import { configure, preload, VERSION, type HrInlineEditElement } from 'hr-shell';",
        ...tags.map((tag, index) => `import type * as Element${index} from 'hr-shell/elements/${tag}';`),
        ...tags.map((tag) => `import 'hr-shell/elements/${tag}';`),
        "import type { HrInlineEditElement as FromElement } from 'hr-shell/elements/hr-inline-edit';",
        '',
        "configure({ urlPrefix: '/hr' });",
        "void preload('hr-inline-edit');",
        'export const version: string = VERSION;',
        "export const edit: HrInlineEditElement = document.createElement('hr-inline-edit');",
        'export const same: FromElement = edit;',
        `export type Modules = [${tags.map((_, index) => `typeof Element${index}`).join(', ')}];`,
      ];
      writeFileSync(join(scratch, 'page.ts'), `${lines.join('\n')}\n`);
      writeFileSync(
        join(scratch, `tsconfig.${moduleResolution}.json`),
        JSON.stringify({
          compilerOptions: {
            target: 'es2022',
            module,
            moduleResolution,
            lib: ['es2022', 'dom', 'dom.iterable'],
            strict: true,
            noEmit: true,
            // The package's own declarations are checked too (TypeScript's lib files are not).
            skipLibCheck: false,
            skipDefaultLibCheck: true,
            noUncheckedSideEffectImports: true,
            types: [],
          },
          files: ['page.ts'],
        }),
      );
      const result = await run(process.execPath, [tsc, '-p', `tsconfig.${moduleResolution}.json`], {
        cwd: scratch,
        env: childEnv,
      }).catch((error: { stdout?: string; stderr?: string }) => ({
        stdout: `tsc failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
      }));
      expect(result.stdout).toBe('');
    },
    60_000,
  );

  it('keeps an element file a bundler imports for its side effect (esbuild reads sideEffects)', async () => {
    const entry = join(scratch, 'bundle-entry.js');
    writeFileSync(entry, "import 'hr-shell/elements/hr-inline-edit';\n");
    const result = await build({
      entryPoints: [entry],
      absWorkingDir: scratch,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
      outfile: join(scratch, 'out.js'),
    });
    expect(result.warnings.map(({ text }) => text)).toEqual([]);
    expect(Object.keys(result.metafile.inputs)).toContain('node_modules/hr-shell/dist/elements/hr-inline-edit.js');
    expect(result.outputFiles[0]!.text).toContain('hr-inline-edit');
  });

  it('gives hr-shell/custom-elements.json, listing every element', () => {
    const manifest = JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8')) as {
      modules: Array<{ declarations?: Array<{ tagName?: string }> }>;
    };
    const declared = manifest.modules.flatMap((module) => (module.declarations ?? []).map(({ tagName }) => tagName));
    expect(declared).toEqual(expect.arrayContaining(tags));
  });
});
