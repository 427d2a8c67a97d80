import { describe, expect, it } from 'vitest';
import {
  IDLE,
  checksMissingData,
  enableOutcome,
  failureMessage,
  flowReducer,
  formFields,
  isBusy,
  parseEmployeeId,
  parseSettings,
  saveSucceeded,
  showsChangeGroup,
  timesheetHref,
  toggleAction,
  type FlowEvent,
  type FlowState,
} from '../../../src/components/time-tracking-toggle/time-tracking-toggle.logic';
import * as m from '../../../src/lib/messages.en-US';

const run = (events: Array<FlowEvent<string>>, from: FlowState<string> = IDLE): FlowState<string> =>
  events.reduce<FlowState<string>>((state, event) => flowReducer(state, event), from);

describe('parseEmployeeId (SPEC §5: an integer of at least 1)', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [' 17 ', 17],
    [12, 12],
  ] as const)('accepts %j', (raw, id) => expect(parseEmployeeId(raw)).toBe(id));

  it.each([
    '',
    '0',
    '-1',
    '1.5',
    '1e3',
    'abc',
    '１２',
    '0x10',
    '9999999999999999',
    "1' OR '1'='1",
    ' ',
    null,
    undefined,
    0,
    -3,
    1.5,
  ])('refuses %j', (raw) => expect(parseEmployeeId(raw)).toBeNull());
});

describe('toggleAction (SPEC §4: a request matching the current state does nothing)', () => {
  it('enables what is off, disables what is on', () => {
    expect(toggleAction(false, true)).toBe('enable');
    expect(toggleAction(true, false)).toBe('disable');
  });
  it('does nothing for the current state', () => {
    expect(toggleAction(true, true)).toBe('none');
    expect(toggleAction(false, false)).toBe('none');
  });
});

describe('checksMissingData (outside the custom-overtime feature)', () => {
  it('asks unless CUSTOM_OVERTIME is true', () => {
    expect(checksMissingData(undefined)).toBe(true);
    expect(checksMissingData({})).toBe(true);
    expect(checksMissingData({ CUSTOM_OVERTIME: false, jade: true })).toBe(true);
    expect(checksMissingData({ CUSTOM_OVERTIME: true })).toBe(false);
  });
});

describe('settings (SPEC §3)', () => {
  it('counts the configurations; more than one shows the change-group link', () => {
    const two = parseSettings({ mode: 'group', configurations: [{ id: 1 }, { id: 2 }] });
    expect(two).toEqual({ mode: 'group', configurations: 2 });
    expect(showsChangeGroup(two)).toBe(true);
    expect(showsChangeGroup(parseSettings({ mode: 'group', configurations: [{ id: 1 }] }))).toBe(false);
    expect(showsChangeGroup(parseSettings({ mode: 'group', configurations: [] }))).toBe(false);
  });
  it.each([
    null,
    'group',
    [],
    { mode: 1, configurations: [] },
    { mode: 'group' },
    { mode: 'group', configurations: 2 },
  ])('refuses %j', (answer) => {
    expect(parseSettings(answer)).toBeNull();
    expect(showsChangeGroup(parseSettings(answer))).toBe(false);
  });
});

describe('enableOutcome (SPEC §3 statuses and reason)', () => {
  it.each([
    [{ status: 'SUCCESS' }, 'success'],
    [{ status: 'success' }, 'success'],
    [{ status: 'FAIL', reason: 'no_pay_schedule' }, 'no_pay_schedule'],
    [{ status: 'FAIL' }, 'failed'],
    [{ status: 'FAIL', reason: 'other' }, 'failed'],
    [{ status: 'Success' }, 'failed'],
    [{ status: 'success', reason: 'no_pay_schedule' }, 'success'],
    [{ reason: 'no_pay_schedule' }, 'failed'],
    [null, 'failed'],
    ['SUCCESS', 'failed'],
  ] as const)('%j is %s', (answer, outcome) => expect(enableOutcome(answer)).toBe(outcome));

  it('saveSucceeded follows the same statuses', () => {
    expect(saveSucceeded({ status: 'SUCCESS' })).toBe(true);
    expect(saveSucceeded({ status: 'FAIL', reason: 'no_pay_schedule' })).toBe(false);
    expect(saveSucceeded({})).toBe(false);
  });
});

