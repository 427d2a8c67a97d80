import { exposeGlobal } from './lib/global-api';
import { VERSION } from './lib/runtime';
import { rememberScriptUrl } from './lib/script-tag';
import { configure, getConfig } from './stores/config';
import { onUnlock } from './stores/session-unlock';

/**
 * `window.HrShell` for the script-tag builds (the module build exposes its own, with preload).
 * Runs while the script itself runs, so it can note the script's URL (lib/script-tag.ts).
 */
export function exposeScriptTagGlobal(): void {
  rememberScriptUrl(document.currentScript);
  exposeGlobal({ version: VERSION, configure, getConfig, onUnlock });
}
