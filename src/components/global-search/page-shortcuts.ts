import { shared } from '../../lib/runtime';
import { readStored, writeStored } from '../../lib/storage';
import { shortcutFor, type ShortcutAction } from './shortcuts.logic';

const SINGLE_KEYS = 'globalSearchSingleKeyShortcuts';
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

/** Whether this browser keeps the single-key shortcuts on (default on). */
export const readSingleKeys = (): boolean => readStored(SINGLE_KEYS, true, isBool);
export const writeSingleKeys = (on: boolean): void => void writeStored(SINGLE_KEYS, on);

function editable(node: EventTarget | undefined): boolean {
  if (!(node instanceof HTMLElement)) return false;
  if (node.isContentEditable || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement) return true;
  return (
    node instanceof HTMLInputElement && !/^(button|submit|reset|checkbox|radio|range|color|file|image)$/.test(node.type)
  );
}

/** Innermost focused element, through open shadow roots. */
function deepActive(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

function modalOpen(): boolean {
  if (document.querySelector('dialog[open], [aria-modal="true"]')) return true;
  return !!deepActive()?.closest('dialog, [role="dialog"], [role="alertdialog"]');
}

/** Every connected search, in connection order: only the first answers the page-wide shortcuts. */
const instances = shared('global-search-instances', () => new Set<HTMLElement>());

/** Enrols a search for the shortcuts for as long as it is connected; returns the release. */
export function enrolForShortcuts(host: HTMLElement): () => void {
  instances.add(host);
  return () => void instances.delete(host);
}

/**
 * What a page-wide keydown means for the search `host`; null when another search answers it.
 * `single` is asked only for a key that is a single-key shortcut, so the stored switch is read
 * when such a key is pressed, not before.
 */
export function pageShortcut(event: KeyboardEvent, host: HTMLElement, single: () => boolean): ShortcutAction {
  if (event.defaultPrevented || [...instances].find((el) => el.isConnected) !== host) return null;
  const focused = deepActive();
  const info = {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    typing: editable(event.composedPath()[0]) || editable(focused ?? undefined),
    nothingFocused: !focused || focused === document.body || focused === document.documentElement,
    modalOpen: modalOpen(),
    isComposing: event.isComposing,
  };
  return shortcutFor(info, false) ?? (shortcutFor(info, true) && single() ? shortcutFor(info, true) : null);
}
