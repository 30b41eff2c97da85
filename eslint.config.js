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

/**
 * The folders of src/, lowest first: a folder imports only from those before it (README, "The map"). The
 * inspector (src/dev/inspector) imports none of them, and only the app loads it, dynamically.
 */
const layers = ['texts', 'config', 'startup', 'router', 'reader', 'pages', 'layout', 'app'];

/** no-restricted-imports for src/: the inspector rule plus, for a folder, the imports that would point the wrong way. */
function restrictImports(wrongWay = []) {
  const patterns = wrongWay.length > 0 ? [{ group: wrongWay, message: `Imports point one way: ${layers.join(' → ')}.` }] : [];
  return { 'no-restricted-imports': ['error', { patterns: [...patterns, inspectorOnlyDynamically] }] };
}

/** A block per folder of src/: its files may not import a folder after it. */
const layerBlocks = layers.slice(0, -1).map((folder, index) => ({
  files: [`src/${folder}/**`],
  rules: restrictImports(layers.slice(index + 1).map((above) => `../${above}/**`)),
}));

/** Syntax newer than ES2017, which the start-up script may not use (it runs as written, before any polyfill). */
const newerThanES2017 = [
  { selector: 'ChainExpression', message: '?. is ES2020.' },
  { selector: "LogicalExpression[operator='??']", message: '?? is ES2020.' },
  { selector: 'CatchClause[param=null]', message: 'catch without a binding is ES2019.' },
  { selector: 'ObjectExpression > SpreadElement, ObjectPattern > RestElement', message: 'Object spread and rest are ES2018.' },
  { selector: 'ForOfStatement[await=true]', message: 'for await is ES2018.' },
];

/** Syntax newer than ES5, which the nomodule script and the address rule may not use (apart from import and export). */
const newerThanES5 = [
  ...newerThanES2017,
  'ArrowFunctionExpression',
  "VariableDeclaration[kind!='var']",
  'TemplateLiteral',
  'ClassDeclaration',
  'ClassExpression',
  'SpreadElement',
  'RestElement',
  'ObjectPattern',
  'ArrayPattern',
  'AssignmentPattern',
  'ForOfStatement',
  'Property[shorthand=true]',
  'Property[method=true]',
  'Property[computed=true]',
].map((selector) => (typeof selector === 'string' ? { selector, message: 'ES5 only: the browsers that run this have no ES2015.' } : selector));

/**
 * The build may read the shared configuration (src/config), a text's rules (src/texts) and the start-up
 * scripts' (src/startup), never the app's code: prerendering gets its entry from vite.config.ts.
 */
const buildImports = {
  group: ['**/src/app/**', '**/src/layout/**', '**/src/pages/**', '**/src/reader/**', '**/src/router/**', '**/src/dev/**'],
  message: 'The build reads src/config, src/texts and src/startup only; the app’s entry is handed in by vite.config.ts.',
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
      parserOptions: {
        // The config files, scripts/*.mjs and perf/*.mjs are plain JS outside tsconfig.json: typed through the default project.
        projectService: { allowDefaultProject: ['*.js', '*.cjs', 'scripts/*.mjs', 'perf/*.mjs'], maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 20 },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  { files: ['src/**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  // Imports point one way, up the layers. A later block's options for a rule replace an earlier one's, so
  // each block names the inspector rule too.
  { files: ['src/**'], ignores: ['src/dev/inspector/**'], rules: restrictImports() },
  ...layerBlocks,
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
  // The start-up scripts run in the browser as written (src/startup/tsconfig.json type-checks them): the
  // start-up script and what it imports (src/texts too) at ES2017 plus import(), the nomodule script and
  // the address rule (types aside) at ES5. After the block for every file, whose rule options these replace.
  {
    files: ['src/startup/*.js', 'src/startup/address-rule.ts', 'src/startup/text-size.ts', 'src/startup/dated-mark.ts', 'src/texts/*.ts'],
    languageOptions: { ecmaVersion: 2020, sourceType: 'module', globals: globals.browser },
    rules: {
      'no-restricted-syntax': ['error', ...newerThanES2017],
      // A catch binding is required before ES2019, so it may go unused.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      // JSDoc casts (`/** @type {T} */ (value)`) type a value for tsc, but this rule does not see them.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  { files: ['src/startup/nomodule.js', 'src/startup/address-rule.ts'], rules: { 'no-restricted-syntax': ['error', ...newerThanES5], 'no-var': 'off' } },
);
