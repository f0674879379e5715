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
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable' } },
  },
  {
    files: ['tests/**', 'model-tests/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...focusedOrSkipped] },
  },
);
