// Lint rules, including the import boundaries of docs/design.md:
// contract imports no app; server and web never import each other;
// in the web app, lib <- components <- features <- app, and no feature imports another;
// on the server, shared mechanisms <- features <- route areas and app.ts, and no feature imports another.
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverLayers from './eslint-server-layers.js';

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs.readdirSync('apps/web/src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const restrict = (...groups) => ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }];

const serverOnly = ['fastify', 'fastify-plugin', '@fastify/*', 'kysely', 'kysely/*', 'pg', '@electric-sql/*', 'node:*'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Buddhist years and Thai month names come from @coop/thai-format only, so no file keeps its own copy
    ignores: ['packages/thai-format/src/thai-date.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=543]', message: 'Use buddhistYear() from @coop/thai-format.' },
        {
          selector: "ArrayExpression > Literal[value=/^(มกราคม|ม\\.ค\\.)$/]",
          message: 'Use THAI_MONTHS_LONG / THAI_MONTHS_SHORT from @coop/thai-format.',
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [['@coop/server', '@coop/web', '**/apps/**'], 'The contract is shared: it imports no app.'],
        [serverOnly, 'The contract runs in the browser too: no server packages.'],
      ),
    },
  },
  {
    files: ['packages/thai-format/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [['@coop/server', '@coop/web', '**/apps/**'], 'Thai formatting is shared: it imports no app.'],
        [serverOnly, 'Thai formatting runs in the browser too: no server packages.'],
      ),
    },
  },
  {
    files: ['packages/password-policy/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [['@coop/server', '@coop/web', '**/apps/**'], 'The password policy is shared: it imports no app.'],
        [serverOnly, 'The password policy runs in the browser too: no server packages.'],
      ),
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './test-data' (or './accessibility'): every test ends with an axe-core check." }],
        },
      ],
    },
  },
  {
    files: ['packages/error-reporting/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [['@coop/server', '@coop/web', '**/apps/**'], 'Error reporting is shared: it imports no app.'],
        [serverOnly, 'The scrubber runs in the browser too: no server packages.'],
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([['@coop/web', '**/apps/web/**', 'react', 'react-*'], 'The server never imports the web app.']),
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: serverLayers },
    rules: { 'server/layers': 'error' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // the service worker's text; the build puts VERSION, ASSETS and PRECACHE above it
    files: ['apps/web/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker, VERSION: 'readonly', ASSETS: 'readonly', PRECACHE: 'readonly' }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // the app asks in its own dialogs (components/ui: ConfirmButton, the alert host), in Thai and in its look
      'no-restricted-globals': ['error', { name: 'confirm', message: 'Use ConfirmButton from components/ui.' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'confirm', message: 'Use ConfirmButton from components/ui.' }],
      'no-restricted-imports': restrict(
        [['@coop/server', '**/apps/server/**', ...serverOnly], 'The web app talks to the server only over HTTP, through the contract.'],
      ),
    },
  },
  {
    // build tooling runs in Node, not in the browser
    files: ['apps/web/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [['@/features/*', '@/app/*', '**/features/**', '**/app/**'], 'Shared code never imports features or routes.'],
        [['@coop/server', '**/apps/server/**', ...serverOnly], 'The web app talks to the server only over HTTP.'],
      ),
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        [
          webFeatures.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
          'Features never import each other: compose them in app/ routes.',
        ],
        [['@/app/*', '../../*'], 'Features never import routes; reach shared code through the @/ alias.'],
        [['@coop/server', '**/apps/server/**', ...serverOnly], 'The web app talks to the server only over HTTP.'],
      ),
    },
  })),
);
