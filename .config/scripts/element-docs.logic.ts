// Pure part of element-docs.ts / check-manifest.ts: turns custom-elements.json into the element
// reference pages (docs/elements/<tag>.md), their index (docs/elements/README.md) and the README's
// one-line-per-element table. No file system access here, so it is unit-tested directly
// (test/config/element-docs.test.ts).

export const START_MARKER = '<!-- elements:start -->';
export const END_MARKER = '<!-- elements:end -->';
export const GENERATED_NOTE =
  '<!-- Generated from custom-elements.json by `npm run manifest`; do not edit by hand. -->';

/** Where the reference pages live, relative to the repo root (and to README.md). */
export const DOCS_DIR = 'docs/elements';
/** The index page inside DOCS_DIR. */
export const INDEX_PAGE = 'README.md';

/** How many attributes the Markup example shows (the first ones documented, see exampleMarkup). */
export const EXAMPLE_ATTRIBUTE_COUNT = 2;
/** Attributes every element has; not worth showing in every example. */
const COMMON_ATTRIBUTES = new Set(['config']);

// The parts of the Custom Elements Manifest schema (plus our plugin's `detailType`) used here.
interface TypeRef {
  text?: string;
}
interface Named {
  name: string;
  description?: string;
  summary?: string;
}
interface Attribute extends Named {
  type?: TypeRef;
}
interface Member extends Named {
  kind: string;
  type?: TypeRef;
  static?: boolean;
  privacy?: string;
}
interface ElementEvent extends Named {
  type?: TypeRef;
  /** Written by the plugin in .config/custom-elements-manifest.config.mjs. */
  detailType?: string;
}
interface Declaration extends Named {
  kind: string;
  customElement?: boolean;
  tagName?: string;
  attributes?: Attribute[];
  members?: Member[];
  events?: ElementEvent[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: (Named & { default?: string })[];
}
export interface Manifest {
  modules?: { path: string; declarations?: Declaration[] }[];
}
export type ElementDoc = Declaration & { tagName: string };

/** Tag → kind (shell, tool, form) from the element registry; without it the tables have no Kind column. */
export type ElementKinds = ReadonlyMap<string, string>;

/** The kinds of the registry's records (elements/registry.ts). */
export function kindsOf(records: readonly { tag: string; kind: string }[]): ElementKinds {
  return new Map(records.map((record) => [record.tag, record.kind]));
}

/** Every custom element with a tag name, sorted by tag. */
export function collectElements(manifest: Manifest): ElementDoc[] {
  const elements = (manifest.modules ?? []).flatMap((mod) =>
    (mod.declarations ?? []).filter(
      (d): d is ElementDoc => d.kind === 'class' && d.customElement === true && typeof d.tagName === 'string',
    ),
  );
  return elements.sort((a, b) => (a.tagName < b.tagName ? -1 : a.tagName > b.tagName ? 1 : 0));
}

/** Text for one table cell: one line, `|` escaped (also inside code spans, as GFM requires). */
export function escapeCell(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().replace(/\\?\|/g, '\\|');
}

/** `text` as an inline code span inside a table cell (empty for no text). */
export function codeCell(text: string | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return '';
  // A code span needs a backtick run longer than any inside it, and padding when it starts/ends with one.
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return escapeCell(`${fence}${pad}${flat}${pad}${fence}`);
}

/** A GFM table; undefined when there are no rows (the section is then left out). */
export function table(header: string[], rows: string[][]): string | undefined {
  if (rows.length === 0) return undefined;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The event detail type: the plugin's `detailType`, else read from `CustomEvent<…>`. */
export function detailTypeOf(event: ElementEvent): string | undefined {
  if (event.detailType) return event.detailType;
  return /^\s*CustomEvent\s*<([\s\S]*)>\s*$/.exec(event.type?.text ?? '')?.[1]?.trim() || undefined;
}

/**
 * Example tag for the Markup block: the first EXAMPLE_ATTRIBUTE_COUNT non-boolean attributes (the
 * ones documented first are the ones a page needs), with `…` for values and content:
 * `<hr-inline-edit save-src="…" record-id="…">…</hr-inline-edit>`.
 */
export function exampleMarkup(element: ElementDoc, count = EXAMPLE_ATTRIBUTE_COUNT): string {
  const attributes = (element.attributes ?? [])
    .filter((a) => a.type?.text?.trim() !== 'boolean' && !COMMON_ATTRIBUTES.has(a.name))
    .slice(0, count)
    .map((a) => ` ${a.name}="…"`)
    .join('');
  return `<${element.tagName}${attributes}>…</${element.tagName}>`;
}

/** A listener for the element's first event, or undefined when it fires none. */
export function listenerExample(element: ElementDoc): string | undefined {
  const event = element.events?.[0];
  if (!event) return undefined;
  const detail = detailTypeOf(event)?.replace(/\s+/g, ' ');
  return [
    `document.querySelector('${element.tagName}').addEventListener('${event.name}', (event) => {`,
    detail ? `  // event.detail: ${detail}` : undefined,
    detail ? '  console.log(event.detail);' : '  console.log(event);',
    '});',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}

function fence(language: string, code: string): string {
  const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longestRun + 1);
  return `${marks}${language}\n${code}\n${marks}`;
}

/** The reference of one element without its title: summary, description, markup and the tables. */
export function renderReference(element: ElementDoc): string {
  const parts: (string | undefined)[] = [];
  if (element.summary?.trim()) parts.push(element.summary.trim());
  if (element.description?.trim()) parts.push(element.description.trim());

  parts.push('## Markup', fence('html', exampleMarkup(element)));

  const attributes = table(
    ['Attribute', 'Type', 'Description'],
    (element.attributes ?? []).map((a) => [codeCell(a.name), codeCell(a.type?.text), escapeCell(a.description)]),
  );
  if (attributes) parts.push('## Attributes', attributes);

  const properties = table(
    ['Property', 'Type', 'Description'],
    (element.members ?? [])
      .filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public')
      .map((m) => [codeCell(m.name), codeCell(m.type?.text), escapeCell(m.description)]),
  );
  if (properties) parts.push('## Properties', properties);

  const events = table(
    ['Event', 'Detail type', 'Description'],
    (element.events ?? []).map((e) => [codeCell(e.name), codeCell(detailTypeOf(e)), escapeCell(e.description)]),
  );
  if (events) parts.push('## Events', events, fence('js', listenerExample(element) ?? ''));

  const slots = table(
    ['Slot', 'Description'],
    (element.slots ?? []).map((s) => [s.name ? codeCell(s.name) : '(default)', escapeCell(s.description)]),
  );
  if (slots) parts.push('## Slots', slots);

  const cssParts = table(
    ['Part', 'Description'],
    (element.cssParts ?? []).map((p) => [codeCell(p.name), escapeCell(p.description)]),
  );
  if (cssParts) parts.push('## CSS parts', cssParts);

  const cssProperties = table(
    ['Custom property', 'Description'],
    (element.cssProperties ?? []).map((p) => [codeCell(p.name), escapeCell(p.description)]),
  );
  if (cssProperties) parts.push('## CSS custom properties', cssProperties);

  return parts.filter((part) => part !== undefined).join('\n\n');
}

/** docs/elements/<tag>.md: the generated note, the tag as title, then the reference. */
export function renderElementPage(element: ElementDoc): string {
  return `${GENERATED_NOTE}\n\n# \`<${element.tagName}>\`\n\n${renderReference(element)}\n`;
}

/**
 * A reference page without its generated note and title: what Storybook shows under its own title
 * on the element's docs page.
 */
export function referenceOfPage(page: string): string {
  return page
    .replace(/^<!--[\s\S]*?-->\s*/, '')
    .replace(/^# .*\n+/, '')
    .trimEnd();
}

/**
 * The same Markdown in the form Storybook's renderer (markdown-to-jsx) reads as GitHub does: it
 * takes an underscore inside a word (`get_login_type`) for emphasis and a code span that wraps onto
 * the next line for a code block. So, outside fenced blocks and code spans, such underscores are
 * escaped, and a code span's line breaks become spaces.
 */
export function forStorybookMarkdown(markdown: string): string {
  return markdown
    .split(/(^`{3,}[^\n]*\n[\s\S]*?\n`{3,}$)/m)
    .map((chunk, index) =>
      index % 2 === 1
        ? chunk
        : chunk.replace(
            /(`+)([\s\S]*?)\1|(?<=[\p{L}\p{N}])_(?=[\p{L}\p{N}])/gu,
            (_match, ticks?: string, code?: string) =>
              ticks ? `${ticks}${code!.replace(/\s*\n\s*/g, ' ')}${ticks}` : '\\_',
          ),
    )
    .join('');
}

/** `./stories/hr-inline-edit.stories.tsx` → `hr-inline-edit`; undefined for any other file name. */
export function tagOfStoryFile(fileName: string): string | undefined {
  return /(?:^|\/)(hr-[a-z0-9-]+)\.stories\.[jt]sx?$/.exec(fileName)?.[1];
}

/** The page name of an element inside DOCS_DIR. */
export function pageName(tagName: string): string {
  return `${tagName}.md`;
}

/**
 * One row per element: the tag linked to its page (`linkBase` + `<tag>.md`), its kind when the
 * registry gives kinds, and its one-line summary.
 */
export function renderElementTable(elements: ElementDoc[], linkBase: string, kinds?: ElementKinds): string {
  const header = kinds ? ['Element', 'Kind', 'Summary'] : ['Element', 'Summary'];
  const rows = elements.map((element) => {
    const link = `[\`<${element.tagName}>\`](${linkBase}${pageName(element.tagName)})`;
    const summary = escapeCell(element.summary);
    return kinds ? [link, escapeCell(kinds.get(element.tagName) ?? '?'), summary] : [link, summary];
  });
  return table(header, rows) ?? '_No elements yet._';
}

/** docs/elements/README.md: the index of the reference pages. */
export function renderIndexPage(elements: ElementDoc[], kinds?: ElementKinds): string {
  return (
    [
      GENERATED_NOTE,
      '# Element reference',
      'One page per element, generated from the JSDoc of `elements/hr-*.ts` through `custom-elements.json` ' +
        '(`npm run manifest`; `npm run manifest:check` fails when a page is stale, missing or left over).',
      renderElementTable(elements, '', kinds),
    ].join('\n\n') + '\n'
  );
}

/** Everything between the README's markers (without them): the element table. */
export function renderReadmeSection(elements: ElementDoc[], kinds?: ElementKinds): string {
  return `${GENERATED_NOTE}\n\n${renderElementTable(elements, `${DOCS_DIR}/`, kinds)}`;
}

/** Every file docs/elements should hold: page name → text (the index included). */
export function renderPages(elements: ElementDoc[], kinds?: ElementKinds): Map<string, string> {
  const pages = new Map<string, string>();
  for (const element of elements) pages.set(pageName(element.tagName), renderElementPage(element));
  pages.set(INDEX_PAGE, renderIndexPage(elements, kinds));
  return pages;
}

/** What to fix so that the files in docs/elements (`actual`) match `expected`; empty when they do. */
export function comparePages(
  expected: ReadonlyMap<string, string>,
  actual: ReadonlyMap<string, string>,
  shownDir = DOCS_DIR,
): string[] {
  const problems: string[] = [];
  for (const [name, text] of expected) {
    const found = actual.get(name);
    if (found === undefined) problems.push(`${shownDir}/${name} is missing`);
    else {
      const difference = firstDifference(text, found);
      if (difference) problems.push(`${shownDir}/${name} is stale (${difference})`);
    }
  }
  for (const name of actual.keys()) {
    if (!expected.has(name)) problems.push(`${shownDir}/${name} belongs to no element`);
  }
  return problems;
}

function markerPositions(readme: string): { start: number; end: number } {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  const missing = [start < 0 && START_MARKER, end < 0 && END_MARKER].filter(Boolean);
  if (missing.length) {
    throw new Error(`README.md is missing ${missing.join(' and ')}; add both markers where the element table goes.`);
  }
  if (end < start) throw new Error(`README.md has ${END_MARKER} before ${START_MARKER}.`);
  if (readme.indexOf(START_MARKER, start + 1) >= 0 || readme.indexOf(END_MARKER, end + 1) >= 0) {
    throw new Error(`README.md must contain ${START_MARKER} and ${END_MARKER} exactly once each.`);
  }
  return { start, end };
}

/** The current text between the markers (trimmed). Throws when the markers are missing. */
export function extractSection(readme: string): string {
  const { start, end } = markerPositions(readme);
  return readme.slice(start + START_MARKER.length, end).trim();
}

/** `readme` with the text between the markers replaced by `section`; the rest is untouched. */
export function replaceSection(readme: string, section: string): string {
  const { start, end } = markerPositions(readme);
  return `${readme.slice(0, start + START_MARKER.length)}\n${section.trim()}\n${readme.slice(end)}`;
}

/** The manifest file's text exactly as the analyzer writes it. */
export function serializeManifest(manifest: unknown): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** "line N: expected … / found …" for the first line where `actual` differs from `expected`. */
export function firstDifference(expected: string, actual: string): string | undefined {
  if (expected === actual) return undefined;
  const want = expected.split('\n');
  const have = actual.split('\n');
  const line = want.findIndex((text, i) => text !== have[i]);
  const at = line < 0 ? want.length : line;
  const show = (text: string | undefined) => (text === undefined ? '(end of file)' : JSON.stringify(text));
  return `line ${at + 1}: expected ${show(want[at])}, found ${show(have[at])}`;
}
