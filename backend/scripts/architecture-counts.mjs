// `npm run architecture:counts -w @gc/backend`: the layer counts of docs/architecture.md ("Layers"), measured on
// backend/src without specs and test support: import circles (strongly connected groups of more than one file) and
// upward imports (a file importing a layer above its own). Layers, bottom up: shared/ and config/, infrastructure/,
// http/, modules/, workers/, cli/ and dev/, then the entry files. Type-only imports count (they bind too).
// Prints each upward import and each circle; `--max-circles N --max-upward N` make it fail above those counts.
import { cruise } from 'dependency-cruiser';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const LAYERS = [/^(shared|config)\//, /^infrastructure\//, /^http\//, /^modules\//, /^workers\//, /^(cli|dev)\//];

/** The layer of a file under src/ (0 lowest); files directly under src/ are the entry files, above all. */
export const layerOf = (file) => {
  const index = LAYERS.findIndex((pattern) => pattern.test(file.replace(/^src\//, '')));
  return index < 0 ? LAYERS.length : index;
};

/** Upward imports and circles of a graph: `{ [file]: [imported files] }`. */
export function layerCounts(graph) {
  const upward = Object.entries(graph).flatMap(([from, tos]) =>
    tos.filter((to) => layerOf(to) > layerOf(from)).map((to) => `${from} -> ${to}`),
  );
  return { upward, circles: stronglyConnected(graph).filter((group) => group.length > 1) };
}

/** Tarjan's strongly connected components. */
function stronglyConnected(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph[v] ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    groups.push(group);
  };
  for (const v of Object.keys(graph)) if (!index.has(v)) visit(v);
  return groups;
}

async function main() {
  const { values } = parseArgs({ options: { 'max-circles': { type: 'string' }, 'max-upward': { type: 'string' } } });
  const backend = fileURLToPath(new URL('..', import.meta.url));
  process.chdir(backend);
  const { output } = await cruise(
    ['src'],
    {
      tsPreCompilationDeps: true,
      exclude: { path: '\\.spec\\.ts$|test-support|node_modules' },
    },
    undefined,
    { tsConfig: { fileName: 'tsconfig.json' } },
  );
  const graph = {};
  for (const module of output.modules.filter((m) => m.source.startsWith('src/')))
    graph[module.source] = module.dependencies.map((d) => d.resolved).filter((to) => to.startsWith('src/'));
  const { upward, circles } = layerCounts(graph);
  console.log(`files: ${Object.keys(graph).length}`);
  console.log(`upward imports: ${upward.length}`);
  for (const line of upward) console.log(`  ${line}`);
  console.log(
    `import circles: ${circles.length}${circles.length ? ` (${circles.map((c) => c.length).join(', ')} files)` : ''}`,
  );
  for (const circle of circles) console.log(`  ${circle.join('\n    ')}`);
  const over = (count, max) => max !== undefined && count > Number(max);
  if (over(circles.length, values['max-circles']) || over(upward.length, values['max-upward'])) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
