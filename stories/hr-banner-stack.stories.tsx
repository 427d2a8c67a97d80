import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-banner-stack';

/*
 * <hr-banner-stack> with its data passed as the `banners` property (a PHP page prints the same
 * object into the config block). One story per banner and state; the page config (the user and
 * the CSRF token) goes through the `config` property. MSW answers the announcement dismissal, the
 * setup checklist and the hired-by-remote fragment the way the demo back end does.
 * Play functions query inside the open shadow root.
 */

const OWNER = { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace', isOwner: true, isAdmin: true };
const EMPLOYEE = { id: 4, employeeId: 4, firstName: 'Grace', lastName: 'Hopper' };
const CSRF = 'storybook-token';
const SETUP_KEY = 'hr-shell:setupSummaryBanner';
const PHOTO_URL = '/photos/banner-ada.svg';
const PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c9d8ea"/><circle cx="32" cy="25" r="12" fill="#5b6f86"/><path d="M10 64c2-15 11-22 22-22s20 7 22 22z" fill="#5b6f86"/></svg>`;

const B = {
  paymentMethod: { problem: 'missing', billingUrl: '/settings/account/billing' },
  gracePeriod: { daysLeftUntilSuspend: 6 },
  announcement: { id: 3, message: 'Payroll closes early this week <b>Thursday</b> & the office is closed Friday.' },
  signedInAs: { userName: 'Ada Lovelace', actorName: 'Sam Support', actorIsSupportAdmin: true },
  cancellation: { accountDaysLeft: 30, payrollDaysLeft: 14 },
  newHirePacket: { prefFirstName: 'Ada' },
  preview: { previewName: 'Grace Hopper', employeeImageUrl: PHOTO_URL, requestUri: '/employees/employee.php?id=4' },
  trial: {
    status: 'active',
    freeTrialDays: 12,
    salesNumber: '1-800-555-0142',
    companyMasterIsDemo: false,
    canClearDemoData: false,
  },
} as const;

const STEPS = {
  type: 'quickStart',
  title: 'Quick Start',
  steps: [
    { key: 'companyInfo', title: 'Add your company information', done: true, href: '/settings/company' },
    { key: 'addEmployees', title: 'Add your employees', done: true, href: '/employees/new' },
    { key: 'inviteEmployees', title: 'Invite employees to sign in', done: false, href: '/settings/users' },
    { key: 'timeOff', title: 'Set up time off', done: false, href: '/settings/time_off' },
  ],
  completedCount: 2,
  totalCount: 4,
  complete: false,
  nextStepKey: 'inviteEmployees',
};

let reads: string[] = [];
const readOk = http.post('/ajax/announcement.php', async ({ request }) => {
  if (request.headers.get('X-CSRF-Token') !== CSRF)
    return HttpResponse.json({ error: 'Invalid CSRF token.' }, { status: 403 });
  reads.push(await request.text());
  return HttpResponse.json({ success: true, id: 3 });
});
const readFails = http.post('/ajax/announcement.php', () =>
  HttpResponse.json({ error: 'The announcement service is not available right now.' }, { status: 503 }),
);
const photo = http.get(PHOTO_URL, () => new HttpResponse(PHOTO, { headers: { 'Content-Type': 'image/svg+xml' } }));
const brokenPhoto = http.get('/photos/missing.jpg', () => new HttpResponse(null, { status: 404 }));
const setupSteps = http.get('/setup/quickStart/steps/inviteEmployees', () => HttpResponse.json(STEPS));
const hiredByRemote = http.get('/employees/hired-by-remote-banner-modal', ({ request }) =>
  new URL(request.url).searchParams.get('employeeId') === '42'
    ? new HttpResponse(
        '<div class="hired-by-remote-banner" role="note"><strong>Grace Hopper was hired through a global employment provider.</strong> Compensation changes are made with the provider; changes here update the HR record only.</div>',
        { headers: { 'Content-Type': 'text/html' } },
      )
    : HttpResponse.json({ error: 'No employee with id 7.' }, { status: 404 }),
);

interface BannerStackArgs {
  banners?: object;
  user?: object | null;
  variant?: string;
  employeeId?: number;
}

function host(canvasElement: HTMLElement): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>('hr-banner-stack');
  if (!element) throw new Error('<hr-banner-stack> not rendered');
  return element;
}

