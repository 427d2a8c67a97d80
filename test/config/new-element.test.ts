import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addRecord,
  namesOf,
  recordTags,
  renderFiles,
  renderTypesFile,
  templateSet,
  type ScaffoldKind,
} from '../../.config/scripts/new-element.logic';

/*
 * What `npm run new-element` writes, checked without writing it: both template sets are rendered
 * for a new tag and formatted as the scaffold does, then linted and typechecked in memory against
 * the real repository. The new element's own tests and story run once the scaffold has written
 * them (`npm test` in a checkout where it ran).
 */

const root = process.cwd();
const templatesDir = join(root, '.config/scripts/new-element-templates');

/** The files the scaffold writes for `tag`, formatted as it formats them (new-element.ts). */
async function scaffold(tag: string, kind: ScaffoldKind): Promise<Record<string, string>> {
  const set = templateSet(kind);
  const templates = Object.fromEntries(
    readdirSync(join(templatesDir, set)).map((file) => [file, readFileSync(join(templatesDir, set, file), 'utf8')]),
  );
  const registry = addRecord(readFileSync(join(root, 'elements/registry.ts'), 'utf8'), tag, kind);
  const files = {
    ...renderFiles(templates, namesOf(tag)),
    'elements/registry.ts': registry,
    'elements/types.ts': renderTypesFile(recordTags(registry)),
  };
  const formatted: Record<string, string> = {};
  for (const [path, text] of Object.entries(files)) {
    const filepath = join(root, path);
    formatted[path] = await format(text, { ...(await resolveConfig(filepath)), filepath });
  }
  return formatted;
}

const variants = [
  { kind: 'tool', tag: 'hr-scaffold-check' },
  { kind: 'form', tag: 'hr-scaffold-field' },
] as const;

/**
 * TypeScript errors of the program rooted at the new element's files, read from memory. (The
 * registry and elements/types.ts would pull in every element: the repo's typecheck covers them.)
 */
function typeErrors(files: Record<string, string>): string[] {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('cannot read tsconfig.json');
  const overlay = new Map(Object.entries(files).map(([path, text]) => [resolve(root, path), text]));
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.directoryExists = (path) =>
    [...overlay.keys()].some((file) => file.startsWith(`${resolve(path)}/`)) ||
    (directoryExists?.call(host, path) ?? true);
  host.fileExists = (path) => overlay.has(resolve(path)) || fileExists.call(host, path);
  host.readFile = (path) => overlay.get(resolve(path)) ?? readFile.call(host, path);
  host.getSourceFile = (path, language, ...rest) => {
    const text = overlay.get(resolve(path));
    return text === undefined
      ? getSourceFile.call(host, path, language, ...rest)
      : ts.createSourceFile(path, text, language, true);
  };
  const program = ts.createProgram({
    rootNames: [...overlay.keys()],
    options: config.options,
    host,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}: `
      : '';
    return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe.each(variants)('npm run new-element -- $tag ($kind)', ({ tag, kind }) => {
  let files: Record<string, string> = {};
  beforeAll(async () => {
    files = await scaffold(tag, kind);
  });

  it('writes files that pass the lint rules', async () => {
    const eslint = new ESLint({ cwd: root });
    const problems: string[] = [];
    for (const [path, text] of Object.entries(files)) {
      const [result] = await eslint.lintText(text, { filePath: join(root, path) });
      for (const message of result?.messages ?? []) problems.push(`${path}:${message.line} ${message.message}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

// One program for both variants: building it is most of the cost.
it('writes files that typecheck against the rest of the repository, in both variants', async () => {
  const own: Record<string, string> = {};
  for (const { tag, kind } of variants) {
    const { 'elements/registry.ts': _registry, 'elements/types.ts': _types, ...files } = await scaffold(tag, kind);
    Object.assign(own, files);
  }
  expect(typeErrors(own)).toEqual([]);
}, 120_000);
