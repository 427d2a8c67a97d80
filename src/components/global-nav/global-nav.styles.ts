import { NARROW_MEDIA, token } from '../../styles/tokens';
import { tooltipAnchorStyles } from '../../ui/tooltip.styles';

const hover = `color-mix(in srgb, ${token('color-text')} 7%, transparent)`;
const tint = `color-mix(in srgb, ${token('color-primary')} 11%, ${token('color-surface')})`;

export const globalNavStyles = `
${tooltipAnchorStyles}
/* Default widths; a page that sizes the host (its own CSS wins over :host) gets them filled. */
:host { display: block; width: 15em; color: ${token('color-text')}; line-height: 1.4; }
:host(.hr-global-nav-closed) { width: 4em; }
/* Narrow: the nav is a drawer in the top layer (nav-drawer.styles.ts), the host an empty anchor
   that must not keep the page's column (important: it wins over the page's own width). */
@media ${NARROW_MEDIA} { :host { width: 0 !important; min-width: 0 !important; } }
.nav {
  display: flex; flex-direction: column; gap: .5em; width: 100%; min-height: 100%; padding: .75em .625em;
  background: ${token('color-surface')};
  border-inline-end: 1px solid color-mix(in srgb, ${token('color-border')} 55%, transparent);
}
.closed { align-items: center; }
svg {
  flex: none; width: 1.25em; height: 1.25em; fill: none; stroke: currentColor;
  stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round;
}
.top { display: flex; align-items: center; gap: .375em; }
.toggle, .item, .dismiss {
  display: flex; align-items: center; border: 0; border-radius: .5em; background: none;
  color: inherit; font: inherit; cursor: pointer;
}
.toggle { justify-content: center; width: 2.75em; height: 2.75em; color: ${token('color-text-muted')}; }
.closed .toggle svg { transform: scaleX(-1); }
.toggle:hover, .item:hover, .dismiss:hover { background: ${hover}; color: ${token('color-text')}; }
.filter { position: relative; flex: 1; min-width: 0; color: ${token('color-text-muted')}; }
.filter svg { position: absolute; inset-inline-start: .625em; top: .75em; width: 1.125em; height: 1.125em; pointer-events: none; }
.filter input {
  width: 100%; height: 2.625em; padding: 0 .5em 0 2.25em; border: 1px solid ${token('color-border')};
  border-radius: .5em; background: ${token('color-surface')}; color: ${token('color-text')}; font-size: .9375em;
}
.filter input::placeholder { color: ${token('color-text-muted')}; opacity: 1; }
.filter input:focus-visible { outline-offset: 0; border-color: ${token('color-focus')}; }
.items { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.items li { position: relative; }
.hr-tooltip-anchor { display: flex; }
.open .items .hr-tooltip { display: none; }
.item {
  position: relative; gap: .625em; width: 100%; min-height: 2.625em; padding: .375em .625em;
  color: ${token('color-text')}; line-height: 1.25; text-align: start; text-decoration: none;
}
.item svg { color: ${token('color-text-muted')}; }
.item svg + .label + svg { width: 1em; height: 1em; margin-inline-start: auto; }
.item:focus-visible { outline-offset: -2px; }
.item[aria-current] { background: ${tint}; color: ${token('color-primary')}; font-weight: 600; }
.item[aria-current] svg, .item:hover svg { color: inherit; }
.item[aria-current]::before {
  content: ''; position: absolute; inset-inline-start: -.625em; top: .5em; bottom: .5em; width: 3px;
  border-radius: 0 3px 3px 0; background: ${token('color-primary')};
}
.closed .item { justify-content: center; width: 2.75em; padding: 0; }
[aria-busy] { cursor: progress; opacity: .7; }
.message p {
  display: flex; align-items: flex-start; gap: .375em; margin: .25em 0 .375em; padding: .5em .25em .5em .75em;
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent); border-radius: .5em; font-size: .8125em;
  line-height: 1.45; background: ${token('color-danger-surface')}; color: ${token('color-danger')};
}
[role=status].message p { background: ${tint}; color: ${token('color-text')}; }
.message a { color: ${token('color-primary')}; font-weight: 600; }
.message p > span { flex: 1; padding-top: .125em; }
.closed .message p {
  position: absolute; z-index: 30; inset-inline-start: calc(100% + 1.5em); top: 0; width: 20em; margin: 0;
  box-shadow: 0 .25em 1em rgba(15, 23, 42, .18);
}
.dismiss { flex: none; justify-content: center; width: 24px; height: 24px; color: inherit; }
.dismiss svg { width: 1em; height: 1em; }
.empty:not(:empty) { margin: 0; padding: .25em .75em; color: ${token('color-text-muted')}; font-size: .875em; }
/* Kept in the tree while empty (a live region must exist before it speaks), but out of the flow. */
.empty:empty { position: absolute; }
`;
