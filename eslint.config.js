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

/**
 * The build may read the shared configuration (src/config), never the app's code: prerendering gets its
 * entry from vite.config.ts.
 */
const buildImports = {
  group: ['**/src/app/**', '**/src/layout/**', '**/src/pages/**', '**/src/router/**', '**/src/dev/**'],
  message: 'The build reads src/config only; the app’s entry is handed in by vite.config.ts.',
};

/**
 * e2e/ and engines/ test the product from outside: they may read the route table and the site's facts
 * (src/config/routes, src/config/site) and use e2e/support, never the app's code, the build's internals or
 * the unit tests. `srcAllowed` names the files under src/ a block allows.
 */
const outsideImports = (srcAllowed = 'config/(routes|site)') => ({
  regex: `(^|/)(src/(?!(${srcAllowed})(\\.ts)?$)|vite-plugins/|test/)`,
  message: 'Tests in e2e/ and engines/ see the product from outside: import src/config/routes or site, and e2e/support, only.',
});

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
  // Beyond src/: the build, and the checks that drive a browser. test/ may import anything.
  { files: ['vite-plugins/**'], rules: { 'no-restricted-imports': ['error', { patterns: [buildImports] }] } },
  { files: ['e2e/**', 'engines/**'], rules: { 'no-restricted-imports': ['error', { patterns: [outsideImports()] }] } },
  // The model-based test walks the real routes machine, so that its paths follow the machine.
  {
    files: ['e2e/moving-around-model.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outsideImports('config/(routes|site)|router/routes-machine')] }] },
  },
  {
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
