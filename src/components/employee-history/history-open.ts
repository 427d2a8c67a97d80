/**
 * Who opens the history/update modal: one page-wide `hr-history-open` listener on `document` (any
 * page script fires it) and the element's `open()` method. No React here: the listener is
 * installed when the element's module loads, so an open that arrives before React has mounted is
 * kept and delivered on mount.
 *
 * Each event opens one modal: that of the `<hr-employee-history>` it was fired at (or inside),
 * else the one whose `id` is the detail's `for`, else the first connected one on the page.
 */
import { isRecord } from '../../lib/json';
import { shared } from '../../lib/runtime';

export const OPEN_EVENT = 'hr-history-open';

/** What a request asks of a mounted element. */
export type HistoryAction = 'open' | 'close';

type Deliver = (action: HistoryAction) => void;

interface Registry {
  hosts: Map<HTMLElement, Deliver>;
  /** An open that no mounted element could take yet; `target` null: the first that mounts. */
  pending: { target: HTMLElement | string | null } | null;
}

const registry = () => shared<Registry>('history-open', () => ({ hosts: new Map(), pending: null }));

const matches = (host: HTMLElement, target: HTMLElement | string | null) =>
  target === null || target === host || (typeof target === 'string' && host.id === target);

function deliver(path: readonly EventTarget[], detail: unknown): void {
  const { hosts } = registry();
  const named = isRecord(detail) && typeof detail.for === 'string' && detail.for !== '' ? detail.for : null;
  const inside = path.find((node): node is HTMLElement => hosts.has(node as HTMLElement));
  const target = inside ?? [...hosts.keys()].find((host) => host.isConnected && (named === null || host.id === named));
  if (target) {
    hosts.get(target)!('open');
    return;
  }
  // Fired at an element that has not mounted yet: that one takes it when it does.
  const unmounted = path.find(
    (node): node is HTMLElement => node instanceof HTMLElement && node.localName === 'hr-employee-history',
  );
  registry().pending = { target: unmounted ?? named };
}

/** Installs the page-wide listener once (shared by every copy of the bundle). */
export function listenForHistoryOpen(): void {
  if (typeof document === 'undefined') return;
  shared('history-open-listener', () => {
    document.addEventListener(OPEN_EVENT, (event) => deliver(event.composedPath(), (event as CustomEvent).detail));
    return true;
  });
}

/** `element.open()` and `element.close()`: that element's modal. A close before mount drops a waiting open. */
export function request(host: HTMLElement, action: HistoryAction): void {
  const state = registry();
  const handler = state.hosts.get(host);
  if (handler) handler(action);
  else if (action === 'open') state.pending = { target: host };
  else if (state.pending && matches(host, state.pending.target)) state.pending = null;
}

/** A mounted element takes opens (and one that waited for it); returns the unregister. */
export function registerHistoryHost(host: HTMLElement, handler: Deliver): () => void {
  const state = registry();
  state.hosts.set(host, handler);
  const waiting = state.pending;
  if (waiting && matches(host, waiting.target)) {
    state.pending = null;
    handler('open');
  }
  return () => {
    if (state.hosts.get(host) === handler) state.hosts.delete(host);
  };
}
