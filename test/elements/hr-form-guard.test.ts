import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-form-guard';
import '../../elements/hr-password-input';
import type { FormGuardChangeDetail, HrFormGuardElement } from '../../elements/hr-form-guard';
import type { HrPasswordInputElement } from '../../elements/hr-password-input';
import { listen, mount, press, settle } from '../support/elements';

const assign = vi.fn();

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...location, assign, href: location.href, origin: location.origin });
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle();
  vi.unstubAllGlobals();
});

const PAGE = `
  <hr-form-guard>
    <form id="job" method="post" action="/employees/job.php">
      <input name="title" value="Engineer">
      <hr-password-input><input type="password" name="password"></hr-password-input>
      <a id="inside" href="/employees/list.php">Back to the list</a>
    </form>
  </hr-form-guard>
  <input id="outside" name="note">
  <input id="tied" name="tied" form="job">
  <a id="leave" href="/home">Home</a>`;

async function setup(markup = PAGE) {
  const container = mount(markup);
  const element = container.querySelector('hr-form-guard') as HrFormGuardElement;
  await settle();
  const root = element.shadowRoot as ShadowRoot;
  const form = container.querySelector('form') as HTMLFormElement;
  const $ = <T extends Element>(selector: string) => container.querySelector(selector) as T;
  return {
    element,
    form,
    $,
    dialog: () => root.querySelector('dialog') as HTMLDialogElement,
    button: (part: string) => root.querySelector<HTMLButtonElement>(`[part="${part}"]`) as HTMLButtonElement,
    active: () => root.activeElement,
  };
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Clicks like a user: returns whether the browser would follow the link. The click is cancelled
 * at the window, after every document listener, so happy-dom does not really navigate.
 */
function follow(link: Element, init: MouseEventInit = {}): boolean {
  let followed = false;
  const atWindow = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', atWindow, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', atWindow);
  return followed;
}

