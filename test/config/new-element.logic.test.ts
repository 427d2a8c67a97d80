import { describe, expect, it } from 'vitest';
import {
  addRecord,
  fillTemplate,
  namesOf,
  parseScaffoldArgs,
  recordLine,
  recordTags,
  renderFiles,
  renderTypesFile,
  tagProblem,
  TEMPLATE_TARGETS,
  templateSet,
} from '../../.config/scripts/new-element.logic';

const registry = [
  'export const elementRecords = [',
  "  { tag: 'hr-account-menu', kind: 'shell', budgetKb: 12, load: () => import('./hr-account-menu') },",
  "  { tag: 'hr-inline-edit', kind: 'tool', budgetKb: 12, load: () => import('./hr-inline-edit') },",
  '] as const satisfies readonly ElementRecord[];',
  '',
].join('\n');

describe('tagProblem', () => {
  it('accepts hr- and two or more lowercase words that are not taken', () => {
    expect(tagProblem('hr-banner-stack', ['hr-inline-edit'])).toBeNull();
    expect(tagProblem('hr-identity-verification-step', [])).toBeNull();
  });

  it.each([
    ['hr-banner', 'one word'],
    ['banner-stack', 'no hr- prefix'],
    ['hr-Banner-stack', 'capitals'],
    ['hr-banner_stack', 'an underscore'],
    ['hr-banner--stack', 'an empty word'],
    ['hr-banner-stack2', 'a digit'],
    ['hr-banner-stack-', 'a trailing hyphen'],
    ['', 'nothing'],
  ])('refuses %j (%s) and says what a tag looks like', (tag) => {
    expect(tagProblem(tag, [])).toMatch(/use hr- and two or more lowercase words/);
  });

  it('refuses a tag that is taken, naming its file', () => {
    expect(tagProblem('hr-inline-edit', ['hr-inline-edit'])).toBe(
      '<hr-inline-edit> already exists (elements/hr-inline-edit.ts).',
    );
  });
});

describe('namesOf', () => {
  it('derives the folder, component and styles names from the tag', () => {
    expect(namesOf('hr-banner-stack')).toEqual({
      tag: 'hr-banner-stack',
      name: 'banner-stack',
      pascal: 'BannerStack',
      camel: 'bannerStack',
    });
    expect(namesOf('hr-identity-verification-step').pascal).toBe('IdentityVerificationStep');
  });
});

describe('parseScaffoldArgs', () => {
  it('makes a tool by default, a form helper with --form and a shell piece with --shell', () => {
    expect(parseScaffoldArgs(['hr-banner-stack'])).toEqual({ tag: 'hr-banner-stack', kind: 'tool' });
    expect(parseScaffoldArgs(['hr-password-input', '--form'])).toEqual({ tag: 'hr-password-input', kind: 'form' });
    expect(parseScaffoldArgs(['--shell', 'hr-global-footer'])).toEqual({ tag: 'hr-global-footer', kind: 'shell' });
  });

  it('refuses no tag, two tags, unknown options and both flags with the usage line', () => {
    expect(() => parseScaffoldArgs([])).toThrow(/usage: npm run new-element/);
    expect(() => parseScaffoldArgs(['hr-a-b', 'hr-c-d'])).toThrow(/usage/);
    expect(() => parseScaffoldArgs(['hr-a-b', '--fomr'])).toThrow(/unknown option --fomr/);
    expect(() => parseScaffoldArgs(['hr-a-b', '--form', '--shell'])).toThrow(/exclude each other/);
  });

  it('uses the form templates for form helpers only', () => {
    expect([templateSet('form'), templateSet('tool'), templateSet('shell')]).toEqual(['form', 'tool', 'tool']);
  });
});

describe('addRecord', () => {
  it('adds one record line in alphabetical order', () => {
    const updated = addRecord(registry, 'hr-banner-stack', 'tool');
    expect(recordTags(updated)).toEqual(['hr-account-menu', 'hr-banner-stack', 'hr-inline-edit']);
    expect(updated).toContain(`${recordLine('hr-banner-stack', 'tool')}\n`);
    expect(updated.split('\n')).toHaveLength(registry.split('\n').length + 1);
  });

  it('adds after the last record when the tag sorts last, and keeps the kind', () => {
    const updated = addRecord(registry, 'hr-session-timer', 'form');
    expect(recordTags(updated)).toEqual(['hr-account-menu', 'hr-inline-edit', 'hr-session-timer']);
    expect(updated).toContain(
      "{ tag: 'hr-session-timer', kind: 'form', budgetKb: 12, load: () => import('./hr-session-timer') }",
    );
  });

  it('refuses a tag that has a record already, and a registry without record lines', () => {
    expect(() => addRecord(registry, 'hr-inline-edit', 'tool')).toThrow(/already has a record/);
    expect(() => addRecord('export const elementRecords = [];\n', 'hr-banner-stack', 'tool')).toThrow(
      /no record lines/,
    );
  });
});

describe('renderTypesFile', () => {
  it('re-exports the types of every element module, one line each', () => {
    const text = renderTypesFile(['hr-account-menu', 'hr-inline-edit']);
    expect(text.split('\n').filter((line) => line.startsWith('export'))).toEqual([
      "export type * from './hr-account-menu';",
      "export type * from './hr-inline-edit';",
    ]);
    expect(text.endsWith(';\n')).toBe(true);
  });
});

describe('renderFiles', () => {
  it('fills every placeholder', () => {
    expect(fillTemplate('<__TAG__> __NAME__ __PASCAL__ __CAMEL__Styles', namesOf('hr-banner-stack'))).toBe(
      '<hr-banner-stack> banner-stack BannerStack bannerStackStyles',
    );
  });

  it('writes the element, the component folder, the story, its JSX typing and both tests', () => {
    const templates = Object.fromEntries(Object.keys(TEMPLATE_TARGETS).map((file) => [file, `// ${file} __TAG__`]));
    expect(Object.keys(renderFiles(templates, namesOf('hr-banner-stack'))).sort()).toEqual([
      'elements/hr-banner-stack.ts',
      'src/components/banner-stack/banner-stack.logic.ts',
      'src/components/banner-stack/banner-stack.styles.ts',
      'src/components/banner-stack/banner-stack.tsx',
      'src/components/banner-stack/use-banner-stack.ts',
      'stories/hr-banner-stack.stories.tsx',
      'stories/jsx-hr-banner-stack.d.ts',
      'test/components/banner-stack/banner-stack.logic.test.ts',
      'test/elements/hr-banner-stack.test.ts',
    ]);
  });

  it('refuses a template set with a file missing', () => {
    expect(() => renderFiles({}, namesOf('hr-banner-stack'))).toThrow(/template element.ts.tmpl is missing/);
  });
});
