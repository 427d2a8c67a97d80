import { token } from '../../styles/tokens';

/** Shadow DOM styles of `<hr-time-tracking-toggle>` (the switch and the link; the dialogs bring their own). */
export const timeTrackingToggleStyles = `
:host { display: inline-block; }
.tt-base { display: inline-flex; align-items: center; flex-wrap: wrap; gap: .25em 1em; }
.tt-switch {
  display: inline-flex; align-items: center; gap: .5em; min-height: 2em; padding: .25em .25em; margin: 0;
  border: 0; background: transparent; color: inherit; cursor: pointer; font: inherit;
}
.tt-switch:disabled { cursor: not-allowed; opacity: .6; }
.tt-switch[aria-busy='true'] { cursor: progress; }
.tt-track {
  position: relative; flex: none; inline-size: 2.5em; block-size: 1.375em; border-radius: 1em;
  background: ${token('color-text-muted')}; transition: background-color .15s;
}
.tt-thumb {
  position: absolute; inset-block-start: .1875em; inset-inline-start: .1875em; inline-size: 1em; block-size: 1em;
  border-radius: 50%; background: #fff; transition: transform .15s;
}
.tt-switch[aria-checked='true'] .tt-track { background: ${token('color-primary')}; }
.tt-switch[aria-checked='true'] .tt-thumb { transform: translateX(1.125em); }
.tt-state { min-inline-size: 2em; color: ${token('color-text-muted')}; font-size: .875em; }
.tt-link {
  min-height: 2em; padding: 0; border: 0; background: none; color: ${token('color-primary')};
  text-decoration: underline; cursor: pointer; font: inherit;
}
@media (prefers-reduced-motion: reduce) { .tt-track, .tt-thumb { transition: none; } }
@media (forced-colors: active) {
  .tt-track { border: 1px solid CanvasText; }
  .tt-switch[aria-checked='true'] .tt-track { background: Highlight; }
  .tt-thumb { background: CanvasText; }
}
`;
