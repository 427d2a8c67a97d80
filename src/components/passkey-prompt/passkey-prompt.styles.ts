/**
 * The element's own sheet: it takes no room. The dialog's styles come with its lazy chunk
 * (passkey-dialog.styles.ts), so a page whose user will not see the modal never downloads them.
 */
export const passkeyPromptStyles = `
:host { display: contents; }
`;
