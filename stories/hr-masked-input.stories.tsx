import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-masked-input';

/*
 * <hr-masked-input> as a PHP page prints it: a label, the element with its mask and name, inside a
 * plain form. The element keeps a real <input> in light DOM, so plays query the canvas directly.
 */

interface MaskedArgs {
  mask: string;
  label: string;
  name: string;
  value?: string;
  unmask?: boolean;
  required?: boolean;
  disabled?: boolean;
}

const inputOf = async (canvasElement: HTMLElement) =>
  waitFor(() => {
    const input = canvasElement.querySelector<HTMLInputElement>('hr-masked-input input[data-hr-control]');
    // Masked once mounted: the message regions are then in place.
    if (!input || !canvasElement.querySelector('hr-masked-input [role="status"]'))
      throw new Error('<hr-masked-input> has not mounted');
    return input;
  });

const formOf = (canvasElement: HTMLElement) => canvasElement.querySelector('form') as HTMLFormElement;
const posted = (canvasElement: HTMLElement, name: string) =>
  new FormData(formOf(canvasElement)).getAll(name).map(String);
const message = (canvasElement: HTMLElement, role: 'alert' | 'status') =>
  canvasElement.querySelector(`hr-masked-input [role="${role}"]`)?.textContent ?? '';

const meta = {
  title: 'Elements/hr-masked-input',
  args: { mask: 'ssn', label: 'Social Security number', name: 'ssn' },
  argTypes: {
    mask: {
      control: 'select',
      options: [
        'ssn',
        'sin',
        'nin',
        'national-id',
        'passport',
        'card-expiry',
        'mm/dd/yy',
        'dd/mm/yy',
        'yy-mm-dd',
        'dd MMM YYYY',
        'MMM YYYY',
      ],
    },
    unmask: { control: 'boolean' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: ({ mask, label, name, value, unmask, required, disabled }) => (
    <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '0.25em', maxWidth: 360 }}>
      <label htmlFor="story-field">{label}</label>
      <hr-masked-input
        mask={mask}
        name={name}
        input-id="story-field"
        value={value}
        unmask={unmask || undefined}
        required={required || undefined}
        disabled={disabled || undefined}
      />
    </form>
  ),
  parameters: { actions: { handles: ['hr-change', 'change', 'input'] } },
} satisfies Meta<MaskedArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SSN typed digit by digit: the dashes come by themselves; the form posts the masked value. */
export const Ssn: Story = {
  play: async ({ canvasElement }) => {
    const input = await inputOf(canvasElement);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAttribute('data-private');
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('123-45-6789');
    await expect(posted(canvasElement, 'ssn')).toEqual(['123-45-6789']);
  },
};

/** SIN printed by the server without separators. */
export const Sin: Story = {
  args: { mask: 'sin', label: 'Social Insurance number', name: 'sin', value: '123456789' },
  play: async ({ canvasElement }) => {
    await expect(await inputOf(canvasElement)).toHaveValue('123-456-789');
  },
};

/** UK national insurance number: letters or digits in pairs, shown upper-case. */
export const NationalInsurance: Story = {
  args: { mask: 'nin', label: 'National Insurance number', name: 'nin' },
  play: async ({ canvasElement }) => {
    const input = await inputOf(canvasElement);
    await expect(input).toHaveAttribute('autocapitalize', 'off');
    await userEvent.type(input, 'ab123456c');
    await expect(input).toHaveValue('AB 12 34 56 C');
  },
};

/** National id, 6 to 16 letters or digits. */
export const NationalId: Story = {
  args: { mask: 'national-id', label: 'National id', name: 'national_id', value: 'x1y2z3a4' },
  play: async ({ canvasElement }) => {
    await expect(await inputOf(canvasElement)).toHaveValue('X1Y2Z3A4');
  },
};

/** Passport number, up to 20 letters or digits. */
export const Passport: Story = {
  args: { mask: 'passport', label: 'Passport number', name: 'passport', value: 'P 1234 5678' },
  play: async ({ canvasElement }) => {
    await expect(await inputOf(canvasElement)).toHaveValue('P12345678');
  },
};

/** Card expiry MM/YY: month 01 to 12. */
export const CardExpiry: Story = {
  args: { mask: 'card-expiry', label: 'Card expiry', name: 'card_expiry' },
  play: async ({ canvasElement }) => {
    const input = await inputOf(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'MM/YY');
    await userEvent.type(input, '0927');
    await expect(input).toHaveValue('09/27');
  },
};

