import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { elementRecords } from '../../elements/registry';
import {
  buildReport,
  findBudget,
  formatBudget,
  formatKB,
  formatTable,
  listDistFiles,
  matchesPattern,
  measure,
  parseBudgets,
  parseStaticImports,
  resolveImport,
  walkClosure,
  withElementBudgets,
  type BudgetsFile,
} from './size.logic';

const tempDirs: string[] = [];

/** Writes `files` (path relative to the dir -> content) into a fresh temp dir. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hr-shell-size-'));
  tempDirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, ...path.split('/'));
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return dir;
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Deterministic, poorly compressible (base64 of a hash chain) text of exactly `bytes` bytes. */
function noise(bytes: number, seed = 1): string {
  let block = createHash('sha256').update(String(seed)).digest();
  let out = '';
  while (out.length < bytes) {
    block = createHash('sha256').update(block).digest();
    out += block.toString('base64');
  }
  return `/*${out.slice(0, Math.max(0, bytes - 4))}*/`;
}

describe('parseStaticImports', () => {
  it('reads esbuild readable output', () => {
    const code = [
      'import {',
      '  a,',
      '  b as c',
      '} from "./chunk-ABC123.js";',
      'import "./chunk-SIDE.js";',
      "import * as ns from './ns.js';",
      'import def, { x } from "../up.js";',
      'import React from "react";',
      'export * from "./reexport.js";',
      'export { y as z } from "./named.js";',
      'export * as grouped from "./grouped.js";',
    ].join('\n');
    expect(parseStaticImports(code)).toEqual([
      './chunk-ABC123.js',
      './chunk-SIDE.js',
      './ns.js',
      '../up.js',
      'react',
      './reexport.js',
      './named.js',
      './grouped.js',
    ]);
  });

  it('reads minified output', () => {
    const code =
      'import{a as b,c as d}from"./chunk-X.js";import"./side.js";import*as e from"./ns.js";' +
      'import f,{g}from"./mixed.js";export*from"./all.js";export{h as i}from"./named.js";' +
      'var j=b+d;export{j as default};';
    expect(parseStaticImports(code)).toEqual([
      './chunk-X.js',
      './side.js',
      './ns.js',
      './mixed.js',
      './all.js',
      './named.js',
    ]);
  });

  it('ignores dynamic imports, import.meta and look-alike identifiers', () => {
    const code = [
      'const lazy = () => import("./lazy.js");',
      'const other=import(`./tmpl.js`);',
      'const url = new URL("./asset.svg", import.meta.url);',
      'var import_react = __toESM(require_react());',
      'obj.import("./not-a-module.js");',
      'export { lazy };',
      'export default other;',
    ].join('\n');
    expect(parseStaticImports(code)).toEqual([]);
  });

  it('reports each specifier once, in source order', () => {
    expect(parseStaticImports('export{a}from"./b.js";import{c}from"./a.js";import"./b.js";')).toEqual([
      './b.js',
      './a.js',
    ]);
  });
});

describe('resolveImport', () => {
  it('resolves relative to the importing file', () => {
    expect(resolveImport('elements/hr-inline-edit.js', '../chunk-ABC.js')).toBe('chunk-ABC.js');
    expect(resolveImport('elements/hr-inline-edit.js', './shared.js')).toBe('elements/shared.js');
    expect(resolveImport('hr-shell.js', './elements/a.js')).toBe('elements/a.js');
    expect(resolveImport('hr-shell.js', './chunk-A.js?v=1')).toBe('chunk-A.js');
  });

  it('returns null for bare and absolute specifiers', () => {
    expect(resolveImport('hr-shell.js', 'react')).toBeNull();
    expect(resolveImport('hr-shell.js', '/abs.js')).toBeNull();
    expect(resolveImport('hr-shell.js', 'https://cdn.example/x.js')).toBeNull();
  });
});

