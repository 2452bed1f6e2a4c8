// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED_PROCESS = 'API test files share a process with other files';
const SHARED_PROCESS_RULES = [
  {
    selector:
      "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
    message: `${SHARED_PROCESS}: pass settings to the app instead of setting process.env.`,
  },
  {
    selector: "UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process']",
    message: `${SHARED_PROCESS}: pass settings to the app instead of deleting from process.env.`,
  },
  {
    selector: "CallExpression[callee.object.name='process'][callee.property.name=/^(on|once|addListener)$/]",
    message: `${SHARED_PROCESS}: do not listen on process events.`,
  },
  {
    selector: "CallExpression[callee.object.name='mock']",
    message: `${SHARED_PROCESS}: use the test context's t.mock (undone after the test), not node:test's global mock.`,
  },
];

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
            {
              name: '@tanstack/react-query',
              message: "Use '@refnet/shared-ui/data' (the page's one cache of server state).",
            },
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
    // API test files share a process a few at a time (api/scripts/test-shards.mjs): none changes the process.
    files: ['api/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SHARED_PROCESS_RULES],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
