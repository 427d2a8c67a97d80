/**
 * Shadow DOM styles of `<hr-banner-stack>` itself, in its own small chunk. The banners' look
 * (banners.styles.ts) joins the shadow root with the banners' chunk. The stack is in normal flow
 * (never fixed or sticky), so a banner can never cover the focused control (WCAG 2.4.11); it is
 * left out of print.
 */
export const bannerStackStyles = `
:host { display: block; }
@media print { :host { display: none !important; } }
`;
