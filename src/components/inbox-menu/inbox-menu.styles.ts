import { token } from '../../styles/tokens';

/** The button's badge: in the header's first render. */
export const inboxMenuStyles = `
.inbox { position: relative; }
.badge {
  position: absolute; top: 0; right: -.25em; min-width: 1.5em; height: 1.5em; padding: 0 .375em;
  border-radius: .75em; background: ${token('color-danger')}; color: #fff;
  font-size: .6875em; font-weight: 700; line-height: 1.5em; text-align: center; font-variant-numeric: tabular-nums;
  box-shadow: 0 0 0 2px var(--hr-header-background, ${token('color-surface')});
}
`;

/** The dropdown: adopted by the panel's chunk (inbox-panel.tsx) when it first renders. */
export const inboxPanelStyles = `
.panel {
  position: absolute; z-index: 30; top: calc(100% + .5em); right: -.5em;
  width: max-content; min-width: 17em; max-width: min(24em, calc(100vw - 1em)); max-height: min(32em, 75vh); overflow: auto;
  padding: .375em; border: 1px solid var(--hr-header-border, #dfe3e8); border-radius: .625em;
  background: ${token('color-surface')}; color: ${token('color-text')};
  box-shadow: 0 12px 32px -8px rgba(15, 23, 42, .28), 0 2px 6px rgba(15, 23, 42, .08);
}
.list { list-style: none; margin: 0; padding: 0; }
.list + .list { margin-top: .375em; padding-top: .375em; border-top: 1px solid var(--hr-header-border, #dfe3e8); }
.item {
  display: flex; align-items: center; justify-content: space-between; gap: 1em; min-height: 2.5em;
  padding: .375em .75em; border-radius: .375em; color: inherit; text-decoration: none; overflow-wrap: anywhere;
}
a.item:hover { background: var(--hr-header-hover, #f1f4f8); }
a.item:hover .item-label { text-decoration: underline; text-underline-offset: .2em; }
a.item:focus-visible { outline-offset: -2px; }
.count {
  flex: none; min-width: 1.75em; padding: .125em .5em; border-radius: 1em; text-align: center;
  background: var(--hr-header-count-background, #e8eef7); color: ${token('color-text')};
  font-size: .8125em; font-weight: 600; font-variant-numeric: tabular-nums;
}
.panel-status { margin: 0; padding: .75em; color: ${token('color-text-muted')}; }
.error { margin: 0 0 .75em; color: ${token('color-danger')}; }
.retry {
  min-height: 2em; padding: .25em .875em; cursor: pointer; border-radius: ${token('radius')};
  border: 1px solid ${token('color-primary')}; background: ${token('color-surface')}; color: ${token('color-primary')}; font-weight: 600;
}
.retry:hover { background: var(--hr-header-hover, #f1f4f8); }
`;
