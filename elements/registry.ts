/**
 * Every public tag and how to load it. The autoloader imports an element's module the first time
 * its tag shows up; bundlers turn each import() into dist/elements/hr-<name>.js.
 * A test checks that this list and the elements/ folder agree.
 */
export const elementLoaders: Readonly<Record<string, () => Promise<unknown>>> = {
  'hr-account-menu': () => import('./hr-account-menu'),
  'hr-address-fields': () => import('./hr-address-fields'),
  'hr-char-counter': () => import('./hr-char-counter'),
  'hr-date-field': () => import('./hr-date-field'),
  'hr-global-header': () => import('./hr-global-header'),
  'hr-global-nav': () => import('./hr-global-nav'),
  'hr-global-search': () => import('./hr-global-search'),
  'hr-help-search': () => import('./hr-help-search'),
  'hr-inline-edit': () => import('./hr-inline-edit'),
  'hr-insertable-list': () => import('./hr-insertable-list'),
  'hr-live-search': () => import('./hr-live-search'),
  'hr-masked-input': () => import('./hr-masked-input'),
  'hr-number-field': () => import('./hr-number-field'),
  'hr-person-picker': () => import('./hr-person-picker'),
  'hr-quick-search': () => import('./hr-quick-search'),
  'hr-rate-change': () => import('./hr-rate-change'),
  'hr-select-field': () => import('./hr-select-field'),
  'hr-session-lock': () => import('./hr-session-lock'),
};
