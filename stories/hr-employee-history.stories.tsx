import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-employee-history';
import type { EmployeeHistoryEmployee, HrEmployeeHistoryElement } from '../elements/hr-employee-history';

/*
 * <hr-employee-history> as a PHP page prints it: a trigger button, and the page's own job history
 * table as its children, slotted into the modal's body. The header's Employee comes from the
 * `employee` JSON attribute or, with `employee-id`, from the header data route (MSW answers it and
 * the photos, docs/api/people.yaml). Plays query inside the element's open shadow root.
 */

const PHOTO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(215 45% 42%)"/><text x="48" y="60" font-family="system-ui, sans-serif" font-size="38" text-anchor="middle" fill="#fff">AL</text></svg>';

const ADA: EmployeeHistoryEmployee = {
  id: 1,
  preferredName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: 'Chief Technology Officer',
  photoURL: '/story-photos/ada.svg',
};

const handlers = [
  http.get(
    '/story-photos/ada.svg',
    () => new HttpResponse(PHOTO_SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
  http.get('/story-photos/missing.png', () => new HttpResponse('Not found', { status: 404 })),
  http.get('/employees/employee_header/:id', ({ params }) =>
    HttpResponse.json({ ...ADA, id: Number(params.id), preferredName: 'Augusta Ada' }),
  ),
];

/** The job history table as the legacy page prints it inside the tag. */
function JobHistoryTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '.5em' }}>Job history</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            Effective date
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            Job title
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            Department
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Apr 1, 2022</td>
          <td>Chief Technology Officer</td>
          <td>Engineering</td>
        </tr>
        <tr>
          <td>Jan 14, 2019</td>
          <td>VP Engineering</td>
          <td>Engineering</td>
        </tr>
        <tr>
          <td>Jul 2, 2012</td>
          <td>Engineer</td>
          <td>Research &amp; Development</td>
        </tr>
      </tbody>
    </table>
  );
}

interface EmployeeHistoryArgs {
  label: string;
  heading?: string;
  employee?: EmployeeHistoryEmployee;
  employeeId?: number;
  /** A narrower modal (the dialog part's width), as on a 320 px phone. */
  narrow?: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrEmployeeHistoryElement>('hr-employee-history');
  if (!element) throw new Error('<hr-employee-history> not rendered');
  const trigger = await waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="trigger"]');
    if (!found) throw new Error('<hr-employee-history> has not rendered its trigger');
    return found;
  });
  const $ = <T extends Element = HTMLElement>(selector: string) =>
    element.shadowRoot?.querySelector<T>(selector) ?? null;
  return { element, trigger, $ };
}

/** Opens the modal from its trigger and waits for it. */
async function openFromTrigger(canvasElement: HTMLElement) {
  const parts = await ready(canvasElement);
  await userEvent.click(parts.trigger);
  const dialog = await waitFor(() => {
    const found = parts.$<HTMLDialogElement>('dialog');
    if (!found?.open) throw new Error('the modal is not open');
    return found;
  });
  return { ...parts, dialog };
}

const meta = {
  title: 'Elements/hr-employee-history',
  args: { label: 'Job history', heading: 'Job history', employee: ADA },
  argTypes: {
    label: { control: 'text' },
    heading: { control: 'text' },
    employee: { control: 'object' },
    employeeId: { control: 'number' },
    narrow: { control: 'boolean' },
  },
  parameters: { msw: { handlers } },
  render: ({ label, heading, employee, employeeId, narrow }) => (
    <>
      {narrow && <style>{'hr-employee-history::part(dialog) { width: 320px; max-width: 320px; }'}</style>}
      <hr-employee-history
        label={label}
        heading={heading}
        employee={employee ? JSON.stringify(employee) : undefined}
        employee-id={employeeId}
      >
        <JobHistoryTable />
      </hr-employee-history>
    </>
  ),
} satisfies Meta<EmployeeHistoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The trigger opens the modal: the header shows the photo, 'Ada Lovelace' and the job title, the
 * page's table is the body. Escape closes it and focus goes back to the trigger.
 */
export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const { element, trigger, dialog, $ } = await openFromTrigger(canvasElement);
    await expect($('[part="name"]')).toHaveTextContent('Ada Lovelace');
    await expect($('[part="heading"]')).toHaveTextContent('Job history');
    await expect($('[part="job-title"]')).toHaveTextContent('Chief Technology Officer');
    await expect(dialog).toHaveAccessibleName('Job history Ada Lovelace');
    const photo = await waitFor(() => {
      const img = $<HTMLImageElement>('img[part="photo"]');
      if (!img?.complete || img.naturalWidth === 0) throw new Error('the photo has not loaded');
      return img;
    });
    await expect(photo).toHaveAttribute('alt', '');
    const slot = $<HTMLSlotElement>('[part="body"] slot');
    await expect(slot?.assignedElements()[0]?.localName).toBe('table');
    await expect(element.shadowRoot?.activeElement).toBe($('h2'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect($('dialog')).toBeNull());
    await expect(element.shadowRoot?.activeElement).toBe(trigger);
  },
};

/** With `employee-id` the header data comes from the route; Close closes. */
export const FetchedHeader: Story = {
  args: { employee: undefined, employeeId: 1 },
  play: async ({ canvasElement }) => {
    const { dialog, $ } = await openFromTrigger(canvasElement);
    await waitFor(() => expect($('[part="name"]')).toHaveTextContent('Augusta Ada Lovelace'));
    await expect(dialog).toHaveAccessibleName('Job history Augusta Ada Lovelace');
    await userEvent.click($('[part="close-button"]')!);
    await waitFor(() => expect($('dialog')).toBeNull());
  },
};

/** A photo that does not load shows the default picture (SPEC §8), never a broken image. */
export const BrokenPhoto: Story = {
  args: { employee: { ...ADA, photoURL: '/story-photos/missing.png' } },
  play: async ({ canvasElement }) => {
    const { $ } = await openFromTrigger(canvasElement);
    await waitFor(() => expect($('[part="photo"]')).toHaveAttribute('data-default-photo'));
    await expect($('img')).toBeNull();
    await expect($('[part="name"]')).toHaveTextContent('Ada Lovelace');
  },
};

const LONG = {
  id: 7,
  preferredName: 'Maximiliana Alexandrina Wilhelmina-Josephina',
  lastName: 'Müller-Lüdenscheidt-Vandenberghe-Oppenheimer',
  jobTitle: 'Senior Principal Staff Engineer, Payroll Infrastructure and Internationalization',
  photoURL: '/story-photos/ada.svg',
};

/** Long names and job title in a 320 px wide modal: they wrap, nothing scrolls sideways. */
export const LongNames: Story = {
  args: { employee: LONG, narrow: true },
  play: async ({ canvasElement }) => {
    const { dialog, $ } = await openFromTrigger(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const header = $('[part="header"]')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const name = $('[part="name"]')!;
    await expect(name).toHaveTextContent(`${LONG.preferredName} ${LONG.lastName}`);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(header.getBoundingClientRect().right);
    await expect($('[part="close"]')!.getBoundingClientRect().right).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().right,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect($('dialog')).toBeNull());
  },
};
