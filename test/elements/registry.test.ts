import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementLoaders } from '../../elements/registry';

// Vitest runs from the repository root (.config/vitest.config.ts sets root).
const elementsDir = join(process.cwd(), 'elements/');
const elementFiles = readdirSync(elementsDir).filter((file) => /^hr-.+\.ts$/.test(file));

describe('element registry', () => {
  it('lists every elements/hr-*.ts file and nothing else', () => {
    expect(Object.keys(elementLoaders).sort()).toEqual(elementFiles.map((file) => file.replace(/\.ts$/, '')).sort());
  });

  it('defines every element in the script-tag bundle list', () => {
    const all = readFileSync(`${elementsDir}all.ts`, 'utf8');
    for (const file of elementFiles) expect(all).toContain(`import './${file.replace(/\.ts$/, '')}';`);
  });

  it('puts every element but the form helpers in the slim script-tag build', () => {
    const slim = readFileSync(`${elementsDir}shell-and-tools.ts`, 'utf8');
    for (const file of elementFiles) {
      const tag = file.replace(/\.ts$/, '');
      const formHelper = readFileSync(`${elementsDir}${file}`, 'utf8').includes('createFormControlClass');
      expect({ tag, inSlimBuild: slim.includes(`import './${tag}';`) }).toEqual({ tag, inSlimBuild: !formHelper });
    }
  });

  it.each(elementFiles)('%s names its tag hr- plus two or more words and documents it', (file) => {
    const source = readFileSync(`${elementsDir}${file}`, 'utf8');
    const tag = file.replace(/\.ts$/, '');
    expect(tag).toMatch(/^hr-[a-z]+(-[a-z]+)+$/);
    expect(source).toContain(`@tag ${tag}`);
    expect(source).toContain(`defineElement('${tag}'`);
    expect(source).toContain(`'${tag}': `);
  });
});
