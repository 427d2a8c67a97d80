import { useEffect, useMemo, useState } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { employeeRoute, headerSource, parseHeaderAnswer, type EmployeeHeader } from './employee-header.logic';

/** The header's data: none to show, waiting for the route, the Employee, or the message to show. */
export type HeaderState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; employee: EmployeeHeader }
  | { status: 'error'; message: string };

export interface HeaderInput {
  employee?: unknown;
  employeeId?: unknown;
  employeeSrc?: string | undefined;
}

/** Header data already fetched on this page, by route: a second open asks nothing. */
const fetched = new Map<string, EmployeeHeader>();

/** The page's global `Employee` object (legacy pages set it); never a DOM node (`id="Employee"`). */
function pageEmployee(): unknown {
  try {
    const value = (globalThis as { Employee?: unknown }).Employee;
    return typeof Node !== 'undefined' && value instanceof Node ? undefined : value;
  } catch {
    return undefined;
  }
}

/**
 * The Employee the header shows, read when the modal opens: the `employee` property, else the
 * `employee-id` route (aborted when the modal closes or the id changes), else `window.Employee`.
 * Each invalid value is logged as an error (SPEC §5); a failed request shows the server's refusal
 * (a 403's message) or 'An error has occurred while getting the data…' and fires `hr-error`.
 */
export function useEmployeeHeader({ employee, employeeId, employeeSrc }: HeaderInput): HeaderState {
  const http = useHttp();
  const emit = useEmit();
  const { source, problems } = useMemo(
    () => headerSource({ employee, employeeId, pageEmployee: pageEmployee() }),
    [employee, employeeId],
  );
  const route = source.kind === 'fetch' ? employeeRoute(employeeSrc, source.id) : null;
  const [loaded, setLoaded] = useState<{ route: string; state: HeaderState } | null>(null);

  useEffect(() => {
    for (const problem of problems) console.error(`[hr-shell] <hr-employee-history> ${problem}.`);
  }, [problems]);

  useEffect(() => {
    if (route === null || source.kind !== 'fetch' || fetched.has(route)) return undefined;
    const controller = new AbortController();
    const { id } = source;
    http
      .get(route, { signal: controller.signal })
      .then((body) => {
        const answer = parseHeaderAnswer(body, id);
        if (!answer) throw new HttpFailure('parse', 200);
        fetched.set(route, answer);
        setLoaded({ route, state: { status: 'ready', employee: answer } });
      })
      .catch((error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        const failure = error instanceof HttpFailure ? error : null;
        const message =
          failure?.kind === 'forbidden' && failure.serverMessage ? failure.serverMessage : t(m.errorsDataFetch);
        setLoaded({ route, state: { status: 'error', message } });
        emit('error', { message, status: failure?.status ?? 0 });
      });
    return () => controller.abort();
  }, [http, emit, route, source]);

  if (source.kind === 'given') return { status: 'ready', employee: source.employee };
  if (source.kind === 'none' || route === null) return { status: 'none' };
  const cached = fetched.get(route);
  if (cached) return { status: 'ready', employee: cached };
  return loaded?.route === route ? loaded.state : { status: 'loading' };
}
