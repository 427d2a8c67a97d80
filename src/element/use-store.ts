import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * Subscribes a component to a nanostores atom. React's own primitive is all an atom needs;
 * @nanostores/react would add ~0.4 KB gzip to every element for options we do not use.
 */
export function useStoreValue<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
