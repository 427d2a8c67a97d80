/** Defines every element eagerly: the script-tag build and Storybook use it. */
import './hr-account-menu';
import './hr-global-header';
import './hr-global-nav';
import './hr-global-search';
import './hr-help-search';
import './hr-inline-edit';
import './hr-live-search';
import './hr-quick-search';
import './hr-session-lock';
