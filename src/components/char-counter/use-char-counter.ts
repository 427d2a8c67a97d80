import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import { useChangeEvent, useControlController, useFormControl, useFormReset } from '../../element/use-form-control';
import {
  announcementFor,
  counterMessage,
  counterMessages,
  fitInsertion,
  fitValue,
  levelOf,
  parseLimit,
  remaining,
  type CountMode,
  type CounterLevel,
} from './char-counter.logic';

export interface CharCounterState {
  counterId: string;
  /** null: no usable maxlength, nothing to count. */
  limit: number | null;
  level: CounterLevel;
  message: string;
  /** The latest threshold announcement and a key that changes with every announcement. */
  announcement: { text: string; key: number };
}

/** Text an insertion would add, as far as the event tells it (null: unknown, check afterwards). */
function insertedText(event: InputEvent): string | null {
  if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') return '\n';
  if (!event.inputType.startsWith('insert') || event.inputType === 'insertCompositionText') return null;
  return event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
}

function addToken(list: string | null, token: string): string {
  const tokens = (list ?? '').split(/\s+/).filter(Boolean);
  return tokens.includes(token) ? tokens.join(' ') : [...tokens, token].join(' ');
}

function removeToken(list: string | null, token: string): string {
  return (list ?? '')
    .split(/\s+/)
    .filter((part) => part && part !== token)
    .join(' ');
}

export function useCharCounter({
  bytes,
  maxlength,
}: {
  bytes: boolean | undefined;
  maxlength: string | undefined;
}): CharCounterState {
  const { control } = useFormControl<HTMLTextAreaElement>();
  const changed = useChangeEvent();
  const counterId = `hr-char-counter-${useId().replace(/[^\w-]/g, '')}`;
  const mode: CountMode = bytes ? 'bytes' : 'chars';
  const words = counterMessages(mode);
  const hostLimit = parseLimit(maxlength ?? null);
  const limit = hostLimit ?? parseLimit(control.getAttribute('maxlength'));
  const [text, setText] = useState(control.value);
  const [truncated, setTruncated] = useState(false);
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 });
  const left = useRef(limit === null ? Infinity : remaining(control.value, limit, mode));
  const cutByUs = useRef(false);

  // The element's maxlength attribute sets the textarea's, so the browser enforces it too (in
  // bytes mode it is looser than the byte count and never blocks first).
  useEffect(() => {
    if (hostLimit !== null && control.getAttribute('maxlength') !== String(hostLimit))
      control.setAttribute('maxlength', String(hostLimit));
  }, [control, hostLimit]);

  useEffect(() => {
    if (limit === null)
      console.warn('[hr-shell] <hr-char-counter>: the textarea has no valid maxlength; nothing to count.');
  }, [limit]);

  /** Recounts `value`; `announce` only for the user's own edits. */
  const recount = useCallback(
    (value: string, cut: boolean, announce: boolean) => {
      setText(value);
      setTruncated(cut);
      if (limit === null) return;
      const after = remaining(value, limit, mode);
      const key = announce ? announcementFor(left.current, after, cut) : null;
      left.current = after;
      if (key)
        setAnnouncement((previous) => ({
          text: key === 'tooLong' ? t(words.tooLong, [limit]) : t(words.remaining, [after]),
          key: previous.key + 1,
        }));
    },
    [limit, mode, words],
  );

  useEffect(() => {
    recount(control.value, false, false);
  }, [control, recount]);

  useEffect(() => {
    if (limit === null) return undefined;
    const onBeforeInput = (event: Event) => {
      if (!(event instanceof InputEvent) || event.isComposing) return;
      const inserted = insertedText(event);
      if (inserted === null) return;
      const start = control.selectionStart ?? control.value.length;
      const end = control.selectionEnd ?? start;
      const fit = fitInsertion(control.value.slice(0, start), inserted, control.value.slice(end), limit, mode);
      if (!fit.truncated) return;
      // Insert what fits ourselves: the browser's maxlength would cut a paste silently (and may
      // split a surrogate pair); here the message says so.
      event.preventDefault();
      control.setRangeText(fit.text, start, end, 'end');
      cutByUs.current = true;
      control.dispatchEvent(
        new InputEvent('input', { bubbles: true, composed: true, inputType: event.inputType, data: fit.text }),
      );
    };
    const check = () => {
      let cut = cutByUs.current;
      cutByUs.current = false;
      const fit = fitValue(control.value, limit, mode);
      if (fit.truncated) {
        // Autofill, an IME or a browser without beforeinput got past: keep the start that fits.
        control.value = fit.text;
        cut = true;
      }
      recount(control.value, cut, true);
    };
    const onInput = (event: Event) => {
      if (!(event instanceof InputEvent && event.isComposing)) check();
    };
    control.addEventListener('beforeinput', onBeforeInput);
    control.addEventListener('input', onInput);
    control.addEventListener('compositionend', check);
    return () => {
      control.removeEventListener('beforeinput', onBeforeInput);
      control.removeEventListener('input', onInput);
      control.removeEventListener('compositionend', check);
    };
  }, [control, limit, mode, recount]);

  useEffect(() => {
    const onChange = () => changed({ value: control.value });
    control.addEventListener('change', onChange);
    return () => control.removeEventListener('change', onChange);
  }, [control, changed]);

  useEffect(() => {
    control.setAttribute('aria-describedby', addToken(control.getAttribute('aria-describedby'), counterId));
    return () => {
      const rest = removeToken(control.getAttribute('aria-describedby'), counterId);
      if (rest) control.setAttribute('aria-describedby', rest);
      else control.removeAttribute('aria-describedby');
    };
  }, [control, counterId]);

  useControlController({
    write: (value) => {
      // A value from code is kept whole even when too long (never lose data): the counter shows the error.
      control.value = value;
      recount(control.value, false, false);
    },
  });
  useFormReset(control, () => recount(control.value, false, false));

  if (limit === null) return { counterId, limit, level: 'hidden', message: '', announcement };
  const leftNow = remaining(text, limit, mode);
  const shown = counterMessage(leftNow, limit, truncated);
  return {
    counterId,
    limit,
    level: truncated ? 'error' : levelOf(leftNow),
    message: t(shown.key === 'tooLong' ? words.tooLong : words.remaining, [shown.count]),
    announcement,
  };
}
