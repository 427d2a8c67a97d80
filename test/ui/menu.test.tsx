import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, type MenuItem, type MenuProps } from '../../src/ui/menu';
import { MenuButton } from '../../src/ui/menu-button';
import { press, settle } from '../support/elements';

const GROUPS: MenuItem[][] = [
  [
    { id: 'apps', label: 'App Integrations', href: '/app/marketplace/' },
    { id: 'qr', label: 'Mobile App QR Code Login' },
  ],
  [],
  [
    { id: 'settings', label: 'Account Settings', href: '/settings/users/account_settings' },
    { id: 'password', label: 'Change Password', href: '/dashboard/password.php' },
    { id: 'docs', label: 'About', href: 'https://docs.example/', external: true },
  ],
];

let root: Root | undefined;
afterEach(() => root?.unmount());

async function renderMenu(props: Partial<MenuProps> = {}) {
  const container = document.createElement('div');
  const outside = document.createElement('button');
  document.body.append(container, outside);
  root = createRoot(container);
  root.render(<Menu trigger="Ada Lovelace" label="Account menu" groups={GROUPS} {...props} />);
  await settle();
  const button = container.querySelector<HTMLButtonElement>('button[aria-haspopup]') as HTMLButtonElement;
  // The popup joins the page on the first open.
  const menu = () => container.querySelector<HTMLElement>('[role=menu]');
  const items = () => [...(menu()?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  const openOnce = async () => {
    button.click();
    await settle();
    button.click();
    await settle();
  };
  const focused = () => (document.activeElement as HTMLElement | null)?.textContent ?? null;
  return { container, button, menu, items, focused, outside, openOnce };
}

describe('Menu (WAI-ARIA menu button)', () => {
  it('renders a closed menu button without its popup, which joins on the first open and then stays, hidden while closed', async () => {
    const { button, menu, items, openOnce } = await renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(button.textContent).toBe('Ada Lovelace');
    expect(menu()).toBeNull();
    await openOnce();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(menu()!.id);
    expect(menu()!.hidden).toBe(true);
    expect(menu()!.getAttribute('aria-label')).toBe('Account menu');
    expect(items().map((item) => item.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '-1', '-1']);
  });

  it('groups items, drops empty groups and puts one separator between the groups left', async () => {
    const { menu, openOnce } = await renderMenu();
    await openOnce();
    const children = [...menu()!.children].map((child) => child.getAttribute('role'));
    expect(children).toEqual(['group', 'separator', 'group']);
  });

  it('renders links as <a role=menuitem>, actions as buttons, and external links in a new tab without opener', async () => {
    const { items, openOnce } = await renderMenu();
    await openOnce();
    const [apps, qr, , , docs] = items();
    expect(apps?.localName).toBe('a');
    expect(apps?.getAttribute('href')).toBe('/app/marketplace/');
    expect(apps?.hasAttribute('target')).toBe(false);
    expect(qr?.localName).toBe('button');
    expect(docs?.getAttribute('target')).toBe('_blank');
    expect(docs?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens on click with the first item focused, and a second click closes it', async () => {
    const onOpenChange = vi.fn();
    const { button, menu, focused } = await renderMenu({ onOpenChange });
    button.click();
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu()!.hidden).toBe(false);
    expect(focused()).toBe('App Integrations');
    button.click();
    await settle();
    expect(menu()!.hidden).toBe(true);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('opens on ArrowDown at the first item and on ArrowUp at the last', async () => {
    const { button, focused } = await renderMenu();
    button.focus();
    press(button, 'ArrowDown');
    await settle();
    expect(focused()).toBe('App Integrations');
    press(document.activeElement as Element, 'Escape');
    await settle();
    press(button, 'ArrowUp');
    await settle();
    expect(focused()).toBe('About');
  });

  it('moves focus with the arrows (wrapping), Home and End', async () => {
    const { button, focused } = await renderMenu();
    button.click();
    await settle();
    const key = (name: string) => press(document.activeElement as Element, name);
    key('ArrowDown');
    expect(focused()).toBe('Mobile App QR Code Login');
    key('ArrowDown');
    expect(focused()).toBe('Account Settings');
    key('End');
    expect(focused()).toBe('About');
    key('ArrowDown');
    expect(focused()).toBe('App Integrations');
    key('ArrowUp');
    expect(focused()).toBe('About');
    key('Home');
    expect(focused()).toBe('App Integrations');
  });

  it('jumps to the next item starting with a typed letter, wrapping, and ignores letters no item starts with', async () => {
    const { button, focused } = await renderMenu();
    button.click();
    await settle();
    const key = (name: string) => press(document.activeElement as Element, name);
    key('c');
    expect(focused()).toBe('Change Password');
    key('A');
    expect(focused()).toBe('About');
    key('a');
    expect(focused()).toBe('App Integrations');
    key('a');
    expect(focused()).toBe('Account Settings');
    key('z');
    expect(focused()).toBe('Account Settings');
  });

  it('closes on Escape with focus back on the button, and keeps the Escape from outer handlers', async () => {
    const outer = vi.fn();
    const { button, menu } = await renderMenu();
    document.body.addEventListener('keydown', outer);
    button.click();
    await settle();
    press(document.activeElement as Element, 'Escape');
    await settle();
    expect(menu()!.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(outer).not.toHaveBeenCalled();
  });

  it('closes on Tab from the button without stopping the browser moving focus on', async () => {
    const { button, menu } = await renderMenu();
    button.click();
    await settle();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(tab);
    await settle();
    expect(menu()!.hidden).toBe(true);
    expect(tab.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('reports the chosen item, closes and returns focus to the button', async () => {
    const onSelect = vi.fn();
    const { button, menu, items } = await renderMenu({ onSelect });
    button.click();
    await settle();
    items()[1]?.click();
    await settle();
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toEqual({ id: 'qr', label: 'Mobile App QR Code Login' });
    expect(menu()!.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('lets onSelect keep a link from navigating', async () => {
    const clicks: boolean[] = [];
    const { button, items } = await renderMenu({ onSelect: (_item, event) => event.preventDefault() });
    button.click();
    await settle();
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented), { once: true });
    items()[0]?.click();
    expect(clicks).toEqual([true]);
  });

  it('activates a link item with Space as well as Enter', async () => {
    const onSelect = vi.fn((_item: MenuItem, event: { preventDefault(): void }) => event.preventDefault());
    const { button } = await renderMenu({ onSelect });
    button.click();
    await settle();
    press(document.activeElement as Element, ' ');
    expect(onSelect.mock.calls[0]?.[0].id).toBe('apps');
  });

  it('closes on a pointer down outside, but not on one inside', async () => {
    const { button, menu, items, outside } = await renderMenu();
    button.click();
    await settle();
    items()[0]?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(menu()!.hidden).toBe(false);
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(menu()!.hidden).toBe(true);
  });

  it('judges outside clicks by the composed path inside a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    root = createRoot(container);
    root.render(<Menu trigger="Ada" label="Account menu" groups={GROUPS} />);
    await settle();
    const button = shadow.querySelector('button') as HTMLButtonElement;
    button.click();
    await settle();
    const item = shadow.querySelector('[role=menuitem]') as HTMLElement;
    item.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders markup in labels as text', async () => {
    const { button, items, openOnce } = await renderMenu({
      trigger: '<img src=x onerror=alert(1)>',
      groups: [[{ id: 'x', label: '<b>bold</b>' }]],
    });
    await openOnce();
    expect(button.querySelector('img')).toBeNull();
    expect(button.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(items()[0]?.querySelector('b')).toBeNull();
    expect(items()[0]?.textContent).toBe('<b>bold</b>');
  });
});

describe('Menu hide delay', () => {
  const mouse = (type: 'pointerover' | 'pointerout', target: Element, related: Element, pointerType = 'mouse') =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, relatedTarget: related }));

  afterEach(() => vi.useRealTimers());

  it('closes 250 ms after the mouse leaves the button and menu, focus back on the button', async () => {
    const { button, menu, outside, focused } = await renderMenu();
    button.click();
    await settle();
    expect(focused()).toBe('App Integrations');
    vi.useFakeTimers();
    mouse('pointerout', button, outside);
    await vi.advanceTimersByTimeAsync(249);
    expect(menu()!.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // React renders the close on its own scheduler.
    vi.useRealTimers();
    await settle();
    expect(menu()!.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('stays open when the mouse comes back in time, and ignores touch', async () => {
    const { button, menu, outside } = await renderMenu();
    button.click();
    await settle();
    vi.useFakeTimers();
    mouse('pointerout', button, outside);
    await vi.advanceTimersByTimeAsync(200);
    mouse('pointerover', button, outside);
    mouse('pointerout', button, outside, 'touch');
    await vi.advanceTimersByTimeAsync(500);
    vi.useRealTimers();
    await settle();
    expect(menu()!.hidden).toBe(false);
  });
});

describe('MenuButton with a popup fetched later', () => {
  it('opens, then closes again when fetching the popup fails; the next press asks anew', async () => {
    const onOpenChange = vi.fn();
    const onIntent = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockReturnValue(new Promise(() => undefined));
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <MenuButton trigger="Ada" label="Account menu" Popup={null} onIntent={onIntent} onOpenChange={onOpenChange} />,
    );
    await settle();
    const button = container.querySelector('button') as HTMLButtonElement;
    button.click();
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    button.click();
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(onIntent).toHaveBeenCalledTimes(2);
  });
});
