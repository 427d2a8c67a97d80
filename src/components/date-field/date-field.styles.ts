import { token } from '../../styles/tokens';

/*
 * Light DOM: every rule is scoped by the tag (the page's own CSS shares this tree). The calendar
 * rules are the part of flatpickr's stylesheet the inline calendar needs, rewritten for our
 * tokens and em sizes (legacy pages set a 62.5% root font size).
 *
 * Calendar rules derived from flatpickr 4.6 (dist/flatpickr.css):
 * The MIT License (MIT) Copyright (c) 2017 Gregory Petrosyan.
 * Permission is hereby granted, free of charge, to any person obtaining a copy of this software
 * and associated documentation files (the "Software"), to deal in the Software without
 * restriction, including without limitation the rights to use, copy, modify, merge, publish,
 * distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
 * Software is furnished to do so, subject to the following conditions: The above copyright notice
 * and this permission notice shall be included in all copies or substantial portions of the
 * Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED.
 */
const cal = 'hr-date-field .flatpickr-calendar';

export const dateFieldStyles = `
hr-date-field {
  position: relative; display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${token('space-1')};
  max-width: 100%; vertical-align: top;
}
hr-date-field > .hr-ui { display: contents; }
hr-date-field > input[data-hr-control] { min-width: 0; width: 11em; }
hr-date-field > input[data-hr-control][aria-invalid="true"] { border-color: ${token('color-danger')}; }
hr-date-field .hr-date-field__button {
  display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box;
  min-width: 24px; min-height: 24px; width: 2.2em; padding: 0; margin: 0;
  /* As tall as the input beside it, whatever the page's input style. */
  align-self: stretch;
  border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
  background: ${token('color-surface')}; color: ${token('color-primary')}; cursor: pointer; font: inherit;
}
hr-date-field .hr-date-field__button:hover:not(:disabled) { border-color: ${token('color-primary')}; }
hr-date-field .hr-date-field__button:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
hr-date-field .hr-date-field__button:disabled { color: ${token('color-text-muted')}; cursor: not-allowed; opacity: .6; }
hr-date-field .hr-date-field__icon { width: 1.1em; height: 1.1em; }
hr-date-field .hr-date-field__duration { color: ${token('color-text')}; }
hr-date-field .hr-date-field__hint,
hr-date-field .hr-date-field__error {
  flex-basis: 100%; font-size: .875em; line-height: 1.3;
  /* A long message wraps under the field instead of widening it (and pushing a linked field away). */
  contain: inline-size;
}
hr-date-field .hr-date-field__hint { color: ${token('color-text-muted')}; }
hr-date-field .hr-date-field__error { color: ${token('color-danger')}; }
hr-date-field .hr-date-field__error:empty { display: none; }
hr-date-field .hr-date-field__calendar {
  position: absolute; z-index: 20; inset-block-start: 100%; inset-inline-start: 0; margin-block-start: 2px;
}
hr-date-field .hr-date-field__calendar[popover] {
  position: fixed; inset: auto; margin: 0; padding: 0; border: 0; background: transparent; overflow: visible; color: inherit;
}
hr-date-field .hr-date-field__calendar[hidden] { display: none; }

${cal} {
  box-sizing: border-box; width: 18.5em; padding: .5em; font-family: ${token('font-family')}; font-size: 1em;
  color: ${token('color-text')}; background: ${token('color-surface')};
  border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
  box-shadow: 0 .25em 1em rgba(0, 0, 0, .18); text-align: center; user-select: none;
}
${cal} *, ${cal} *::before, ${cal} *::after { box-sizing: border-box; }
${cal} :focus-visible { outline: ${token('focus-ring')}; outline-offset: 1px; }
${cal} .flatpickr-months { display: flex; align-items: center; gap: .25em; margin-block-end: .25em; }
${cal} .flatpickr-month { flex: 1; display: flex; justify-content: center; }
${cal} .flatpickr-current-month { display: flex; align-items: center; justify-content: center; gap: .35em; font-weight: 600; }
${cal} .flatpickr-prev-month, ${cal} .flatpickr-next-month {
  display: inline-flex; align-items: center; justify-content: center; width: 2em; height: 2em;
  border-radius: ${token('radius')}; color: ${token('color-primary')}; cursor: pointer;
}
${cal} .flatpickr-prev-month svg, ${cal} .flatpickr-next-month svg { width: .9em; height: .9em; fill: currentColor; }
${cal} .flatpickr-prev-month:hover, ${cal} .flatpickr-next-month:hover { background: ${token('color-highlight')}; }
${cal} .flatpickr-prev-month.flatpickr-disabled, ${cal} .flatpickr-next-month.flatpickr-disabled { visibility: hidden; }
${cal} .flatpickr-monthDropdown-months, ${cal} .numInputWrapper input {
  height: 2em; padding: 0 .3em; border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
  background: ${token('color-surface')}; color: ${token('color-text')}; font: inherit; font-weight: 600;
}
${cal} .numInputWrapper { position: relative; display: inline-block; }
${cal} .numInputWrapper input { width: 4.5em; -moz-appearance: textfield; }
${cal} .numInputWrapper input::-webkit-inner-spin-button, ${cal} .numInputWrapper input::-webkit-outer-spin-button { margin: 0; -webkit-appearance: none; }
${cal} .numInputWrapper span { display: none; }
${cal} .flatpickr-weekdaycontainer { display: grid; grid-template-columns: repeat(7, 1fr); }
${cal} .flatpickr-weekday { font-size: .8em; font-weight: 600; color: ${token('color-text-muted')}; padding: .3em 0; }
${cal} .dayContainer { display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; }
${cal} .flatpickr-day {
  display: flex; align-items: center; justify-content: center; height: 2.3em; min-width: 24px;
  border: 1px solid transparent; border-radius: 50%; cursor: pointer; color: ${token('color-text')};
}
${cal} .flatpickr-day:hover { background: ${token('color-highlight')}; }
${cal} .flatpickr-day.prevMonthDay, ${cal} .flatpickr-day.nextMonthDay { color: ${token('color-text-muted')}; }
${cal} .flatpickr-day.today { border-color: ${token('color-primary')}; font-weight: 600; }
${cal} .flatpickr-day.selected { background: ${token('color-primary')}; border-color: ${token('color-primary')}; color: ${token('color-primary-text')}; }
${cal} .flatpickr-day.flatpickr-disabled {
  color: ${token('color-text-muted')}; cursor: not-allowed; background: none; text-decoration: line-through; opacity: .75;
}
${cal} .flatpickr-day:focus-visible { outline-offset: 1px; }
${cal} .flatpickr-innerContainer, ${cal} .flatpickr-rContainer, ${cal} .flatpickr-days { display: block; width: 100%; }
@media (forced-colors: active) {
  ${cal} .flatpickr-day.selected { forced-color-adjust: none; background: Highlight; color: HighlightText; }
}
`;
