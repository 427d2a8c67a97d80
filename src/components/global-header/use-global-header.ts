import { useEffect, useMemo, useState } from 'react';
import { useConfig, useHttp } from '../../element/define-element';
import { answersButtonAnswer } from '../../stores/answers-button';
import { parseAnswers, type AnswersButton } from './global-header.logic';

export const ANSWERS_SRC = '/answers/header-button';

/**
 * Whether to show the answers button: the answer the page printed (config `answersButton`), else
 * asked once per page; any failure simply leaves it out. `keepRoom` is true when the answer is
 * asked: the header then keeps the button's room from its first render, whatever the answer, so
 * the answer moves nothing.
 */
export function useAnswersButton(enabled: boolean): { answers: AnswersButton | null; keepRoom: boolean } {
  const http = useHttp();
  const printed = useConfig().answersButton;
  const [asked, setAsked] = useState<AnswersButton | null>(null);
  useEffect(() => {
    if (!enabled || printed) return;
    let current = true;
    // Not aborted on unmount: the request is the page's, shared with every other header.
    answersButtonAnswer(() => http.get(ANSWERS_SRC)).then(
      (raw) => current && setAsked(parseAnswers(raw)),
      () => current && setAsked(null),
    );
    return () => {
      current = false;
    };
  }, [enabled, http, printed]);
  const shown = useMemo(() => (printed ? parseAnswers(printed) : null), [printed]);
  if (!enabled) return { answers: null, keepRoom: false };
  return printed ? { answers: shown, keepRoom: false } : { answers: asked, keepRoom: true };
}
