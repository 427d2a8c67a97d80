/** Defines every element eagerly: the script-tag build and Storybook use it. */
import './hr-account-menu';
import './hr-global-header';
import './hr-global-nav';
import './hr-inline-edit';
