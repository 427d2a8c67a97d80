import { describe, expect, it } from 'vitest';

// setup.ts installs BrowserFormData as the global FormData for every unit test.
describe('FormData in unit tests', () => {
  const entries = (markup: string) => {
    document.body.innerHTML = `<form>${markup}</form>`;
    return [...new FormData(document.querySelector('form') as HTMLFormElement)];
  };

  it('posts every chosen option of a multiple select, in order', () => {
    expect(
      entries(
        '<select name="s" multiple><option value="a" selected>A</option><option value="b">B</option><option value="c" selected>C</option></select><input name="i" value="1">',
      ),
    ).toEqual([
      ['s', 'a'],
      ['s', 'c'],
      ['i', '1'],
    ]);
  });

  it('leaves out disabled textareas and selects, also inside a disabled fieldset', () => {
    expect(
      entries(
        '<textarea name="t" disabled>x</textarea><fieldset disabled><select name="s"><option>o</option></select></fieldset><input name="i" value="1">',
      ),
    ).toEqual([['i', '1']]);
  });
});
