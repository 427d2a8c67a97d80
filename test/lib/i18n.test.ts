import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatNumber, resolveLocale, t } from '../../src/lib/i18n';
import * as m from '../../src/lib/messages.en-US';

describe('t', () => {
  it('returns the catalogue text when no params are given', () => {
    expect(t(m.errorsGeneric)).toBe('An error occurred');
  });

  it('fills %1 from the first array item and from the "1" key of a record', () => {
    expect(t(m.counterTooLong, [250])).toBe('You cannot write more then 250 characters!');
    expect(t(m.counterRemaining, { 1: 12 })).toBe('This field can accept 12 more characters.');
  });

  it('fills each %s with the next positional value in order', () => {
    expect(t(m.uploadBadExtension, ['pdf, png'])).toBe('The only allowed file extensions are: pdf, png');
  });

  it('fills {name} placeholders from a record', () => {
    expect(t(m.accountGreeting, { firstName: 'Ada' })).toBe('Hi, Ada');
    expect(t(m.uploadTooLarge, { n: 20 })).toBe('Files must be smaller than 20MB.');
    expect(t(m.searchEmpty, { query: 'smith' })).toBe('No matches for "smith"');
  });

  it("keeps replacement patterns such as $& and $' in values literal", () => {
    expect(t(m.searchEmpty, { query: "$& and $' and $1 and $$" })).toBe('No matches for "$& and $\' and $1 and $$"');
    expect(t(m.counterTooLong, ['$&'])).toBe('You cannot write more then $& characters!');
  });

  it('inserts values as plain text without re-reading placeholders inside them', () => {
    expect(t(m.searchEmpty, { query: '<b>{query}</b>' })).toBe('No matches for "<b>{query}</b>"');
  });

  it('leaves placeholders without a value as written', () => {
    expect(t(m.counterTooLong, [])).toBe('You cannot write more then %1 characters!');
    expect(t(m.accountGreeting, {})).toBe('Hi, {firstName}');
    expect(t(m.accountGreeting, ['Ada'])).toBe('Hi, {firstName}');
    expect(t(m.uploadBadExtension, {})).toBe('The only allowed file extensions are: %s');
  });

  it('does not take placeholder values from Object.prototype', () => {
    expect(t(m.inlineEditEdit, {})).toBe('Edit {label}');
    expect(t(m.configBadNumber, { attribute: 'max' })).toBe(
      'The max attribute of <{tag}> is not a valid number; using the default.',
    );
  });

  it('returns text without placeholders unchanged, with or without params', () => {
    expect(t('plain text')).toBe('plain text');
    expect(t('toString', ['x'])).toBe('toString');
  });
});

describe('resolveLocale', () => {
  const html = document.documentElement;
  const originalLang = html.lang;

  afterEach(() => {
    vi.unstubAllGlobals();
    html.lang = originalLang;
    document.body.replaceChildren();
  });

  it('falls back to en-US when nothing declares a language', () => {
    html.removeAttribute('lang');
    expect(resolveLocale()).toBe('en-US');
  });

  it('uses the document language', () => {
    html.lang = 'fr-CA';
    expect(resolveLocale()).toBe('fr-CA');
    expect(resolveLocale({ element: document.body })).toBe('fr-CA');
  });

  it('prefers the nearest ancestor lang over the document language', () => {
    html.lang = 'fr-CA';
    document.body.innerHTML = '<section lang="de"><div><span id="x"></span></div></section>';
    expect(resolveLocale({ element: document.getElementById('x') })).toBe('de');
  });

  it('finds the lang of a shadow host from inside its shadow root', () => {
    html.lang = 'en-US';
    const host = document.createElement('div');
    host.setAttribute('lang', 'ja-JP');
    document.body.append(host);
    const inner = document.createElement('span');
    host.attachShadow({ mode: 'open' }).append(inner);
    expect(resolveLocale({ element: inner })).toBe('ja-JP');
  });

  it('skips invalid tags and keeps looking further up', () => {
    html.lang = 'es-MX';
    document.body.innerHTML = '<div lang="not a locale!"><span id="x"></span></div>';
    expect(resolveLocale({ element: document.getElementById('x') })).toBe('es-MX');
    html.lang = '!!';
    expect(resolveLocale()).toBe('en-US');
  });

  it('uses a valid override first, canonicalised, and ignores an invalid one', () => {
    html.lang = 'fr-CA';
    document.body.innerHTML = '<div lang="de"><span id="x"></span></div>';
    const element = document.getElementById('x');
    expect(resolveLocale({ override: 'pt-br', element })).toBe('pt-BR');
    expect(resolveLocale({ override: 'bad tag!', element })).toBe('de');
    expect(resolveLocale({ override: null, element })).toBe('de');
  });

  it('returns en-US when there is no document', () => {
    vi.stubGlobal('document', undefined);
    expect(resolveLocale()).toBe('en-US');
  });
});

