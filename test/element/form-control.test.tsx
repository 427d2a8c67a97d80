import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormControlClass } from '../../src/element/form-control';
import { defineElement } from '../../src/element/define-element';
import { useChangeEvent, useControlController, useFormControl, useFormReset } from '../../src/element/use-form-control';
import { formControlSuite, type FormHelper } from '../support/form-control-suite';
import { mount, settle, uniqueTag } from '../support/elements';

/** The smallest helper: upper-cases what is set from code, reports user changes, counts resets. */
function Upper() {
  const { control, attributes } = useFormControl<HTMLInputElement>();
  const changed = useChangeEvent();
  useControlController({ write: (value) => void (control.value = value.toUpperCase()) });
  useFormReset(control, () =>
    control.setAttribute('data-reset', String(Number(control.getAttribute('data-reset') ?? 0) + 1)),
  );
  useEffect(() => {
    const onChange = () => changed({ value: control.value });
    control.addEventListener('change', onChange);
    return () => control.removeEventListener('change', onChange);
  }, [control, changed]);
  return <span data-testid="ui" data-disabled={String(attributes.disabled)} />;
}

const tag = 'hr-test-upper';
defineElement(
  tag,
  createFormControlClass(tag, Upper, { props: {}, control: { kind: 'input', attributes: { spellcheck: 'false' } } }),
);

async function typeAndCommit(element: FormHelper, text: string) {
  const control = element.control as HTMLInputElement;
  control.value = text;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

formControlSuite({
  tag,
  name: 'title',
  markup: (attributes) => `<${tag} ${attributes} value="Engineer"></${tag}>`,
  initial: 'Engineer',
  fromCode: { value: 'lead', posted: 'LEAD' },
  userChange: (element) => typeAndCommit(element, 'typed'),
  changed: 'typed',
});

formControlSuite({
  tag,
  name: 'page-input',
  markup: (attributes) =>
    `<${tag} ${attributes.replace(/name="[^"]*"/, '')}><input name="page-input" value="from the page"></${tag}>`,
  initial: 'from the page',
  fromCode: { value: 'x', posted: 'X' },
  userChange: (element) => typeAndCommit(element, 'typed'),
  changed: 'typed',
});

describe('createFormControlClass', () => {
  afterEach(() => vi.restoreAllMocks());

  it("adopts the page's own input, keeping its attributes, and renders its UI next to it", async () => {
    const host = mount(
      `<${tag}><label>Title <input id="t" name="t" value="a" class="legacy"></label></${tag}>`,
    ).querySelector(tag) as FormHelper;
    await settle();
    expect(host.querySelectorAll('input')).toHaveLength(1);
    expect(host.control.id).toBe('t');
    expect(host.control.className).toBe('legacy');
    expect(host.control.hasAttribute('data-hr-control')).toBe(true);
    expect(host.querySelector(':scope > [data-hr-ui] [data-testid="ui"]')).not.toBeNull();
  });

  it('creates an input from its attributes when the page gave none', async () => {
    const host = mount(
      `<${tag} name="n" value="v" placeholder="p" label="Job title" input-id="job" required></${tag}>`,
    ).querySelector(tag) as FormHelper;
    await settle();
    const input = host.control as HTMLInputElement;
    expect(input.outerHTML).toContain('spellcheck="false"');
    expect([
      input.name,
      input.value,
      input.placeholder,
      input.getAttribute('aria-label'),
      input.id,
      input.required,
    ]).toEqual(['n', 'v', 'p', 'Job title', 'job', true]);
    expect(host.firstElementChild).toBe(input);
  });

  it('keeps the UI in step with forwarded attributes', async () => {
    const host = mount(`<${tag} name="n"></${tag}>`).querySelector(tag) as FormHelper;
    await settle();
    const ui = () => host.querySelector('[data-testid="ui"]')?.getAttribute('data-disabled');
    expect(ui()).toBe('false');
    host.setAttribute('disabled', '');
    await settle();
    expect(ui()).toBe('true');
    host.setAttribute('name', 'renamed');
    expect(host.control.name).toBe('renamed');
  });

  it("does not remove a page input's own attribute the host never had", async () => {
    const host = mount(`<${tag}><input name="own" required></${tag}>`).querySelector(tag) as FormHelper;
    await settle();
    expect(host.required).toBe(true);
    host.setAttribute('placeholder', 'x');
    host.removeAttribute('placeholder');
    expect(host.control.required).toBe(true);
  });

  it('runs the reset hook once after the form has been reset', async () => {
    const form = mount(`<form><${tag} name="n" value="v"></${tag}></form>`).querySelector('form') as HTMLFormElement;
    await settle();
    const host = form.querySelector(tag) as FormHelper;
    form.reset();
    form.reset();
    await settle();
    expect(host.control.getAttribute('data-reset')).toBe('1');
  });

  it('waits for the parser before adopting when defined ahead of its children', async () => {
    const late = uniqueTag('hr-test-late');
    defineElement(late, createFormControlClass(late, Upper, { props: {}, control: { kind: 'input' } }));
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const host = document.createElement(late) as FormHelper;
    document.body.append(host);
    const input = document.createElement('input');
    input.name = 'late';
    host.append(input);
    readyState.mockReturnValue('complete');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle();
    expect(host.querySelectorAll('input')).toHaveLength(1);
    expect(host.control).toBe(input);
  });
});
