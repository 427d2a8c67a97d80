import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-support-request';
import type { HrSupportRequestElement } from '../elements/hr-support-request';

/* <hr-support-request> as a PHP page prints it. It renders in an open shadow root: plays query inside it. */

interface SupportRequestArgs {
  label: string;
  disabled?: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrSupportRequestElement>('hr-support-request');
  if (!element) throw new Error('<hr-support-request> not rendered');
  const button = await waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]');
    if (!found) throw new Error('<hr-support-request> has not rendered its button');
    return found;
  });
  return { element, button };
}

const meta = {
  title: 'Elements/hr-support-request',
  args: { label: 'Press me' },
  argTypes: { label: { control: 'text' }, disabled: { control: 'boolean' } },
  render: ({ label, disabled }) => <hr-support-request label={label} disabled={disabled || undefined} />,
} satisfies Meta<SupportRequestArgs>;

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