describe('failureMessage (SPEC §6, §8)', () => {
  it("shows a 403's or 422's own message (the permission-test message)", () => {
    expect(failureMessage(403, 'Permission test: nothing was saved.')).toBe('Permission test: nothing was saved.');
    expect(failureMessage(422, 'overtimeStatus: bad')).toBe('overtimeStatus: bad');
  });
  it('shows the default error otherwise', () => {
    expect(failureMessage(500, 'Internal')).toBe(m.timeTrackingFailed);
    expect(failureMessage(403, '  ')).toBe(m.timeTrackingFailed);
    expect(failureMessage(0, null)).toBe(m.timeTrackingFailed);
    expect(m.timeTrackingFailed).toBe('Sorry, something went wrong. Try giving it another shot?');
  });
});

describe('timesheetHref and formFields', () => {
  it('builds the timesheet route of SPEC §2', () => expect(timesheetHref(12)).toBe('/employees/timesheet/?id=12'));
  it('keeps named text fields only, the last of a name', () => {
    const file = new Blob(['x']);
    expect(
      formFields([
        ['groupId', '1'],
        ['', 'x'],
        ['upload', file],
        ['groupId', '2'],
      ]),
    ).toEqual({ groupId: '2' });
  });
});

describe('flowReducer (the flow as a state machine)', () => {
  it('missing data, then enable, then SUCCESS shows the enable message', () => {
    let state = run([
      { type: 'load', modal: 'missingData' },
      { type: 'loaded', body: 'missing' },
    ]);
    expect(state).toEqual({ phase: 'form', modal: 'missingData', body: 'missing', saving: false, error: null });
    expect(isBusy(state)).toBe(false);
    state = run([{ type: 'submit' }], state);
    expect(isBusy(state)).toBe(true);
    state = run([{ type: 'load', modal: 'enable' }, { type: 'loaded', body: 'enable' }, { type: 'submit' }], state);
    expect(state).toMatchObject({ phase: 'form', modal: 'enable', saving: true });
    expect(run([{ type: 'enabled' }], state)).toEqual({ phase: 'done', message: m.timeTrackingEnabled });
  });

  it('FAIL no_pay_schedule swaps the enable form for the no-pay-schedule modal', () => {
    const state = run([
      { type: 'load', modal: 'enable' },
      { type: 'loaded', body: 'enable' },
      { type: 'submit' },
      { type: 'load', modal: 'noPaySchedule' },
      { type: 'loaded', body: 'npc' },
    ]);
    expect(state).toEqual({ phase: 'noPaySchedule', body: 'npc' });
  });

  it('a refused save keeps the form and its body, with the message; submitting again clears it', () => {
    let state = run([
      { type: 'load', modal: 'enable' },
      { type: 'loaded', body: 'enable' },
      { type: 'submit' },
      { type: 'refused', message: 'Permission test' },
    ]);
    expect(state).toEqual({ phase: 'form', modal: 'enable', body: 'enable', saving: false, error: 'Permission test' });
    state = run([{ type: 'submit' }], state);
    expect(state).toMatchObject({ saving: true, error: null });
    // A second submit while saving changes nothing.
    expect(run([{ type: 'submit' }], state)).toBe(state);
  });

  it('disable: no dialog while posting, then the disable message or the failure', () => {
    const posting = run([{ type: 'load', modal: 'disable' }]);
    expect(posting).toEqual({ phase: 'loading', modal: 'disable' });
    expect(isBusy(posting)).toBe(true);
    expect(run([{ type: 'disabled' }], posting)).toEqual({ phase: 'done', message: m.timeTrackingDisabled });
    expect(run([{ type: 'refused', message: 'No' }], posting)).toEqual({ phase: 'failed', message: 'No' });
    // The disable POST has no body to show.
    expect(run([{ type: 'loaded', body: 'x' }], posting)).toBe(posting);
  });

  it('a body that fails to load ends in failed; events that do not apply change nothing; close goes idle', () => {
    expect(
      run([
        { type: 'load', modal: 'changeGroup' },
        { type: 'refused', message: m.timeTrackingFailed },
      ]),
    ).toEqual({
      phase: 'failed',
      message: m.timeTrackingFailed,
    });
    expect(run([{ type: 'submit' }])).toBe(IDLE);
    expect(run([{ type: 'loaded', body: 'x' }])).toBe(IDLE);
    expect(run([{ type: 'refused', message: 'x' }])).toBe(IDLE);
    expect(run([{ type: 'load', modal: 'enable' }, { type: 'close' }])).toEqual({ phase: 'idle' });
  });
});
