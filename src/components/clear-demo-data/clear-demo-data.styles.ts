/** Shadow DOM styles of `<hr-clear-demo-data>` (the dialog's own come with its chunk). */
export const clearDemoDataStyles = `
:host { display: contents; }
`;
