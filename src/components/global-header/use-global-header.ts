import { useEffect, useState } from 'react';
import { useHttp } from '../../element/define-element';
import { parseAnswers, type AnswersButton } from './global-header.logic';

export const ANSWERS_SRC = '/answers/header-button';

/** Asks once whether to show the answers button; any failure simply leaves it out. */
export function useAnswersButton(enabled: boolean): AnswersButton | null {
  const http = useHttp();
  const [answers, setAnswers] = useState<AnswersButton | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    http.get(ANSWERS_SRC, { signal: controller.signal }).then(
      (raw) => setAnswers(parseAnswers(raw)),
      () => setAnswers(null),
    );
    return () => controller.abort();
  }, [enabled, http]);
  return enabled ? answers : null;
}
