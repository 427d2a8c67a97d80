import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readPages, writePages } from '../../.config/scripts/element-docs-files';
import { elementRecords } from '../../elements/registry';
import {
  DOCS_DIR,
  END_MARKER,
  GENERATED_NOTE,
  START_MARKER,
  codeCell,
  collectElements,
  comparePages,
  forStorybookMarkdown,
  kindsOf,
  referenceOfPage,
  renderReference,
  tagOfStoryFile,
  detailTypeOf,
  escapeCell,
  exampleMarkup,
  extractSection,
  firstDifference,
  listenerExample,
  renderElementPage,
  renderElementTable,
  renderIndexPage,
  renderPages,
  renderReadmeSection,
  replaceSection,
  serializeManifest,
  table,
  type ElementDoc,
  type Manifest,
} from '../../.config/scripts/element-docs.logic';

/** A manifest shaped like the analyzer's output for elements/hr-inline-edit.ts (trimmed). */
function inlineEdit(overrides: Partial<ElementDoc> = {}): ElementDoc {
  return {
    kind: 'class',
    name: 'HrInlineEditElement',
    customElement: true,
    tagName: 'hr-inline-edit',
    summary: 'Click-to-edit text.',
    description: 'Shows the value;\na click opens an input.',
    attributes: [
      { name: 'save-src', type: { text: 'string' }, description: 'URL the value is posted to.' },
      { name: 'disabled', type: { text: 'boolean' }, description: 'Not editable.' },
      { name: 'record-id', type: { text: 'number' }, description: 'Id of the record.' },
      { name: 'value', type: { text: 'string' }, description: 'The current value.' },
      { name: 'config', type: { text: 'string' }, description: 'JSON overrides.' },
    ],
    members: [
      { kind: 'field', name: 'saveSrc', type: { text: 'string | undefined' }, description: 'Reflects `save-src`.' },
      { kind: 'method', name: 'focus', description: 'Not a property.' },
      { kind: 'field', name: 'secret', privacy: 'private', description: 'Not public.' },
    ],
    events: [
      {
        name: 'hr-change',
        type: { text: 'CustomEvent<{id: number, value: string}>' },
        detailType: '{id: number, value: string}',
        description: 'Saved. Bubbles, composed; not cancelable.',
      },
    ],
    cssParts: [{ name: 'base', description: 'Wrapper.' }],
    cssProperties: [{ name: '--hr-color-primary', description: 'Accent.' }],
    ...overrides,
  };
}

function manifestOf(...elements: ElementDoc[]): Manifest {
  return {
    modules: elements.map((element) => ({ path: `elements/${element.tagName}.ts`, declarations: [element] })),
  };
}

const README = ['# hr-shell', '', 'Intro.', '', START_MARKER, 'old text', END_MARKER, '', '## After', ''].join('\n');

describe('escapeCell / codeCell', () => {
  it('escapes pipes and flattens whitespace', () => {
    expect(escapeCell('a | b\n  c')).toBe('a \\| b c');
    expect(escapeCell(undefined)).toBe('');
  });

  it('does not escape a pipe twice', () => {
    expect(escapeCell('a \\| b')).toBe('a \\| b');
    expect(escapeCell(escapeCell('x|y'))).toBe(escapeCell('x|y'));
  });

  it('escapes pipes inside code spans too (GFM splits cells first)', () => {
    expect(codeCell('string | undefined')).toBe('`string \\| undefined`');
  });

  it('fences code that contains backticks', () => {
    expect(codeCell('`hr-${string}`')).toBe('`` `hr-${string}` ``');
    expect(codeCell('')).toBe('');
  });

  it('keeps a table row to its columns', () => {
    const rendered = table(['A', 'B'], [[codeCell('x | y'), escapeCell('p|q')]])!;
    const row = rendered.split('\n')[2]!;
    // Unescaped pipes are the column borders: exactly three for two cells.
    expect(row.match(/(?<!\\)\|/g)).toHaveLength(3);
    expect(table(['A'], [])).toBeUndefined();
  });
});

