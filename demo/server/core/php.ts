/**
 * The two escapes a PHP page uses to hand data to hr-shell, byte for byte as PHP 8.2 prints them
 * (docs/embedding.md), so the demo pages are printed the way PHP authors must print theirs.
 */

/** What PHP's JSON_HEX_TAG, JSON_HEX_AMP, JSON_HEX_APOS and JSON_HEX_QUOT print instead of the character. */
const HEX: Readonly<Record<string, string>> = {
  '<': '\\u003C',
  '>': '\\u003E',
  '&': '\\u0026',
  "'": '\\u0027',
  '\\"': '\\u0022',
};

const LONE_SURROGATE = /^\\ud[89a-f]/i;

/** `\uXXXX` per UTF-16 code unit, lower-case hex, as PHP escapes non-ASCII text. */
const unicodeEscape = (text: string) =>
  [...Array(text.length).keys()].map((i) => `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/**
 * PHP's `json_encode($value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT)`: the
 * JSON a config `<script type="application/json">` block may hold. No `<`, `>`, `&`, `'` or `"`
 * is left inside a string, so no value can end the script, open a comment or be read as markup,
 * and nothing needs decoding: the browser's JSON.parse sees the exact value. Like PHP without
 * JSON_UNESCAPED_SLASHES and JSON_UNESCAPED_UNICODE, `/` prints as `\/` and every non-ASCII
 * character as `\uXXXX`.
 *
 * Throws where json_encode fails: text that is not valid Unicode (a lone surrogate) and numbers
 * that are not finite. Values print as JSON.stringify orders and drops them (toJSON, undefined);
 * a PHP array keeps its key order even for integer-like keys, a JS object does not.
 */
export function phpJsonForScript(value: unknown): string {
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'number' && !Number.isFinite(item)) throw new TypeError(`json_encode: ${item} is not JSON`);
    return item;
  });
  if (json === undefined) throw new TypeError('json_encode: the value has no JSON form');
  // Outside strings JSON.stringify prints only ASCII punctuation, digits and keywords, so every
  // match below is inside a string; an escape pair (`\"`, `\\`, `\uXXXX`) is matched as a whole.
  return json.replace(/\\u[0-9a-f]{4}|\\[\s\S]|[<>&'/]|[\u0080-\uffff]+/g, (match) => {
    if (LONE_SURROGATE.test(match)) throw new TypeError('json_encode: malformed UTF-16 (a lone surrogate)');
    if (match === '/') return '\\/';
    if (match.startsWith('\\')) return HEX[match] ?? match;
    return HEX[match] ?? unicodeEscape(match);
  });
}

/**
 * PHP's `htmlspecialchars($text, ENT_QUOTES)`: text for element content or a quoted attribute.
 * The browser decodes the entities when it parses the attribute, so the element reads the exact
 * value back.
 */
export function htmlspecialchars(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[ch] ?? ch,
  );
}
