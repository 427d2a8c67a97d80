import { describe, expect, it } from 'vitest';
import {
  afterAnswer,
  leavingUrl,
  marksChanged,
  marksClean,
  type LinkClick,
} from '../../../src/components/form-guard/form-guard.logic';

const PAGE = 'https://hr.example/employees/job.php?id=4#top';
const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  modifier: false,
  defaultPrevented: false,
  href: 'https://hr.example/home',
  target: '',
  download: false,
  ...overrides,
});

describe('leavingUrl', () => {
  it('returns the URL a plain click on a link would leave for, on this site or another', () => {
    expect(leavingUrl(click(), PAGE)).toBe('https://hr.example/home');
    expect(leavingUrl(click({ href: 'https://other.example/x' }), PAGE)).toBe('https://other.example/x');
    expect(leavingUrl(click({ href: 'https://hr.example/employees/job.php?id=5' }), PAGE)).toBe(
      'https://hr.example/employees/job.php?id=5',
    );
  });

  it('counts _self, _parent and _top as leaving, and any other target as not', () => {
    for (const target of ['_self', '_parent', '_TOP', ' _self '])
      expect(leavingUrl(click({ target }), PAGE)).not.toBeNull();
    for (const target of ['_blank', 'help-window']) expect(leavingUrl(click({ target }), PAGE)).toBeNull();
  });

  it('leaves modified, non-primary, downloading and already handled clicks alone', () => {
    expect(leavingUrl(click({ modifier: true }), PAGE)).toBeNull();
    expect(leavingUrl(click({ button: 1 }), PAGE)).toBeNull();
    expect(leavingUrl(click({ download: true }), PAGE)).toBeNull();
    expect(leavingUrl(click({ defaultPrevented: true }), PAGE)).toBeNull();
  });

  it('does not ask for a jump within the page', () => {
    expect(leavingUrl(click({ href: 'https://hr.example/employees/job.php?id=4#notes' }), PAGE)).toBeNull();
    expect(leavingUrl(click({ href: 'https://hr.example/employees/job.php?id=4#' }), PAGE)).toBeNull();
  });

  it('asks for the same page without a hash (a reload loses the changes too)', () => {
    expect(leavingUrl(click({ href: 'https://hr.example/employees/job.php?id=4' }), PAGE)).toBe(
      'https://hr.example/employees/job.php?id=4',
    );
  });

  it('does not ask for links that open something else: mailto, tel, javascript, no href', () => {
    for (const href of ['mailto:hr@hr.example', 'tel:+15555550100', 'javascript:void(0)', ''])
      expect(leavingUrl(click({ href }), PAGE), href).toBeNull();
  });
});

describe('marksChanged and marksClean', () => {
  it('counts typing, choosing and the form helpers as changes', () => {
    expect(['input', 'change', 'hr-change'].map(marksChanged)).toEqual([true, true, true]);
    expect(['focus', 'submit', 'reset', 'click'].map(marksChanged)).toEqual([false, false, false, false]);
  });

  it('forgets the changes after a save (submit) or a reset', () => {
    expect(['submit', 'reset'].map(marksClean)).toEqual([true, true]);
    expect(['input', 'change', 'invalid'].map(marksClean)).toEqual([false, false, false]);
  });
});

describe('afterAnswer', () => {
  it('Save Changes submits and stays until the form is sent', () => {
    expect(afterAnswer('save')).toEqual({ submit: true, follow: false, clean: false });
  });

  it("Don't Save forgets the changes and follows the link", () => {
    expect(afterAnswer('discard')).toEqual({ submit: false, follow: true, clean: true });
  });

  it('staying keeps the changes and the page', () => {
    expect(afterAnswer('stay')).toEqual({ submit: false, follow: false, clean: false });
  });
});
