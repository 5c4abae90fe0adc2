import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Relative imports may not climb out of a folder: cross-folder imports go through '@/'. */
const climbing = { group: ['../../*'], message: "Import across folders through '@/…'." };
const reactReduxIo = [
  'react',
  'react-*',
  'react/*',
  '@reduxjs/*',
  'redux',
  'redux-*',
  'axios',
  'msw',
  'msw/*',
  '@/*',
  '@mocks/*',
];

export default tseslint.config(
  { ignores: ['dist', 'dist-api', 'node_modules', 'public/mockServiceWorker.js', 'coverage', 'tests/e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbing] }] },
  },
  {
    // No module of the app reaches itself again through its imports (a cycle breaks load order
    // and lazy loading). Type-only imports are left out: they vanish from the build.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // src/domain is plain TypeScript both backends share: no React, Redux, axios, MSW.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            { group: reactReduxIo, message: 'src/domain imports nothing but zod and itself.' },
          ],
        },
      ],
    },
  },
  {
    // shared is the bottom layer: it knows no feature and no app wiring.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            { group: ['@/features/*', '@/app/*', '@mocks/*', '@server/*'], message: 'shared/ may not import features or app.' },
          ],
        },
      ],
    },
  },
  {
    // The backend's core runs in a browser worker and in Node: it imports the domain, the
    // contract, its own files, hono and zod; no UI, no MSW, no storage adapter, no Node-only API.
    files: ['server/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@reduxjs/*', 'redux', 'redux-*', 'axios', 'msw', 'msw/*'],
              message: 'server/core is the backend: no UI library, no MSW.',
            },
            {
              group: ['@/*', '!@/domain', '!@/domain/*', '!@/contract', '!@/contract/*'],
              message: 'server/core imports only src/domain and src/contract of the app.',
            },
            { group: ['@mocks/*', '**/mocks/*'], message: 'Storage adapters plug into server/core through its ports.' },
            { group: ['node:*', 'fs', 'path', 'os', 'child_process'], message: 'server/core also runs in a browser worker.' },
          ],
        },
      ],
    },
  },
  {
    // The memory adapter runs where the core runs (a browser worker, Node): the core, the
    // domain and the contract only; no UI, no MSW, no fake-mode wiring, no Node-only API.
    files: ['server/memory/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', '@reduxjs/*', 'redux', 'redux-*', 'axios', 'msw', 'msw/*'], message: 'server/memory is storage: no UI library, no MSW.' },
            { group: ['@/*', '!@/domain', '!@/domain/*', '!@/contract', '!@/contract/*'], message: 'server/memory imports only src/domain and src/contract of the app.' },
            { group: ['@mocks/*', '**/mocks/*'], message: 'The fake mode plugs the memory adapter in, not the reverse.' },
            { group: ['node:*', 'fs', 'path', 'os', 'child_process'], message: 'server/memory also runs in a browser worker.' },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    // A feature uses another only through its index.
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            {
              group: ['@/features/*/*', `!@/features/${feature}/*`],
              message: "Use the other feature's public index ('@/features/name').",
            },
            { group: ['@mocks/*'], message: 'The app reaches the fake backend only over HTTP.' },
            {
              group: ['@/app/*', '!@/app/hooks'],
              message: "A feature uses the app's wiring only through its typed hooks ('@/app/hooks'); the app composes the features.",
            },
          ],
        },
      ],
    },
  })),
);
