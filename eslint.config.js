import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One zone per web feature, as bulletproof-react does: a feature may not import another.
const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'A feature must not reach into another feature; move the shared piece up.',
  }));

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', '.tmp', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['public/push-sw.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X } from 'm'` still loads m: a screen that only names a schema's type
      // downloaded zod and built every schema of the module (decision 077).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/server', message: 'shared has no I/O: it imports neither side.' },
            { target: './src/shared', from: './src/web', message: 'shared has no I/O: it imports neither side.' },
            { target: './src/web', from: './src/server', message: 'The browser talks to the server only through the API.' },
            { target: './src/server', from: './src/web', message: 'The server does not import browser code.' },
            ...webFeatures,
          ],
        },
      ],
    },
  },
  {
    // React would hoist a second <title> beside the page's own: screens name themselves with PageTitle.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/components/page-title.tsx', 'src/web/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXOpeningElement[name.name='title']", message: 'Use <PageTitle> (components/page-title.tsx).' },
      ],
    },
  },
);
