import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-password-input';
import type { HrPasswordInputElement } from '../elements/hr-password-input';

/* <hr-password-input> around a PHP page's own password input. Light DOM: plays read the input, toggle and link directly. */

interface PasswordInputArgs {
  forgotHref: string;
  disabled: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrPasswordInputElement>('hr-password-input');
  if (!element) throw new Error('<hr-password-input> not rendered');
  const toggle = await waitFor(() => {
    const found = element.querySelector<HTMLButtonElement>('.hr-password-input__toggle');
    if (!found) throw new Error('<hr-password-input> has not rendered its toggle');
    return found;
  });
  return { element, toggle, input: element.control as HTMLInputElement };
}

const meta = {
  title: 'Elements/hr-password-input',
  args: { forgotHref: '', disabled: false },
  argTypes: { forgotHref: { control: 'text' }, disabled: { control: 'boolean' } },
  render: ({ forgotHref, disabled }) => (
    <form style={{ maxWidth: 360, fontSize: 14, display: 'grid', gap: 4 }} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="story-password">Password</label>
      <hr-password-input forgot-href={forgotHref || undefined} disabled={disabled || undefined}>
        <input id="story-password" type="password" name="password" autoComplete="current-password" required />
      </hr-password-input>
      <button type="submit" style={{ justifySelf: 'start' }}>
        Log In
      </button>
    </form>
  ),
} satisfies Meta<PasswordInputArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; Show password (aria-pressed) reveals it as text, pressing again hides it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { toggle, input } = await ready(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(input, 'correct horse');
    await userEvent.click(toggle);
    await waitFor(() => expect(input).toHaveAttribute('type', 'text'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('correct horse');
    await userEvent.click(toggle);
    await waitFor(() => expect(input).toHaveAttribute('type', 'password'));
  },
};

/** Shown, then the form is sent: the password is hidden again before it goes. */
export const HiddenOnSubmit: Story = {
  play: async ({ canvasElement }) => {
    const { toggle, input } = await ready(canvasElement);
    await userEvent.type(input, 'pa55word');
    await userEvent.click(toggle);
    await waitFor(() => expect(input).toHaveAttribute('type', 'text'));
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(input).toHaveAttribute('type', 'password'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** With `forgot-href`: a 'Forgot Password?' link, reachable by Tab after the toggle. */
export const WithForgotLink: Story = {
  args: { forgotHref: '/forgot_password.php' },
  play: async ({ canvasElement }) => {
    const { element, toggle, input } = await ready(canvasElement);
    const link = await waitFor(() => {
      const found = element.querySelector<HTMLAnchorElement>('.hr-password-input__forgot');
      if (!found) throw new Error('no forgot link');
      return found;
    });
    await expect(link).toHaveTextContent('Forgot Password?');
    await expect(link).toHaveAttribute('href', new URL('/forgot_password.php', location.href).href);
    input.focus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Disabled: the field and its toggle. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { toggle, input } = await ready(canvasElement);
    await expect(input).toBeDisabled();
    await waitFor(() => expect(toggle).toBeDisabled());
  },
};
