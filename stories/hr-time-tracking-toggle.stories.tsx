import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-time-tracking-toggle';
import type { HrTimeTrackingToggleElement } from '../elements/hr-time-tracking-toggle';

/* <hr-time-tracking-toggle> as a PHP page prints it. It renders in an open shadow root: plays query inside it. */

interface TimeTrackingToggleArgs {
  label: string;
  disabled?: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrTimeTrackingToggleElement>('hr-time-tracking-toggle');
  if (!element) throw new Error('<hr-time-tracking-toggle> not rendered');
  const button = await waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]');
    if (!found) throw new Error('<hr-time-tracking-toggle> has not rendered its button');
    return found;
  });
  return { element, button };
}

const meta = {
  title: 'Elements/hr-time-tracking-toggle',
  args: { label: 'Press me' },
  argTypes: { label: { control: 'text' }, disabled: { control: 'boolean' } },
  render: ({ label, disabled }) => <hr-time-tracking-toggle label={label} disabled={disabled || undefined} />,
} satisfies Meta<TimeTrackingToggleArgs>;

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
