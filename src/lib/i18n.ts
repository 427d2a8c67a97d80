/*
 * Messages live in ./messages.en-US.ts, one named export each, and callers pass the message
 * itself: `t(m.inlineEditSave)`. That keeps every element's bundle down to the strings it uses.
 * Only the en-US catalogue exists; a translation would map en-US text to its own (gettext style).
 * Numbers and dates are formatted per locale through Intl already.
 */

export type MessageParams = Readonly<Record<string, string | number>> | ReadonlyArray<string | number>;

const DEFAULT_LOCALE = 'en-US';

const PLACEHOLDER = /%([1-9])|%s|\{(\w+)\}/g;

/**
 * Fills a catalogue message's placeholders with plain-text values: `%1`…`%9` positional (array
 * item n-1, or record key "n"), each `%s` the next positional value, `{name}` a record key.
 * A placeholder without a value stays as written rather than throwing, so a mistake shows on
 * screen instead of breaking the page.
 */
export function t(template: string, params?: MessageParams): string {
  if (params === undefined) return template;
  const value = (key: string | number): string | undefined => {
    let found: unknown;
    if (Array.isArray(params)) found = typeof key === 'number' ? params[key - 1] : undefined;
    // Own properties only: `{constructor}` must not pick up Object.prototype members.
    else if (Object.hasOwn(params, key)) found = (params as Readonly<Record<string, unknown>>)[key];
    return found === undefined ? undefined : String(found);
  };
  let next = 0;
  // One pass with a replacer function: inserted values are never rescanned, and `$&` or `$'`
  // in a value stays literal.
  return template.replace(
    PLACEHOLDER,
    (match, index?: string, name?: string) =>
      (index ? value(Number(index)) : name ? value(name) : value(++next)) ?? match,
  );
}

function canonicalLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** The element's parent, stepping from a shadow root out to its host. */
function parentAcrossShadow(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode() as Partial<ShadowRoot>;
  return root.host ?? null;
}

/**
 * The locale to format for: a valid override, else the nearest valid `lang` above the element
 * (through shadow roots), else the document's `lang`, else en-US.
 */
export function resolveLocale(options: { override?: string | null; element?: Element | null } = {}): string {
  const override = canonicalLocale(options.override);
  if (override) return override;

  for (let node = options.element ?? null; node; node = parentAcrossShadow(node)) {
    const lang = canonicalLocale(node.getAttribute('lang'));
    if (lang) return lang;
  }

  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return canonicalLocale(document.documentElement?.lang) ?? DEFAULT_LOCALE;
}

// Building Intl formatters is costly and the shell formats the same few shapes repeatedly.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(
  cache: Map<string, F>,
  locale: string,
  options: object | undefined,
  create: (locale: string) => F,
): F {
  const safeLocale = canonicalLocale(locale) ?? DEFAULT_LOCALE;
  const cacheKey = `${safeLocale}|${JSON.stringify(options ?? {})}`;
  let formatter = cache.get(cacheKey);
  if (!formatter) {
    formatter = create(safeLocale);
    cache.set(cacheKey, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return cached(numberFormats, locale, options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

export function formatDate(value: Date, locale: string, options?: Intl.DateTimeFormatOptions): string {
  return cached(dateFormats, locale, options, (l) => new Intl.DateTimeFormat(l, options)).format(value);
}
