import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementOfStoryFile, elementReference } from '../../.storybook/element-reference';
import { collectElements, type Manifest } from '../../.config/scripts/element-docs.logic';

const root = resolve(import.meta.dirname, '../..');
const storyFiles = readdirSync(join(root, 'stories')).filter((name) => name.endsWith('.stories.tsx'));
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as Manifest;
const elements = new Map(collectElements(manifest).map((element) => [element.tagName, element]));

describe('Storybook docs pages: the element reference beside the stories', () => {
  it('maps a story file to its element, and a second file of one element to that element', () => {
    expect(elementOfStoryFile('./stories/hr-inline-edit.stories.tsx')).toBe('hr-inline-edit');
    expect(elementOfStoryFile('./stories/hr-file-list-upload.stories.tsx')).toBe('hr-file-list');
    expect(elementOfStoryFile('./stories/hr-no-such-thing.stories.tsx')).toBeUndefined();
    expect(elementOfStoryFile('./stories/overview.stories.tsx')).toBeUndefined();
    expect(elementOfStoryFile(undefined)).toBeUndefined();
  });

  it('gives every element a story file', () => {
    const shown = new Set(storyFiles.map((name) => elementOfStoryFile(`./stories/${name}`)));
    expect([...elements.keys()].filter((tag) => !shown.has(tag))).toEqual([]);
  });

  it.each(storyFiles)(
    '%s shows the manifest’s attributes, properties, events, slots, parts and CSS properties',
    (name) => {
      const tag = elementOfStoryFile(`./stories/${name}`);
      const element = tag ? elements.get(tag) : undefined;
      expect(element, `no element in custom-elements.json for ${name}`).toBeDefined();
      const reference = elementReference(`./stories/${name}`) ?? '';
      expect(reference).toContain('## Markup');
      // Underscores inside words are escaped for Storybook's Markdown renderer.
      const shown = (text: string) =>
        expect(reference).toContain(text.replace(/(?<=[\p{L}\p{N}])_(?=[\p{L}\p{N}])/gu, '\\_'));
      for (const attribute of element!.attributes ?? []) shown(`\`${attribute.name}\``);
      for (const member of element!.members ?? []) {
        if (member.kind === 'field' && !member.static && (member.privacy ?? 'public') === 'public')
          shown(`\`${member.name}\``);
      }
      for (const event of element!.events ?? []) shown(`\`${event.name}\``);
      for (const slot of element!.slots ?? []) shown(slot.name ? `\`${slot.name}\`` : '(default)');
      for (const part of element!.cssParts ?? []) shown(`\`${part.name}\``);
      for (const property of element!.cssProperties ?? []) shown(`\`${property.name}\``);
    },
  );
});
