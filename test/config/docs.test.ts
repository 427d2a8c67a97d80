import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** README.md and every Markdown file under docs/, as repo-relative paths. */
function markdownFiles(): string[] {
  const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', ...docs].sort();
}

/** Targets of inline Markdown links `[text](target)` that point into the repo (no URL, no bare anchor). */
function localLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1\s*$/gm, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

/** The config blocks (`<script … id="hr-shell-config">…</script>`) a page shows in its examples. */
function configBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/<script[^>]*id="hr-shell-config"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

describe('README and docs/', () => {
  it('keep the README the front door: under 400 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(400);
  });

  it('link only to files that exist', () => {
    const broken = markdownFiles().flatMap((file) =>
      localLinks(readFileSync(join(root, file), 'utf8'))
        .map((target) => decodeURI(target.replace(/#.*$/, '')))
        .filter((target) => !existsSync(resolve(root, dirname(file), target)))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('print the README config block with json_encode and the four JSON_HEX flags, never htmlspecialchars', () => {
    const blocks = configBlocks(readFileSync(join(root, 'README.md'), 'utf8'));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block).not.toContain('htmlspecialchars');
      expect(block).toMatch(/json_encode\(\$\w+, JSON_HEX_TAG \| JSON_HEX_AMP \| JSON_HEX_APOS \| JSON_HEX_QUOT\)/);
    }
  });
});

describe('the link and block finders', () => {
  it('find local links outside code blocks only', () => {
    const markdown = [
      'See [design](docs/design.md#bytes), [site](https://example.org) and [top](#set-up).',
      '```md',
      '[inside code](nowhere.md)',
      '```',
      '[table](docs/elements/hr-x.md)',
    ].join('\n');
    expect(localLinks(markdown)).toEqual(['docs/design.md#bytes', 'docs/elements/hr-x.md']);
  });

  it('find the config blocks of examples', () => {
    const markdown = '<script type="application/json" id="hr-shell-config">\n<?= x ?>\n</script>';
    expect(configBlocks(markdown)).toEqual(['\n<?= x ?>\n']);
  });
});