describe('formatNumber and formatDate', () => {
  it('format per locale', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    const date = new Date(Date.UTC(2024, 0, 15));
    expect(formatDate(date, 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Jan 15, 2024');
  });

  it('fall back to en-US for an invalid locale instead of throwing', () => {
    expect(formatNumber(1234.5, 'not a locale!')).toBe('1,234.5');
    const date = new Date(Date.UTC(2024, 0, 15));
    expect(formatDate(date, '', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Jan 15, 2024');
  });

  it('reuse one formatter per locale and options', () => {
    const Real = Intl.NumberFormat;
    // A plain function (not an arrow) so `new` works; returning the real formatter replaces `this`.
    const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new Real(...args);
    });
    const options = { minimumFractionDigits: 3 };
    expect(formatNumber(1, 'en-GB', options)).toBe('1.000');
    expect(formatNumber(2, 'en-GB', { ...options })).toBe('2.000');
    expect(spy).toHaveBeenCalledTimes(1);
    formatNumber(3, 'en-GB', { minimumFractionDigits: 4 });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('cache date formatters too', () => {
    const Real = Intl.DateTimeFormat;
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new Real(...args);
    });
    const date = new Date(Date.UTC(2024, 0, 15));
    formatDate(date, 'en-AU', { year: 'numeric', timeZone: 'UTC' });
    formatDate(date, 'en-AU', { year: 'numeric', timeZone: 'UTC' });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('en-US catalogue', () => {
  // The product's error texts, verbatim: the legacy pages show exactly these strings.
  const specErrorStrings = [
    'Failed to generate Mobile Login QR Code',
    'There was a problem getting inbox data',
    'Uh Oh! something went wrong getting your magic link.',
    'Error getting employee snapshot context data',
    'Error getting default employee snapshot data',
    'Error getting employee summary data',
    "Looks like our help menu needs a little help. We'll have it back soon!",
    'Help Center',
    'Nothing More to See Here',
    'No matches for "{query}"',
    'Sorry, no results were found.',
    'Error: No ID defined',
    'Sorry, something went wrong. Try giving it another shot?',
    "Uh oh. Looks like your demo data didn't clear. Please try again, or call us at {phone} for help.",
    "Uh oh! It looks like the next step didn't load as expected. Please reload this page.",
    'Oops. Something went wrong. Please try again.',
    'An error has occurred while getting the data. Please reload the page and try again.',
    'Error processing your request.',
    'It looks like this file has already been deleted.',
    'Unable to upload file.',
    'Unable to upload file due to its contents.',
    'Your browser does not support this feature, if you see this message, please contact support.',
    'Just to be safe, we logged you out.',
    'Failed to authenticate login',
    'There is no {product} user for the account you chose.',
    "Sorry, that password doesn't look right. Try it again?",
    'Uh oh, something went wrong',
    'Oops. Something went wrong. Please try again later.',
    'An error occurred',
    'No scroll container found.',
    'No element provided to observeScroll.',
  ];

  it.each(specErrorStrings)('contains the SPEC string %j verbatim', (text) => {
    expect(Object.values(m)).toContain(text);
  });

  it('names the global employment provider through a parameter', () => {
    expect(t(m.globalEmploymentForbidden, { provider: 'the global employment provider' })).toBe(
      "Oops! You don't have permissions to login to the global employment provider on behalf of this customer.",
    );
  });

  it('keeps the legacy counter wording, typo included', () => {
    expect(m.counterTooLong).toBe('You cannot write more then %1 characters!');
  });
});
