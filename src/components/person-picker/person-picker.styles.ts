import { token } from '../../styles/tokens';
import { comboboxPopupStyles } from '../../ui/combobox/combobox.styles';

const hover = `color-mix(in srgb, ${token('color-primary')} 9%, ${token('color-surface')})`;
const P = 'hr-person-picker';

/**
 * Light DOM: every rule is scoped by the tag. The host is a one-column grid; the UI span is
 * `display: contents`, so the input (a host child), the description button, the popup and the
 * tokens share it. The popup opens right under the input, over the chosen people: anchored to
 * the input where CSS anchor positioning exists (a page may style the input taller), else one
 * input height (2.5em) below the host's top.
 */
export const personPickerStyles = `
${P} { display: grid; grid-template-columns: minmax(0, 1fr); position: relative; max-width: 30em; line-height: 1.4; color: ${token('color-text')}; }
${P} > [data-hr-ui] { display: contents; }
${P} > input[data-hr-control] {
  grid-row: 1; grid-column: 1; box-sizing: border-box; width: 100%; min-height: 2.5em; margin: 0; padding: .375em .75em;
  border: 1px solid ${token('color-border')}; border-radius: .375em; background: ${token('color-surface')}; color: ${token('color-text')}; font: inherit;
}
${P} > input[data-hr-control][hidden] { display: none !important; }
${P} > input[data-hr-control]::placeholder { color: ${token('color-text-muted')}; opacity: 1; }
${P} > input[data-hr-control]:focus-visible { outline: ${token('focus-ring')}; outline-offset: 1px; border-color: ${token('color-focus')}; }
${P} > input[data-hr-control][aria-invalid="true"] { border-color: ${token('color-danger')}; }
${P} > input[data-hr-control]:disabled { opacity: .6; cursor: not-allowed; }
${P} .${P}__icon { width: 1em; height: 1em; flex: none; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
${P} .${P}__activate {
  grid-row: 1; grid-column: 1; display: inline-flex; align-items: center; gap: .5em; justify-self: start; min-height: 2.5em;
  padding: .375em .875em; border: 1px dashed ${token('color-border')}; border-radius: .375em; background: ${token('color-surface')};
  color: ${token('color-primary')}; font: inherit; cursor: pointer;
}
${P} .${P}__activate:hover:not(:disabled) { background: ${hover}; border-style: solid; }
${P} .${P}__activate:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
${P} .${P}__activate:disabled { color: ${token('color-text-muted')}; cursor: not-allowed; }
${comboboxPopupStyles(P)}
${P} .${P}__popup { grid-row: 1; grid-column: 1; max-height: none; overflow: visible; padding: .25em; top: calc(2.5em + .25em); }
@supports (anchor-name: --a) {
  ${P} { anchor-scope: --${P}-input; }
  ${P} > input[data-hr-control] { anchor-name: --${P}-input; }
  ${P} .${P}__popup { position-anchor: --${P}-input; top: calc(anchor(bottom) + .25em); }
}
${P} .${P}__tokens { margin: 0; padding: 0; list-style: none; }
${P} .${P}__list { max-height: min(22em, 60vh); overflow: auto; }
${P} .${P}__option { align-items: center; gap: .625em; padding: .375em .5em; }
${P} .${P}__option--active { box-shadow: inset 3px 0 0 ${token('color-primary')}; }
${P} .${P}__name { min-width: 0; overflow-wrap: anywhere; }
${P} .${P}__photo {
  display: inline-grid; place-items: center; flex: none; width: 1.75em; height: 1.75em; border-radius: 50%; object-fit: cover;
  background: #e4e8ee; color: #334155; font-size: .875em; font-weight: 600; letter-spacing: .02em;
}
${P} .${P}__photo--initials { font-size: .6875em; width: 2.25em; height: 2.25em; }
${P} .${P}__tokens { display: flex; flex-wrap: wrap; gap: .375em; margin-top: .5em; }
${P} .${P}__token {
  display: inline-flex; align-items: center; gap: .375em; max-width: 100%; padding: .1875em .1875em .1875em .25em;
  border: 1px solid ${token('color-border')}; border-radius: 2em; background: ${token('color-surface')};
}
${P} .${P}__token .${P}__photo { width: 1.5em; height: 1.5em; }
${P} .${P}__token .${P}__photo--initials { width: 2.2em; height: 2.2em; }
${P} .${P}__remove {
  display: inline-grid; place-items: center; flex: none; width: 1.75em; height: 1.75em; min-width: 24px; min-height: 24px; padding: 0;
  border: 0; border-radius: 50%; background: none; color: ${token('color-text-muted')}; font: inherit; cursor: pointer;
}
${P} .${P}__remove:hover:not(:disabled) { background: ${hover}; color: ${token('color-danger')}; }
${P} .${P}__remove:focus-visible { outline: ${token('focus-ring')}; outline-offset: 1px; }
${P} .${P}__remove:disabled { cursor: not-allowed; opacity: .6; }
${P} .${P}__error { margin: .375em 0 0; color: ${token('color-danger')}; font-size: .875em; }
${P} .${P}__status {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
