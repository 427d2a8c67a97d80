import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-agreement-prompt';
import type { HrAgreementPromptElement } from '../elements/hr-agreement-prompt';

/* <hr-agreement-prompt> as a PHP page prints it. It renders in an open shadow root: plays query inside it. */

interface AgreementPromptArgs {
  label: string;
  disabled?: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrAgreementPromptElement>('hr-agreement-prompt');
  if (!element) throw new Error('<hr-agreement-prompt> not rendered');
  const button = await waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]');
    if (!found) throw new Error('<hr-agreement-prompt> has not rendered its button');
    return found;
  });
  return { element, button };
}

const meta = {
  title: 'Elements/hr-agreement-prompt',
  args: { label: 'Press me' },
  argTypes: { label: { control: 'text' }, disabled: { control: 'boolean' } },
  render: ({ label, disabled }) => <hr-agreement-prompt label={label} disabled={disabled || undefined} />,
} satisfies Meta<AgreementPromptArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each press fires `hr-change` with the number of presses so far. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { element, button } = await ready(canvasElement);
    await expect(button).toHaveTextContent('Press me');
    const counts: number[] = [];
    element.addEventListener('hr-change', (event) => counts.push((event.detail as { count: number }).count));
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(counts).toEqual([1, 2]));
  },
};

/** A disabled button fires nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { button } = await ready(canvasElement);
    await expect(button).toBeDisabled();
  },
};
