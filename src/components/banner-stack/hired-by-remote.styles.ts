import { token } from '../../styles/tokens';

/**
 * The hired-by-remote banner's look, with its chunk: the banner frame of banners.styles.ts (which
 * loads with the stack's banners, not here) for the one banner this variant shows.
 */
export const hiredByRemoteStyles = `
:host { color: ${token('color-text')}; line-height: 1.4; }
.banner {
  display: flex; flex-wrap: wrap; align-items: center; gap: ${token('space-1')} 1em; min-height: 3em;
  padding: .5em 1em; border-left: 4px solid ${token('color-primary')}; background: #eef4fc; font-size: .9375em;
}
.banner[hidden], .text[hidden] { display: none; }
.text { flex: 1 1 16em; min-width: 0; overflow-wrap: anywhere; }
a { color: ${token('color-primary')}; font-weight: 600; text-underline-offset: .15em; }
`;
