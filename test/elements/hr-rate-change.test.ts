import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/hr-rate-change';
import type { HrRateChangeElement, RateChangeDetail } from '../../elements/hr-rate-change';
import { listen, mount, settle, typeInto } from '../support/elements';
import { formControlSuite, type FormHelper } from '../support/form-control-suite';

afterEach(() => document.body.replaceChildren());

async function typeAndBlur(input: HTMLInputElement, text: string) {
  input.focus();
  typeInto(input, text);
  input.dispatchEvent(new Event('change', { bubbles: true }));
  input.blur();
  await settle();
}

const rateOf = (element: FormHelper) => element.control as HTMLInputElement;

formControlSuite({
  tag: 'hr-rate-change',
  name: 'payRate',
  markup: (attributes) =>
    `<hr-rate-change ${attributes} original-rate="20.00" percent-name="payChange" value="22"></hr-rate-change>`,
  initial: '22',
  fromCode: { value: '1234.5', posted: '1,234.5' },
  userChange: (element) => typeAndBlur(rateOf(element), '25'),
  changed: '25',
});

async function setup(markup: string) {
  const box = mount(markup);
  await settle(6);
  const el = box.querySelector('hr-rate-change') as HrRateChangeElement;
  const percent = el.querySelector<HTMLInputElement>('input[data-hr-percent]') as HTMLInputElement;
  return { el, rate: el.control as HTMLInputElement, percent, form: box.querySelector('form') };
}

const PAIR =
  '<form><hr-rate-change name="payRate" percent-name="payChange" original-rate="15" value="25"></hr-rate-change></form>';

