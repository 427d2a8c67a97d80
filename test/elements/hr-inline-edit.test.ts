import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-inline-edit';
import type { HrInlineEditElement, InlineEditChangeDetail } from '../../elements/hr-inline-edit';
import type { HrErrorDetail } from '../../src/element/events';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { deferred, json, mockFetch } from '../support/fetch';
import { listen, mount, press, typeInto } from '../support/elements';

// The HTTP client loads on first use; load it up front so timings below are about the element.
beforeAll(() => loadHttpClient());
afterEach(() => reloadConfig());

// React keeps its own scheduler (captured at import), so a test on a fake clock still renders; the
// macrotasks below use the real setTimeout.
const realTimeout = globalThis.setTimeout;

/** Runs the timers due now (on a fake clock), then lets promise callbacks and React's renders run. */
async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => realTimeout(resolve, 0));
  }
}

function inlineEdit(markup: string): HrInlineEditElement {
  return mount(markup).querySelector('hr-inline-edit') as HrInlineEditElement;
}

function shadow(el: HrInlineEditElement) {
  const root = el.shadowRoot;
  if (!root) throw new Error('the element has not mounted');
  return {
    display: () => root.querySelector<HTMLButtonElement>('button[part~="display"]'),
    input: () => root.querySelector<HTMLInputElement>('input'),
    form: () => root.querySelector<HTMLFormElement>('form'),
    alert: () => root.querySelector('[part~="error"] [id]')?.textContent ?? '',
    status: () => root.querySelector('[role="status"]')?.textContent ?? '',
    cancel: () => root.querySelector<HTMLButtonElement>('button[part="cancel-button"]'),
    active: () => root.activeElement,
  };
}

async function editAndSave(el: HrInlineEditElement, value: string) {
  if (!el.shadowRoot?.querySelector('input')) {
    if (el.shadowRoot) shadow(el).display()?.click();
    else el.click();
    await settle();
  }
  const ui = shadow(el);
  typeInto(ui.input() as HTMLInputElement, value);
  ui.form()?.requestSubmit();
  await settle();
}

const PHP_MARKUP =
  '<p>Title: <hr-inline-edit save-src="/ajax/save_title.php" record-id="42" label="Job title">Engineer</hr-inline-edit></p>';

describe('<hr-inline-edit> before the first interaction', () => {
  it('keeps the server text and makes it a keyboard-reachable button without mounting React', () => {
    const el = inlineEdit(PHP_MARKUP);
    expect(el).toBeInstanceOf(customElements.get('hr-inline-edit') as CustomElementConstructor);
    expect(el.textContent).toBe('Engineer');
    expect(el.shadowRoot).toBeNull();
    expect(el.getAttribute('role')).toBe('button');
    expect(el.getAttribute('tabindex')).toBe('0');
    expect(el.getAttribute('aria-label')).toBe('Edit Job title: Engineer');
  });

  it('shows the value attribute when the page printed no text', () => {
    const el = inlineEdit('<hr-inline-edit record-id="1" value="Designer"></hr-inline-edit>');
    expect(el.textContent).toBe('Designer');
    expect(el.getAttribute('aria-label')).toBe('Edit value: Designer');
    el.value = 'Architect';
    expect(el.textContent).toBe('Architect');
  });

  it('is plain text when disabled, and becomes editable when the attribute is removed', () => {
    const el = inlineEdit('<hr-inline-edit record-id="1" disabled>Fixed</hr-inline-edit>');
    expect(el.hasAttribute('role')).toBe(false);
    expect(el.hasAttribute('tabindex')).toBe(false);
    el.disabled = false;
    expect(el.getAttribute('role')).toBe('button');
  });

  it('can be created from script with properties', () => {
    const el = document.createElement('hr-inline-edit');
    el.recordId = 5;
    el.saveSrc = '/save';
    el.value = 'From JS';
    document.body.append(el);
    expect(el.getAttribute('record-id')).toBe('5');
    expect(el.getAttribute('save-src')).toBe('/save');
    expect(el.textContent).toBe('From JS');
  });
});

