import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useConfig, useEmit, useHost } from '../../element/define-element';
import { safeUrl } from '../../lib/urls';
import {
  appliesTo,
  buttonStates,
  closeDelay,
  coveredBy,
  FOOTER_EVENTS,
  requestPhase,
  slideDuration,
  slideEnded,
  type FooterEventName,
  type Phase,
} from './site-footer.logic';

export interface SiteFooterOptions {
  open: boolean;
  disabled: boolean;
  processing: boolean;
  sidebar: boolean;
  form: string | undefined;
  cancelHref: string | undefined;
}

export interface SiteFooterView {
  phase: Phase;
  submitBlocked: boolean;
  cancelBlocked: boolean;
  busy: boolean;
  submit(): void;
  cancel(): void;
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The form Save submits: the one named by `form`, else the one the footer sits in. */
function formOf(host: HTMLElement, id: string | undefined): HTMLFormElement | null {
  const named = id ? document.getElementById(id) : null;
  return named instanceof HTMLFormElement ? named : host.closest('form');
}

/** Turns the documented `hr-footer-*` events into the host's attributes (its state). */
function useFooterEvents(host: HTMLElement): void {
  useEffect(() => {
    const controller = new AbortController();
    for (const [type, command] of Object.entries(FOOTER_EVENTS) as Array<
      [FooterEventName, (typeof FOOTER_EVENTS)[FooterEventName]]
    >) {
      document.addEventListener(
        type,
        (event) => {
          if (!appliesTo((event as CustomEvent).detail, host.id)) return;
          for (const [name, on] of Object.entries(command)) host.toggleAttribute(name, on);
        },
        { signal: controller.signal },
      );
    }
    return () => controller.abort();
  }, [host]);
}

/** While the footer is up, a control that gets the focus is scrolled out from under it (WCAG 2.4.11). */
function useFocusNotObscured(bar: RefObject<HTMLElement | null>, shown: boolean, sidebar: boolean): void {
  useEffect(() => {
    if (!shown || sidebar) return undefined;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const height = bar.current?.offsetHeight || 60;
    // Keyboard scrolling and scrollIntoView keep clear of the footer too.
    root.style.scrollPaddingBottom = `${height}px`;
    const onFocus = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      const top = bar.current?.getBoundingClientRect().top;
      if (!(target instanceof Element) || top === undefined || bar.current?.contains(target)) return;
      const by = coveredBy(target.getBoundingClientRect(), top);
      if (by > 0) window.scrollBy({ top: by });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      root.style.scrollPaddingBottom = previous;
    };
  }, [bar, shown, sidebar]);
}

/**
 * The footer's phase (slides in and out; the sidebar footer waits 300 ms before closing), its
 * documented events, and what Save and Cancel do.
 */
export function useSiteFooter(options: SiteFooterOptions, bar: RefObject<HTMLElement | null>): SiteFooterView {
  const { open, disabled, processing, sidebar, form, cancelHref } = options;
  const host = useHost();
  const emit = useEmit();
  const config = useConfig();
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useFooterEvents(host);

  useLayoutEffect(() => {
    clearTimeout(closing.current);
    const animated = slideDuration(reducedMotion()) > 0;
    const delay = open ? 0 : closeDelay(sidebar);
    if (delay === 0) setPhase((current) => requestPhase(current, open, animated));
    else closing.current = setTimeout(() => setPhase((current) => requestPhase(current, false, animated)), delay);
    return () => clearTimeout(closing.current);
  }, [open, sidebar]);

  useEffect(() => {
    if (phase !== 'opening' && phase !== 'closing') return undefined;
    const timer = setTimeout(() => setPhase(slideEnded), slideDuration(reducedMotion()));
    return () => clearTimeout(timer);
  }, [phase]);

  useFocusNotObscured(bar, phase !== 'closed', sidebar);

  const states = buttonStates(disabled, processing);

  const submit = useCallback(() => {
    if (states.submitBlocked) return;
    const target = formOf(host, form);
    if (!emit('submit', { form: target?.id ?? '' }, { cancelable: true })) return;
    target?.requestSubmit();
  }, [emit, form, host, states.submitBlocked]);

  const cancel = useCallback(() => {
    if (states.cancelBlocked) return;
    const target = formOf(host, form);
    if (!emit('cancel', { form: target?.id ?? '' }, { cancelable: true })) return;
    const url = cancelHref ? safeUrl(cancelHref, { allowedHosts: config.allowedHosts }) : null;
    if (url) location.assign(url.href);
    else target?.reset();
  }, [cancelHref, config.allowedHosts, emit, form, host, states.cancelBlocked]);

  return { phase, ...states, submit, cancel };
}
