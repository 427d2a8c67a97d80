import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeScroll, scrollContainer } from '../../../src/components/employee-snapshot/observe-scroll';

afterEach(() => vi.restoreAllMocks());

describe('observeScroll', () => {
  it("logs 'No element provided to observeScroll.' without an element", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = observeScroll(null, () => undefined);
    expect(error).toHaveBeenCalledWith('No element provided to observeScroll.');
    expect(() => stop()).not.toThrow();
  });

  it("logs 'No scroll container found.' when nothing around the element scrolls", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('p');
    document.body.append(element);
    observeScroll(element, () => undefined);
    expect(error).toHaveBeenCalledWith('No scroll container found.');
  });

  it('reports scrolled and back at the top from the nearest scrolling ancestor, until stopped', () => {
    const error = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.style.overflowY = 'auto';
    const inner = document.createElement('span');
    container.append(inner);
    document.body.append(container);
    expect(scrollContainer(inner)).toBe(container);
    const seen: boolean[] = [];
    const stop = observeScroll(inner, (scrolled) => seen.push(scrolled));
    container.scrollTop = 40;
    container.dispatchEvent(new Event('scroll'));
    container.dispatchEvent(new Event('scroll'));
    container.scrollTop = 0;
    container.dispatchEvent(new Event('scroll'));
    stop();
    container.scrollTop = 10;
    container.dispatchEvent(new Event('scroll'));
    expect(seen).toEqual([false, true, false]);
    expect(error).not.toHaveBeenCalled();
  });
});
