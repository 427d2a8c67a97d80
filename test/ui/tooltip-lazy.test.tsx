import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_TOOLTIP_DELAY, Tooltip } from '../../src/ui/tooltip';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The tooltip's chunk is held back until the test lets it arrive, and each import of it is counted.
const chunk = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { imports: 0, gate, arrive: () => open() };
});
vi.mock('../../src/ui/tooltip-bubble', async (importOriginal) => {
  chunk.imports += 1;
  await chunk.gate;
  return importOriginal();
});

let root: Root;
let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  vi.useRealTimers();
  act(() => root.unmount());
  container.remove();
});

/** The chunk is a module import, not a timer: generous on a busy machine. */
const ARRIVAL = { timeout: 15_000 };

describe('Tooltip before its chunk arrives', () => {
  it('fetches the tooltip when the delay starts, lets keys pass meanwhile, and shows it when it arrives after the delay', async () => {
    const outer = vi.fn();
    const listener = (event: KeyboardEvent) => outer(event.key);
    document.body.addEventListener('keydown', listener);
    act(() =>
      root.render(
        <Tooltip label="Inbox" delay={SHELL_TOOLTIP_DELAY}>
          <button type="button" aria-label="Inbox" />
        </Tooltip>,
      ),
    );
    const button = container.querySelector('button') as HTMLButtonElement;
    const tip = () => container.querySelector('.hr-tooltip');
    expect(chunk.imports).toBe(0);
    vi.useFakeTimers();
    act(() => void button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(SHELL_TOOLTIP_DELAY));
    vi.useRealTimers();
    await vi.waitFor(() => expect(chunk.imports).toBe(1), ARRIVAL);
    expect(tip()).toBeNull();
    // Nothing is on screen yet: Escape is the page's.
    act(() => void button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(outer).toHaveBeenCalledWith('Escape');
    document.body.removeEventListener('keydown', listener);

    act(() => chunk.arrive());
    await vi.waitFor(() => expect(tip()?.textContent).toBe('Inbox'), ARRIVAL);
    expect(tip()?.getAttribute('part')).toBe('tooltip');
    expect(chunk.imports).toBe(1);
  });
});
