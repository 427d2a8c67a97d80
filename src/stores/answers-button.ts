import { shared } from '../lib/runtime';
import { $config } from './config';

interface AnswersButtonCache {
  answer: Promise<unknown> | null;
}

// One per page even when two bundle copies are loaded (see runtime.ts); a new page config (another
// user, another URL prefix) starts over.
const cache: AnswersButtonCache = shared('answers-button', () => {
  const created: AnswersButtonCache = { answer: null };
  $config.listen(() => (created.answer = null));
  return created;
});

/**
 * The page's one GET /answers/header-button (docs/api shellAnswersButton): every header that
 * mounts, or mounts again after a move, shares the first answer. A failed request is forgotten,
 * so a header mounted later asks again.
 */
export function answersButtonAnswer(request: () => Promise<unknown>): Promise<unknown> {
  const answer = (cache.answer ??= request());
  answer.catch(() => {
    if (cache.answer === answer) cache.answer = null;
  });
  return answer;
}
