import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useConfig, useHost, useHttp } from '../../element/define-element';
import { answersButtonAnswer } from '../../stores/answers-button';
import { answersButtonFrom, type AnswersButton } from './global-header.logic';

export const ANSWERS_SRC = '/answers/header-button';

/**
 * Whether to show the answers button: the answer the page printed (config `answersButton`), else
 * asked once per page; `{visible: false}` leaves it out, a failure or an answer of another shape
 * gives the plain link to /answers (answersButtonFrom). `keepRoom` is true when the answer is
 * asked: the header then keeps the button's room from its first render, whatever the answer, so
 * the answer moves nothing.
 */
export function useAnswersButton(enabled: boolean): { answers: AnswersButton | null; keepRoom: boolean } {
  const http = useHttp();
  const { answersButton: printed, urlPrefix } = useConfig();
  const [asked, setAsked] = useState<AnswersButton | null>(null);
  useEffect(() => {
    if (!enabled || printed) return;
    let current = true;
    // Not aborted on unmount: the request is the page's, shared with every other header.
    answersButtonAnswer(() => http.get(ANSWERS_SRC)).then(
      (raw) => current && setAsked(answersButtonFrom(raw, urlPrefix)),
      () => current && setAsked(answersButtonFrom(undefined, urlPrefix)),
    );
    return () => {
      current = false;
    };
  }, [enabled, http, printed, urlPrefix]);
  const shown = useMemo(() => (printed ? answersButtonFrom(printed, urlPrefix) : null), [printed, urlPrefix]);
  if (!enabled) return { answers: null, keepRoom: false };
  return printed ? { answers: shown, keepRoom: false } : { answers: asked, keepRoom: true };
}

/**
 * Whether the nav drawer is open, as `<hr-global-nav>` says with `hr-nav-drawer` (`{open}`) on the
 * document after each change and once when it mounts; closed until it has said anything.
 */
export function useNavDrawer(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const on = (event: Event) => setOpen((event as CustomEvent<{ open?: unknown } | null>).detail?.open === true);
    document.addEventListener('hr-nav-drawer', on);
    return () => document.removeEventListener('hr-nav-drawer', on);
  }, []);
  return open;
}

/**
 * The narrow layout's search: collapsed to an icon button (`button`), expanded over the bar with
 * the slotted search focused; Escape that the search leaves unhandled (popup closed, box empty)
 * and `collapse()` fold it back and return focus to the icon.
 */
export function useSearchToggle() {
  const host = useHost();
  const [expanded, setExpanded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const back = useRef(false);
  // The overflow menu's button: its own part name, apart from the account menu's `menu-button`.
  const more = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => more.current?.setAttribute('part', 'more-button'));
  useEffect(() => {
    const box = wrap.current;
    if (expanded) {
      const search = box?.querySelector('slot')?.assignedElements()[0] as HTMLElement | undefined;
      (search?.shadowRoot?.querySelector('input') ?? search)?.focus();
    } else if (back.current) button.current?.focus();
    back.current = false;
    // On the host, natively: the slotted search is no part of this React tree.
    const keys = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      back.current = true;
      setExpanded(false);
    };
    if (expanded) host.addEventListener('keydown', keys);
    return () => host.removeEventListener('keydown', keys);
  }, [expanded, host]);
  const collapse = () => {
    back.current = true;
    setExpanded(false);
  };
  return { expanded, expand: () => setExpanded(true), collapse, button, wrap, more };
}
