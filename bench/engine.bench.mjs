// Complete random deals per second through the public engine API (dist/engine.js), after the
// gzip sizes of the bundles (the same figures and budget as the build's size check).
// Run with `npm run bench` (builds first). Figures depend on the machine: it is printed too.
import os from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { printSizes } from '../scripts/size.mjs';

printSizes();
console.log();

// `--engine PATH` times another build of the engine (say, an older commit's dist/engine.js)
// in the same way, for back-to-back comparisons on one machine.
const at = process.argv.indexOf('--engine');
const enginePath = at >= 0 ? process.argv[at + 1] : undefined;
const engine = await import(
  enginePath
    ? pathToFileURL(resolve(enginePath)).href
    : new URL('../dist/engine.js', import.meta.url).href
);
const { newGame, legalActions, applyAction, VARIANT_IDS, recordOf, formatRecord, parseRecord } =
  engine;
const { replay, RECORD_LIMITS } = engine;

const WARM_MS = 1000;
const MEASURE_MS = Number(process.env.BENCH_MS ?? 4000);

/** Small deterministic generator for choosing moves (the engine has its own for shuffling). */
function chooser(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** One complete deal from a fresh match, uniformly random legal moves. Returns actions applied. */
function playDeal(variant, seed) {
  const pick = chooser(seed);
  let state = newGame({ variant, seed });
  let actions = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
    const legal = legalActions(state);
    state = applyAction(state, legal[pick(legal.length)]);
    actions++;
  }
  return actions;
}

function run(variant, ms, seed0) {
  let deals = 0;
  let actions = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    actions += playDeal(variant, seed0 + deals);
    deals++;
    now = performance.now();
  }
  const seconds = (now - start) / 1000;
  return { deals, actions, seconds };
}

const playable = VARIANT_IDS.filter((variant) => {
  try {
    newGame({ variant, seed: 1 });
    return true;
  } catch {
    return false;
  }
});

console.log(
  `engine bench (${enginePath ?? 'dist/engine.js'}) — ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.cpus().length} cores, Node ${process.version}`,
);
console.log(
  `warm-up ${WARM_MS} ms, then ${MEASURE_MS} ms per variant; random legal moves from a fresh match`,
);
for (const variant of playable) {
  run(variant, WARM_MS, 1);
  const { deals, actions, seconds } = run(variant, MEASURE_MS, 1_000_000);
  const perSecond = deals / seconds;
  console.log(
    `${variant.padEnd(16)} ${perSecond.toFixed(0).padStart(7)} deals/s  ` +
      `(${deals} deals, ${(actions / deals).toFixed(1)} actions/deal, ${((1e6 * seconds) / actions).toFixed(1)} µs/action, ${seconds.toFixed(1)} s)`,
  );
}
const skipped = VARIANT_IDS.filter((v) => !playable.includes(v));
if (skipped.length) console.log(`not playable yet: ${skipped.join(', ')}`);

/**
 * A subastado record as long as docs/records.md §7 allows (50,000 actions): four random deals,
 * one per dealer, repeated (each replays the same, its cards stacked). Replaying copied the
 * whole log at every action until session 58, so this took minutes; now it is linear.
 */
function longRecord() {
  const rules = { target: 100_000 };
  const deals = [0, 1, 2, 3].map((dealer) => {
    const pick = chooser(dealer + 1);
    let state = newGame({ variant: 'subastado', seed: 100 + dealer, dealer, rules });
    while (state.phase !== 'deal-over') {
      const legal = legalActions(state);
      const bids = legal.filter((a) => a.type === 'bid');
      // The lowest bid, so that most deals are played, not passed out.
      state = applyAction(state, bids[0] ?? legal[pick(legal.length)]);
    }
    return recordOf(state).deals[0];
  });
  const perCycle = deals.reduce((sum, deal) => sum + deal.actions.length, 0);
  const count = 4 * Math.floor(RECORD_LIMITS.actions / perCycle);
  return {
    format: 'tute-record',
    version: 1,
    variant: 'subastado',
    rules,
    deals: Array.from({ length: count }, (_, i) => deals[i % 4]),
  };
}

const record = longRecord();
const plies = record.deals.reduce((sum, deal) => sum + deal.actions.length, 0);
const timed = (f) => {
  const start = performance.now();
  const value = f();
  return { value, ms: performance.now() - start };
};
const text = timed(() => formatRecord(record));
const parsed = timed(() => parseRecord(text.value));
const replayed = timed(() => replay(record));
const halfway = timed(() => replay(record, Math.floor(plies / 2)));
console.log(
  `records: ${record.deals.length} deals, ${plies} actions, ${text.value.length} characters: ` +
    `formatRecord ${text.ms.toFixed(0)} ms, parseRecord ${parsed.ms.toFixed(0)} ms, ` +
    `replay ${replayed.ms.toFixed(0)} ms, replay to the middle ${halfway.ms.toFixed(0)} ms`,
);
if (replayed.value.log.length !== plies + record.deals.length - 1) {
  throw new Error('the replayed log is not the record: the benchmark measured something else');
}