describe('<hr-rate-change>', () => {
  it('computes the percent change of the printed rate to two decimals, and both fields post', async () => {
    const { percent, form } = await setup(PAIR);
    expect(percent.value).toBe('66.67%');
    expect(percent.disabled).toBe(false);
    expect(percent.getAttribute('aria-label')).toBe('Percent change');
    expect([...new FormData(form as HTMLFormElement).entries()]).toEqual([
      ['payRate', '25'],
      ['payChange', '66.67%'],
    ]);
  });

  it('updates the percent as the rate is typed, and reports both on commit', async () => {
    const { rate, percent } = await setup(PAIR);
    const changes = listen<RateChangeDetail>(document, 'hr-change');
    typeInto(rate, '10');
    await settle();
    expect(percent.value).toBe('-33.33%');
    rate.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(changes.map((event) => event.detail)).toEqual([
      { name: 'payRate', value: '10', percentName: 'payChange', percent: '-33.33', changed: 'rate', valid: true },
    ]);
  });

  it('updates the rate when a percent is typed, rounded half-up', async () => {
    const { rate, percent, el } = await setup(PAIR);
    const changes = listen<RateChangeDetail>(document, 'hr-change');
    const rateEvents = listen(rate, 'input');
    await typeAndBlur(percent, '10');
    expect(rate.value).toBe('16.5');
    expect(el.value).toBe('16.5');
    expect(percent.value).toBe('10.00%');
    expect(rateEvents).toHaveLength(0);
    expect(changes.at(-1)?.detail).toMatchObject({ changed: 'percent', value: '16.5', percent: '10' });
    await typeAndBlur(percent, '0.005');
    expect(rate.value).toBe('15');
    // The percent shown is the one of the rounded rate: the pair never disagrees.
    expect(percent.value).toBe('0.00%');
    expect(changes.at(-1)?.detail).toMatchObject({ changed: 'percent', value: '15', percent: '0' });
  });

  it('disables and empties the percent without an original rate, with a hint', async () => {
    for (const original of ['', 'original-rate="0"', 'original-rate="abc"', 'original-rate="1e309"']) {
      const { percent, el } = await setup(
        `<hr-rate-change name="r" percent-name="p" value="5" ${original}></hr-rate-change>`,
      );
      expect(percent.disabled).toBe(true);
      expect(percent.value).toBe('');
      const hint = el.querySelector('.hr-rate-change__hint');
      expect(hint?.textContent).toBe('The percent change needs an original rate.');
      expect(percent.getAttribute('aria-describedby')?.split(' ')).toContain(hint?.id);
      document.body.replaceChildren();
    }
  });

  it('follows the original-rate attribute', async () => {
    const { el, percent } = await setup('<hr-rate-change name="r" percent-name="p" value="30"></hr-rate-change>');
    el.setAttribute('original-rate', '20');
    await settle();
    expect(percent.disabled).toBe(false);
    expect(percent.value).toBe('50.00%');
    el.removeAttribute('original-rate');
    await settle();
    expect(percent.disabled).toBe(true);
    expect(percent.value).toBe('');
  });

  it('recomputes the percent silently when the rate is set from code', async () => {
    const { el, percent } = await setup(PAIR);
    const events = ['input', 'change', 'hr-change'].flatMap((type) => listen(document, type));
    el.value = '30';
    await settle();
    expect(percent.value).toBe('100.00%');
    expect(events).toHaveLength(0);
  });

  it("adopts the page's own two inputs", async () => {
    const { rate, percent } = await setup(
      '<hr-rate-change original-rate="100"><label>Rate <input name="rate" value="101"></label><label>Change <input name="change"></label></hr-rate-change>',
    );
    expect(rate.name).toBe('rate');
    expect(percent.name).toBe('change');
    expect(percent.value).toBe('1.00%');
    expect(percent.hasAttribute('aria-label')).toBe(false);
  });

  it('refuses a bad rate with a message and leaves the percent as it was', async () => {
    const { el, rate, percent } = await setup(PAIR);
    await typeAndBlur(rate, '1.234,5');
    expect(el.checkValidity()).toBe(false);
    expect(el.querySelector('.hr-rate-change__message')?.textContent).toContain('between thousands');
    expect(percent.value).toBe('66.67%');
  });

  it('disables the percent with the element and restores both on reset', async () => {
    const { el, rate, percent, form } = await setup(PAIR);
    await typeAndBlur(rate, '30');
    expect(percent.value).toBe('100.00%');
    form?.reset();
    await settle();
    expect(rate.value).toBe('25');
    expect(percent.value).toBe('66.67%');
    el.toggleAttribute('disabled', true);
    await settle();
    expect(percent.disabled).toBe(true);
  });

  it('shows a currency rate with its symbol and computes to its cents', async () => {
    const { rate, percent } = await setup(
      '<hr-rate-change name="r" percent-name="p" format="currency" currency="USD" original-rate="10" value="10.5"></hr-rate-change>',
    );
    expect(rate.value).toBe('$10.50');
    expect(percent.value).toBe('5.00%');
    await typeAndBlur(percent, '33.333');
    expect(rate.value).toBe('$13.33');
    expect(percent.value).toBe('33.30%');
  });

  it.each(['1e309', 'NaN', 'Infinity', '--5', '12abc34'])(
    'refuses a percent of %j and leaves the rate as it was',
    async (text) => {
      const { el, rate, percent } = await setup(PAIR);
      await typeAndBlur(percent, text);
      expect(percent.validationMessage).toBe('Enter a number, like 1,234.56.');
      expect(percent.getAttribute('aria-invalid')).toBe('true');
      expect(rate.value).toBe('25');
      expect(el.querySelectorAll('.hr-rate-change__message')[1]?.textContent).toBe('Enter a number, like 1,234.56.');
    },
  );

  it('reads a full-width percent and keeps 30-digit rates exact', async () => {
    const { rate, percent } = await setup(
      '<hr-rate-change name="r" percent-name="p" original-rate="100000000000000000000000000000"></hr-rate-change>',
    );
    await typeAndBlur(percent, '５０');
    expect(rate.value).toBe('150,000,000,000,000,000,000,000,000,000');
    expect(percent.value).toBe('50.00%');
  });

  it('puts a created percent field in the form named by the form attribute', async () => {
    const box = mount(
      '<form id="elsewhere"></form><hr-rate-change form="elsewhere" name="r" percent-name="p" original-rate="10" value="11"></hr-rate-change>',
    );
    await settle(6);
    const form = box.querySelector('form') as HTMLFormElement;
    box.append(box.querySelector('hr-rate-change') as HTMLElement);
    await settle();
    expect(new FormData(form).get('p')).toBe('10.00%');
  });

  it("keeps the page's own percent field name even with percent-name", async () => {
    const { percent } = await setup(
      '<hr-rate-change percent-name="other" original-rate="10"><input name="r" value="12"><input name="mine"></hr-rate-change>',
    );
    expect(percent.name).toBe('mine');
  });
});
