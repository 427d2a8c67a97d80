/** Defines every element eagerly: the script-tag build and Storybook use it. */
import './hr-inline-edit';
