import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-time-tracking-toggle';
import type { HrTimeTrackingToggleElement } from '../elements/hr-time-tracking-toggle';
import { navigation } from '../src/lib/navigation';

/*
 * <hr-time-tracking-toggle> as a PHP page prints it in an employee row. MSW answers the
 * time-tracking routes (docs/api/workflows.yaml) per story. The page's reload goes through the
 * navigation seam, replaced here so a play never reloads Storybook. The switch and its dialogs
 * render in the element's open shadow root: plays query inside it.
 */

const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";
const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } });
const MODAL = (route: string, sentence: string, fields: string) =>
  `<div class="time-tracking-modal"><p>${sentence}</p><form method="post" action="/time-tracking/${route}?employeeId=10">${fields}<script>window.storyPwned = true</script></form></div>`;
const GROUPS =
  '<label for="g10">Time tracking group</label><select id="g10" name="groupId"><option value="1">Hourly Staff</option><option value="2">Salaried &amp; Exempt</option></select>';
const ENABLE = MODAL(
  'enable-time-tracking-modal',
  'Turn on time tracking for <strong>Ada Lovelace</strong>? They will be able to track time worked and use the timesheet.',
  GROUPS,
);
const CHANGE_GROUP = MODAL(
  'change-group-modal',
  'Choose the time tracking group for <strong>Ada Lovelace</strong>.',
  GROUPS,
);
const MISSING = MODAL(
  'missing-data-modal',
  'Before time tracking can be turned on for <strong>Ada Lovelace</strong>, we need their overtime status: overtime is calculated by law from it.',
  '<label for="o10">Overtime status</label><select id="o10" name="overtimeStatus" required><option value="">Select an option</option><option value="non_exempt">Non-exempt (paid overtime)</option><option value="exempt">Exempt (no overtime)</option></select>',
);
const NO_PAY_SCHEDULE =
  '<p><strong>Ada Lovelace</strong> isn\'t on a pay schedule yet. Time tracking needs one to know which pay period their hours belong to.</p><p><a href="/employees/employee.php?id=10">Add a pay schedule on their Job tab</a>, then turn time tracking on again.</p>';

type Answer = () => Response | Promise<Response>;
interface Answers {
  missing?: Answer;
  enableModal?: Answer;
  enable?: Answer;
  disable?: Answer;
}

const routes = ({ missing, enableModal, enable, disable }: Answers = {}) => [
  http.get('/time_tracking/settings', () =>
    HttpResponse.json({
      mode: 'group',
      configurations: [
        { id: 1, name: 'Hourly Staff', employeeCount: 4 },
        { id: 2, name: 'Salaried & Exempt', employeeCount: 3 },
      ],
    }),
  ),
  http.get('/time-tracking/missing-data-modal', () => (missing ? missing() : new HttpResponse(null, { status: 204 }))),
  http.post('/time-tracking/missing-data-modal', () => HttpResponse.json({ status: 'SUCCESS' })),
  http.get('/time-tracking/enable-time-tracking-modal', () => (enableModal ? enableModal() : html(ENABLE))),
  http.post('/time-tracking/enable-time-tracking-modal', () =>
    enable ? enable() : HttpResponse.json({ status: 'SUCCESS' }),
  ),
  http.post('/time-tracking/disable-time-tracking', () =>
    disable ? disable() : HttpResponse.json({ status: 'SUCCESS' }),
  ),
  http.get('/time-tracking/no-pay-schedule-modal', () => html(NO_PAY_SCHEDULE)),
  http.get('/time-tracking/change-group-modal', () => html(CHANGE_GROUP)),
  http.post('/time-tracking/change-group-modal', () => HttpResponse.json({ status: 'SUCCESS', groupId: 2 })),
];

interface ToggleArgs {
  employeeId: string;
  enabled?: boolean;
  employeeName?: string;
}

