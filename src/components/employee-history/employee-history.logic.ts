/**
 * Rules of `<hr-employee-history>` that its own small chunk needs (the trigger's text). Pure: no
 * React, no DOM, no network, no timers. The header's rules are in employee-header.logic.ts, which
 * only the dialog's lazy chunk imports.
 */

/** The `label` attribute as the trigger button shows it: whitespace runs collapsed, '' when there is none. */
export function buttonText(label: string | undefined): string {
  return (label ?? '').replace(/\s+/g, ' ').trim();
}
