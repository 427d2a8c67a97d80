import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-number-field';
import type { HrNumberFieldElement, NumberFieldChangeDetail } from '../elements/hr-number-field';

/*
 * <hr-number-field> as a PHP page prints it: a visible <label for> plus the element with
 * attributes. MSW answers GET /ajax/get_currency with the demo server's shape ({data: [...]}).
 * Light DOM: play functions query the element's own input and UI directly.
 */

const NBSP = '\u00a0';

const CURRENCIES = [
  { id: 1, code: 'USD', name: 'United States Dollar', symbol: '$', symbolPosition: 'before' },
  { id: 4, code: 'GBP', name: 'British Pound Sterling', symbol: '£', symbolPosition: 'before' },
  { id: 5, code: 'EUR', name: 'Euro', symbol: '€', symbolPosition: 'after' },
  { id: 6, code: 'JPY', name: 'Japanese Yen', symbol: '¥', symbolPosition: 'before' },
  { id: 7, code: 'SEK', name: 'Swedish Krona', symbol: 'kr', symbolPosition: 'after' },
  { id: 12, code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', symbolPosition: 'before' },
];

const currencies = http.get('/ajax/get_currency', () => HttpResponse.json({ data: CURRENCIES }));

interface NumberFieldArgs {
  label: string;
  name: string;
  value?: string;
  format?: 'number' | 'percent' | 'currency';
  currency?: string;
  picker?: boolean;
  raw?: boolean;
  lang?: string;
  required?: boolean;
  disabled?: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrNumberFieldElement>('hr-number-field');
  if (!element) throw new Error('<hr-number-field> not rendered');
  await waitFor(() => {
    if (!element.querySelector('[data-hr-ui] .hr-number-field__message'))
      throw new Error('<hr-number-field> has not rendered');
  });
  return { element, input: element.control as HTMLInputElement };
}

/** Replaces the text and commits it (Tab away), as a keyboard user does. */
async function typeNumber(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
}

const meta = {
  title: 'Elements/hr-number-field',
  args: { label: 'Headcount budget', name: 'headcount', value: '1234567' },
  argTypes: {
    format: { control: 'select', options: ['number', 'percent', 'currency'] },
    currency: { control: 'text' },
    picker: { control: 'boolean' },
    raw: { control: 'boolean' },
    lang: { control: 'select', options: ['en-US', 'de-DE', 'fr-FR', 'de-CH', 'en-IN'] },
  },
  render: ({ label, name, value, format, currency, picker, raw, lang, required, disabled }) => (
    <form lang={lang} style={{ minHeight: 340, fontSize: 14 }} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`story-${name}`} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      <hr-number-field
        name={name}
        input-id={`story-${name}`}
        value={value}
        format={format}
        currency={currency}
        picker={picker || undefined}
        currency-name={picker ? `${name}_currency` : undefined}
        raw={raw || undefined}
        required={required || undefined}
        disabled={disabled || undefined}
      />
    </form>
  ),
  parameters: { msw: { handlers: [currencies] } },
} satisfies Meta<NumberFieldArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thousands separators inserted as focus leaves; the value stays an exact decimal. */
export const PlainNumber: Story = {
  play: async ({ canvasElement }) => {
    const { element, input } = await ready(canvasElement);
    await expect(input).toHaveValue('1,234,567');
    await typeNumber(input, '123456789012345678901234567890.5');
    await expect(input).toHaveValue('123,456,789,012,345,678,901,234,567,890.5');
    await expect(element.value).toBe('123456789012345678901234567890.5');
  },
};

/** Digits, separators and minus, then %. */
export const Percent: Story = {
  args: { label: 'Raise', name: 'raise', value: '3.5', format: 'percent' },
  play: async ({ canvasElement }) => {
    const { input } = await ready(canvasElement);
    await expect(input).toHaveValue('3.5%');
    await typeNumber(input, '-0.25 %');
    await expect(input).toHaveValue('-0.25%');
  },
};

