// @ts-check
// `npm run lint` (also part of `npm test`): Prettier owns the layout; ESLint checks what a
// formatter cannot — type-aware TypeScript rules, Lit templates and their accessibility.
// Every type-aware rule runs on the shipped code (src/); the tests, benchmarks and scripts get
// the rules without types plus the promise rules (an unawaited assertion passes silently).
// Their types are checked by `npm run typecheck` (a step of `npm test`); the full type-aware
// set on them cost ESLint another 1–6 s (of 26–38 s) on a 2-core machine.
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // examples/ are apps of their own, type-checked against the packed package by
  // test/build/examples.test.ts (they import `tute-table`, which only resolves there).
  { ignores: ['dist/', 'node_modules/', 'custom-elements.json', 'examples/'] },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['src/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
  },
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // node:test's describe() and test() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'test', 'it', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/ui/**/*.ts', 'test/ui/**/*.ts'],
    extends: [lit.configs['flat/recommended'], litA11y.configs.recommended],
  },
  {
    // chai's assertions are typed as thenables (chai-as-promised, chai-a11y-axe), so every
    // plain expect() would count as a floating promise.
    files: ['test/ui/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    files: ['src/**', 'test/**'],
    rules: { 'max-len': ['error', { code: 100, ignoreUrls: false }] },
  },
);
