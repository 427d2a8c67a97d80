import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-employee-snapshot';
import type { HrEmployeeSnapshotElement } from '../elements/hr-employee-snapshot';

/*
 * <hr-employee-snapshot> as the shared layout prints it: nothing shows until an employee is
 * opened. Each play calls `open()` (what an `hr-snapshot-open` event does) and MSW answers the
 * snapshot routes (docs/api/snapshot.yaml) per story. The dialog renders in the element's open
 * shadow root: plays query inside it.
 */

const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d7ee"/><circle cx="32" cy="25" r="12" fill="#1d5fbf"/><path d="M10 60a22 22 0 0 1 44 0" fill="#1d5fbf"/></svg>',
  );

const SUMMARY = {
  department: 'Engineering',
  employeePhotoUrl: PHOTO,
  employeeName: 'Ada Lovelace',
  profileLink: '/employees/employee.php?id=1',
  jobTitle: 'Chief Technology Officer',
  statuses: ['Active', 'Manager'],
};
const REPORTS = Array.from({ length: 13 }, (_, i) => `Report Person ${i + 1}`);
const HISTORY = [
  { title: 'Chief Technology Officer', startDate: '2022-04-01', endDate: null, salary: '$185,000.00' },
  { title: 'VP Engineering', startDate: '2019-01-14', endDate: '2022-03-31', salary: '$160,000.00' },
  { title: 'Engineering Manager', startDate: '2016-06-01', endDate: '2019-01-13', salary: '$130,000.00' },
  { title: 'Engineer', startDate: 'Summer 2012', endDate: '2016-05-31', salary: '$95,000.00' },
];
const DEFAULT_DATA = {
  layout: [
    {
      token: 'basicInformation',
      title: 'Basic Information',
      items: ['employeeNumber', 'status', 'birthDate', 'workEmail', 'workPhone'],
    },
    { token: 'jobInformation', title: 'Job Information', items: ['hireDate', 'department', 'location', 'teams'] },
    { token: 'reportsInformation', title: 'Reports', items: ['reportsTo', 'directReports'] },
    { token: 'jobHistory', title: 'Job History', items: ['jobHistoryTimeline'] },
  ],
  models: {
    employeeNumber: { type: 'name-value-pair', label: 'Employee #', value: '0001' },
    status: { type: 'name-value-pair', label: 'Status', value: 'Active' },
    birthDate: { type: 'name-value-pair', label: 'Birth Date', value: '1985-12-10' },
    workEmail: { type: 'link', label: 'Work Email', value: 'ada@acme.example' },
    workPhone: { type: 'link', label: 'Work Phone', value: '+1 555 010 2030' },
    hireDate: { type: 'name-value-pair', label: 'Hire Date', value: '2012-07-02' },
    department: { type: 'name-value-pair', label: 'Department', value: 'Engineering' },
    location: { type: 'name-value-pair', label: 'Location', value: 'London' },
    teams: { type: 'hover', label: 'Teams', value: '2 teams', items: ['Platform', 'Leadership'] },
    reportsTo: { type: 'link', label: 'Reports To', value: null },
    directReports: {
      type: 'hover',
      label: 'Direct Reports',
      value: '13 direct reports',
      items: REPORTS.slice(0, 10),
    },
    jobHistoryTimeline: { type: 'timeline', label: 'Job History', items: HISTORY.slice(0, 3) },
  },
  orchestration: {
    birthDate: { convertDate: 'birth-date' },
    hireDate: { convertDate: 'hire-date' },
    workEmail: { link: 'mailto:ada@acme.example' },
    workPhone: { link: 'tel:+15550102030' },
    teams: { hoverAction: 'show-list' },
    directReports: { hoverAction: 'show-list', showMore: { label: 'Show 3 more', items: REPORTS } },
    jobHistoryTimeline: { showMore: { label: 'Show 1 more', items: HISTORY } },
  },
};
const CONTEXT_DATA = {
  layout: [{ token: 'jobInformation', title: 'Job Information', items: ['hireDate', 'department'] }],
  models: {
    hireDate: { type: 'name-value-pair', label: 'Hire Date', value: '2012-07-02' },
    department: { type: 'name-value-pair', label: 'Department', value: 'Engineering' },
  },
  orchestration: { hireDate: { convertDate: 'hire-date' } },
  context: 'hiring',
};
const CONTEXT_URL = '/employees/snapshot/context/1?context=hiring';

const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

interface Answers {
  summary?: () => Response | Promise<Response>;
  data?: () => Response | Promise<Response>;
  context?: () => Response | Promise<Response>;
}

