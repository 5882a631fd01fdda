/**
 * Runs the random deals of one option set on two worker threads (the suite must stay fast on
 * a two-core machine). The two workers are started once per test file and reused. A failure
 * reports the game seed that broke a rule.
 */
import { Worker } from 'node:worker_threads';
import type { OptionSet, RunOptions, RunStats } from './model.ts';

interface Reply {
  id: number;
  ok: boolean;
  stats: RunStats;
  message?: string;
}

let pool: Worker[] | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: unknown) => void }>();
let busy = 0;

function workers(): Worker[] {
  if (pool) return pool;
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(new URL('./worker.ts', import.meta.url).href)}); })`;
  pool = [0, 1].map(() => {
    const w = new Worker(boot, { eval: true });
    w.on('message', (r: Reply) => {
      const p = waiting.get(r.id);
      waiting.delete(r.id);
      if (--busy === 0) for (const x of pool ?? []) x.unref();
      p?.resolve(r);
    });
    w.on('error', (e) => {
      for (const p of waiting.values()) p.reject(e);
      waiting.clear();
    });
    return w;
  });
  return pool;
}

function job(w: Worker, payload: Record<string, unknown>): Promise<Reply> {
  const id = nextId++;
  busy += 1;
  w.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, ...payload });
  });
}

/** Plays at least `deals` ended deals of `set`, split over two workers; returns the summed stats. */
export async function runDeals(
  set: OptionSet,
  deals: number,
  opts: RunOptions,
  perRun = 6,
): Promise<RunStats> {
  const base = (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) >>> 0;
  const half = Math.ceil(deals / 2);
  const [a, b] = workers() as [Worker, Worker];
  const replies = await Promise.all([
    job(a, { set, deals: half, baseSeed: base, opts, perRun }),
    job(b, { set, deals: deals - half, baseSeed: base ^ 0x5bd1e995, opts, perRun }),
  ]);
  const failed = replies.filter((r) => !r.ok);
  if (failed.length) throw new Error(failed.map((r) => r.message).join('\n---\n'));
  const sum: RunStats = { deals: 0, decisions: 0, oracleChecks: 0, sweeps: 0, replays: 0 };
  for (const r of replies)
    for (const k of Object.keys(sum) as (keyof RunStats)[]) sum[k] += r.stats[k];
  return sum;
}
