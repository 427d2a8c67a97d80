import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-rate-change';
import type { HrRateChangeElement } from '../elements/hr-rate-change';

/*
 * <hr-rate-change> as a PHP page prints it: the element around the page's two labelled inputs,
 * the new rate and its percent change against `original-rate`.
 */

interface RateChangeArgs {
  originalRate?: string;
  value?: string;
  format?: 'number' | 'currency';
  currency?: string;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrRateChangeElement>('hr-rate-change');
  if (!element) throw new Error('<hr-rate-change> not rendered');
  await waitFor(() => {
    if (!element.querySelector('[data-hr-ui] .hr-rate-change__hint'))
      throw new Error('<hr-rate-change> has not rendered');
  });
  return {
    element,
    rate: element.querySelector<HTMLInputElement>('input[name="pay_rate"]') as HTMLInputElement,
    percent: element.querySelector<HTMLInputElement>('input[name="pay_rate_change"]') as HTMLInputElement,
  };
}

const meta = {
  title: 'Elements/hr-rate-change',
  args: { originalRate: '25.00', value: '27.50', format: 'currency', currency: 'USD' },
  argTypes: {
    format: { control: 'select', options: ['number', 'currency'] },
    originalRate: { name: 'original-rate', control: 'text' },
  },
  render: ({ originalRate, value, format, currency }) => (
    <form style={{ minHeight: 160, fontSize: 14 }} onSubmit={(event) => event.preventDefault()}>
      <hr-rate-change original-rate={originalRate} format={format} currency={currency}>
        <label>
          New rate <input name="pay_rate" defaultValue={value} size={10} />
        </label>{' '}
        <label>
          Change <input name="pay_rate_change" size={8} />
        </label>
      </hr-rate-change>
    </form>
  ),
} satisfies Meta<RateChangeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With an original rate: the percent follows the rate, and the rate follows a typed percent. */
export const WithOriginalRate: Story = {
  play: async ({ canvasElement }) => {
    const { rate, percent } = await ready(canvasElement);
    await waitFor(() => expect(percent).toHaveValue('10.00%'));
    await expect(rate).toHaveValue('$27.50');
    await userEvent.clear(rate);
    await userEvent.type(rate, '30');
    await expect(percent).toHaveValue('20.00%');
    await userEvent.clear(percent);
    await userEvent.type(percent, '-10');
    await userEvent.tab();
    await expect(rate).toHaveValue('$22.50');
    await expect(percent).toHaveValue('-10.00%');
  },
};

/** No original rate: the percent field is disabled and says why. */
export const WithoutOriginalRate: Story = {
  args: { originalRate: undefined, value: '' },
  play: async ({ canvasElement }) => {
    const { element, percent } = await ready(canvasElement);
    await expect(percent).toBeDisabled();
    await expect(element.querySelector('.hr-rate-change__hint')).toHaveTextContent(
      'The percent change needs an original rate.',
    );
  },
};
