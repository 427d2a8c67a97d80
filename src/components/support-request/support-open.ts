/**
 * Who opens the support request dialog: one page-wide `hr-support-open` listener on `document`
 * (any page script, or a help link, fires it) and the element's `open()` method. No React here:
 * the listener is installed when the element's module loads, so an event that arrives before
 * React has mounted is kept and delivered on mount.
 *
 * Each event opens one dialog: that of the `<hr-support-request>` it was fired inside, else the
 * first connected one on the page.
 */
import { shared } from '../../lib/runtime';

export const OPEN_EVENT = 'hr-support-open';

type Deliver = () => void;

interface Registry {
  hosts: Map<HTMLElement, Deliver>;
  /** An open that no mounted element could take yet; `target` null: any element. */
  pending: { target: HTMLElement | null } | null;
}

const registry = () => shared<Registry>('support-open', () => ({ hosts: new Map(), pending: null }));

function deliver(path: readonly EventTarget[]): void {
  const { hosts } = registry();
  const inside = path.find((node): node is HTMLElement => hosts.has(node as HTMLElement));
  const target = inside ?? [...hosts.keys()].find((host) => host.isConnected);
  if (target) hosts.get(target)!();
  else registry().pending = { target: null };
}

/** Installs the page-wide listener once (shared by every copy of the bundle). */
export function listenForSupportOpen(): void {
  if (typeof document === 'undefined') return;
  shared('support-open-listener', () => {
    document.addEventListener(OPEN_EVENT, (event) => deliver(event.composedPath()));
    return true;
  });
}

/** `element.open()`: opens that element's dialog. */
export function requestOpen(host: HTMLElement): void {
  const handler = registry().hosts.get(host);
  if (handler) handler();
  else registry().pending = { target: host };
}

/** A mounted element takes opens (and one that waited for it); returns the unregister. */
export function registerSupportHost(host: HTMLElement, handler: Deliver): () => void {
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
