import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/hr-employee-history';
import type { EmployeeHistoryChangeDetail, HrEmployeeHistoryElement } from '../../elements/hr-employee-history';
import { listen, mount, settle } from '../support/elements';

afterEach(() => document.body.replaceChildren());

async function setup(markup: string) {
  const element = mount(markup).querySelector('hr-employee-history') as HrEmployeeHistoryElement;
  await settle();
  const button = () => element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]') ?? null;
  return { element, button };
}

describe('<hr-employee-history>', () => {
  it('shows its label attribute on a button, whitespace collapsed', async () => {
    const { button } = await setup('<hr-employee-history label="  Press \n me "></hr-employee-history>');
    expect(button()?.textContent).toBe('Press me');
  });

  it('follows the label from the attribute and from the property', async () => {
    const { element, button } = await setup('<hr-employee-history label="One"></hr-employee-history>');
    element.setAttribute('label', 'Two');
    await settle();
    expect(button()?.textContent).toBe('Two');
    element.label = 'Three';
    await settle();
    expect(button()?.textContent).toBe('Three');
  });

  it('renders no button without a label', async () => {
    const { button } = await setup('<hr-employee-history></hr-employee-history>');
    expect(button()).toBeNull();
  });

  it('fires a bubbling, composed hr-change with the press count on every click', async () => {
    const { element, button } = await setup('<hr-employee-history label="Press me"></hr-employee-history>');
    const changes = listen<EmployeeHistoryChangeDetail>(document.body, 'hr-change');
    button()?.click();
    button()?.click();
    expect(changes.map((event) => event.detail)).toEqual([{ count: 1 }, { count: 2 }]);
    expect(changes[0]?.target).toBe(element);
    expect(changes.every((event) => event.bubbles && event.composed && !event.cancelable)).toBe(true);
  });

  it('treats disabled as an HTML boolean: present disables the button, removed enables it', async () => {
    const { element, button } = await setup(
      '<hr-employee-history label="Press me" disabled="false"></hr-employee-history>',
    );
    expect(button()?.disabled).toBe(true);
    element.removeAttribute('disabled');
    await settle();
    expect(button()?.disabled).toBe(false);
  });
});
