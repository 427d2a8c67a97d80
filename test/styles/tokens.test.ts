import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { token, tokens } from '../../src/styles/tokens';

const hostCss = readFileSync(join(process.cwd(), 'src/styles/hr-shell.css'), 'utf8');

describe('design tokens', () => {
  it.each(Object.entries(tokens))('hr-shell.css declares --hr-%s with the same default', (name, value) => {
    expect(hostCss).toContain(`--hr-${name}: ${value};`);
  });

  it('reads a token with its default as the fallback', () => {
    expect(token('color-primary')).toBe('var(--hr-color-primary, #1d5fbf)');
  });

  it('keeps shadow styles free of rem units, which follow the legacy page root font size', async () => {
    const { baseStyles } = await import('../../src/styles/base.styles');
    const { inlineEditStyles } = await import('../../src/components/inline-edit/inline-edit.styles');
    for (const css of [baseStyles, inlineEditStyles]) expect(css).not.toMatch(/\d+(\.\d+)?rem\b/);
  });
});
