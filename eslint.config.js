import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ioAndUi = [
  'react',
  'react-dom',
  'react/*',
  'hono',
  'hono/*',
  '@hono/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'ky',
  'pg',
  '@electric-sql/*',
  '@tanstack/*',
  '@xstate/react',
];

const focusedOrSkipped = ['it', 'test', 'describe'].flatMap((fn) =>
  ['only', 'skip'].map((modifier) => ({
    selector: `CallExpression[callee.object.name='${fn}'][callee.property.name='${modifier}']`,
    message: `${fn}.${modifier} must not be committed.`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'styled-system',
      'node_modules',
      '.data',
      'src/server/db/migrations',
      'test-results',
      'e2e-artifacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ioAndUi,
              message: 'src/domain and machines/ stay pure: no UI or I/O imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers of DESIGN.md §2: the contract in src/api is shared by client and server, so it
    // names no I/O; the front end reaches the server only through that contract, over HTTP.
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ioAndUi, message: 'src/api is the shared contract: no UI or I/O imports.' },
            {
              group: ['**/server/**', '**/app/**'],
              message: 'src/api must not import the server or the front end.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                'hono',
                'hono/*',
                'drizzle-orm',
                'drizzle-orm/*',
                '@electric-sql/*',
                'pg',
              ],
              message: 'The front end reaches the server through src/api and HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', 'react', 'react-dom', 'react/*', '@tanstack/*', '@xstate/react'],
              message: 'The server does not import the front end.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable' } },
  },
  {
    files: ['tests/**', 'model-tests/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...focusedOrSkipped] },
  },
);
