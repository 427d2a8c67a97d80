import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-char-counter';
import type { HrCharCounterElement } from '../elements/hr-char-counter';

/*
 * <hr-char-counter> around a PHP page's <textarea maxlength>, as on demo/forms.html. Light DOM:
 * play functions read the counter and the live region next to the textarea.
 */

interface CharCounterArgs {
  label: string;
  maxlength: number;
  text: string;
  bytes?: boolean;
  disabled?: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrCharCounterElement>('hr-char-counter');
  if (!element) throw new Error('<hr-char-counter> not rendered');
  const counter = await waitFor(() => {
    const found = element.querySelector<HTMLElement>('.hr-char-counter__counter');
    if (!found) throw new Error('<hr-char-counter> has not rendered');
    return found;
  });
  return {
    element,
    counter,
    textarea: element.control as HTMLTextAreaElement,
    live: element.querySelector('[role="status"]') as HTMLElement,
  };
}

const meta = {
  title: 'Elements/hr-char-counter',
  args: { label: 'Notes', maxlength: 250, text: '' },
  argTypes: {
    maxlength: { control: 'number' },
    text: { control: 'text' },
    bytes: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: ({ label, maxlength, text, bytes, disabled }) => (
    <form style={{ maxWidth: 520, fontSize: 14 }} onSubmit={(event) => event.preventDefault()}>
      <hr-char-counter bytes={bytes || undefined}>
        <label htmlFor="story-notes" style={{ display: 'block', marginBottom: 4 }}>
          {label}
        </label>
        <textarea
          id="story-notes"
          name="notes"
          maxLength={maxlength}
          rows={4}
          cols={60}
          defaultValue={text}
          disabled={disabled}
        />
      </hr-char-counter>
    </form>
  ),
  parameters: { actions: { handles: ['hr-change', 'input', 'change'] } },
} satisfies Meta<CharCounterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 100 characters left: the counter is hidden but describes the textarea. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { counter, textarea } = await ready(canvasElement);
    await expect(counter).not.toBeVisible();
    await expect(textarea).toHaveAttribute('aria-describedby', counter.id);
    await expect(counter).toHaveTextContent('This field can accept 250 more characters.');
  },
};

/** 100 or fewer left: the count shows. */
export const Counting: Story = {
  args: {
    maxlength: 180,
    text: 'Met with the team to plan the quarterly review; next steps are in the shared folder. ',
  },
  play: async ({ canvasElement }) => {
    const { counter } = await ready(canvasElement);
    await expect(counter).toBeVisible();
    await expect(counter).toHaveTextContent('This field can accept 95 more characters.');
    await expect(counter.className).toContain('--normal');
  },
};

/** 20 or fewer left: warning style; reaching 0 switches to the error message, announced once each. */
export const NearTheLimit: Story = {
  args: { maxlength: 60, text: 'Requested two weeks of leave for the family trip in' },
  play: async ({ canvasElement }) => {
    const { counter, textarea, live } = await ready(canvasElement);
    await expect(counter.className).toContain('--warning');
    await expect(counter).toHaveTextContent('This field can accept 9 more characters.');
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
    await userEvent.keyboard(' August.!');
    await waitFor(() => expect(counter).toHaveTextContent('You cannot write more then 60 characters!'));
    await expect(counter.className).toContain('--error');
    await expect(live).toHaveTextContent('You cannot write more then 60 characters!');
  },
};

/** A paste longer than what is left is cut to fit, and the counter says so. */
export const OverlongPaste: Story = {
  args: { maxlength: 30, text: 'Start: ' },
  play: async ({ canvasElement }) => {
    const { counter, textarea } = await ready(canvasElement);
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
    await userEvent.paste('This pasted paragraph is much longer than the field allows.');
    await waitFor(() => expect(textarea.value).toBe('Start: This pasted paragraph i'));
    await expect(counter).toHaveTextContent('You cannot write more then 30 characters!');
  },
};

/** bytes: UTF-8 bytes are counted (é is 2, an emoji 4), the counter says bytes, and a character is never split. */
export const Bytes: Story = {
  args: { label: 'Short bio (bytes)', maxlength: 20, text: 'Café', bytes: true },
  play: async ({ canvasElement }) => {
    const { counter, textarea } = await ready(canvasElement);
    await expect(counter).toHaveTextContent('This field can accept 15 more bytes.');
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
    await userEvent.paste('😀😀😀😀😀');
    await waitFor(() => expect(textarea.value).toBe('Café😀😀😀'));
    await expect(counter).toHaveTextContent('You cannot write more than 20 bytes!');
  },
};

/** The server printed more than maxlength: the text is kept whole and the counter shows the error. */
export const TooLongFromServer: Story = {
  args: { maxlength: 10, text: 'An older note longer than the new limit' },
  play: async ({ canvasElement }) => {
    const { counter, textarea } = await ready(canvasElement);
    await expect(textarea.value).toBe('An older note longer than the new limit');
    await expect(counter.className).toContain('--error');
  },
};

/** Disabled: the textarea is not posted; the counter still describes it. */
export const Disabled: Story = {
  args: { maxlength: 100, text: 'Locked by payroll.', disabled: true },
  play: async ({ canvasElement }) => {
    const { counter, textarea } = await ready(canvasElement);
    await expect(textarea).toBeDisabled();
    await expect(counter).toHaveTextContent('This field can accept 82 more characters.');
  },
};
