import { useEffect, useState } from 'react';
import { useHttp } from '../../element/define-element';
import { answersButtonAnswer } from '../../stores/answers-button';
import { parseAnswers, type AnswersButton } from './global-header.logic';

export const ANSWERS_SRC = '/answers/header-button';

/** Whether to show the answers button, asked once per page; any failure simply leaves it out. */
export function useAnswersButton(enabled: boolean): AnswersButton | null {
  const http = useHttp();
  const [answers, setAnswers] = useState<AnswersButton | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // Not aborted on unmount: the request is the page's, shared with every other header.
    answersButtonAnswer(() => http.get(ANSWERS_SRC)).then(
      (raw) => current && setAnswers(parseAnswers(raw)),
      () => current && setAnswers(null),
    );
    return () => {
      current = false;
    };
  }, [enabled, http]);
  return enabled ? answers : null;
}
