// One lint config for the monorepo. Import boundaries (docs/conventions.md §8) are enforced here.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import dockside from './eslint-rules/api-module-faces.mjs';

/** What no PWA file imports but the ui wrappers; a later block that restricts more repeats these (a rule's options replace). */
const PWA_IMPORT_PATTERNS = [
  { group: ['@ark-ui/*'], message: 'Use the wrappers in pwa/src/components/ui.' },
  { group: ['@dockside/shared/src/*'], message: 'Import a domain entry point: @dockside/shared/<domain>.' },
];

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      '**/dist/**',
      '**/node_modules/**',
      'pwa/styled-system/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      '.nx/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dockside/shared/src/*', '@dockside/shared/dist/*'],
              message: 'Import a domain entry point: @dockside/shared/<domain>.',
            },
          ],
        },
      ],
    },
  },
  {
    // Nest's DI reads constructor parameter types at run time: a type-only import would erase them.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // API modules meet only through their public faces; the cycle check applies the same rule (docs/conventions.md §19).
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { dockside },
    rules: { 'dockside/api-module-faces': 'error' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dockside/*', '@nestjs/*', 'react', 'react-*'],
              message: 'shared imports nothing else of ours (docs/architecture.md §2).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Only the ui wrappers may import Ark UI; features never import each other (docs/conventions.md §8–§9).
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/components/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: PWA_IMPORT_PATTERNS,
        },
      ],
    },
  },
  {
    // lib/ is the app's toolbox: it knows no feature and not the app. Features plug into it (the sync registry,
    // lib/sync/operations.ts and pull-collections.ts) and app/ wires them at start. Specs may borrow a feature's
    // test factory.
    files: ['pwa/src/lib/**/*.{ts,tsx}'],
    ignores: ['pwa/src/lib/**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...PWA_IMPORT_PATTERNS,
            {
              group: ['@/features/*', '@/app/*', '../features/*', '../../features/*', '../app/*', '../../app/*'],
              message:
                'lib/ imports no feature and not the app: a feature registers with lib (e.g. features/<domain>/sync), app/ wires it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@ark-ui/*'], message: 'Use the wrappers in pwa/src/components/ui.' },
            {
              group: ['@/features/*', '@/app/*', '../../*'],
              message: 'Features do not import each other or the app (the app composes them); use @/lib and @/components.',
            },
          ],
        },
      ],
    },
  },
);
