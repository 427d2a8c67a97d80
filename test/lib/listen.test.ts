import { describe, expect, it, vi } from 'vitest';
import { listenAll } from '../../src/lib/listen';

describe('listenAll', () => {
  it('adds every handler and removes them all with the returned function', () => {
    const input = document.createElement('input');
    const onFocus = vi.fn();
    const onInput = vi.fn();
    const stop = listenAll(input, { focus: onFocus, input: onInput });
    input.dispatchEvent(new Event('focus'));
    input.dispatchEvent(new Event('input'));
    expect([onFocus.mock.calls.length, onInput.mock.calls.length]).toEqual([1, 1]);
    stop();
    input.dispatchEvent(new Event('focus'));
    input.dispatchEvent(new Event('input'));
    expect([onFocus.mock.calls.length, onInput.mock.calls.length]).toEqual([1, 1]);
  });

  it('listens in the capture phase when asked', () => {
    const parent = document.createElement('div');
    const child = parent.appendChild(document.createElement('span'));
    const order: string[] = [];
    listenAll(parent, { click: () => order.push('parent') }, { capture: true });
    child.addEventListener('click', () => order.push('child'));
    child.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(order).toEqual(['parent', 'child']);
  });
});
