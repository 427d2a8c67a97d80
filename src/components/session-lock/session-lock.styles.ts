import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/** The lock dialog and the expiry warning. */
export const sessionLockStyles = `
:host { display: contents; }
${dialogStyles}
.lock {
  width: min(26em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 1.75em; border: 0; border-radius: 1em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-size: 1em; line-height: 1.45;
  box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28);
}
.lock::backdrop { background: rgba(15, 23, 42, .72); backdrop-filter: blur(3px); }
.title { margin: 0; font-size: 1.25em; font-weight: 600; line-height: 1.3; }
.user { display: flex; align-items: center; gap: .75em; margin: 1em 0 0; }
.user-photo {
  flex: none; display: grid; place-items: center; width: 2.5em; height: 2.5em; border-radius: 50%; overflow: hidden;
  object-fit: cover; background: #dbe7f7; color: ${token('color-primary')}; font-weight: 600;
}
.user-name { min-width: 0; font-weight: 600; overflow-wrap: anywhere; }
.help { margin: .5em 0 1.25em; color: ${token('color-text-muted')}; }
.form { display: flex; flex-direction: column; gap: .625em; }
.label { font-weight: 600; font-size: .875em; }
.field { display: flex; gap: .5em; }
.input {
  flex: 1; min-width: 0; min-height: 2.5em; padding: .375em .75em; border: 1px solid ${token('color-border')}; border-radius: .5em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font: inherit;
}
.input[aria-invalid=true] { border-color: ${token('color-danger')}; }
.field .hr-password-input__toggle, .button {
  min-height: 2.5em; padding: .375em 1em; border: 1px solid ${token('color-border')}; border-radius: .5em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font: inherit; font-weight: 500; cursor: pointer;
}
.field .hr-password-input__toggle { font-size: .875em; white-space: nowrap; color: ${token('color-text')}; }
.field .hr-password-input__toggle[aria-pressed=true] { background: #eef2f7; color: ${token('color-text')}; border-color: ${token('color-border')}; }
.field .hr-password-input__forgot { font-size: 1em; }
.primary { border-color: ${token('color-primary')}; background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.primary:hover { filter: brightness(.92); }
.button:disabled { cursor: progress; opacity: .75; }
.link { color: ${token('color-primary')}; }
.note { margin: 0; color: ${token('color-text-muted')}; font-size: .875em; }
.error { margin: .75em 0 0; color: ${token('color-danger')}; font-weight: 500; }
.error:empty { margin: 0; }
div.error { padding: .625em .75em; border-radius: .5em; background: ${token('color-danger-surface')}; }
div.error p { margin: 0 0 .375em; }
.footer { margin: 1.25em 0 0; padding-top: 1em; border-top: 1px solid rgba(31, 41, 51, .1); font-size: .875em; text-align: right; }
.warning {
  position: fixed; z-index: 2147483000; right: 1em; bottom: 1em; width: min(22em, calc(100vw - 2em)); padding: 1em 1.25em;
  border: 1px solid ${token('color-border')}; border-radius: .75em; background: ${token('color-surface')}; color: ${token('color-text')};
  box-shadow: 0 .75em 2.5em rgba(15, 23, 42, .25); line-height: 1.45;
}
.warning-title { margin: 0; font-size: 1em; font-weight: 600; }
.warning-text { margin: .25em 0 .75em; font-variant-numeric: tabular-nums; }
`;
