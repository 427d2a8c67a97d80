import type { ComponentType } from 'react';
import {
  createElementClass,
  type ElementOptions,
  type HrElementConstructor,
  type HrElementLifecycle,
} from './define-element';

/**
 * Form helpers keep a real `<input>`, `<select>` or `<textarea>` in light DOM: the page's
 * `<form>` posts, resets and validates it natively and password
 * managers and autofill see it. The element adopts the control the page put inside it, or creates
 * one from its own attributes, before React mounts; so `new FormData(form)` is right from the
 * moment the element upgrades, with or without React.
 */

export type NativeControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type ControlKind = 'input' | 'select' | 'textarea';

/** What a helper's hook plugs into the element's `value` property once it has mounted. */
export interface ControlController {
  /** The posted value as the page reads it (`element.value`); default: the control's value. */
  read?(): string;
  /** A value set from code: normalize and show it. Must fire no input, change or hr-change. */
  write?(value: string): void;
}

/** Host attribute → control attribute, kept in step while the host attribute is present. */
export const FORWARDED_ATTRIBUTES: Readonly<Record<string, string>> = {
  name: 'name',
  value: 'value',
  required: 'required',
  disabled: 'disabled',
  readonly: 'readonly',
  form: 'form',
  placeholder: 'placeholder',
  autocomplete: 'autocomplete',
  label: 'aria-label',
  'input-id': 'id',
};

/** Attributes that only mean something on some kinds of control. */
const ONLY_ON: Readonly<Record<string, readonly ControlKind[]>> = {
  value: ['input'],
  readonly: ['input', 'textarea'],
  placeholder: ['input', 'textarea'],
};

export interface ControlSpec {
  kind: ControlKind;
  /** The `type` of an input the element creates (default text). */
  type?: string;
  /** Attributes of a created control (inputmode, spellcheck…). Never overrides the page's own. */
  attributes?: Readonly<Record<string, string>>;
}

export interface FormControlOptions<P> extends Omit<ElementOptions<P>, 'shadow'> {
  control: ControlSpec;
}

const CONTROL = Symbol.for('hr-shell.form-control');
const CONTROLLER = Symbol.for('hr-shell.form-controller');
const LISTENERS = Symbol.for('hr-shell.form-listeners');

interface ControlHost extends HTMLElement {
  [CONTROL]?: NativeControl;
  [CONTROLLER]?: ControlController;
  [LISTENERS]?: Set<() => void>;
}

function forwardsTo(attribute: string, kind: ControlKind): string | undefined {
  const only = ONLY_ON[attribute];
  if (only && !only.includes(kind)) return undefined;
  return FORWARDED_ATTRIBUTES[attribute];
}

/** The first control of `kind` the page put in the host (not one of the element's own UI). */
export function findControl(host: HTMLElement, kind: ControlKind): NativeControl | null {
  for (const candidate of host.querySelectorAll<NativeControl>(kind))
    if (!candidate.closest('[data-hr-ui]')) return candidate;
  return null;
}

function createControl(host: HTMLElement, spec: ControlSpec): NativeControl {
  const control = document.createElement(spec.kind);
  if (control instanceof HTMLInputElement) control.type = spec.type ?? 'text';
  for (const [name, value] of Object.entries(spec.attributes ?? {})) control.setAttribute(name, value);
  for (const attribute of Object.keys(FORWARDED_ATTRIBUTES)) {
    const target = forwardsTo(attribute, spec.kind);
    const value = host.getAttribute(attribute);
    if (target && value !== null) control.setAttribute(target, value);
  }
  host.prepend(control);
  return control;
}

/** The host's control, adopting or creating it on first use. */
export function controlOf<T extends NativeControl = NativeControl>(host: HTMLElement, spec: ControlSpec): T {
  const target = host as ControlHost;
  let control = target[CONTROL];
  if (!control || !host.contains(control)) {
    control = findControl(host, spec.kind) ?? createControl(host, spec);
    control.setAttribute('data-hr-control', '');
    target[CONTROL] = control;
  }
  return control as T;
}

/** The control a mounted helper works on (set before React renders). */
export function mountedControl<T extends NativeControl = NativeControl>(host: HTMLElement): T {
  const control = (host as ControlHost)[CONTROL];
  if (!control) throw new Error('hr-shell: form helper rendered before its control was adopted');
  return control as T;
}

export function registerController(host: HTMLElement, controller: ControlController): () => void {
  const target = host as ControlHost;
  target[CONTROLLER] = controller;
  return () => {
    if (target[CONTROLLER] === controller) delete target[CONTROLLER];
  };
}

