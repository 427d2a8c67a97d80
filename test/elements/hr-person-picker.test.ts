import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-person-picker';
import type { HrPersonPickerElement, PersonPickerChangeDetail } from '../../elements/hr-person-picker';
import { loadHttpClient } from '../../src/lib/http';
import { deferred, json, mockFetch } from '../support/fetch';
import { listen, mount, press, typeInto } from '../support/elements';
import { formControlSuite, type FormHelper } from '../support/form-control-suite';

beforeAll(() => loadHttpClient());
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const ANN = { id: 5, name: 'Ann Lee', canSeeProfile: true, imageUrl: '/photos/5.jpg' };
const BOB = { id: 7, name: 'Bob Stone', canSeeProfile: true };
const CY = { id: 9, name: 'Cy Young', canSeeProfile: false };

// The element's tests run on a fake clock (setTimeout/clearTimeout): the 50 ms search delay passes
// only when a test moves the clock, so no request can arrive early on a slow machine. React keeps
// its own scheduler (captured at import), and the macrotasks below use the real setTimeout.
const realTimeout = globalThis.setTimeout;

/** Runs the timers due now, then lets promise callbacks and React's renders run. */
async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => realTimeout(resolve, 0));
  }
}

/**
 * Lets React render the typed query (its effect starts the delay), moves the fake clock past the
 * 50 ms delay, then lets React commit the answer.
 */
async function afterDelay(ms = 50) {
  await settle();
  await vi.advanceTimersByTimeAsync(ms);
  await settle(4);
}

const PRINTED = `<input type="hidden" name="eeids[]" value="5" data-name="Ann Lee"><input type="hidden" name="eeids[]" value="7" data-name="Bob Stone">`;

async function setup(
  markup = `<form><label for="pp">Reviewers</label><hr-person-picker input-id="pp"></hr-person-picker></form>`,
) {
  const box = mount(markup);
  await settle();
  const el = box.querySelector('hr-person-picker') as HrPersonPickerElement;
  const input = el.control as HTMLInputElement;
  const form = box.querySelector('form');
  return {
    box,
    el,
    input,
    form,
    posted: () => (form ? new FormData(form).getAll('eeids[]').map(String) : []),
    options: () => [...el.querySelectorAll<HTMLElement>('[role="option"]')],
    tokens: () => [...el.querySelectorAll<HTMLElement>('.hr-person-picker__token')].map((token) => token.textContent),
    status: () => el.querySelector('[role="status"]')?.textContent ?? '',
  };
}

formControlSuite({
  tag: 'hr-person-picker',
  name: 'eeids[]',
  markup: (attributes) => `<hr-person-picker ${attributes.replace(/name="[^"]*"/, '')}>${PRINTED}</hr-person-picker>`,
  emptyMarkup: (attributes) => `<hr-person-picker ${attributes}></hr-person-picker>`,
  initial: ['5', '7'],
  fromCode: { value: '9, 9,,11', posted: ['9', '11'] },
  userChange: async (element: FormHelper) => {
    element.querySelector<HTMLButtonElement>('button[aria-label="Remove Bob Stone"]')?.click();
    await settle();
  },
  changed: ['5'],
});

formControlSuite({
  tag: 'hr-person-picker',
  name: 'reviewers[]',
  markup: (attributes) =>
    `<hr-person-picker ${attributes} value="3,4" people='[{"id":3,"name":"Di Ng"}]'></hr-person-picker>`,
  initial: ['3', '4'],
  fromCode: { value: '8', posted: ['8'] },
  userChange: async (element: FormHelper) => {
    const input = element.control as HTMLInputElement;
    input.focus();
    press(input, 'Backspace');
    await settle();
  },
  changed: ['3'],
});

