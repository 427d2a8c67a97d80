/** Shadow DOM styles of `<hr-benchmarking-prompt>` (the dialog's own come with its chunk). */
export const benchmarkingPromptStyles = `
:host { display: contents; }
`;
