import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlspecialchars, phpJsonForScript } from '../../demo/server/core/php';

/** What PHP 8.2 printed for each value (produced by fixtures/php-escape.php; see its header). */
interface Fixture {
  producedBy: string;
  phpVersion: string;
  cases: Array<{ name: string; input: string; script: string; attribute: string }>;
}

const fixture = JSON.parse(readFileSync(new URL('fixtures/php-escape.json', import.meta.url), 'utf8')) as Fixture;

describe('phpJsonForScript prints what json_encode with JSON_HEX_TAG|AMP|APOS|QUOT prints', () => {
  it('was recorded from real PHP', () => {
    expect(fixture.phpVersion).toMatch(/^8\./);
    expect(fixture.cases.length).toBeGreaterThan(20);
  });

  it.each(fixture.cases.map((item) => [item.name, item] as const))('%s: byte for byte', (_, item) => {
    expect(phpJsonForScript(JSON.parse(item.input))).toBe(item.script);
  });

  it.each(fixture.cases.map((item) => [item.name, item] as const))('%s: parses back to the exact value', (_, item) => {
    expect(JSON.parse(phpJsonForScript(JSON.parse(item.input)))).toEqual(JSON.parse(item.input));
  });

  it('leaves nothing an HTML parser reads inside a script block: no < > & quote or apostrophe', () => {
    for (const item of fixture.cases) expect(phpJsonForScript(JSON.parse(item.input)), item.name).toMatch(/^[^<>&']*$/);
  });

  it('fails where json_encode fails: lone surrogates and numbers that are not finite', () => {
    expect(() => phpJsonForScript({ name: 'half \ud83d pair' })).toThrow(/lone surrogate/);
    expect(() => phpJsonForScript(['\udc00'])).toThrow(/lone surrogate/);
    expect(() => phpJsonForScript({ ratio: Number.NaN })).toThrow(/not JSON/);
    expect(() => phpJsonForScript(Number.POSITIVE_INFINITY)).toThrow(/not JSON/);
    expect(() => phpJsonForScript(undefined)).toThrow(/no JSON form/);
  });

  it('keeps a literal backslash-u text apart from an escape', () => {
    expect(phpJsonForScript('\\ud800 \\"')).toBe('"\\\\ud800 \\\\\\u0022"');
  });
});

describe('htmlspecialchars prints what htmlspecialchars($v, ENT_QUOTES) prints', () => {
  it.each(fixture.cases.map((item) => [item.name, item] as const))('%s: byte for byte', (_, item) => {
    const value: unknown = JSON.parse(item.input);
    // A value that is no string goes into an attribute as its plain json_encode text.
    expect(htmlspecialchars(typeof value === 'string' ? value : item.input)).toBe(item.attribute);
  });
});
