import { atom, type ReadableAtom } from 'nanostores';
import {
  DEFAULT_CONFIG,
  mergeConfig,
  readConfigScript,
  sanitizeConfig,
  setConfigSource,
  type ConfigInput,
  type HrShellConfig,
} from '../lib/config';
import { shared } from '../lib/runtime';

/*
 * The page-wide config state. Its types, parsing and merging are the pure half in src/lib/config.ts;
 * this store installs itself there as the source services (http, storage, report) read.
 */

const $writable = shared('config', () => atom<HrShellConfig>(mergeConfig(DEFAULT_CONFIG, readConfigScript())));

/** Page-wide configuration: the config script block, then every HrShell.configure() call. */
export const $config: ReadableAtom<HrShellConfig> = $writable;

export function getConfig(): HrShellConfig {
  return $writable.get();
}

setConfigSource(getConfig);

/** Merges settings into the page-wide configuration; unknown or wrong-typed fields are ignored. */
export function configure(settings: ConfigInput): HrShellConfig {
  const next = mergeConfig($writable.get(), sanitizeConfig(settings));
  $writable.set(next);
  return next;
}

/** Tokens rotate on re-login; every element reads the new one on its next request. */
export function setCsrfToken(token: string | null): void {
  configure({ csrfToken: token });
}

/** Re-reads the config block (tests, and pages that replace the block after load). */
export function reloadConfig(doc?: Document): void {
  $writable.set(mergeConfig(DEFAULT_CONFIG, readConfigScript(doc)));
}

/** An element's own `config` attribute overrides the page-wide settings for that element only. */
export function resolveConfig(base: HrShellConfig, override: unknown): HrShellConfig {
  const patch = sanitizeConfig(override);
  delete patch.reportError;
  return Object.keys(patch).length ? mergeConfig(base, patch) : base;
}
