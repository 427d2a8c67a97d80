/**
 * Shadow DOM styles of `<hr-employee-snapshot>` itself: it takes no room in the page. The dialog's
 * look (snapshot-dialog.styles.ts) comes with the dialog's chunk on first open.
 */
export const employeeSnapshotStyles = `
:host { display: contents; }
`;
