import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { onControlAttributes } from '../../element/form-control';
import { useChangeEvent, useControlController, useFormControl, useFormReset } from '../../element/use-form-control';
import { attachMask, type MaskInstance } from './masked-input.imask';
import {
  checkValue,
  coerceValue,
  formatRaw,
  hintFor,
  isComplete,
  maskRule,
  messageFor,
  normalizeInput,
  holdsRefusal,
  rawIndexAt,
  rawOf,
  refusalMessage,
  refusalStands,
} from './masked-input.logic';
import { listenAll } from '../../lib/listen';
import { useReveal, type RevealToggle } from './use-reveal';

export interface MaskedInputOptions {
  mask?: string;
  unmask?: boolean;
}

export interface MaskedInputView {
  alertId: string;
  statusId: string;
  /** A rejected edit (announced at once). */
  alert: string;
  /** What is wrong with the value, shown once the user left the field (announced politely). */
  status: string;
  /** The Show toggle of a sensitive mask (ssn, sin, nin, national id, passport); null otherwise. */
  reveal: RevealToggle | null;
}

/** Attributes that tell session-replay and analytics tools (LogRocket, FullStory, Hotjar…) to mask the field. */
const PRIVATE_HINTS = ['data-private', 'data-hj-suppress', 'data-sensitive'] as const;

let unknownMaskWarned = false;

/**
 * Wires IMask to the element's real input and keeps the rest in step: the hidden mirror that
 * posts the raw value (`unmask`), the validation message and `setCustomValidity`, the PII hints,
 * and the events. The value itself never goes to the console: the only log line (an unknown
 * mask) names the attribute, not what was typed.
 */
