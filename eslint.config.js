// One lint configuration for the whole repository (back end, worker, admin, tests).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // A promise nobody awaits loses its error: in a payment or send path that is a lost message.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // common/ is what the modules build on: it may know nothing of them, or every file that
    // imports common/ is tied to every module (scripts/check-cycles.mjs finds the circles).
    files: ['backend/src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/modules'],
              message:
                'common/ imports nothing from modules/: move the shared piece down into common/, or the dependent piece up into its module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The worker uses a backend module only through its index.ts, the module's public face, so
    // that a module can rearrange its files without breaking another process.
    files: ['workers/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backend/src/modules/*/**', '!**/backend/src/modules/*/index.js'],
              message:
                'Import a backend module through its index.ts (backend/src/modules/<name>/index.js); export what the worker needs there.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every job is queued through Jobs (backend/src/queue/jobs.ts), which owns its queue, id and
    // options: a second caller queuing the same work differently is how one send went out twice.
    files: ['backend/src/**/*.ts', 'workers/src/**/*.ts'],
    ignores: ['backend/src/queue/jobs.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(add|addBulk|getRepeatableJobs|removeRepeatableByKey)$/][callee.object.property.name=/[qQ]ueue$/]',
          message: 'Queue jobs through Jobs (backend/src/queue/jobs.ts): enqueue, enqueueMany, repeat.',
        },
      ],
    },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