describe('exampleMarkup', () => {
  it('uses the first non-boolean attributes, skipping config', () => {
    expect(exampleMarkup(inlineEdit())).toBe('<hr-inline-edit save-src="…" record-id="…">…</hr-inline-edit>');
    expect(exampleMarkup(inlineEdit(), 3)).toBe(
      '<hr-inline-edit save-src="…" record-id="…" value="…">…</hr-inline-edit>',
    );
  });

  it('works for elements without attributes', () => {
    expect(exampleMarkup(inlineEdit({ tagName: 'hr-nav', attributes: undefined }))).toBe('<hr-nav>…</hr-nav>');
  });
});

describe('events', () => {
  it('reads the detail type from the plugin field or from CustomEvent<…>', () => {
    expect(detailTypeOf({ name: 'a', detailType: '{x: 1}' })).toBe('{x: 1}');
    expect(detailTypeOf({ name: 'a', type: { text: 'CustomEvent<Array<{a: string}>>' } })).toBe('Array<{a: string}>');
    expect(detailTypeOf({ name: 'a', type: { text: 'Event' } })).toBeUndefined();
  });

  it('writes a listener for the first event', () => {
    expect(listenerExample(inlineEdit())).toBe(
      [
        "document.querySelector('hr-inline-edit').addEventListener('hr-change', (event) => {",
        '  // event.detail: {id: number, value: string}',
        '  console.log(event.detail);',
        '});',
      ].join('\n'),
    );
    expect(listenerExample(inlineEdit({ events: [] }))).toBeUndefined();
  });
});

