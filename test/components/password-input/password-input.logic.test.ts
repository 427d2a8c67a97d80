import { describe, expect, it } from 'vitest';
import { hidesOn, inputType, linkTarget } from '../../../src/components/password-input/password-input.logic';

describe('inputType', () => {
  it('shows the password as text only while the toggle is pressed', () => {
    expect(inputType(true)).toBe('text');
    expect(inputType(false)).toBe('password');
  });
});

describe('hidesOn', () => {
  it('hides a shown password when its form is submitted or reset, not on other events', () => {
    expect(hidesOn('submit')).toBe(true);
    expect(hidesOn('reset')).toBe(true);
    expect(hidesOn('change')).toBe(false);
    expect(hidesOn('blur')).toBe(false);
  });
});

describe('linkTarget', () => {
  it('opens in the page itself without a target, or with _self', () => {
    expect(linkTarget(undefined)).toEqual({});
    expect(linkTarget('  ')).toEqual({});
    expect(linkTarget('_self')).toEqual({});
  });

  it('gives any other browsing context no handle on the page', () => {
    expect(linkTarget('_blank')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(linkTarget(' help ')).toEqual({ target: 'help', rel: 'noopener noreferrer' });
  });
});
