// Entry of `npm run bench` (which builds every package first: the benches import compiled code from */dist).
// Each bench module exports `async function run({ databaseUrl }) -> { name, figures }` and gets a database of
// its own, created here and dropped afterwards, on the Postgres named by DATABASE_URL.
// @gc/contracts (required by the compiled backend) holds decorated DTOs: load the metadata polyfill first.
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCHES = [
  'event-store.bench.mjs',
  'projection-rebuild.bench.mjs',
  'stats.bench.mjs',
  'cohort.bench.mjs',
  'lists.bench.mjs',
  'upsert.bench.mjs',
];

async function withAdmin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function runOne(file) {
  const name = `gc_bench_${randomBytes(5).toString('hex')}`;
  await withAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const bench = await import(pathToFileURL(path.join(here, file)).href);
    return await bench.run({ databaseUrl: url.toString() });
  } finally {
    await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** figures: an array of { name, value, unit? } or a plain { name: value } object. */
function rows(result) {
  const figures = Array.isArray(result.figures)
    ? result.figures
    : Object.entries(result.figures ?? {}).map(([name, value]) => ({ name, value }));
  return figures.map((f) => ({ bench: result.name, figure: f.name, value: f.value, unit: f.unit ?? '' }));
}

function printTable(all) {
  const header = { bench: 'bench', figure: 'figure', value: 'value', unit: 'unit' };
  const text = (r) => ({
    ...r,
    value: typeof r.value === 'number' ? r.value.toLocaleString('en-US') : String(r.value),
  });
  const lines = [header, ...all.map(text)];
  const width = (k) => Math.max(...lines.map((l) => String(l[k]).length));
  const w = { bench: width('bench'), figure: width('figure'), value: width('value'), unit: width('unit') };
  const line = (l) =>
    `| ${l.bench.padEnd(w.bench)} | ${l.figure.padEnd(w.figure)} | ${String(l.value).padStart(w.value)} | ${l.unit.padEnd(w.unit)} |`;
  console.log(line(header));
  console.log(
    `|${'-'.repeat(w.bench + 2)}|${'-'.repeat(w.figure + 2)}|${'-'.repeat(w.value + 1)}:|${'-'.repeat(w.unit + 2)}|`,
  );
  for (const l of lines.slice(1)) console.log(line(l));
}

const server = await withAdmin('SELECT version() AS v');
console.log(
  `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(`postgres: ${server.rows[0].v.split(' on ')[0]}\n`);

const results = [];
for (const file of BENCHES) {
  if (!existsSync(path.join(here, file))) {
    console.log(`(${file} not present, skipped)`);
    continue;
  }
  console.log(`running ${file} ...`);
  try {
    results.push(await runOne(file));
  } catch (error) {
    // one broken bench does not lose the others' figures; the run still fails at the end
    console.error(`${file} failed:`, error);
    process.exitCode = 1;
  }
}
console.log('');
printTable(results.flatMap(rows));
