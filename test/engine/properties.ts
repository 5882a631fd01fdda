/**
 * Runs the random-deal properties of one option set on two worker threads, each with its own
 * fast-check seed. A failure carries fast-check's report: the fast-check seed and the
 * counterexample game seed (replay it with randomRun). This module is also the workers' code.
 */
import fc from 'fast-check';
import type { OptionSet } from '../support/variants.ts';
import { onTwoWorkers, serve } from '../support/workers.ts';
import { randomRun, type RunOptions } from './random-play.ts';

export const PROPERTY_OPTS: RunOptions = { deals: 2, sampleRate: 1 / 60, replayRate: 0.04 };

interface Job {
  set: OptionSet;
  runs: number;
  fcSeed: number;
  opts: RunOptions;
}

/** In a worker: `runs` fast-check runs of `set`; returns the deals played. */
serve(({ set, runs, fcSeed, opts }: Job): number => {
  let deals = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
      deals += randomRun(seed, set, opts);
    }),
    { numRuns: runs, endOnFailure: true, seed: fcSeed },
  );
  return deals;
});

/** Plays `runs` runs (of `opts.deals` deals each) split over two workers; returns the deals. */
export async function runProperties(
  set: OptionSet,
  runs: number,
  opts: RunOptions = PROPERTY_OPTS,
): Promise<number> {
  const base = (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
  const half = Math.ceil(runs / 2);
  const deals = await onTwoWorkers<Job, number>(new URL(import.meta.url), [
    { set, runs: half, fcSeed: base, opts },
    { set, runs: runs - half, fcSeed: base ^ 0x2545f491, opts },
  ]);
  return deals[0] + deals[1];
}
