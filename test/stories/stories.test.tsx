/// <reference types="vite/client" />
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import type { MswApi } from 'msw-storybook-addon';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
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

// Also brings in @storybook/react's own annotations; their beforeAll wires Testing Library to act().
const project = setProjectAnnotations(preview);

beforeAll(project.beforeAll);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
// Removing the canvas disconnects the elements: they unmount their React roots one task later
// (a DOM move must keep state) and abort their requests. Waiting for that task here keeps those
// unmounts out of the next story's act() scope (React warns about them there) and its requests.
afterEach(async () => {
  document.body.replaceChildren();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// New stories/*.stories.tsx files are picked up without touching this test.
const storyFiles = import.meta.glob<StoryModule>('../../stories/*.stories.tsx', { eager: true });

for (const [path, module] of Object.entries(storyFiles)) {
  describe(path.replace('../../stories/', ''), () => {
    const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
    test('has stories', () => {
      if (stories.length === 0) throw new Error(`${path} exports no stories`);
    });
    for (const [name, story] of stories) {
      test(name, async () => {
        // An element that throws while rendering shows its fallback and only logs (report()), so a
        // story could look fine to its play function: any logged error fails the story too.
        const logged = vi.spyOn(console, 'error');
        await story.run();
        expect(logged).not.toHaveBeenCalled();
      });
    }
  });
}
