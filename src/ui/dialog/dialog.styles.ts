/**
 * What every `<Dialog>` shares; each element adds its own look under its own class. The dialog and
 * its backdrop fade in; `prefers-reduced-motion: reduce` shows them at once.
 */
export const dialogStyles = `
.hr-dialog[open], .hr-dialog[open]::backdrop { animation: hr-dialog-in .15s ease-out; }
@keyframes hr-dialog-in { from { opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .hr-dialog[open], .hr-dialog[open]::backdrop { animation: none; }
  .hr-dialog, .hr-dialog * { transition: none; }
}
`;