/** Whether the browser would show its leave warning. */
function warns(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('<hr-form-guard>', () => {
  it('lets links go and keeps the leave warning off while the form is unchanged', async () => {
    const ui = await setup();
    expect(follow(ui.$('#leave'))).toBe(true);
    await settle();
    expect(ui.dialog().open).toBe(false);
    expect(warns()).toBe(false);
  });

  it('once the form changes, holds a leaving link and asks Just Checking... in a modal alertdialog', async () => {
    const ui = await setup();
    const changes = listen<FormGuardChangeDetail>(document, 'hr-change');
    type(ui.$('[name="title"]'), 'Lead');
    type(ui.$('[name="title"]'), 'Lead Engineer');
    await settle();
    expect(changes.map((event) => [event.target, event.detail])).toEqual([[ui.element, { dirty: true }]]);
    expect(warns()).toBe(true);
    expect(follow(ui.$('#leave'))).toBe(false);
    await settle();
    const dialog = ui.dialog();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(ui.element.shadowRoot?.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Just Checking...',
    );
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect([ui.button('save').textContent, ui.button('discard').textContent]).toEqual(['Save Changes', "Don't Save"]);
    expect(ui.button('stay').getAttribute('aria-label')).toBe('Stay on this page');
    expect(ui.active()).toBe(ui.button('save'));
    expect(assign).not.toHaveBeenCalled();
  });

  it("Don't Save forgets the changes, turns the leave warning off and follows the link", async () => {
    const ui = await setup();
    const changes = listen<FormGuardChangeDetail>(document, 'hr-change');
    type(ui.$('[name="title"]'), 'Lead');
    await settle();
    follow(ui.$('#leave'));
    await settle();
    ui.button('discard').click();
    expect(warns()).toBe(false);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/home`);
    await settle();
    expect(ui.dialog().open).toBe(false);
    expect(changes.map((event) => event.detail)).toEqual([{ dirty: true }, { dirty: false }]);
  });

  it('Save Changes submits the form with requestSubmit; after the save nothing is tracked', async () => {
    const ui = await setup();
    const submits: SubmitEvent[] = [];
    // An AJAX save: the page cancels the native post.
    ui.form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push(event);
    });
    type(ui.$('[name="title"]'), 'Lead');
    await settle();
    follow(ui.$('#inside'));
    await settle();
    ui.button('save').click();
    await settle();
    expect(submits).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(ui.dialog().open).toBe(false);
    expect(warns()).toBe(false);
    expect(follow(ui.$('#leave'))).toBe(true);
  });

  it('Save Changes on an invalid form stays, still changed', async () => {
    const ui = await setup();
    ui.$<HTMLInputElement>('[name="title"]').required = true;
    type(ui.$('[name="title"]'), '');
    await settle();
    follow(ui.$('#leave'));
    await settle();
    ui.button('save').click();
    await settle();
    expect(warns()).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('Escape or Stay keeps the page and the changes', async () => {
    const ui = await setup();
    type(ui.$('[name="title"]'), 'Lead');
    await settle();
    follow(ui.$('#leave'));
    await settle();
    press(ui.dialog(), 'Escape');
    await settle();
    expect(ui.dialog().open).toBe(false);
    follow(ui.$('#leave'));
    await settle();
    ui.button('stay').click();
    await settle();
    expect([ui.dialog().open, warns(), assign.mock.calls.length]).toEqual([false, true, 0]);
  });

  it('a reset forgets the changes until the next one', async () => {
    const ui = await setup();
    type(ui.$('[name="title"]'), 'Lead');
    await settle();
    ui.form.reset();
    await settle();
    expect(warns()).toBe(false);
    expect(follow(ui.$('#leave'))).toBe(true);
    ui.$('[name="title"]').dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(warns()).toBe(true);
  });

  it('counts a form helper hr-change, but not a value set from code', async () => {
    const ui = await setup();
    const helper = ui.$<HrPasswordInputElement>('hr-password-input');
    helper.value = 'from code';
    ui.$<HTMLInputElement>('[name="title"]').value = 'from code too';
    await settle();
    expect(warns()).toBe(false);
    helper.dispatchEvent(new CustomEvent('hr-change', { bubbles: true, composed: true, detail: { name: 'password' } }));
    await settle();
    expect(warns()).toBe(true);
  });

  it('counts controls tied to the form by form=, not other controls of the page', async () => {
    const ui = await setup();
    type(ui.$('#outside'), 'x');
    await settle();
    expect(warns()).toBe(false);
    type(ui.$('#tied'), 'y');
    await settle();
    expect(warns()).toBe(true);
  });

  it('does not ask for links that do not leave the page', async () => {
    const ui = await setup(`${PAGE}
      <a id="blank" href="/help" target="_blank">Help</a>
      <a id="hash" href="#notes">Notes</a>
      <a id="mail" href="mailto:hr@example.com">Mail</a>
      <a id="file" href="/report.csv" download>Report</a>`);
    type(ui.$('[name="title"]'), 'Lead');
    await settle();
    for (const id of ['#blank', '#hash', '#mail', '#file']) expect(follow(ui.$(id)), id).toBe(true);
    expect(follow(ui.$('#leave'), { ctrlKey: true })).toBe(true);
    expect(follow(ui.$('#leave'), { button: 1 })).toBe(true);
    const handled = ui.$('#leave');
    handled.addEventListener('click', (event) => event.preventDefault(), { once: true });
    follow(handled);
    await settle();
    expect(ui.dialog().open).toBe(false);
  });

  it('asks for a link inside another element shadow root', async () => {
    const ui = await setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<a href="/settings">Settings</a>';
    type(ui.$('[name="title"]'), 'Lead');
    await settle();
    expect(follow(shadow.querySelector('a') as HTMLAnchorElement)).toBe(false);
    await settle();
    expect(ui.dialog().open).toBe(true);
  });

  it('tracks the form named by its form attribute', async () => {
    const ui = await setup(
      '<hr-form-guard form="other"></hr-form-guard><form id="other"><input name="a"></form><a id="leave" href="/x">x</a>',
    );
    type(ui.$('[name="a"]'), 'changed');
    await settle();
    expect(warns()).toBe(true);
  });
});
