/**
 * Every public tag, one record each: the single source of what is built, loaded and budgeted.
 *
 * - `kind`: `shell` elements are printed on every page (all the code only they use, their entry
 *   modules too, goes to one `shell-*.js`; what they share with other elements to `ui-*.js`),
 *   `tool` elements are employee tools; both are in the script-tag build `hr-shell.global.js`.
 *   `form` elements (form helpers, built on createFormControlClass) are only in
 *   `hr-shell.full.global.js`, since they bring imask, flatpickr and big.js.
 * - `budgetKb`: the gzip budget of `dist/elements/<tag>.js` (`npm run size`).
 * - `load`: the autoloader imports the module the first time its tag shows up; bundlers turn each
 *   import() into `dist/elements/<tag>.js`.
 *
 * `npm run new-element -- hr-<name>` adds a record; test/config/registry.test.ts checks that every
 * record has its element, story, tests, docs page and summary.
 */
export type ElementKind = 'shell' | 'tool' | 'form';

export interface ElementRecord {
  readonly tag: `hr-${string}`;
  readonly kind: ElementKind;
  readonly budgetKb: number;
  readonly load: () => Promise<unknown>;
}

export const elementRecords = [
  { tag: 'hr-account-menu', kind: 'tool', budgetKb: 12, load: () => import('./hr-account-menu') },
  { tag: 'hr-address-fields', kind: 'form', budgetKb: 12, load: () => import('./hr-address-fields') },
  { tag: 'hr-agreement-prompt', kind: 'tool', budgetKb: 2, load: () => import('./hr-agreement-prompt') },
  { tag: 'hr-banner-stack', kind: 'shell', budgetKb: 2, load: () => import('./hr-banner-stack') },
  { tag: 'hr-benchmarking-prompt', kind: 'tool', budgetKb: 2, load: () => import('./hr-benchmarking-prompt') },
  { tag: 'hr-char-counter', kind: 'form', budgetKb: 12, load: () => import('./hr-char-counter') },
  { tag: 'hr-clear-demo-data', kind: 'tool', budgetKb: 4, load: () => import('./hr-clear-demo-data') },
  { tag: 'hr-cookie-notice', kind: 'tool', budgetKb: 12, load: () => import('./hr-cookie-notice') },
  { tag: 'hr-date-field', kind: 'form', budgetKb: 12, load: () => import('./hr-date-field') },
  { tag: 'hr-employee-history', kind: 'tool', budgetKb: 4, load: () => import('./hr-employee-history') },
  { tag: 'hr-employee-snapshot', kind: 'tool', budgetKb: 2, load: () => import('./hr-employee-snapshot') },
  { tag: 'hr-file-list', kind: 'tool', budgetKb: 12, load: () => import('./hr-file-list') },
  { tag: 'hr-form-guard', kind: 'tool', budgetKb: 4, load: () => import('./hr-form-guard') },
  { tag: 'hr-global-header', kind: 'shell', budgetKb: 12, load: () => import('./hr-global-header') },
  { tag: 'hr-global-nav', kind: 'shell', budgetKb: 12, load: () => import('./hr-global-nav') },
  { tag: 'hr-global-search', kind: 'shell', budgetKb: 2, load: () => import('./hr-global-search') },
  { tag: 'hr-help-search', kind: 'tool', budgetKb: 12, load: () => import('./hr-help-search') },
  { tag: 'hr-identity-verification', kind: 'tool', budgetKb: 4, load: () => import('./hr-identity-verification') },
  { tag: 'hr-inline-edit', kind: 'tool', budgetKb: 12, load: () => import('./hr-inline-edit') },
  { tag: 'hr-insertable-list', kind: 'form', budgetKb: 12, load: () => import('./hr-insertable-list') },
  { tag: 'hr-live-search', kind: 'tool', budgetKb: 12, load: () => import('./hr-live-search') },
  { tag: 'hr-masked-input', kind: 'form', budgetKb: 12, load: () => import('./hr-masked-input') },
  { tag: 'hr-number-field', kind: 'form', budgetKb: 12, load: () => import('./hr-number-field') },
  { tag: 'hr-passkey-prompt', kind: 'tool', budgetKb: 2, load: () => import('./hr-passkey-prompt') },
  { tag: 'hr-password-input', kind: 'form', budgetKb: 3, load: () => import('./hr-password-input') },
  { tag: 'hr-person-picker', kind: 'form', budgetKb: 12, load: () => import('./hr-person-picker') },
  { tag: 'hr-quick-search', kind: 'tool', budgetKb: 12, load: () => import('./hr-quick-search') },
  { tag: 'hr-rate-change', kind: 'form', budgetKb: 12, load: () => import('./hr-rate-change') },
  { tag: 'hr-select-field', kind: 'form', budgetKb: 12, load: () => import('./hr-select-field') },
  { tag: 'hr-session-lock', kind: 'tool', budgetKb: 12, load: () => import('./hr-session-lock') },
  { tag: 'hr-site-footer', kind: 'tool', budgetKb: 4, load: () => import('./hr-site-footer') },
  { tag: 'hr-support-request', kind: 'tool', budgetKb: 12, load: () => import('./hr-support-request') },
  { tag: 'hr-terms-prompt', kind: 'tool', budgetKb: 12, load: () => import('./hr-terms-prompt') },
  { tag: 'hr-time-tracking-toggle', kind: 'tool', budgetKb: 12, load: () => import('./hr-time-tracking-toggle') },
] as const satisfies readonly ElementRecord[];
