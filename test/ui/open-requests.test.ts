import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRequests } from '../../src/ui/open-requests';

let count = 0;
const made: HTMLElement[] = [];
/** A registry of its own per test (the registry is per tag), with two connected elements. */
function fixture() {
  const tag = `hr-test-open${++count}`;
  const event = `${tag}-open`;
  const opens = openRequests(tag, event);
  opens.listen();
  const [a, b] = ['a', 'b'].map((id) => {
    const host = document.createElement(tag);
    host.id = id;
    document.body.append(host);
    made.push(host);
    return host;
  }) as [HTMLElement, HTMLElement];
  return { opens, event, a, b };
}

afterEach(() => {
  for (const host of made.splice(0)) host.remove();
});

describe('openRequests', () => {
  it('an event opens the element it was fired at, else the one named by detail.for, else the first', () => {
    const { opens, event, a, b } = fixture();
    const [onA, onB] = [vi.fn(), vi.fn()];
    opens.register(a, onA);
    opens.register(b, onB);
    b.dispatchEvent(new CustomEvent(event, { bubbles: true }));
    expect(onB).toHaveBeenLastCalledWith('open');
    document.dispatchEvent(new CustomEvent(event, { detail: { for: 'b' } }));
    expect(onB).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new CustomEvent(event));
    expect(onA).toHaveBeenCalledTimes(1);
  });

  it('keeps an open that arrives before any element mounted and delivers it on mount, once', () => {
    const { opens, event, a } = fixture();
    document.dispatchEvent(new CustomEvent(event));
    const handler = vi.fn();
    opens.register(a, handler);
    expect(handler).toHaveBeenCalledWith('open');
    opens.register(a, handler);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('open() before mount waits for that element only; close() before mount drops it', () => {
    const { opens, a, b } = fixture();
    opens.request(b, 'open');
    const onA = vi.fn();
    opens.register(a, onA);
    expect(onA).not.toHaveBeenCalled();
    opens.request(b, 'close');
    const onB = vi.fn();
    opens.register(b, onB);
    expect(onB).not.toHaveBeenCalled();
    opens.request(b, 'close');
    expect(onB).toHaveBeenCalledWith('close');
  });

  it('stops delivering after the unregister', () => {
    const { opens, event, a } = fixture();
    const handler = vi.fn();
    const stop = opens.register(a, handler);
    stop();
    document.dispatchEvent(new CustomEvent(event));
    expect(handler).not.toHaveBeenCalled();
  });
});
