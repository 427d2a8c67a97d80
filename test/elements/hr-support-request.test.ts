import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/hr-support-request';
import type { SupportRequestChangeDetail, HrSupportRequestElement } from '../../elements/hr-support-request';
import { listen, mount, settle } from '../support/elements';

afterEach(() => document.body.replaceChildren());

async function setup(markup: string) {
  const element = mount(markup).querySelector('hr-support-request') as HrSupportRequestElement;
  await settle();
  const button = () => element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]') ?? null;
  return { element, button };
}

describe('<hr-support-request>', () => {
  it('shows its label attribute on a button, whitespace collapsed', async () => {
    const { button } = await setup('<hr-support-request label="  Press \n me "></hr-support-request>');
    expect(button()?.textContent).toBe('Press me');
  });

  it('follows the label from the attribute and from the property', async () => {
    const { element, button } = await setup('<hr-support-request label="One"></hr-support-request>');
    element.setAttribute('label', 'Two');
    await settle();
    expect(button()?.textContent).toBe('Two');
    element.label = 'Three';
    await settle();
    expect(button()?.textContent).toBe('Three');
  });

  it('renders no button without a label', async () => {
    const { button } = await setup('<hr-support-request></hr-support-request>');
    expect(button()).toBeNull();
  });

  it('fires a bubbling, composed hr-change with the press count on every click', async () => {
    const { element, button } = await setup('<hr-support-request label="Press me"></hr-support-request>');
    const changes = listen<SupportRequestChangeDetail>(document.body, 'hr-change');
    button()?.click();
    button()?.click();
    expect(changes.map((event) => event.detail)).toEqual([{ count: 1 }, { count: 2 }]);
    expect(changes[0]?.target).toBe(element);
    expect(changes.every((event) => event.bubbles && event.composed && !event.cancelable)).toBe(true);
  });

  it('treats disabled as an HTML boolean: present disables the button, removed enables it', async () => {
    const { element, button } = await setup(
      '<hr-support-request label="Press me" disabled="false"></hr-support-request>',
    );
    expect(button()?.disabled).toBe(true);
    element.removeAttribute('disabled');
    await settle();
    expect(button()?.disabled).toBe(false);
  });
});
