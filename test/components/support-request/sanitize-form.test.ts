import { beforeAll, describe, expect, it } from 'vitest';
import { FragmentTooLarge, MAX_FRAGMENT_LENGTH, sanitizeForm } from '../../../src/lib/sanitize';
import { patchHappyDomNodeName } from '../live-search/happy-dom-purify';

beforeAll(patchHappyDomNodeName);

/** The sanitized fields as markup, for assertions only (the product never serializes them). */
async function clean(html: string, urlPrefix = '') {
  const form = await sanitizeForm(html, { urlPrefix });
  if (!form) return null;
  const box = document.createElement('div');
  box.append(form.fields);
  return { action: form.action, html: box.innerHTML };
}

describe('sanitizeForm (the support form profile)', () => {
  it('keeps fields, labels, ids and names exactly, and returns the action apart', async () => {
    expect(
      await clean(
        '<form method="post" action="/ajax/dialog/feedback_submit.php"><label for="n">Name</label>' +
          '<input id="n" name="name" type="text" value="O&#39;Connor" readonly maxlength="20">' +
          '<select name="topic" required><option value="a" selected>A</option></select>' +
          '<textarea name="message" rows="6"></textarea></form>',
      ),
    ).toEqual({
      action: '/ajax/dialog/feedback_submit.php',
      html:
        '<label for="n">Name</label><input id="n" name="name" type="text" value="O\'Connor" readonly="" maxlength="20">' +
        '<select name="topic" required=""><option value="a" selected="">A</option></select>' +
        '<textarea name="message" rows="6"></textarea>',
    });
  });

  it('is null when the answer holds no form', async () => {
    expect(await clean('<p>Maintenance</p>')).toBeNull();
  });

  it.each([
    ['a script', '<script>alert(1)</script>', ''],
    ['an event handler', '<input name="a" onfocus="alert(1)" autofocus>', '<input name="a">'],
    ['an inline style', '<p style="display:none">x</p>', '<p>x</p>'],
    ['a button', '<button formaction="https://evil.example/">Go</button>', 'Go'],
    ['a submit input', '<input type="submit" formaction="https://evil.example/">', ''],
    ['a file input', '<input type="file" name="f">', ''],
    ['an image input', '<input type="IMAGE" src="x">', ''],
    ['an iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['SVG', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', ''],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an external link', '<a href="https://evil.example/">x</a>', '<a>x</a>'],
    [
      'a nested form',
      '<fieldset><form action="https://evil.example/"><input name="x"></form></fieldset>',
      '<fieldset><input name="x"></fieldset>',
    ],
  ])('removes %s', async (_, inner, expected) => {
    expect((await clean(`<form action="/x">${inner}</form>`))?.html).toBe(expected);
  });

  it('puts the URL prefix before root-relative links only', async () => {
    const result = await clean('<form action="/x"><a href="/settings/custom_fields">Custom fields</a></form>', '/hr');
    expect(result?.html).toBe(`<a href="${location.origin}/hr/settings/custom_fields">Custom fields</a>`);
  });

  it('refuses an oversized answer as a whole', async () => {
    await expect(sanitizeForm(`<form>${'x'.repeat(MAX_FRAGMENT_LENGTH)}</form>`)).rejects.toBeInstanceOf(
      FragmentTooLarge,
    );
  });
});
