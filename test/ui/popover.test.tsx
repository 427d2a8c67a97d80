import { act, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popover } from '../../src/ui/popover/popover';
import {
  arrowLength,
  DROPDOWN_HIDE_DELAY,
  POPOVER_ARROW,
  sideOf,
  TOOLTIP_ARROW,
} from '../../src/ui/popover/popover.logic';
import { popoverStyles } from '../../src/ui/popover/popover.styles';
import { useHideDelay } from '../../src/ui/popover/use-hide-delay';
import { tooltipBubbleStyles } from '../../src/ui/tooltip.styles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;
const cleanups: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const pointer = (
  target: Element,
  type: 'pointerover' | 'pointerout' | 'pointermove',
  pointerType: string,
  related: Element | null,
  clientX: number,
) =>
  act(
    () =>
      void target.dispatchEvent(
        new PointerEvent(type, { bubbles: true, pointerType, relatedTarget: related, clientX, clientY: 10 }),
      ),
  );

/** A dropdown: a wrapper around a button and its panel, hidden by the mouse leaving the wrapper. */
function Dropdown({ delay }: { delay?: number }) {
  const [open, setOpen] = useState(true);
  const hover = useHideDelay(() => setOpen(false), delay);
  return (
    <div className="wrap" {...hover.handlers}>
      <button type="button">Inbox</button>
      {open && <div className="panel">Panel</div>}
    </div>
  );
}

function renderDropdown(delay?: number) {
  act(() => root.render(<Dropdown delay={delay} />));
  // Outside every React root: React derives enter and leave from over/out pairs it does not manage.
  const outside = document.createElement('p');
  document.body.append(outside);
  cleanups.push(() => outside.remove());
  const button = container.querySelector('button') as HTMLButtonElement;
  return {
    outside,
    panel: () => container.querySelector('.panel'),
    enter: (x = 10, pointerType = 'mouse') => pointer(button, 'pointerover', pointerType, outside, x),
    move: (x: number) => pointer(button, 'pointermove', 'mouse', null, x),
    leave: (x = 200, pointerType = 'mouse') => pointer(button, 'pointerout', pointerType, outside, x),
  };
}

describe('popover constants of the design', () => {
  it('has the arrow sizes and the dropdown hide delay of the design', () => {
    expect(POPOVER_ARROW).toBe(16);
    expect(TOOLTIP_ARROW).toBe(5);
    expect(DROPDOWN_HIDE_DELAY).toBe(250);
  });

  it('draws the arrows with those sizes, themable through custom properties', () => {
    expect(popoverStyles).toContain('var(--hr-popover-arrow, 16px)');
    expect(tooltipBubbleStyles).toContain('var(--hr-tooltip-arrow, 5px)');
  });

  it('reads the side from a placement', () => {
    expect(sideOf('bottom-end')).toBe('bottom');
    expect(sideOf('top')).toBe('top');
    expect(sideOf('right-start')).toBe('right');
  });

  it('measures how far a border-triangle arrow sticks out, whichever way it points', () => {
    expect(arrowLength(32, 16)).toBe(16);
    expect(arrowLength(5, 10)).toBe(5);
    expect(arrowLength(14, 14)).toBe(7);
  });
});

describe('useHideDelay', () => {
  it('hides 250 ms after the mouse leaves, not before', () => {
    const ui = renderDropdown();
    ui.leave();
    wait(249);
    expect(ui.panel()).not.toBeNull();
    wait(1);
    expect(ui.panel()).toBeNull();
  });

  it('stays open when the mouse comes back within the delay', () => {
    const ui = renderDropdown();
    ui.leave();
    wait(200);
    ui.enter();
    wait(500);
    expect(ui.panel()).not.toBeNull();
  });

  it('takes another delay when given one', () => {
    const ui = renderDropdown(300);
    ui.leave();
    wait(299);
    expect(ui.panel()).not.toBeNull();
    wait(1);
    expect(ui.panel()).toBeNull();
  });

  it('stays open when the page moves under a still mouse (a leave at the point it last was)', () => {
    const ui = renderDropdown();
    ui.enter(10);
    ui.move(40);
    ui.leave(40);
    wait(1000);
    expect(ui.panel()).not.toBeNull();
  });

  it('ignores a finger lifting off (touch pointers leave on every tap)', () => {
    const ui = renderDropdown();
    ui.leave(200, 'touch');
    wait(1000);
    expect(ui.panel()).not.toBeNull();
  });

  it('leaves no timer behind on unmount', () => {
    const ui = renderDropdown();
    ui.leave();
    act(() => root.render(null));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Popover', () => {
  function Anchored({ open, arrow }: { open: boolean; arrow?: boolean }) {
    const anchor = useRef<HTMLButtonElement>(null);
    return (
      <>
        <button ref={anchor} type="button">
          Details
        </button>
        <Popover anchor={anchor} open={open} arrow={arrow} className="details" part="details" id="details">
          Text
        </Popover>
      </>
    );
  }

  it('renders nothing while closed', () => {
    act(() => root.render(<Anchored open={false} />));
    expect(container.querySelector('.hr-popover')).toBeNull();
  });

  it('renders its panel with the caller attributes, and an aria-hidden arrow when asked', () => {
    act(() => root.render(<Anchored open arrow />));
    const panel = container.querySelector('.hr-popover') as HTMLElement;
    expect(panel.className).toBe('hr-popover details');
    expect(panel.id).toBe('details');
    expect(panel.getAttribute('part')).toBe('details');
    expect(panel.querySelector('.hr-popover-arrow')?.getAttribute('aria-hidden')).toBe('true');
    expect(panel.textContent).toBe('Text');
  });

  it('is placed by the positioner once it has loaded: beside its anchor, its side written for the arrow', async () => {
    act(() => root.render(<Anchored open arrow />));
    const panel = container.querySelector('.hr-popover') as HTMLElement;
    await vi.waitFor(() => expect(panel.dataset.side).toBe('bottom'));
    expect(panel.style.left).toMatch(/px$/);
    expect(panel.style.top).toMatch(/px$/);
  });
});
