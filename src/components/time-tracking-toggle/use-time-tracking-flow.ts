import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { navigation } from '../../lib/navigation';
import { sanitizeForm, sanitizeFragment } from '../../lib/sanitize';
import {
  CHANGE_GROUP_MODAL_PATH,
  DISABLE_PATH,
  ENABLE_MODAL_PATH,
  IDLE,
  MISSING_DATA_MODAL_PATH,
  NO_PAY_SCHEDULE_MODAL_PATH,
  enableOutcome,
  failureMessage,
  flowReducer,
  formFields,
  isBusy,
  saveSucceeded,
  timesheetHref,
  type FlowState,
  type FormModal,
} from './time-tracking-toggle.logic';

/** A modal body from the server, sanitized: the text around its form, and the form's fields. */
export interface ModalBody {
  intro: DocumentFragment;
  fields: DocumentFragment | null;
}

export type FlowRequest = 'enable' | 'disable' | 'changeGroup';

export interface FlowOptions {
  request: FlowRequest;
  employeeId: number;
  /** Ask for missing data before enabling (outside the custom-overtime feature). */
  checkMissingData: boolean;
  /** After enabling, go to the employee's timesheet instead of reloading. */
  goToTimesheet: boolean;
  onBusy: (busy: boolean) => void;
  /** The change is saved (before the page reloads). */
  onChanged: (enabled: boolean) => void;
  onClose: () => void;
}

const GET_PATH: Record<FormModal | 'noPaySchedule', string> = {
  missingData: MISSING_DATA_MODAL_PATH,
  enable: ENABLE_MODAL_PATH,
  changeGroup: CHANGE_GROUP_MODAL_PATH,
  noPaySchedule: NO_PAY_SCHEDULE_MODAL_PATH,
};

const statusOf = (error: unknown) => (error instanceof HttpFailure ? error.status : 0);
const serverMessageOf = (error: unknown) => (error instanceof HttpFailure ? error.serverMessage : null);

/**
 * Runs one request of the toggle: fetches each modal's body (GET, sanitized), posts its form to
 * the same route with the employee id, and moves through the flow (logic: flowReducer). Enable:
 * the missing-data prompt first when something is missing, then the enable modal; SUCCESS shows
 * the message, FAIL no_pay_schedule swaps to the no-pay-schedule modal, anything else keeps the
 * form with the default error. Disable: one POST, then the message. Change group: its modal.
 */
export function useTimeTrackingFlow(options: FlowOptions) {
  const { request, employeeId, checkMissingData, goToTimesheet } = options;
  // Read at each call: a config change while a dialog is open (a new CSRF token after re-login)
  // must not start the flow again over what the user chose.
  const boundHttp = useHttp();
  const http = useRef(boundHttp);
  http.current = boundHttp;
  const config = useConfig();
  const emit = useEmit();
  const [state, dispatch] = useReducer(flowReducer<ModalBody>, IDLE as FlowState<ModalBody>);
  const controller = useRef<AbortController>(new AbortController());
  const callbacks = useRef(options);
  callbacks.current = options;
  const hosts = useRef(config.allowedHosts);
  hosts.current = config.allowedHosts;
  const searchParams = { employeeId };

  const fail = useCallback(
    (error: unknown) => {
      if (isAbort(error) || controller.current.signal.aborted) return;
      const message = failureMessage(statusOf(error), serverMessageOf(error));
      dispatch({ type: 'refused', message });
      emit('error', { message, status: statusOf(error) });
    },
    [emit],
  );

  /** Fetches and shows a modal; resolves false when the missing-data route answered nothing missing. */
  const open = useCallback(
    async (modal: FormModal | 'noPaySchedule'): Promise<boolean> => {
      const { signal } = controller.current;
      dispatch({ type: 'load', modal });
      const html = await http.current.text('get', GET_PATH[modal], { signal, searchParams });
      if (modal === 'missingData' && html.trim() === '') return false;
      const body = await sanitizeBody(html, hosts.current, modal !== 'noPaySchedule');
      if (signal.aborted) return true;
      dispatch({ type: 'loaded', body });
      return true;
    },
    // searchParams is derived from employeeId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [employeeId],
  );

  const openEnable = useCallback(() => open('enable').catch(fail), [open, fail]);

  // The request runs once, on mount; unmounting aborts whatever is in flight.
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    if (request === 'enable') {
      const start = checkMissingData ? open('missingData') : Promise.resolve(false);
      start.then((shown) => !shown && !current.signal.aborted && openEnable(), fail);
    } else if (request === 'changeGroup') {
      open('changeGroup').catch(fail);
    } else {
      dispatch({ type: 'load', modal: 'disable' });
      http.current.post(DISABLE_PATH, { signal: current.signal, searchParams: { employeeId } }).then((answer) => {
        if (current.signal.aborted) return;
        if (!saveSucceeded(answer)) return fail(new HttpFailure('server', 200));
        dispatch({ type: 'disabled' });
        callbacks.current.onChanged(false);
      }, fail);
    }
    return () => current.abort();
  }, [request, employeeId, checkMissingData, open, openEnable, fail]);

  const busy = isBusy(state);
  useEffect(() => callbacks.current.onBusy(busy), [busy]);

  const modal = state.phase === 'form' ? state.modal : null;
  const submit = useCallback(
    (form: HTMLFormElement) => {
      if (!modal) return;
      const { signal } = controller.current;
      dispatch({ type: 'submit' });
      http.current
        .post(GET_PATH[modal], { signal, searchParams: { employeeId }, form: formFields(new FormData(form).entries()) })
        .then((answer) => {
          if (signal.aborted) return;
          if (modal === 'missingData') {
            if (!saveSucceeded(answer)) return fail(new HttpFailure('server', 200));
            return void openEnable();
          }
          if (modal === 'changeGroup') {
            if (!saveSucceeded(answer)) return fail(new HttpFailure('server', 200));
            emit('change', { employeeId, enabled: true });
            return callbacks.current.onClose();
          }
          const outcome = enableOutcome(answer);
          if (outcome === 'success') {
            dispatch({ type: 'enabled' });
            callbacks.current.onChanged(true);
          } else if (outcome === 'no_pay_schedule') {
            // SPEC §8: closes the enable modal and opens the no-pay-schedule modal.
            open('noPaySchedule').catch(fail);
          } else fail(new HttpFailure('server', 200));
        }, fail);
    },
    [modal, employeeId, open, openEnable, fail, emit],
  );

  /** Closing: after a saved change the page reloads (or goes to the timesheet after enabling). */
  const close = useCallback(() => {
    if (state.phase === 'done') {
      if (request === 'enable' && goToTimesheet) navigation.assign(timesheetHref(employeeId));
      else navigation.reload();
    }
    callbacks.current.onClose();
  }, [state.phase, request, goToTimesheet, employeeId]);

  return { state, submit, close };
}

/** The body's text outside its form (fragment profile) and its form's fields (form profile). */
async function sanitizeBody(
  html: string,
  allowedHosts: readonly string[] | undefined,
  hasForm: boolean,
): Promise<ModalBody> {
  const options = allowedHosts ? { allowedHosts } : {};
  const form = hasForm ? await sanitizeForm(html, options) : null;
  if (hasForm && !form) throw new Error('The modal answer holds no <form>.');
  const rest = new DOMParser().parseFromString(html, 'text/html');
  for (const element of rest.querySelectorAll('form')) element.remove();
  const intro = await sanitizeFragment(rest.body.innerHTML, options);
  return { intro, fields: form?.fields ?? null };
}
