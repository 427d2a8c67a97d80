import { describe, expect, it } from 'vitest';
import { helpToolState } from '../../../src/components/help-button/help-button.logic';

describe('helpToolState (SPEC §8 Help tool not ready)', () => {
  it('is not ready when the config is refused, whatever else', () => {
    expect(helpToolState({ refused: true, defined: true, waited: false })).toBe('not-ready');
    expect(helpToolState({ refused: true, defined: false, waited: false })).toBe('not-ready');
  });
  it('is ready once the search is defined, even after the wait', () => {
    expect(helpToolState({ refused: false, defined: true, waited: false })).toBe('ready');
    expect(helpToolState({ refused: false, defined: true, waited: true })).toBe('ready');
  });
  it('is loading while the search is on its way, and not ready after the wait', () => {
    expect(helpToolState({ refused: false, defined: false, waited: false })).toBe('loading');
    expect(helpToolState({ refused: false, defined: false, waited: true })).toBe('not-ready');
  });
});
