import { expect, waitFor } from 'storybook/test';

/**
 * A request a story holds until its play has looked at the waiting state, then answers: no request
 * outlives its story (an endless one would time out and report its error during a later story).
 * The play lets it go only once the request has reached the handler: on a busy machine the click
 * can show 'Saving…' well before the service worker sees the request.
 */
export function heldRequest() {
  let arrived = false;
  let answer: (() => void) | null = null;
  return {
    /** In the msw handler: resolves when the play releases the request. */
    hold(): Promise<void> {
      arrived = true;
      return new Promise<void>((resolve) => (answer = resolve));
    },
    /** In the play: waits for the request to arrive, then lets the handler answer it. */
    async release(): Promise<void> {
      await waitFor(() => expect(arrived).toBe(true));
      answer?.();
      arrived = false;
      answer = null;
    },
  };
}