describe('<hr-person-picker>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it('starts inactive with the description and opens the input from the button', async () => {
    const { el, input } = await setup(
      `<form><label for="pp">Reviewers</label><hr-person-picker input-id="pp" description="Add reviewers"></hr-person-picker></form>`,
    );
    const button = el.querySelector<HTMLButtonElement>('.hr-person-picker__activate');
    expect(button?.textContent).toBe('Add reviewers');
    expect(button?.getAttribute('aria-label')).toBe('Add reviewers (Reviewers)');
    expect(input.hidden).toBe(true);
    button?.click();
    await settle();
    expect(input.hidden).toBe(false);
    expect(document.activeElement).toBe(input);
    expect(el.querySelector('.hr-person-picker__activate')).toBeNull();
  });

  it('goes back to inactive on blur when nobody is chosen, and stays active with people', async () => {
    const { el, input } = await setup();
    el.querySelector<HTMLButtonElement>('.hr-person-picker__activate')?.click();
    await settle();
    input.blur();
    await settle();
    expect(input.hidden).toBe(true);
    el.value = '5';
    el.querySelector<HTMLButtonElement>('.hr-person-picker__activate')?.click();
    await settle();
    input.blur();
    await settle();
    expect(input.hidden).toBe(false);
  });

  it('asks GET /ajax/quicksearch.php?query= after the delay, lists people not yet chosen, first preselected', async () => {
    const { requests } = mockFetch(() => json([ANN, BOB, CY, { id: 'x', name: 'Bad' }]));
    const { el, input, options } = await setup(
      `<form><hr-person-picker value="7" label="Reviewers"></hr-person-picker></form>`,
    );
    input.focus();
    typeInto(input, '  ann   lee ');
    await settle();
    expect(requests).toHaveLength(0);
    await afterDelay(49);
    expect(requests).toHaveLength(0);
    await afterDelay(1);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.pathname + url.search).toBe('/ajax/quicksearch.php?query=ann+lee');
    expect(options().map((o) => o.textContent)).toEqual(['Ann Lee', 'CYCy Young']);
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(el.querySelector('[role="listbox"]')?.id);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('picks with ArrowDown and Enter, posts the person and fires input, change and hr-change', async () => {
    mockFetch(() => json([ANN, BOB, CY]));
    const { el, input, posted, tokens, status } = await setup();
    const changes = listen<PersonPickerChangeDetail>(document, 'hr-change');
    const nativeChanges = listen(document, 'change');
    el.querySelector<HTMLButtonElement>('.hr-person-picker__activate')?.click();
    typeInto(input, 'o');
    await afterDelay();
    expect(status()).toBe('3 results are available.');
    press(input, 'ArrowDown');
    await settle();
    press(input, 'Enter');
    await settle();
    expect(posted()).toEqual(['7']);
    expect(tokens()).toEqual(['BSBob Stone']);
    expect(input.value).toBe('');
    expect(changes.map((event) => event.detail)).toEqual([{ name: 'eeids[]', value: '7', ids: [7] }]);
    expect(changes[0]?.target).toBe(el);
    expect(nativeChanges[0]?.target).toBe(input);
    expect(status()).toBe('Bob Stone added. 1 chosen.');
    expect(el.value).toBe('7');
  });

  it('reuses the last answer for the same query (cache length 1) and asks again after another', async () => {
    const { requests } = mockFetch(() => json([ANN]));
    const { input, el } = await setup();
    el.querySelector<HTMLButtonElement>('.hr-person-picker__activate')?.click();
    typeInto(input, 'ann');
    await afterDelay();
    typeInto(input, 'ann ');
    await afterDelay();
    expect(requests).toHaveLength(1);
    typeInto(input, 'bo');
    await afterDelay();
    typeInto(input, 'ann');
    await afterDelay();
    expect(requests.map((r) => new URL(r.url).searchParams.get('query'))).toEqual(['ann', 'bo', 'ann']);
  });

  it('drops a stale answer that arrives after a newer query', async () => {
    const slow = deferred<Response>();
    mockFetch((request) => (new URL(request.url).searchParams.get('query') === 'a' ? slow.promise : json([BOB])));
    const { input, el, options } = await setup();
    el.querySelector<HTMLButtonElement>('.hr-person-picker__activate')?.click();
    typeInto(input, 'a');
    await afterDelay();
    typeInto(input, 'bo');
    await afterDelay();
    slow.resolve(json([ANN]));
    await settle(4);
    expect(options().map((o) => o.textContent)).toEqual(['BSBob Stone']);
  });

  it('shows the catalogue message and fires hr-error when the server fails', async () => {
    mockFetch(() => json({ error: 'boom' }, 403));
    const { input, el, status } = await setup();
    const errors = listen<{ status: number; message: string }>(document, 'hr-error');
    el.querySelector<HTMLButtonElement>('.hr-person-picker__activate')?.click();
    typeInto(input, 'ann');
    await afterDelay();
    // The catalogue's message, then the Retry button.
    expect(el.querySelector('.hr-person-picker__note--error')?.textContent).toBe(
      'Oops. Something went wrong. Please try again. Retry',
    );
    expect(el.querySelector('.hr-person-picker__note--error button.hr-person-picker__retry')).not.toBeNull();
    expect(errors[0]?.detail).toEqual({ status: 403, message: 'Oops. Something went wrong. Please try again.' });
    expect(status()).toBe('Oops. Something went wrong. Please try again.');
  });

  it('says "No matches" when nothing comes back', async () => {
    mockFetch(() => json([]));
    const { input, el, status } = await setup();
    el.querySelector<HTMLButtonElement>('.hr-person-picker__activate')?.click();
    typeInto(input, 'zz');
    await afterDelay();
    expect(el.querySelector('.hr-person-picker__note')?.textContent).toBe('No matches for "zz"');
    expect(status()).toBe('No matches for "zz"');
  });

  it('removes the last person with Backspace in an empty input and announces it', async () => {
    const { input, posted, status, el } = await setup(`<form><hr-person-picker>${PRINTED}</hr-person-picker></form>`);
    input.focus();
    press(input, 'Backspace');
    await settle();
    expect(posted()).toEqual(['5']);
    expect(status()).toBe('Bob Stone removed. 1 chosen.');
    typeInto(input, 'x');
    press(input, 'Backspace');
    await settle();
    expect(el.value).toBe('5');
  });

  it('names every remove button and moves the focus to the input after a removal', async () => {
    const { el, input } = await setup(`<form><hr-person-picker>${PRINTED}</hr-person-picker></form>`);
    const buttons = [...el.querySelectorAll('button.hr-person-picker__remove')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(buttons).toEqual(['Remove Ann Lee', 'Remove Bob Stone']);
    el.querySelector<HTMLButtonElement>('button[aria-label="Remove Ann Lee"]')?.click();
    await settle();
    expect(document.activeElement).toBe(input);
  });

  it('closes the list with Escape and clears the input with a second Escape', async () => {
    mockFetch(() => json([ANN]));
    const { input, el } = await setup();
    el.querySelector<HTMLButtonElement>('.hr-person-picker__activate')?.click();
    typeInto(input, 'ann');
    await afterDelay();
    press(input, 'Escape');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('ann');
    press(input, 'Escape');
    await settle();
    expect(input.value).toBe('');
  });

  it('does not submit the form with Enter while a name is typed', async () => {
    const { input, el } = await setup();
    el.querySelector<HTMLButtonElement>('.hr-person-picker__activate')?.click();
    typeInto(input, 'an');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
  });

  it('keeps only valid ids from markup and code, logging the bad ones', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { el, posted } = await setup(
      `<form><hr-person-picker value="1,,2,-1,1e3,abc,123456789012345678901234567890,2,１"></hr-person-picker></form>`,
    );
    expect(posted()).toEqual(['1', '2']);
    expect(error).toHaveBeenCalledTimes(5);
    el.value = '0, 4';
    expect(posted()).toEqual(['4']);
    expect(el.people).toEqual([{ id: 4, name: 'Employee #4' }]);
  });

  it('takes names and photos from the people attribute and shows initials for a broken photo', async () => {
    const { el, tokens } = await setup(
      `<form><hr-person-picker value="3" people='[{"id":3,"name":"Di Ng","imageUrl":"javascript:alert(1)"},{"id":4,"name":"Eve Ro","imageUrl":"/p/4.jpg"}]'></hr-person-picker></form>`,
    );
    expect(tokens()).toEqual(['DNDi Ng']);
    el.value = '3,4';
    await settle();
    const img = el.querySelector<HTMLImageElement>('.hr-person-picker__token img');
    expect(img?.getAttribute('src')).toBe('http://localhost:3000/p/4.jpg');
    img?.dispatchEvent(new Event('error'));
    await settle();
    expect(el.querySelector('.hr-person-picker__token img')).toBeNull();
    expect(tokens()).toEqual(['DNDi Ng', 'EREve Ro']);
  });

  it('uses a required message on the input and shows it after a failed validation', async () => {
    const { el, input, form } = await setup(`<form><hr-person-picker required></hr-person-picker></form>`);
    expect(input.required).toBe(false);
    expect(el.validationMessage).toBe('Choose at least one person.');
    expect(form?.checkValidity()).toBe(false);
    await settle();
    expect(input.hidden).toBe(false);
    expect(el.querySelector('.hr-person-picker__error')?.textContent).toBe('Choose at least one person.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    el.value = '5';
    expect(form?.checkValidity()).toBe(true);
  });

  it('renames every hidden field with the name attribute and the text input posts nothing', async () => {
    const { el, form } = await setup(`<form><hr-person-picker value="5,7"></hr-person-picker></form>`);
    el.setAttribute('name', 'approvers[]');
    expect(new FormData(form as HTMLFormElement).getAll('approvers[]')).toEqual(['5', '7']);
    expect([...new FormData(form as HTMLFormElement).keys()]).toEqual(['approvers[]', 'approvers[]']);
    expect(el.name).toBe('approvers[]');
  });

  it('takes its name from the hidden fields the page printed when it has none', async () => {
    const { el, form } = await setup(
      `<form><hr-person-picker><input type="hidden" name="reviewers[]" value="5" data-name="Ann Lee"></hr-person-picker></form>`,
    );
    expect(el.name).toBe('reviewers[]');
    expect(new FormData(form as HTMLFormElement).getAll('reviewers[]')).toEqual(['5']);
  });

  it('leaves a hidden field of another name alone when it has a name', async () => {
    const { form, posted } = await setup(
      `<form><hr-person-picker name="eeids[]"><input type="hidden" name="token" value="abc"><input type="hidden" name="eeids[]" value="4" data-name="Di Ng"></hr-person-picker></form>`,
    );
    expect(posted()).toEqual(['4']);
    expect(new FormData(form as HTMLFormElement).get('token')).toBe('abc');
  });

  it('logs and leaves out printed fields whose value is not an employee id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { posted, tokens } = await setup(
      `<form><hr-person-picker><input type="hidden" name="eeids[]" value="1e3" data-name="X"><input type="hidden" name="eeids[]" value="8" data-name="Ok"></hr-person-picker></form>`,
    );
    expect(posted()).toEqual(['8']);
    expect(tokens()).toEqual(['OOk']);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('opens from a click on its label while inactive', async () => {
    const { box, input } = await setup();
    box.querySelector('label')?.click();
    await settle();
    expect(input.hidden).toBe(false);
    expect(document.activeElement).toBe(input);
  });

  it('takes people and value set as properties before it is connected (as React 19 does)', async () => {
    const form = mount('<form></form>').querySelector('form') as HTMLFormElement;
    const el = document.createElement('hr-person-picker') as HrPersonPickerElement;
    el.people = [{ id: 21, name: 'Lin Wu' }];
    form.append(el);
    await settle();
    expect(new FormData(form).getAll('eeids[]')).toEqual(['21']);
    expect(el.querySelectorAll('input:not([type="hidden"])')).toHaveLength(1);
    el.value = '22';
    form.reset();
    await settle();
    expect(new FormData(form).getAll('eeids[]')).toEqual(['21']);
  });

  it('sets people from code without events and returns them', async () => {
    const { el, posted, tokens } = await setup();
    const events = listen(document, 'hr-change');
    el.people = [{ id: 12, name: 'Zoe Park' }];
    await settle();
    expect(posted()).toEqual(['12']);
    expect(tokens()).toEqual(['ZPZoe Park']);
    expect(events).toHaveLength(0);
  });
});
