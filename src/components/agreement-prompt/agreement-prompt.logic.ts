/** Rules of `<hr-agreement-prompt>`. Pure: no React, no DOM, no network, no timers. */

/** The `label` attribute as the button shows it: whitespace runs collapsed, '' when there is none. */
export function buttonText(label: string | undefined): string {
  return (label ?? '').replace(/\s+/g, ' ').trim();
}