/** Card expiry: a month digit that cannot be (13) is refused, named, and the message stays while typing goes on. */
export const CardExpiryRefusedMonth: Story = {
  args: { mask: 'card-expiry', label: 'Card expiry', name: 'card_expiry' },
  play: async ({ canvasElement }) => {
    const input = await inputOf(canvasElement);
    await userEvent.type(input, '1329');
    await expect(input).toHaveValue('12/9');
    await expect(message(canvasElement, 'alert')).toBe('"3" was not entered. Enter a month from 01 to 12.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '{Backspace}');
    await waitFor(() => expect(message(canvasElement, 'alert')).toBe(''));
  },
};

/** The numeric date masks. */
export const DateMmDdYy: Story = {
  args: { mask: 'mm/dd/yy', label: 'Start date', name: 'start', value: '013124' },
  play: async ({ canvasElement }) => {
    await expect(await inputOf(canvasElement)).toHaveValue('01/31/24');
  },
};

export const DateDdMmYy: Story = {
  args: { mask: 'dd/mm/yy', label: 'Start date', name: 'start', value: '31.01.24' },
  play: async ({ canvasElement }) => {
    await expect(await inputOf(canvasElement)).toHaveValue('31/01/24');
  },
};

export const DateYyMmDd: Story = {
  args: { mask: 'yy-mm-dd', label: 'Start date', name: 'start', value: '240131' },
  play: async ({ canvasElement }) => {
    await expect(await inputOf(canvasElement)).toHaveValue('24-01-31');
  },
};

/** Month names: a full name from the server is shortened; Jan…Dec only. */
export const DateDdMmmYyyy: Story = {
  args: { mask: 'dd MMM YYYY', label: 'Birth date', name: 'birth', value: '05 january 1990' },
  play: async ({ canvasElement }) => {
    await expect(await inputOf(canvasElement)).toHaveValue('05 Jan 1990');
  },
};

export const DateMmmYyyy: Story = {
  args: { mask: 'MMM YYYY', label: 'Visa issued', name: 'visa', value: 'sept 2019' },
  play: async ({ canvasElement }) => {
    await expect(await inputOf(canvasElement)).toHaveValue('Sep 2019');
  },
};

/** `unmask`: the field shows 123-45-6789, the form posts 123456789 from a hidden mirror. */
export const Unmasked: Story = {
  args: { unmask: true, value: '123-45-6789', required: true },
  play: async ({ canvasElement }) => {
    const input = await inputOf(canvasElement);
    await expect(input).toHaveValue('123-45-6789');
    await expect(input).not.toHaveAttribute('name');
    await expect(input).toBeRequired();
    await expect(posted(canvasElement, 'ssn')).toEqual(['123456789']);
  },
};

/** A full-width paste is normalized. */
export const FullWidthPaste: Story = {
  play: async ({ canvasElement }) => {
    const input = await inputOf(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('１２３－４５－６７８９');
    await expect(input).toHaveValue('123-45-6789');
  },
};

/** An overlong paste is refused with a message; the digits typed before stay. */
export const RefusedPaste: Story = {
  play: async ({ canvasElement }) => {
    const input = await inputOf(canvasElement);
    await userEvent.type(input, '12345');
    await userEvent.paste('123456789012345');
    await expect(input).toHaveValue('123-45');
    await expect(message(canvasElement, 'alert')).toContain('too long');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(formOf(canvasElement).checkValidity()).toBe(false);
  },
};

/** Leaving an incomplete field says what is missing; the form will not submit. */
export const Incomplete: Story = {
  args: { value: '1234' },
  play: async ({ canvasElement }) => {
    const input = await inputOf(canvasElement);
    input.focus();
    input.blur();
    await waitFor(() => expect(message(canvasElement, 'status')).toBe('Enter 9 digits (999-99-9999).'));
    await expect(input.validationMessage).toBe('Enter 9 digits (999-99-9999).');
  },
};

/** Disabled: not posted. */
export const Disabled: Story = {
  args: { disabled: true, value: '123456789' },
  play: async ({ canvasElement }) => {
    await expect(await inputOf(canvasElement)).toBeDisabled();
    await expect(posted(canvasElement, 'ssn')).toEqual([]);
  },
};