/** Reloads asked for by the element in this story (the seam never reloads Storybook). */
const reloads: string[] = [];
navigation.reload = () => void reloads.push('reload');
navigation.assign = (href: string) => void reloads.push(href);

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrTimeTrackingToggleElement>('hr-time-tracking-toggle');
  if (!element) throw new Error('<hr-time-tracking-toggle> not rendered');
  const toggle = await waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLButtonElement>('[part="switch"]');
    if (!found) throw new Error('<hr-time-tracking-toggle> has not rendered its switch');
    return found;
  });
  const root = element.shadowRoot as ShadowRoot;
  const part = (name: string) => root.querySelector<HTMLElement>(`[part~="${name}"]`);
  const found = async (name: string) =>
    waitFor(() => {
      const node = part(name);
      if (!node) throw new Error(`no [part="${name}"] yet`);
      return node;
    });
  return { element, toggle, root, part, found };
}

async function openEnable(canvasElement: HTMLElement) {
  const parts = await ready(canvasElement);
  await userEvent.click(parts.toggle);
  const dialog = await parts.found('dialog');
  await waitFor(() => expect(parts.root.querySelector('[part="fields"] select')).not.toBeNull());
  return { ...parts, dialog };
}

const meta = {
  title: 'Elements/hr-time-tracking-toggle',
  args: { employeeId: '10', employeeName: 'Ada Lovelace' },
  argTypes: {
    employeeId: { control: 'text' },
    enabled: { control: 'boolean' },
    employeeName: { control: 'text' },
  },
  render: ({ employeeId, enabled, employeeName }) => (
    <div style={{ minHeight: 560, fontSize: 14 }}>
      <hr-time-tracking-toggle
        employee-id={employeeId}
        enabled={enabled || undefined}
        employee-name={employeeName}
        config={JSON.stringify({ features: {} })}
      />
    </div>
  ),
  parameters: { msw: { handlers: routes() } },
} satisfies Meta<ToggleArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: a switch named for the employee, no request until the user acts. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const { toggle, part } = await ready(canvasElement);
    await expect(toggle).toHaveAttribute('role', 'switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleName(expect.stringContaining('Time tracking for Ada Lovelace'));
    await expect(part('change-group')).toBeNull();
  },
};

/** On, with two configurations: the change-group link beside the switch opens its modal. */
export const OnWithChangeGroup: Story = {
  args: { employeeId: '12', enabled: true },
  play: async ({ canvasElement }) => {
    const { toggle, found, root } = await ready(canvasElement);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const link = await found('change-group');
    await expect(link).toHaveAccessibleName('Change group for Ada Lovelace');
    await userEvent.click(link);
    await waitFor(() => expect(root.querySelector('[part="title"]')).toHaveTextContent('Change Time Tracking Group'));
    await waitFor(() => expect(root.querySelector('[part="fields"] select')).not.toBeNull());
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="cancel"]')!);
    await waitFor(() => expect(root.querySelector('[part="dialog"]')).toBeNull());
  },
};

/** The enable modal: the server's body, sanitized (its script never runs), as a real form; focus on its field. */
export const EnableModal: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, root } = await openEnable(canvasElement);
    await expect(dialog).toHaveAccessibleName('Enable Time Tracking');
    await expect(root.querySelector('[part="intro"]')).toHaveTextContent('Turn on time tracking for Ada Lovelace?');
    await waitFor(() => expect(root.activeElement).toBe(root.querySelector('select[name="groupId"]')));
    await expect(root.querySelector('script')).toBeNull();
    await expect((window as { storyPwned?: boolean }).storyPwned).toBeUndefined();
  },
};

/** While the enable modal's body is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: routes({ enableModal: () => delay('infinite').then(() => html(ENABLE)) }) } },
  play: async ({ canvasElement }) => {
    const { toggle, found } = await ready(canvasElement);
    await userEvent.click(toggle);
    await expect(await found('loader')).toHaveTextContent('Loading…');
  },
};

/** Outside the custom-overtime feature, missing data first: the prompt, then the enable modal. */
export const MissingData: Story = {
  parameters: { msw: { handlers: routes({ missing: () => html(MISSING) }) } },
  play: async ({ canvasElement }) => {
    const { dialog, root } = await openEnable(canvasElement);
    await expect(dialog).toHaveAccessibleName('A Few Details First');
    await userEvent.selectOptions(root.querySelector<HTMLSelectElement>('select[name="overtimeStatus"]')!, 'exempt');
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="submit"]')!);
    await waitFor(() => expect(root.querySelector('[part="title"]')).toHaveTextContent('Enable Time Tracking'));
    await waitFor(() => expect(root.querySelector('select[name="groupId"]')).not.toBeNull());
  },
};

