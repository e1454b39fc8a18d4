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

// Frontend layers (docs/architecture.md, Frontend), top to bottom: app/, features/, domain/, shared/. A layer imports
// only the layers below it: app/ composes features; a feature imports domain/, shared/ and contracts, never another
// feature nor app/; domain/ (the UI and calls of reflections, mentor, teams that several features share) imports
// shared/ only; shared/ imports none of them (shared/testing may use app/'s store and theme to render as the app
// does). Feature folders are read from disk, so a new feature is covered at once.
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
    message: 'Features never import each other: compose them in app/, or move what both need to domain/ or shared/.',
  })),
  {
    target: `${FRONTEND}/features`,
    from: `${FRONTEND}/app`,
    message: 'Features never import app/: app/ composes the features, not the other way round.',
  },
  {
    target: `${FRONTEND}/domain`,
    from: [`${FRONTEND}/features`, `${FRONTEND}/app`],
    message: 'Domain/ imports neither features nor app/: it is what several features share.',
  },
  {
    target: folders(`${FRONTEND}/shared`)
      .filter((folder) => folder !== 'testing')
      .map((folder) => `${FRONTEND}/shared/${folder}`),
    from: [`${FRONTEND}/features`, `${FRONTEND}/domain`, `${FRONTEND}/app`],
    message: 'Shared/ imports neither domain/, features nor app/.',
  },
  {
    target: `${FRONTEND}/shared/testing`,
    from: [`${FRONTEND}/features`, `${FRONTEND}/domain`],
    message: 'Shared/ imports neither domain/, features nor app/.',
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

// Backend layers (docs/architecture.md, "Layers"), bottom up: shared/ and config/, infrastructure/, http/, modules/,
// workers/, cli/ and dev/, then the entry files (main.ts, worker.ts, app.module.ts, create-app.ts). A file imports
// its own layer or lower ones, never a higher one; what several layers need goes down to shared/. Specs and
// test-support may reach up (a spec of shared/ runs on the Postgres event store).
const backendLayers = [
  ['shared', 'config'],
  ['infrastructure'],
  ['http'],
  ['modules'],
  ['workers'],
  ['cli', 'dev'],
  readdirSync(new URL(`${BACKEND}/`, import.meta.url)).filter((name) => name.endsWith('.ts')),
].map((names) => names.map((name) => `${BACKEND}/${name}`));
const backendLayerZones = backendLayers.slice(0, -1).map((layer, index) => ({
  target: layer,
  from: backendLayers.slice(index + 1).flat(),
  message: `${layer.join(' and ')} never import a layer above them: move what both need down (to shared/), or pass it in from above.`,
}));

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
  {
    files: [`${BACKEND}/**/*.ts`],
    ignores: ['**/*.spec.ts', '**/test-support/**'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: backendLayerZones },
      ],
    },
  },
);
