import { describe, expect, it } from 'vitest';
import { shortcutFor, type KeyInfo } from '../../../src/components/global-search/shortcuts.logic';

describe('shortcutFor() (WCAG 2.1.4)', () => {
  const key = (over: Partial<KeyInfo>): KeyInfo => ({
    key: 's',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    typing: false,
    nothingFocused: true,
    modalOpen: false,
    isComposing: false,
    ...over,
  });
  it('s focuses only when nothing is focused, no modal, no modifier, not typing, and single keys are on', () => {
    expect(shortcutFor(key({}), true)).toBe('focus');
    expect(shortcutFor(key({}), false)).toBeNull();
    expect(shortcutFor(key({ nothingFocused: false }), true)).toBeNull();
    expect(shortcutFor(key({ typing: true }), true)).toBeNull();
    expect(shortcutFor(key({ modalOpen: true }), true)).toBeNull();
    expect(shortcutFor(key({ ctrlKey: true }), true)).toBeNull();
    expect(shortcutFor(key({ altKey: true }), true)).toBeNull();
    expect(shortcutFor(key({ key: 'S' }), true)).toBeNull();
    expect(shortcutFor(key({ isComposing: true }), true)).toBeNull();
  });
  it('Ctrl/⌘+K opens from anywhere, even while typing; ? and Ctrl+/ list the shortcuts', () => {
    expect(shortcutFor(key({ key: 'k', ctrlKey: true, typing: true, nothingFocused: false }), false)).toBe('open');
    expect(shortcutFor(key({ key: 'K', metaKey: true }), true)).toBe('open');
    expect(shortcutFor(key({ key: '?', nothingFocused: false }), true)).toBe('help');
    expect(shortcutFor(key({ key: '?', typing: true }), true)).toBeNull();
    expect(shortcutFor(key({ key: '/', ctrlKey: true }), false)).toBe('help');
  });
});
