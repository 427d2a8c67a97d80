/**
 * The script-tag builds (`hr-shell.global.js`, an IIFE) cannot split code: every `import()` of
 * the module build would be inlined. Framework-free libraries that load on demand (Floating UI,
 * qrcode, DOMPurify) are built a second time as `script-tag/<name>.js` beside the script, and the
 * IIFE imports them from there. Each lazy door writes
 *
 *   typeof __HR_SCRIPT_TAG__ === 'boolean' && __HR_SCRIPT_TAG__ ? importBesideScript('x.js') : import('./x')
 *
 * tsup defines `__HR_SCRIPT_TAG__` as true for the IIFE and false elsewhere, so each bundler keeps
 * only its own branch (the check must be written inline: a constant imported from another module
 * is folded too late to drop the inlined module).
 */

let scriptUrl: string | undefined;

/** The script-tag entry calls this while it runs, with `document.currentScript` (null afterwards). */
export function rememberScriptUrl(script: Element | null): void {
  if (script instanceof HTMLScriptElement && script.src) scriptUrl = script.src;
}

/** Imports `script-tag/<file>` from the folder that served the script-tag build. */
export function importBesideScript<T>(file: string): Promise<T> {
  if (!scriptUrl)
    return Promise.reject(new Error(`hr-shell: cannot tell where hr-shell.global.js came from to load ${file}`));
  return import(/* @vite-ignore */ new URL(`script-tag/${file}`, scriptUrl).href) as Promise<T>;
}
