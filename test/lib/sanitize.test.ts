import { beforeAll, describe, expect, it } from 'vitest';
import { FragmentTooLarge, MAX_FRAGMENT_LENGTH, sanitizeFragment } from '../../src/lib/sanitize';
import { patchHappyDomNodeName } from '../components/live-search/happy-dom-purify';

beforeAll(patchHappyDomNodeName);

/** The sanitized fragment as markup, for assertions only (the product never serializes it). */
async function clean(html: string, allowedHosts: string[] = []): Promise<string> {
  const fragment = await sanitizeFragment(html, { allowedHosts });
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

describe('sanitizeFragment', () => {
  it('returns a DocumentFragment and keeps the allowed search markup', async () => {
    const html =
      '<ul class="hr-search-results"><li class="hr-search-result"><a class="hr-search-result-link" href="/employees/employee.php?id=3"><mark>Ann</mark> Lee</a></li></ul>';
    const fragment = await sanitizeFragment(html);
    expect(fragment).toBeInstanceOf(DocumentFragment);
    expect(await clean(html)).toBe(
      '<ul class="hr-search-results"><li class="hr-search-result"><a class="hr-search-result-link" href="http://localhost:3000/employees/employee.php?id=3"><mark>Ann</mark> Lee</a></li></ul>',
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<script>alert(1)</script>Ann', 'Ann'],
    ['"><svg onload=alert(1)>', '"&gt;'],
    ['<svg><style><img src=x onerror=alert(1)></style></svg>', ''],
    // An iframe's content is raw text to the parser: "def</p>" goes with it.
    ['<p>abc<iframe//src=jAva&Tab;script:alert(3)>def</p>', '<p>abc</p>'],
    ['<form action=//evil.example><input name=password></form>', ''],
    ['<base href=//evil.example/>x', 'x'],
    ['<meta http-equiv=refresh content="0;url=//evil.example">x', 'x'],
    ['<span style="color:red" onclick="alert(1)" id="getElementById" data-x="1">t</span>', '<span>t</span>'],
  ])('neutralises %s', async (input, expected) => {
    const out = await clean(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/onerror|onload|onclick|script|style|iframe|form|base|meta/i);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'https://hr.example.com@evil.example/',
  ])('turns a link to %j into text', async (href) => {
    const box = document.createElement('div');
    const a = document.createElement('a');
    a.setAttribute('href', href);
    a.textContent = 'x';
    box.append(a);
    expect(await clean(box.innerHTML)).toBe('<a>x</a>');
  });

  it('keeps allow-listed external hosts with rel="noopener noreferrer"', async () => {
    expect(await clean('<a href="https://help.example/a">h</a>', ['help.example'])).toBe(
      '<a href="https://help.example/a" rel="noopener noreferrer">h</a>',
    );
  });

  it('ignores a rel the server sent', async () => {
    expect(await clean('<a href="/x" rel="opener">x</a>')).toBe('<a href="http://localhost:3000/x">x</a>');
  });

  it('refuses an oversize fragment as a whole', async () => {
    await expect(sanitizeFragment('a'.repeat(MAX_FRAGMENT_LENGTH + 1))).rejects.toBeInstanceOf(FragmentTooLarge);
  });
});
