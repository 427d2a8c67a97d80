import { describe, expect, it } from 'vitest';
import { badgeText, inboxVariant } from '../../../src/components/inbox-menu/inbox-menu.logic';

describe('badgeText', () => {
  it('hides the badge at zero or empty', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText('')).toBeNull();
  });

  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(123456)).toBe('99+');
  });

  it('never shows a bad count', () => {
    expect(badgeText(-1)).toBeNull();
    expect(badgeText('abc')).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
});

describe('inboxVariant', () => {
  it('is legacy only when asked for, shell otherwise', () => {
    expect(inboxVariant('legacy')).toBe('legacy');
    expect(inboxVariant(' LEGACY ')).toBe('legacy');
    expect(inboxVariant(undefined)).toBe('shell');
    expect(inboxVariant('shell')).toBe('shell');
    expect(inboxVariant('other')).toBe('shell');
  });
});
