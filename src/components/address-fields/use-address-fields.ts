import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useEmit, useHost, useHttp } from '../../element/define-element';
import { dispatchNativeChange } from '../../element/form-control';
import { HttpFailure, isAbort } from '../../lib/http';
import { resolveLocale, t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useChangeEvent, useControlController, useFormControl, useFormReset } from '../../element/use-form-control';
import { checkEmployeeId } from '../../lib/validators';
import {
  COUNTRIES_SRC,
  keptValue,
  labelKeysFor,
  parseCountries,
  parseCountryId,
  parsePositiveId,
  parseStates,
  parseTimezone,
  parseVariant,
  STATES_SRC,
  TIMEZONE_SRC,
  timezoneZip,
  type LabelKey,
  type ListItem,
} from './address-fields.logic';
import { fillSelect, findParts, labelOf, setLabelText } from './address-parts';

export interface AddressFieldsOptions {
  variant: string | undefined;
  employeeId: string | undefined;
  payScheduleId: string | undefined;
  timezoneField: string | undefined;
}

const LABELS: Readonly<Record<LabelKey, string>> = {
  state: m.addressState,
  zip: m.addressZip,
  postCode: m.addressPostCode,
  county: m.addressCounty,
  postalCode: m.addressPostalCode,
  province: m.addressProvince,
  region: m.addressRegion,
  prefecture: m.addressPrefecture,
  canton: m.addressCanton,
  pinCode: m.addressPinCode,
  eircode: m.addressEircode,
};

/** The page's own value="" options ("–Select–"), kept when a list is refilled. */
const placeholdersOf = (select: HTMLSelectElement) => [...select.options].filter((option) => option.value === '');
/** The option a form reset returns to (its `selected` attribute). */
const defaultOf = (select: HTMLSelectElement) =>
  [...select.options].find((option) => option.hasAttribute('selected'))?.value ?? '';

