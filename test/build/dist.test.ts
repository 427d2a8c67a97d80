import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Checks the output of `npm run build` (npm test builds before running this project).
const dist = join(process.cwd(), 'dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const esmFiles = [
  ...readdirSync(dist).filter((file) => file.endsWith('.js') && !file.includes('.global.')),
  ...readdirSync(join(dist, 'elements'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `elements/${file}`),
];
const staticImports = (code: string) => [...code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?['"](\.[^'"]+)['"]/g)].map((m) => m[1] as string);

describe('dist/', () => {
  it('has the autoloader, one module per element, the script-tag build, the CSS and types', () => {
    for (const file of ['hr-shell.js', 'elements/hr-inline-edit.js', 'hr-shell.global.js', 'hr-shell.css', 'hr-shell.d.ts', 'elements/hr-inline-edit.d.ts'])
      expect(() => read(file), file).not.toThrow();
  });

  it('loads elements lazily from the autoloader and eagerly from nowhere else', () => {
    const autoloader = read('hr-shell.js');
    expect(autoloader).toMatch(/import\(['"]\.\/elements\/hr-inline-edit\.js['"]\)/);
    expect(staticImports(autoloader).some((path) => path.includes('elements/'))).toBe(false);
  });

  it('ships React exactly once across the module build', () => {
    const withReact = esmFiles.filter((file) => read(file).includes('react.transitional.element'));
    expect(withReact).toHaveLength(1);
  });

  it('shares one copy of the stores between the autoloader and the elements', () => {
    const storeChunk = esmFiles.find((file) => /^chunk-/.test(file) && read(file).includes('hr-shell.runtime.v1'));
    expect(storeChunk).toBeDefined();
    expect(staticImports(read('hr-shell.js'))).toContain(`./${storeChunk}`);
    const elementImports = staticImports(read('elements/hr-inline-edit.js'));
    expect(elementImports).toContain(`../${storeChunk}`);
    expect(esmFiles.filter((file) => read(file).includes('hr-shell.runtime.v1'))).toEqual([storeChunk]);
  });

  it('types every tag and event for TypeScript pages', () => {
    const types = readdirSync(dist)
      .filter((file) => file.endsWith('.d.ts'))
      .map(read)
      .join('\n');
    expect(types).toMatch(/interface HTMLElementTagNameMap\s*{\s*'hr-inline-edit': HrInlineEditElement/);
    expect(types).toMatch(/interface GlobalEventHandlersEventMap\s*{[^}]*'hr-error': HrErrorEvent/);
    expect(types).toMatch(/'hr-change': HrChangeEvent/);
  });

  it('defines every element from the script-tag build, and a second copy changes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const code = read('hr-shell.global.js');
    window.eval(code);
    const defined = customElements.get('hr-inline-edit');
    expect(defined).toBeDefined();
    expect(window.HrShell?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(() => window.eval(code)).not.toThrow();
    expect(customElements.get('hr-inline-edit')).toBe(defined);
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes a source map beside every bundle without a sourceMappingURL comment in it', () => {
    for (const file of [...esmFiles, 'hr-shell.global.js']) {
      expect(read(file), file).not.toContain('sourceMappingURL');
      expect(() => read(`${file}.map`), `${file}.map`).not.toThrow();
    }
  });

  it('ships the host CSS with the cloak and the tokens', () => {
    const css = read('hr-shell.css');
    expect(css).toContain(':not(:defined)');
    expect(css).toContain('--hr-color-primary');
  });
});
