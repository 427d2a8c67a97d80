import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/hr-clear-demo-data';
import type { ClearDemoDataChangeDetail, HrClearDemoDataElement } from '../../elements/hr-clear-demo-data';
import { listen, mount, settle } from '../support/elements';

afterEach(() => document.body.replaceChildren());

async function setup(markup: string) {
  const element = mount(markup).querySelector('hr-clear-demo-data') as HrClearDemoDataElement;
  await settle();
  const button = () => element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]') ?? null;
  return { element, button };
}

describe('<hr-clear-demo-data>', () => {
  it('shows its label attribute on a button, whitespace collapsed', async () => {
    const { button } = await setup('<hr-clear-demo-data label="  Press \n me "></hr-clear-demo-data>');
    expect(button()?.textContent).toBe('Press me');
  });

  it('follows the label from the attribute and from the property', async () => {
    const { element, button } = await setup('<hr-clear-demo-data label="One"></hr-clear-demo-data>');
    element.setAttribute('label', 'Two');
    await settle();
    expect(button()?.textContent).toBe('Two');
    element.label = 'Three';
    await settle();
    expect(button()?.textContent).toBe('Three');
  });

  it('renders no button without a label', async () => {
    const { button } = await setup('<hr-clear-demo-data></hr-clear-demo-data>');
    expect(button()).toBeNull();
  });

  it('fires a bubbling, composed hr-change with the press count on every click', async () => {
    const { element, button } = await setup('<hr-clear-demo-data label="Press me"></hr-clear-demo-data>');
    const changes = listen<ClearDemoDataChangeDetail>(document.body, 'hr-change');
    button()?.click();
    button()?.click();
    expect(changes.map((event) => event.detail)).toEqual([{ count: 1 }, { count: 2 }]);
    expect(changes[0]?.target).toBe(element);
    expect(changes.every((event) => event.bubbles && event.composed && !event.cancelable)).toBe(true);
  });

  it('treats disabled as an HTML boolean: present disables the button, removed enables it', async () => {
    const { element, button } = await setup(
      '<hr-clear-demo-data label="Press me" disabled="false"></hr-clear-demo-data>',
    );
    expect(button()?.disabled).toBe(true);
    element.removeAttribute('disabled');
    await settle();
    expect(button()?.disabled).toBe(false);
  });
});
