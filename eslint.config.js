import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The XState inspector is development-only: only a dynamic import() behind import.meta.env.DEV may load it. */
const inspectorOnlyDynamically = {
  group: ['**/dev/inspector', '**/dev/inspector/**'],
  message: 'The XState inspector must never ship: load it with import() behind import.meta.env.DEV, as src/app/main.tsx does.',
};

/** no-restricted-imports for src/: the inspector rule plus, per layer, the imports that would point the wrong way. */
function restrictImports(wrongWay = []) {
  const patterns = wrongWay.length > 0 ? [{ group: wrongWay, message: 'Imports point one way: config → router → pages and layout → app.' }] : [];
  return { 'no-restricted-imports': ['error', { patterns: [...patterns, inspectorOnlyDynamically] }] };
}

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
  // Imports point one way: config → router → pages and layout → app. A later block's options for a
  // rule replace an earlier one's, so each block names the inspector rule too.
  { files: ['src/**'], ignores: ['src/dev/inspector/**'], rules: restrictImports() },
  { files: ['src/config/**'], rules: restrictImports(['../router/*', '../pages/*', '../layout/*', '../app/*']) },
  { files: ['src/router/**'], rules: restrictImports(['../pages/*', '../layout/*', '../app/*']) },
  { files: ['src/pages/**', 'src/layout/**'], rules: restrictImports(['../app/*']) },
  {
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
