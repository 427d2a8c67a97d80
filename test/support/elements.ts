/** Lets React commit and effects run (React schedules work on macrotasks in happy-dom). */
export async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

let sequence = 0;

/** A fresh tag per test: custom element names cannot be redefined within one document. */
export function uniqueTag(base = 'hr-test'): string {
  return `${base}-case${++sequence}`;
}

/** Parses markup the way a PHP page delivers it, into a fresh container in the body. */
export function mount(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

export function listen<T = unknown>(target: EventTarget, type: string): Array<CustomEvent<T>> {
  const events: Array<CustomEvent<T>> = [];
  target.addEventListener(type, (event) => events.push(event as CustomEvent<T>));
  return events;
}

/** Sets an input's value the way typing does, so React's onChange sees it. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function press(target: Element, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
}
