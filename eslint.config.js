// Architecture rules (docs/architecture.md), not style: TypeScript checks the code itself.
import tseslint from 'typescript-eslint';

const rowLocks = {
  selector: "CallExpression[callee.property.name=/^(forUpdate|skipLocked)$/][callee.object.name!='dialect']",
  message: 'Row locks differ per engine: use dialect.forUpdate / dialect.forUpdateSkipLocked.',
};

const engineSpecific = {
  // Raw SQL and row locks are engine-specific: they live in src/db/ (dialect.ts, migrations).
  'no-restricted-imports': ['error', { paths: [{ name: 'kysely', importNames: ['sql'], message: 'Raw SQL belongs in src/db/ (a dialect helper).' }] }],
  'no-restricted-syntax': ['error', rowLocks],
};

// The dashboard is a client of the admin API: the server's rules reach it only through src/rules.ts, imported by
// packages/admin/src/server-rules.ts alone (docs/architecture.md, "The dashboard").
const serverModules = { regex: '(^|/)src/modules(/|$)', message: 'The dashboard imports no server module: go through packages/admin/src/server-rules.ts.' };
const serverRules = { regex: '(^|/)src/rules(\\.[jt]s)?$', message: 'Only packages/admin/src/server-rules.ts imports src/rules.ts: import from there.' };

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'dist/', '.test-build/', 'packages/*/dist/', 'test-output/'] },
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
    plugins: { '@typescript-eslint': tseslint.plugin },
  },
  { files: ['src/**/*.ts'], ignores: ['src/db/**'], rules: engineSpecific },
  {
    files: ['src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', importNames: ['sql'], message: 'Raw SQL belongs in src/db/ (a dialect helper).' }],
          patterns: [{ group: ['fastify', '@fastify/*', '**/http/**'], message: 'Domain modules know nothing of HTTP.' }],
        },
      ],
    },
  },
  {
    files: ['src/modules/**/*.service.ts'],
    rules: {
      // Flat config replaces a rule's options per file, so the row-lock check is repeated here.
      'no-restricted-syntax': [
        'error',
        rowLocks,
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'Services call repositories: queries belong in a *.repository.ts.',
        },
      ],
    },
  },
  {
    files: ['src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '!./*'], message: 'Migrations are frozen: they import only kysely, ./columns.js and earlier migrations.' }] }],
    },
  },
  {
    files: ['packages/admin/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    rules: { 'no-restricted-imports': ['error', { patterns: [serverModules, serverRules] }] },
  },
  {
    files: ['packages/admin/src/server-rules.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverModules] }] },
  },
);
