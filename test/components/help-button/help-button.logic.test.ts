import { describe, expect, it } from 'vitest';
import { helpToolState, SUPPORT_OPEN_EVENT } from '../../../src/components/help-button/help-button.logic';
import { OPEN_EVENT } from '../../../src/components/support-request/support-open';

describe('helpToolState (SPEC §8 Help tool not ready)', () => {
  it('is ready once the search is defined, even after the wait', () => {
    expect(helpToolState({ defined: true, waited: false })).toBe('ready');
    expect(helpToolState({ defined: true, waited: true })).toBe('ready');
  });
  it('is loading while the search is on its way, and not ready after the wait', () => {
    expect(helpToolState({ defined: false, waited: false })).toBe('loading');
    expect(helpToolState({ defined: false, waited: true })).toBe('not-ready');
  });
});

it("fires the support element's own open event", () => {
  expect(SUPPORT_OPEN_EVENT).toBe(OPEN_EVENT);
});
