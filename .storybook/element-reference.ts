/// <reference types="vite/client" />
import { forStorybookMarkdown, referenceOfPage, tagOfStoryFile } from '../.config/scripts/element-docs.logic';

/** The generated reference pages (`npm run manifest`), by file path. */
const pages = import.meta.glob<string>('../docs/elements/hr-*.md', { query: '?raw', import: 'default', eager: true });

/**
 * The reference of the element a story file shows (`stories/hr-<tag>.stories.tsx` →
 * `docs/elements/hr-<tag>.md`), for the Description block of its docs page; undefined for a story
 * file of no element.
 */
export function elementReference(storyFileName: string | undefined): string | undefined {
  const tag = storyFileName ? tagOfStoryFile(storyFileName) : undefined;
  const page = tag ? pages[`../docs/elements/${tag}.md`] : undefined;
  return page === undefined ? undefined : forStorybookMarkdown(referenceOfPage(page));
}
