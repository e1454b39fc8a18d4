// One lint configuration for every package. Module boundaries (ARCHITECTURE.md): contracts imports nothing of ours,
// projections only contracts, frontend only contracts, and no package imports an application.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

// Frontend layers (docs/architecture.md, Frontend): app/ composes features and shared/; a feature imports shared/
// and contracts, never another feature nor app/; shared/ imports neither (shared/testing may use app/'s store and
// theme to render as the app does). Feature folders are read from disk, so a new feature is covered at once.
const FRONTEND = 'frontend/src';
const folders = (dir) =>
  readdirSync(new URL(`${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const frontendZones = [
  ...folders(`${FRONTEND}/features`).map((feature) => ({
    target: `${FRONTEND}/features/${feature}`,
    from: `${FRONTEND}/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in app/, or move what both need to shared/.',
  })),
  {
    target: `${FRONTEND}/features`,
    from: `${FRONTEND}/app`,
    message: 'Features never import app/: app/ composes the features, not the other way round.',
  },
  {
    target: folders(`${FRONTEND}/shared`)
      .filter((folder) => folder !== 'testing')
      .map((folder) => `${FRONTEND}/shared/${folder}`),
    from: [`${FRONTEND}/features`, `${FRONTEND}/app`],
    message: 'Shared/ imports neither features nor app/.',
  },
  {
    target: `${FRONTEND}/shared/testing`,
    from: `${FRONTEND}/features`,
    message: 'Shared/ imports neither features nor app/.',
  },
];

// Backend modules (docs/architecture.md, "Modules"): a module is used from outside only through its index.ts; its
// files are its own. Module folders are read from disk, so a new module is covered at once.
const BACKEND = 'backend/src';
const backendModules = folders(`${BACKEND}/modules`);
const moduleInternals = (own) => ({
  regex: `(^|/)(${backendModules.filter((m) => m !== own).join('|')})/.+`,
  message: "Import another backend module through its public index.ts (e.g. '../../identity'), never its files.",
});
const pureDomain = ['**/infrastructure/**', '@nestjs/*', 'kysely', 'pg', 'bullmq', 'ioredis'].map((group) => ({
  group: [group],
  message: 'domain code is pure',
}));
const backendBoundaries = [
  {
    files: [`${BACKEND}/**/*.ts`],
    ignores: [`${BACKEND}/modules/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals(null)] }] },
  },
  ...backendModules.flatMap((own) => [
    {
      files: [`${BACKEND}/modules/${own}/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals(own)] }] },
    },
    {
      files: [`${BACKEND}/modules/${own}/**/domain/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals(own), ...pureDomain] }] },
    },
  ]),
];

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
  {
    files: ['contracts/**/*.ts'],
    rules: noImport(['@gc/*', '@nestjs/*', 'kysely', 'pg', 'react'], 'contracts depends on nothing of ours'),
  },
  {
    files: ['projections/**/*.ts'],
    rules: noImport(['@gc/backend', '@gc/frontend', '@nestjs/*'], 'projections may import contracts only'),
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    rules: noImport(
      ['@gc/backend', '@gc/projections', '@nestjs/*', 'kysely', 'pg'],
      'the frontend imports contracts only',
    ),
  },
  {
    files: [`${FRONTEND}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    // The rule compares resolved files: TypeScript sources resolve by their extensions.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: frontendZones },
      ],
    },
  },
  ...backendBoundaries,
);
