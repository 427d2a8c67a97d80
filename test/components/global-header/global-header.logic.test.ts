import { describe, expect, it } from 'vitest';
import {
  answersButtonFrom,
  isSettingsPath,
  parseAnswers,
  withPrefix,
} from '../../../src/components/global-header/global-header.logic';

describe('answersButtonFrom (docs/api shellAnswersButton)', () => {
  it('shows the documented answer, hides on visible: false, and is a plain /answers link otherwise', () => {
    expect(answersButtonFrom({ visible: true, label: 'Ask', href: '/a', isNew: true }, '/hr')).toEqual({
      label: 'Ask',
      href: '/a',
      isNew: true,
    });
    expect(answersButtonFrom({ visible: false }, '/hr')).toBeNull();
    const link = { label: 'Answers', href: '/hr/answers', isNew: false };
    expect(answersButtonFrom(undefined, '/hr')).toEqual(link);
    expect(answersButtonFrom('<html>', '/hr')).toEqual(link);
    expect(answersButtonFrom({ visible: 'false' }, '/hr')).toEqual(link);
    expect(answersButtonFrom({ visible: true, label: '', href: '/a' }, '')).toEqual({ ...link, href: '/answers' });
  });
});

describe('parseAnswers', () => {
  it('returns the button when visible with a label and href', () => {
    expect(parseAnswers({ visible: true, label: 'Answers', href: '/answers/', isNew: true })).toEqual({
      label: 'Answers',
      href: '/answers/',
      isNew: true,
    });
    expect(parseAnswers({ visible: true, label: ' Ask  us ', href: '/a', isNew: 'yes' })).toEqual({
      label: 'Ask us',
      href: '/a',
      isNew: false,
    });
  });

  it('returns null when hidden, malformed or missing fields', () => {
    expect(parseAnswers({ visible: false, label: 'Answers', href: '/answers/' })).toBeNull();
    expect(parseAnswers({ visible: 'true', label: 'Answers', href: '/answers/' })).toBeNull();
    expect(parseAnswers({ visible: true, label: '', href: '/answers/' })).toBeNull();
    expect(parseAnswers({ visible: true, label: 'Answers', href: 7 })).toBeNull();
    expect(parseAnswers(null)).toBeNull();
    expect(parseAnswers('<html>')).toBeNull();
  });

  it('keeps markup in the label as text and caps its length', () => {
    expect(parseAnswers({ visible: true, label: '<b>New</b>', href: '/a' })?.label).toBe('<b>New</b>');
    expect(parseAnswers({ visible: true, label: 'x'.repeat(300), href: '/a' })?.label.length).toBe(60);
  });
});

describe('isSettingsPath', () => {
  it.each([
    '/settings',
    '/settings/',
    '/settings/users/account_settings',
    '/app/settings',
    '/app/settings/users/mfa_settings',
    '/settings?tab=1',
  ])('%s is a settings page', (path) => {
    expect(isSettingsPath(path, '')).toBe(true);
  });

  it.each(['/', '/settingsx', '/app/settingsx', '/employees/settings', '/app', '/app/payroll/registration'])(
    '%s is not',
    (path) => {
      expect(isSettingsPath(path, '')).toBe(false);
    },
  );

  it('looks past the URL prefix', () => {
    expect(isSettingsPath('/hr/settings/', '/hr')).toBe(true);
    expect(isSettingsPath('/hr/app/settings/x', '/hr')).toBe(true);
    expect(isSettingsPath('/hr/inbox/', '/hr')).toBe(false);
  });
});

describe('withPrefix', () => {
  it('prefixes root-relative links only', () => {
    expect(withPrefix('/help/', '/hr')).toBe('/hr/help/');
    expect(withPrefix('//evil.example/', '/hr')).toBe('//evil.example/');
    expect(withPrefix('https://help.example.com/', '/hr')).toBe('https://help.example.com/');
    expect(withPrefix('/help/', '')).toBe('/help/');
  });
});
