import { token } from '../../styles/tokens';

/** Shadow DOM styles of `<hr-employee-history>`: the trigger only (the modal's come with its chunk). */
export const employeeHistoryStyles = `
:host { display: inline-block; }
:host(:not([label])) { display: contents; }
.history-trigger {
  min-block-size: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-primary')}; border-radius: .5em;
  background: transparent; color: ${token('color-primary')}; font: inherit; font-weight: 500; cursor: pointer;
}
.history-trigger:hover { background: rgba(29, 95, 191, .08); }
.history-trigger:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
`;
