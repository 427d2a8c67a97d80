import { useEffect, useRef, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { action } from 'storybook/actions';
import { configure as configureTesting } from 'storybook/test';
import { configure } from '../src/stores/config';
import { token } from '../src/styles/tokens';
// What a product page links before the script: the --hr-* tokens and the cloaks of elements not
// yet defined (an <hr-inline-edit> shows its server text, styled, before it upgrades).
import '../src/styles/hr-shell.css';
import { elementReference } from './element-reference';

// Play functions wait on a state for up to 15 s before they fail, in Storybook as in the stories
// test run (test/stories/setup.ts): on a busy machine a request through MSW's worker or a lazy
// chunk can take seconds, and Testing Library's 1 s default failed plays in the built Storybook.
configureTesting({ asyncUtilTimeout: 15_000 });

/** Events every hr-* element fires; they bubble and are composed, so the story root hears them. */
const HR_EVENTS = ['hr-change', 'hr-error'] as const;

/**
 * The product's text look around every story, in the canvas and on the docs page alike: its font
 * stack and text colour (src/styles/tokens.ts). Shadow styles already use the token; light-DOM
 * text (an inline edit's value before it upgrades, a story's own labels) inherits it from here
 * instead of the browser's default serif, or the docs page's font.
 */
const PRODUCT_TEXT = { fontFamily: token('font-family'), color: token('color-text') } as const;

/**
 * Logs hr-* DOM events in the Actions panel. Storybook 10's `parameters.actions.handles` needs the
 * deprecated `withActions` decorator (listening on #storybook-root, absent in portable stories), so
 * a wrapper listens instead. `display: contents` keeps it out of the layout; its children inherit
 * PRODUCT_TEXT from it all the same.
 */
function EventActions({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const listeners = HR_EVENTS.map((name) => {
      const log = action(name);
      const listener = (event: Event) => log((event as CustomEvent).detail);
      root.addEventListener(name, listener);
      return () => root.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, []);
  return (
    <div ref={ref} style={{ display: 'contents', ...PRODUCT_TEXT }}>
      {children}
    </div>
  );
}

const withEventActions: Decorator = (Story) => (
  <EventActions>
    <Story />
  </EventActions>
);

let worker: Promise<SetupWorker> | undefined;

/**
 * msw's service worker, registered once. The relative URL also works when the built Storybook is
 * served from a sub-path.
 */
function startWorker(): Promise<SetupWorker> {
  worker ??= (async () => {
    const started = setupWorker();
    await started.start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: './mockServiceWorker.js' },
    });
    return started;
  })();
  return worker;
}

// Registered as the preview loads, while the first story's modules are still on their way: the
// story's loader then finds it (nearly) ready instead of starting it.
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) void startWorker().catch(() => undefined);

// Storybook's React renderer imports its react-dom shim when the first story renders: asked for
// here, it arrives with the preview instead of after the story's own modules.
void import('@storybook/react-dom-shim');

const preview: Preview = {
  // msw-storybook-addon 3 has no initialize(): the loader takes the worker, and applies each story's
  // `parameters.msw.handlers` and resets them between stories.
  loaders: [mswLoader(startWorker)],
  // The page config a PHP page would print; re-applied per story in case one changed it.
  beforeEach() {
    configure({ csrfToken: 'storybook-token' });
  },
  decorators: [withEventActions],
  // Every element gets a docs page: its reference from docs/elements/<tag>.md, then its stories.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // The introduction before the elements: a light page for Storybook's first view.
    options: { storySort: { order: ['Introduction', 'Elements'] } },
    docs: {
      extractComponentDescription: (_component: unknown, { parameters }: { parameters: { fileName?: string } }) =>
        elementReference(parameters.fileName) ?? null,
    },
  },
};

export default preview;
