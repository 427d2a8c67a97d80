/*
 * When the header's help slide-down (help-panel.tsx) says the help tool is not ready. Pure: the
 * hook (use-help-panel.ts) reads the registry and the clock.
 */

/** The help tool the slide-down shows: the help-centre search, loaded by the autoloader from the panel's markup. */
export const HELP_SEARCH_TAG = 'hr-help-search';

/**
 * `hr-support-open` (src/components/support-request/support-open.ts OPEN_EVENT, checked equal by
 * the tests): written out so the slide-down's chunk shares no module with the support element's.
 */
export const SUPPORT_OPEN_EVENT = 'hr-support-open';

/** Milliseconds the slide-down waits for `<hr-help-search>` to be defined before it says the tool is not ready. */
export const HELP_TOOL_WAIT = 5000;

/** `loading`: the search's module is on its way; `ready`: the search shows; `not-ready`: SPEC §8 'Help tool not ready'. */
export type HelpToolState = 'loading' | 'ready' | 'not-ready';

/**
 * `<hr-help-search>` is defined: the search shows (a config `helpSearch` it refuses makes the
 * search itself say 'Looks like our help menu needs a little help…', naming the reason in the
 * console). Still not defined HELP_TOOL_WAIT after opening (its module failed to load, or the
 * page's build has no autoloader to load it): the slide-down says it. A definition that arrives
 * later still shows the search.
 */
export function helpToolState({ defined, waited }: { defined: boolean; waited: boolean }): HelpToolState {
  if (defined) return 'ready';
  return waited ? 'not-ready' : 'loading';
}
