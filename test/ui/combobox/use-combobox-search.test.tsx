import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElementClass, defineElement } from '../../../src/element/define-element';
import type { HrErrorDetail } from '../../../src/element/events';
import { HttpFailure } from '../../../src/lib/http';
import {
  useComboboxSearch,
  type ComboboxSearchOptions,
  type SearchState,
} from '../../../src/ui/combobox/use-combobox-search';
import { RETRY_EVENT } from '../../../src/ui/combobox/search-retry';
import { listen, mount, uniqueTag } from '../../support/elements';

type Answer = string[];
type Search = SearchState<Answer> & {
  schedule(query: string): void;
  run(query: string, section?: 'more'): Promise<void>;
  cancel(): void;
  retry(): void;
};

interface Call {
  query: string;
  section: string | undefined;
  signal: AbortSignal;
  resolve(answer: Answer): void;
  reject(failure: unknown): void;
}

/** Renders the hook in an element of its own; `current()` is the hook's latest return value. */
function setup(options: Partial<ComboboxSearchOptions<Answer, 'more'>> = {}, { deaf = false } = {}) {
  const calls: Call[] = [];
  const answers: Array<[Answer, string]> = [];
  let latest: Search | undefined;
  const load = (query: string, signal: AbortSignal, section?: 'more') =>
    new Promise<Answer>((resolve, reject) => {
      calls.push({ query, section, signal, resolve, reject });
      // A deaf load answers even after the abort, as a response already on its way does.
      if (!deaf) signal.addEventListener('abort', () => reject(new HttpFailure('aborted', 0)));
    });
  function Probe() {
    latest = useComboboxSearch<Answer, 'more'>({
      debounce: 100,
      load,
      isEmpty: (answer) => answer.length === 0,
      onAnswer: (answer, query) => answers.push([answer, query]),
      ...options,
    });
    return null;
  }
  const tag = uniqueTag('hr-combobox-probe');
  defineElement(tag, createElementClass(tag, Probe, { props: {} }));
  const host = mount(`<${tag}></${tag}>`).firstElementChild as HTMLElement;
  const current = (): Search => {
    if (!latest) throw new Error('the probe did not render');
    return latest;
  };
  return { host, calls, answers, current };
}

// React's scheduler keeps the real timers it found at load: its renders run on real macrotasks.
const realTimeout = globalThis.setTimeout;
const macrotask = () => new Promise((resolve) => realTimeout(resolve, 0));

