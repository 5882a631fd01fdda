/** Worker for the property tests: runs a share of the fast-check runs of one option set. */
import { parentPort, workerData } from 'node:worker_threads';
import fc from 'fast-check';
import { randomRun, type OptionSet, type RunOptions } from './random-play.ts';

const { set, runs, fcSeed, opts } = workerData as {
  set: OptionSet;
  runs: number;
  fcSeed: number;
  opts: RunOptions;
};
let deals = 0;
try {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
      deals += randomRun(seed, set, opts);
    }),
    { numRuns: runs, endOnFailure: true, seed: fcSeed },
  );
  parentPort?.postMessage({ ok: true, deals });
} catch (e) {
  parentPort?.postMessage({
    ok: false,
    deals,
    message: e instanceof Error ? e.message : String(e),
  });
}