describe('budget patterns', () => {
  it('matches * within one path segment only', () => {
    expect(matchesPattern('chunk-*.js', 'chunk-ABC123.js')).toBe(true);
    expect(matchesPattern('chunk-*.js', 'elements/chunk-ABC123.js')).toBe(false);
    expect(matchesPattern('elements/*.js', 'elements/hr-inline-edit.js')).toBe(true);
    expect(matchesPattern('elements/*.js', 'elements/nested/x.js')).toBe(false);
    expect(matchesPattern('*.js', 'hr-shell.js')).toBe(true);
    expect(matchesPattern('*.js', 'hr-shell.css')).toBe(false);
  });

  it('treats everything except * literally and anchors both ends', () => {
    expect(matchesPattern('hr-shell.js', 'hr-shell.js')).toBe(true);
    expect(matchesPattern('hr-shell.js', 'hr-shellxjs')).toBe(false);
    expect(matchesPattern('hr-shell.js', 'hr-shell.js.map')).toBe(false);
    expect(matchesPattern('hr-shell.js', 'elements/hr-shell.js')).toBe(false);
    expect(matchesPattern('a+(b).js', 'a+(b).js')).toBe(true);
    expect(matchesPattern('./elements/*.js', 'elements/x.js')).toBe(true);
  });

  it('uses the first matching pattern in file order', () => {
    const patterns = parseBudgets({
      files: {
        'elements/hr-inline-edit.js': { gzip: 100 },
        'elements/*.js': { gzip: 200 },
        '*.js': { gzip: 300 },
      },
    }).files;
    expect(findBudget(patterns, 'elements/hr-inline-edit.js')).toEqual({
      pattern: 'elements/hr-inline-edit.js',
      budget: { gzip: 100 },
    });
    expect(findBudget(patterns, 'elements/hr-other.js')?.pattern).toBe('elements/*.js');
    expect(findBudget(patterns, 'hr-shell.js')?.pattern).toBe('*.js');
    expect(findBudget(patterns, 'hr-shell.css')).toBeNull();
  });
});

describe('parseBudgets', () => {
  it('accepts the documented shape, closures optional', () => {
    expect(parseBudgets({ files: { 'a.js': { gzip: 1, raw: 2 } } })).toEqual({
      files: { 'a.js': { gzip: 1, raw: 2 } },
      closures: {},
    });
  });

  it('rejects entries without a numeric gzip limit, naming the entry', () => {
    expect(() => parseBudgets({ files: { 'a.js': { raw: 2 } } })).toThrow(/files\["a\.js"\].*gzip/);
    expect(() => parseBudgets({ files: { 'a.js': { gzip: '8k' } } })).toThrow(/files\["a\.js"\]\.gzip/);
    expect(() => parseBudgets({ closures: { 'e.js': 5 } })).toThrow(/closures\["e\.js"\]/);
    expect(() => parseBudgets([])).toThrow(/JSON object/);
  });

  it('keeps the hard limits: each element under 12 KB gzip, hr-inline-edit with its chunks under 75 KB, the shell page under 95 KB with and without banners', () => {
    const raw: unknown = JSON.parse(
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'size-budgets.json'), 'utf8'),
    );
    const budgets = withElementBudgets(parseBudgets(raw), elementRecords);
    for (const { tag } of elementRecords)
      expect(findBudget(budgets.files, `elements/${tag}.js`)?.budget.gzip, tag).toBeLessThanOrEqual(12 * 1024);
    expect(budgets.closures['elements/hr-inline-edit.js']?.gzip).toBe(76800);
    // Pages without form helpers must never load their vendors.
    expect(budgets.closures['elements/hr-inline-edit.js']?.forbid).toEqual(
      expect.arrayContaining(['imask-*.js', 'calendar-library-*.js', 'big-*.js']),
    );
    // Issue 16's shell page: what a legacy page prints on every page view, with and without banners.
    for (const name of [
      'shell page, data printed: autoloader, nav, header (search box, account menu), banner stack',
      "the same with the owner's banners shown (announcement, trial)",
    ]) {
      const shell = budgets.closures[name];
      expect(shell?.gzip, name).toBe(95 * 1024);
      expect(shell?.entries, name).toEqual(
        expect.arrayContaining([
          'hr-shell.js',
          'elements/hr-global-nav.js',
          'elements/hr-global-header.js',
          'elements/hr-global-search.js',
          'elements/hr-banner-stack.js',
        ]),
      );
      expect(shell?.forbid, name).toEqual(
        expect.arrayContaining(['http-client-*.js', 'global-search-combobox-*.js', 'snapshot-dialog-*.js']),
      );
    }
    const shell =
      budgets.closures['shell page, data printed: autoloader, nav, header (search box, account menu), banner stack'];
    expect(shell?.forbid).toEqual(expect.arrayContaining(['imask-*.js', 'calendar-library-*.js', 'big-*.js']));
  });

  it('gives each file of the versioned static folder the budget of the dist file it copies', () => {
    const raw: unknown = JSON.parse(
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'size-budgets.json'), 'utf8'),
    );
    const { files } = parseBudgets(raw);
    const copies = Object.keys(files).filter((pattern) => pattern.startsWith('static/*/'));
    expect(copies).toEqual(expect.arrayContaining(['static/*/hr-shell.global.js', 'static/*/hr-shell.full.global.js']));
    for (const copy of copies) {
      const original = copy.slice('static/*/'.length);
      expect(files[copy], copy).toEqual(findBudget(files, original)?.budget);
    }
  });
});

