/**
 * Who opens an element's dialog: one page-wide listener for the element's open event on
 * `document` (any page script, a help link or the trial banner fires it) and the element's
 * `open()` / `close()`. No React here: the listener is installed when the element's module loads,
 * so an open that arrives before React has mounted is kept and delivered on mount.
 *
 * Each event opens one element: the one it was fired at (or inside), else the one whose `id` is
 * the detail's `for`, else the first connected one on the page. One registry per key, shared by
 * every copy of the bundle on the page.
 */
import { isRecord } from '../lib/json';
import { shared } from '../lib/runtime';

/** What a request asks of a mounted element. */
export type OpenAction = 'open' | 'close';

type Deliver = (action: OpenAction) => void;

interface Registry {
  hosts: Map<HTMLElement, Deliver>;
  /** An open that no mounted element could take yet; `target` null: the first that mounts. */
  pending: { target: HTMLElement | string | null } | null;
}

export interface OpenRequests {
  /** Installs the page-wide listener once. */
  listen(): void;
  /** `element.open()` / `element.close()`: a close before mount drops an open waiting for it. */
  request(host: HTMLElement, action: OpenAction): void;
  /** A mounted element takes requests (and an open that waited for it); returns the unregister. */
  register(host: HTMLElement, handler: Deliver): () => void;
}

const matches = (host: HTMLElement, target: HTMLElement | string | null) =>
  target === null || target === host || (typeof target === 'string' && host.id === target);

/** The open requests of the element `tag`, heard as `event` on `document`. */
export function openRequests(tag: string, event: string): OpenRequests {
  const registry = () => shared<Registry>(`${tag}:open-requests`, () => ({ hosts: new Map(), pending: null }));

  function deliver(path: readonly EventTarget[], detail: unknown): void {
    const state = registry();
    const named = isRecord(detail) && typeof detail.for === 'string' && detail.for !== '' ? detail.for : null;
    const inside = path.find((node): node is HTMLElement => state.hosts.has(node as HTMLElement));
    const target =
      inside ?? [...state.hosts.keys()].find((host) => host.isConnected && (named === null || host.id === named));
    if (target) {
      state.hosts.get(target)!('open');
      return;
    }
    // Fired at an element that has not mounted yet: that one takes it when it does.
    const unmounted = path.find((node): node is HTMLElement => node instanceof HTMLElement && node.localName === tag);
    state.pending = { target: unmounted ?? named };
  }

  return {
    listen() {
      if (typeof document === 'undefined') return;
      shared(`${tag}:open-listener`, () => {
        document.addEventListener(event, (heard) => deliver(heard.composedPath(), (heard as CustomEvent).detail));
        return true;
      });
    },
    request(host, action) {
      const state = registry();
      const handler = state.hosts.get(host);
      if (handler) handler(action);
      else if (action === 'open') state.pending = { target: host };
      else if (state.pending && matches(host, state.pending.target)) state.pending = null;
    },
    register(host, handler) {
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
    },
  };
}
