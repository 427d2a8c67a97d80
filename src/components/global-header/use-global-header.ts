import { useEffect, useState } from 'react';
import { useConfig } from '../../element/define-element';
import { http } from '../../lib/http';
import { parseAnswers, type AnswersButton } from './global-header.logic';

export const ANSWERS_SRC = '/answers/header-button';

/** Asks once whether to show the answers button; any failure simply leaves it out. */
export function useAnswersButton(enabled: boolean): AnswersButton | null {
  const config = useConfig();
  const [answers, setAnswers] = useState<AnswersButton | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    http.get(ANSWERS_SRC, { signal: controller.signal, config }).then(
      (raw) => setAnswers(parseAnswers(raw)),
      () => setAnswers(null),
    );
    return () => controller.abort();
    // Once per mount: a config change (a rotated CSRF token) does not change the answer.
  }, [enabled]);
  return enabled ? answers : null;
}
