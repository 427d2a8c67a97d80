/**
 * Rules of `<hr-time-tracking-toggle>` (SPEC §2–§5, §8 "Time tracking per employee"). Pure: no
 * React, no DOM, no network, no timers. The flow is a reducer over the dialog's states; the hook
 * runs the calls and feeds it their outcomes.
 */
import * as m from '../../lib/messages.en-US';

/** SPEC §2: read to learn the time-tracking mode and its configurations (SPEC §3). */
export const SETTINGS_PATH = '/time_tracking/settings';
/** SPEC §2 modal routes: GET answers the body (HTML), POST saves it. */
export const ENABLE_MODAL_PATH = '/time-tracking/enable-time-tracking-modal';
export const CHANGE_GROUP_MODAL_PATH = '/time-tracking/change-group-modal';
export const DISABLE_PATH = '/time-tracking/disable-time-tracking';
/** Ours (docs/api workflows.yaml): the missing-data prompt (204: nothing missing) and the no-pay-schedule modal. */
export const MISSING_DATA_MODAL_PATH = '/time-tracking/missing-data-modal';
export const NO_PAY_SCHEDULE_MODAL_PATH = '/time-tracking/no-pay-schedule-modal';
/** SPEC §2: where the browser goes after enabling in the timesheet flow. */
export const TIMESHEET_PATH = '/employees/timesheet/';
/**
 * The custom-overtime feature flag of the page config (SPEC §4 names the feature, not its flag;
 * ours is `features.CUSTOM_OVERTIME`). Without it, enabling first resolves missing data.
 */
export const CUSTOM_OVERTIME_FEATURE = 'CUSTOM_OVERTIME';

/**
 * SPEC §5: the employee id must be an integer of at least 1 (digits only, as PHP prints it, within
 * the safe integers); null otherwise, and the element logs an error and makes no call.
 */
export function parseEmployeeId(raw: string | number | null | undefined): number | null {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (!/^[0-9]{1,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

export type ToggleAction = 'none' | 'enable' | 'disable';

/** SPEC §4: a request that matches the current state does nothing. */
export function toggleAction(current: boolean, requested: boolean): ToggleAction {
  if (current === requested) return 'none';
  return requested ? 'enable' : 'disable';
}

/** Whether enabling first asks for missing data: outside the custom-overtime feature (SPEC §4). */
export function checksMissingData(features: Readonly<Record<string, boolean>> | undefined): boolean {
  return features?.[CUSTOM_OVERTIME_FEATURE] !== true;
}

export interface TimeTrackingSettings {
  mode: string;
  /** How many configurations the company has. */
  configurations: number;
}

/** SPEC §3 settings response (mode, configurations); null for any other shape. */
export function parseSettings(answer: unknown): TimeTrackingSettings | null {
  if (!answer || typeof answer !== 'object') return null;
  const { mode, configurations } = answer as { mode?: unknown; configurations?: unknown };
  if (typeof mode !== 'string' || !Array.isArray(configurations)) return null;
  return { mode, configurations: configurations.length };
}

/** SPEC §3: more than one configuration shows the change-group link. */
export function showsChangeGroup(settings: TimeTrackingSettings | null): boolean {
  return settings !== null && settings.configurations > 1;
}

export type EnableOutcome = 'success' | 'no_pay_schedule' | 'failed';

/** SPEC §3 enable response: status SUCCESS or success; FAIL with reason no_pay_schedule; anything else failed. */
export function enableOutcome(answer: unknown): EnableOutcome {
  if (!answer || typeof answer !== 'object') return 'failed';
  const { status, reason } = answer as { status?: unknown; reason?: unknown };
  if (status === 'SUCCESS' || status === 'success') return 'success';
  if (status === 'FAIL' && reason === 'no_pay_schedule') return 'no_pay_schedule';
  return 'failed';
}

/** A save (disable, missing data, change group) succeeded: status SUCCESS or success. */
export function saveSucceeded(answer: unknown): boolean {
  return enableOutcome(answer) === 'success';
}

/**
 * What a refused call shows: a 403 with a message (the permission-test message of an assumed-user
 * session, SPEC §6) or a 422 with one (a field the server refused) shows the server's text; any
 * other failure the default error of SPEC §8.
 */
export function failureMessage(status: number, serverMessage: string | null | undefined): string {
  const text = serverMessage?.trim();
  if (text && (status === 403 || status === 422)) return text;
  return m.timeTrackingFailed;
}

/** SPEC §2: `/employees/timesheet/?id={employeeId}`. */
export function timesheetHref(employeeId: number): string {
  return `${TIMESHEET_PATH}?id=${employeeId}`;
}

/** Fields of a form as the POST sends them (text values only; files never). */
export function formFields(entries: Iterable<readonly [string, unknown]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) if (name !== '' && typeof value === 'string') fields[name] = value;
  return fields;
}

// ---- The flow ----------------------------------------------------------------------------------

/** The dialogs of the flow: the prompt for missing data, enable, change group, no pay schedule. */
export type FormModal = 'missingData' | 'enable' | 'changeGroup';

/** The dialog's state; `C` is the body the server sent (sanitized), opaque here. */
export type FlowState<C = unknown> =
  | { phase: 'idle' }
  /** A body is being fetched (or, for disable, the POST is under way: no dialog yet). */
  | { phase: 'loading'; modal: FormModal | 'noPaySchedule' | 'disable' }
  | { phase: 'form'; modal: FormModal; body: C; saving: boolean; error: string | null }
  | { phase: 'noPaySchedule'; body: C }
  /** The change is saved: the message, then the page reloads (or goes to the timesheet). */
  | { phase: 'done'; message: string }
  /** A body did not load, or disabling failed: the message and Close. */
  | { phase: 'failed'; message: string };

export type FlowEvent<C = unknown> =
  | { type: 'load'; modal: FormModal | 'noPaySchedule' | 'disable' }
  | { type: 'loaded'; body: C }
  | { type: 'submit' }
  /** A save or a load was refused or failed with `message`. */
  | { type: 'refused'; message: string }
  | { type: 'enabled' }
  | { type: 'disabled' }
  | { type: 'close' };

export const IDLE: FlowState<never> = { phase: 'idle' };

/** The flow's transitions; an event that does not apply in a state leaves it unchanged. */
export function flowReducer<C>(state: FlowState<C>, event: FlowEvent<C>): FlowState<C> {
  switch (event.type) {
    case 'load':
      return { phase: 'loading', modal: event.modal };
    case 'loaded':
      if (state.phase !== 'loading' || state.modal === 'disable') return state;
      if (state.modal === 'noPaySchedule') return { phase: 'noPaySchedule', body: event.body };
      return { phase: 'form', modal: state.modal, body: event.body, saving: false, error: null };
    case 'submit':
      if (state.phase !== 'form' || state.saving) return state;
      return { ...state, saving: true, error: null };
    case 'refused':
      // A refused save keeps the form and what the user typed, with the message.
      if (state.phase === 'form') return { ...state, saving: false, error: event.message };
      if (state.phase === 'loading') return { phase: 'failed', message: event.message };
      return state;
    case 'enabled':
      return { phase: 'done', message: m.timeTrackingEnabled };
    case 'disabled':
      return { phase: 'done', message: m.timeTrackingDisabled };
    case 'close':
      return { phase: 'idle' };
  }
}

/** Whether the flow holds a save or a load in progress (the switch shows busy). */
export function isBusy(state: FlowState<unknown>): boolean {
  return state.phase === 'loading' || (state.phase === 'form' && state.saving);
}
