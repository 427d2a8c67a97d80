import { describe, expect, it } from 'vitest';
import type { FormControlMembers } from '../../src/element/form-control';
import { listen, mount, settle } from './elements';

/** What FormData holds for the field: one value, or every value of a repeated name (eeids[]). */
export type Posted = string | readonly string[];

export type FormHelper = HTMLElement & FormControlMembers;

export interface FormControlFixture {
  tag: string;
  /** The field name the form posts. */
  name: string;
  /**
   * The element as a PHP page writes it, holding a value. `attributes` (name="…" plus extras such
   * as `required`, `disabled` or `form="f"`) go on the element's start tag.
   */
  markup(attributes: string): string;
  /** The same element with no value (for `required`); defaults to markup() then value = ''. */
  emptyMarkup?(attributes: string): string;
  /** What the form posts for markup(). */
  initial: Posted;
  /** A value set from code (`element.value = …`) and what the form then posts. */
  fromCode: { value: string; posted: Posted };
  /** Changes the value the way a user does (typing, choosing), then lets the element settle. */
  userChange(element: FormHelper): Promise<void>;
  /** What the form posts after userChange(). */
  changed: Posted;
}

function posted(form: HTMLFormElement, name: string): string[] {
  return new FormData(form).getAll(name).map(String);
}

const list = (value: Posted): string[] => (typeof value === 'string' ? [value] : [...value]);

/**
 * The form-control contract every helper meets (after Shoelace's shared base tests): it posts
 * with a plain form, resets with it, follows `disabled`, `required` and `form=`, and a value set
 * from code fires no event.
 */
export function formControlSuite(fixture: FormControlFixture): void {
  const { tag, name } = fixture;
  const attrs = (extra = '') => `name="${name}"${extra ? ` ${extra}` : ''}`;
  const inForm = async (markup: string) => {
    const form = mount(`<form>${markup}</form>`).querySelector('form') as HTMLFormElement;
    await settle();
    return { form, element: form.querySelector(tag) as FormHelper };
  };

  describe(`<${tag}> as a form control`, () => {
    it('posts its value with a plain form, from a real control in light DOM', async () => {
      const { form, element } = await inForm(fixture.markup(attrs()));
      expect(posted(form, name)).toEqual(list(fixture.initial));
      const control = element.control;
      expect(control.closest(tag)).toBe(element);
      expect(control.getRootNode()).toBe(document);
      expect(element.form).toBe(form);
    });

    it('works when created with createElement and appended to a form', async () => {
      // The same start tag and children, but built by script: attributes first, then children.
      const [, startTag = '', inner = ''] =
        new RegExp(`^<${tag}([^>]*)>([\\s\\S]*)</${tag}>$`).exec(fixture.markup(attrs()).trim()) ?? [];
      const probe = document.createElement('div');
      probe.innerHTML = `<span ${startTag}></span>`;
      const source = probe.firstElementChild as HTMLElement;
      const element = document.createElement(tag) as FormHelper;
      for (const attribute of source.getAttributeNames())
        element.setAttribute(attribute, source.getAttribute(attribute) ?? '');
      element.innerHTML = inner;
      const form = mount('<form></form>').querySelector('form') as HTMLFormElement;
      form.append(element);
      await settle();
      expect(posted(form, name)).toEqual(list(fixture.initial));
    });

    it('follows the disabled attribute: a disabled field is not posted', async () => {
      const { form, element } = await inForm(fixture.markup(attrs('disabled')));
      expect(element.disabled).toBe(true);
      expect(posted(form, name)).toEqual([]);
      element.removeAttribute('disabled');
      await settle();
      expect(element.disabled).toBe(false);
      expect(posted(form, name)).toEqual(list(fixture.initial));
      element.disabled = true;
      expect(posted(form, name)).toEqual([]);
    });

    it('follows the required attribute in native validation', async () => {
      const markup = fixture.emptyMarkup ? fixture.emptyMarkup(attrs('required')) : fixture.markup(attrs('required'));
      const { form, element } = await inForm(markup);
      if (!fixture.emptyMarkup) {
        element.value = '';
        await settle();
      }
      expect(element.required).toBe(true);
      expect(form.checkValidity()).toBe(false);
      expect(element.checkValidity()).toBe(false);
      element.value = fixture.fromCode.value;
      await settle();
      expect(form.checkValidity()).toBe(true);
      element.removeAttribute('required');
      element.value = '';
      await settle();
      expect(element.required).toBe(false);
      expect(form.checkValidity()).toBe(true);
    });

    it('belongs to the form named by its form attribute when it sits outside it', async () => {
      const id = `${tag}-outside-form`;
      const container = mount(`<form id="${id}"></form>${fixture.markup(attrs(`form="${id}"`))}`);
      await settle();
      const form = container.querySelector('form') as HTMLFormElement;
      const element = container.querySelector(tag) as FormHelper;
      expect(element.form).toBe(form);
      // happy-dom lists a control under its form= owner only from an insertion after the attribute
      // was set (browsers also re-associate on the attribute change): move the element once.
      container.append(element);
      await settle();
      expect(posted(form, name)).toEqual(list(fixture.initial));
    });

    it('takes a value set from code without firing input, change or hr-change', async () => {
      const { form, element } = await inForm(fixture.markup(attrs()));
      const events = ['input', 'change', 'hr-change'].flatMap((type) => listen(document, type));
      element.value = fixture.fromCode.value;
      await settle();
      expect(posted(form, name)).toEqual(list(fixture.fromCode.posted));
      expect(events).toHaveLength(0);
    });

    it('fires native input and change, then hr-change with {name, value}, on a user change', async () => {
      const { form, element } = await inForm(fixture.markup(attrs()));
      const input = listen(document, 'input');
      const change = listen(document, 'change');
      const hrChange = listen<{ name: string; value: string }>(document, 'hr-change');
      await fixture.userChange(element);
      expect(posted(form, name)).toEqual(list(fixture.changed));
      expect(input.length).toBeGreaterThan(0);
      expect(change.length).toBeGreaterThan(0);
      const last = hrChange.at(-1);
      expect(last?.target).toBe(element);
      expect(last?.bubbles && last.composed).toBe(true);
      expect(last?.detail).toMatchObject({ name, value: element.value });
    });

    it('returns to its initial value when the form is reset', async () => {
      const { form, element } = await inForm(fixture.markup(attrs()));
      await fixture.userChange(element);
      form.reset();
      await settle();
      expect(posted(form, name)).toEqual(list(fixture.initial));
    });
  });
}