/** The four snapshot routes, answered as the story says (the fixtures otherwise). */
const routes = ({ summary, data, context }: Answers = {}) => [
  http.get('/employees/snapshot/context/:id', () => (context ? context() : json(CONTEXT_DATA))),
  http.get('/employees/snapshot/:id/summary', () => (summary ? summary() : json(SUMMARY))),
  http.get('/employees/employee_summary/:id', () => (summary ? summary() : json(SUMMARY))),
  http.get('/employees/snapshot/:id', () => (data ? data() : json(DEFAULT_DATA))),
];

interface SnapshotArgs {
  employeeId: number;
  contextUrl?: string;
}

async function openSnapshot(canvasElement: HTMLElement, { employeeId, contextUrl }: SnapshotArgs) {
  const element = canvasElement.querySelector<HrEmployeeSnapshotElement>('hr-employee-snapshot');
  if (!element) throw new Error('<hr-employee-snapshot> not rendered');
  await waitFor(() => expect(element.shadowRoot).not.toBeNull());
  element.open(employeeId, contextUrl);
  const root = element.shadowRoot as ShadowRoot;
  const dialog = await waitFor(() => {
    const found = root.querySelector<HTMLDialogElement>('dialog[open]');
    if (!found) throw new Error('the snapshot dialog has not opened');
    return found;
  });
  return { element, root, dialog };
}

const meta = {
  title: 'Elements/hr-employee-snapshot',
  args: { employeeId: 1 },
  argTypes: { employeeId: { control: 'number' }, contextUrl: { control: 'text' } },
  render: ({ employeeId, contextUrl }) => (
    <div style={{ minHeight: 860, fontSize: 14 }}>
      <button
        type="button"
        onClick={(event) =>
          event.currentTarget.dispatchEvent(
            new CustomEvent('hr-snapshot-open', {
              bubbles: true,
              composed: true,
              detail: contextUrl ? { employeeId, contextUrl } : { employeeId },
            }),
          )
        }
      >
        Open the snapshot of employee {employeeId}
      </button>
      <hr-employee-snapshot />
    </div>
  ),
  parameters: { msw: { handlers: routes() } },
} satisfies Meta<SnapshotArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default summary and sections; dates converted with their duration; sections collapse. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { root, dialog } = await openSnapshot(canvasElement, { employeeId: 1 });
    await waitFor(() => expect(root.querySelectorAll('[part="section"]')).toHaveLength(4));
    await expect(dialog).toHaveAccessibleName('Employee Snapshot');
    await expect(root.querySelector('.snapshot-name')).toHaveTextContent('Ada Lovelace');
    await expect(root.querySelector('.snapshot-profile')).toHaveAttribute('href', expect.stringContaining('id=1'));
    await expect(root.querySelector('.snapshot-body')).toHaveTextContent(/Dec 10, 1985 \(\d+y, \d+m, \d+d\)/);
    await expect(root.querySelector('a[href="tel:+15550102030"]')).toHaveTextContent('+1 555 010 2030');
    await expect(root.querySelector('.snapshot-timeline')).toHaveTextContent('Apr 1, 2022 – Present');
    const toggle = root.querySelector<HTMLButtonElement>('[data-section="jobHistory"] h3 button')!;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const more = [...root.querySelectorAll<HTMLButtonElement>('.snapshot-timeline-item .snapshot-more')][0]!;
    await userEvent.click(more);
    await expect(root.querySelectorAll('.snapshot-timeline li')).toHaveLength(4);
    await expect(root.querySelector('.snapshot-timeline')).toHaveTextContent('Summer 2012 – May 31, 2016');
  },
};

/** Answers that take longer than 200 ms show the loader. */
export const Loading: Story = {
  parameters: { msw: { handlers: routes({ data: () => delay('infinite').then(() => json(DEFAULT_DATA)) }) } },
  play: async ({ canvasElement }) => {
    const { root } = await openSnapshot(canvasElement, { employeeId: 1 });
    await waitFor(() =>
      expect(root.querySelector('[part="loader"]')).toHaveTextContent('Loading the employee snapshot…'),
    );
    await expect(root.querySelector('[part="section"]')).toBeNull();
  },
};

/** With a context URL the context data shows first; Back shows the default, 'Employee Summary' returns. */
export const Context: Story = {
  args: { contextUrl: CONTEXT_URL },
  play: async ({ canvasElement }) => {
    const { root } = await openSnapshot(canvasElement, { employeeId: 1, contextUrl: CONTEXT_URL });
    await waitFor(() => expect(root.querySelectorAll('[part="section"]')).toHaveLength(1));
    await userEvent.click(root.querySelector<HTMLButtonElement>('.snapshot-link-button')!);
    await waitFor(() => expect(root.querySelectorAll('[part="section"]')).toHaveLength(4));
    const back = root.querySelector<HTMLButtonElement>('.snapshot-link-button')!;
    await expect(back).toHaveTextContent('Employee Summary');
    await userEvent.click(back);
    await waitFor(() => expect(root.querySelectorAll('[part="section"]')).toHaveLength(1));
  },
};