describe('renderElementPage', () => {
  const text = renderElementPage(inlineEdit());

  it('has note, title, summary, description, markup and tables in order', () => {
    const order = [
      GENERATED_NOTE,
      '# `<hr-inline-edit>`',
      'Click-to-edit text.',
      'Shows the value;\na click opens an input.',
      '## Markup',
      '```html\n<hr-inline-edit save-src="…" record-id="…">…</hr-inline-edit>\n```',
      '## Attributes',
      '## Properties',
      '## Events',
      '| `hr-change` | `{id: number, value: string}` | Saved. Bubbles, composed; not cancelable. |',
      '```js\n',
      '## CSS parts',
      '## CSS custom properties',
    ].map((needle) => text.indexOf(needle));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('lists public fields only as properties', () => {
    expect(text).toContain('| `saveSrc` | `string \\| undefined` | Reflects `save-src`. |');
    expect(text).not.toContain('`focus`');
    expect(text).not.toContain('`secret`');
  });

  it('shows slots only when there are any, the default slot by name', () => {
    expect(text).not.toContain('## Slots');
    const slotted = renderElementPage(
      inlineEdit({
        slots: [
          { name: '', description: 'Body.' },
          { name: 'actions', description: 'Buttons.' },
        ],
      }),
    );
    expect(slotted).toContain(
      '## Slots\n\n| Slot | Description |\n| --- | --- |\n| (default) | Body. |\n| `actions` | Buttons. |',
    );
  });
});

describe('element tables', () => {
  const elements = collectElements(
    manifestOf(inlineEdit({ tagName: 'hr-zeta', summary: 'Last | one.' }), inlineEdit({ tagName: 'hr-alpha' })),
  );

  it('gives one linked line per element, sorted by tag, pipes escaped', () => {
    expect(renderElementTable(elements, 'docs/elements/')).toBe(
      [
        '| Element | Summary |',
        '| --- | --- |',
        '| [`<hr-alpha>`](docs/elements/hr-alpha.md) | Click-to-edit text. |',
        '| [`<hr-zeta>`](docs/elements/hr-zeta.md) | Last \\| one. |',
      ].join('\n'),
    );
  });

  it('adds a Kind column when the registry gives kinds', () => {
    const kinds = kindsOf([
      { tag: 'hr-alpha', kind: 'shell' },
      { tag: 'hr-zeta', kind: 'form' },
    ]);
    const rows = renderElementTable(elements, '', kinds).split('\n');
    expect(rows[0]).toBe('| Element | Kind | Summary |');
    expect(rows[2]).toBe('| [`<hr-alpha>`](hr-alpha.md) | shell | Click-to-edit text. |');
    expect(rows[3]).toBe('| [`<hr-zeta>`](hr-zeta.md) | form | Last \\| one. |');
  });

  it('links the README to docs/elements and the index to its neighbours', () => {
    expect(renderReadmeSection(elements)).toContain(`(${DOCS_DIR}/hr-alpha.md)`);
    expect(renderIndexPage(elements)).toContain('[`<hr-alpha>`](hr-alpha.md)');
    expect(renderIndexPage(elements).startsWith(`${GENERATED_NOTE}\n\n# Element reference\n`)).toBe(true);
  });

  it('ignores non-elements and says so when there are none', () => {
    const manifest = manifestOf(inlineEdit());
    manifest.modules!.push({ path: 'elements/x.ts', declarations: [{ kind: 'class', name: 'Helper' }] });
    expect(collectElements(manifest).map((e) => e.tagName)).toEqual(['hr-inline-edit']);
    expect(renderReadmeSection([])).toContain('_No elements yet._');
  });
});

describe('renderPages / comparePages', () => {
  const pages = renderPages(
    collectElements(manifestOf(inlineEdit({ tagName: 'hr-b' }), inlineEdit({ tagName: 'hr-a' }))),
  );

  it('writes one page per element plus the index', () => {
    expect([...pages.keys()]).toEqual(['hr-a.md', 'hr-b.md', 'README.md']);
    expect(pages.get('hr-a.md')).toBe(renderElementPage(inlineEdit({ tagName: 'hr-a' })));
  });

  it('finds nothing to fix when the files match', () => {
    expect(comparePages(pages, new Map(pages))).toEqual([]);
  });

  it('names a stale page and its first differing line', () => {
    const edited = new Map(pages).set('hr-a.md', pages.get('hr-a.md')!.replace('Click-to-edit text.', 'Old text.'));
    expect(comparePages(pages, edited)).toEqual([
      `${DOCS_DIR}/hr-a.md is stale (line 5: expected "Click-to-edit text.", found "Old text.")`,
    ]);
  });

  it('names a missing page and a page left over from a removed element', () => {
    const actual = new Map(pages);
    actual.delete('hr-b.md');
    actual.set('hr-gone.md', 'old');
    expect(comparePages(pages, actual, 'out')).toEqual([
      'out/hr-b.md is missing',
      'out/hr-gone.md belongs to no element',
    ]);
  });
});

describe('the reference on Storybook docs pages', () => {
  it('is the page without its generated note and title', () => {
    const element = inlineEdit();
    const reference = referenceOfPage(renderElementPage(element));
    expect(reference).toBe(renderReference(element));
    expect(reference.startsWith('Click-to-edit text.')).toBe(true);
  });

  it('is written so Storybook reads it as GitHub does: no emphasis inside words, code spans on one line', () => {
    const markdown = [
      'GET /auth/get_login_type, _emphasis_ and `get_login_type`;',
      'the `{type: status,',
      '  nonce}` message and `` a`b ``.',
      '',
      '```js',
      'const snake_case = 1;',
      '```',
      '| `a_b` | c_d |',
    ].join('\n');
    expect(forStorybookMarkdown(markdown)).toBe(
      [
        'GET /auth/get\\_login\\_type, _emphasis_ and `get_login_type`;',
        'the `{type: status, nonce}` message and `` a`b ``.',
        '',
        '```js',
        'const snake_case = 1;',
        '```',
        '| `a_b` | c\\_d |',
      ].join('\n'),
    );
  });

  it('is found from the story file of the element', () => {
    expect(tagOfStoryFile('./stories/hr-inline-edit.stories.tsx')).toBe('hr-inline-edit');
    expect(tagOfStoryFile('stories/hr-x.stories.ts')).toBe('hr-x');
    expect(tagOfStoryFile('./stories/intro.stories.tsx')).toBeUndefined();
    expect(tagOfStoryFile('./stories/hr-inline-edit.tsx')).toBeUndefined();
  });
});

describe('writePages / readPages', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  function tempDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'element-docs-'));
    dirs.push(dir);
    return dir;
  }

  it('writes changed pages only and deletes pages of removed elements', () => {
    const dir = join(tempDir(), 'elements');
    expect(readPages(dir).size).toBe(0);
    expect(
      writePages(
        dir,
        new Map([
          ['hr-a.md', 'A'],
          ['hr-b.md', 'B'],
        ]),
      ),
    ).toEqual({ written: ['hr-a.md', 'hr-b.md'], deleted: [] });
    writeFileSync(join(dir, 'hr-a.md'), 'edited by hand');
    expect(writePages(dir, new Map([['hr-a.md', 'A']]))).toEqual({ written: ['hr-a.md'], deleted: ['hr-b.md'] });
    expect(readdirSync(dir)).toEqual(['hr-a.md']);
    expect(readPages(dir)).toEqual(new Map([['hr-a.md', 'A']]));
  });
});

