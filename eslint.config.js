// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'e2e/.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The contracts' schemas are zod: the web takes their types only, and its run-time values (API paths)
      // from the zod-free entry, so that zod stays out of the web bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@registry/contracts',
              allowTypeImports: true,
              message: "Types only in the web; API paths come from '@registry/contracts/paths'.",
            },
          ],
        },
      ],
    },
  },
  {
    // SQL only in repositories (DESIGN §1, §3 "Boundaries"): a feature module runs statements only from its
    // *.repository.ts files; its services, routes and definitions build on them (definitions may write SQL
    // fragments, a column's expression, that the engines' repositories run). Transactions go through the
    // unit of work (AppDeps.transaction), which hands their jobs to the workers once they commit.
    files: ['apps/server/src/modules/**/*.{ts,tsx}'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(execute|executeTakeFirst|executeTakeFirstOrThrow|executeQuery|stream|transaction|selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message:
            'SQL only in repositories: run statements from a *.repository.ts file, and open transactions with AppDeps.transaction.',
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'pg', message: 'SQL only in repositories: the pg driver is a repository’s.' },
            { name: 'pg-copy-streams', message: 'SQL only in repositories: COPY is a repository’s.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
);
