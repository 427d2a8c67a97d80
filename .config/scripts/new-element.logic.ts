// The testable core of `npm run new-element` (.config/scripts/new-element.ts is the command-line
// shell): checking a tag, naming its files, filling the templates in new-element-templates/, adding
// the record to elements/registry.ts and writing elements/types.ts. Pure: no file system.

/** Element kinds, as in elements/registry.ts. */
export type ScaffoldKind = 'shell' | 'tool' | 'form';

/** `hr-` and two or more lowercase words. */
export const TAG_PATTERN = /^hr-[a-z]+(-[a-z]+)+$/;

/** Why `tag` cannot be a new element, or null when it can. */
export function tagProblem(tag: string, taken: readonly string[]): string | null {
  if (!TAG_PATTERN.test(tag))
    return `"${tag}" is not a tag name: use hr- and two or more lowercase words (hr-banner-stack).`;
  if (taken.includes(tag)) return `<${tag}> already exists (elements/${tag}.ts).`;
  return null;
}

export interface ElementNames {
  /** hr-banner-stack */
  tag: string;
  /** banner-stack: the component folder and file names. */
  name: string;
  /** BannerStack: the view component; the element class is Hr<pascal>Element. */
  pascal: string;
  /** bannerStack: the styles constant is <camel>Styles. */
  camel: string;
}

export function namesOf(tag: string): ElementNames {
  const name = tag.replace(/^hr-/, '');
  const words = name.split('-');
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return { tag, name, pascal, camel: pascal[0]!.toLowerCase() + pascal.slice(1) };
}

/** The template files (under new-element-templates/<tool|form>/) and where each one goes. */
export const TEMPLATE_TARGETS: Readonly<Record<string, (n: ElementNames) => string>> = {
  'element.ts.tmpl': (n) => `elements/${n.tag}.ts`,
  'view.tsx.tmpl': (n) => `src/components/${n.name}/${n.name}.tsx`,
  'hook.ts.tmpl': (n) => `src/components/${n.name}/use-${n.name}.ts`,
  'logic.ts.tmpl': (n) => `src/components/${n.name}/${n.name}.logic.ts`,
  'styles.ts.tmpl': (n) => `src/components/${n.name}/${n.name}.styles.ts`,
  'story.tsx.tmpl': (n) => `stories/${n.tag}.stories.tsx`,
  'jsx.d.ts.tmpl': (n) => `stories/jsx-${n.tag}.d.ts`,
  'element.test.ts.tmpl': (n) => `test/elements/${n.tag}.test.ts`,
  'logic.test.ts.tmpl': (n) => `test/components/${n.name}/${n.name}.logic.test.ts`,
};

/** The template set of a kind: form helpers build on createFormControlClass, the others render in shadow DOM. */
export function templateSet(kind: ScaffoldKind): 'form' | 'tool' {
  return kind === 'form' ? 'form' : 'tool';
}

/** A template with its placeholders (__TAG__, __NAME__, __PASCAL__, __CAMEL__) filled in. */
export function fillTemplate(template: string, n: ElementNames): string {
  return template
    .replaceAll('__TAG__', n.tag)
    .replaceAll('__NAME__', n.name)
    .replaceAll('__PASCAL__', n.pascal)
    .replaceAll('__CAMEL__', n.camel);
}

/** Every file of a new element: repo-relative path -> text, from the templates (file name -> text). */
export function renderFiles(templates: Readonly<Record<string, string>>, n: ElementNames): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [template, target] of Object.entries(TEMPLATE_TARGETS)) {
    const text = templates[template];
    if (text === undefined) throw new Error(`template ${template} is missing`);
    files[target(n)] = fillTemplate(text, n);
  }
  return files;
}

/** The budget a new element starts with (gzip KB of dist/elements/<tag>.js). */
export const DEFAULT_BUDGET_KB = 12;

export function recordLine(tag: string, kind: ScaffoldKind, budgetKb = DEFAULT_BUDGET_KB): string {
  return `  { tag: '${tag}', kind: '${kind}', budgetKb: ${budgetKb}, load: () => import('./${tag}') },`;
}

const RECORD_LINE = /^\s*\{ tag: '(hr-[a-z-]+)',/;

/** The tags of the record lines in the registry's source, in order. */
export function recordTags(registry: string): string[] {
  return registry.split('\n').flatMap((line) => RECORD_LINE.exec(line)?.[1] ?? []);
}

/** The registry source with the record of `tag` added in alphabetical order. */
export function addRecord(registry: string, tag: string, kind: ScaffoldKind): string {
  const lines = registry.split('\n');
  const records = lines.map((line, index) => ({ index, tag: RECORD_LINE.exec(line)?.[1] })).filter((r) => r.tag);
  if (records.length === 0) throw new Error('elements/registry.ts has no record lines to add to');
  if (records.some((r) => r.tag === tag)) throw new Error(`elements/registry.ts already has a record for ${tag}`);
  const next = records.find((r) => r.tag! > tag);
  const at = next ? next.index : records[records.length - 1]!.index + 1;
  lines.splice(at, 0, recordLine(tag, kind));
  return lines.join('\n');
}

/** elements/types.ts: every element module's types, re-exported by src/hr-shell.ts. */
export function renderTypesFile(tags: readonly string[]): string {
  return [
    '// Generated from elements/registry.ts by .config/scripts/new-element.logic.ts (`npm run new-element`',
    '// rewrites it); test/config/registry.test.ts fails when it is stale. src/hr-shell.ts re-exports it.',
    ...tags.map((tag) => `export type * from './${tag}';`),
    '',
  ].join('\n');
}

export interface ScaffoldArgs {
  tag: string;
  kind: ScaffoldKind;
}

export const USAGE = 'usage: npm run new-element -- hr-<two-or-more-words> [--form | --shell]';

/** `<tag> [--form | --shell]`: without a flag the element is a tool (shadow DOM, slim script-tag build). */
export function parseScaffoldArgs(argv: readonly string[]): ScaffoldArgs {
  const flags = argv.filter((arg) => arg.startsWith('-'));
  const positionals = argv.filter((arg) => !arg.startsWith('-'));
  const unknown = flags.filter((flag) => flag !== '--form' && flag !== '--shell');
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}\n${USAGE}`);
  if (flags.length > 1) throw new Error(`--form and --shell exclude each other\n${USAGE}`);
  if (positionals.length !== 1) throw new Error(USAGE);
  const kind: ScaffoldKind = flags[0] === '--form' ? 'form' : flags[0] === '--shell' ? 'shell' : 'tool';
  return { tag: positionals[0]!, kind };
}