/** A currency whose symbol goes before the amount, padded to its cents. */
export const CurrencySymbolBefore: Story = {
  args: { label: 'Annual salary', name: 'salary', value: '85000', format: 'currency', currency: 'USD' },
  play: async ({ canvasElement }) => {
    const { input } = await ready(canvasElement);
    await expect(input).toHaveValue('$85,000.00');
    await typeNumber(input, '0.1');
    await expect(input).toHaveValue('$0.10');
  },
};

/** The currency list puts the krona's symbol after the amount. */
export const CurrencySymbolAfter: Story = {
  args: { label: 'Bonus', name: 'bonus', value: '1250.5', format: 'currency', currency: 'SEK', picker: true },
  play: async ({ canvasElement }) => {
    const { input } = await ready(canvasElement);
    await waitFor(() => expect(input).toHaveValue(`1,250.50${NBSP}kr`));
  },
};

/** The picker open on the current currency: a listbox, keyboard and type-ahead. */
export const PickerOpen: Story = {
  args: { label: 'Annual salary', name: 'salary', value: '85000', format: 'currency', currency: 'USD', picker: true },
  play: async ({ canvasElement }) => {
    const { element, input } = await ready(canvasElement);
    const changes: NumberFieldChangeDetail[] = [];
    element.addEventListener('hr-change', (event) => changes.push(event.detail as NumberFieldChangeDetail));
    const button = element.querySelector<HTMLButtonElement>('.hr-number-field__currency') as HTMLButtonElement;
    await expect(button).toHaveAccessibleName('Currency: USD');
    await userEvent.click(button);
    const list = await waitFor(() => {
      const found = element.querySelector<HTMLElement>('[role="listbox"]');
      if (!found) throw new Error('no listbox yet');
      return found;
    });
    await waitFor(() => expect(list).toHaveFocus());
    await expect(element.querySelectorAll('[role="option"]')).toHaveLength(CURRENCIES.length);
    await expect(element.querySelector('[aria-selected="true"]')).toHaveTextContent('USD');
    await userEvent.keyboard('e');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue(`85,000.00${NBSP}€`));
    await expect(button).toHaveFocus();
    await expect(changes).toEqual([
      { name: 'salary', value: '85000', text: `85,000.00${NBSP}€`, valid: true, currency: 'EUR' },
    ]);
    // Left open for the picture: the story's state is "picker open".
    await userEvent.click(button);
    await waitFor(() => expect(list).toHaveFocus());
  },
};

/** de-DE: '.' between thousands, ',' for decimals, the euro after the amount. */
export const GermanLocale: Story = {
  args: {
    label: 'Zulage',
    name: 'allowance',
    value: '1234.56',
    format: 'currency',
    currency: 'EUR',
    lang: 'de-DE',
    picker: true,
  },
  play: async ({ canvasElement }) => {
    const { element, input } = await ready(canvasElement);
    await waitFor(() => expect(input).toHaveValue(`1.234,56${NBSP}€`));
    await typeNumber(input, '9.876,5');
    await expect(input).toHaveValue(`9.876,50${NBSP}€`);
    await expect(element.value).toBe('9876.5');
  },
};

/** '1.234,56' in en-US: refused with a message, the text kept, the form invalid. */
export const Invalid: Story = {
  args: { label: 'Annual salary', name: 'salary', value: '', format: 'currency', currency: 'USD' },
  play: async ({ canvasElement }) => {
    const { element, input } = await ready(canvasElement);
    await typeNumber(input, '1.234,56');
    const message = element.querySelector('.hr-number-field__message');
    await expect(message).toHaveTextContent("Use '.' for decimals and ',' between thousands, like 1,234.56.");
    await expect(input).toHaveValue('1.234,56');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription("Use '.' for decimals and ',' between thousands, like 1,234.56.");
    await expect(element.checkValidity()).toBe(false);
  },
};

/** Disabled: the input and the picker button. */
export const Disabled: Story = {
  args: {
    label: 'Annual salary',
    name: 'salary',
    value: '85000',
    format: 'currency',
    currency: 'USD',
    picker: true,
    disabled: true,
  },
  play: async ({ canvasElement }) => {
    const { element, input } = await ready(canvasElement);
    await expect(input).toBeDisabled();
    await expect(element.querySelector('.hr-number-field__currency')).toBeDisabled();
  },
};
