import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/hr-passkey-prompt';
import type { PasskeyPromptChangeDetail, HrPasskeyPromptElement } from '../../elements/hr-passkey-prompt';
import { listen, mount, settle } from '../support/elements';

afterEach(() => document.body.replaceChildren());

async function setup(markup: string) {
  const element = mount(markup).querySelector('hr-passkey-prompt') as HrPasskeyPromptElement;
  await settle();
  const button = () => element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]') ?? null;
  return { element, button };
}

describe('<hr-passkey-prompt>', () => {
  it('shows its label attribute on a button, whitespace collapsed', async () => {
    const { button } = await setup('<hr-passkey-prompt label="  Press \n me "></hr-passkey-prompt>');
    expect(button()?.textContent).toBe('Press me');
  });

  it('follows the label from the attribute and from the property', async () => {
    const { element, button } = await setup('<hr-passkey-prompt label="One"></hr-passkey-prompt>');
    element.setAttribute('label', 'Two');
    await settle();
    expect(button()?.textContent).toBe('Two');
    element.label = 'Three';
    await settle();
    expect(button()?.textContent).toBe('Three');
  });

  it('renders no button without a label', async () => {
    const { button } = await setup('<hr-passkey-prompt></hr-passkey-prompt>');
    expect(button()).toBeNull();
  });

  it('fires a bubbling, composed hr-change with the press count on every click', async () => {
    const { element, button } = await setup('<hr-passkey-prompt label="Press me"></hr-passkey-prompt>');
    const changes = listen<PasskeyPromptChangeDetail>(document.body, 'hr-change');
    button()?.click();
    button()?.click();
    expect(changes.map((event) => event.detail)).toEqual([{ count: 1 }, { count: 2 }]);
    expect(changes[0]?.target).toBe(element);
    expect(changes.every((event) => event.bubbles && event.composed && !event.cancelable)).toBe(true);
  });

  it('treats disabled as an HTML boolean: present disables the button, removed enables it', async () => {
    const { element, button } = await setup(
      '<hr-passkey-prompt label="Press me" disabled="false"></hr-passkey-prompt>',
    );
    expect(button()?.disabled).toBe(true);
    element.removeAttribute('disabled');
    await settle();
    expect(button()?.disabled).toBe(false);
  });
});
