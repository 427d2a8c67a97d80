// Lint rules: `npm run lint` (with the Prettier check), part of `npm test`. `npm run lint:fix` fixes what it can.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layer rules (ARCHITECTURE.md): data flows down, so a lower layer never imports a higher one. */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message: why })) }],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'storybook-static/**',
      'node_modules/**',
      'demo/.data/**',
      '.storybook/public/**',
      'custom-elements.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // React code: the e2e tests drive a browser and hold no React (their helpers may be named use*).
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'stories/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    ignores: ['test/e2e/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  layer(
    ['src/lib/**'],
    ['**/stores/**', '**/components/**', '**/ui/**', '**/element/**', 'react', 'react-dom', 'react-dom/*'],
    'src/lib holds framework-free services: it imports no stores, components, UI or React.',
  ),
  layer(
    ['src/stores/**'],
    ['**/components/**', '**/ui/**', '**/element/**', 'react', 'react-dom', 'react-dom/*'],
    'Stores know no components: move the shared code to the store or to src/lib.',
  ),
  layer(['src/ui/**'], ['**/components/**'], 'Shared UI primitives know no component: pass what they need as props.'),
);
