/// <reference types="vite/client" />
import { forStorybookMarkdown, referenceOfPage, tagOfStoryFile } from '../.config/scripts/element-docs.logic';

/**
 * The generated reference pages (`npm run manifest`: custom-elements.json, from each element's
 * JSDoc), by file path. Eager: 35 small strings, and the docs page needs its one synchronously.
 */
const pages = import.meta.glob<string>('../docs/elements/hr-*.md', { query: '?raw', import: 'default', eager: true });

/**
 * The element a story file shows: its tag (`stories/hr-<tag>.stories.tsx`), or, for a second file
 * of one element (`hr-file-list-upload.stories.tsx`), the longest leading part of it that is a tag
 * with a reference page (`hr-file-list`). Undefined for a story file of no element.
 */
export function elementOfStoryFile(
  storyFileName: string | undefined,
  hasPage: (tag: string) => boolean = (tag) => pages[`../docs/elements/${tag}.md`] !== undefined,
): string | undefined {
  let tag = storyFileName ? tagOfStoryFile(storyFileName) : undefined;
  while (tag && !hasPage(tag)) {
    const cut = tag.lastIndexOf('-');
    tag = cut > 'hr'.length ? tag.slice(0, cut) : undefined;
  }
  return tag;
}

/**
 * The reference of the element a story file shows (`stories/hr-<tag>.stories.tsx` →
 * `docs/elements/hr-<tag>.md`: markup, attributes, properties, events, slots, CSS parts and custom
 * properties), for the Description block of its docs page; undefined for a story file of no element.
 */
export function elementReference(storyFileName: string | undefined): string | undefined {
  const tag = elementOfStoryFile(storyFileName);
  const page = tag ? pages[`../docs/elements/${tag}.md`] : undefined;
  return page === undefined ? undefined : forStorybookMarkdown(referenceOfPage(page));
}
