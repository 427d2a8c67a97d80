/**
 * Who opens the snapshot: one page-wide `hr-snapshot-open` listener on `document` (search fires
 * the event; any page script may too) and the element's `open()` method. No React here: the
 * listener is installed when the element's module loads, so an event that arrives before React
 * has mounted is kept and delivered on mount.
 *
 * Each event opens one dialog: that of the `<hr-employee-snapshot>` it was fired inside, else the
 * first one on the page that is connected. Invalid event data gives a console warning only.
 */
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { shared } from '../../lib/runtime';
import { isSameOrigin } from '../../lib/urls';
import { parseOpenDetail, type OpenRequest } from './snapshot-open.logic';

export const OPEN_EVENT = 'hr-snapshot-open';

type Deliver = (request: OpenRequest) => void;

interface Registry {
  hosts: Map<HTMLElement, Deliver>;
  /** The latest request that no mounted element could take yet; `target` null: any element. */
  pending: { request: OpenRequest; target: HTMLElement | null } | null;
}

const registry = () => shared<Registry>('snapshot-open', () => ({ hosts: new Map(), pending: null }));

/** The request, with a context URL only when it is same-origin; null (and a warning) otherwise. */
export function readOpenRequest(detail: unknown): OpenRequest | null {
  const request = parseOpenDetail(detail);
  if (request && (request.contextUrl === undefined || isSameOrigin(request.contextUrl))) return request;
  console.warn(`[hr-shell] ${t(m.snapshotBadOpen)}`);
  return null;
}

function deliver(request: OpenRequest, path: readonly EventTarget[]): void {
  const { hosts } = registry();
  const inside = path.find((node): node is HTMLElement => hosts.has(node as HTMLElement));
  const target = inside ?? [...hosts.keys()].find((host) => host.isConnected);
  if (target) hosts.get(target)!(request);
  else registry().pending = { request, target: null };
}

/** Installs the page-wide listener once (shared by every copy of the bundle). */
export function listenForSnapshotOpen(): void {
  if (typeof document === 'undefined') return;
  shared('snapshot-open-listener', () => {
    document.addEventListener(OPEN_EVENT, (event) => {
      const request = readOpenRequest((event as CustomEvent).detail);
      if (request) deliver(request, event.composedPath());
    });
    return true;
  });
}

/** `element.open(employeeId, contextUrl?)`: opens that element's dialog. */
export function requestOpen(host: HTMLElement, detail: unknown): void {
  const request = readOpenRequest(detail);
  if (!request) return;
  const handler = registry().hosts.get(host);
  if (handler) handler(request);
  else registry().pending = { request, target: host };
}

/** A mounted element takes requests (and any that waited for it); returns the unregister. */
export function registerSnapshotHost(host: HTMLElement, handler: Deliver): () => void {
  const state = registry();
  state.hosts.set(host, handler);
  const waiting = state.pending;
  if (waiting && (waiting.target === null || waiting.target === host)) {
    state.pending = null;
    handler(waiting.request);
  }
  return () => {
    if (state.hosts.get(host) === handler) state.hosts.delete(host);
  };
}
