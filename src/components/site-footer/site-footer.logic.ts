/** Rules of `<hr-site-footer>`. Pure: no React, no DOM, no network, no timers. */

/** SPEC §9: the footer slides 60 px over 400 ms; the sidebar footer closes 300 ms after it is asked to. */
export const SLIDE_PX = 60;
export const SLIDE_MS = 400;
export const SIDEBAR_CLOSE_DELAY_MS = 300;

/** Where the bar is: `opening` and `closing` last one slide. */
export type Phase = 'closed' | 'opening' | 'open' | 'closing';

/** The phase after the page asks for `open` (true) or closed; `animated` false (reduced motion) skips the slide. */
export function requestPhase(phase: Phase, open: boolean, animated: boolean): Phase {
  if (!animated) return open ? 'open' : 'closed';
  if (open) {
    if (phase === 'open' || phase === 'opening') return phase;
    return 'opening';
  }
  if (phase === 'closed' || phase === 'closing') return phase;
  return 'closing';
}

/** The phase once a slide has run its course. */
export function slideEnded(phase: Phase): Phase {
  return phase === 'opening' ? 'open' : phase === 'closing' ? 'closed' : phase;
}

/** How long a slide lasts: none when the user asked for reduced motion. */
export function slideDuration(reducedMotion: boolean): number {
  return reducedMotion ? 0 : SLIDE_MS;
}

/** How long a close request waits: the sidebar footer 300 ms (an open request meanwhile keeps it), the site footer none. */
export function closeDelay(sidebar: boolean): number {
  return sidebar ? SIDEBAR_CLOSE_DELAY_MS : 0;
}

/** The documented events a page dispatches (on document or on the footer) and what each asks for. */
export const FOOTER_EVENTS = {
  'hr-footer-open': { open: true },
  'hr-footer-close': { open: false },
  'hr-footer-enable': { disabled: false, processing: false },
  'hr-footer-disable': { disabled: true, processing: false },
  'hr-footer-processing': { processing: true },
} as const satisfies Record<string, FooterCommand>;

export interface FooterCommand {
  open?: boolean;
  disabled?: boolean;
  processing?: boolean;
}

export type FooterEventName = keyof typeof FOOTER_EVENTS;

/** An event applies to every footer, or only to the one whose id is its `detail.id`. */
export function appliesTo(detail: unknown, footerId: string): boolean {
  if (detail === null || typeof detail !== 'object' || !('id' in detail)) return true;
  const { id } = detail as { id: unknown };
  return typeof id !== 'string' || id === '' || id === footerId;
}

/** What the buttons do in each state: disabled blocks Save, processing blocks both and says so. */
export function buttonStates(
  disabled: boolean,
  processing: boolean,
): { submitBlocked: boolean; cancelBlocked: boolean; busy: boolean } {
  return { submitBlocked: disabled || processing, cancelBlocked: processing, busy: processing };
}

/**
 * How far the page must scroll so a focused control is not under the open footer (WCAG 2.4.11):
 * 0 when its box ends above the footer's top edge. `margin` keeps a little space between them.
 */
export function coveredBy(control: { top: number; bottom: number }, footerTop: number, margin = 8): number {
  if (control.bottom + margin <= footerTop) return 0;
  // A control taller than the room above the footer: bring its top into view, no further.
  return Math.max(0, Math.min(control.bottom + margin - footerTop, control.top - margin));
}