/** Moves the fake clock on, then lets promise callbacks and React's scheduled renders run. */
async function flush(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 3; i++) await macrotask();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('useComboboxSearch', () => {
  it('waits for the debounce after the last change, then asks once for the newest query', async () => {
    const { calls, current } = setup();
    await flush();
    current().schedule('a');
    await flush(60);
    current().schedule('ad');
    await flush(99);
    expect(calls).toHaveLength(0);
    await flush(1);
    expect(calls.map((call) => call.query)).toEqual(['ad']);
  });

  it('asks in the same task when the debounce is 0', async () => {
    const { calls, current } = setup({ debounce: 0 });
    await flush();
    current().schedule('ada');
    expect(calls.map((call) => call.query)).toEqual(['ada']);
  });

  it('waits the default for a debounce it cannot use, and at most 5000 ms for a longer one', async () => {
    // SPEC §9: 500 ms unless the element has its own default (the person picker's 50 ms).
    const bad = setup({ debounce: -1 });
    await flush();
    bad.current().schedule('ada');
    await flush(499);
    expect(bad.calls).toHaveLength(0);
    await flush(1);
    expect(bad.calls).toHaveLength(1);
    const own = setup({ debounce: undefined, defaultDebounce: 50 });
    await flush();
    own.current().schedule('ada');
    await flush(49);
    expect(own.calls).toHaveLength(0);
    await flush(1);
    expect(own.calls).toHaveLength(1);
    const long = setup({ debounce: 60_000 });
    await flush();
    long.current().schedule('ada');
    await flush(4999);
    expect(long.calls).toHaveLength(0);
    await flush(1);
    expect(long.calls).toHaveLength(1);
  });

  it('goes idle -> loading -> results, and empty for an answer that lists nothing', async () => {
    const { calls, current, answers } = setup();
    await flush();
    expect(current().phase).toBe('idle');
    current().schedule('ada');
    await flush(100);
    expect(current().phase).toBe('loading');
    calls[0]?.resolve(['Ada Lovelace']);
    await flush();
    expect(current()).toMatchObject({ phase: 'results', answer: ['Ada Lovelace'], query: 'ada' });
    expect(answers).toEqual([[['Ada Lovelace'], 'ada']]);
    current().schedule('zzz');
    await flush(100);
    calls[1]?.resolve([]);
    await flush();
    expect(current()).toMatchObject({ phase: 'empty', answer: [], query: 'zzz' });
  });

  it('keeps the shown answer while the next one loads, and sends nothing for a blank query', async () => {
    const { calls, current } = setup();
    await flush();
    current().schedule('ada');
    await flush(100);
    calls[0]?.resolve(['Ada Lovelace']);
    await flush();
    current().schedule('adam');
    await flush(100);
    expect(current()).toMatchObject({ phase: 'loading', answer: ['Ada Lovelace'] });
    current().schedule('');
    await flush(500);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(current()).toEqual(expect.objectContaining({ phase: 'idle', answer: null, query: '' }));
  });

  it('shows loading from the change on when asked to', async () => {
    const { current } = setup({ loadingWhileWaiting: true });
    await flush();
    current().schedule('ada');
    await flush();
    expect(current().phase).toBe('loading');
  });

  it('aborts the previous request, and a late answer never replaces a newer one', async () => {
    const { calls, current } = setup({}, { deaf: true });
    await flush();
    current().schedule('a');
    await flush(100);
    current().schedule('ada');
    await flush(100);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.resolve(['Ada Lovelace']);
    await flush();
    // An answer that arrives anyway (the abort came too late) is dropped by the sequence check.
    calls[0]?.resolve(['Stale']);
    calls[0]?.reject(new HttpFailure('server', 500));
    await flush();
    expect(current()).toMatchObject({ phase: 'results', answer: ['Ada Lovelace'], query: 'ada' });
  });

  it('fails with hr-error {status, message}, drops the answer, and ignores aborts', async () => {
    const { host, calls, current } = setup({ errorMessage: 'Search failed.' });
    const errors = listen<HrErrorDetail>(host, 'hr-error');
    await flush();
    current().schedule('ada');
    await flush(100);
    calls[0]?.resolve(['Ada Lovelace']);
    await flush();
    current().schedule('adam');
    await flush(100);
    calls[1]?.reject(new HttpFailure('server', 500));
    await flush();
    expect(current()).toMatchObject({ phase: 'error', answer: null, query: 'adam' });
    expect(errors.map((event) => event.detail)).toEqual([{ status: 500, message: 'Search failed.' }]);
    current().schedule('ad');
    await flush(100);
    current().schedule('a');
    await flush(100);
    expect(errors).toHaveLength(1);
  });

  it('reuses the last answer for the same query without asking when the cache is on', async () => {
    const { calls, current, answers } = setup({ cache: true });
    await flush();
    current().schedule('ann');
    await flush(100);
    calls[0]?.resolve(['Ann Lee']);
    await flush();
    current().schedule('anna');
    await flush(100);
    calls[1]?.resolve([]);
    await flush();
    current().schedule('anna');
    await flush();
    expect(calls).toHaveLength(2);
    expect(current()).toMatchObject({ phase: 'empty', answer: [], query: 'anna' });
    // Only the last answer is kept: "ann" asks again.
    current().schedule('ann');
    await flush(100);
    expect(calls).toHaveLength(3);
    expect(answers.map(([, query]) => query)).toEqual(['ann', 'anna', 'anna']);
  });

  it('asks again for a repeated query when the cache is off', async () => {
    const { calls, current } = setup();
    await flush();
    current().schedule('ann');
    await flush(100);
    calls[0]?.resolve(['Ann Lee']);
    await flush();
    current().schedule('ann');
    await flush(100);
    expect(calls).toHaveLength(2);
  });

  it('expands one section into the answer shown, and a failed expansion keeps that answer', async () => {
    const { host, calls, current } = setup({ expand: (shown, more) => [...shown, ...more] });
    listen(host, 'hr-error');
    await flush();
    void current().run('ada');
    await flush();
    calls[0]?.resolve(['Ada 1']);
    await flush();
    void current().run('ada', 'more');
    await flush();
    expect(calls[1]).toMatchObject({ query: 'ada', section: 'more' });
    calls[1]?.resolve(['Ada 2', 'Ada 3']);
    await flush();
    expect(current()).toMatchObject({ phase: 'results', answer: ['Ada 1', 'Ada 2', 'Ada 3'] });
    void current().run('ada', 'more');
    await flush();
    calls[2]?.reject(new HttpFailure('network', 0));
    await flush();
    expect(current()).toMatchObject({ phase: 'error', answer: ['Ada 1', 'Ada 2', 'Ada 3'] });
  });

  it('cancel drops the waiting search and the loader, and keeps the answer shown', async () => {
    const { calls, current } = setup();
    await flush();
    current().schedule('ada');
    await flush(100);
    calls[0]?.resolve(['Ada Lovelace']);
    await flush();
    current().schedule('adam');
    await flush(100);
    current().cancel();
    await flush();
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(current()).toMatchObject({ phase: 'idle', answer: ['Ada Lovelace'], query: 'ada' });
    current().schedule('ad');
    current().cancel();
    await flush(500);
    expect(calls).toHaveLength(2);
  });

  it('aborts what is in flight when the element goes away', async () => {
    const { host, calls, current } = setup();
    await flush();
    current().schedule('ada');
    await flush(100);
    host.remove();
    await flush(10);
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('asks a failed search again on the Retry event, stopped at the host, once per press', async () => {
    const { host, calls, current } = setup();
    const heard = listen(document, RETRY_EVENT);
    await flush();
    current().schedule('ada');
    await flush(100);
    calls[0]?.resolve(['Ada Lovelace']);
    await flush();
    void current().run('ada', 'more');
    await flush();
    calls[1]?.reject(new HttpFailure('server', 500));
    await flush();
    expect(current()).toMatchObject({ phase: 'error', answer: ['Ada Lovelace'] });
    host.dispatchEvent(new Event(RETRY_EVENT, { bubbles: true, composed: true }));
    await flush();
    expect(calls.map((call) => [call.query, call.section])).toEqual([
      ['ada', undefined],
      ['ada', 'more'],
      ['ada', 'more'],
    ]);
    expect(current().phase).toBe('loading');
    expect(heard).toHaveLength(0);
    calls[2]?.resolve(['Ada Byron']);
    await flush();
    expect(current().phase).toBe('results');
    host.dispatchEvent(new Event(RETRY_EVENT, { bubbles: true, composed: true }));
    await flush();
    expect(calls).toHaveLength(3);
  });

  it('asks a search that got no response again, once, when the browser comes back online', async () => {
    const { calls, current } = setup();
    await flush();
    current().schedule('ada');
    await flush(100);
    calls[0]?.reject(new HttpFailure('network', 0));
    await flush();
    expect(current().phase).toBe('error');
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(calls.map((call) => call.query)).toEqual(['ada', 'ada']);
    calls[1]?.resolve(['Ada Lovelace']);
    await flush();
    expect(current()).toMatchObject({ phase: 'results', answer: ['Ada Lovelace'], query: 'ada' });
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('does not resume on online after a server error, or once a newer query was asked', async () => {
    const { calls, current } = setup();
    await flush();
    current().schedule('ada');
    await flush(100);
    calls[0]?.reject(new HttpFailure('server', 503));
    await flush();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(calls).toHaveLength(1);
    current().schedule('adam');
    await flush(100);
    calls[1]?.reject(new HttpFailure('network', 0));
    await flush();
    current().schedule('');
    window.dispatchEvent(new Event('online'));
    await flush(1000);
    expect(calls.map((call) => call.query)).toEqual(['ada', 'adam']);
  });
});
