// Load generation and its figures for the benches that drive the HTTP API: autocannon at a paced rate or flat out,
// exact percentiles from every response, each second's p99, and the CPU each process spent.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

export const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
export const ms = (n) => +Number(n).toFixed(2);
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50/p95/p99 of response times (sorts them in place). */
export function exactOf(times) {
  times.sort((a, b) => a - b);
  const at = (p) => ms(percentile(times, p) ?? NaN);
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * The second of the run (by when the responses arrived) whose p99 was the worst, and the median of every second's
 * p99: where the tail comes from (one stall, a garbage collection say, or every second alike). `answered`: [at, ms].
 */
export function secondsOf(answered) {
  const bySecond = new Map();
  // (a loop, not Math.min(...): a --members 2000 run answers 120,000 saves, past what a spread call may pass)
  const start = answered.reduce((least, [at]) => Math.min(least, at), Infinity);
  for (const [at, time] of answered) {
    const second = Math.floor((at - start) / 1000);
    if (!bySecond.has(second)) bySecond.set(second, []);
    bySecond.get(second).push(time);
  }
  const p99s = [...bySecond.entries()]
    .filter(([, times]) => times.length >= 50) // a last second with a few stragglers says nothing
    .map(([second, times]) => [second, exactOf(times).p99]);
  const worst = p99s.reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
  const medians = p99s.map(([, p99]) => p99).sort((a, b) => a - b);
  return {
    worst: { second: worst[0], p99: worst[1] },
    medianP99: medians[Math.floor(medians.length / 2)] ?? NaN,
    p99s: p99s.map(([, p99]) => p99),
  };
}

/**
 * Runs autocannon; its result gains `exact`: p50/p95/p99 from every response's own time (autocannon's latency table
 * has p90 and p97.5, not p95).
 */
export function cannon(options) {
  return new Promise((done, fail) => {
    const times = [];
    const answered = [];
    const instance = autocannon({ ...options, timeout: 10 }, (error, result) => {
      if (error) return fail(error);
      done({ ...result, exact: exactOf(times), times, answered });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      answered.push([Date.now(), responseTime]);
    });
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * `items` at `rate` requests/s, as evenly spread as autocannon allows. autocannon's rate limit lets each connection
 * send its share back to back at the start of every second, so one instance at 500 req/s is a burst of 500 requests
 * each second (its latencies are the burst's queue, not the service). Here `slices` instances, each with an equal
 * share of the items and the rate, start 1000 / slices ms apart: a burst of rate / slices requests every
 * 1000 / slices ms. The result sums the slices: total, the rate held (each slice's own average, summed), errors, and
 * the exact percentiles over every response.
 */
export async function paced({ url, items, toRequest, rate, slices = 20, connectionsPerSlice = 4 }) {
  const shares = Array.from({ length: slices }, (_, k) => items.filter((_, i) => i % slices === k));
  const results = await Promise.all(
    shares.map(async (share, k) => {
      await new Promise((r) => setTimeout(r, (k * 1000) / slices));
      return cannon({
        url,
        connections: Math.min(connectionsPerSlice, share.length),
        overallRate: Math.max(1, Math.round(rate / slices)),
        ...queueOf(share, toRequest),
      });
    }),
  );
  const sum = (f) => results.reduce((n, r) => n + f(r), 0);
  const times = results.flatMap((r) => r.times);
  return {
    requests: { total: sum((r) => r.requests.total), average: sum((r) => r.requests.average) },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    exact: exactOf(times),
    times,
    seconds: secondsOf(results.flatMap((r) => r.answered)),
  };
}

/** A process's name and the CPU milliseconds it used so far (utime + stime of /proc/<pid>/stat, in USER_HZ ticks). */
export function cpuOfProcess(pid) {
  const stat = require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const tick = 1000 / 100; // USER_HZ
  return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: (+fields[11] + +fields[12]) * tick };
}

/**
 * CPU milliseconds used so far by the api, the worker and each Postgres process (`postgres`: pid -> ms; Linux /proc,
 * zeros elsewhere), and by this process (autocannon, and the bare route while the ceiling runs). Returns a function
 * that reads them again; `cpuBetween` turns two readings into what each spent in between.
 */
export function processCpu(pids) {
  const fs = require('node:fs');
  return () => {
    const own = process.cpuUsage();
    const out = { api: 0, worker: 0, postgres: new Map(), bench: (own.user + own.system) / 1000 };
    if (!fs.existsSync('/proc/self/stat')) return out;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const { comm, ms } = cpuOfProcess(entry);
        if (Number(entry) === pids.api) out.api += ms;
        else if (Number(entry) === pids.worker) out.worker += ms;
        else if (comm.startsWith('postgres')) out.postgres.set(entry, ms);
      } catch {
        /* gone meanwhile */
      }
    }
    return out;
  };
}

/**
 * What each spent between two processCpu readings. Postgres: per process, so a connection closed meanwhile (a pool's
 * idle timeout) does not subtract its whole life; one started meanwhile counts from zero. A process that ended
 * meanwhile is not counted (an undercount of its last moments).
 */
export function cpuBetween(before, after) {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return {
    api: after.api - before.api,
    worker: after.worker - before.worker,
    postgres,
    bench: after.bench - before.bench,
  };
}

/** A request source for autocannon: each request takes the next work item; when none is left, the run ends. */
export function queueOf(items, toRequest) {
  let next = 0;
  return {
    amount: items.length,
    requests: [{ setupRequest: (req) => ({ ...req, ...toRequest(items[next++ % items.length]) }) }],
  };
}