/** The rendered banner `name` inside the shadow root, once React rendered it. */
function banner(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = host(canvasElement).shadowRoot?.querySelector<HTMLElement>(`[data-banner="${name}"]`);
    if (!found) throw new Error(`banner ${name} has not rendered`);
    return found;
  });
}

const shown = (canvasElement: HTMLElement) =>
  [...(host(canvasElement).shadowRoot?.querySelectorAll('[data-banner]') ?? [])].map((node) =>
    node.getAttribute('data-banner'),
  );

const meta = {
  title: 'Elements/hr-banner-stack',
  args: { banners: B, user: OWNER },
  render: ({ banners, user, variant, employeeId }) => (
    <div style={{ fontSize: 15, color: '#1f2933', maxWidth: 1100 }}>
      {createElement('hr-banner-stack', {
        banners,
        variant,
        'employee-id': employeeId,
        config: { user, csrfToken: CSRF },
      })}
      <p style={{ margin: '12px 16px' }}>The page starts here.</p>
    </div>
  ),
  parameters: { msw: { handlers: [readOk, photo, brokenPhoto, setupSteps, hiredByRemote] } },
  // No setup summary record unless a story stores one: the docs page renders SetupSummary (whose
  // beforeEach stores it) without unmounting it, so the record outlived it in the browser's storage.
  beforeEach: () => localStorage.removeItem(SETUP_KEY),
} satisfies Meta<BannerStackArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every banner at once, in the stack order of SPEC §4. */
export const FullStack: Story = {
  play: async ({ canvasElement }) => {
    await banner(canvasElement, 'trial');
    await expect(shown(canvasElement)).toEqual([
      'paymentMethod',
      'gracePeriod',
      'announcement',
      'signedInAs',
      'cancellation',
      'newHirePacket',
      'preview',
      'trial',
    ]);
    await expect(host(canvasElement).shadowRoot?.querySelector('[part="base"]')).toHaveAccessibleName(
      'Account notices',
    );
  },
};

const only = (banners: object): Partial<BannerStackArgs> => ({ banners });

/** Payment method missing: the billing link. */
export const PaymentMissing: Story = {
  args: only({ paymentMethod: B.paymentMethod }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'paymentMethod');
    await expect(node).toHaveTextContent('Your account has no payment method on file.');
    await expect(node.querySelector('a')).toHaveAttribute('href', '/settings/account/billing');
  },
};

export const PaymentExpired: Story = {
  args: only({ paymentMethod: { problem: 'expired' } }),
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement, 'paymentMethod')).toHaveTextContent('has expired');
  },
};

export const PaymentDeclined: Story = {
  args: only({ paymentMethod: { problem: 'declined' } }),
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement, 'paymentMethod')).toHaveTextContent('Your last payment was declined.');
  },
};

/** More than 8 days left: the warning style. */
export const GracePeriodWarning: Story = {
  args: only({ gracePeriod: { daysLeftUntilSuspend: 20 } }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'gracePeriod');
    await expect(node).toHaveClass('warning');
    await expect(node).toHaveTextContent('suspended in 20 days');
  },
};

/** 8 days or fewer: the error style. */
export const GracePeriodError: Story = {
  args: only({ gracePeriod: { daysLeftUntilSuspend: 8 } }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'gracePeriod');
    await expect(node).toHaveClass('error');
    await expect(node).toHaveTextContent('suspended in 8 days');
  },
};

/** 1 day left: the special message. */
export const GracePeriodLastDay: Story = {
  args: only({ gracePeriod: { daysLeftUntilSuspend: 1 } }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'gracePeriod');
    await expect(node).toHaveClass('error');
    await expect(node).toHaveTextContent('Last day! Your account will be suspended tomorrow');
  },
};

/** The message is text: its markup shows literally. */
export const Announcement: Story = {
  args: only({ announcement: B.announcement }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'announcement');
    await expect(node).toHaveTextContent('<b>Thursday</b> & the office');
    await expect(node.querySelector('b')).toBeNull();
  },
};