export function useMaskedInput({ mask, unmask = false }: MaskedInputOptions): MaskedInputView {
  const { host, control, attributes } = useFormControl<HTMLInputElement>();
  const input = control;
  const rule = useMemo(() => maskRule(mask), [mask]);
  const emitChange = useChangeEvent<{ name: string; complete: boolean; mask: string }>();
  const mirrorRef = useRef<HTMLInputElement | null>(null);
  const imask = useRef<MaskInstance | null>(null);
  const rejection = useRef<string | null>(null);
  const touched = useRef(false);
  const nameRef = useRef(input.getAttribute('name') ?? '');
  const [feedback, setFeedback] = useState({ alert: '', status: '' });
  const id = useId();
  const alertId = `${id}-alert`;
  const statusId = `${id}-status`;

  const rawValue = useCallback((): string => (rule ? rawOf(rule, input.value) : input.value), [rule, input]);
  const posted = useCallback((): string => (unmask ? rawValue() : input.value), [unmask, rawValue, input]);

  /** Mirror, custom validity, aria-invalid and the visible message, from the field's current text. */
  const sync = useCallback(() => {
    const raw = rawValue();
    const mirror = mirrorRef.current;
    if (mirror && unmask) mirror.value = raw;
    const problem = rule ? checkValue(rule, raw) : null;
    const problemText = rule && problem ? messageFor(rule, problem) : '';
    input.setCustomValidity(rejection.current ?? problemText);
    // While typing, a value is naturally incomplete: say so only once the user has left the field.
    const status = rejection.current ? '' : problem && (problem !== 'incomplete' || touched.current) ? problemText : '';
    const alert = rejection.current ?? '';
    if (alert || status) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    setFeedback((previous) => (previous.alert === alert && previous.status === status ? previous : { alert, status }));
  }, [rawValue, rule, input, unmask]);

  /** Shows `raw` in the field (masked) with no events: values from code, the markup and resets. */
  const show = useCallback(
    (raw: string) => {
      if (!rule) return;
      const display = formatRaw(rule, raw);
      if (imask.current) {
        imask.current.value = display;
        // The browser may have changed the input behind imask's back (a form reset puts the
        // printed raw text back): imask then saw no change above, so write the display itself.
        imask.current.updateControl();
      } else input.value = display;
    },
    [rule, input],
  );

  const setFromCode = useCallback(
    (text: string) => {
      touched.current = false;
      if (!rule) {
        input.value = text;
        rejection.current = null;
      } else {
        const { raw, dropped } = coerceValue(rule, text);
        show(raw);
        rejection.current = dropped ? t(m.maskedValueDropped, { hint: hintFor(rule) }) : null;
      }
      sync();
    },
    [rule, input, show, sync],
  );

  useControlController({ read: posted, write: setFromCode });
  // Listeners attached once per mask read the latest callbacks (unmask may change in between).
  const latest = useRef({ sync, posted, rawValue, emitChange });
  latest.current = { sync, posted, rawValue, emitChange };
  useFormReset(input, () => setFromCode(input.value));

  // PII and keyboard hints on the real input; never overriding what the page wrote itself.
  useLayoutEffect(() => {
    if (!rule) return undefined;
    const added: string[] = [];
    const hint = (name: string, value: string) => {
      if (input.hasAttribute(name)) return;
      input.setAttribute(name, value);
      added.push(name);
    };
    if (rule.sensitive) {
      // OWASP's PII input hints; the element upper-cases letters itself.
      hint('autocomplete', 'off');
      hint('spellcheck', 'false');
      hint('autocorrect', 'off');
      hint('autocapitalize', 'off');
      for (const name of PRIVATE_HINTS) hint(name, '');
    }
    if (rule.letters) hint('autocapitalize', 'characters');
    if (rule.numeric) hint('inputmode', 'numeric');
    if (rule.dateParts.length > 0) hint('placeholder', rule.name === 'card-expiry' ? 'MM/YY' : rule.name);
    return () => added.forEach((name) => input.removeAttribute(name));
  }, [rule, input]);

  // The message regions describe the input, after whatever the page's own aria-describedby names.
  useLayoutEffect(() => {
    const own = [alertId, statusId];
    const existing = (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((token) => token && !own.includes(token));
    input.setAttribute('aria-describedby', [...existing, ...own].join(' '));
    return () => {
      const rest = (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter((token) => token && !own.includes(token));
      if (rest.length) input.setAttribute('aria-describedby', rest.join(' '));
      else input.removeAttribute('aria-describedby');
    };
  }, [input, alertId, statusId]);

  // `unmask`: the visible input gives its name to a hidden mirror holding the raw value; it keeps
  // `required` and the custom validity, since hidden inputs take no part in validation.
  useLayoutEffect(() => {
    if (!unmask) return undefined;
    // Made here, not rendered by React: React re-applies an input's props on every render and
    // would drop the name we move onto it. `data-hr-ui` keeps it from being adopted as the control;
    // appended after the React container, so that one stays the first `[data-hr-ui]` child.
    const mirror = document.createElement('input');
    mirror.type = 'hidden';
    mirror.setAttribute('data-hr-ui', '');
    mirror.setAttribute('data-hr-mirror', '');
    host.append(mirror);
    mirrorRef.current = mirror;
    const own = input.getAttribute('name');
    if (own) nameRef.current = own;
    // A name written only on the page's <input>: give it to the host so `element.name` still reads it.
    if (!host.hasAttribute('name') && nameRef.current) host.setAttribute('name', nameRef.current);
    const follow = () => {
      const name = host.getAttribute('name') ?? input.getAttribute('name') ?? nameRef.current;
      nameRef.current = name;
      input.removeAttribute('name');
      mirror.name = name;
      mirror.disabled = input.disabled;
      const form = input.getAttribute('form');
      if (form === null) mirror.removeAttribute('form');
      else mirror.setAttribute('form', form);
      for (const hint of PRIVATE_HINTS) mirror.toggleAttribute(hint, Boolean(rule?.sensitive));
      mirror.value = rawValue();
    };
    follow();
    const stop = onControlAttributes(host, follow);
    // A move re-connects the host, which copies its attributes onto the input again without
    // telling the listeners above: watch the input itself too.
    const watcher = new MutationObserver(() => {
      if (
        input.hasAttribute('name') ||
        mirror.disabled !== input.disabled ||
        mirror.getAttribute('form') !== input.getAttribute('form')
      )
        follow();
    });
    watcher.observe(input, { attributes: true, attributeFilter: ['name', 'disabled', 'form'] });
    return () => {
      stop();
      watcher.disconnect();
      mirror.remove();
      mirrorRef.current = null;
      if (nameRef.current) input.setAttribute('name', nameRef.current);
    };
  }, [unmask, host, input, rule, rawValue]);

  // IMask and the input listeners, in one effect so ours run after IMask has rewritten the value.
  useLayoutEffect(() => {
    if (!rule) {
      if (!unknownMaskWarned) {
        unknownMaskWarned = true;
        console.warn(`[hr-shell] ${t(m.maskedUnknownMask)}`);
      }
      latest.current.sync();
      return undefined;
    }
    const { sync } = latest.current;
    const initial = coerceValue(rule, input.value);
    input.value = formatRaw(rule, initial.raw);
    const instance = attachMask(input, rule);
    imask.current = instance;
    rejection.current = initial.dropped ? t(m.maskedValueDropped, { hint: hintFor(rule) }) : null;
    sync();

    let atFocus = input.value;
    let committed = false;
    /** A refused date digit's message outlives the keystrokes after it (see holdsRefusal). */
    let held = false;

    const reject = (event: Event, problem: Parameters<typeof messageFor>[1], typed: string) => {
      event.preventDefault();
      rejection.current = refusalMessage(rule, problem, typed);
      held = holdsRefusal(problem);
      latest.current.sync();
    };

    /** Checks an insertion against the rule before anything changes; applies it ourselves when it needs normalizing. */
    const insert = (event: Event, text: string, simpleAllowed: boolean) => {
      // A paste event still fires on a read-only field; the browser would then insert nothing.
      if (input.readOnly || input.disabled) return undefined;
      const value = input.value;
      const start = input.selectionStart ?? value.length;
      const end = input.selectionEnd ?? start;
      const result = normalizeInput(rule, value.slice(0, start) + text + value.slice(end));
      if (!result.ok) return reject(event, result.problem, text);
      // One plain character: IMask places it (and the separators) as it types.
      if (simpleAllowed && /^[A-Za-z0-9]$/.test(text)) return undefined;
      event.preventDefault();
      const after = rawIndexAt(value, value.length) - rawIndexAt(value, end);
      const caretRaw = Math.max(0, result.raw.length - after);
      const display = formatRaw(rule, result.raw);
      const caret = formatRaw(rule, result.raw.slice(0, caretRaw)).length;
      // A typed separator ('-', space) changes nothing: no input event for it.
      const changed = display !== value;
      if (changed) instance.value = display;
      // Through IMask, which also records the selection: the input event below makes IMask diff
      // the value against it, and a stale one would read as an edit and cut the tail.
      instance.cursorPos = caret;
      if (changed) input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      else if (rejection.current && !held) {
        // Accepted, though it changed nothing: an earlier refusal no longer stands.
        rejection.current = null;
        latest.current.sync();
      }
      return undefined;
    };

    const onBeforeInput = (event: Event) => {
      const inputEvent = event as InputEvent;
      const type = inputEvent.inputType ?? '';
      // IME composition cannot be cancelled; the input listener checks its result instead.
      if (!type.startsWith('insert') || type === 'insertCompositionText' || type === 'insertFromPaste') return;
      const text = inputEvent.data ?? inputEvent.dataTransfer?.getData('text/plain') ?? '';
      insert(event, text, type === 'insertText');
    };
    const onPaste = (event: Event) => {
      if (input.readOnly || input.disabled) return;
      const clipboard = (event as ClipboardEvent).clipboardData;
      insert(event, clipboard?.getData('text/plain') || clipboard?.getData('text') || '', false);
      event.preventDefault();
    };
    const onInput = (event: Event) => {
      const type = (event as InputEvent).inputType ?? '';
      if (!(held && refusalStands(rule, type, latest.current.rawValue()))) {
        rejection.current = null;
        held = false;
      }
      latest.current.sync();
    };
    const onFocus = () => {
      atFocus = input.value;
      committed = false;
    };
    const onChange = () => {
      committed = true;
      const raw = latest.current.rawValue();
      latest.current.emitChange({
        name: nameRef.current || input.name,
        value: latest.current.posted(),
        complete: raw !== '' && isComplete(rule, raw),
        mask: rule.name,
      });
    };
    const onBlur = () => {
      touched.current = true;
      // IMask or our own paste rewrote the value by script: some browsers then skip `change`.
      if (!committed && input.value !== atFocus) input.dispatchEvent(new Event('change', { bubbles: true }));
      committed = false;
      atFocus = input.value;
      latest.current.sync();
    };
    const onInvalid = () => {
      touched.current = true;
      latest.current.sync();
    };
    const unlisten = listenAll(input, {
      beforeinput: onBeforeInput,
      paste: onPaste,
      input: onInput,
      focus: onFocus,
      change: onChange,
      blur: onBlur,
      invalid: onInvalid,
    });
    return () => {
      unlisten();
      instance.destroy();
      imask.current = null;
    };
  }, [rule, input]);

  const reveal = useReveal(host, input, Boolean(rule?.sensitive), attributes.disabled);
  return { alertId, statusId, alert: feedback.alert, status: feedback.status, reveal };
}
