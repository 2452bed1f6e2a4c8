// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'data/**',
      'api/migrations/**',
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
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              message: "Import antd components from '@refnet/shared-ui' (the one door to antd).",
            },
            { name: '@ant-design/icons', message: "Import icons from '@refnet/shared-ui'." },
          ],
        },
      ],
    },
  },
  {
    // shared-ui is the one door to antd.
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    // Scripts that drive a browser pass functions to page.evaluate, which run in the page.
    files: ['scripts/size.mjs', 'e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
