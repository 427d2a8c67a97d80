import { token } from '../../styles/tokens';

/** Light DOM: every rule is scoped by the tag. */
export const addressFieldsStyles = `
hr-address-fields { display: block; }
hr-address-fields .hr-address-fields__error:not(:empty) {
  display: block; margin-block-start: ${token('space-2')}; padding: .125em .4em; width: fit-content;
  border-radius: ${token('radius')}; font-size: .875em;
  color: ${token('color-danger')}; background: ${token('color-danger-surface')};
}
hr-address-fields select[aria-busy="true"] { cursor: progress; }
`;
