import { exposeGlobal } from './lib/global-api';
import { VERSION } from './lib/runtime';
import { configure, getConfig } from './stores/config';
import { onUnlock } from './stores/session-unlock';

/** `window.HrShell` for the script-tag builds (the module build exposes its own, with preload). */
export function exposeScriptTagGlobal(): void {
  exposeGlobal({ version: VERSION, configure, getConfig, onUnlock });
}
