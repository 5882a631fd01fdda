/**
 * Runs the random deals of one option set on two worker threads, started once per test file
 * and reused. A failure reports the game seed that broke a rule. This module is also the
 * workers' code.
 */
import type { OptionSet } from '../../support/variants.ts';
import { onTwoWorkers, serve } from '../../support/workers.ts';
import { randomRun, type RunOptions, type RunStats } from './model.ts';

interface Job {
  set: OptionSet;
  deals: number;
  baseSeed: number;
  opts: RunOptions;
  perRun: number;
}

const noStats = (): RunStats => ({
  deals: 0,
  decisions: 0,
  oracleChecks: 0,
  sweeps: 0,
  replays: 0,
});

/** In a worker: plays runs of at most `perRun` deals until `deals` deals have ended. */
serve((job: Job): RunStats => {
  const stats = noStats();
  let seed = job.baseSeed;
  try {
    while (stats.deals < job.deals) {
      seed = (seed + 0x9e3779b1) >>> 0;
      const deals = Math.min(job.perRun, job.deals - stats.deals);
      randomRun(seed, job.set, { ...job.opts, deals }, stats);
    }
  } catch (e) {
    const where = `${job.set.name}: game seed ${seed}`;
    const how = `reproduce with randomRun(${seed}, set, opts, stats) from model.ts`;
    const message = e instanceof Error ? e.message : String(e);
    throw new Error(`${message}\n(${where}; ${how})`, { cause: e });
  }
  return stats;
});

/**
 * Plays at least `deals` ended deals of `set`, split over two workers; returns the summed stats.
 */
export async function runDeals(
  set: OptionSet,
  deals: number,
  opts: RunOptions,
  perRun = 6,
): Promise<RunStats> {
  const base = (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) >>> 0;
  const half = Math.ceil(deals / 2);
  const replies = await onTwoWorkers<Job, RunStats>(new URL(import.meta.url), [
    { set, deals: half, baseSeed: base, opts, perRun },
    { set, deals: deals - half, baseSeed: base ^ 0x5bd1e995, opts, perRun },
  ]);
  const sum = noStats();
  for (const r of replies) for (const k of Object.keys(sum) as (keyof RunStats)[]) sum[k] += r[k];
  return sum;
}
