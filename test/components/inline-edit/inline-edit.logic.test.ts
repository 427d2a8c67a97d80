import { describe, expect, it } from 'vitest';
import {
  initialInlineEditState,
  yieldsToAnotherEditor,
  inlineEditReducer,
  interpretSaveResponse,
  planSave,
  type InlineEditAction,
  type InlineEditState,
} from '../../../src/components/inline-edit/inline-edit.logic';

function run(state: InlineEditState, ...actions: InlineEditAction[]): InlineEditState {
  return actions.reduce(inlineEditReducer, state);
}

describe('inline edit state', () => {
  it('goes display → editing → display on cancel, restoring the shown value as the draft', () => {
    const state = run(
      initialInlineEditState('Engineer'),
      { type: 'edit' },
      { type: 'input', value: 'Boss' },
      { type: 'cancel' },
    );
    expect(state).toMatchObject({ mode: 'display', shown: 'Engineer', draft: 'Engineer', error: null });
  });

  it('can start in editing mode', () => {
    expect(initialInlineEditState('x', true).mode).toBe('editing');
  });

  it('shows a submitted value at once and highlights it when the server accepts it', () => {
    const submitted = run(
      initialInlineEditState('Engineer'),
      { type: 'edit' },
      { type: 'submit', seq: 1, value: 'Lead' },
    );
    expect(submitted).toMatchObject({ mode: 'display', shown: 'Lead', saving: true, committed: 'Engineer' });
    const saved = run(submitted, { type: 'saved', seq: 1, value: 'Lead' });
    expect(saved).toMatchObject({ committed: 'Lead', saving: false, highlightSeq: 1 });
    expect(run(saved, { type: 'highlight-end', seq: 1 }).highlightSeq).toBe(0);
  });

  it('restores the original value and keeps the error text when the save fails', () => {
    const state = run(
      initialInlineEditState('Engineer'),
      { type: 'submit', seq: 1, value: 'Lead' },
      { type: 'failed', seq: 1, message: 'Locked by payroll' },
    );
    expect(state).toMatchObject({
      shown: 'Engineer',
      draft: 'Engineer',
      saving: false,
      error: 'Locked by payroll',
      highlightSeq: 0,
    });
  });

  it('never lets an older failed save overwrite a newer success', () => {
    const state = run(
      initialInlineEditState('A'),
      { type: 'submit', seq: 1, value: 'B' },
      { type: 'submit', seq: 2, value: 'C' },
      { type: 'saved', seq: 2, value: 'C' },
      { type: 'failed', seq: 1, message: 'late failure' },
    );
    expect(state).toMatchObject({ shown: 'C', committed: 'C', error: null, saving: false });
  });

  it('never lets an older success replace a newer committed value', () => {
    const state = run(
      initialInlineEditState('A'),
      { type: 'submit', seq: 1, value: 'B' },
      { type: 'submit', seq: 2, value: 'C' },
      { type: 'saved', seq: 2, value: 'C' },
      { type: 'saved', seq: 1, value: 'B' },
    );
    expect(state).toMatchObject({ shown: 'C', committed: 'C' });
  });

  it('falls back to the last committed value when the newest save fails after an older success', () => {
    const state = run(
      initialInlineEditState('A'),
      { type: 'submit', seq: 1, value: 'B' },
      { type: 'saved', seq: 1, value: 'B' },
      { type: 'submit', seq: 2, value: 'C' },
      { type: 'failed', seq: 2, message: 'nope' },
    );
    expect(state).toMatchObject({ shown: 'B', committed: 'B', error: 'nope' });
  });

  it('keeps an edit in progress when the page changes the value, and follows it otherwise', () => {
    const editing = run(
      initialInlineEditState('A'),
      { type: 'edit' },
      { type: 'input', value: 'typed' },
      { type: 'external', value: 'Z' },
    );
    expect(editing).toMatchObject({ draft: 'typed', committed: 'Z', shown: 'Z' });
    expect(run(initialInlineEditState('A'), { type: 'external', value: 'Z' })).toMatchObject({
      shown: 'Z',
      draft: 'Z',
    });
  });

  it('clears a validation error as soon as the user types', () => {
    const state = run(initialInlineEditState('A'), { type: 'edit' }, { type: 'invalid', message: 'bad' });
    expect(state.error).toBe('bad');
    expect(run(state, { type: 'input', value: 'x' }).error).toBeNull();
  });

  it('clears an error when the user dismisses it, keeping the editor and its draft', () => {
    const state = run(initialInlineEditState('A'), { type: 'edit' }, { type: 'input', value: '' });
    const invalid = run(state, { type: 'invalid', message: 'bad' });
    expect(run(invalid, { type: 'dismiss' })).toEqual(state);
  });
});

describe('planSave', () => {
  const state = initialInlineEditState('Engineer');

  it('refuses a missing or zero id with the SPEC message', () => {
    for (const id of [undefined, 0, Number.NaN])
      expect(planSave(id, 'x', state)).toEqual({ kind: 'invalid', message: 'Error: No ID defined' });
  });

  it('refuses an empty or blank value', () => {
    expect(planSave(42, '   ', state)).toEqual({ kind: 'invalid', message: 'Enter a value before saving.' });
  });

  it('posts the trimmed value, and nothing when it did not change', () => {
    expect(planSave(42, '  Lead ', state)).toEqual({ kind: 'post', id: 42, value: 'Lead' });
    expect(planSave(-3, 'Lead', state)).toEqual({ kind: 'post', id: -3, value: 'Lead' });
    expect(planSave(42, 'Engineer', state)).toEqual({ kind: 'unchanged' });
  });
});

describe('interpretSaveResponse', () => {
  it('treats JSON without an error, or no JSON at all, as success', () => {
    expect(interpretSaveResponse({ success: true })).toEqual({ ok: true });
    expect(interpretSaveResponse(null)).toEqual({ ok: true });
    expect(interpretSaveResponse('OK')).toEqual({ ok: true });
  });

  it('returns the server error text, trimmed and capped', () => {
    expect(interpretSaveResponse({ error: '  Locked  ' })).toEqual({ ok: false, message: 'Locked' });
    const long = interpretSaveResponse({ error: 'x'.repeat(2000) });
    expect(long.ok === false && long.message?.length).toBe(500);
  });

  it('treats error:true or success:false as a failure without text', () => {
    expect(interpretSaveResponse({ error: true })).toEqual({ ok: false, message: null });
    expect(interpretSaveResponse({ success: false })).toEqual({ ok: false, message: null });
  });
});

describe('yieldsToAnotherEditor', () => {
  const editing = (draft: string, error: string | null = null) => ({
    ...initialInlineEditState('Engineer', true),
    draft,
    error,
  });

  it('keeps an editor holding a draft never sent; closes an untouched editor, a refused save and a message', () => {
    expect(yieldsToAnotherEditor(editing('Draft department'))).toBe(false);
    expect(yieldsToAnotherEditor(editing('Engineer'))).toBe(true);
    expect(yieldsToAnotherEditor(editing('Ada Byron', 'Error: No ID defined'))).toBe(true);
    expect(yieldsToAnotherEditor({ ...initialInlineEditState('Engineer'), error: 'Refused' })).toBe(true);
  });
});
