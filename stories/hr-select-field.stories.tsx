import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-select-field';
import type { HrSelectFieldElement } from '../elements/hr-select-field';

/*
 * <hr-select-field> as a PHP page prints it: a visible <label for> and the page's own <select> inside
 * the element. Light DOM: play functions query the element's combobox and listbox directly.
 */

interface SelectArgs {
  label: string;
  name: string;
  placeholder?: string;
  searchThreshold?: number;
  datePicker?: boolean;
  required?: boolean;
  disabled?: boolean;
}

const SHIFTS = [
  ['day', 'Day'],
  ['evening', 'Evening'],
  ['night', 'Night'],
  ['weekend', 'Weekend'],
] as const;

const DEPARTMENTS = [
  ['fac', 'Facilities'],
  ['log', 'Logistics'],
  ['sec', 'Security'],
  ['hr', 'Human Resources'],
  ['pay', 'Payroll'],
  ['rec', 'Recruiting'],
  ['eng', 'Engineering'],
  ['des', 'Design'],
  ['ext', 'Société Générale'],
  ['xss', '<img src=x onerror=alert(1)>'],
] as const;

const LANGUAGES = [
  ['en', 'English'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['pt', 'Português'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['ja', 'Japanese'],
  ['zh', 'Chinese'],
] as const;

const options = (list: ReadonlyArray<readonly [string, string]>) =>
  list.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));

function Field({ args, id, children }: { args: SelectArgs; id: string; children: ReactNode }) {
  return (
    // Room under the field for the open list (at most 269 px high).
    <form style={{ minHeight: 360, maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {args.label}
      </label>
      <hr-select-field
        placeholder={args.placeholder}
        search-threshold={args.searchThreshold}
        date-picker={args.datePicker || undefined}
        required={args.required || undefined}
        disabled={args.disabled || undefined}
        style={{ width: '100%' }}
      >
        {children}
      </hr-select-field>
    </form>
  );
}

/** The element once React has rendered its combobox. */
async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrSelectFieldElement>('hr-select-field');
  if (!element) throw new Error('hr-select-field not rendered');
  const combobox = await waitFor(() => {
    const found = element.querySelector<HTMLElement>('[role="combobox"]');
    if (!found) throw new Error('<hr-select-field> has not rendered');
    return found;
  });
  const shown = () =>
    [...element.querySelectorAll<HTMLElement>('[role="option"]')].filter((option) => !option.closest('[hidden]'));
  const activeText = () => {
    const id = combobox.getAttribute('aria-activedescendant');
    return id ? element.querySelector(`#${CSS.escape(id)}`)?.textContent : null;
  };
  return { element, combobox, shown, activeText, select: element.control as HTMLSelectElement };
}

const meta = {
  title: 'Elements/hr-select-field',
  args: { label: 'Shift', name: 'shift' },
  argTypes: {
    searchThreshold: { name: 'search-threshold', control: 'number' },
    datePicker: { name: 'date-picker', control: 'boolean' },
  },
  render: (args) => (
    <Field args={args} id="story-shift">
      <select id="story-shift" name={args.name} defaultValue="evening">
        {options(SHIFTS)}
      </select>
    </Field>
  ),
} satisfies Meta<SelectArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four options: a select-only combobox (no search box); arrows and Enter choose. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    const { element, combobox, activeText } = await ready(canvasElement);
    await expect(combobox.localName).toBe('div');
    await expect(combobox.textContent).toBe('Evening');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    await expect(activeText()).toBe('Evening');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(element.value).toBe('night'));
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Ten options: the combobox is a search box; matching ignores accents and case; option text is never markup. */
export const WithSearch: Story = {
  args: { label: 'Department', name: 'department' },
  render: (args) => (
    <Field args={args} id="story-department">
      <select id="story-department" name={args.name} defaultValue="">
        <option value="">Select a department</option>
        {options(DEPARTMENTS)}
      </select>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const { element, combobox, shown } = await ready(canvasElement);
    await expect(combobox.localName).toBe('input');
    await expect(combobox).toHaveAttribute('placeholder', 'Select a department');
    await userEvent.type(combobox, 'SOCIETE');
    await waitFor(() => expect(shown().map((option) => option.textContent)).toEqual(['Société Générale']));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(element.value).toBe('ext'));
    await expect(element.querySelector('[data-hr-ui] img')).toBeNull();
  },
};

