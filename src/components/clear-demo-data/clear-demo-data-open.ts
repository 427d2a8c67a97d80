/**
 * Who opens the clear-demo-data flow: one page-wide `hr-clear-demo-data` listener on `document`
 * (the trial banner's 'Clear Demo Data' button fires it, composed, from `<hr-banner-stack>`; any
 * page script may too) and the element's `open()`. No React here: the listener is installed when
 * the element's module loads, so an open that arrives before React has mounted is kept and
 * delivered on mount. Each open goes to one element: the first connected one on the page.
 */
import { shared } from '../../lib/runtime';
import { OPEN_EVENT } from './clear-demo-data.logic';

type Deliver = () => void;

interface Registry {
  hosts: Map<HTMLElement, Deliver>;
  /** An open that no mounted element could take yet; `target` null: any element. */
  pending: { target: HTMLElement | null } | null;
}

const registry = () => shared<Registry>('clear-demo-data-open', () => ({ hosts: new Map(), pending: null }));

function deliver(target: HTMLElement | null): void {
  const { hosts } = registry();
  const host = target ?? [...hosts.keys()].find((candidate) => candidate.isConnected);
  const handler = host && hosts.get(host);
  if (handler) handler();
  else registry().pending = { target };
}

/** Installs the page-wide listener once (shared by every copy of the bundle). */
export function listenForClearDemoData(): void {
  if (typeof document === 'undefined') return;
  shared('clear-demo-data-listener', () => {
    document.addEventListener(OPEN_EVENT, () => deliver(null));
    return true;
  });
}

/** `element.open()`: opens that element's flow. */
export function requestOpen(host: HTMLElement): void {
  deliver(host);
}

/** A mounted element takes opens (and one that waited for it); returns the unregister. */
export function registerClearDemoDataHost(host: HTMLElement, handler: Deliver): () => void {
  const state = registry();
  state.hosts.set(host, handler);
  const waiting = state.pending;
  if (waiting && (waiting.target === null || waiting.target === host)) {
    state.pending = null;
    handler();
  }
  return () => {
    if (state.hosts.get(host) === handler) state.hosts.delete(host);
  };
}
