/**
 * Runs the random-deal properties of one option set on two worker threads (the suite must stay
 * fast on a two-core machine), each with its own fast-check seed. A failure carries fast-check's
 * report: the fast-check seed and the counterexample game seed (replay it with randomRun).
 */
import { Worker } from 'node:worker_threads';
import type { OptionSet, RunOptions } from './random-play.ts';

export const PROPERTY_OPTS: RunOptions = { deals: 2, sampleRate: 1 / 60, replayRate: 0.04 };

function one(
  set: OptionSet,
  runs: number,
  fcSeed: number,
  opts: RunOptions,
): Promise<{ ok: boolean; deals: number; message?: string }> {
  return new Promise((resolve, reject) => {
    // the worker needs tsx's loader for the .ts sources: register it, then load the worker module
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(new URL('./property-worker.ts', import.meta.url).href)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: { set, runs, fcSeed, opts } });
    let answered = false;
    worker.once('message', (m) => {
      answered = true;
      resolve(m as { ok: boolean; deals: number; message?: string });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`property worker exited with code ${code} without a report`));
    });
  });
}

/** Plays `runs` runs (of `opts.deals` deals each) split over two workers; returns the deals played. */
export async function runProperties(
  set: OptionSet,
  runs: number,
  opts: RunOptions = PROPERTY_OPTS,
): Promise<number> {
  const base = (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
  const half = Math.ceil(runs / 2);
  const results = await Promise.all([
    one(set, half, base, opts),
    one(set, runs - half, base ^ 0x2545f491, opts),
  ]);
  const failed = results.filter((r) => !r.ok);
  if (failed.length) throw new Error(failed.map((r) => r.message).join('\n---\n'));
  return results.reduce((n, r) => n + r.deals, 0);
}
