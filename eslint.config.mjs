// One lint configuration for every package. Module boundaries (ARCHITECTURE.md): contracts imports nothing of ours,
// projections only contracts, frontend only contracts, and no package imports an application.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  { files: ['contracts/**/*.ts'], rules: noImport(['@gc/*', '@nestjs/*', 'kysely', 'pg', 'react'], 'contracts depends on nothing of ours') },
  { files: ['projections/**/*.ts'], rules: noImport(['@gc/backend', '@gc/frontend', '@nestjs/*'], 'projections may import contracts only') },
  { files: ['frontend/**/*.{ts,tsx}'], rules: noImport(['@gc/backend', '@gc/projections', '@nestjs/*', 'kysely', 'pg'], 'the frontend imports contracts only') },
  {
    files: ['backend/src/**/domain/**/*.ts'],
    rules: noImport(['**/infrastructure/**', '@nestjs/*', 'kysely', 'pg', 'bullmq', 'ioredis'], 'domain code is pure'),
  },
);
