import { useCallback, useEffect, useState } from 'react';
import { useConfig, useEmit, useHost, useHttp } from '../../element/define-element';
import type { BoundHttp } from '../../lib/http';
import { lazyPart, useLazyPart } from '../../ui/lazy-part';
import {
  SETTINGS_PATH,
  checksMissingData,
  parseEmployeeId,
  parseSettings,
  showsChangeGroup,
  toggleAction,
  type TimeTrackingSettings,
} from './time-tracking-toggle.logic';
import type { FlowRequest } from './use-time-tracking-flow';

// The dialogs, their styles, the calls and DOMPurify are a chunk of their own, fetched when the
// user first reaches for the switch (pointer over it, focus, press).
const dialogPart = lazyPart(
  () => import('./time-tracking-dialog').then((module) => module.TimeTrackingDialog),
  'hr-time-tracking-toggle',
);

/** One settings request per page, however many toggles it prints; a failure lets the next one ask. */
let settings: Promise<TimeTrackingSettings | null> | null = null;

function readSettings(http: BoundHttp): Promise<TimeTrackingSettings | null> {
  settings ??= http.get<unknown>(SETTINGS_PATH).then(parseSettings, (error: unknown) => {
    settings = null;
    throw error;
  });
  return settings;
}

/** Tests only: forget the page's settings answer. */
export function forgetTimeTrackingSettings(): void {
  settings = null;
}

/** `enable()` / `disable()` of each element, registered by its mounted component. */
const requesters = new WeakMap<HTMLElement, (enabled: boolean) => void>();

/** Asks an element for a state, as its methods do; nothing before it has rendered. */
export function requestState(host: HTMLElement, enabled: boolean): void {
  requesters.get(host)?.(enabled);
}

export interface ToggleOptions {
  employeeId: string | undefined;
  enabled: boolean | undefined;
  goToTimesheet: boolean | undefined;
}

/**
 * The switch's behaviour: the employee id checked once (SPEC §5: logged, no call when invalid),
 * the current state (the attribute, then each saved change), the change-group link for an enabled
 * employee when the company has more than one configuration, and the requests a press or a method
 * makes (none when it matches the current state).
 */
export function useTimeTrackingToggle({ employeeId, enabled, goToTimesheet }: ToggleOptions) {
  const host = useHost();
  const emit = useEmit();
  const http = useHttp();
  const config = useConfig();
  const id = parseEmployeeId(employeeId);
  const [current, setCurrent] = useState(enabled === true);
  const [request, setRequest] = useState<FlowRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [changeGroup, setChangeGroup] = useState(false);
  const { Part, want, intent } = useLazyPart(dialogPart);

  useEffect(() => setCurrent(enabled === true), [enabled]);

  useEffect(() => {
    if (id === null)
      console.error(
        `<hr-time-tracking-toggle>: employee-id must be an integer of at least 1, got ${JSON.stringify(employeeId ?? null)}.`,
      );
  }, [id, employeeId]);

  useEffect(() => {
    if (!current || id === null) return setChangeGroup(false);
    let live = true;
    readSettings(http).then(
      (answer) => live && setChangeGroup(showsChangeGroup(answer)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [current, id, http]);

  const start = useCallback(
    (next: FlowRequest) => {
      if (id === null || request !== null) return;
      setRequest(next);
      // A chunk that failed to arrive is reported by lazyPart; the next press asks again.
      want().catch(() => setRequest(null));
    },
    [id, request, want],
  );

  const ask = useCallback(
    (requested: boolean) => {
      const action = toggleAction(current, requested);
      if (action !== 'none') start(action);
    },
    [current, start],
  );

  useEffect(() => {
    requesters.set(host, ask);
    return () => {
      if (requesters.get(host) === ask) requesters.delete(host);
    };
  }, [host, ask]);

  const changed = useCallback(
    (next: boolean) => {
      setCurrent(next);
      if (id !== null) emit('change', { employeeId: id, enabled: next });
    },
    [emit, id],
  );
  const close = useCallback(() => {
    setRequest(null);
    setBusy(false);
  }, []);

  return {
    id,
    current,
    busy: busy || (request !== null && !Part),
    changeGroup: changeGroup && current,
    request,
    Part,
    intent,
    checkMissingData: checksMissingData(config.features),
    goToTimesheet: goToTimesheet === true,
    toggle: () => ask(!current),
    openChangeGroup: () => start('changeGroup'),
    onBusy: setBusy,
    onChanged: changed,
    onClose: close,
  };
}
