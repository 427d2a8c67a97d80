import { token } from '../../styles/tokens';
import { comboboxPopupStyles } from '../../ui/combobox/combobox.styles';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/**
 * The combobox's own rules, added to the shadow root when it arrives: the loader, a 380 px popup
 * under the box never wider than the viewport, muted inactive employees, marked matches, and the
 * shortcuts dialog.
 */
export const globalSearchPopupStyles = `
${comboboxPopupStyles()}
.spinner { border-color: #c5ccd5; border-top-color: ${token('color-primary')}; }
.popup {
  top: calc(100% + .375em); inset-inline-end: auto;
  width: var(--hr-search-popup-width, 380px); max-width: calc(100vw - 1em); max-height: min(32em, 70vh);
  padding: .375em 0; border-color: #dfe3e8;
  box-shadow: 0 .75em 2em rgba(31, 41, 51, .16), 0 .125em .375em rgba(31, 41, 51, .08); overscroll-behavior: contain;
}
.option { align-items: center; gap: .625em; margin: 0 .375em; font-size: .9375em; }
.option.active { background: var(--hr-search-active, #e6effb); color: inherit; box-shadow: inset 3px 0 0 ${token('color-primary')}; }
.option[aria-disabled="true"] { cursor: default; }
.option > .icon { color: ${token('color-text-muted')}; }
.photo { width: 2em; height: 2em; border-radius: 50%; object-fit: cover; background: #e4e8ee; }
/* Results without a photo (candidates, reports, openings, files) keep the photo's room: every name starts in one column. */
.option.is-result > .text:first-child { margin-inline-start: 2.625em; }
svg.photo { padding: .375em; color: ${token('color-text-muted')}; stroke-width: 2; }
.text { display: flex; flex-direction: column; min-width: 0; }
.name, .text > bdi { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.meta { color: ${token('color-text-muted')}; font-size: .8125em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.number { color: ${token('color-text-muted')}; }
.tag { color: ${token('color-text-muted')}; font-size: .8125em; font-style: italic; }
mark { background: ${token('color-highlight')}; color: inherit; font-weight: 600; border-radius: .125em; }
.inactive .name, .inactive .photo { opacity: .72; }
.inactive .name { color: ${token('color-text-muted')}; }
.option.is-more .text, .option.is-clear .text { color: ${token('color-primary')}; font-weight: 600; }
.note { padding: .75em 1em; font-size: .9375em; overflow-wrap: anywhere; }
.note.error { background: none; }
${dialogStyles}
.help {
  width: min(26em, calc(100vw - 2em)); padding: 1.25em 1.5em; border: 0; border-radius: .75em;
  box-shadow: 0 1.5em 4em rgba(31, 41, 51, .3); color: ${token('color-text')};
}
.help::backdrop { background: rgba(31, 41, 51, .4); }
.help h2 { margin: 0 0 .75em; font-size: 1.125em; }
.help dl { margin: 0; }
.help dl > div { display: grid; grid-template-columns: 6.5em 1fr; align-items: center; gap: 1em; padding: .4375em 0; border-bottom: 1px solid #eef1f4; }
.help dt { display: flex; gap: .25em; }
.help dd { margin: 0; font-size: .9375em; }
.help kbd { font-size: .8125em; }
.toggle { display: flex; align-items: center; gap: .5em; margin-top: 1em; font-size: .9375em; }
.toggle input { width: 1.125em; height: 1.125em; flex: none; }
.help form { display: flex; justify-content: flex-end; margin-top: 1em; }
.done {
  min-height: 2.25em; padding: .25em 1em; border: 0; border-radius: .375em;
  background: ${token('color-primary')}; color: ${token('color-primary-text')}; font-weight: 600; cursor: pointer;
}
`;
