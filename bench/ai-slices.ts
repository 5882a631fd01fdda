/**
 * How long the searching AI holds the event loop without yielding: the figure a page's longest
 * main-thread task is made of while the AI thinks (the element's budget is 50 ms per task).
 * Plays whole deals with every seat at one level and reports, per decision, the longest stretch
 * without a yield (perf_hooks' event-loop delay at 1 ms resolution): median, p95, max.
 * Usage: node --import tsx bench/ai-slices.ts [--variant tute] [--level expert] [--deals 4]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { applyAction, newGame, viewFor, type Variant } from '../src/engine/index.js';
import { chooseAction, type Level } from '../src/ai/index.js';

const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'tute' },
    level: { type: 'string', default: 'expert' },
    deals: { type: 'string', default: '4' },
  },
});
const variant = values.variant as Variant;
const level = values.level as Level;
const deals = Number(values.deals);

const blocks: number[] = [];
for (let d = 0; d < deals; d++) {
  let state = newGame({ variant, seed: 100 + d });
  for (
    let step = 0;
    state.phase !== 'deal-over' && state.phase !== 'match-over' && state.turn !== null;
    step++
  ) {
    const view = viewFor(state, state.turn);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const action = await chooseAction(view, { level, seed: d * 1000 + step });
    // The histogram records a stretch only when its timer fires after it: without this wait the
    // stretch that ends a decision (all of a decision that never yields) would go unrecorded.
    await new Promise((resolve) => setTimeout(resolve, 2));
    delay.disable();
    blocks.push(delay.max / 1e6);
    state = applyAction(state, action);
  }
}
blocks.sort((a, b) => a - b);
const at = (q: number): string =>
  (blocks[Math.min(blocks.length - 1, Math.floor(blocks.length * q))] ?? 0).toFixed(1);
console.log(
  `${variant} ${level}: ${blocks.length} decisions in ${deals} deals; longest stretch without a yield` +
    ` median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${cpus()[0]?.model ?? 'cpu'}, ${cpus().length} cores)`,
);