/** A multiple select: chosen options are tokens, the list stays open, Backspace removes the last. */
export const Multiple: Story = {
  args: { label: 'Languages', name: 'languages[]' },
  render: (args) => (
    <Field args={args} id="story-languages">
      <select id="story-languages" name={args.name} multiple defaultValue={['en', 'de']}>
        {options(LANGUAGES)}
      </select>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const { element, combobox } = await ready(canvasElement);
    const tokens = () =>
      [...element.querySelectorAll('.hr-select-field__token-text')].map((token) => token.textContent);
    await expect(tokens()).toEqual(['English', 'Deutsch']);
    await expect(element.querySelector('[role="listbox"]')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.type(combobox, 'pol');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tokens()).toEqual(['English', 'Deutsch', 'Polski']));
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(element.values).toEqual(['en', 'de']));
  },
};

/** Option groups become labelled groups of the listbox. */
export const Groups: Story = {
  args: { label: 'Department', name: 'department', required: true },
  render: (args) => (
    <Field args={args} id="story-groups">
      <select id="story-groups" name={args.name} defaultValue="">
        <option value="">Select a department</option>
        <optgroup label="Operations">{options(DEPARTMENTS.slice(0, 3))}</optgroup>
        <optgroup label="People">{options(DEPARTMENTS.slice(3, 6))}</optgroup>
        <optgroup label="Product">{options(DEPARTMENTS.slice(6, 8))}</optgroup>
      </select>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const { element, combobox } = await ready(canvasElement);
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    const groups = [...element.querySelectorAll('[role="group"]')].map((group) => group.getAttribute('aria-label'));
    await expect(groups).toEqual(['Operations', 'People', 'Product']);
  },
};

/** Disabled options (and a disabled group) are shown but skipped by the keyboard and not choosable. */
export const DisabledOptions: Story = {
  render: (args) => (
    <Field args={args} id="story-disabled-options">
      <select id="story-disabled-options" name={args.name} defaultValue="day">
        <option value="day">Day</option>
        <option value="evening" disabled>
          Evening (full)
        </option>
        <optgroup label="Closed" disabled>
          <option value="split">Split</option>
        </optgroup>
        <option value="night">Night</option>
      </select>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const { combobox, activeText, shown } = await ready(canvasElement);
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(activeText()).toBe('Day'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeText()).toBe('Night');
    await expect(
      shown()
        .filter((option) => option.getAttribute('aria-disabled') === 'true')
        .map((option) => option.textContent),
    ).toEqual(['Evening (full)', 'Split']);
  },
};

/** A search that matches nothing says 'No results match' and the query. */
export const NoResults: Story = {
  args: { label: 'Department', name: 'department' },
  render: WithSearch.render,
  play: async ({ canvasElement }) => {
    const { element, combobox, shown } = await ready(canvasElement);
    await userEvent.type(combobox, 'zzz');
    await waitFor(() => expect(element.querySelector('[role="status"]')).toHaveTextContent('No results match "zzz"'));
    await expect(shown()).toHaveLength(0);
  },
};

/** A date picker's year select: 101 years and still no search box (threshold 130); type-ahead jumps. */
export const DatePicker: Story = {
  args: { label: 'Year', name: 'year', datePicker: true },
  render: (args) => (
    <Field args={args} id="story-year">
      <select id="story-year" name={args.name} defaultValue="2000">
        {Array.from({ length: 101 }, (_, index) => String(1950 + index)).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const { combobox, activeText } = await ready(canvasElement);
    await expect(combobox.localName).toBe('div');
    combobox.focus();
    await userEvent.keyboard('2024');
    await waitFor(() => expect(activeText()).toBe('2024'));
  },
};

/** Disabled: not focusable, does not open, not posted. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { combobox, select } = await ready(canvasElement);
    await expect(combobox).toHaveAttribute('aria-disabled', 'true');
    await expect(combobox).toHaveAttribute('tabindex', '-1');
    await expect(select.disabled).toBe(true);
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};
