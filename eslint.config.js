import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist', 'playwright-report', 'test-results', 'bench-results', '.cache'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.cjs', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['src/**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  // Imports point one way: config → router → pages and layout → app.
  {
    files: ['src/config/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../router/*', '../pages/*', '../layout/*', '../app/*'] }] },
  },
  {
    files: ['src/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../pages/*', '../layout/*', '../app/*'] }] },
  },
  {
    files: ['src/pages/**', 'src/layout/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../app/*'] }] },
  },
  {
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
