import { token } from '../../styles/tokens';

/** The banners' look, adopted into the stack's shadow root when the banners' chunk first renders. */
export const bannersStyles = `
:host { color: ${token('color-text')}; line-height: 1.4; }
.stack:focus { outline: none; }
.slot + .slot { border-top: 1px solid rgba(31, 41, 51, .08); }
.banner {
  display: flex; flex-wrap: wrap; align-items: center; gap: ${token('space-1')} 1em; min-height: 3em;
  padding: .5em 1em; border-left: 4px solid ${token('color-primary')}; background: #eef4fc; font-size: .9375em;
}
.banner.warning { border-left-color: #b54708; background: #fffaeb; }
.banner.error { border-left-color: ${token('color-danger')}; background: ${token('color-danger-surface')}; color: #7a271a; }
.banner[hidden] { display: none; }
.text { flex: 1 1 16em; min-width: 0; overflow-wrap: anywhere; }
.label { font-weight: 600; }
.dismiss-error { display: block; margin-top: .25em; color: ${token('color-danger')}; font-weight: 500; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: .25em 1em; }
a, .link-button { color: ${token('color-primary')}; font-weight: 600; text-underline-offset: .15em; }
.banner.error a { color: inherit; }
[role='region'] { padding-bottom: 1em; }
.link-button, .icon-button {
  min-height: 24px; padding: 0; border: 0; background: none; font: inherit; font-weight: 600; cursor: pointer;
  text-decoration: underline;
}
.icon-button {
  display: inline-grid; place-items: center; width: 2em; height: 2em; border-radius: 50%; color: ${token('color-text-muted')};
}
.icon-button:hover { background: rgba(31, 41, 51, .08); }
.icon { width: 1.25em; height: 1.25em; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
.photo {
  width: 1.75em; height: 1.75em; margin-right: .5em; border-radius: 50%; object-fit: cover; vertical-align: middle;
  background: #dbe4f0; fill: none; stroke: ${token('color-text-muted')}; stroke-width: 1.5;
}
.sales { white-space: normal; }
.progress-text { color: ${token('color-text-muted')}; }
.progress { display: block; width: min(16em, 100%); height: .375em; margin-top: .375em; accent-color: ${token('color-primary')}; }
.pending { background: #eef4fc; }
`;
