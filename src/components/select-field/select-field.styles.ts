import { token } from '../../styles/tokens';
import { DROPDOWN_MAX_HEIGHT_PX } from './select-field.logic';

/**
 * Light DOM, so every rule is scoped by the tag. Sizes in em (legacy pages set odd root font
 * sizes); the list's max height is 269 px, a constant of the design.
 * The native select stays under the box, covering it, invisible and click-through but focusable,
 * so the browser's validation bubble points at the field as it would at a native select.
 */
export const selectFieldStyles = `
hr-select-field { display: inline-block; position: relative; min-width: 16em; max-width: 100%;
  color: ${token('color-text')}; font-family: ${token('font-family')}; line-height: 1.4; }
hr-select-field > select[data-hr-control] {
  position: absolute; inset: 0; width: 100%; height: 100%; box-sizing: border-box; margin: 0; padding: 0;
  border: 0; opacity: 0; pointer-events: none; appearance: none; overflow: hidden;
}
hr-select-field .hr-select-field { display: block; position: relative; }
hr-select-field .hr-select-field__box {
  display: flex; flex-wrap: wrap; align-items: center; gap: .25em; min-height: 2.375em; box-sizing: border-box;
  padding: .25em 2em .25em .5em; border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
  background: ${token('color-surface')}; cursor: pointer; position: relative;
}
hr-select-field .hr-select-field__box:focus-within { outline: ${token('focus-ring')}; outline-offset: 1px; }
hr-select-field .is-invalid .hr-select-field__box { border-color: ${token('color-danger')}; box-shadow: inset 0 0 0 1px ${token('color-danger')}; }
hr-select-field .is-disabled .hr-select-field__box { cursor: not-allowed; opacity: .6; background: #f5f7fa; }
hr-select-field .hr-select-field__combobox {
  flex: 1 1 4em; min-width: 4em; margin: 0; padding: .125em 0; border: 0; outline: none; background: transparent;
  color: inherit; font: inherit; font-size: 1em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
hr-select-field .hr-select-field__combobox::placeholder, hr-select-field .hr-select-field__placeholder { color: ${token('color-text-muted')}; opacity: 1; }
hr-select-field .hr-select-field__caret {
  position: absolute; inset-inline-end: .5em; top: 50%; width: 1em; height: 1em; margin-top: -.5em;
  fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round;
  color: ${token('color-text-muted')}; transition: transform .15s; pointer-events: none;
}
hr-select-field .is-open .hr-select-field__caret { transform: rotate(180deg); }
@media (prefers-reduced-motion: reduce) { hr-select-field .hr-select-field__caret { transition: none; } }
hr-select-field .hr-select-field__tokens { display: contents; margin: 0; padding: 0; list-style: none; }
hr-select-field .hr-select-field__token {
  display: inline-flex; align-items: center; gap: .125em; max-width: 100%; padding: .0625em .125em .0625em .5em;
  border: 1px solid #c5d3e8; border-radius: 1em; background: #e6effb; font-size: .875em;
}
hr-select-field .hr-select-field__token-text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
hr-select-field .hr-select-field__remove {
  display: inline-grid; place-items: center; width: 1.5em; height: 1.5em; min-width: 24px; min-height: 24px;
  margin: 0; padding: 0; border: 0; border-radius: 50%; background: transparent; color: ${token('color-text-muted')}; cursor: pointer;
}
hr-select-field .hr-select-field__remove:hover { background: #c5d3e8; color: ${token('color-text')}; }
hr-select-field .hr-select-field__icon, hr-select-field .hr-select-field__check {
  width: 1em; height: 1em; flex: none; fill: none; stroke: currentColor; stroke-width: 2.25; stroke-linecap: round; stroke-linejoin: round;
}
hr-select-field .hr-select-field__popup {
  position: absolute; z-index: 1000; top: calc(100% + .25em); inset-inline-start: 0; box-sizing: border-box;
  min-width: 100%; width: max-content; max-width: min(28em, calc(100vw - 2em));
  background: ${token('color-surface')}; border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
  box-shadow: 0 .5em 1.5em rgba(31, 41, 51, .16);
}
hr-select-field .hr-select-field__popup[hidden], hr-select-field .hr-select-field__list[hidden] { display: none; }
hr-select-field .hr-select-field__list { position: relative; max-height: ${DROPDOWN_MAX_HEIGHT_PX}px; overflow-y: auto; overscroll-behavior: contain; padding: .25em 0; }
hr-select-field .hr-select-field__group-label {
  padding: .5em .75em .25em; color: ${token('color-text-muted')}; font-size: .75em; font-weight: 700; letter-spacing: .04em; text-transform: uppercase;
}
hr-select-field .hr-select-field__group .hr-select-field__option { padding-inline-start: 1em; }
hr-select-field .hr-select-field__option {
  display: flex; align-items: center; gap: .5em; padding: .375em .75em; cursor: pointer; white-space: normal; overflow-wrap: anywhere;
}
hr-select-field .hr-select-field__option.is-active { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
hr-select-field .hr-select-field__option[aria-disabled="true"] { color: ${token('color-text-muted')}; cursor: not-allowed; font-style: italic; }
hr-select-field .hr-select-field__check { visibility: hidden; }
hr-select-field .is-chosen > .hr-select-field__check { visibility: visible; }
hr-select-field .is-multiple .hr-select-field__check { visibility: visible; stroke: transparent; border: 1px solid currentColor; border-radius: .2em; box-sizing: border-box; }
hr-select-field .is-multiple .is-chosen > .hr-select-field__check { stroke: currentColor; }
hr-select-field .hr-select-field__empty { display: block; padding: .5em .75em; color: ${token('color-text-muted')}; overflow-wrap: anywhere; }
hr-select-field .hr-select-field__sr {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
