/** Worker thread for the random-deal tests: plays its share of the deals of one option set per job. */
import { parentPort } from 'node:worker_threads';
import { randomRun, type OptionSet, type RunOptions, type RunStats } from './model.ts';

interface Job {
  id: number;
  set: OptionSet;
  deals: number;
  baseSeed: number;
  opts: RunOptions;
  perRun: number;
}

parentPort?.on('message', (job: Job) => {
  const stats: RunStats = { deals: 0, decisions: 0, oracleChecks: 0, sweeps: 0, replays: 0 };
  let seed = job.baseSeed;
  try {
    while (stats.deals < job.deals) {
      seed = (seed + 0x9e3779b1) >>> 0;
      randomRun(
        seed,
        job.set,
        { ...job.opts, deals: Math.min(job.perRun, job.deals - stats.deals) },
        stats,
      );
    }
    parentPort?.postMessage({ id: job.id, ok: true, stats });
  } catch (e) {
    const message =
      e instanceof Error
        ? `${e.message}\n(${job.set.name}: game seed ${seed}; reproduce with randomRun(${seed}, set, opts, stats) from model.ts)`
        : String(e);
    parentPort?.postMessage({ id: job.id, ok: false, stats, message });
  }
});
