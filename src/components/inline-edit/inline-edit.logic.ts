import { isRecord } from '../../lib/json';
import * as m from '../../lib/messages.en-US';

/** Inline edit: display → editing → display, with optimistic saves that may fail. */
export type InlineEditMode = 'display' | 'editing';

export interface InlineEditState {
  mode: InlineEditMode;
  /** Last value the server accepted (or the page rendered). */
  committed: string;
  /** What display mode shows: the newest value the user saved, even while in flight. */
  shown: string;
  draft: string;
  /** Sequence of the newest save started; older answers must not undo it. */
  latestSeq: number;
  /** Sequence of the save that produced `committed`. */
  committedSeq: number;
  saving: boolean;
  error: string | null;
  /** Save whose success is highlighted; 0 when nothing is. */
  highlightSeq: number;
}

export type InlineEditAction =
  | { type: 'edit' }
  | { type: 'input'; value: string }
  | { type: 'cancel' }
  | { type: 'dismiss' }
  | { type: 'invalid'; message: string }
  | { type: 'submit'; seq: number; value: string }
  | { type: 'saved'; seq: number; value: string }
  | { type: 'failed'; seq: number; message: string }
  | { type: 'highlight-end'; seq: number }
  | { type: 'external'; value: string };

export function initialInlineEditState(value: string, editing = false): InlineEditState {
  return {
    mode: editing ? 'editing' : 'display',
    committed: value,
    shown: value,
    draft: value,
    latestSeq: 0,
    committedSeq: 0,
    saving: false,
    error: null,
    highlightSeq: 0,
  };
}

export function inlineEditReducer(state: InlineEditState, action: InlineEditAction): InlineEditState {
  switch (action.type) {
    case 'edit':
      return { ...state, mode: 'editing', draft: state.shown, error: null };
    case 'input':
      return { ...state, draft: action.value, error: null };
    case 'cancel':
      return { ...state, mode: 'display', draft: state.shown, error: null };
    case 'dismiss':
      return { ...state, error: null };
    case 'invalid':
      return { ...state, error: action.message };
    case 'submit':
      return {
        ...state,
        mode: 'display',
        shown: action.value,
        draft: action.value,
        latestSeq: action.seq,
        saving: true,
        error: null,
        highlightSeq: 0,
      };
    case 'saved': {
      const newer = action.seq > state.committedSeq;
      const latest = action.seq === state.latestSeq;
      return {
        ...state,
        committed: newer ? action.value : state.committed,
        committedSeq: newer ? action.seq : state.committedSeq,
        saving: latest ? false : state.saving,
        highlightSeq: latest ? action.seq : state.highlightSeq,
      };
    }
    case 'failed':
      // A newer save is in flight or done: this older failure must not overwrite it.
      if (action.seq !== state.latestSeq) return state;
      return {
        ...state,
        shown: state.committed,
        draft: state.mode === 'editing' ? state.draft : state.committed,
        saving: false,
        error: action.message,
        highlightSeq: 0,
      };
    case 'highlight-end':
      return action.seq === state.highlightSeq ? { ...state, highlightSeq: 0 } : state;
    case 'external':
      // The page replaced the value; an edit in progress keeps the user's draft.
      if (action.value === state.committed || state.saving) return state;
      return {
        ...state,
        committed: action.value,
        shown: action.value,
        draft: state.mode === 'editing' ? state.draft : action.value,
      };
  }
}

export type SavePlan =
  { kind: 'post'; id: number; value: string } | { kind: 'unchanged' } | { kind: 'invalid'; message: string };

/** The id must be non-zero and the value non-empty before anything is posted. */
export function planSave(recordId: number | undefined, draft: string, state: InlineEditState): SavePlan {
  if (recordId === undefined || !Number.isFinite(recordId) || recordId === 0)
    return { kind: 'invalid', message: m.inlineEditNoId };
  const value = draft.trim();
  if (value === '') return { kind: 'invalid', message: m.inlineEditEmpty };
  if (value === state.shown && !state.saving && state.error === null) return { kind: 'unchanged' };
  return { kind: 'post', id: recordId, value };
}

export type SaveOutcome = { ok: true } | { ok: false; message: string | null };

/** The save route answers JSON with an optional error text (docs/api inlineEditSave). */
export function interpretSaveResponse(body: unknown): SaveOutcome {
  if (!isRecord(body)) return { ok: true };
  const error = body.error;
  if (typeof error === 'string' && error.trim()) return { ok: false, message: error.trim().slice(0, 500) };
  if (error === true || body.success === false) return { ok: false, message: null };
  return { ok: true };
}

/**
 * Whether this value gives way when another value of the page opens its editor: it closes (and
 * its message goes), unless it is an editor holding text the user typed and never sent. A draft
 * is never dropped; a refused save's text, an untouched editor and a message are.
 */
export function yieldsToAnotherEditor(state: InlineEditState): boolean {
  return !(state.mode === 'editing' && state.error === null && state.draft !== state.shown);
}
