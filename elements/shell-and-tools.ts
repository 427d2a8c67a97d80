/**
 * Every element except the form helpers: what `hr-shell.global.js` (the script-tag build) defines.
 * The form helpers bring imask, flatpickr and big.js; a classic page that uses them loads
 * `hr-shell.full.global.js` (./all.ts) instead. A test checks that every element is here or is a
 * form helper.
 */
import './hr-account-menu';
import './hr-global-header';
import './hr-global-nav';
import './hr-global-search';
import './hr-help-search';
import './hr-inline-edit';
import './hr-live-search';
import './hr-quick-search';
import './hr-session-lock';