describe('<hr-inline-edit> editing', () => {
  it('opens the editor with the value focused on the first click', () => {
    const el = inlineEdit(PHP_MARKUP);
    el.click();
    const ui = shadow(el);
    expect(ui.input()?.value).toBe('Engineer');
    expect(ui.active()).toBe(ui.input());
    expect(ui.input()?.getAttribute('aria-label')).toBe('Job title');
    expect(el.hasAttribute('role')).toBe(false);
  });

  it('posts id, value and ajax=1, shows and highlights the saved value for 1.5 s, and fires hr-change', async () => {
    // The highlight's 1.5 s pass on a fake clock, whatever the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configure({ csrfToken: 'tok' });
    const { requests } = mockFetch(() => json({ success: true }));
    const changes = listen<InlineEditChangeDetail>(document, 'hr-change');
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, '  Lead Engineer ');
    const ui = shadow(el);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://localhost:3000/ajax/save_title.php');
    expect(new URLSearchParams(requests[0]?.body)).toEqual(
      new URLSearchParams({ id: '42', value: 'Lead Engineer', ajax: '1' }),
    );
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('tok');
    expect(ui.display()?.textContent).toBe('Lead Engineer');
    expect(ui.display()?.getAttribute('part')).toContain('highlight');
    expect(ui.status()).toBe('Saved');
    expect(ui.active()).toBe(ui.display());
    expect(changes.map((e) => e.detail)).toEqual([{ id: 42, value: 'Lead Engineer' }]);
    expect(changes[0]?.bubbles && changes[0]?.composed).toBe(true);
    await vi.advanceTimersByTimeAsync(1499);
    await settle();
    expect(ui.display()?.getAttribute('part')).toContain('highlight');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(ui.display()?.getAttribute('part')).toBe('display');
  });

  it('shows "Saving…" while the request is in flight', async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'Lead');
    expect(shadow(el).status()).toBe('Saving…');
    expect(el.shadowRoot?.querySelector('[part="base"]')?.getAttribute('aria-busy')).toBe('true');
    answer.resolve(json({}));
    await settle();
    expect(shadow(el).status()).toBe('Saved');
  });

  it('restores the original and shows the server text when the server answers with an error', async () => {
    mockFetch(() => json({ error: 'This field is locked by payroll until Friday.' }));
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    const changes = listen(document, 'hr-change');
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'Lead');
    expect(shadow(el).display()?.textContent).toBe('Engineer');
    expect(shadow(el).alert()).toBe('This field is locked by payroll until Friday.');
    expect(errors.map((e) => e.detail)).toEqual([
      { status: 200, message: 'This field is locked by payroll until Friday.' },
    ]);
    expect(changes).toHaveLength(0);
  });

  it('announces a server error politely in its status region and removes it with the dismiss button', async () => {
    mockFetch(() => json({ error: 'This field is locked by payroll until Friday.' }));
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'Lead');
    const root = el.shadowRoot as ShadowRoot;
    expect(shadow(el).status()).toBe('This field is locked by payroll until Friday.');
    expect(root.querySelector('[role="alert"]')).toBeNull();

    root.querySelector<HTMLButtonElement>('button[part="dismiss-button"]')?.click();
    await settle();
    expect(root.querySelector('[part~="error"]')).toBeNull();
    expect(shadow(el).status()).toBe('');
    expect(shadow(el).input()).toBeNull();
    expect(shadow(el).active()).toBe(shadow(el).display());
  });

  it('restores the original on an HTTP 500 and reports its status', async () => {
    mockFetch(() => json({ error: 'Database unavailable' }, 500));
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'Lead');
    expect(shadow(el).display()?.textContent).toBe('Engineer');
    expect(shadow(el).alert()).toBe('Database unavailable');
    expect(errors[0]?.detail).toEqual({ status: 500, message: 'Database unavailable' });
  });

  it("restores the original and shows the server's message when the save is forbidden (403)", async () => {
    mockFetch(() => json({ error: 'You do not have permission to edit Pay grade.' }, 403));
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    const changes = listen(document, 'hr-change');
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'Lead');
    expect(shadow(el).display()?.textContent).toBe('Engineer');
    expect(shadow(el).alert()).toBe('You do not have permission to edit Pay grade.');
    expect(errors.map((e) => e.detail)).toEqual([
      { status: 403, message: 'You do not have permission to edit Pay grade.' },
    ]);
    expect(changes).toHaveLength(0);
  });

  it('uses the catalogue text when the failure carries none', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'Lead');
    expect(shadow(el).alert()).toBe('Oops. Something went wrong. Please try again.');
    mockFetch(() => new Response('<html>500</html>', { status: 500 }));
    await editAndSave(el, 'Lead');
    expect(shadow(el).alert()).toBe('Error processing your request.');
  });

  it('shows server text as text, never as markup', async () => {
    mockFetch(() => json({ error: '<img src=x onerror="window.__pwned=1">' }));
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'Lead');
    expect(shadow(el).alert()).toBe('<img src=x onerror="window.__pwned=1">');
    expect(el.shadowRoot?.querySelector('img')).toBeNull();
  });

  it("says 'Error: No ID defined' and posts nothing when the id is zero", async () => {
    const { requests } = mockFetch(() => json({}));
    const el = inlineEdit('<hr-inline-edit save-src="/s" record-id="0">Engineer</hr-inline-edit>');
    await editAndSave(el, 'Lead');
    expect(shadow(el).alert()).toBe('Error: No ID defined');
    expect(shadow(el).input()?.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('posts nothing for an empty value and says so', async () => {
    const { requests } = mockFetch(() => json({}));
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, '   ');
    expect(shadow(el).alert()).toBe('Enter a value before saving.');
    expect(shadow(el).input()).not.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('cancels with Escape, keeping the value and returning focus to the display button', async () => {
    const { requests } = mockFetch(() => json({}));
    const el = inlineEdit(PHP_MARKUP);
    el.click();
    typeInto(shadow(el).input() as HTMLInputElement, 'Changed');
    press(shadow(el).input() as HTMLInputElement, 'Escape');
    await settle();
    expect(shadow(el).input()).toBeNull();
    expect(shadow(el).display()?.textContent).toBe('Engineer');
    expect(shadow(el).active()).toBe(shadow(el).display());
    expect(requests).toHaveLength(0);
  });

  it('cancels with the Cancel button', async () => {
    const el = inlineEdit(PHP_MARKUP);
    el.click();
    shadow(el).cancel()?.click();
    await settle();
    expect(shadow(el).display()?.textContent).toBe('Engineer');
  });

  it('never lets an older failed save overwrite a newer successful one', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const answers = [first, second];
    mockFetch(() => (answers.shift() as ReturnType<typeof deferred<Response>>).promise);
    const errors = listen(document, 'hr-error');
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'First');
    await editAndSave(el, 'Second');
    second.resolve(json({ success: true }));
    await settle();
    first.resolve(json({ error: 'too late' }, 500));
    await settle();
    expect(shadow(el).display()?.textContent).toBe('Second');
    expect(shadow(el).alert()).toBe('');
    expect(errors).toHaveLength(0);
  });

  it('follows value changes made by the page without firing hr-change', async () => {
    const changes = listen(document, 'hr-change');
    const el = inlineEdit(PHP_MARKUP);
    el.click();
    shadow(el).cancel()?.click();
    el.value = 'Set by page';
    await settle();
    expect(shadow(el).display()?.textContent).toBe('Set by page');
    expect(changes).toHaveLength(0);
  });

  it('refuses a save URL on another origin without sending anything', async () => {
    const { requests } = mockFetch(() => json({}));
    const el = inlineEdit('<hr-inline-edit save-src="https://evil.example/save" record-id="1">A</hr-inline-edit>');
    await editAndSave(el, 'B');
    expect(requests).toHaveLength(0);
    expect(shadow(el).display()?.textContent).toBe('A');
    expect(shadow(el).alert()).toBe('Error processing your request.');
  });

  it('opens the editor on a tap that follows the pointerover at once', async () => {
    const el = inlineEdit(PHP_MARKUP);
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(shadow(el).display()?.textContent).toBe('Engineer');
    el.click();
    await settle();
    expect(shadow(el).input()?.value).toBe('Engineer');
  });

  it('opens the editor when a page script clicks the element after it mounted', async () => {
    const el = inlineEdit(PHP_MARKUP);
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await settle();
    expect(shadow(el).input()).toBeNull();
    el.click();
    await settle();
    expect(shadow(el).input()).not.toBeNull();
  });

  it('stays plain text on click when disabled', async () => {
    const el = inlineEdit('<hr-inline-edit record-id="1" disabled>Fixed</hr-inline-edit>');
    el.click();
    await settle();
    expect(el.shadowRoot?.querySelector('input')).toBeNull();
    expect(el.shadowRoot?.textContent).toContain('Fixed');
  });

  it('applies maxlength to the input', () => {
    const el = inlineEdit('<hr-inline-edit record-id="1" maxlength="100">A</hr-inline-edit>');
    el.click();
    expect(shadow(el).input()?.maxLength).toBe(100);
  });
});

