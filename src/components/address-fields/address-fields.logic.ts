import { isRecord } from '../../lib/json';

/**
 * Rules of the address fields (docs/api/reference.yaml): which
 * labels a country gets, reading the reference-data answers, and which ZIP codes have a timezone.
 * Pure: no DOM, no network.
 */

/** The default company country, 1: used when the country select holds no usable id. */
export const DEFAULT_COUNTRY_ID = 1;
export const COUNTRIES_SRC = '/ajax/get_countries';
export const STATES_SRC = '/ajax/get_states';
export const TIMEZONE_SRC = '/location/getTimezoneFromZip/';

export type AddressVariant = 'dependent' | 'emergency';
export type LabelKey =
  | 'state'
  | 'zip'
  | 'postCode'
  | 'county'
  | 'postalCode'
  | 'province'
  | 'region'
  | 'prefecture'
  | 'canton'
  | 'pinCode'
  | 'eircode';

/** Label keys of the state and zip fields; the hook maps them to catalogue messages. */
export interface AddressLabelKeys {
  state: LabelKey;
  zip: LabelKey;
}

/**
 * A country id as a form value: "0" or a plain positive integer. Blank, "01", " 1", "1.0", "-0",
 * "1e0", full-width digits and ids past the safe range are not ids (null).
 */
export function parseCountryId(raw: string | null | undefined): number | null {
  if (raw == null || !/^(?:0|[1-9]\d{0,14})$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The labels of every country of the reference data, by id, as that country's own addresses
 * name them. SPEC's id rule (1 or 0 → State / ZIP; 3 → State / Post Code; 222 → County / Post
 * Code; 157 → State / Postal Code; any other → Province / Postal Code) is kept for what it gets
 * right and corrected where the reference data's country reads otherwise: 3 is Canada (Province /
 * Postal Code), the UK and Australia write Postcode, and a Land, prefecture or canton is not a
 * province. A country missing here keeps SPEC's Province / Postal Code.
 */
const COUNTRY_LABELS: ReadonlyMap<number, AddressLabelKeys> = new Map<number, AddressLabelKeys>([
  [0, { state: 'state', zip: 'zip' }], // not specified: the default company country's labels
  [1, { state: 'state', zip: 'zip' }], // United States
  [3, { state: 'province', zip: 'postalCode' }], // Canada
  [13, { state: 'state', zip: 'postCode' }], // Australia
  [30, { state: 'state', zip: 'postalCode' }], // Brazil
  [44, { state: 'province', zip: 'postalCode' }], // China
  [56, { state: 'region', zip: 'postalCode' }], // Czech Republic
  [57, { state: 'region', zip: 'postalCode' }], // Denmark
  [73, { state: 'region', zip: 'postalCode' }], // France
  [80, { state: 'state', zip: 'postalCode' }], // Germany
  [99, { state: 'state', zip: 'pinCode' }], // India
  [104, { state: 'county', zip: 'eircode' }], // Ireland
  [109, { state: 'prefecture', zip: 'postalCode' }], // Japan
  [150, { state: 'province', zip: 'postCode' }], // Netherlands
  [153, { state: 'region', zip: 'postCode' }], // New Zealand
  [157, { state: 'state', zip: 'postalCode' }], // Mexico
  [160, { state: 'county', zip: 'postalCode' }], // Norway
  [170, { state: 'province', zip: 'zip' }], // Philippines
  [171, { state: 'province', zip: 'postalCode' }], // Poland (voivodeship)
  [196, { state: 'province', zip: 'postalCode' }], // South Africa
  [198, { state: 'province', zip: 'postalCode' }], // Spain
  [203, { state: 'county', zip: 'postalCode' }], // Sweden
  [204, { state: 'canton', zip: 'postalCode' }], // Switzerland
  [215, { state: 'province', zip: 'postalCode' }], // Türkiye
  [222, { state: 'county', zip: 'postCode' }], // United Kingdom
]);

/** The state and zip labels of a country; no usable id → the default company country (1). */
export function labelKeysFor(country: number | null): AddressLabelKeys {
  return COUNTRY_LABELS.get(country ?? DEFAULT_COUNTRY_ID) ?? { state: 'province', zip: 'postalCode' };
}

/** The `variant` attribute: 'dependent' or 'emergency' (any case); anything else is the plain form. */
export function parseVariant(raw: string | null | undefined): AddressVariant | null {
  const value = raw?.trim().toLowerCase();
  return value === 'dependent' || value === 'emergency' ? value : null;
}

/** A positive integer id attribute (pay schedule), else null. */
export function parsePositiveId(raw: string | null | undefined): number | null {
  if (raw == null || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

export interface ListItem {
  value: string;
  text: string;
}

function itemText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, 200);
}

/**
 * `{success, data}` of get_countries: data maps id → name. JavaScript orders integer keys
 * numerically, so the list is sorted by name for people (with `collator`), keeping "0" (not
 * specified) first. Null when the answer is not a success.
 */
export function parseCountries(body: unknown, collator: Intl.Collator): ListItem[] | null {
  if (!isRecord(body) || body.success !== true || !isRecord(body.data)) return null;
  const items: ListItem[] = [];
  for (const [id, name] of Object.entries(body.data)) {
    const text = itemText(name);
    if (parseCountryId(id) !== null && text !== null) items.push({ value: id, text });
  }
  return items.sort((a, b) => (a.value === '0' ? -1 : b.value === '0' ? 1 : collator.compare(a.text, b.text)));
}

/** `{success, data: [{id, name}]}` of get_states, in the server's order; null when not a success. */
export function parseStates(body: unknown): ListItem[] | null {
  if (!isRecord(body) || body.success !== true || !Array.isArray(body.data)) return null;
  const items: ListItem[] = [];
  const seen = new Set<string>();
  for (const row of body.data) {
    if (!isRecord(row)) continue;
    const id =
      typeof row.id === 'number' && Number.isSafeInteger(row.id)
        ? String(row.id)
        : typeof row.id === 'string'
          ? row.id.trim()
          : '';
    const text = itemText(row.name);
    if (id === '' || id.length > 32 || text === null || seen.has(id)) continue;
    seen.add(id);
    items.push({ value: id, text });
  }
  return items;
}

/** The value to keep after a list reload: the current one when still offered, else ''. */
export function keptValue(current: string, items: readonly ListItem[]): string {
  return items.some((item) => item.value === current) ? current : '';
}

/**
 * The five-digit ZIP a timezone can be looked up for (US: "84042" or ZIP+4 "84042-1234", spaces
 * around ignored), else null: nothing else is asked for, and nothing but digits reaches the URL path.
 */
export function timezoneZip(raw: string): string | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(raw.trim());
  return match?.[1] ?? null;
}

/** `{success, error, timezone_value}`: the timezone on success, else the reason for the log. */
export function parseTimezone(body: unknown): { ok: true; timezone: string } | { ok: false; reason: string } {
  if (!isRecord(body)) return { ok: false, reason: 'the answer is not an object' };
  if (body.success === true && typeof body.timezone_value === 'string' && body.timezone_value.trim() !== '') {
    return { ok: true, timezone: body.timezone_value.trim() };
  }
  return { ok: false, reason: typeof body.error === 'string' && body.error ? body.error : 'no timezone in the answer' };
}
