import { describe, expect, it } from 'vitest';
import {
  INITIAL_TERMS,
  TERMS_PATHS,
  termsLink,
  termsReducer,
} from '../../../src/components/terms-prompt/terms-prompt.logic';

describe('TERMS_PATHS', () => {
  it('are the two calls of SPEC §7', () => {
    expect(TERMS_PATHS).toEqual({ accept: '/ajax/terms/accept', dismiss: '/ajax/terms/dismiss' });
  });
});

describe('termsLink', () => {
  it('keeps root-relative and same-origin links', () => {
    expect(termsLink('/legal/terms', [])).toEqual({ href: `${location.origin}/legal/terms`, external: false });
  });

  it('keeps https links to an allowed host, marked external', () => {
    expect(termsLink('https://legal.example.com/terms', ['legal.example.com'])).toEqual({
      href: 'https://legal.example.com/terms',
      external: true,
    });
  });

  it('drops missing, empty, other-host and script links', () => {
    expect(termsLink(undefined, [])).toBeNull();
    expect(termsLink('', [])).toBeNull();
    expect(termsLink('https://evil.example/terms', ['legal.example.com'])).toBeNull();
    expect(termsLink('//evil.example/terms', [])).toBeNull();
    expect(termsLink('/\\evil.example', [])).toBeNull();
    expect(termsLink('javascript:alert(1)', [])).toBeNull();
    expect(termsLink('java\tscript:alert(1)', [])).toBeNull();
    expect(termsLink('data:text/html,<script>alert(1)</script>', [])).toBeNull();
  });
});

describe('termsReducer', () => {
  it('starts open', () => {
    expect(INITIAL_TERMS).toEqual({ phase: 'open', pending: null, failed: false });
  });

  it('sends accept or dismiss from open, and closes once saved', () => {
    const saving = termsReducer(INITIAL_TERMS, { type: 'send', action: 'dismiss' });
    expect(saving).toEqual({ phase: 'saving', pending: 'dismiss', failed: false });
    expect(termsReducer(saving, { type: 'saved' })).toEqual({ phase: 'closed', pending: null, failed: false });
  });

  it('goes back to open with the failure when the post fails, and clears it on the next try', () => {
    const saving = termsReducer(INITIAL_TERMS, { type: 'send', action: 'accept' });
    const failed = termsReducer(saving, { type: 'failed' });
    expect(failed).toEqual({ phase: 'open', pending: null, failed: true });
    expect(termsReducer(failed, { type: 'send', action: 'accept' })).toEqual({
      phase: 'saving',
      pending: 'accept',
      failed: false,
    });
  });

  it('ignores a second send while saving, and answers that come out of turn', () => {
    const saving = termsReducer(INITIAL_TERMS, { type: 'send', action: 'accept' });
    expect(termsReducer(saving, { type: 'send', action: 'dismiss' })).toBe(saving);
    expect(termsReducer(INITIAL_TERMS, { type: 'saved' })).toBe(INITIAL_TERMS);
    expect(termsReducer(INITIAL_TERMS, { type: 'failed' })).toBe(INITIAL_TERMS);
    const closed = termsReducer(saving, { type: 'saved' });
    expect(termsReducer(closed, { type: 'send', action: 'dismiss' })).toBe(closed);
  });
});
