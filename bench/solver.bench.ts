// Exact endgame solver speed on full 8-against-8 two-player Tute endgames (right after the last
// draw). Run with `node --import tsx bench/solver.bench.ts` (DEALS=n to change the sample).
// Wall time suffers when other processes share the cores, so process CPU time per solve is
// printed too. Target (the acceptance): ≤ 2 ms on average.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { applyAction, legalActions, newGame } from '../src/engine/index.ts';
import type { GameState } from '../src/engine/index.ts';
import { Sim } from '../src/ai/sim/simulator.ts';
import { EndgameSolver } from '../src/ai/sim/solver.ts';

const DEALS = Number(process.env.DEALS ?? 300);
const WARMUP = 30;

/** mulberry32, for the random moves that lead to each endgame. */
function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** A random deal played until the stock and the indicator are gone and no card is on the table. */
function endgame(seed: number): GameState | null {
  const pick = chooser(seed);
  let state = newGame({ seed });
  while (
    state.phase === 'play' &&
    (state.stock.length > 0 || state.indicator !== null || state.trick.length > 0)
  ) {
    const legal = legalActions(state);
    const action = legal[pick(legal.length)];
    if (action === undefined) return null;
    state = applyAction(state, action);
  }
  return state.phase === 'play' && state.hands.every((h) => h.length === 8) ? state : null;
}

const sims: Sim[] = [];
for (let seed = 1; sims.length < DEALS + WARMUP; seed++) {
  const state = endgame(seed);
  if (state) sims.push(Sim.fromState(state));
}

const solver = new EndgameSolver();
for (const sim of sims.slice(0, WARMUP)) solver.solve(sim);

const wall: number[] = [];
const cpu: number[] = [];
let nodes = 0;
for (const sim of sims.slice(WARMUP)) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  nodes += solver.solve(sim).nodes;
  const t1 = performance.now();
  const c = process.cpuUsage(c0);
  wall.push(t1 - t0);
  cpu.push((c.user + c.system) / 1000);
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const sum = xs.reduce((a, b) => a + b, 0);
  return {
    avg: sum / xs.length,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    sum,
  };
};
const w = stats(wall);
const c = stats(cpu);
const fmt = (x: number) => x.toFixed(3);

console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, node ${process.version}`,
);
console.log(
  `full 8-v-8 endgames solved (value + best move): ${DEALS} (after ${WARMUP} warm-up solves)`,
);
console.log(`wall ms per solve: avg ${fmt(w.avg)}  p95 ${fmt(w.p95)}  max ${fmt(w.max)}`);
console.log(`cpu  ms per solve: avg ${fmt(c.avg)}  p95 ${fmt(c.p95)}  max ${fmt(c.max)}`);
console.log(
  `nodes per solve: ${Math.round(nodes / DEALS)}; nodes per second: ${(nodes / (w.sum / 1000) / 1e6).toFixed(2)} M (wall), ${(nodes / (c.sum / 1000) / 1e6).toFixed(2)} M (cpu)`,
);
console.log(
  `target avg ≤ 2 ms: ${w.avg <= 2 ? 'met' : 'NOT met'} (wall), ${c.avg <= 2 ? 'met' : 'NOT met'} (cpu)`,
);
