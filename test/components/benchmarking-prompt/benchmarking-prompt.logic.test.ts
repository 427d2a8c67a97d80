import { describe, expect, it } from 'vitest';
import {
  CLOSED,
  answerOf,
  canSubmit,
  failureText,
  mayAskBenchmarking,
  promptOf,
  promptReducer,
  submitPath,
  type BenchmarkingPromptState,
} from '../../../src/components/benchmarking-prompt/benchmarking-prompt.logic';

const FLAG = { BENCHMARKING_OPT_OUT: true };

describe('mayAskBenchmarking', () => {
  it('asks for an admin who is not a support admin, with BENCHMARKING_OPT_OUT', () => {
    expect(mayAskBenchmarking({ user: { isAdmin: true, supportAdmin: false }, features: FLAG })).toBe(true);
    expect(mayAskBenchmarking({ user: { isAdmin: true }, features: FLAG })).toBe(true);
  });

  it('never asks a support admin, a non-admin or a signed-out page', () => {
    expect(mayAskBenchmarking({ user: { isAdmin: true, supportAdmin: true }, features: FLAG })).toBe(false);
    expect(mayAskBenchmarking({ user: { isAdmin: false, supportAdmin: false }, features: FLAG })).toBe(false);
    expect(mayAskBenchmarking({ user: {}, features: FLAG })).toBe(false);
    expect(mayAskBenchmarking({ user: null, features: FLAG })).toBe(false);
    expect(mayAskBenchmarking({ features: FLAG })).toBe(false);
  });

  it('never asks without the BENCHMARKING_OPT_OUT flag set to exactly true', () => {
    const user = { isAdmin: true, supportAdmin: false };
    expect(mayAskBenchmarking({ user, features: {} })).toBe(false);
    expect(mayAskBenchmarking({ user, features: { BENCHMARKING_OPT_OUT: false } })).toBe(false);
    expect(mayAskBenchmarking({ user })).toBe(false);
    expect(
      mayAskBenchmarking({ user, features: { BENCHMARKING_OPT_OUT: 'true' } as unknown as Record<string, boolean> }),
    ).toBe(false);
  });

  it('takes only true for isAdmin (hostile config values)', () => {
    const user = { isAdmin: 'yes', supportAdmin: 'no' } as unknown as { isAdmin: boolean };
    expect(mayAskBenchmarking({ user, features: FLAG })).toBe(false);
  });
});

describe('promptOf', () => {
  it('maps the two prompt statuses to their modal', () => {
    expect(promptOf({ status: 'prompt-opt-in' })).toBe('opt-in');
    expect(promptOf({ status: 'prompt-opt-out' })).toBe('opt-out');
  });

  it.each([
    { status: 'none' },
    { status: 'opted-in' },
    { status: 'opted-out' },
    { status: 'dismissed' },
    { status: 'PROMPT-OPT-IN' },
    { status: ' prompt-opt-in' },
    { status: ['prompt-opt-in'] },
    { status: null },
    {},
    null,
    'prompt-opt-in',
    42,
    JSON.parse('{"__proto__":{"status":"prompt-opt-in"}}') as unknown,
  ])('shows nothing for %j', (answer) => {
    expect(promptOf(answer)).toBeNull();
  });
});

describe('routes and answers', () => {
  it('PUTs to the matching route', () => {
    expect(submitPath('opt-in')).toBe('/data_benchmarking_agreements/opt-in');
    expect(submitPath('opt-out')).toBe('/data_benchmarking_agreements/opt-out');
    expect(answerOf('opt-in')).toBe('opted-in');
    expect(answerOf('opt-out')).toBe('opted-out');
  });
});

describe('promptReducer and canSubmit', () => {
  const optIn = promptReducer(CLOSED, { type: 'show', kind: 'opt-in' });
  const optOut = promptReducer(CLOSED, { type: 'show', kind: 'opt-out' });

  it('enables opt-in at once and opt-out only once confirmed', () => {
    expect(canSubmit(CLOSED)).toBe(false);
    expect(canSubmit(optIn)).toBe(true);
    expect(canSubmit(optOut)).toBe(false);
    const confirmed = promptReducer(optOut, { type: 'confirm', confirmed: true });
    expect(canSubmit(confirmed)).toBe(true);
    expect(canSubmit(promptReducer(confirmed, { type: 'confirm', confirmed: false }))).toBe(false);
  });

  it('has no confirmation on the opt-in prompt', () => {
    expect(promptReducer(optIn, { type: 'confirm', confirmed: true }).confirmed).toBe(false);
  });

  it('ignores a submit that is not allowed and a second one while saving', () => {
    expect(promptReducer(optOut, { type: 'submit' })).toBe(optOut);
    const saving = promptReducer(optIn, { type: 'submit' });
    expect(saving.saving).toBe(true);
    expect(canSubmit(saving)).toBe(false);
    expect(promptReducer(saving, { type: 'submit' })).toBe(saving);
    expect(
      promptReducer({ ...optOut, confirmed: true, saving: true }, { type: 'confirm', confirmed: false }).confirmed,
    ).toBe(true);
  });

  it('keeps the dialog and the confirmation on failure, and clears the message on the next try', () => {
    const saving = promptReducer(promptReducer(optOut, { type: 'confirm', confirmed: true }), { type: 'submit' });
    const failed = promptReducer(saving, { type: 'failed', message: 'Uh oh, something went wrong' });
    expect(failed).toEqual<BenchmarkingPromptState>({
      kind: 'opt-out',
      confirmed: true,
      saving: false,
      error: 'Uh oh, something went wrong',
    });
    expect(promptReducer(failed, { type: 'submit' }).error).toBeNull();
  });

  it('closes to nothing, and a failure after closing does not reopen', () => {
    expect(promptReducer(optIn, { type: 'close' })).toEqual(CLOSED);
    expect(promptReducer(CLOSED, { type: 'failed', message: 'x' })).toBe(CLOSED);
  });
});

describe('failureText', () => {
  const GENERIC = 'Uh oh, something went wrong';
  it('is the SPEC message for every failure but a refusal with a text', () => {
    expect(failureText({ kind: 'server', serverMessage: 'SQLSTATE[42S02]' }, GENERIC)).toBe(GENERIC);
    expect(failureText({ kind: 'network' }, GENERIC)).toBe(GENERIC);
    expect(failureText({}, GENERIC)).toBe(GENERIC);
    expect(failureText({ kind: 'forbidden', serverMessage: '  ' }, GENERIC)).toBe(GENERIC);
    expect(failureText({ kind: 'forbidden', serverMessage: null }, GENERIC)).toBe(GENERIC);
  });

  it("shows the server's refusal (assumed users' permission-test message) as text, cut when overlong", () => {
    expect(failureText({ kind: 'forbidden', serverMessage: '<img src=x onerror=alert(1)>' }, GENERIC)).toBe(
      '<img src=x onerror=alert(1)>',
    );
    const long = failureText({ kind: 'forbidden', serverMessage: 'x'.repeat(5000) }, GENERIC);
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });
});