export function useAddressFields({ variant, employeeId, payScheduleId, timezoneField }: AddressFieldsOptions) {
  const host = useHost();
  const { control: country } = useFormControl<HTMLSelectElement>();
  const changed = useChangeEvent<{ part: string; name?: string }>();
  const emit = useEmit();
  const http = useHttp();
  const parts = useMemo(() => findParts(host, country, timezoneField), [host, country, timezoneField]);
  const [countryValue, setCountryValue] = useState(country.value);
  // One flag per list: a state list that loads after the country list failed must not hide that failure.
  const [failedLists, setFailedLists] = useState<{ countries: boolean; states: boolean }>({
    countries: false,
    states: false,
  });
  // What the page printed, for refills and for what a form reset returns to.
  const printed = useRef({
    countryDefault: defaultOf(country),
    countryPlaceholders: placeholdersOf(country),
    stateDefault: parts.state instanceof HTMLSelectElement ? defaultOf(parts.state) : '',
    statePlaceholders: parts.state instanceof HTMLSelectElement ? placeholdersOf(parts.state) : [],
  });
  /** Why the next state-list load happens: it decides which state to keep and whether to tell the page. */
  const stateIntent = useRef<{ keep: string | null; notify: boolean }>({ keep: null, notify: false });
  const consequence = useRef(false);
  const firstStates = useRef(true);

  const scope = useMemo(() => {
    const params: Record<string, number> = {};
    if (employeeId !== undefined && employeeId !== '') {
      const id = checkEmployeeId(employeeId, '<hr-address-fields> employee-id');
      if (id !== null) params.employeeId = id;
    }
    if (payScheduleId !== undefined && payScheduleId !== '') {
      const id = parsePositiveId(payScheduleId);
      if (id !== null) params.payScheduleId = id;
      else
        console.error(
          `[hr-shell] <hr-address-fields> pay-schedule-id: must be an integer of at least 1 (got ${JSON.stringify(payScheduleId.slice(0, 40))}).`,
        );
    }
    return params;
  }, [employeeId, payScheduleId]);

  const failed = useCallback(
    (list: 'countries' | 'states', failure: unknown) => {
      setFailedLists((lists) => ({ ...lists, [list]: true }));
      emit('error', { status: failure instanceof HttpFailure ? failure.status : 0, message: t(m.errorsDataFetch) });
    },
    [emit],
  );

  // Labels follow the country, with the variant's prefix.
  const kind = parseVariant(variant);
  useEffect(() => {
    const keys = labelKeysFor(parseCountryId(countryValue));
    const label = (key: LabelKey) => {
      const text = t(LABELS[key]);
      if (kind === 'dependent') return t(m.addressDependentLabel, { label: text });
      if (kind === 'emergency') return t(m.addressEmergencyLabel, { label: text });
      return text;
    };
    const stateLabel = parts.state && labelOf(parts.state);
    const zipLabel = parts.zip && labelOf(parts.zip);
    if (stateLabel) setLabelText(stateLabel, label(keys.state));
    if (zipLabel) setLabelText(zipLabel, label(keys.zip));
  }, [countryValue, kind, parts]);

  // Countries (GET /ajax/get_countries), keeping the chosen one even if the answer lacks it.
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const body = await http.get(COUNTRIES_SRC, { searchParams: scope, signal: controller.signal });
        const items = parseCountries(body, new Intl.Collator(resolveLocale({ element: host })));
        if (items === null) throw new HttpFailure('parse', 200);
        const current = country.value;
        const extra: ListItem[] = [];
        const chosen = country.selectedOptions[0];
        if (current !== '' && chosen && !items.some((item) => item.value === current))
          extra.push({ value: current, text: chosen.text });
        fillSelect(
          country,
          printed.current.countryPlaceholders,
          [...extra, ...items],
          current,
          printed.current.countryDefault,
        );
      } catch (failure) {
        if (!isAbort(failure) && !controller.signal.aborted) failed('countries', failure);
      }
    })();
    return () => controller.abort();
  }, [country, scope, http, host, failed]);

  // States (GET /ajax/get_states?country=) for a state select, reloaded with the country.
  useEffect(() => {
    const state = parts.state;
    const countryId = parseCountryId(countryValue);
    if (!(state instanceof HTMLSelectElement) || countryId === null) return undefined;
    const controller = new AbortController();
    const intent = stateIntent.current;
    stateIntent.current = { keep: null, notify: false };
    state.setAttribute('aria-busy', 'true');
    void (async () => {
      try {
        const body = await http.get(STATES_SRC, {
          searchParams: { country: countryId, ...scope },
          signal: controller.signal,
        });
        const items = parseStates(body);
        if (items === null) throw new HttpFailure('parse', 200);
        const before = state.value;
        // The state the page printed is the saved one: kept on the first load even if the list
        // lacks it (never drop data nobody touched); after a country change only offered ones stay.
        const chosen = state.selectedOptions[0];
        const saved = firstStates.current && before !== '' && chosen && !items.some((item) => item.value === before);
        firstStates.current = false;
        const offered = saved ? [{ value: before, text: chosen.text }, ...items] : items;
        const keep = keptValue(intent.keep ?? before, offered);
        fillSelect(state, printed.current.statePlaceholders, offered, keep, printed.current.stateDefault);
        setFailedLists((lists) => (lists.states ? { ...lists, states: false } : lists));
        // The user's country change made their state invalid: tell the page as a user change.
        if (intent.notify && state.value !== before) {
          // Native events for the page's own listeners; no hr-change: the user did not pick it.
          consequence.current = true;
          dispatchNativeChange(state);
          consequence.current = false;
        }
      } catch (failure) {
        if (!isAbort(failure) && !controller.signal.aborted) failed('states', failure);
      } finally {
        if (!controller.signal.aborted) state.removeAttribute('aria-busy');
      }
    })();
    return () => {
      controller.abort();
      state.removeAttribute('aria-busy');
    };
  }, [countryValue, parts, scope, http, failed]);

  // User changes: the country (the element's value), the state and the zip.
  useEffect(() => {
    const onCountry = () => {
      stateIntent.current = { keep: null, notify: true };
      setCountryValue(country.value);
      changed({ part: 'country', value: country.value });
    };
    const onPart = (part: 'state' | 'zip') => (event: Event) => {
      if (consequence.current) return;
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      changed({ part, name: target.name, value: target.value });
    };
    const onState = onPart('state');
    const onZip = onPart('zip');
    country.addEventListener('change', onCountry);
    parts.state?.addEventListener('change', onState);
    parts.zip?.addEventListener('change', onZip);
    return () => {
      country.removeEventListener('change', onCountry);
      parts.state?.removeEventListener('change', onState);
      parts.zip?.removeEventListener('change', onZip);
    };
  }, [country, parts, changed]);

  // Timezone from the ZIP (US labels only), into the page's timezone field; errors only logged.
  const latestCountry = useRef(countryValue);
  latestCountry.current = countryValue;
  useEffect(() => {
    const { zip, timezone } = parts;
    if (!zip || !timezone) return undefined;
    let controller: AbortController | null = null;
    const lookUp = async () => {
      controller?.abort();
      const five = timezoneZip(zip.value);
      if (five === null || labelKeysFor(parseCountryId(latestCountry.current)).zip !== 'zip') return;
      const current = new AbortController();
      controller = current;
      try {
        const body = await http.get(`${TIMEZONE_SRC}${five}`, { signal: current.signal });
        const answer = parseTimezone(body);
        if (!answer.ok) throw new Error(answer.reason);
        if (
          timezone instanceof HTMLSelectElement &&
          ![...timezone.options].some((option) => option.value === answer.timezone)
        )
          throw new Error(`the timezone field has no option ${answer.timezone}`);
        if (timezone.value !== answer.timezone) {
          timezone.value = answer.timezone;
          dispatchNativeChange(timezone);
        }
      } catch (failure) {
        if (isAbort(failure) || current.signal.aborted) return;
        const reason =
          failure instanceof HttpFailure
            ? (failure.serverMessage ?? failure.message)
            : String(failure instanceof Error ? failure.message : failure);
        console.warn(`[hr-shell] <hr-address-fields>: timezone lookup for ZIP ${five} failed: ${reason}`);
      }
    };
    const onZip = () => void lookUp();
    zip.addEventListener('change', onZip);
    return () => {
      zip.removeEventListener('change', onZip);
      controller?.abort();
    };
  }, [parts, http]);

  // The host's disabled attribute disables the whole address, not only the country (a disabled
  // fieldset already disables every part natively, so only the attribute counts here).
  const hostDisabled = host.hasAttribute('disabled');
  useEffect(() => {
    const others = [parts.state, parts.zip].filter(
      (part): part is HTMLInputElement | HTMLSelectElement => part !== null,
    );
    for (const part of others) {
      if (hostDisabled && !part.disabled) {
        part.disabled = true;
        part.setAttribute('data-hr-address-disabled', '');
      } else if (!hostDisabled && part.hasAttribute('data-hr-address-disabled')) {
        part.disabled = false;
        part.removeAttribute('data-hr-address-disabled');
      }
    }
  }, [hostDisabled, parts]);

  useControlController({
    write: (value) => {
      country.value = value;
      stateIntent.current = { keep: null, notify: false };
      setCountryValue(country.value);
    },
  });

  useFormReset(country, () => {
    stateIntent.current = { keep: printed.current.stateDefault, notify: false };
    setFailedLists({ countries: false, states: false });
    setCountryValue(country.value);
  });

  return { error: failedLists.countries || failedLists.states ? t(m.errorsDataFetch) : '' };
}
