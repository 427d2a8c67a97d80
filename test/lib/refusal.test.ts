import { describe, expect, it } from 'vitest';
import { failureText, refusalText } from '../../src/lib/refusal';

describe('refusal text', () => {
  it("shows a 403's own text, trimmed, cut to 300 characters", () => {
    expect(refusalText({ kind: 'forbidden', serverMessage: '  Permission test.  ' })).toBe('Permission test.');
    const long = refusalText({ kind: 'forbidden', serverMessage: 'x'.repeat(400) });
    expect(long).toHaveLength(300);
    expect(long?.endsWith('…')).toBe(true);
  });

  it("never shows another failure's text (it may be a stack trace), nor a blank one", () => {
    expect(refusalText({ kind: 'server', serverMessage: 'SQLSTATE[HY000]' })).toBeNull();
    expect(refusalText({ kind: 'forbidden', serverMessage: '   ' })).toBeNull();
    expect(refusalText({})).toBeNull();
    expect(failureText({ kind: 'server', serverMessage: 'SQLSTATE[HY000]' }, 'Oops.')).toBe('Oops.');
  });
});
