import { describe, expect, it } from 'vitest';
import type { Agreement } from '../../../src/components/agreements/agreements.logic';
import {
  CLEAR_DELAY_MS,
  CLOSED,
  canFinish,
  chosenAnswer,
  clearDemoDataReducer as reduce,
  dismissible,
  errorOf,
  salesNumberOf,
  warnsOnLeave,
  type ClearDemoDataAction,
  type ClearDemoDataState,
} from '../../../src/components/clear-demo-data/clear-demo-data.logic';

const agreement = (status: Agreement['status'] = 'needs_prompt'): Agreement => ({
  id: 2,
  status,
  statusUpdatedDate: '2026-11-20T00:00:00.000Z',
});
const run = (...actions: ClearDemoDataAction[]) => actions.reduce(reduce, CLOSED);
const opened = () => run({ type: 'open' });
const clearing = () => run({ type: 'open' }, { type: 'confirm' });
const step2 = (status: Agreement['status'] = 'needs_prompt', hasEmployees = true) =>
  run(
    { type: 'open' },
    { type: 'confirm' },
    { type: 'loaded', agreement: agreement(status), acceptance: { isAccepted: status === 'signed', hasEmployees } },
  );

describe('clearDemoDataReducer', () => {
  it('opens at step 1; a second open changes nothing at any step', () => {
    expect(opened()).toEqual({ ...CLOSED, step: 'confirm' });
    for (const state of [opened(), clearing(), step2()]) expect(reduce(state, { type: 'open' })).toBe(state);
  });

  it('closes from step 1 only: not while clearing, not in step 2', () => {
    expect(reduce(opened(), { type: 'close' })).toEqual(CLOSED);
    expect(reduce(clearing(), { type: 'close' }).step).toBe('clearing');
    expect(reduce(step2(), { type: 'close' }).step).toBe('agreement');
  });

  it("'Clear Data' starts clearing and drops a previous error", () => {
    const failed = reduce(clearing(), { type: 'clear-failed', error: { kind: 'clear' } });
    expect(failed).toEqual({ ...CLOSED, step: 'confirm', error: { kind: 'clear' } });
    expect(reduce(failed, { type: 'confirm' })).toEqual({ ...CLOSED, step: 'clearing' });
    expect(reduce(CLOSED, { type: 'confirm' })).toBe(CLOSED);
  });

  it('a failed clear goes back to step 1 with the error (only from clearing)', () => {
    const refused = { kind: 'refused', message: 'Permission test' } as const;
    expect(reduce(clearing(), { type: 'clear-failed', error: refused })).toMatchObject({
      step: 'confirm',
      error: refused,
    });
    expect(reduce(step2(), { type: 'clear-failed', error: refused }).step).toBe('agreement');
  });

  it('cleared with the agreement: step 2 with it and the acceptance state', () => {
    expect(step2()).toEqual({
      step: 'agreement',
      agreement: agreement(),
      acceptance: { isAccepted: false, hasEmployees: true },
      answering: null,
      error: null,
    });
    // A late answer after the flow moved on changes nothing.
    expect(reduce(opened(), { type: 'loaded', agreement: agreement(), acceptance: null }).step).toBe('confirm');
  });

  it('cleared without the agreement: step 2 with the next-step error', () => {
    const state = reduce(clearing(), { type: 'loaded', agreement: null, acceptance: null });
    expect(state).toMatchObject({ step: 'agreement', agreement: null, error: { kind: 'next-step' } });
    // Nothing to answer then.
    expect(reduce(state, { type: 'answer', action: 'accept' })).toBe(state);
  });

  it('answers one at a time; the answer replaces the agreement and the acceptance state', () => {
    const answering = reduce(step2(), { type: 'answer', action: 'accept' });
    expect(answering.answering).toBe('accept');
    expect(reduce(answering, { type: 'answer', action: 'decline' })).toBe(answering);
    const answered = reduce(answering, {
      type: 'answered',
      agreement: agreement('signed'),
      acceptance: { isAccepted: true, hasEmployees: true },
    });
    expect(answered).toMatchObject({
      answering: null,
      agreement: { status: 'signed' },
      acceptance: { isAccepted: true, hasEmployees: true },
    });
  });

  it('an answer without a fresh acceptance state keeps the previous one', () => {
    const state = run(
      { type: 'open' },
      { type: 'confirm' },
      { type: 'loaded', agreement: agreement(), acceptance: { isAccepted: false, hasEmployees: false } },
      { type: 'answer', action: 'decline' },
      { type: 'answered', agreement: agreement('declined'), acceptance: null },
    );
    expect(state.acceptance).toEqual({ isAccepted: false, hasEmployees: false });
  });

  it('a failed answer keeps step 2 and the agreement, with the error; the next answer clears it', () => {
    const failed = reduce(reduce(step2(), { type: 'answer', action: 'accept' }), {
      type: 'answer-failed',
      error: { kind: 'retry' },
    });
    expect(failed).toMatchObject({
      step: 'agreement',
      answering: null,
      agreement: agreement(),
      error: { kind: 'retry' },
    });
    expect(reduce(failed, { type: 'answer', action: 'accept' }).error).toBeNull();
    // Without an answer in flight a failure report changes nothing.
    expect(reduce(step2(), { type: 'answer-failed', error: { kind: 'retry' } })).toEqual(step2());
  });

  it('finishes from step 2 only, never while an answer is posted', () => {
    expect(reduce(step2('signed'), { type: 'finish' }).step).toBe('finishing');
    const answering = reduce(step2(), { type: 'answer', action: 'accept' });
    expect(reduce(answering, { type: 'finish' })).toBe(answering);
    expect(reduce(opened(), { type: 'finish' }).step).toBe('confirm');
  });
});

