import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { MswApi } from 'msw-storybook-addon';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, test, vi } from 'vitest';
import preview from '../../.storybook/preview';

/*
 * Every story of every stories/*.stories.tsx, rendered in happy-dom with its play function:
 * `story.run()` runs loaders, beforeEach, render and play, like Storybook's own test runner.
 */

// msw/node patches globalThis.fetch when it starts listening, and that is happy-dom's fetch here
// (vitest installs it as the global), which ky calls through globalThis.fetch: interception works
// without a fetch stub.
const server = setupServer();

// The preview's mswLoader starts a service worker (msw/browser), which node cannot run. Swap only
// its setup for the node server: the addon itself still applies each story's
// `parameters.msw.handlers` and resets them between stories, exactly as in Storybook.
vi.mock('msw-storybook-addon/csf3', async (importOriginal) => {
  const addon = await importOriginal<typeof import('msw-storybook-addon/csf3')>();
  return { ...addon, mswLoader: () => addon.mswLoader(() => server as unknown as MswApi) };
});

setProjectAnnotations(preview);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
// The next run() unmounts the previous story; removing the canvas also disconnects the elements, so
// their requests are aborted and nothing from one story leaks into the next.
afterEach(() => document.body.replaceChildren());

const storyFiles = import.meta.glob<Record<string, unknown>>('../../stories/*.stories.tsx', { eager: true });

for (const [path, module] of Object.entries(storyFiles)) {
  describe(path.replace('../../stories/', ''), () => {
    const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
    test('has stories', () => {
      if (stories.length === 0) throw new Error(`${path} exports no stories`);
    });
    for (const [name, story] of stories) {
      test(name, async () => {
        await story.run();
      });
    }
  });
}
