/**
 * The module entry a PHP page includes: `<script type="module" src=".../hr-shell.js">`.
 * Importing it starts the autoloader, so every hr-* tag on the page (now or later, in the
 * document or in our shadow roots) is defined the first time it appears.
 */
import { elementRecords } from '../elements/registry';
import { pageAutoloader } from './lib/autoloader';
import { modulePreloader, unpackGraph, type PackedPreloadGraph } from './lib/module-preload';
import { onShadowRoot, VERSION } from './lib/runtime';
import { configure, getConfig } from './stores/config';
import { exposeGlobal } from './lib/global-api';
import { onUnlock } from './stores/session-unlock';

export { configure, getConfig } from './stores/config';
export { setCsrfToken } from './stores/config';
export { VERSION } from './lib/runtime';
export type { HrShellConfig, ConfigInput, CurrentUser, ReportContext, ErrorReporter } from './lib/config';
export type { HrErrorDetail, HrChangeDetail, HrChangeDetails } from './element/events';
// Every element's public types (its element class, event details…), and through them each tag's
// HTMLElementTagNameMap entry. Types only: importing the modules here would put their code in the autoloader.
export type * from '../elements/types';
export type { FormControlMembers } from './element/form-control';

/** Defined by the module build (.config/scripts/build-elements.ts); absent in tests and other bundlers. */
declare const __HR_PRELOAD_GRAPH__: PackedPreloadGraph | undefined;

const hint =
  typeof __HR_PRELOAD_GRAPH__ === 'object' && typeof document !== 'undefined'
    ? modulePreloader(
        unpackGraph(
          __HR_PRELOAD_GRAPH__,
          elementRecords.map(({ tag }) => tag),
        ),
        import.meta.url,
        document,
      )
    : undefined;
const autoloader = pageAutoloader(Object.fromEntries(elementRecords.map(({ tag, load }) => [tag, load])), hint);

/** Loads these tags now instead of on first appearance (for elements a script creates later). */
export function preload(...tags: string[]): Promise<void> {
  return autoloader.preload(tags);
}

exposeGlobal({ version: VERSION, configure, getConfig, preload, onUnlock });

if (typeof document !== 'undefined') {
  onShadowRoot((root) => autoloader.observe(root));
  autoloader.observe(document);
}