describe('<hr-inline-edit> overlapping saves', () => {
  it('sends one save at a time; a newer value replaces one still waiting, and each accepted value is announced in order', async () => {
    const answers = [deferred<Response>(), deferred<Response>()];
    const queue = [...answers];
    const { requests } = mockFetch(() => (queue.shift() as ReturnType<typeof deferred<Response>>).promise);
    const changes = listen<InlineEditChangeDetail>(document, 'hr-change');
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'One');
    await editAndSave(el, 'Two');
    await editAndSave(el, 'Three');
    expect(requests).toHaveLength(1);
    answers[0]?.resolve(json({}));
    await settle();
    expect(requests).toHaveLength(2);
    expect(new URLSearchParams(requests[1]?.body).get('value')).toBe('Three');
    answers[1]?.resolve(json({}));
    await settle();
    expect(changes.map((e) => e.detail.value)).toEqual(['One', 'Three']);
    expect(shadow(el).display()?.textContent).toBe('Three');
    expect(el.value).toBe('Three');
  });

  it('shows what the server holds when a slow save succeeds and the next one fails, and fires hr-change before hr-error', async () => {
    const slow = deferred<Response>();
    const answers = [slow.promise, Promise.resolve(json({ error: 'Pay grade is locked' }, 403))];
    mockFetch(() => answers.shift() as Promise<Response>);
    const order: string[] = [];
    const record = (event: Event) => order.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`);
    document.addEventListener('hr-change', record);
    document.addEventListener('hr-error', record);
    try {
      const el = inlineEdit(PHP_MARKUP);
      await editAndSave(el, 'First');
      await editAndSave(el, 'Second');
      slow.resolve(json({ success: true }));
      await settle();
      await settle();
      expect(shadow(el).display()?.textContent).toBe('First');
      expect(shadow(el).alert()).toBe('Pay grade is locked');
      expect(order).toEqual([
        'hr-change {"id":42,"value":"First"}',
        'hr-error {"status":403,"message":"Pay grade is locked"}',
      ]);
    } finally {
      document.removeEventListener('hr-change', record);
      document.removeEventListener('hr-error', record);
    }
  });

  it('never sends a second save before the first is answered, so answers cannot arrive out of order', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const answers = [first, second];
    const { requests } = mockFetch(() => (answers.shift() as ReturnType<typeof deferred<Response>>).promise);
    const el = inlineEdit(PHP_MARKUP);
    await editAndSave(el, 'Older');
    await editAndSave(el, 'Newer');
    second.resolve(json({}));
    await settle();
    expect(requests).toHaveLength(1);
    expect(shadow(el).display()?.textContent).toBe('Newer');
    first.resolve(json({}));
    await settle();
    await settle();
    expect(requests.map((request) => new URLSearchParams(request.body).get('value'))).toEqual(['Older', 'Newer']);
    expect(shadow(el).display()?.textContent).toBe('Newer');
    expect(el.value).toBe('Newer');
  });

  it('finishes a save when the element is removed, and shows the saved value and fires hr-change once it is back', async () => {
    const answer = deferred<Response>();
    const { requests } = mockFetch(() => answer.promise);
    const changes = listen<InlineEditChangeDetail>(document, 'hr-change');
    const el = inlineEdit(PHP_MARKUP);
    const parent = el.parentElement as HTMLElement;
    await editAndSave(el, 'Saved while away');
    el.remove();
    await settle();
    expect(requests).toHaveLength(1);
    answer.resolve(json({ success: true }));
    await settle();
    expect(changes).toHaveLength(0);
    parent.append(el);
    await settle();
    expect(changes.map((e) => e.detail)).toEqual([{ id: 42, value: 'Saved while away' }]);
    expect(shadow(el).display()?.textContent).toBe('Saved while away');
    expect(el.value).toBe('Saved while away');
  });
});
