import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-cookie-notice';
import type { HrCookieNoticeElement } from '../elements/hr-cookie-notice';
import { configure } from '../src/stores/config';
import { heldRequest } from './support/held-request';

/*
 * <hr-cookie-notice> as a PHP layout prints it for a user who has not accepted cookies: the
 * session user comes in the `config` attribute. MSW answers the two accept_cookies endpoints.
 * The notice is in the page's flow: the paragraphs around it show that it takes its own room.
 */

const ACCEPT_URL = '/settings/users/accept_cookies';
const ONBOARDING_URL = '/self_onboarding/packet/accept_cookies';
const COOKIE = 'hr_accepted_cookies';
const session = (extra: object = {}) => ({
  session: {
    id: 4,
    isOnboardingUser: false,
    isOfferLetterUser: false,
    loginType: 'password',
    acceptedCookies: false,
    ...extra,
  },
});

let posted: string[] = [];
/** Errors the page's reportError received. */
let reported: unknown[] = [];
const accepted = (url: string) =>
  http.post(url, async () => {
    posted.push(url);
    await delay(150);
    return HttpResponse.json({ success: true });
  });

const clearCookie = () => {
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
};

interface CookieNoticeArgs {
  config: object;
}

function hostOf(canvasElement: HTMLElement): HrCookieNoticeElement {
  const element = canvasElement.querySelector<HrCookieNoticeElement>('hr-cookie-notice');
  if (!element) throw new Error('<hr-cookie-notice> not rendered');
  return element;
}

async function notice(canvasElement: HTMLElement) {
  const element = hostOf(canvasElement);
  const base = await waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
    if (!found) throw new Error('<hr-cookie-notice> has not rendered the notice');
    return found;
  });
  const accept = base.querySelector<HTMLButtonElement>('[part="accept"]');
  if (!accept) throw new Error('no Got It button');
  return { element, base, accept };
}

const meta = {
  title: 'Elements/hr-cookie-notice',
  args: { config: session() },
  render: ({ config }) => (
    <div style={{ fontSize: 15, maxWidth: 720 }}>
      <p>Page content above the notice.</p>
      {createElement('hr-cookie-notice', { config })}
      <p>
        Page content below it: <a href="#top">a link the notice never covers</a>.
      </p>
    </div>
  ),
  beforeEach() {
    posted = [];
    clearCookie();
    return clearCookie;
  },
} satisfies Meta<CookieNoticeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not accepted, no cookie: the notice shows; Got It posts and closes. */
export const Shown: Story = {
  parameters: { msw: { handlers: [accepted(ACCEPT_URL), accepted(ONBOARDING_URL)] } },
  play: async ({ canvasElement }) => {
    const { element, base, accept } = await notice(canvasElement);
    await expect(base).toHaveTextContent('Surprise! We use cookies.');
    await expect(base.getAttribute('aria-labelledby')).toBeTruthy();
    const closes: unknown[] = [];
    element.addEventListener('hr-close', (event) => closes.push((event as CustomEvent).detail));
    await userEvent.click(accept);
    await waitFor(() => expect(element.shadowRoot?.querySelector('[part="base"]')).toBeNull());
    await expect(posted).toEqual([ACCEPT_URL]);
    await expect(closes).toEqual([{ saved: true }]);
    await expect(document.cookie).not.toContain(COOKIE);
  },
};

/** The Saving story's request, answered once the play has looked. */
const held = heldRequest();

/** While the post runs the button says Saving… and keeps its focus. */
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
    const { accept } = await notice(canvasElement);
    await userEvent.click(accept);
    await waitFor(() => expect(accept).toHaveTextContent('Saving…'));
    await expect(accept).toHaveAttribute('aria-disabled', 'true');
    await expect(accept.getRootNode()).toHaveProperty('activeElement', accept);
    await held.release();
    await waitFor(() => expect(accept.isConnected).toBe(false));
  },
};

/** An onboarding user's acceptance goes to the self-onboarding packet endpoint. */
export const OnboardingUser: Story = {
  args: { config: session({ isOnboardingUser: true }) },
  parameters: { msw: { handlers: [accepted(ACCEPT_URL), accepted(ONBOARDING_URL)] } },
  play: async ({ canvasElement }) => {
    const { element, accept } = await notice(canvasElement);
    await userEvent.click(accept);
    await waitFor(() => expect(element.shadowRoot?.querySelector('[part="base"]')).toBeNull());
    await expect(posted).toEqual([ONBOARDING_URL]);
  },
};

/** The post failed: the 5-year cookie remembers the choice, the error is reported, hr-error fires, and the notice closes. */
export const AcceptFailed: Story = {
  beforeEach() {
    reported = [];
    configure({ reportError: (error) => reported.push(error) });
    return () => {
      configure({ reportError: null });
      clearCookie();
    };
  },
  parameters: {
    msw: { handlers: [http.post(ACCEPT_URL, () => HttpResponse.json({ error: 'Unavailable' }, { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    const { element, accept } = await notice(canvasElement);
    const errors: unknown[] = [];
    element.addEventListener('hr-error', (event) => errors.push((event as CustomEvent).detail));
    await userEvent.click(accept);
    await waitFor(() => expect(element.shadowRoot?.querySelector('[part="base"]')).toBeNull());
    await expect(document.cookie).toContain(`${COOKIE}=1`);
    await expect(reported).toHaveLength(1);
    await expect(errors).toEqual([
      { message: "We couldn't save your cookie choice, so this browser will remember it instead.", status: 503 },
    ]);
  },
};

/** The session user already accepted: nothing renders. */
export const AlreadyAccepted: Story = {
  args: { config: session({ acceptedCookies: true }) },
  play: async ({ canvasElement }) => {
    const element = hostOf(canvasElement);
    await waitFor(() => expect(element.shadowRoot).not.toBeNull());
    await expect(element.shadowRoot?.querySelector('[part="base"]')).toBeNull();
  },
};

/** The fallback cookie of an earlier failed acceptance is present: nothing renders. */
export const CookiePresent: Story = {
  beforeEach() {
    document.cookie = `${COOKIE}=1; Path=/; Secure; SameSite=Strict`;
    return clearCookie;
  },
  play: async ({ canvasElement }) => {
    const element = hostOf(canvasElement);
    await waitFor(() => expect(element.shadowRoot).not.toBeNull());
    await expect(element.shadowRoot?.querySelector('[part="base"]')).toBeNull();
  },
};
