import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { checkEmployeeId } from '../../lib/validators';
import {
  CURRENCY_CODE,
  currencyQuery,
  fallbackCurrency,
  moveActive,
  parseCurrencyList,
  parseScheduleId,
  typeAhead,
  type Currency,
} from './number-field.logic';

/** referenceCurrencies (docs/api): the currency list. */
export const CURRENCY_SRC = '/ajax/get_currency';

export type CurrencyPhase = 'idle' | 'loading' | 'ready' | 'error';

export interface CurrencyPickerOptions {
  /** Whether the picker is shown (and so whether the list is fetched). */
  enabled: boolean;
  /** The `currency` attribute: the ISO code the page printed. */
  code: string | undefined;
  src: string | undefined;
  /** The `field` query parameter: the form field the chosen code is posted in. */
  field: string | undefined;
  employeeId: string | undefined;
  payScheduleId: string | undefined;
  locale: string;
  /** The user chose a currency (not a value from code, not a reset). */
  onChoose(currency: Currency): void;
}

const TYPE_AHEAD_RESET_MS = 500;

function validCode(code: string | undefined): string | null {
  const upper = code?.trim().toUpperCase();
  return upper && CURRENCY_CODE.test(upper) ? upper : null;
}

/**
 * The currency of a currency field and its picker: a button opening a listbox of the currencies
 * GET /ajax/get_currency lists (fetched once per element, on mount, because the list also says
 * where the shown currency's symbol goes), WAI-ARIA APG "collapsible dropdown listbox".
 */
export function useCurrencyPicker(options: CurrencyPickerOptions) {
  const { enabled, src, field, employeeId, payScheduleId, locale } = options;
  const http = useHttp();
  const emit = useEmit();
  const initialCode = validCode(options.code);
  const [chosen, setChosen] = useState<string | null>(initialCode);
  const [list, setList] = useState<Currency[]>([]);
  const [phase, setPhase] = useState<CurrencyPhase>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', at: 0 });
  const onChoose = useRef(options.onChoose);
  onChoose.current = options.onChoose;

  // The page changed the attribute: that is the currency now.
  useEffect(() => setChosen(initialCode), [initialCode]);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const query = currencyQuery({
      field,
      employeeId: employeeId === undefined ? null : checkEmployeeId(employeeId, '<hr-number-field employee-id>'),
      payScheduleId: parseScheduleId(payScheduleId),
    });
    if (payScheduleId !== undefined && !query.payScheduleId)
      console.error(
        `[hr-shell] <hr-number-field pay-schedule-id>: the pay schedule id must be an integer of at least 1 (got ${JSON.stringify(payScheduleId.slice(0, 40))}).`,
      );
    setPhase('loading');
    http
      .get(src || CURRENCY_SRC, { searchParams: query, signal: controller.signal })
      .then((body) => {
        setList(parseCurrencyList(body));
        setPhase('ready');
      })
      .catch((failure: unknown) => {
        if (isAbort(failure)) return;
        setPhase('error');
        emit('error', { status: failure instanceof HttpFailure ? failure.status : 0, message: t(m.errorsDataFetch) });
      });
    return () => controller.abort();
  }, [enabled, src, field, employeeId, payScheduleId, http, emit]);

  // No currency printed: the first the server lists (it puts the employee's own first).
  const code = chosen ?? list[0]?.code ?? 'USD';
  const currency = useMemo(
    () => list.find((item) => item.code === code) ?? fallbackCurrency(code, locale),
    [list, code, locale],
  );

  const show = useCallback(() => {
    setOpen(true);
    setActive(
      Math.max(
        0,
        list.findIndex((item) => item.code === code),
      ),
    );
  }, [list, code]);

  const close = useCallback(() => setOpen(false), []);

  const choose = useCallback(
    (index: number) => {
      const item = list[index];
      setOpen(false);
      if (!item || item.code === code) return;
      setChosen(item.code);
      onChoose.current(item);
    },
    [list, code],
  );

  /** Keys of the open listbox; returns true when the popup closes and focus goes back to the button. */
  const onListKey = useCallback(
    (event: KeyboardEvent): boolean => {
      const moved = moveActive(event.key, active, list.length);
      if (moved !== null) {
        event.preventDefault();
        setActive(moved);
        return false;
      }
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        choose(active);
        return true;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close();
        return true;
      }
      if (event.key === 'Tab') {
        close();
        return false;
      }
      if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        const now = Date.now();
        typed.current = {
          text: now - typed.current.at > TYPE_AHEAD_RESET_MS ? event.key : typed.current.text + event.key,
          at: now,
        };
        const found = typeAhead(list, typed.current.text, active);
        if (found >= 0) setActive(found);
      }
      return false;
    },
    [active, list, choose, close],
  );

  const reset = useCallback(() => {
    setChosen(initialCode);
    setOpen(false);
  }, [initialCode]);

  return { code, currency, list, phase, open, active, setActive, show, close, choose, onListKey, reset };
}
