/**
 * What the box at rest hands to the combobox that replaces it: the text typed so far, the caret,
 * whether the box had the focus, and a shortcut that asked for the combobox and is not done yet.
 */
export interface Handoff {
  value: string;
  focused: boolean;
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
  action: 'open' | 'help' | null;
}

export const NO_HANDOFF: Handoff = { value: '', focused: false, selection: null, action: null };

/** The state of the box at rest, read in the task that replaces it. */
export function readHandoff(input: HTMLInputElement | null, action: Handoff['action']): Handoff {
  if (!input) return { ...NO_HANDOFF, action };
  const root = input.getRootNode() as Document | ShadowRoot;
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = input;
  return {
    value: input.value,
    focused: root.activeElement === input,
    selection: start === null || end === null ? null : { start, end, direction: direction ?? 'none' },
    action,
  };
}

/** Gives the new input the focus and caret the box at rest had. */
export function restoreHandoff(input: HTMLInputElement | null, handoff: Handoff): void {
  if (!input || !handoff.focused) return;
  input.focus({ preventScroll: true });
  const { selection } = handoff;
  if (selection) input.setSelectionRange(selection.start, selection.end, selection.direction);
}