describe('walkClosure', () => {
  const graph: Record<string, string[]> = {
    'elements/a.js': ['../chunk-1.js', '../chunk-2.js', 'react'],
    'chunk-1.js': ['./chunk-3.js', './chunk-2.js'],
    'chunk-2.js': ['./chunk-1.js'], // cycle
    'chunk-3.js': ['./gone.js'],
  };
  const readImports = (file: string): string[] | undefined => graph[file];

  it('collects the entry and every transitive static import once', () => {
    expect(walkClosure('elements/a.js', readImports)).toEqual({
      files: ['elements/a.js', 'chunk-1.js', 'chunk-2.js', 'chunk-3.js'],
      missing: ['gone.js'],
      external: ['react'],
    });
  });

  it('reports a missing entry', () => {
    expect(walkClosure('elements/nope.js', readImports)).toEqual({
      files: [],
      missing: ['elements/nope.js'],
      external: [],
    });
  });
});

describe('measure', () => {
  it('returns raw, gzip -9 and brotli sizes of real compressed streams', () => {
    const text = 'customElements.define("hr-inline-edit", class extends HTMLElement {});\n'.repeat(50);
    const sizes = measure(text);
    expect(sizes.raw).toBe(Buffer.byteLength(text));
    expect(sizes.gzip).toBeLessThan(sizes.raw);
    expect(sizes.brotli).toBeLessThan(sizes.raw);
    // The sizes are of valid streams that round-trip.
    expect(gunzipSync(gzipSync(text, { level: 9 })).toString()).toBe(text);
    expect(
      brotliDecompressSync(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })).toString(),
    ).toBe(text);
  });

  it('counts bytes, not characters', () => {
    expect(measure('é').raw).toBe(2);
  });
});

describe('listDistFiles', () => {
  it('walks recursively, keeps .js/.mjs/.css, skips maps and declarations', () => {
    const dist = fixture({
      'hr-shell.js': '',
      'hr-shell.js.map': '',
      'hr-shell.d.ts': '',
      'hr-shell.css': '',
      'chunk-A.js': '',
      'extra.mjs': '',
      'elements/b.js': '',
      'elements/a.js': '',
      'elements/a.d.ts': '',
      'elements/deep/c.js': '',
      'readme.txt': '',
    });
    expect(listDistFiles(dist)).toEqual([
      'chunk-A.js',
      'extra.mjs',
      'hr-shell.css',
      'hr-shell.js',
      'elements/a.js',
      'elements/b.js',
      'elements/deep/c.js',
    ]);
  });
});