/** Enabled: the message of SPEC §4; OK reloads the page. */
export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    const { root, toggle } = await openEnable(canvasElement);
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="submit"]')!);
    await waitFor(() =>
      expect(root.querySelector('[part="status"]')).toHaveTextContent(
        'Time tracking has been enabled for this employee!',
      ),
    );
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(root.activeElement).toBe(root.querySelector('[part="done"]')));
    const before = reloads.length;
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="done"]')!);
    await expect(reloads.slice(before)).toEqual(['reload']);
  },
};

/** FAIL no_pay_schedule: the enable modal gives way to the no-pay-schedule modal. */
export const NoPaySchedule: Story = {
  parameters: {
    msw: { handlers: routes({ enable: () => HttpResponse.json({ status: 'FAIL', reason: 'no_pay_schedule' }) }) },
  },
  play: async ({ canvasElement }) => {
    const { root } = await openEnable(canvasElement);
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="submit"]')!);
    await waitFor(() => expect(root.querySelector('[part="intro"] a')).not.toBeNull());
    await expect(root.querySelector('[part="dialog"]')).toHaveAccessibleName('No Pay Schedule');
    await expect(root.querySelector('[part="form"]')).toBeNull();
    await expect(root.querySelector('[part="intro"] a')).toHaveAttribute(
      'href',
      `${location.origin}/employees/employee.php?id=10`,
    );
  },
};

/** Any other failure: the default error in the dialog; the form keeps what was chosen. */
export const Failed: Story = {
  parameters: { msw: { handlers: routes({ enable: () => HttpResponse.json({ status: 'FAIL' }) }) } },
  play: async ({ canvasElement }) => {
    const { root, toggle, found } = await openEnable(canvasElement);
    await userEvent.selectOptions(root.querySelector<HTMLSelectElement>('select[name="groupId"]')!, '2');
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="submit"]')!);
    await expect(await found('error')).toHaveTextContent('Sorry, something went wrong. Try giving it another shot?');
    await expect(root.querySelector<HTMLSelectElement>('select[name="groupId"]')!.value).toBe('2');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** An assumed-user session: the save is refused with the permission-test message; nothing changes. */
export const AssumedUserRefused: Story = {
  parameters: {
    msw: { handlers: routes({ enable: () => HttpResponse.json({ error: PERMISSION_TEST }, { status: 403 }) }) },
  },
  play: async ({ canvasElement }) => {
    const { root, toggle, found } = await openEnable(canvasElement);
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="submit"]')!);
    await expect(await found('error')).toHaveTextContent(PERMISSION_TEST);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** Disabled: one POST, then the message of SPEC §4. */
export const Disabled: Story = {
  args: { employeeId: '12', enabled: true },
  play: async ({ canvasElement }) => {
    const { toggle, part } = await ready(canvasElement);
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(part('status')).toHaveTextContent(
        'OK, this employee will no longer be able to track time worked or access the timesheet.',
      ),
    );
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  },
};

/** SPEC §5: an employee id that is not an integer of at least 1 is logged and leaves the switch disabled. */
export const InvalidEmployeeId: Story = {
  args: { employeeId: '0' },
  // The element's console error is the point of the story (the static Storybook check expects it).
  tags: ['logs-error'],
  play: async ({ canvasElement }) => {
    const { toggle } = await ready(canvasElement);
    await expect(toggle).toBeDisabled();
    // The test runner fails a story on any console.error: this one is the point of the story.
    const logged = console.error as unknown as Partial<{ mock: { calls: unknown[][] }; mockClear(): void }>;
    if (logged.mock && logged.mockClear) {
      await expect(String(logged.mock.calls[0]?.[0])).toContain('employee-id must be an integer of at least 1');
      logged.mockClear();
    }
  },
};