describe('the committed reference', () => {
  const root = resolve(import.meta.dirname, '../..');

  it('matches custom-elements.json: every page current, none missing, none left over, README table current', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as Manifest;
    const elements = collectElements(manifest);
    const kinds = kindsOf(elementRecords);
    expect(comparePages(renderPages(elements, kinds), readPages(join(root, DOCS_DIR)))).toEqual([]);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(extractSection(readme)).toBe(renderReadmeSection(elements, kinds));
  });
});

describe('replaceSection / extractSection', () => {
  it('replaces only the text between the markers', () => {
    const out = replaceSection(README, 'NEW');
    expect(out).toBe(README.replace('old text', 'NEW'));
    expect(extractSection(out)).toBe('NEW');
  });

  it('is idempotent', () => {
    const section = renderReadmeSection(collectElements(manifestOf(inlineEdit())));
    const once = replaceSection(README, section);
    expect(replaceSection(once, section)).toBe(once);
    expect(replaceSection(replaceSection(once, section), section)).toBe(once);
    expect(extractSection(once)).toBe(section);
  });

  it('handles empty and adjacent markers', () => {
    const adjacent = `a\n${START_MARKER}${END_MARKER}\nb`;
    expect(replaceSection(adjacent, 'X')).toBe(`a\n${START_MARKER}\nX\n${END_MARKER}\nb`);
  });

  it('fails clearly when markers are missing, swapped or repeated', () => {
    expect(() => replaceSection('# no markers', 'x')).toThrow(`README.md is missing ${START_MARKER} and ${END_MARKER}`);
    expect(() => replaceSection(`${START_MARKER}\n`, 'x')).toThrow(`README.md is missing ${END_MARKER};`);
    expect(() => extractSection(`${END_MARKER}\n${START_MARKER}`)).toThrow('before');
    expect(() => replaceSection(`${START_MARKER}${END_MARKER}${START_MARKER}${END_MARKER}`, 'x')).toThrow(
      'exactly once',
    );
  });
});

