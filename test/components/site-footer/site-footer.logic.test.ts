import { describe, expect, it } from 'vitest';
import {
  appliesTo,
  buttonStates,
  closeDelay,
  coveredBy,
  FOOTER_EVENTS,
  requestPhase,
  slideDuration,
  slideEnded,
  type Phase,
} from '../../../src/components/site-footer/site-footer.logic';

describe('requestPhase', () => {
  it('slides in from closed or from half-way out, and ignores an open request while up', () => {
    expect(requestPhase('closed', true, true)).toBe('opening');
    expect(requestPhase('closing', true, true)).toBe('opening');
    expect(requestPhase('opening', true, true)).toBe('opening');
    expect(requestPhase('open', true, true)).toBe('open');
  });

  it('slides out from open or from half-way in, and ignores a close request while down', () => {
    expect(requestPhase('open', false, true)).toBe('closing');
    expect(requestPhase('opening', false, true)).toBe('closing');
    expect(requestPhase('closing', false, true)).toBe('closing');
    expect(requestPhase('closed', false, true)).toBe('closed');
  });

  it('goes straight to open or closed without animation (reduced motion)', () => {
    const phases: Phase[] = ['closed', 'opening', 'open', 'closing'];
    expect(phases.map((phase) => requestPhase(phase, true, false))).toEqual(['open', 'open', 'open', 'open']);
    expect(phases.map((phase) => requestPhase(phase, false, false))).toEqual(['closed', 'closed', 'closed', 'closed']);
  });
});

describe('slideEnded', () => {
  it('settles a slide in as open and a slide out as closed, and leaves rest states alone', () => {
    expect(slideEnded('opening')).toBe('open');
    expect(slideEnded('closing')).toBe('closed');
    expect(slideEnded('open')).toBe('open');
    expect(slideEnded('closed')).toBe('closed');
  });
});

describe('timings (SPEC §9)', () => {
  it('slides over 400 ms, or not at all with reduced motion', () => {
    expect(slideDuration(false)).toBe(400);
    expect(slideDuration(true)).toBe(0);
  });

  it('closes the sidebar footer 300 ms after it is asked to, the site footer at once', () => {
    expect(closeDelay(true)).toBe(300);
    expect(closeDelay(false)).toBe(0);
  });
});

describe('FOOTER_EVENTS', () => {
  it('maps each documented event to the state it sets', () => {
    expect(FOOTER_EVENTS).toEqual({
      'hr-footer-open': { open: true },
      'hr-footer-close': { open: false },
      'hr-footer-enable': { disabled: false, processing: false },
      'hr-footer-disable': { disabled: true, processing: false },
      'hr-footer-processing': { processing: true },
    });
  });
});

describe('appliesTo', () => {
  it('applies an event without an id to every footer', () => {
    expect(appliesTo(null, 'a')).toBe(true);
    expect(appliesTo(undefined, '')).toBe(true);
    expect(appliesTo({}, 'a')).toBe(true);
    expect(appliesTo({ id: '' }, 'a')).toBe(true);
  });

  it('applies an event with an id only to the footer of that id', () => {
    expect(appliesTo({ id: 'a' }, 'a')).toBe(true);
    expect(appliesTo({ id: 'a' }, 'b')).toBe(false);
    expect(appliesTo({ id: 'a' }, '')).toBe(false);
  });

  it('ignores an id that is not a string', () => {
    expect(appliesTo({ id: 42 }, 'b')).toBe(true);
    expect(appliesTo('hr-footer', 'b')).toBe(true);
  });
});

describe('buttonStates', () => {
  it('enabled: both buttons work', () => {
    expect(buttonStates(false, false)).toEqual({ submitBlocked: false, cancelBlocked: false, busy: false });
  });

  it('disabled: Save is blocked, Cancel works', () => {
    expect(buttonStates(true, false)).toEqual({ submitBlocked: true, cancelBlocked: false, busy: false });
  });

  it('processing: both wait and the footer is busy, disabled or not', () => {
    expect(buttonStates(false, true)).toEqual({ submitBlocked: true, cancelBlocked: true, busy: true });
    expect(buttonStates(true, true)).toEqual({ submitBlocked: true, cancelBlocked: true, busy: true });
  });
});

describe('coveredBy', () => {
  it('asks for no scroll when the control ends above the footer with room to spare', () => {
    expect(coveredBy({ top: 100, bottom: 130 }, 700)).toBe(0);
    expect(coveredBy({ top: 660, bottom: 692 }, 700)).toBe(0);
  });

  it('scrolls a control under the footer up until it clears it by the margin', () => {
    expect(coveredBy({ top: 680, bottom: 712 }, 700)).toBe(20);
    expect(coveredBy({ top: 900, bottom: 930 }, 700, 10)).toBe(240);
  });

  it('never scrolls the top of a tall control out of view', () => {
    expect(coveredBy({ top: 50, bottom: 1000 }, 700)).toBe(42);
    expect(coveredBy({ top: 0, bottom: 1000 }, 700)).toBe(0);
  });
});
