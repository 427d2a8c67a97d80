import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Avatar } from '../../src/ui/avatar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('Avatar', () => {
  it('shows the photo, decorative (empty alt), with the given class and part', () => {
    act(() => root.render(<Avatar src="/p.svg" className="x-photo" />));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/p.svg');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.className).toBe('x-photo');
    expect(img.getAttribute('part')).toBe('photo');
  });

  it('shows the default picture without a photo', () => {
    act(() => root.render(<Avatar src={null} className="x-photo" part="avatar" />));
    const fallback = container.querySelector('[data-default-photo]')!;
    expect(fallback.className).toBe('x-photo is-default');
    expect(fallback.getAttribute('part')).toBe('avatar');
    expect(fallback.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // The element's stylesheet draws it as a line icon (.icon: no fill, stroke currentColor).
    expect(fallback.querySelector('svg')?.getAttribute('class')).toBe('icon');
  });

  it('draws the given initials in the default picture instead of the icon, hidden from screen readers', () => {
    act(() => root.render(<Avatar src={null} className="x-photo" initials="CL" />));
    const fallback = container.querySelector('[data-default-photo]')!;
    expect(fallback.textContent).toBe('CL');
    expect(fallback.querySelector('svg')).toBeNull();
    expect(fallback.getAttribute('aria-hidden')).toBe('true');
    act(() => root.render(<Avatar src={null} className="x-photo" initials="" />));
    expect(container.querySelector('[data-default-photo] svg')).not.toBeNull();
  });

  it('replaces a photo that fails to load with the default picture (SPEC §8)', () => {
    act(() => root.render(<Avatar src="/missing.png" className="x-photo" />));
    act(() => container.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-default-photo]')).not.toBeNull();
  });

  it('tries a new photo again when keyed by its URL', () => {
    act(() => root.render(<Avatar key="/a.png" src="/a.png" className="x-photo" />));
    act(() => container.querySelector('img')!.dispatchEvent(new Event('error')));
    act(() => root.render(<Avatar key="/b.png" src="/b.png" className="x-photo" />));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/b.png');
  });
});
