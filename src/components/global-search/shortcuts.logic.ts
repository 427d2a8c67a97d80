// The page-wide keyboard shortcuts of the search (WCAG 2.1.4).

export interface KeyInfo {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The innermost target (composedPath()[0]) is a text field, select or contenteditable. */
  typing: boolean;
  /** Nothing has focus (the body does). */
  nothingFocused: boolean;
  modalOpen: boolean;
  isComposing: boolean;
}

export type ShortcutAction = 'focus' | 'open' | 'help' | null;

/** What a page-wide keydown means for the search; `single` is false when single-key shortcuts are off. */
export function shortcutFor(k: KeyInfo, single: boolean): ShortcutAction {
  if (k.isComposing) return null;
  if ((k.ctrlKey || k.metaKey) && !k.altKey && k.key.toLowerCase() === 'k') return 'open';
  // A modifier form of `?`, so the list (and its switch) stays reachable with single keys off.
  if ((k.ctrlKey || k.metaKey) && !k.altKey && k.key === '/') return 'help';
  if (!single || k.ctrlKey || k.metaKey || k.altKey || k.typing || k.modalOpen) return null;
  if (k.key === 's' && k.nothingFocused) return 'focus';
  if (k.key === '?') return 'help';
  return null;
}
