// Starts a new element: `npm run new-element -- hr-<name> [--form | --shell]`.
//
// Writes elements/hr-<name>.ts, its component folder (view, hook, logic, styles), its story, its
// element and logic tests, adds its record to elements/registry.ts, rewrites elements/types.ts and
// runs `npm run manifest` so custom-elements.json and its docs page are current. Without a flag the
// element is a tool (shadow DOM); --form builds a form helper on createFormControlClass; --shell
// makes a shell piece (printed on every page). Refuses a taken tag and never overwrites a file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  addRecord,
  namesOf,
  parseScaffoldArgs,
  recordTags,
  renderFiles,
  renderTypesFile,
  tagProblem,
  templateSet,
} from './new-element.logic';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const templatesDir = resolve(dirname(fileURLToPath(import.meta.url)), 'new-element-templates');
const registryPath = join(repoRoot, 'elements/registry.ts');

function fail(message: string): never {
  process.stderr.write(`new-element: ${message}\n`);
  process.exit(1);
}

async function formatted(path: string, text: string): Promise<string> {
  const options = await resolveConfig(path);
  return format(text, { ...options, filepath: path });
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseScaffoldArgs(process.argv.slice(2));
  } catch (error) {
    fail((error as Error).message);
  }
  const registry = readFileSync(registryPath, 'utf8');
  const elementFiles = readdirSync(join(repoRoot, 'elements'))
    .filter((file) => /^hr-.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''));
  const problem = tagProblem(args.tag, [...recordTags(registry), ...elementFiles]);
  if (problem) fail(problem);

  const names = namesOf(args.tag);
  const set = templateSet(args.kind);
  const templates = Object.fromEntries(
    readdirSync(join(templatesDir, set)).map((file) => [file, readFileSync(join(templatesDir, set, file), 'utf8')]),
  );
  const files = renderFiles(templates, names);
  const existing = Object.keys(files).filter((path) => existsSync(join(repoRoot, path)));
  if (existing.length > 0) fail(`these files exist already, nothing was written: ${existing.join(', ')}`);

  const updatedRegistry = addRecord(registry, args.tag, args.kind);
  const outputs: Record<string, string> = {
    ...files,
    'elements/registry.ts': updatedRegistry,
    'elements/types.ts': renderTypesFile(recordTags(updatedRegistry)),
  };
  for (const [path, text] of Object.entries(outputs)) {
    const full = join(repoRoot, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, await formatted(full, text));
    process.stdout.write(`wrote ${path}\n`);
  }

  process.stdout.write('\nnpm run manifest (custom-elements.json, docs/elements/)\n');
  try {
    execFileSync('npm', ['run', '--silent', 'manifest'], { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    fail('npm run manifest failed: the element files are written; fix the error above and run it again.');
  }

  process.stdout.write(
    [
      '',
      `<${args.tag}> (${args.kind}) is ready. Next:`,
      `  npx vitest run --config .config/vitest.config.ts test/elements/${args.tag}.test.ts test/components/${names.name}`,
      `  edit elements/${args.tag}.ts (its JSDoc is the reference; npm run manifest after changing it),`,
      `  src/components/${names.name}/ and stories/${args.tag}.stories.tsx;`,
      '  add its section to a demo page and any routes it calls to demo/server.',
      '',
    ].join('\n'),
  );
}

await main();
