/*
 * When the header's help slide-down (help-panel.tsx) says the help tool is not ready. Pure: the
 * hook (use-help-panel.ts) reads the registry, the config and the clock.
 */

/** The help tool the slide-down shows: the help-centre search, loaded by the autoloader from the panel's markup. */
export const HELP_SEARCH_TAG = 'hr-help-search';

/** Milliseconds the slide-down waits for `<hr-help-search>` to be defined before it says the tool is not ready. */
export const HELP_TOOL_WAIT = 5000;

/** `loading`: the search's module is on its way; `ready`: the search shows; `not-ready`: SPEC §8 'Help tool not ready'. */
export type HelpToolState = 'loading' | 'ready' | 'not-ready';

export interface HelpToolFacts {
  /** The config's `helpSearch` was refused (helpSearchTarget's `refused`). */
  refused: boolean;
  /** `<hr-help-search>` is defined on the page. */
  defined: boolean;
  /** HELP_TOOL_WAIT has passed since the slide-down opened. */
  waited: boolean;
}

/**
 * The help tool fails, and the slide-down shows 'Looks like our help menu needs a little help…',
 * when the config's `helpSearch` is refused, or when `<hr-help-search>` is still not defined
 * HELP_TOOL_WAIT after opening (its module failed to load, or the page's build has no autoloader
 * to load it). A definition that arrives later still shows the search.
 */
export function helpToolState({ refused, defined, waited }: HelpToolFacts): HelpToolState {
  if (refused) return 'not-ready';
  if (defined) return 'ready';
  return waited ? 'not-ready' : 'loading';
}
