import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';
import { popoverStyles } from '../../ui/popover/popover.styles';

/**
 * The snapshot dialog's look. It ships in the dialog's lazy chunk and joins the element's shadow
 * root on the first open (the element itself carries only `:host { display: contents }`).
 * The dialog is fixed to the window; its left/top/width/height come from useSnapshotFrame.
 */
export const snapshotDialogStyles = `
${dialogStyles}
${popoverStyles}
.snapshot {
  position: fixed; inset: auto; z-index: 1000; margin: 0; padding: 0; max-width: none; max-height: none;
  display: flex; flex-direction: column; overflow: visible;
  border: 1px solid rgba(31, 41, 51, .16); border-radius: .75em;
  background: ${token('color-surface')}; color: ${token('color-text')};
  font-size: 1em; line-height: 1.45;
  box-shadow: 0 1.25em 3em rgba(15, 23, 42, .22), 0 .125em .5em rgba(15, 23, 42, .08);
}
.snapshot:not([open]) { display: none; }
.icon { width: 1.25em; height: 1.25em; fill: none; stroke: currentColor; stroke-width: 1.75; stroke-linecap: round; stroke-linejoin: round; flex: none; }
.snapshot-bar {
  position: relative; z-index: 1; flex: none; display: flex; align-items: center; gap: .25em;
  min-height: 3em; padding: .375em .5em .375em .25em; border-bottom: 1px solid rgba(31, 41, 51, .1);
  border-radius: .75em .75em 0 0; background: #f5f7fa; cursor: move; touch-action: none; user-select: none;
  transition: box-shadow .15s;
}
.snapshot-bar.is-scrolled { box-shadow: 0 .375em .75em -.375em rgba(15, 23, 42, .25); }
.snapshot-handle, .snapshot-tool {
  flex: none; display: grid; place-items: center; width: 2em; height: 2em; min-width: 24px; min-height: 24px;
  padding: 0; border: 0; border-radius: .375em; background: none; color: ${token('color-text-muted')}; cursor: pointer;
}
.snapshot-handle { cursor: move; touch-action: none; }
.snapshot-handle .icon { stroke-width: 2.75; }
.snapshot-handle:hover, .snapshot-tool:hover { background: rgba(31, 41, 51, .08); color: ${token('color-text')}; }
.snapshot-title { flex: 1 1 auto; min-width: 0; margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 1em; font-weight: 600; }
.snapshot-title:focus, .snapshot-title:focus-visible { outline: 0; }
.snapshot-tools { flex: none; display: flex; gap: .125em; }
.snapshot-body {
  flex: 1 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain;
  padding: 1em 1.125em 2em; border-radius: 0 0 .75em .75em;
}
.snapshot-nav { margin: -.25em 0 .75em; }
.snapshot-link-button {
  display: inline-flex; align-items: center; gap: .25em; min-height: 24px; padding: .25em .5em .25em .25em;
  border: 0; border-radius: .375em; background: none; color: ${token('color-primary')}; font-weight: 500; cursor: pointer;
}
.snapshot-link-button:hover { background: rgba(29, 95, 191, .08); }
.snapshot-summary { display: flex; gap: 1em; align-items: flex-start; min-height: 5em; }
.snapshot-summary.is-loading::before {
  content: ''; width: 4.5em; height: 4.5em; border-radius: 50%; background: #eef1f5;
}
.snapshot-photo {
  flex: none; display: grid; place-items: center; width: 4.5em; height: 4.5em; border-radius: 50%; object-fit: cover;
  background: #dbe7f7; color: ${token('color-primary')}; box-shadow: 0 0 0 3px ${token('color-surface')}, 0 0 0 4px rgba(31, 41, 51, .12);
}
.snapshot-photo .icon { width: 2.25em; height: 2.25em; stroke-width: 1.5; }
.snapshot-who { min-width: 0; }
.snapshot-who p { margin: 0; overflow-wrap: anywhere; }
.snapshot-name { font-size: 1.25em; font-weight: 600; line-height: 1.25; }
.snapshot-job { margin-top: .125em !important; }
.snapshot-department { color: ${token('color-text-muted')}; font-size: .875em; }
.snapshot-statuses { display: flex; flex-wrap: wrap; gap: .25em; margin: .5em 0 0; padding: 0; list-style: none; }
.snapshot-status {
  padding: .0625em .5em; border-radius: 999px; background: #e8f0fb; color: #174a94; font-size: .75em; font-weight: 600;
}
.snapshot-profile { display: inline-block; margin-top: .5em; color: ${token('color-primary')}; font-size: .875em; font-weight: 500; }
.snapshot-status-line:empty { display: none; }
.snapshot-loader { display: flex; align-items: center; gap: .5em; margin: 1em 0; color: ${token('color-text-muted')}; font-size: .875em; }
.snapshot-spinner {
  width: 1.25em; height: 1.25em; border: 2px solid rgba(31, 41, 51, .14); border-top-color: ${token('color-primary')};
  border-radius: 50%; animation: snapshot-spin .8s linear infinite;
}
@keyframes snapshot-spin { to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) { .snapshot-spinner { animation-duration: 2.4s; } }
.snapshot-error {
  margin: 1em 0; padding: .625em .75em; border-radius: .5em; border-left: 3px solid ${token('color-danger')};
  background: ${token('color-danger-surface')}; color: ${token('color-danger')}; font-weight: 500;
}
.snapshot-empty { margin: 2em 0 1em; color: ${token('color-text-muted')}; text-align: center; font-weight: 500; }
.snapshot-sections { margin-top: 1.25em; }
.snapshot-section { border-top: 1px solid rgba(31, 41, 51, .1); }
.snapshot-section-title { margin: 0; font-size: .9375em; }
.snapshot-section-title button {
  display: flex; align-items: center; gap: .375em; width: 100%; min-height: 2.75em; padding: .5em 0;
  border: 0; background: none; font-weight: 600; text-align: start; cursor: pointer;
}
.snapshot-section-title button:hover { color: ${token('color-primary')}; }
.snapshot-caret { width: 1em; height: 1em; transition: transform .15s; }
.snapshot-section-title button[aria-expanded=false] .snapshot-caret { transform: rotate(-90deg); }
.snapshot-section-body { padding: 0 0 .875em 1.375em; }
.snapshot-rows { margin: 0; display: grid; gap: .5em; }
.snapshot-row { display: grid; grid-template-columns: minmax(6.5em, 38%) 1fr; gap: .75em; font-size: .875em; }
.snapshot-row dt { color: ${token('color-text-muted')}; }
.snapshot-row dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.snapshot-row a, .snapshot-more { color: ${token('color-primary')}; }
.snapshot-hover { position: static; }
.snapshot-hover-button, .snapshot-more {
  min-height: 24px; padding: 0; border: 0; background: none; color: ${token('color-primary')};
  text-decoration: underline dotted; text-underline-offset: .2em; cursor: pointer; text-align: start;
}
.snapshot-more { margin-top: .5em; font-size: .875em; text-decoration: underline; }
.snapshot-popover {
  min-width: 12em; max-width: min(18em, calc(100vw - 2em)); padding: .625em .75em; border-radius: .5em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-size: .875em;
  filter: drop-shadow(0 .25em .75em rgba(15, 23, 42, .22)) drop-shadow(0 0 1px rgba(15, 23, 42, .35));
}
.snapshot-popover-list { max-height: 16em; overflow-y: auto; margin: 0; padding: 0; list-style: none; }
.snapshot-popover-list li { padding: .1875em 0; }
.snapshot-timeline { position: relative; margin: .25em 0 0; padding: 0 0 0 1.25em; list-style: none; font-size: .875em; }
.snapshot-timeline::before { content: ''; position: absolute; left: .3125em; top: .5em; bottom: .5em; width: 2px; background: #d5dbe3; }
.snapshot-timeline li { position: relative; display: grid; padding: 0 0 .875em; }
.snapshot-timeline li::before {
  content: ''; position: absolute; left: -1.25em; top: .375em; width: .75em; height: .75em; border-radius: 50%;
  background: ${token('color-surface')}; border: 2px solid #9aa5b1;
}
.snapshot-timeline li.is-current::before { border-color: ${token('color-primary')}; background: ${token('color-primary')}; }
.snapshot-timeline-title { font-weight: 600; }
.snapshot-timeline-dates, .snapshot-muted { color: ${token('color-text-muted')}; }
.snapshot-timeline-salary { font-variant-numeric: tabular-nums; }
.snapshot-resize {
  position: absolute; left: 0; bottom: 0; display: grid; place-items: center; width: 24px; height: 24px; padding: 0;
  border: 0; border-radius: 0 .5em 0 .75em; background: none; color: ${token('color-text-muted')};
  cursor: nesw-resize; touch-action: none;
}
.snapshot-resize:hover { color: ${token('color-text')}; background: rgba(31, 41, 51, .06); }
.snapshot-resize .icon { width: 14px; height: 14px; stroke-width: 2; }
`;