describe('buildReport', () => {
  const budgets: BudgetsFile = parseBudgets({
    files: {
      'hr-shell.js': { gzip: 8192 },
      'elements/*.js': { gzip: 12288 },
      'chunk-*.js': { gzip: 81920 },
      'hr-shell.global.js': { gzip: 92160 },
    },
    closures: { 'elements/hr-inline-edit.js': { gzip: 76800 } },
  });

  it('passes when every file is budgeted and within limits', () => {
    const dist = fixture({
      'hr-shell.js': 'import"./elements/hr-inline-edit.js";',
      'elements/hr-inline-edit.js': `import{a}from"../chunk-A.js";import"../chunk-B.js";${noise(500)}`,
      'chunk-A.js': `import{r}from"./chunk-B.js";${noise(2000, 2)}export{r as a};`,
      'chunk-B.js': `${noise(3000, 3)}`,
      'chunk-LAZY.js': `${noise(3000, 4)}`,
      'elements/hr-other.js': 'const m=()=>import("../chunk-LAZY.js");',
    });
    const report = buildReport(dist, budgets);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.files.map((f) => [f.file, f.pattern, f.status])).toEqual([
      ['chunk-A.js', 'chunk-*.js', 'ok'],
      ['chunk-B.js', 'chunk-*.js', 'ok'],
      ['chunk-LAZY.js', 'chunk-*.js', 'ok'],
      ['hr-shell.js', 'hr-shell.js', 'ok'],
      ['elements/hr-inline-edit.js', 'elements/*.js', 'ok'],
      ['elements/hr-other.js', 'elements/*.js', 'ok'],
    ]);
    expect(report.unusedPatterns).toEqual(['hr-shell.global.js']);

    const [closure] = report.closures;
    expect(closure?.label).toBe('elements/hr-inline-edit.js + shared chunks');
    // chunk-B is reached twice (directly and through chunk-A) but counted once; the lazy chunk not at all.
    expect(closure?.files).toEqual(['elements/hr-inline-edit.js', 'chunk-A.js', 'chunk-B.js']);
    const byFile = new Map(report.files.map((f) => [f.file, f]));
    const sum = (kind: 'raw' | 'gzip' | 'brotli'): number =>
      closure!.files.reduce((total, file) => total + byFile.get(file)![kind], 0);
    expect(closure?.raw).toBe(sum('raw'));
    expect(closure?.gzip).toBe(sum('gzip'));
    expect(closure?.brotli).toBe(sum('brotli'));
    expect(closure?.status).toBe('ok');
  });

  it('measures a page as the union of several entries, with patterns for hashed chunk names', () => {
    const dist = fixture({
      'hr-shell.js': 'export{};',
      'elements/hr-a.js': `import"../chunk-R.js";${noise(300, 7)}`,
      'elements/hr-b.js': `import"../chunk-R.js";${noise(300, 8)}`,
      'chunk-R.js': `${noise(3000, 9)}`,
      'http-client-X1.js': `${noise(800, 10)}`,
    });
    const page = parseBudgets({
      files: { '*.js': { gzip: 81920 }, 'elements/*.js': { gzip: 12288 } },
      closures: {
        'shell page': {
          gzip: 1,
          entries: ['hr-shell.js', 'elements/hr-a.js', 'elements/hr-b.js', 'http-client-*.js', 'elements/hr-gone.js'],
        },
      },
    });
    const [closure] = buildReport(dist, page).closures;
    expect(closure?.label).toBe('shell page');
    // The shared chunk counts once although both elements import it.
    expect(closure?.files).toEqual([
      'hr-shell.js',
      'elements/hr-a.js',
      'chunk-R.js',
      'elements/hr-b.js',
      'http-client-X1.js',
    ]);
    expect(closure?.missing).toEqual(['elements/hr-gone.js']);
    expect(closure?.status).toBe('missing');
  });

  it('refuses entries outside closures and entries that are not file names', () => {
    expect(() => parseBudgets({ files: { 'a.js': { gzip: 1, entries: ['a.js'] } } })).toThrow(/closures only/);
    expect(() => parseBudgets({ closures: { page: { gzip: 1, entries: [''] } } })).toThrow(/entries/);
  });

  it('fails on unbudgeted files, over-budget files and over-budget closures', () => {
    const dist = fixture({
      'hr-shell.js': 'export{};',
      'hr-shell.css': ':root{}',
      'elements/hr-inline-edit.js': `import"../chunk-A.js";${noise(20000, 5)}`,
      'chunk-A.js': `${noise(90000, 6)}`,
    });
    const report = buildReport(dist, budgets);
    expect(report.ok).toBe(false);
    const status = Object.fromEntries(report.files.map((f) => [f.file, f.status]));
    expect(status).toEqual({
      'chunk-A.js': 'ok',
      'hr-shell.css': 'no budget',
      'hr-shell.js': 'ok',
      'elements/hr-inline-edit.js': 'over budget',
    });
    expect(report.closures[0]?.status).toBe('over budget');
    expect(report.problems).toHaveLength(3);
    expect(report.problems[0]).toMatch(/^hr-shell\.css: no budget/);
    expect(report.problems[1]).toMatch(/^elements\/hr-inline-edit\.js: gzip .* > 12\.0 KB/);
    expect(report.problems[2]).toMatch(/^elements\/hr-inline-edit\.js \+ shared chunks: gzip .* > 75\.0 KB/);
  });

  it('fails when a closure reaches a file it forbids, naming the file and the pattern', () => {
    const dist = fixture({
      'elements/hr-inline-edit.js': 'import"../shared-A.js";',
      'shared-A.js': 'import"./imask-B.js";',
      'imask-B.js': 'export{};',
      'elements/hr-masked-input.js': 'import"../imask-B.js";',
    });
    const files = { '*.js': { gzip: 8192 }, 'elements/*.js': { gzip: 8192 } };
    const forbid = ['imask-*.js', 'flatpickr-*.js'];
    const report = buildReport(
      dist,
      parseBudgets({
        files,
        closures: {
          'elements/hr-inline-edit.js': { gzip: 8192, forbid },
          'elements/hr-masked-input.js': { gzip: 8192 },
        },
      }),
    );
    expect(report.problems).toEqual([
      'elements/hr-inline-edit.js + shared chunks: loads imask-B.js, which it must not (forbidden: "imask-*.js")',
    ]);
    expect(report.closures[1]?.files).toEqual(['elements/hr-masked-input.js', 'imask-B.js']);
    expect(() => parseBudgets({ files: { 'a.js': { gzip: 1, forbid: ['x'] } } })).toThrow(/forbid .*closures only/);
    expect(() => parseBudgets({ closures: { 'a.js': { gzip: 1, forbid: 'x' } } })).toThrow(/forbid must be a list/);
  });

  it('checks the optional raw limit too', () => {
    const dist = fixture({ 'hr-shell.js': 'x'.repeat(5000) });
    const report = buildReport(dist, parseBudgets({ files: { 'hr-shell.js': { gzip: 8192, raw: 4096 } } }));
    expect(report.files[0]?.status).toBe('over budget');
    expect(report.files[0]?.over).toEqual(['raw 4.9 KB > 4.0 KB (+0.9 KB)']);
  });

  it('fails when a closure entry or one of its imports is missing', () => {
    const dist = fixture({ 'elements/hr-inline-edit.js': 'import"../chunk-GONE.js";' });
    const report = buildReport(dist, {
      files: { 'elements/*.js': { gzip: 12288 } },
      closures: { 'elements/hr-inline-edit.js': { gzip: 76800 }, 'elements/nope.js': { gzip: 1 } },
    });
    expect(report.closures.map((c) => c.status)).toEqual(['missing', 'missing']);
    expect(report.problems).toEqual([
      'elements/hr-inline-edit.js + shared chunks: imports chunk-GONE.js, which does not exist in dist',
      'elements/nope.js + shared chunks: entry elements/nope.js does not exist in dist',
    ]);
  });
});