/** Dismiss hides it at once and POSTs action=read with the id and the CSRF token. */
export const AnnouncementDismissed: Story = {
  args: only({ announcement: B.announcement }),
  play: async ({ canvasElement }) => {
    reads = [];
    const node = await banner(canvasElement, 'announcement');
    await userEvent.click(node.querySelector<HTMLButtonElement>('[part="dismiss"]')!);
    await waitFor(() => expect(reads).toEqual(['action=read&id=3']));
    await expect(shown(canvasElement)).toEqual([]);
  },
};

/** A failed dismiss brings the announcement back with the catalogue error. */
export const AnnouncementDismissFails: Story = {
  args: only({ announcement: B.announcement }),
  parameters: { msw: { handlers: [readFails] } },
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'announcement');
    await userEvent.click(node.querySelector<HTMLButtonElement>('[part="dismiss"]')!);
    const alert = await waitFor(() => {
      const found = host(canvasElement).shadowRoot?.querySelector('[data-banner="announcement"] [role="alert"]');
      if (!found) throw new Error('no error yet');
      return found;
    });
    await expect(alert).toHaveTextContent('Oops. Something went wrong. Please try again.');
  },
};

/** A support admin signed in as the user. */
export const SignedInAsSupportAdmin: Story = {
  args: only({ signedInAs: B.signedInAs }),
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement, 'signedInAs')).toHaveTextContent(
      'You are signed in as Ada Lovelace with support admin access (Sam Support).',
    );
  },
};

/** Anyone else: 'on behalf of'. */
export const SignedInOnBehalfOf: Story = {
  args: only({ signedInAs: { ...B.signedInAs, actorName: 'Alan Admin', actorIsSupportAdmin: false } }),
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement, 'signedInAs')).toHaveTextContent(
      'Alan Admin is signed in on behalf of Ada Lovelace.',
    );
  },
};

export const Cancellation: Story = {
  args: only({ cancellation: B.cancellation }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'cancellation');
    await expect(node).toHaveTextContent('Your account closes in 30 days and payroll in 14 days.');
    await expect(node.querySelector('a')).toHaveAttribute('href', '/app/settings/cancellation');
  },
};

export const NewHirePacket: Story = {
  args: { banners: { newHirePacket: B.newHirePacket }, user: EMPLOYEE },
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'newHirePacket');
    await expect(node).toHaveTextContent('Welcome, Ada! Your new hire packet is ready.');
    await expect(node.querySelector('a')).toHaveAttribute('href', '/employees/new_hire_packet_login.php');
  },
};

/** Previewing: the link becomes a button opening 'Disabled for Previewing'; focus returns on close. */
export const NewHirePacketWhilePreviewing: Story = {
  args: { banners: { newHirePacket: B.newHirePacket, preview: B.preview }, user: EMPLOYEE },
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'newHirePacket');
    const button = node.querySelector<HTMLButtonElement>('button[part="new-hire-packet"]')!;
    await userEvent.click(button);
    const dialog = await waitFor(() => {
      const found = host(canvasElement).shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]');
      if (!found) throw new Error('the dialog did not open');
      return found;
    });
    await expect(dialog).toHaveAccessibleName('Disabled for Previewing');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(host(canvasElement).shadowRoot?.querySelector('dialog')).toBeNull());
    await waitFor(() => expect(host(canvasElement).shadowRoot?.activeElement).toBe(button));
  },
};

export const PreviewAs: Story = {
  args: only({ preview: B.preview }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'preview');
    await expect(node).toHaveTextContent('You are previewing as Grace Hopper.');
    await expect(node.querySelector('a')).toHaveAttribute(
      'href',
      `/settings/permissions/?test=0&uri=${encodeURIComponent('/employees/employee.php?id=4')}`,
    );
    await waitFor(() => expect(node.querySelector<HTMLImageElement>('img')?.naturalWidth).toBeGreaterThan(0));
  },
};

/** A broken photo falls back to the default picture. */
export const PreviewBrokenPhoto: Story = {
  args: only({ preview: { ...B.preview, employeeImageUrl: '/photos/missing.jpg' } }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'preview');
    await waitFor(() => expect(node.querySelector('svg[part="photo"]')).not.toBeNull());
    await expect(node.querySelector('img')).toBeNull();
  },
};

