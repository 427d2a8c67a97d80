import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TOOLTIP_DELAY,
  SHELL_TOOLTIP_DELAY,
  Tooltip,
  TOOLTIP_BREAKPOINT,
  tooltipBubble,
} from '../../src/ui/tooltip';
import { tooltipBubbleStyles } from '../../src/ui/tooltip.styles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;

// The tooltip's chunk has arrived, as after a first hover; before it arrives: tooltip-lazy.test.tsx.
beforeAll(async () => {
  await tooltipBubble.load();
});

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
});

function render(element: React.ReactNode) {
  act(() => root.render(element));
  return {
    button: () => container.querySelector('button') as HTMLButtonElement,
    tip: () => container.querySelector('.hr-tooltip'),
  };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const fire = (target: Element, event: Event) => act(() => void target.dispatchEvent(event));
const enter = (target: Element) => fire(target, new PointerEvent('pointerover', { bubbles: true }));
const leave = (target: Element) =>
  fire(target, new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
const key = (target: Element, name: string) =>
  fire(target, new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('Tooltip', () => {
  it('has the shell constants of SPEC §9', () => {
    expect(SHELL_TOOLTIP_DELAY).toBe(150);
    expect(DEFAULT_TOOLTIP_DELAY).toBe(300);
    expect(TOOLTIP_BREAKPOINT).toBe(1500);
  });

  it('shows its label after the delay on hover, not before, and hides on leave', () => {
    const ui = render(
      <Tooltip label="Inbox" delay={SHELL_TOOLTIP_DELAY}>
        <button type="button" aria-label="Inbox" />
      </Tooltip>,
    );
    enter(ui.button());
    wait(149);
    expect(ui.tip()).toBeNull();
    wait(1);
    expect(ui.tip()?.textContent).toBe('Inbox');
    leave(ui.button());
    expect(ui.tip()).toBeNull();
  });

  it('waits 300 ms by default', () => {
    const ui = render(
      <Tooltip label="Help">
        <button type="button" aria-label="Help" />
      </Tooltip>,
    );
    enter(ui.button());
    wait(299);
    expect(ui.tip()).toBeNull();
    wait(1);
    expect(ui.tip()).not.toBeNull();
  });

  it('shows on keyboard focus and hides on blur', () => {
    const ui = render(
      <Tooltip label="Settings" delay={150}>
        <button type="button" aria-label="Settings" />
      </Tooltip>,
    );
    act(() => ui.button().focus());
    wait(150);
    expect(ui.tip()?.textContent).toBe('Settings');
    act(() => ui.button().blur());
    expect(ui.tip()).toBeNull();
  });

  it('is hidden from assistive technology (the control already carries the name)', () => {
    const ui = render(
      <Tooltip label="Inbox" delay={0}>
        <button type="button" aria-label="Inbox" />
      </Tooltip>,
    );
    enter(ui.button());
    wait(0);
    expect(ui.tip()?.getAttribute('aria-hidden')).toBe('true');
    expect(ui.tip()?.getAttribute('part')).toBe('tooltip');
  });

  it('is dismissed with Escape without the key reaching an outer handler; Escape passes through when closed', () => {
    const outer = vi.fn();
    const parent = vi.fn();
    const listener = (event: KeyboardEvent) => outer(event.key);
    document.body.addEventListener('keydown', listener);
    const ui = render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a listener for keys bubbling from the control, as a page's own handler would be
      <div onKeyDown={(event) => parent(event.key)}>
        <Tooltip label="Inbox" delay={0}>
          <button type="button" aria-label="Inbox" />
        </Tooltip>
      </div>,
    );
    act(() => ui.button().focus());
    wait(0);
    key(ui.button(), 'Escape');
    expect(ui.tip()).toBeNull();
    expect(outer).not.toHaveBeenCalled();
    expect(parent).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(ui.button());
    key(ui.button(), 'Escape');
    expect(outer).toHaveBeenCalledWith('Escape');
    expect(parent).toHaveBeenCalledWith('Escape');
    document.body.removeEventListener('keydown', listener);
  });

  it('hides when the control is clicked or a key is pressed (its menu takes the place)', () => {
    const ui = render(
      <Tooltip label="Inbox" delay={0}>
        <button type="button" aria-label="Inbox" />
      </Tooltip>,
    );
    enter(ui.button());
    wait(0);
    act(() => ui.button().click());
    expect(ui.tip()).toBeNull();
    act(() => ui.button().focus());
    wait(0);
    expect(ui.tip()).not.toBeNull();
    key(ui.button(), 'Enter');
    expect(ui.tip()).toBeNull();
  });

  it('marks shell tooltips and places them below or beside the control', () => {
    const ui = render(
      <>
        <Tooltip label="Below" delay={0} shell>
          <button type="button" aria-label="Below" />
        </Tooltip>
        <Tooltip label="Beside" delay={0} placement="end">
          <a href="/x" aria-label="Beside" />
        </Tooltip>
      </>,
    );
    enter(ui.button());
    enter(container.querySelector('a') as HTMLAnchorElement);
    wait(0);
    const [below, beside] = [...container.querySelectorAll('.hr-tooltip')];
    expect(below?.className).toBe('hr-tooltip hr-tooltip-bottom hr-tooltip-shell');
    expect(beside?.className).toBe('hr-tooltip hr-tooltip-end');
  });

  it('hides shell tooltips under the 1500 px breakpoint, in CSS', () => {
    expect(tooltipBubbleStyles).toMatch(
      /@media \(max-width: 1499\.98px\) \{ \.hr-tooltip-shell \{ display: none; \} \}/,
    );
    expect(tooltipBubbleStyles).toContain(`${TOOLTIP_BREAKPOINT - 0.02}px`);
  });

  it('cancels a pending tooltip when it leaves before the delay or unmounts', () => {
    const ui = render(
      <Tooltip label="Inbox" delay={150}>
        <button type="button" aria-label="Inbox" />
      </Tooltip>,
    );
    enter(ui.button());
    wait(100);
    leave(ui.button());
    wait(100);
    expect(ui.tip()).toBeNull();
    enter(ui.button());
    act(() => root.render(null));
    expect(() => wait(200)).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
