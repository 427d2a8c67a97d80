/**
 * Page-wide singletons. A legacy page may load two copies of the bundle (a module and the
 * script-tag build, or two versions): stores, the session lock and listeners must still exist once,
 * so every singleton is kept on one global slot keyed with Symbol.for; the first copy wins.
 */
declare const __HR_SHELL_VERSION__: string;

export const VERSION: string = typeof __HR_SHELL_VERSION__ === 'string' ? __HR_SHELL_VERSION__ : '0.0.0-dev';

const SLOT = Symbol.for('hr-shell.runtime.v1');

interface Runtime {
  version: string;
  singletons: Map<string, unknown>;
}

function runtime(): Runtime {
  const holder = globalThis as typeof globalThis & { [SLOT]?: Runtime };
  holder[SLOT] ??= { version: VERSION, singletons: new Map() };
  return holder[SLOT];
}

/** The first bundle copy on the page that asked for `key` decides its value. */
export function shared<T>(key: string, create: () => T): T {
  const { singletons } = runtime();
  if (!singletons.has(key)) singletons.set(key, create());
  return singletons.get(key) as T;
}

/** Version of the bundle copy that created the runtime (for the double-load warning). */
export function runtimeVersion(): string {
  return runtime().version;
}

type ShadowRootListener = (root: ShadowRoot) => void;

/** The autoloader registers here to watch shadow roots our elements create. */
export function onShadowRoot(listener: ShadowRootListener): void {
  shared('shadow-root-listeners', () => new Set<ShadowRootListener>()).add(listener);
}

export function announceShadowRoot(root: ShadowRoot): void {
  shared('shadow-root-listeners', () => new Set<ShadowRootListener>()).forEach((listener) => listener(root));
}
