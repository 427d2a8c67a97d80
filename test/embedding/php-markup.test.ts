/**
 * Markup as docs/embedding.md tells PHP authors to print it, parsed by the HTML parser and read
 * by the elements: values printed into attributes with htmlspecialchars($v, ENT_QUOTES), JSON
 * attributes the same way, and the config block printed with json_encode and the four JSON_HEX
 * flags. The PHP output comes from the recorded fixture (test/demo/fixtures/php-escape.json).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/hr-account-menu';
import '../../elements/hr-inline-edit';
import type { HrAccountMenuElement } from '../../elements/hr-account-menu';
import type { HrInlineEditElement } from '../../elements/hr-inline-edit';
import { reloadConfig } from '../../src/stores/config';
import { mount, settle } from '../support/elements';

const FIXTURE = resolve(dirname(fileURLToPath(import.meta.url)), '../demo/fixtures/php-escape.json');

interface Case {
  name: string;
  /** The value, as plain json_encode($value) printed it. */
  input: string;
  /** json_encode($value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT) */
  script: string;
  /** htmlspecialchars($value, ENT_QUOTES); of json_encode($value) for a value that is no string */
  attribute: string;
}

const { cases } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  cases: Case[];
};
const byName = (name: string): Case => {
  const found = cases.find((item) => item.name === name);
  if (!found) throw new Error(`no fixture case ${name}`);
  return found;
};

const HOSTILE_NAME = `O'Connor & <Sons> </script><!-- "Zoë" / Ünïcødé`;
const HOSTILE_LAST = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';

// The HTML parser itself turns NUL into U+FFFD and CR into LF in any attribute: no escape keeps them.
const attributeCases = cases.filter(
  (item) => typeof JSON.parse(item.input) === 'string' && !/[\0\r]/.test(JSON.parse(item.input) as string),
);

afterEach(() => reloadConfig());

/** Prints `<script type="application/json" id="hr-shell-config">` with `json` in it, as the page's HTML. */
function printConfigBlock(json: string): void {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="hr-shell-config">${json}</script>`,
  );
  reloadConfig();
}

async function accountMenu(markup = '<hr-account-menu></hr-account-menu>'): Promise<ShadowRoot> {
  const el = mount(markup).querySelector('hr-account-menu') as HrAccountMenuElement;
  await settle();
  if (!el.shadowRoot) throw new Error('the account menu has not mounted');
  return el.shadowRoot;
}

const shownName = (root: ShadowRoot) => root.querySelector('[part="name"]')?.textContent;

describe('an attribute printed with htmlspecialchars($v, ENT_QUOTES) reaches the element exactly', () => {
  it.each(attributeCases.map((item) => [item.name, item] as const))('%s', (_, item) => {
    const value = JSON.parse(item.input) as string;
    const el = mount(
      `<hr-inline-edit save-src="/ajax/save.php" record-id="1" label="Name" value="${item.attribute}"></hr-inline-edit>`,
    ).querySelector('hr-inline-edit') as HrInlineEditElement;
    expect(el.value).toBe(value);
    expect(el.textContent).toBe(value);
  });

  it('covers the hostile display name', () => {
    expect(attributeCases.map((item) => JSON.parse(item.input))).toContain(HOSTILE_NAME);
  });
});

describe('a JSON attribute printed with htmlspecialchars(json_encode($v), ENT_QUOTES) reaches the element exactly', () => {
  it('shows the name of a config attribute override', async () => {
    const root = await accountMenu(`<hr-account-menu config="${byName('config').attribute}"></hr-account-menu>`);
    expect(shownName(root)).toBe(`${HOSTILE_NAME} ${HOSTILE_LAST}`);
    expect(root.querySelector('img, script')).toBeNull();
  });
});

describe('the config block printed with json_encode and JSON_HEX_TAG|AMP|APOS|QUOT', () => {
  it('gives the elements the exact name', async () => {
    printConfigBlock(byName('config').script);
    const root = await accountMenu();
    expect(shownName(root)).toBe(`${HOSTILE_NAME} ${HOSTILE_LAST}`);
    expect(root.querySelector('img, script')).toBeNull();
  });

  it('keeps the block whole: the page after it is still markup', () => {
    printConfigBlock(byName('config').script);
    const blocks = document.head.querySelectorAll('script#hr-shell-config');
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]?.textContent ?? '')).toEqual(JSON.parse(byName('config').input));
  });

  it('shows entities literally when a page escapes the block with htmlspecialchars instead', async () => {
    // A script block is raw text: the parser never decodes entities in it.
    printConfigBlock(
      '{"user":{"id":7,"employeeId":42,"firstName":"O&#039;Connor","lastName":"&lt;Sons&gt;"},"capabilities":{"account":true}}',
    );
    expect(shownName(await accountMenu())).toBe('O&#039;Connor &lt;Sons&gt;');
  });
});
