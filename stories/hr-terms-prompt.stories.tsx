import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-terms-prompt';
import type { HrTermsPromptElement } from '../elements/hr-terms-prompt';
import { heldRequest } from './support/held-request';

/*
 * <hr-terms-prompt> as a PHP layout prints it when the user has updated terms to respond to (the
 * server decides; the element shows whenever printed). MSW answers /ajax/terms/accept and
 * /ajax/terms/dismiss.
 */

const ACCEPT_URL = '/ajax/terms/accept';
const DISMISS_URL = '/ajax/terms/dismiss';
const RETRY = 'Oops. Something went wrong. Please try again.';

let posted: string[] = [];
const saved = (url: string) =>
  http.post(url, async () => {
    posted.push(url);
    await delay(150);
    return HttpResponse.json({ success: true });
  });
const answers = [saved(ACCEPT_URL), saved(DISMISS_URL)];

interface TermsPromptArgs {
  href?: string;
}

async function prompt(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrTermsPromptElement>('hr-terms-prompt');
  if (!element) throw new Error('<hr-terms-prompt> not rendered');
  const base = await waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
    if (!found) throw new Error('<hr-terms-prompt> has not rendered the prompt');
    return found;
  });
  const part = <T extends HTMLElement>(name: string) => base.querySelector<T>(`[part="${name}"]`);
  return {
    element,
    base,
    link: part<HTMLAnchorElement>('link'),
    error: part('error'),
    accept: part<HTMLButtonElement>('accept') as HTMLButtonElement,
    dismiss: part<HTMLButtonElement>('dismiss') as HTMLButtonElement,
    gone: () => waitFor(() => expect(element.shadowRoot?.querySelector('[part="base"]')).toBeNull()),
  };
}

const meta = {
  title: 'Elements/hr-terms-prompt',
  args: { href: '/legal/terms' },
  argTypes: { href: { control: 'text' } },
  render: ({ href }) => (
    <div style={{ fontSize: 15, maxWidth: 720 }}>
      <hr-terms-prompt href={href} />
      <p>Page content below the prompt.</p>
    </div>
  ),
  beforeEach() {
    posted = [];
  },
} satisfies Meta<TermsPromptArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Printed: the prompt with its link to the terms, Not Now and Accept. */
export const Shown: Story = {
  parameters: { msw: { handlers: answers } },
  play: async ({ canvasElement }) => {
    const { base, link, error, accept, dismiss } = await prompt(canvasElement);
    await expect(base).toHaveTextContent("We've updated our Terms of Service");
    await expect(link).toHaveAttribute('href', `${location.origin}/legal/terms`);
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).toHaveTextContent('');
    await expect(accept).toHaveTextContent('Accept');
    await expect(dismiss).toHaveTextContent('Not Now');
    await expect(posted).toEqual([]);
  },
};

/** Accept posts /ajax/terms/accept and the prompt closes. */
export const Accepted: Story = {
  parameters: { msw: { handlers: answers } },
  play: async ({ canvasElement }) => {
    const { element, accept, gone } = await prompt(canvasElement);
    const closes: unknown[] = [];
    element.addEventListener('hr-close', (event) => closes.push((event as CustomEvent).detail));
    await userEvent.click(accept);
    await gone();
    await expect(posted).toEqual([ACCEPT_URL]);
    await expect(closes).toEqual([{ action: 'accept' }]);
  },
};

/** Not Now posts /ajax/terms/dismiss and the prompt closes. */
export const Dismissed: Story = {
  parameters: { msw: { handlers: answers } },
  play: async ({ canvasElement }) => {
    const { dismiss, gone } = await prompt(canvasElement);
    await userEvent.click(dismiss);
    await gone();
    await expect(posted).toEqual([DISMISS_URL]);
  },
};

/** The Saving story's request, answered once the play has looked. */
const held = heldRequest();

/** While a post runs the pressed button says Saving… and the prompt is busy. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(ACCEPT_URL, async () => {
          await held.hold();
          return HttpResponse.json({ success: true });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { base, accept } = await prompt(canvasElement);
    await userEvent.click(accept);
    await waitFor(() => expect(accept).toHaveTextContent('Saving…'));
    await expect(base).toHaveAttribute('aria-busy', 'true');
    await expect(accept.getRootNode()).toHaveProperty('activeElement', accept);
    await held.release();
    await waitFor(() => expect(accept.isConnected).toBe(false));
  },
};

/** The post failed: the prompt stays and says so; a retry can still succeed. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [http.post(ACCEPT_URL, () => HttpResponse.json({ error: 'Unavailable' }, { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    const { error, accept } = await prompt(canvasElement);
    await userEvent.click(accept);
    await waitFor(() => expect(error).toHaveTextContent(RETRY));
    await expect(accept).toHaveTextContent('Accept');
  },
};

/** A terms link to a host that is not allowed (or none) shows no link; the prompt still works. */
export const WithoutLink: Story = {
  args: { href: 'https://evil.example/terms' },
  play: async ({ canvasElement }) => {
    const { link, accept } = await prompt(canvasElement);
    await expect(link).toBeNull();
    await expect(accept).toBeVisible();
  },
};
