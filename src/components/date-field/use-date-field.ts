import type { Instance } from 'flatpickr/dist/types/instance';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../element/define-element';
import { dispatchNativeChange } from '../../element/form-control';
import { shared } from '../../lib/runtime';
import { useChangeEvent, useControlController, useFormControl, useFormReset } from '../../element/use-form-control';
import { decorateCalendar, decorateDay, homeDay, isDay, moveMonths, setDayTabStop, weekEdge } from './calendar-a11y';
import {
  allowedRange,
  checkDateText,
  compareDates,
  displayWithDuration,
  formatDateText,
  fromIso,
  fromLocalDate,
  parseDateText,
  resolveFormat,
  toIso,
  toLocalDate,
  type CalendarDate,
  type DateCheck,
  type DateFormat,
} from './date-field.logic';
import { listenAll } from '../../lib/listen';
import { lazyPart } from '../../ui/lazy-part';

export interface DateFieldOptions {
  format?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  futureOnly?: boolean | undefined;
  startField?: string | undefined;
  endField?: string | undefined;
  showDuration?: boolean | undefined;
}

/**
 * Linked fields hear about each other's dates on one page-wide bus (shared by every bundle copy),
 * so it works whatever order the two fields upgrade in and even when a value is set from code
 * (which fires no DOM event by contract).
 */
const links = shared('date-field-links', () => new EventTarget());

function announce(host: HTMLElement): void {
  links.dispatchEvent(new CustomEvent('date', { detail: host }));
}

let sequence = 0;

const SUPPORTS_POPOVER = typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

function byId(host: HTMLElement, id: string | undefined): HTMLElement | null {
  if (!id) return null;
  const root = host.getRootNode() as Document | ShadowRoot;
  return typeof root.getElementById === 'function' ? root.getElementById(id) : null;
}

/** A linked field's date, read through its public `iso` property (undefined until it upgrades). */
function linkedDate(host: HTMLElement, id: string | undefined): CalendarDate | null {
  const other = byId(host, id) as (HTMLElement & { iso?: unknown }) | null;
  return typeof other?.iso === 'string' ? fromIso(other.iso) : null;
}

/** yyyy-mm-dd of whatever date the text reads as (even out of range), '' otherwise. */
function isoOf(check: DateCheck): string {
  if (check.state === 'valid') return check.iso;
  return check.state === 'invalid' && check.date ? toIso(check.date) : '';
}

