import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useEmit, useHost } from './define-element';
import {
  mountedControl,
  onControlAttributes,
  registerController,
  type ControlController,
  type NativeControl,
} from './form-control';

/** The forwarded attributes a helper's own UI follows (a disabled field's picker is disabled too). */
export interface ControlAttributes {
  name: string;
  disabled: boolean;
  required: boolean;
  readOnly: boolean;
}

function readAttributes(control: NativeControl): ControlAttributes {
  return {
    name: control.name,
    disabled: control.disabled || Boolean(control.closest('fieldset:disabled')),
    required: control.required,
    readOnly: 'readOnly' in control ? control.readOnly : false,
  };
}

function sameAttributes(a: ControlAttributes, b: ControlAttributes): boolean {
  return a.name === b.name && a.disabled === b.disabled && a.required === b.required && a.readOnly === b.readOnly;
}

/** The element's native control and its forwarded attributes, re-rendering when they change. */
export function useFormControl<T extends NativeControl = NativeControl>(): {
  host: HTMLElement;
  control: T;
  attributes: ControlAttributes;
} {
  const host = useHost();
  const control = mountedControl<T>(host);
  const cache = useRef<ControlAttributes | null>(null);
  const attributes = useSyncExternalStore(
    (notify) => onControlAttributes(host, notify),
    () => {
      const next = readAttributes(control);
      if (!cache.current || !sameAttributes(cache.current, next)) cache.current = next;
      return cache.current;
    },
  );
  return { host, control, attributes };
}

/** Plugs the helper's reading and writing of `element.value` in while it is mounted. */
export function useControlController(controller: ControlController): void {
  const host = useHost();
  const latest = useRef(controller);
  latest.current = controller;
  useLayoutEffect(
    () =>
      registerController(host, {
        read: () => (latest.current.read ? latest.current.read() : mountedControl(host).value),
        write: (value) =>
          latest.current.write ? latest.current.write(value) : void (mountedControl(host).value = value),
      }),
    [host],
  );
}

/**
 * Runs `restore` after the control's form has been reset (the reset event fires before the
 * browser restores the values; one task later they are back).
 */
export function useFormReset(control: NativeControl, restore: () => void): void {
  const latest = useRef(restore);
  latest.current = restore;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onReset = (event: Event) => {
      if (event.target !== control.form) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), 0);
    };
    // Captured at the document: the form may be anywhere (form= attribute) or be replaced.
    document.addEventListener('reset', onReset, true);
    return () => {
      document.removeEventListener('reset', onReset, true);
      clearTimeout(timer);
    };
  }, [control]);
}

/**
 * `hr-change` with the field's name and posted value, plus the helper's own detail fields. The
 * name is the element's (a helper that posts through a hidden mirror takes it off its control).
 */
export function useChangeEvent<D extends object>(): (detail: D & { value: string }) => void {
  const emit = useEmit();
  const host = useHost();
  return useCallback(
    (detail) => {
      emit('change', { name: host.getAttribute('name') ?? mountedControl(host).name, ...detail });
    },
    [emit, host],
  );
}