describe('check helpers', () => {
  it('serializes like the analyzer (2-space JSON and a final newline)', () => {
    expect(serializeManifest({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });

  it('points at the first differing line', () => {
    expect(firstDifference('a\nb\n', 'a\nb\n')).toBeUndefined();
    expect(firstDifference('a\nb\n', 'a\nc\n')).toBe('line 2: expected "b", found "c"');
    expect(firstDifference('a', 'a\nextra')).toBe('line 2: expected (end of file), found "extra"');
  });
});

// The analyzer plugin in .config/custom-elements-manifest.config.mjs, run through the analyzer's
// own `create()` on in-memory sources. Neither module has TypeScript types, hence the computed
// specifiers and the small local types.
describe('custom-elements-manifest plugin', () => {
  interface Analyzer {
    create(options: { modules: unknown[]; plugins: unknown[]; context: object }): Manifest & {
      modules: { path: string; declarations: Record<string, unknown>[]; exports: Record<string, unknown>[] }[];
    };
    ts: {
      createSourceFile(name: string, text: string, target: number, setParents: boolean): unknown;
      ScriptTarget: { ES2015: number };
    };
  }
  const analyzerModule = '@custom-elements-manifest/analyzer';
  const configModule = '../../.config/custom-elements-manifest.config.mjs';

  let analyzer: Analyzer;
  let plugins: unknown[];
  // Loading the analyzer loads TypeScript: seconds on a busy machine, so once and outside the tests' time.
  beforeAll(async () => {
    analyzer = (await import(analyzerModule)) as Analyzer;
    plugins = ((await import(configModule)) as { default: { plugins: unknown[] } }).default.plugins;
  }, 60_000);

  async function analyze(files: Record<string, string>) {
    const { create, ts } = analyzer;
    const modules = Object.entries(files).map(([path, text]) =>
      ts.createSourceFile(path, text, ts.ScriptTarget.ES2015, true),
    );
    return create({ modules, plugins, context: { dev: false } });
  }

  const source = (jsdocTag: string, factoryTag: string, definedTag: string) => `
import { createElementClass, defineElement } from '../src/element/define-element';
/**
 * Long text.
 * @summary Short text.
 * ${jsdocTag}
 * @attr {string} save-src - Where to post.
 * @fires {CustomEvent<{id: number, value: string}>} hr-change - Saved. Bubbles.
 * @fires {Event} hr-open - Opened.
 */
export class XElement extends createElementClass<Props>('${factoryTag}', View, { props: {} }) {}
defineElement('${definedTag}', XElement);
`;

  it('treats createElementClass(...) as an HTMLElement base and defineElement as a definition', async () => {
    const manifest = await analyze({ 'elements/hr-x.ts': source('@tag hr-x', 'hr-x', 'hr-x') });
    const [mod] = manifest.modules;
    const declaration = mod!.declarations[0]!;
    expect(declaration).toMatchObject({
      name: 'XElement',
      tagName: 'hr-x',
      customElement: true,
      superclass: { name: 'HTMLElement' },
      summary: 'Short text.',
      description: 'Long text.',
      attributes: [{ name: 'save-src', type: { text: 'string' } }],
    });
    expect(declaration).not.toHaveProperty('mixins');
    expect(declaration.events).toEqual([
      expect.objectContaining({ name: 'hr-change', detailType: '{id: number, value: string}' }),
      expect.not.objectContaining({ detailType: expect.anything() }),
    ]);
    expect(mod!.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: 'hr-x',
      declaration: { name: 'XElement', module: 'elements/hr-x.ts' },
    });
  });

  it('takes the tag from defineElement when @tag is missing', async () => {
    const manifest = await analyze({ 'elements/hr-y.ts': source('', 'hr-y', 'hr-y') });
    expect(collectElements(manifest).map((e) => e.tagName)).toEqual(['hr-y']);
  });

  it('fails when @tag, createElementClass and defineElement disagree', async () => {
    await expect(analyze({ 'elements/hr-z.ts': source('@tag hr-z', 'hr-z', 'hr-zz') })).rejects.toThrow(
      'conflicting tag names: hr-z, hr-zz',
    );
  });

  it('orders modules by path whatever order the files come in', async () => {
    const manifest = await analyze({
      'elements/hr-b.ts': source('@tag hr-b', 'hr-b', 'hr-b'),
      'elements/hr-a.ts': source('@tag hr-a', 'hr-a', 'hr-a'),
    });
    expect(manifest.modules.map((m) => m.path)).toEqual(['elements/hr-a.ts', 'elements/hr-b.ts']);
  });
});
