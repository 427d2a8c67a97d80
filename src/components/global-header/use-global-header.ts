import { useEffect, useMemo, useState } from 'react';
import { useConfig, useHttp } from '../../element/define-element';
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
