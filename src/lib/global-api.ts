import type { ConfigInput, HrShellConfig } from './config';

/** What `window.HrShell` offers to inline PHP scripts that cannot import modules. */
export interface HrShellGlobal {
  version: string;
  configure(settings: ConfigInput): HrShellConfig;
  getConfig(): HrShellConfig;
  preload?(...tags: string[]): Promise<void>;
  /**
   * Runs `callback` each time the lock screen unlocks the page after a re-login (here or
   * in another tab), so a page can refresh what it showed; returns the unsubscribe. A callback that
   * throws is reported (config reportError) without stopping the others.
   *
   * @example const stop = HrShell.onUnlock(() => reloadMyTable());
   */
  onUnlock(callback: () => void): () => void;
}

declare global {
  interface Window {
    HrShell?: HrShellGlobal;
  }
}

/** The first bundle copy on the page owns window.HrShell; later copies add what it lacks. */
export function exposeGlobal(api: HrShellGlobal): void {
  if (typeof window === 'undefined') return;
  window.HrShell = { ...api, ...window.HrShell };
}
