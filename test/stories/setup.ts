import { configure, getConfig } from 'storybook/test';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// This suite shares two cores with the rest of `npm test` (and CI machines run more beside it):
// under that load a request through msw's service worker or a chunk Vite serves on first use can
// take seconds. waitFor and findBy* wait on a state for up to 15 s (Testing Library's default is
// 1 s) before a story fails, as the e2e suite's expect.poll does.
configure({ asyncUtilTimeout: 15_000 });

// An element that throws while rendering shows its fallback and only logs (report()), so a story
// could look fine to its play function: any error logged during a story fails it too.
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error');
});

// Storybook unmounts a story only when the next one starts, and elements unmount their React roots
// one task after they leave the page (a DOM move must keep state). Removing the story here and
// waiting that task keeps its unmounts and aborted requests out of the next story's act() scope.
afterEach(async () => {
  document.body.replaceChildren();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const calls = logged.mock.calls;
  logged.mockRestore();
  expect(calls, 'console.error during the story').toEqual([]);
});

// Storybook wraps every user-event dispatch in React's act(). When the work one act() flushes moves
// focus (an element focuses its next control), user-event's blur listener dispatches `change` in a
// second act() while the first is still flushing; React cannot flush that one and reports a
// suspended component. A dispatch made during another's act() already runs inside it.
const NESTED = Symbol.for('hr-shell.stories.nested-event-wrapper');
type EventWrapper = ReturnType<typeof getConfig>['eventWrapper'] & { [NESTED]?: true };
beforeEach(() => {
  const outer = getConfig().eventWrapper as EventWrapper;
  if (outer[NESTED]) return;
  let depth = 0;
  const wrapper: EventWrapper = (dispatch) => {
    if (depth > 0) return dispatch();
    depth += 1;
    try {
      return outer(dispatch);
    } finally {
      depth -= 1;
    }
  };
  wrapper[NESTED] = true;
  configure({ eventWrapper: wrapper });
});
