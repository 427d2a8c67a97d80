/**
 * The page reload at the end of the flow (SPEC §4 "On finishing the page reloads"), behind a seam:
 * element tests replace `pageReload.reload`; the e2e tests watch the real navigation.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