/** An owner in trial: days left, the quick-start link and the sales call-out. */
export const TrialOwner: Story = {
  args: only({ trial: B.trial }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'trial');
    await expect(node).toHaveTextContent('You have 12 days left in your free trial.');
    await expect(node.querySelector('a[href="/app/setup/quickstart"]')).not.toBeNull();
    await expect(node.querySelector('[part="sales"] a')).toHaveAttribute('href', 'tel:18005550142');
  },
};

/** An admin who is not the owner: no sales call-out. */
export const TrialAdmin: Story = {
  args: { banners: { trial: B.trial }, user: { ...OWNER, isOwner: false } },
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'trial');
    await expect(node.querySelector('[part="sales"]')).toBeNull();
    await expect(node.querySelector('a[href="/app/setup/quickstart"]')).not.toBeNull();
  },
};

/** A trial company on demo data. */
export const TrialOnDemoData: Story = {
  args: only({ trial: { ...B.trial, freeTrialDays: 1, companyMasterIsDemo: true } }),
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement, 'trial')).toHaveTextContent(
      'You have 1 day left in your free trial. Your company is filled with demo data.',
    );
  },
};

export const TrialExpired: Story = {
  args: only({ trial: { ...B.trial, status: 'expired' } }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'trial');
    await expect(node).toHaveTextContent('Your free trial has ended.');
    await expect(node).toHaveClass('warning');
  },
};

/** Demo data that may be cleared: the button fires hr-clear-demo-data. */
export const DemoData: Story = {
  args: only({
    trial: { ...B.trial, status: 'demo', freeTrialDays: 0, companyMasterIsDemo: true, canClearDemoData: true },
  }),
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'trial');
    await expect(node).toHaveTextContent('You are looking at demo data.');
    let fired = 0;
    canvasElement.addEventListener('hr-clear-demo-data', () => (fired += 1));
    await userEvent.click(node.querySelector<HTMLButtonElement>('[part="clear-demo-data"]')!);
    await expect(fired).toBe(1);
  },
};

/** A trial is not shown to a non-admin. */
export const TrialNotForEmployees: Story = {
  args: { banners: { trial: B.trial }, user: EMPLOYEE },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(host(canvasElement).shadowRoot?.querySelector('[part="base"]')).not.toBeNull());
    await expect(shown(canvasElement)).toEqual([]);
  },
};

/** The setup summary banner from its local-storage record and the checklist route; close clears it. */
export const SetupSummary: Story = {
  args: only({}),
  beforeEach: () => {
    localStorage.setItem(
      SETUP_KEY,
      JSON.stringify({ type: 'quickStart', stepKey: 'inviteEmployees', dataPath: '/', timeStamp: Date.now() }),
    );
    return () => localStorage.removeItem(SETUP_KEY);
  },
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'setupSummary');
    await expect(node).toHaveTextContent('Quick Start');
    await expect(node).toHaveTextContent('2 of 4 steps done');
    await expect(node.querySelector('a')).toHaveAttribute('href', '/settings/users');
    await userEvent.click(node.querySelector<HTMLButtonElement>('[part="setup-close"]')!);
    await waitFor(() => expect(shown(canvasElement)).toEqual([]));
    await expect(localStorage.getItem(SETUP_KEY)).toBeNull();
  },
};

/** The compensation modal's banner for a remotely hired employee (sanitized server fragment). */
export const HiredByRemote: Story = {
  args: { variant: 'hired-by-remote', employeeId: 42 },
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'hiredByRemote');
    await waitFor(() => expect(node).toBeVisible());
    await expect(node).toHaveTextContent('Grace Hopper was hired through a global employment provider.');
  },
};

export const HiredByRemoteFailed: Story = {
  args: { variant: 'hired-by-remote', employeeId: 7 },
  play: async ({ canvasElement }) => {
    const node = await banner(canvasElement, 'hiredByRemote');
    await waitFor(() => expect(node).toHaveTextContent('The global employment notice could not be loaded.'));
  },
};

/** Signed out: nothing at all. */
export const SignedOut: Story = {
  args: { banners: B, user: null },
  play: async ({ canvasElement }) => {
    await expect(host(canvasElement).shadowRoot?.childElementCount ?? 0).toBe(0);
  },
};
