import { NARROW_MEDIA, token } from '../../styles/tokens';
import { tooltipAnchorStyles } from '../../ui/tooltip.styles';
import { accountMenuStyles } from '../account-menu/account-menu.styles';
import { inboxMenuStyles } from '../inbox-menu/inbox-menu.styles';

/**
 * A horizontal bar: logo, search (taking the free width), actions at the end. Under NARROW_MEDIA
 * (the viewport, tokens.ts) it is one row: menu button, logo, then the search's icon, inbox,
 * overflow menu and account; the search opens over the row, and the inbox dropdown lines up with
 * the bar's end so it stays inside the window. On a narrow header
 * the search moves to a row of its own under logo and actions, and the actions wrap rather than
 * overflow (a container query: the element may sit in a column narrower than the viewport). What
 * the first render shows only: the inbox dropdown, the help slide-down, the account popup and the
 * tooltips adopt their own stylesheets when their chunks arrive.
 */
export const globalHeaderStyles = `
:host {
  display: block; container-type: inline-size; color: ${token('color-text')};
  font-size: var(--hr-header-font-size, 1em); line-height: 1.4;
}
.bar {
  position: relative; display: grid; grid-template-columns: auto minmax(0, 1fr) auto; grid-template-areas: "logo search actions";
  align-items: center; column-gap: 1.25em;
  min-height: var(--hr-header-height, 3.75em); padding: .5em 1.25em;
  background: var(--hr-header-background, ${token('color-surface')});
  border-bottom: 1px solid var(--hr-header-border, #dfe3e8);
}
.logo { grid-area: logo; display: flex; align-items: center; }
.search { grid-area: search; min-width: 0; max-width: 42em; }
.actions { grid-area: actions; display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: .375em; }
.account { display: flex; align-items: center; margin-inline-start: .5em; padding-inline-start: .75em; border-inline-start: 1px solid var(--hr-header-border, #dfe3e8); }
.account:empty { display: none; }
.icon-button {
  position: relative; display: inline-grid; place-items: center; flex: none;
  width: 2.5em; height: 2.5em; min-width: 24px; min-height: 24px; padding: 0;
  border: 0; border-radius: 50%; background: transparent; color: ${token('color-text-muted')};
  cursor: pointer; text-decoration: none; transition: background-color .15s, color .15s;
}
.icon-button:hover, .icon-button[aria-expanded="true"] { background: var(--hr-header-hover, #f1f4f8); color: ${token('color-text')}; }
.icon-button[aria-current] { background: var(--hr-header-active-background, #e6effb); color: ${token('color-primary')}; }
.icon {
  width: 1.375em; height: 1.375em; fill: none; stroke: currentColor; stroke-width: 1.75;
  stroke-linecap: round; stroke-linejoin: round;
}
.teeth { stroke-width: 2.6; stroke-linecap: butt; stroke-dasharray: 3.3 3.297; }
/* Room for an "Answers" button with its New dot, kept while the answer is asked. */
.answers-slot { display: flex; align-items: center; justify-content: flex-end; min-width: 9em; min-height: 2.25em; margin-inline-end: .375em; }
.answers {
  display: inline-flex; align-items: center; gap: .4em; min-height: 2.25em; padding: .25em .875em .25em .625em;
  border: 1px solid var(--hr-header-border, #dfe3e8); border-radius: 1.125em;
  color: ${token('color-text')}; font-weight: 600; font-size: .9375em; text-decoration: none; white-space: nowrap;
  transition: background-color .15s, border-color .15s;
}
.answers:hover { background: var(--hr-header-hover, #f1f4f8); border-color: ${token('color-border')}; }
.answers .icon { width: 1.25em; height: 1.25em; color: ${token('color-primary')}; }
.new-dot { width: .5em; height: .5em; border-radius: 50%; background: ${token('color-primary')}; box-shadow: 0 0 0 3px rgba(29, 95, 191, .18); }
@container (max-width: 48em) {
  .bar { grid-template-columns: auto minmax(0, 1fr); grid-template-areas: "logo actions" "search search"; padding-inline: .75em; }
  .search { max-width: none; }
  ::slotted([slot="search"]) { margin-top: .5em; }
  .answers-slot { min-width: 3.5em; }
  .answers { padding-inline: .5em; }
  .answers-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
}
@media (prefers-reduced-motion: reduce) { .icon-button, .answers { transition: none; } }
${tooltipAnchorStyles}
${inboxMenuStyles}
${accountMenuStyles}
.narrow { display: none; }
@media ${NARROW_MEDIA} {
  .bar { display: flex; gap: .25em; padding: .375em .5em; }
  .narrow { display: inline-grid; }
  .logo { min-width: 0; overflow: hidden; margin-inline-end: auto; }
  .search, .answers-slot, .actions > :has(> [part=settings-link]), .help:not(:has([aria-expanded=true])), .account-chevron { display: none; }
  .actions { flex-wrap: nowrap; gap: .125em; }
  .account { margin: 0; padding: 0; border: 0; }
  .more > button { padding: .5em; color: ${token('color-text-muted')}; }
  .dots { stroke-width: 3; }
  .inbox { position: static; }
  .bar .panel { right: .5em; }
}
`;
