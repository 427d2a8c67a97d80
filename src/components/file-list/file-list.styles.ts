import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';
import { menuStyles } from '../../ui/menu.styles';
import { ROW_HEIGHT_EM } from './file-list.logic';
import { uploadStyles } from './upload/upload.styles';

/** Shadow DOM styles of `<hr-file-list>`. */
export const fileListStyles = `
${menuStyles}
${dialogStyles}
${uploadStyles}
:host { display: block; min-width: 0; color: ${token('color-text')}; font-family: ${token('font-family')}; }
.file-list { display: grid; gap: ${token('space-2')}; min-width: 0; }
.button {
  display: inline-flex; align-items: center; gap: .375em; min-height: 2.25em; padding: ${token('space-1')} .75em;
  font: inherit; cursor: pointer; color: ${token('color-primary')}; background: ${token('color-surface')};
  border: 1px solid currentColor; border-radius: ${token('radius')};
}
.button.primary { color: ${token('color-primary-text')}; background: ${token('color-primary')}; border-color: ${token('color-primary')}; }
.button.danger { color: ${token('color-danger')}; }
.dialog .button.danger { color: #fff; background: ${token('color-danger')}; border-color: ${token('color-danger')}; }
.button.quiet { color: ${token('color-text')}; border-color: ${token('color-border')}; }
.button:disabled { cursor: default; opacity: .6; }
.button .icon, .caret { width: 1em; height: 1em; flex: none; fill: none; stroke: currentColor; stroke-width: 2.5; stroke-linecap: round; stroke-linejoin: round; }
button:focus-visible, a:focus-visible, input:focus-visible, select:focus-visible, [tabindex]:focus-visible {
  outline: ${token('focus-ring')}; outline-offset: 2px;
}
.toolbar { display: flex; flex-wrap: wrap; align-items: flex-start; gap: ${token('space-2')}; min-width: 0; }
.uploads { display: flex; flex-wrap: wrap; align-items: flex-start; gap: ${token('space-2')}; flex: 1 1 16em; min-width: 0; }
.upload-to { display: flex; flex-wrap: wrap; align-items: center; gap: .375em; min-width: 0; max-width: 100%; }
.upload-to select { flex: 1 1 8em; min-width: 0; }
.upload-to select, .input {
  font: inherit; min-height: 2.25em; max-width: 100%; padding: 0 ${token('space-2')};
  border: 1px solid ${token('color-border')}; border-radius: ${token('radius')}; background: ${token('color-surface')}; color: inherit;
}
.notice { margin: 0; }
.notice:empty { display: none; }
.notice.success { color: #17603a; }
.notice.error { color: ${token('color-danger')}; }
.bulk {
  display: flex; flex-wrap: wrap; align-items: center; gap: ${token('space-2')}; padding: ${token('space-2')};
  border-radius: ${token('radius')}; background: #e3ecf9;
}
.bulk-count { font-weight: 600; margin-inline-end: auto; }
.placeholder { margin: 0; padding: ${token('space-2')}; color: ${token('color-text-muted')}; }
.grid {
  position: relative; max-height: min(70vh, 40em); overflow: auto; overscroll-behavior: contain;
  border: 1px solid ${token('color-border')}; border-radius: ${token('radius')}; background: ${token('color-surface')};
}
.grid.all { max-height: none; }
.window { position: relative; width: 100%; }
.window > .row { position: absolute; left: 0; right: 0; height: ${ROW_HEIGHT_EM.file}em; }
.window > .row.section { height: ${ROW_HEIGHT_EM.section}em; }
.window > .row.section.failed { height: ${ROW_HEIGHT_EM.sectionFailed}em; }
.window .cell.name, .window .row.section .title, .window .toggle { flex-wrap: nowrap; }
.window .file-name, .window .section-name { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.window .toggle { min-width: 0; }
.window .row.section.failed .title { flex-wrap: wrap; align-content: center; row-gap: 0; }
.window .failed { display: flex; gap: .375em; min-width: 0; max-width: 100%; white-space: nowrap; }
.window .failed-text { overflow: hidden; text-overflow: ellipsis; min-width: 0; }
.window .failed .link { flex: none; }
.row {
  display: grid; grid-template-columns: 2.5em minmax(0, 1fr) auto 2.75em; align-items: center;
  min-height: 2.75em; border-bottom: 1px solid rgba(31, 41, 51, .08); box-sizing: border-box;
}
.row.file[aria-selected=true] { background: #eef4fc; }
.cell { min-width: 0; padding: .25em .375em; }
.cell.check { display: flex; justify-content: center; }
.cell.check input { width: 1.125em; height: 1.125em; margin: 0; }
.row.section { background: #f5f7fa; font-weight: 600; }
.row.section .title { grid-column: 2 / 4; display: flex; flex-wrap: wrap; align-items: center; gap: ${token('space-2')}; }
.toggle {
  display: inline-flex; align-items: center; gap: .5em; min-height: 2.25em; padding: 0 .25em; max-width: 100%;
  font: inherit; color: inherit; background: none; border: 0; cursor: pointer; text-align: start;
}
.toggle .caret { transition: transform .15s; transform: rotate(-90deg); }
.toggle[aria-expanded=true] .caret { transform: none; }
.section-name { overflow-wrap: anywhere; }
.count { font-weight: 400; color: ${token('color-text-muted')}; white-space: nowrap; }
.failed { font-weight: 400; color: ${token('color-danger')}; }
.link { font: inherit; padding: 0; color: ${token('color-primary')}; background: none; border: 0; text-decoration: underline; cursor: pointer; }
.cell.name { display: flex; flex-wrap: wrap; align-items: center; gap: .25em .5em; }
.file-name { overflow-wrap: anywhere; min-width: 0; color: inherit; }
a.file-name { color: ${token('color-primary')}; }
.row.pending .file-name, .row.virus .file-name { color: ${token('color-text-muted')}; }
.row.virus .file-name { text-decoration: line-through; }
.badge {
  display: inline-flex; align-items: center; gap: .25em; padding: 0 .5em; border-radius: 1em; font-size: .8125em;
  white-space: nowrap; background: #eef0f3; color: ${token('color-text')};
}
.badge.virus { background: ${token('color-danger-surface')}; color: ${token('color-danger')}; font-weight: 600; }
.badge.pending { background: ${token('color-highlight')}; }
.virus-mark { width: .75em; height: .75em; border-radius: 50%; background: ${token('color-danger')}; }
.cell.size { color: ${token('color-text-muted')}; white-space: nowrap; font-size: .875em; }
.cell.actions { display: flex; justify-content: center; padding: 0; }
.dots { display: inline-block; width: 1.25em; height: 1.25em;
  background: radial-gradient(circle, currentColor 1.5px, transparent 2px) center / 100% 33.3% repeat-y; }
.row.empty { grid-template-columns: minmax(0, 1fr); color: ${token('color-text-muted')}; }
.row.empty .cell { padding-inline-start: 3em; }
.dialog {
  width: min(28em, calc(100vw - 2em)); box-sizing: border-box; padding: 1.25em; border: 0; border-radius: .75em;
  color: ${token('color-text')}; background: ${token('color-surface')}; box-shadow: 0 1em 3em rgba(31, 41, 51, .3);
}
.dialog::backdrop { background: rgba(31, 41, 51, .45); }
.dialog-title { margin: 0 0 .75em; font-size: 1.125em; overflow-wrap: anywhere; }
.dialog .field { display: block; margin-bottom: .25em; font-weight: 600; }
.dialog .input { width: 100%; box-sizing: border-box; }
.field-error { margin: .375em 0 0; color: ${token('color-danger')}; }
.field-error:empty { display: none; }
.names { margin: .5em 0 0; padding-inline-start: 1.25em; overflow-wrap: anywhere; }
.dialog-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${token('space-2')}; margin-top: 1em; }
@media (max-width: 30em) {
  .row { grid-template-columns: 2.25em minmax(0, 1fr) auto 2.5em; }
  .cell.size { font-size: .75em; }
}
@media print {
  .grid { max-height: none; overflow: visible; }
  .toolbar, .bulk, .cell.actions { display: none; }
}
@media (forced-colors: active) { .virus-mark { background: CanvasText; } }
`;
