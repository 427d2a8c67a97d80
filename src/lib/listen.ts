/** Handlers by event type, typed like `addEventListener` on an element. */
export type ListenerMap = { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };

/**
 * Adds several listeners to one target and returns the function that removes them all (an
 * effect's cleanup), so a hook cannot add one and forget to remove it.
 */
export function listenAll(target: EventTarget, handlers: ListenerMap, options: { capture?: boolean } = {}): () => void {
  const controller = new AbortController();
  for (const [type, handler] of Object.entries(handlers))
    target.addEventListener(type, handler as EventListener, {
      capture: options.capture ?? false,
      signal: controller.signal,
    });
  return () => controller.abort();
}
