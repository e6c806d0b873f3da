// ESLint for the backend: the recommended JavaScript and TypeScript rules, a few type-aware ones that catch
// real bugs in Nest code (unawaited promises), and nothing that Prettier (the formatter) decides.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', '*.config.js', '*.config.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts'],
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Ids are checked where they enter: route ids by the uuidParameter pipe, body ids by requireUuid.
    files: ['src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['isUUID'],
              message: 'Check a route id with uuidParameter, a body id with requireUuid (common/http/uuid-parameter).',
            },
          ],
        },
      ],
    },
  },
);
