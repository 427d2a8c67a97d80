/** Shadow DOM styles of `<hr-support-request>` itself: it takes no room; the dialog brings its own sheet. */
export const supportRequestStyles = `
:host { display: contents; }
`;