/** Calls `listener` whenever a forwarded attribute (disabled, required, name…) changes. */
export function onControlAttributes(host: HTMLElement, listener: () => void): () => void {
  const target = host as ControlHost;
  const listeners = (target[LISTENERS] ??= new Set());
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells the page a user action changed the control's value the way typing would: `input`, then
 * `change`, from the control itself (for changes made through the element's own UI).
 */
export function dispatchNativeChange(control: NativeControl): void {
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

export interface FormControlMembers {
  /** The real control the form posts (adopted from the markup or created). */
  readonly control: NativeControl;
  /** The posted value. Setting it from code normalizes it like typing would, and fires no events. */
  value: string;
  name: string;
  disabled: boolean;
  required: boolean;
  readonly form: HTMLFormElement | null;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  checkValidity(): boolean;
  reportValidity(): boolean;
  setCustomValidity(message: string): void;
}

export type FormControlConstructor<P> = {
  new (): InstanceType<HrElementConstructor<P>> & FormControlMembers;
  readonly hrShellVersion: string;
};

/**
 * Builds a light-DOM element class around a native control: `createElementClass` plus the
 * control's adoption, the forwarded attributes and the HTMLInputElement-like members.
 */
export function createFormControlClass<P extends object>(
  tag: string,
  View: ComponentType<P>,
  options: FormControlOptions<P>,
): FormControlConstructor<P> {
  const { control: spec, ...elementOptions } = options;
  // Seen without its props (a generic intersection cannot be a base class); they stay on the result type.
  const Base = createElementClass<P>(tag, View, { ...elementOptions, shadow: false }) as unknown as {
    new (): HTMLElement & HrElementLifecycle;
    readonly observedAttributes: string[];
  };

  class FormControlElement extends Base {
    static override get observedAttributes(): string[] {
      return [...super.observedAttributes, ...Object.keys(FORWARDED_ATTRIBUTES)];
    }

    get control(): NativeControl {
      return controlOf(this, spec);
    }

    /** The control if there is one yet, without creating it (DOM code may read members early). */
    #peek(): NativeControl | null {
      return (this as ControlHost)[CONTROL] ?? findControl(this, spec.kind);
    }

    get value(): string {
      const controller = (this as ControlHost)[CONTROLLER];
      if (controller?.read) return controller.read();
      return this.#peek()?.value ?? (spec.kind === 'input' ? (this.getAttribute('value') ?? '') : '');
    }

    set value(value: string) {
      const text = value == null ? '' : String(value);
      const controller = (this as ControlHost)[CONTROLLER];
      if (controller?.write) controller.write(text);
      else this.control.value = text;
    }

    get name(): string {
      return this.getAttribute('name') ?? this.#peek()?.getAttribute('name') ?? '';
    }

    set name(value: string) {
      this.setAttribute('name', value);
    }

    get disabled(): boolean {
      return this.hasAttribute('disabled') || Boolean(this.#peek()?.disabled);
    }

    set disabled(value: boolean) {
      this.toggleAttribute('disabled', Boolean(value));
      const control = this.#peek();
      if (!value && control) control.disabled = false;
    }

    get required(): boolean {
      return this.hasAttribute('required') || Boolean(this.#peek()?.required);
    }

    set required(value: boolean) {
      this.toggleAttribute('required', Boolean(value));
      const control = this.#peek();
      if (!value && control) control.required = false;
    }

    get form(): HTMLFormElement | null {
      return this.#peek()?.form ?? null;
    }

    get validity(): ValidityState {
      return this.control.validity;
    }

    get validationMessage(): string {
      return this.control.validationMessage;
    }

    get willValidate(): boolean {
      return this.control.willValidate;
    }

    checkValidity(): boolean {
      return this.control.checkValidity();
    }

    reportValidity(): boolean {
      return this.control.reportValidity();
    }

    setCustomValidity(message: string): void {
      this.control.setCustomValidity(message);
    }

    override focus(focusOptions?: FocusOptions): void {
      this.control.focus(focusOptions);
    }

    override attributeChangedCallback(attribute: string, old: string | null, raw: string | null): void {
      const target = forwardsTo(attribute, spec.kind);
      if (target === undefined) {
        if (!(attribute in FORWARDED_ATTRIBUTES)) super.attributeChangedCallback(attribute, old, raw);
        return;
      }
      // Not adopted yet: connectedCallback copies the attributes when it adopts.
      const control = (this as ControlHost)[CONTROL];
      if (!control) return;
      if (raw !== null) control.setAttribute(target, raw);
      else if (old !== null) control.removeAttribute(target);
      (this as ControlHost)[LISTENERS]?.forEach((listener) => listener());
    }

    override connectedCallback(): void {
      // Some DOM implementations call this for a parent being built off-document, before its children.
      if (!this.isConnected) return;
      // Defined before the parser reached our children (a script in <head>): adopting now would
      // create a second control next to the page's own. Wait for the markup.
      if (document.readyState === 'loading' && !(this as ControlHost)[CONTROL] && !findControl(this, spec.kind)) {
        document.addEventListener('DOMContentLoaded', () => this.isConnected && this.connectedCallback(), {
          once: true,
        });
        return;
      }
      const adopted = this.control;
      let copied = false;
      for (const attribute of Object.keys(FORWARDED_ATTRIBUTES)) {
        const target = forwardsTo(attribute, spec.kind);
        const raw = this.getAttribute(attribute);
        if (target && raw !== null && adopted.getAttribute(target) !== raw) {
          adopted.setAttribute(target, raw);
          copied = true;
        }
      }
      // A mounted helper that moved its control's name elsewhere (a hidden mirror) must hear of it.
      if (copied) (this as ControlHost)[LISTENERS]?.forEach((listener) => listener());
      super.connectedCallback();
    }
  }

  return FormControlElement as unknown as FormControlConstructor<P>;
}
