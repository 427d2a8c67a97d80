import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-date-field';
import type { HrDateFieldElement } from '../elements/hr-date-field';

/*
 * <hr-date-field> as a PHP page prints it: a visible <label for> plus the element with
 * attributes. Light DOM: play functions query the element's own input and UI directly.
 */

interface DateFieldArgs {
  label: string;
  name: string;
  value?: string;
  format?: string;
  futureOnly?: boolean;
  showDuration?: boolean;
  required?: boolean;
  disabled?: boolean;
}

function fieldIn(canvasElement: HTMLElement, selector = 'hr-date-field'): HrDateFieldElement {
  const element = canvasElement.querySelector<HrDateFieldElement>(selector);
  if (!element) throw new Error(`${selector} not rendered`);
  return element;
}

/** The element once React has rendered its calendar button. */
async function ready(canvasElement: HTMLElement, selector?: string) {
  const element = fieldIn(canvasElement, selector);
  const button = await waitFor(() => {
    const found = element.querySelector<HTMLButtonElement>('.hr-date-field__button');
    if (!found) throw new Error('<hr-date-field> has not rendered');
    return found;
  });
  return { element, button, input: element.control as HTMLInputElement };
}

/** Replaces the text and commits it (Tab away), as a keyboard user does. */
async function typeDate(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
}

const meta = {
  title: 'Elements/hr-date-field',
  args: { label: 'Hire date', name: 'hire_date' },
  argTypes: {
    format: {
      control: 'select',
      options: [
        'mm/dd/yyyy',
        'dd/mm/yyyy',
        'yyyy-mm-dd',
        'mm/dd/yy',
        'dd/mm/yy',
        'yy-mm-dd',
        'dd MMM YYYY',
        'MMM d, yyyy',
      ],
    },
    futureOnly: { name: 'future-only', control: 'boolean' },
    showDuration: { name: 'show-duration', control: 'boolean' },
  },
  render: ({ label, name, value, format, futureOnly, showDuration, required, disabled }) => (
    <form style={{ minHeight: 380 }} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`story-${name}`} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      <hr-date-field
        name={name}
        input-id={`story-${name}`}
        value={value}
        format={format}
        future-only={futureOnly || undefined}
        show-duration={showDuration || undefined}
        required={required || undefined}
        disabled={disabled || undefined}
      />
    </form>
  ),
} satisfies Meta<DateFieldArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, default mask mm/dd/yyyy: the visible format hint describes the input. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { input, button, element } = await ready(canvasElement);
    const hint = element.querySelector('.hr-date-field__hint');
    await expect(hint).toHaveTextContent('Format: mm/dd/yyyy');
    await expect(input.getAttribute('aria-describedby')).toContain(hint?.id);
    await expect(button).toHaveAccessibleName('Choose date');
    await typeDate(input, '3/4/21');
    await expect(input).toHaveValue('03/04/2021');
    await expect(element.iso).toBe('2021-03-04');
  },
};

/** The calendar open on the chosen day (the calendar button, or Alt+ArrowDown in the input). */
export const CalendarOpen: Story = {
  args: { value: '2021-03-04' },
  play: async ({ canvasElement }) => {
    const { button, element } = await ready(canvasElement);
    await userEvent.click(button);
    const calendar = element.querySelector('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(calendar).toBeVisible());
    await waitFor(() => expect(calendar.querySelector('.flatpickr-day.selected')).toHaveFocus());
  },
};

/** Today and later only: earlier days are greyed out and typed ones refused. */
export const FutureOnly: Story = {
  args: { label: 'Next review', name: 'review', futureOnly: true },
  play: async ({ canvasElement }) => {
    const { input, element } = await ready(canvasElement);
    await typeDate(input, '01/01/2020');
    await expect(element.querySelector('.hr-date-field__error')).toHaveTextContent(
      /^Enter a date between \d\d\/\d\d\/\d{4} and 12\/31\/\d{4}\.$/,
    );
    await expect(element.checkValidity()).toBe(false);
  },
};

/** A from/to pair: the start is the end's minimum and the end the start's maximum. */
export const LinkedRange: Story = {
  render: () => (
    <form style={{ minHeight: 380, display: 'flex', gap: 24 }}>
      <div>
        <label htmlFor="story-leave-start">From</label>
        <br />
        <hr-date-field
          id="leave-from"
          name="leave_start"
          input-id="story-leave-start"
          end-field="leave-to"
          value="2025-05-01"
        />
      </div>
      <div>
        <label htmlFor="story-leave-end">To</label>
        <br />
        <hr-date-field id="leave-to" name="leave_end" input-id="story-leave-end" start-field="leave-from" />
      </div>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const { input } = await ready(canvasElement, '#leave-to');
    await ready(canvasElement, '#leave-from');
    await typeDate(input, '04/30/2025');
    await expect(fieldIn(canvasElement, '#leave-to').querySelector('.hr-date-field__error')).toHaveTextContent(
      /^Enter a date between 05\/01\/2025 and /,
    );
    await typeDate(input, '05/15/2025');
    await expect(fieldIn(canvasElement, '#leave-to').checkValidity()).toBe(true);
  },
};

/** 'MMM d, yyyy' with the distance to today: 'Mar 4, 2021 (5y, 8m, 18d)'. */
export const Duration: Story = {
  args: { value: '2021-03-04', showDuration: true },
  play: async ({ canvasElement }) => {
    const { element } = await ready(canvasElement);
    await expect(element.querySelector('.hr-date-field__duration')).toHaveTextContent(
      /^Mar 4, 2021 \(\d+y, \d+m, \d+d\)$/,
    );
  },
};

/** Another mask (dd MMM YYYY): typing a month name works, ISO from the page is shown in the mask. */
export const NamedMonth: Story = {
  args: { label: 'Birth date', name: 'birth', format: 'dd MMM YYYY', value: '1990-07-08' },
  play: async ({ canvasElement }) => {
    const { input } = await ready(canvasElement);
    await expect(input).toHaveValue('08 Jul 1990');
  },
};

/** A bad date is kept as typed, explained, and blocks the form. */
export const Invalid: Story = {
  args: { value: '02/30/2024', required: true },
  play: async ({ canvasElement }) => {
    const { input, element } = await ready(canvasElement);
    await expect(input).toHaveValue('02/30/2024');
    await expect(element.querySelector('.hr-date-field__error')).toHaveTextContent('Invalid date format.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect((canvasElement.querySelector('form') as HTMLFormElement).checkValidity()).toBe(false);
  },
};

export const Disabled: Story = {
  args: { value: '2021-03-04', disabled: true },
  play: async ({ canvasElement }) => {
    const { input, button } = await ready(canvasElement);
    await expect(input).toBeDisabled();
    await expect(button).toBeDisabled();
  },
};

/** Inside a modal <dialog>: the calendar is part of the element, so the dialog does not make it inert. */
function DialogDemo() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open && typeof element.showModal === 'function') element.showModal();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby="story-dialog-title" style={{ minHeight: 400, minWidth: 340 }}>
      <h2 id="story-dialog-title">Request leave</h2>
      <form method="dialog">
        <label htmlFor="story-dialog-date">First day</label>
        <br />
        <hr-date-field name="first_day" input-id="story-dialog-date" future-only />
      </form>
    </dialog>
  );
}

export const InsideDialog: Story = {
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const { button, element } = await ready(canvasElement);
    await userEvent.click(button);
    const calendar = element.querySelector('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(calendar).toBeVisible());
    await expect(calendar.closest('dialog')).not.toBeNull();
  },
};
