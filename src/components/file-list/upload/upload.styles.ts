import { token } from '../../../styles/tokens';

/** Styles of the upload part, for the shadow styles of the element that renders FileUploads. */
export const uploadStyles = `
.hr-uploads { display: grid; gap: ${token('space-2')}; min-width: 0; }
.hr-uploads-picker { display: flex; flex-wrap: wrap; align-items: center; gap: ${token('space-2')}; }
.hr-uploads-pick {
  font: inherit; padding: ${token('space-1')} ${token('space-2')}; cursor: pointer;
  color: ${token('color-primary')}; background: ${token('color-surface')}; border: 1px solid currentColor; border-radius: .25em;
}
.hr-uploads-hint { color: ${token('color-text-muted')}; }
[data-hr-drop-active] { outline: 2px dashed ${token('color-primary')}; outline-offset: 2px; }
[data-hr-drop-active] .hr-uploads-hint, .hr-uploads[data-drop-active] .hr-uploads-hint { color: ${token('color-primary')}; font-weight: 600; }
.hr-uploads-rows { list-style: none; margin: 0; padding: 0; display: grid; gap: ${token('space-1')}; }
.hr-uploads-row {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: ${token('space-1')} ${token('space-2')};
  padding: ${token('space-1')} ${token('space-2')}; border: 1px solid ${token('color-border')}; border-radius: .25em;
  background: ${token('color-surface')}; color: ${token('color-text')};
}
.hr-uploads-name { overflow-wrap: anywhere; min-width: 0; }
.hr-uploads-detail { grid-column: 1 / -1; display: flex; flex-wrap: wrap; align-items: center; gap: ${token('space-2')}; min-width: 0; }
.hr-uploads-row progress { flex: 1 1 8em; min-width: 0; max-width: 100%; }
.hr-uploads-row button {
  font: inherit; padding: 0 ${token('space-2')}; cursor: pointer; color: ${token('color-primary')};
  background: transparent; border: 1px solid currentColor; border-radius: .25em;
}
.hr-uploads-row[data-phase='failed'], .hr-uploads-row[data-phase='virus'] {
  border-color: ${token('color-danger')}; background: ${token('color-danger-surface')};
}
.hr-uploads-row[data-phase='virus'] .hr-uploads-name { text-decoration: line-through; color: ${token('color-text-muted')}; }
.hr-uploads-message { color: ${token('color-danger')}; overflow-wrap: anywhere; }
.hr-uploads-virus {
  display: inline-block; padding: 0 ${token('space-1')}; border-radius: .25em; font-weight: 600;
  color: ${token('color-primary-text')}; background: ${token('color-danger')};
}
`;