describe('canFinish (Done)', () => {
  it('is enabled when the agreement is accepted', () => {
    expect(canFinish(step2('signed'))).toBe(true);
  });

  it('is enabled when the company has no employees, whatever the answer', () => {
    expect(canFinish(step2('declined', false))).toBe(true);
    expect(canFinish(step2('needs_prompt', false))).toBe(true);
  });

  it('is disabled while employees exist and the agreement is not accepted', () => {
    for (const status of ['declined', 'needs_prompt', 'complete_later', 'needs_to_sign', 'update_pending'] as const)
      expect(canFinish(step2(status, true))).toBe(false);
  });

  it('follows a signed agreement when the acceptance state did not load, and needs to know about employees otherwise', () => {
    const base: ClearDemoDataState = { ...CLOSED, step: 'agreement', agreement: agreement('signed') };
    expect(canFinish(base)).toBe(true);
    expect(canFinish({ ...base, agreement: agreement('declined') })).toBe(false);
  });

  it('is disabled while an answer is posted, outside step 2 and without an agreement', () => {
    expect(canFinish(reduce(step2('signed'), { type: 'answer', action: 'decline' }))).toBe(false);
    expect(canFinish(clearing())).toBe(false);
    expect(canFinish({ ...CLOSED, step: 'agreement', acceptance: { isAccepted: true, hasEmployees: false } })).toBe(
      false,
    );
  });
});

describe('step rules', () => {
  it('warns before leaving only while clearing', () => {
    expect(
      ['closed', 'confirm', 'clearing', 'agreement', 'finishing'].filter((step) => warnsOnLeave(step as never)),
    ).toEqual(['clearing']);
  });

  it('may be dismissed in step 1 only', () => {
    expect(
      ['closed', 'confirm', 'clearing', 'agreement', 'finishing'].filter((step) => dismissible(step as never)),
    ).toEqual(['confirm']);
  });

  it('waits SPEC §9 3000 ms before clearing', () => {
    expect(CLEAR_DELAY_MS).toBe(3000);
  });

  it('shows the radio of the saved answer', () => {
    expect(chosenAnswer(agreement('signed'))).toBe('accept');
    expect(chosenAnswer(agreement('declined'))).toBe('decline');
    expect(chosenAnswer(agreement('complete_later'))).toBeNull();
    expect(chosenAnswer(null)).toBeNull();
  });
});

describe('errorOf', () => {
  it("uses a refusal's own text (the permission-test message), trimmed and cut when overlong", () => {
    expect(errorOf({ kind: 'forbidden', serverMessage: '  Permission test  ' }, { kind: 'clear' })).toEqual({
      kind: 'refused',
      message: 'Permission test',
    });
    const long = errorOf({ kind: 'forbidden', serverMessage: 'x'.repeat(1000) }, { kind: 'clear' });
    expect(long.kind === 'refused' && long.message.length).toBe(300);
  });

  it('falls back for anything else, and for a refusal without text', () => {
    expect(
      errorOf({ kind: 'server', status: 500, serverMessage: 'The demo data could not be cleared.' }, { kind: 'clear' }),
    ).toEqual({
      kind: 'clear',
    });
    expect(errorOf({ kind: 'forbidden', serverMessage: ' ' }, { kind: 'retry' })).toEqual({ kind: 'retry' });
    expect(errorOf({}, { kind: 'retry' })).toEqual({ kind: 'retry' });
  });

  it('keeps markup as text', () => {
    expect(errorOf({ kind: 'forbidden', serverMessage: '<img src=x onerror=alert(1)>' }, { kind: 'retry' })).toEqual({
      kind: 'refused',
      message: '<img src=x onerror=alert(1)>',
    });
  });
});

describe('salesNumberOf', () => {
  const banners = { trial: { salesNumber: '1-800-555-0142' } };

  it('prefers the attribute, then the printed banners (inner object or the whole answer)', () => {
    expect(salesNumberOf(' 555-0100 ', banners)).toBe('555-0100');
    expect(salesNumberOf(undefined, banners)).toBe('1-800-555-0142');
    expect(salesNumberOf('', { banners })).toBe('1-800-555-0142');
  });

  it('is null without a number, and for hostile shapes', () => {
    for (const input of [
      null,
      undefined,
      [],
      'x',
      { trial: null },
      { trial: { salesNumber: 42 } },
      { trial: { salesNumber: ' ' } },
    ])
      expect(salesNumberOf(undefined, input)).toBeNull();
    expect(salesNumberOf(undefined, JSON.parse('{"__proto__":{"trial":{"salesNumber":"1"}}}'))).toBeNull();
  });

  it('cuts an overlong number', () => {
    expect(salesNumberOf('9'.repeat(500), null)).toHaveLength(40);
  });
});