describe('formatting', () => {
  it('formats KB with one decimal', () => {
    expect(formatKB(0)).toBe('0.0');
    expect(formatKB(1536)).toBe('1.5');
    expect(formatKB(76800)).toBe('75.0');
    expect(formatBudget(null)).toBe('—');
    expect(formatBudget({ gzip: 8192, raw: 20480 })).toBe('8.0 gz / 20.0 raw');
  });

  it('renders an aligned table with closure rows after the files', () => {
    const table = formatTable({
      files: [
        {
          file: 'hr-shell.js',
          raw: 20480,
          gzip: 4096,
          brotli: 3584,
          pattern: 'hr-shell.js',
          budget: { gzip: 8192 },
          status: 'ok',
          over: [],
        },
        {
          file: 'elements/hr-inline-edit.js',
          raw: 1024,
          gzip: 512,
          brotli: 400,
          pattern: null,
          budget: null,
          status: 'no budget',
          over: [],
        },
      ],
      closures: [
        {
          entry: 'elements/hr-inline-edit.js',
          label: 'elements/hr-inline-edit.js + shared chunks',
          files: ['elements/hr-inline-edit.js'],
          missing: [],
          external: [],
          raw: 204800,
          gzip: 80000,
          brotli: 70000,
          budget: { gzip: 76800 },
          status: 'over budget',
          over: ['gzip'],
        },
      ],
    });
    const lines = table.split('\n');
    expect(lines).toEqual([
      'file                                        raw KB  gzip KB  brotli KB  budget KB  status',
      '------------------------------------------  ------  -------  ---------  ---------  ------------------',
      'hr-shell.js                                   20.0      4.0        3.5     8.0 gz  ok (50% of gz)',
      'elements/hr-inline-edit.js                     1.0      0.5        0.4          —  no budget',
      '------------------------------------------  ------  -------  ---------  ---------  ------------------',
      'elements/hr-inline-edit.js + shared chunks   200.0     78.1       68.4    75.0 gz  OVER: gzip +3.1 KB',
    ]);
  });
});

describe('withElementBudgets', () => {
  const file: BudgetsFile = { files: { 'elements/*.js': { gzip: 1 }, 'shared-*.js': { gzip: 2048 } }, closures: {} };

  it('budgets each element file from its record, in KB, ahead of the file patterns', () => {
    const merged = withElementBudgets(file, [{ tag: 'hr-inline-edit', budgetKb: 12 }]);
    expect(Object.entries(merged.files)[0]).toEqual(['elements/hr-inline-edit.js', { gzip: 12 * 1024 }]);
    expect(findBudget(merged.files, 'elements/hr-inline-edit.js')?.budget).toEqual({ gzip: 12 * 1024 });
    expect(findBudget(merged.files, 'shared-abc.js')?.budget).toEqual({ gzip: 2048 });
  });

  it('leaves the closures alone', () => {
    const closures = { 'elements/hr-inline-edit.js': { gzip: 75 * 1024 } };
    expect(withElementBudgets({ ...file, closures }, []).closures).toBe(closures);
  });
});