function addTokens(control: HTMLElement, attribute: string, ids: readonly string[]): () => void {
  const own = (control.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
  const added = ids.filter((id) => !own.includes(id));
  control.setAttribute(attribute, [...own, ...added].join(' '));
  return () => {
    const left = (control.getAttribute(attribute) ?? '').split(/\s+/).filter((id) => id && !added.includes(id));
    if (left.length) control.setAttribute(attribute, left.join(' '));
    else control.removeAttribute(attribute);
  };
}

/**
 * flatpickr (14 KB) is fetched on the first sign of intent (focus in the field, a pointer over the
 * calendar button) or on opening: a page of date fields that are typed into never loads it.
 */
const calendarLibrary = lazyPart(
  () => import('./calendar-library').then((module) => module.flatpickr),
  'hr-date-field',
);

export function useDateField(options: DateFieldOptions) {
  const { host, control, attributes } = useFormControl<HTMLInputElement>();
  const locale = useLocale();
  const changed = useChangeEvent<{ iso: string }>();
  const format: DateFormat = resolveFormat(options.format);
  const [ids] = useState(() => {
    const id = `hr-date-field-${++sequence}`;
    return { hint: `${id}-hint`, error: `${id}-error`, duration: `${id}-duration`, popup: `${id}-calendar` };
  });
  // Read again when the user comes back (focus, calendar, the tab shown again): a page left open
  // past midnight must not keep yesterday as "today".
  const [today, setToday] = useState(() => fromLocalDate(new Date()));
  const refreshToday = useCallback(() => {
    const now = fromLocalDate(new Date());
    setToday((previous) => (compareDates(previous, now) === 0 ? previous : now));
  }, []);
  useEffect(() => {
    const onVisible = () => document.visibilityState !== 'hidden' && refreshToday();
    const stopFocus = listenAll(control, {
      focus: () => {
        refreshToday();
        calendarLibrary.load().catch(() => undefined);
      },
    });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopFocus();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [control, refreshToday]);
  const [text, setText] = useState(() => control.value);
  // Bumped when a linked field's date changes: the render then reads that date again.
  const [, setLinkVersion] = useState(0);
  const [open, setOpen] = useState(false);
  // Whether the message shows: after the user commits text, or at once for bad text the page printed.
  const [shown, setShown] = useState(false);
  const calendarRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const picker = useRef<Instance | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const { min, max, futureOnly, startField, endField, showDuration } = options;
  const linkedStart = linkedDate(host, startField);
  const linkedEnd = linkedDate(host, endField);
  const startKey = linkedStart ? toIso(linkedStart) : '';
  const endKey = linkedEnd ? toIso(linkedEnd) : '';
  const range = useMemo(
    () => allowedRange({ today, min, max, futureOnly, linkedStart: fromIso(startKey), linkedEnd: fromIso(endKey) }),
    [today, min, max, futureOnly, startKey, endKey],
  );
  const check = useMemo(() => checkDateText(text, format, range, today), [text, format, range, today]);
  const latest = useRef({ format, range, today });
  latest.current = { format, range, today };

  /** Sets the custom validity from the text now (a form may be checked before React renders). */
  const validate = useCallback(
    (value: string): DateCheck => {
      const { format: f, range: r, today: d } = latest.current;
      const result = checkDateText(value, f, r, d);
      control.setCustomValidity(result.state === 'invalid' ? result.message : '');
      return result;
    },
    [control],
  );

  /** Rewrites text that reads as a date in the canonical form of the mask; anything else is kept as typed. */
  const normalize = useCallback(() => {
    const parsed = parseDateText(control.value, latest.current.format, latest.current.today);
    if (parsed.kind === 'date') {
      const canonical = formatDateText(parsed.date, latest.current.format);
      if (canonical !== control.value) control.value = canonical;
    }
    setText(control.value);
    return validate(control.value);
  }, [control, validate]);

  useLayoutEffect(() => {
    control.setCustomValidity(check.state === 'invalid' ? check.message : '');
  }, [control, check]);

  // What the page printed (possibly yyyy-mm-dd) shown in the mask, without events. When the
  // format attribute changes, the text is read in the format it was written in.
  const shownFormat = useRef<DateFormat | null>(null);
  useLayoutEffect(() => {
    const first = shownFormat.current === null;
    if (shownFormat.current && shownFormat.current !== format) {
      const before = parseDateText(control.value, shownFormat.current, latest.current.today);
      if (before.kind === 'date') control.value = formatDateText(before.date, format);
    }
    shownFormat.current = format;
    const result = normalize();
    if (first) setShown(result.state === 'invalid');
  }, [control, normalize, format]);

  useControlController({
    write: (value) => {
      control.value = value;
      setShown(normalize().state === 'invalid');
    },
  });

  useFormReset(control, () => {
    setOpen(false);
    setShown(normalize().state === 'invalid');
  });

  const iso = isoOf(check);
  useEffect(() => announce(host), [host, iso]);

  useEffect(() => {
    const onLinked = (event: Event) => {
      const source = (event as CustomEvent<HTMLElement>).detail;
      if (source !== host && (source === byId(host, startField) || source === byId(host, endField)))
        setLinkVersion((n) => n + 1);
    };
    links.addEventListener('date', onLinked);
    // A partner that upgraded first read no date from us: tell it we are here.
    announce(host);
    return () => links.removeEventListener('date', onLinked);
  }, [host, startField, endField]);

  // Typing: validity follows every keystroke (so the form will not submit a half date), the message
  // appears on commit (change, or the form's own validation) and goes as soon as the text is fine.
  useEffect(() => {
    const onInput = () => {
      setText(control.value);
      if (validate(control.value).state !== 'invalid') setShown(false);
    };
    const onChange = () => {
      const result = normalize();
      setShown(result.state === 'invalid');
      changed({ value: control.value, iso: isoOf(result) });
    };
    const onInvalid = () => setShown(true);
    return listenAll(control, { input: onInput, change: onChange, invalid: onInvalid });
  }, [control, validate, normalize, changed]);

  const messageShown = shown && check.state === 'invalid';
  const durationText =
    showDuration && check.state === 'valid'
      ? displayWithDuration(check.date, linkedEnd ?? linkedStart ?? today, locale)
      : '';

  useLayoutEffect(
    () =>
      addTokens(
        control,
        'aria-describedby',
        durationText ? [ids.hint, ids.error, ids.duration] : [ids.hint, ids.error],
      ),
    [control, ids, durationText],
  );

  useLayoutEffect(() => {
    if (!messageShown) return undefined;
    control.setAttribute('aria-invalid', 'true');
    return () => control.removeAttribute('aria-invalid');
  }, [control, messageShown]);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) (opener.current ?? control).focus();
    },
    [control],
  );

  const pick = useCallback(
    (date: Date) => {
      const text = formatDateText(fromLocalDate(date), latest.current.format);
      opener.current = control;
      close(true);
      // The day already chosen: nothing changed, so no change events.
      if (text === control.value) return;
      control.value = text;
      dispatchNativeChange(control);
    },
    [control, close],
  );
  const pickRef = useRef(pick);
  pickRef.current = pick;

  const openCalendar = useCallback(
    (from: HTMLElement) => {
      if (attributes.disabled || attributes.readOnly) return;
      opener.current = from;
      refreshToday();
      if (calendarLibrary.current) setOpen(true);
      // A failed fetch is reported by the lazy part; the next press asks again.
      else
        calendarLibrary.load().then(
          () => opener.current === from && setOpen(true),
          () => undefined,
        );
    },
    [attributes.disabled, attributes.readOnly, refreshToday],
  );

  // The calendar is built on first open (a page of fifty date fields builds none), inside the
  // element: never document.body, which a modal <dialog> makes inert (flatpickr#489, #594, #1024).
  useLayoutEffect(() => {
    const container = calendarRef.current;
    if (!open || !container) return;
    let instance = picker.current;
    const flatpickr = calendarLibrary.current;
    if (!instance && flatpickr) {
      const target = document.createElement('input');
      target.type = 'hidden';
      container.append(target);
      instance = flatpickr(target, {
        inline: true,
        appendTo: container,
        disableMobile: true,
        clickOpens: false,
        monthSelectorType: 'dropdown',
        ariaDateFormat: 'l, F j, Y',
        onChange: (dates) => {
          const date = dates[0];
          if (date) pickRef.current(date);
        },
        onDayCreate: (_dates, _text, _self, day?: HTMLElement) => day && decorateDay(day),
        onMonthChange: (_dates, _text, self) => decorateCalendar(self),
        onYearChange: (_dates, _text, self) => decorateCalendar(self),
      });
      // flatpickr turns its input into type=text; inline, it needs no visible input at all.
      target.type = 'hidden';
      picker.current = instance;
    }
    if (!instance) return;
    const { range: r, today: d } = latest.current;
    // flatpickr marks its "today" cell from `now`, read once when it was built.
    instance.now = toLocalDate(d);
    instance.set('minDate', toLocalDate(r.min));
    instance.set('maxDate', toLocalDate(r.max));
    const current = check.state === 'empty' ? null : check.date;
    if (current && check.state === 'valid') instance.setDate(toLocalDate(current), false);
    else instance.clear(false, false);
    // An empty end field opens on its start's month; otherwise today, kept inside the range.
    const jumpTo =
      current ?? fromIso(startKey) ?? (compareDates(d, r.min) < 0 ? r.min : compareDates(d, r.max) > 0 ? r.max : d);
    instance.jumpToDate(toLocalDate(jumpTo));
    decorateCalendar(instance);
    const day = homeDay(instance);
    setDayTabStop(instance, day);
    // A popover is display:none until shown, and nothing hidden can take focus.
    if (SUPPORTS_POPOVER && !container.matches(':popover-open')) container.showPopover();
    (day ?? container.querySelector<HTMLElement>('[tabindex="0"]'))?.focus({ preventScroll: true });
    // Only opening syncs the calendar; while it is open it owns the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(
    () => () => {
      picker.current?.destroy();
      picker.current = null;
    },
    [],
  );

  // Where the Popover API exists the calendar goes to the top layer: no overflow:hidden box or
  // small modal <dialog> clips it, and as the element's own descendant it is never inert.
  // Elsewhere (older browsers, DOM shims) it is absolutely positioned under the field.
  useLayoutEffect(() => {
    const popup = calendarRef.current;
    if (!open || !popup || typeof popup.showPopover !== 'function') return undefined;
    const place = () => {
      // Under the whole field (hint and message stay readable), starting at the input's edge.
      const field = control.getBoundingClientRect();
      const own = popup.getBoundingClientRect();
      const below = host.getBoundingClientRect().bottom + 2;
      const fitsBelow = below + own.height <= window.innerHeight || field.top - own.height - 2 < 0;
      popup.style.top = `${fitsBelow ? below : field.top - own.height - 2}px`;
      popup.style.left = `${Math.max(0, Math.min(field.left, window.innerWidth - own.width))}px`;
    };
    if (!popup.matches(':popover-open')) popup.showPopover();
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      if (popup.matches(':popover-open')) popup.hidePopover();
    };
  }, [open, control, host]);

  // Outside pointer or focus closes the calendar. composedPath(): inside a shadow root the
  // document sees the event retargeted to the host of that root (flatpickr#2054).
  useEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: Event) => {
      if (!event.composedPath().includes(host)) close(false);
    };
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('focusin', onOutside, true);
    return () => {
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside, true);
    };
  }, [open, host, close]);

  // Keys inside the calendar, ahead of flatpickr's own handler (capture on the popup).
  const onCalendarKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const instance = picker.current;
      const popup = calendarRef.current;
      if (!instance || !popup) return;
      const target = event.target as HTMLElement;
      const stop = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      if (event.key === 'Escape') {
        // preventDefault also keeps an enclosing modal <dialog> open.
        stop();
        close(true);
      } else if (event.key === 'Tab') {
        const stops = [
          ...popup.querySelectorAll<HTMLElement>('[tabindex="0"], select, input:not([type="hidden"])'),
        ].filter(
          (element) =>
            element.tabIndex >= 0 &&
            !element.hasAttribute('disabled') &&
            element.getAttribute('aria-disabled') !== 'true',
        );
        if (stops.length === 0) return;
        const index = stops.indexOf(target);
        const next = stops[(index + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
        stop();
        next?.focus();
      } else if (event.key === 'PageUp' || event.key === 'PageDown') {
        stop();
        moveMonths(
          instance,
          (event.key === 'PageUp' ? -1 : 1) * (event.shiftKey ? 12 : 1),
          isDay(target) ? target : homeDay(instance),
        );
      } else if ((event.key === 'Home' || event.key === 'End') && isDay(target)) {
        stop();
        const day = weekEdge(instance, target, event.key === 'Home' ? 'start' : 'end');
        if (day) {
          setDayTabStop(instance, day);
          day.focus();
        }
      } else if (
        (event.key === 'Enter' || event.key === ' ') &&
        (target === instance.prevMonthNav || target === instance.nextMonthNav)
      ) {
        stop();
        if (target.getAttribute('aria-disabled') !== 'true') target.click();
        decorateCalendar(instance);
      } else if (event.key === ' ' && isDay(target)) {
        stop();
        target.click();
      } else if (target === instance.monthsDropdownContainer && !event.altKey) {
        // flatpickr cancels arrows and Enter on every calendar element: let the select have them.
        event.stopPropagation();
      }
    },
    [close],
  );

  useEffect(() => {
    const popup = calendarRef.current;
    if (!popup) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      if (picker.current && isDay(event.target)) setDayTabStop(picker.current, event.target);
    };
    popup.addEventListener('keydown', onCalendarKeyDown, true);
    popup.addEventListener('focusin', onFocusIn);
    return () => {
      popup.removeEventListener('keydown', onCalendarKeyDown, true);
      popup.removeEventListener('focusin', onFocusIn);
    };
  }, [onCalendarKeyDown]);

  // Alt+ArrowDown opens from the input (the native date-input and combobox convention).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && (event.key === 'ArrowDown' || event.key === 'Down')) {
        event.preventDefault();
        openCalendar(control);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close(false);
      }
    };
    control.addEventListener('keydown', onKeyDown);
    return () => control.removeEventListener('keydown', onKeyDown);
  }, [control, open, openCalendar, close]);

  return {
    ids,
    format,
    open,
    disabled: attributes.disabled,
    readOnly: attributes.readOnly,
    message: messageShown ? check.message : '',
    iso,
    durationText,
    chosenText: check.state === 'valid' ? check.text : '',
    calendarRef,
    buttonRef,
    popover: SUPPORTS_POPOVER,
    toggle: () => (open ? close(true) : buttonRef.current && openCalendar(buttonRef.current)),
    /** A pointer over the calendar button: fetch the calendar before the press. */
    wantCalendar: () => void calendarLibrary.load().catch(() => undefined),
  };
}