/** An empty layout: 'Nothing More to See Here'. */
export const Empty: Story = {
  parameters: { msw: { handlers: routes({ data: () => json({ layout: [], models: {}, orchestration: {} }) }) } },
  play: async ({ canvasElement }) => {
    const { root } = await openSnapshot(canvasElement, { employeeId: 1 });
    await waitFor(() => expect(root.querySelector('[part="empty"]')).toHaveTextContent('Nothing More to See Here'));
  },
};

/** The summary request failed. */
export const SummaryError: Story = {
  parameters: { msw: { handlers: routes({ summary: () => json({ error: 'x' }, 404) }) } },
  play: async ({ canvasElement }) => {
    const { root } = await openSnapshot(canvasElement, { employeeId: 1 });
    await waitFor(() =>
      expect(root.querySelector('[part="error"]')).toHaveTextContent('Error getting employee summary data'),
    );
    await waitFor(() => expect(root.querySelectorAll('[part="section"]')).toHaveLength(4));
  },
};

/** The default snapshot request failed. */
export const DefaultError: Story = {
  parameters: { msw: { handlers: routes({ data: () => json({ error: 'x' }, 404) }) } },
  play: async ({ canvasElement }) => {
    const { root } = await openSnapshot(canvasElement, { employeeId: 1 });
    await waitFor(() =>
      expect(root.querySelector('[part="error"]')).toHaveTextContent('Error getting default employee snapshot data'),
    );
  },
};

/** The context request failed. */
export const ContextError: Story = {
  args: { contextUrl: CONTEXT_URL },
  parameters: { msw: { handlers: routes({ context: () => json({ error: 'x' }, 404) }) } },
  play: async ({ canvasElement }) => {
    const { root } = await openSnapshot(canvasElement, { employeeId: 1, contextUrl: CONTEXT_URL });
    await waitFor(() =>
      expect(root.querySelector('[part="error"]')).toHaveTextContent('Error getting employee snapshot context data'),
    );
  },
};

/** The server refused (an offer-letter user opening someone else): its reason shows. */
export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: routes({
        summary: () => json({ error: 'You can only see your own employee snapshot.' }, 403),
        data: () => json({ error: 'You can only see your own employee snapshot.' }, 403),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { root } = await openSnapshot(canvasElement, { employeeId: 1 });
    await waitFor(() => expect(root.querySelectorAll('[part="error"]')).toHaveLength(2));
    await expect(root.querySelector('[part="error"]')).toHaveTextContent(
      'You can only see your own employee snapshot.',
    );
  },
};

/** A photo that does not load becomes the default picture. */
export const BrokenPhoto: Story = {
  parameters: {
    msw: { handlers: routes({ summary: () => json({ ...SUMMARY, employeePhotoUrl: '/photos/missing-photo.jpg' }) }) },
  },
  play: async ({ canvasElement }) => {
    const { root } = await openSnapshot(canvasElement, { employeeId: 1 });
    await waitFor(() => expect(root.querySelector('[data-default-photo]')).not.toBeNull());
    await expect(root.querySelector('img[part="photo"]')).toBeNull();
  },
};

/** Hovering or focusing a list value shows its popover (16 px arrow); Show more lists everyone. */
export const HoverPopover: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await openSnapshot(canvasElement, { employeeId: 1 });
    const value = await waitFor(() => {
      const found = [...root.querySelectorAll<HTMLButtonElement>('.snapshot-hover-button')].find(
        (button) => button.textContent === '13 direct reports',
      );
      if (!found) throw new Error('no direct reports value');
      return found;
    });
    await userEvent.hover(value);
    const popover = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('.snapshot-popover');
      if (!found) throw new Error('no popover');
      return found;
    });
    await expect(value).toHaveAttribute('aria-expanded', 'true');
    await expect(popover.querySelectorAll('li')).toHaveLength(10);
    await waitFor(() => expect(popover.dataset.side).toBeDefined());
    const arrow = popover.querySelector<HTMLElement>('.hr-popover-arrow')!;
    await expect(getComputedStyle(arrow).borderLeftWidth).toBe('16px');
    await userEvent.click(popover.querySelector<HTMLButtonElement>('.snapshot-more')!);
    await expect(popover.querySelectorAll('li')).toHaveLength(13);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(root.querySelector('.snapshot-popover')).toBeNull());
    await expect(root.querySelector('dialog[open]')).not.toBeNull();
  },
};
