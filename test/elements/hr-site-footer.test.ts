import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-site-footer';
import type { HrSiteFooterElement, SiteFooterActionDetail } from '../../elements/hr-site-footer';
import { listen, mount } from '../support/elements';

// React keeps its own scheduler (captured at import), so a test on a fake clock still renders; the
// macrotasks below use the real setTimeout.
const realTimeout = globalThis.setTimeout;

/** Runs the timers due now (on a fake clock), then lets React's renders run. */
async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => realTimeout(resolve, 0));
  }
}

async function pass(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

afterEach(async () => {
  document.body.replaceChildren();
  await settle();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.style.scrollPaddingBottom = '';
});

async function setup(markup: string) {
  const container = mount(markup);
  const element = container.querySelector('hr-site-footer') as HrSiteFooterElement;
  await settle();
  const root = element.shadowRoot as ShadowRoot;
  const bar = () => root.querySelector<HTMLElement>('[part="bar"]') as HTMLElement;
  const submit = () => root.querySelector<HTMLButtonElement>('[part="submit"]') as HTMLButtonElement;
  const cancel = () => root.querySelector<HTMLButtonElement>('[part="cancel"]') as HTMLButtonElement;
  const spacer = () => root.querySelector('.spacer');
  const state = () => [bar().dataset.state, bar().hidden];
  return { container, element, bar, submit, cancel, spacer, state };
}

const FORM = '<form id="job"><input name="title" value="Engineer"></form>';

describe('<hr-site-footer>', () => {
  it('starts closed and hidden without open, and up at once (no slide) when printed open', async () => {
    const closed = await setup('<hr-site-footer></hr-site-footer>');
    expect(closed.state()).toEqual(['closed', true]);
    expect(closed.spacer()).toBeNull();
    document.body.replaceChildren();
    const open = await setup('<hr-site-footer open></hr-site-footer>');
    expect(open.state()).toEqual(['open', false]);
    expect(open.bar().getAttribute('role')).toBe('region');
    expect(open.bar().getAttribute('aria-label')).toBe('Form actions');
    expect([open.submit().textContent, open.cancel().textContent]).toEqual(['Save', 'Cancel']);
  });

  it('slides in over 400 ms on hr-footer-open and out over 400 ms on hr-footer-close', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubReducedMotion(false);
    const { element, state } = await setup('<hr-site-footer></hr-site-footer>');
    document.dispatchEvent(new CustomEvent('hr-footer-open'));
    await settle();
    expect(element.open).toBe(true);
    expect(state()).toEqual(['opening', false]);
    await pass(399);
    expect(state()).toEqual(['opening', false]);
    await pass(1);
    expect(state()).toEqual(['open', false]);
    document.dispatchEvent(new CustomEvent('hr-footer-close'));
    await settle();
    expect(element.open).toBe(false);
    expect(state()).toEqual(['closing', false]);
    await pass(399);
    expect(state()).toEqual(['closing', false]);
    await pass(1);
    expect(state()).toEqual(['closed', true]);
  });

  it('with reduced motion opens and closes at once, without a slide', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubReducedMotion(true);
    const { element, state } = await setup('<hr-site-footer></hr-site-footer>');
    element.open = true;
    await settle();
    expect(state()).toEqual(['open', false]);
    element.open = false;
    await settle();
    expect(state()).toEqual(['closed', true]);
  });

  it('closes a sidebar footer 300 ms after the request, then slides 400 ms; an open request meanwhile keeps it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubReducedMotion(false);
    const { element, state } = await setup('<hr-site-footer sidebar open></hr-site-footer>');
    element.dispatchEvent(new CustomEvent('hr-footer-close', { bubbles: true }));
    await settle();
    expect(state()).toEqual(['open', false]);
    await pass(299);
    expect(state()).toEqual(['open', false]);
    document.dispatchEvent(new CustomEvent('hr-footer-open'));
    await settle();
    await pass(300);
    expect(state()).toEqual(['open', false]);
    document.dispatchEvent(new CustomEvent('hr-footer-close'));
    await settle();
    await pass(299);
    expect(state()).toEqual(['open', false]);
    await pass(1);
    expect(state()).toEqual(['closing', false]);
    await pass(400);
    expect(state()).toEqual(['closed', true]);
  });

  it('goes disabled, processing and enabled on the documented events', async () => {
    const { element, submit, cancel } = await setup('<hr-site-footer open></hr-site-footer>');
    const blocked = () => [submit().getAttribute('aria-disabled'), cancel().getAttribute('aria-disabled')];
    expect(blocked()).toEqual([null, null]);
    document.dispatchEvent(new CustomEvent('hr-footer-disable'));
    await settle();
    expect([element.disabled, blocked()]).toEqual([true, ['true', null]]);
    document.dispatchEvent(new CustomEvent('hr-footer-processing'));
    await settle();
    expect([element.processing, blocked(), submit().textContent]).toEqual([true, ['true', 'true'], 'Saving…']);
    expect(submit().getAttribute('aria-busy')).toBe('true');
    expect(element.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('Saving…');
    document.dispatchEvent(new CustomEvent('hr-footer-enable'));
    await settle();
    expect([element.disabled, element.processing, blocked(), submit().textContent]).toEqual([
      false,
      false,
      [null, null],
      'Save',
    ]);
  });

  it('follows only events for its id when the detail names one', async () => {
    const { element } = await setup('<hr-site-footer id="f1"></hr-site-footer>');
    document.dispatchEvent(new CustomEvent('hr-footer-open', { detail: { id: 'f2' } }));
    expect(element.hasAttribute('open')).toBe(false);
    document.dispatchEvent(new CustomEvent('hr-footer-open', { detail: { id: 'f1' } }));
    expect(element.open).toBe(true);
  });

  it('Save fires a cancelable hr-submit and submits the named form with requestSubmit', async () => {
    const { container, submit, element } = await setup(`${FORM}<hr-site-footer form="job" open></hr-site-footer>`);
    const form = container.querySelector('form') as HTMLFormElement;
    const submits: Event[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push(event);
    });
    const fired = listen<SiteFooterActionDetail>(document, 'hr-submit');
    submit().click();
    expect(fired.map((event) => event.detail)).toEqual([{ form: 'job' }]);
    expect([fired[0]?.target, fired[0]?.cancelable, fired[0]?.composed]).toEqual([element, true, true]);
    expect(submits).toHaveLength(1);
    document.addEventListener('hr-submit', (event) => event.preventDefault(), { once: true });
    submit().click();
    expect(submits).toHaveLength(1);
  });

  it('Save does nothing while disabled or processing', async () => {
    const { container, submit, element } = await setup(
      `${FORM}<hr-site-footer form="job" open disabled></hr-site-footer>`,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    const submits = listen(form, 'submit');
    const fired = listen(document, 'hr-submit');
    submit().click();
    element.disabled = false;
    element.processing = true;
    await settle();
    submit().click();
    expect([fired.length, submits.length]).toEqual([0, 0]);
  });

  it('Cancel resets the form it sits in, or goes to cancel-href; a vetoed hr-cancel does neither', async () => {
    const { container, cancel } = await setup(
      '<form><input name="title" value="Engineer"><hr-site-footer open></hr-site-footer></form>',
    );
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'Changed';
    const fired = listen<SiteFooterActionDetail>(document, 'hr-cancel');
    cancel().click();
    expect(input.value).toBe('Engineer');
    expect(fired.map((event) => event.detail)).toEqual([{ form: '' }]);
    input.value = 'Changed';
    document.addEventListener('hr-cancel', (event) => event.preventDefault(), { once: true });
    cancel().click();
    expect(input.value).toBe('Changed');
  });

  it('Cancel with cancel-href goes there, and refuses a javascript: URL', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign, href: location.href, origin: location.origin });
    const { element, cancel } = await setup('<hr-site-footer open cancel-href="/employees/list.php"></hr-site-footer>');
    cancel().click();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/employees/list.php`);
    element.cancelHref = 'javascript:alert(1)';
    await settle();
    cancel().click();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('keeps room of its height in the page and scroll padding while up, and gives them back when closed', async () => {
    document.documentElement.style.scrollPaddingBottom = '4px';
    const { element, spacer } = await setup('<hr-site-footer open></hr-site-footer>');
    expect(spacer()).not.toBeNull();
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^\d+px$/);
    expect(document.documentElement.style.scrollPaddingBottom).not.toBe('4px');
    stubReducedMotion(true);
    element.open = false;
    await settle();
    expect(spacer()).toBeNull();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('4px');
  });

  it('scrolls a focused control out from under the open footer (WCAG 2.4.11)', async () => {
    const { container, bar } = await setup('<input id="low"><input id="high"><hr-site-footer open></hr-site-footer>');
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    vi.spyOn(bar(), 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect);
    const low = container.querySelector('#low') as HTMLInputElement;
    const high = container.querySelector('#high') as HTMLInputElement;
    vi.spyOn(low, 'getBoundingClientRect').mockReturnValue({ top: 690, bottom: 720 } as DOMRect);
    vi.spyOn(high, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 130 } as DOMRect);
    high.focus();
    expect(scrollBy).not.toHaveBeenCalled();
    low.focus();
    expect(scrollBy).toHaveBeenCalledWith({ top: 28 });
  });
});
