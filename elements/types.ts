// Generated from elements/registry.ts by .config/scripts/new-element.logic.ts (`npm run new-element`
// rewrites it); test/config/registry.test.ts fails when it is stale. src/hr-shell.ts re-exports it.
export type * from './hr-account-menu';
export type * from './hr-address-fields';
export type * from './hr-banner-stack';
export type * from './hr-char-counter';
export type * from './hr-date-field';
export type * from './hr-employee-snapshot';
export type * from './hr-file-list';
export type * from './hr-form-guard';
export type * from './hr-global-header';
export type * from './hr-global-nav';
export type * from './hr-global-search';
export type * from './hr-help-search';
export type * from './hr-identity-verification';
export type * from './hr-inline-edit';
export type * from './hr-insertable-list';
export type * from './hr-live-search';
export type * from './hr-masked-input';
export type * from './hr-number-field';
export type * from './hr-password-input';
export type * from './hr-person-picker';
export type * from './hr-quick-search';
export type * from './hr-rate-change';
export type * from './hr-select-field';
export type * from './hr-session-lock';
export type * from './hr-site-footer';
