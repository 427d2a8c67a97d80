/** Shadow DOM styles of `<hr-agreement-prompt>` (the dialog's own come with its chunk). */
export const agreementPromptStyles = `
:host { display: contents; }
`;
