import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/hr-password-input';
import type { HrPasswordInputElement, PasswordInputChangeDetail } from '../../elements/hr-password-input';
import { formControlSuite } from '../support/form-control-suite';
import { listen, mount, settle } from '../support/elements';

afterEach(() => document.body.replaceChildren());

async function setup(markup: string) {
  const element = mount(markup).querySelector('hr-password-input') as HrPasswordInputElement;
  await settle();
  const input = element.control as HTMLInputElement;
  const toggle = () => element.querySelector<HTMLButtonElement>('.hr-password-input__toggle') as HTMLButtonElement;
  const forgot = () => element.querySelector<HTMLAnchorElement>('.hr-password-input__forgot');
  return { element, input, toggle, forgot };
}

function leaveChanged(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

formControlSuite({
  tag: 'hr-password-input',
  name: 'password',
  markup: (attributes) => `<hr-password-input ${attributes}><input type="password" value="s3cret"></hr-password-input>`,
  emptyMarkup: (attributes) => `<hr-password-input ${attributes}><input type="password"></hr-password-input>`,
  initial: 's3cret',
  fromCode: { value: 'from code', posted: 'from code' },
  userChange: async (element) => {
    leaveChanged(element.control as HTMLInputElement, 'typed pa55');
    await settle();
  },
  changed: 'typed pa55',
});

describe('<hr-password-input>', () => {
  it('creates a password input named password for current-password autofill when the page gave none', async () => {
    const { input } = await setup('<form><hr-password-input required></hr-password-input></form>');
    expect([input.type, input.name, input.autocomplete, input.required]).toEqual([
      'password',
      'password',
      'current-password',
      true,
    ]);
    expect(input.getRootNode()).toBe(document);
  });

  it("keeps the page's own name and autocomplete", async () => {
    const { input } = await setup(
      '<hr-password-input><input type="password" name="new_pw" autocomplete="new-password"></hr-password-input>',
    );
    expect([input.name, input.autocomplete]).toEqual(['new_pw', 'new-password']);
  });

  it('shows and hides the password with a real pressed toggle that controls the input', async () => {
    const { input, toggle } = await setup('<hr-password-input><input type="password"></hr-password-input>');
    expect(toggle().type).toBe('button');
    expect(toggle().textContent).toBe('Show password');
    expect(toggle().getAttribute('aria-controls')).toBe(input.id);
    expect([input.type, toggle().getAttribute('aria-pressed')]).toEqual(['password', 'false']);
    toggle().click();
    await settle();
    expect([input.type, toggle().getAttribute('aria-pressed')]).toEqual(['text', 'true']);
    toggle().click();
    await settle();
    expect([input.type, toggle().getAttribute('aria-pressed')]).toEqual(['password', 'false']);
  });

  it('hides a shown password again when its form is submitted or reset', async () => {
    const { element, input, toggle } = await setup(
      '<form><hr-password-input><input type="password" name="password"></hr-password-input></form>',
    );
    const form = element.form as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    toggle().click();
    await settle();
    form.requestSubmit();
    expect(input.type).toBe('password');
    await settle();
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    toggle().click();
    await settle();
    form.reset();
    await settle();
    expect([input.type, toggle().getAttribute('aria-pressed')]).toEqual(['password', 'false']);
  });

  it('disables the toggle with the field', async () => {
    const { element, toggle } = await setup('<hr-password-input disabled></hr-password-input>');
    expect(toggle().disabled).toBe(true);
    element.removeAttribute('disabled');
    await settle();
    expect(toggle().disabled).toBe(false);
  });

  it("shows no 'Forgot Password?' link without forgot-href", async () => {
    const { forgot } = await setup('<hr-password-input></hr-password-input>');
    expect(forgot()).toBeNull();
  });

  it("links 'Forgot Password?' to forgot-href in the page, or in a new tab without a handle on the page", async () => {
    const { element, forgot } = await setup(
      '<hr-password-input forgot-href="/forgot_password.php"></hr-password-input>',
    );
    expect(forgot()?.textContent).toBe('Forgot Password?');
    expect(forgot()?.getAttribute('href')).toBe(new URL('/forgot_password.php', location.href).href);
    expect(forgot()?.hasAttribute('target')).toBe(false);
    element.forgotTarget = '_blank';
    await settle();
    expect([forgot()?.getAttribute('target'), forgot()?.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('refuses a forgot-href that is not an http(s) URL of the page or an allowed host', async () => {
    for (const href of ['javascript:alert(1)', 'https://evil.example/reset', 'data:text/html,x']) {
      const { forgot } = await setup(`<hr-password-input forgot-href="${href}"></hr-password-input>`);
      expect(forgot(), href).toBeNull();
      document.body.replaceChildren();
    }
  });

  it('fires hr-change with the name after a user change, from the element', async () => {
    const { element, input } = await setup('<hr-password-input><input type="password" name="pw"></hr-password-input>');
    const changes = listen<PasswordInputChangeDetail>(document.body, 'hr-change');
    leaveChanged(input, 'n3w');
    await settle();
    expect(changes.map((event) => event.detail)).toEqual([{ name: 'pw', value: 'n3w' }]);
    expect(changes[0]?.target).toBe(element);
  });
});
