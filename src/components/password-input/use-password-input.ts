import { useEffect, useLayoutEffect, useState } from 'react';
import { useConfig } from '../../element/define-element';
import { useChangeEvent, useFormControl } from '../../element/use-form-control';
import { safeUrl } from '../../lib/urls';
import { hidesOn, inputType, linkTarget } from './password-input.logic';

export interface PasswordInputView {
  shown: boolean;
  toggle(): void;
  /** Id of the input, for the toggle's aria-controls. */
  inputId: string;
  disabled: boolean;
  forgot: { href: string; target?: string; rel?: string } | null;
}

let sequence = 0;

/**
 * Shows and hides the password (the input's type), hides it again when its form is sent or reset,
 * and fires `hr-change` after each user change.
 */
export function usePasswordInput(forgotHref: string | undefined, forgotTarget: string | undefined): PasswordInputView {
  const { control, attributes } = useFormControl<HTMLInputElement>();
  const config = useConfig();
  const changed = useChangeEvent();
  const [shown, setShown] = useState(false);
  const [inputId] = useState(() => control.id || `hr-password-input-${++sequence}`);

  useLayoutEffect(() => {
    if (!control.id) control.id = inputId;
  }, [control, inputId]);

  useLayoutEffect(() => {
    control.type = inputType(shown);
  }, [control, shown]);

  useEffect(() => {
    const onChange = () => changed({ value: control.value });
    control.addEventListener('change', onChange);
    return () => control.removeEventListener('change', onChange);
  }, [control, changed]);

  useEffect(() => {
    // Captured at the document: the form may be anywhere (form= attribute) and sends at once.
    const onFormEvent = (event: Event) => {
      if (!hidesOn(event.type) || event.target !== control.form) return;
      control.type = inputType(false);
      setShown(false);
    };
    const root = control.getRootNode() as Document | ShadowRoot;
    root.addEventListener('submit', onFormEvent, true);
    root.addEventListener('reset', onFormEvent, true);
    return () => {
      root.removeEventListener('submit', onFormEvent, true);
      root.removeEventListener('reset', onFormEvent, true);
    };
  }, [control]);

  const url = forgotHref ? safeUrl(forgotHref, { allowedHosts: config.allowedHosts }) : null;
  return {
    shown,
    toggle: () => setShown((value) => !value),
    inputId,
    disabled: attributes.disabled,
    forgot: url
      ? { href: url.href, ...linkTarget(forgotTarget), ...(url.external ? { rel: 'noopener noreferrer' } : {}) }
      : null,
  };
}
