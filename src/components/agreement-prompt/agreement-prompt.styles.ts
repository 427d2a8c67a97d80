import { token } from '../../styles/tokens';

/** Shadow DOM styles of `<hr-agreement-prompt>`. */
export const agreementPromptStyles = `
:host { display: inline-block; }
[part~='button'] {
  font: inherit; padding: ${token('space-1')} ${token('space-2')}; cursor: pointer;
  color: ${token('color-primary')}; background: transparent; border: 1px solid currentColor; border-radius: .25em;
}
[part~='button']:disabled { cursor: default; opacity: .6; }
`;
