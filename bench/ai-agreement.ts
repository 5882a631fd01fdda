/**
 * How often two levels choose the same move on the same views, beside how often each agrees with
 * itself under another seed: where A and B agree as often as B agrees with itself, their
 * disagreements are coin flips between moves the search cannot tell apart, and no duel between
 * them will show a difference in strength.
 *
 *   node --import tsx bench/ai-agreement.ts --variant tute-4 --a expert --b hard --deals 10
 *
 * B plays every seat; at each card decision with a choice, A and B are asked with fresh seeds.
 */
import {
  applyAction,
  newGame,
  viewFor,
  type Action,
  type GameState,
  type Variant,
} from '../src/engine/index.ts';
import { option } from './args.ts';
import { chooseAction, type Level } from '../src/ai/index.ts';

const variant = option('variant', 'tute-4') as Variant;
const a = option('a', 'expert') as Level;
const b = option('b', 'hard') as Level;
const deals = Number(option('deals', '10'));
const seed = Number(option('seed', '1'));

const same = (x: Action, y: Action): boolean => JSON.stringify(x) === JSON.stringify(y);
let decisions = 0;
let ab = 0;
let aa = 0;
let bb = 0;
for (let d = 0; d < deals; d++) {
  let state: GameState = newGame({ variant, seed: seed * 100000 + d });
  let step = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
    const view = viewFor(state, state.turn as number);
    const s = (seed * 100000 + d) * 1009 + step++;
    const played = await chooseAction(view, { level: b, seed: s });
    if (view.phase === 'play' && view.legal.filter((x) => x.type === 'play').length > 1) {
      const byA = await chooseAction(view, { level: a, seed: s + 7 });
      const byA2 = await chooseAction(view, { level: a, seed: s + 19 });
      const byB2 = await chooseAction(view, { level: b, seed: s + 13 });
      decisions++;
      if (same(byA, played)) ab++;
      if (same(byA, byA2)) aa++;
      if (same(played, byB2)) bb++;
    }
    state = applyAction(state, played);
  }
}
const pct = (n: number): string => `${((100 * n) / Math.max(1, decisions)).toFixed(1)}%`;
console.log(
  `ai agreement — ${variant}, ${deals} deals played by ${b}, seed ${seed}: ${decisions} card decisions with a choice`,
);
console.log(
  `${a} = ${b}: ${pct(ab)}; ${a} = ${a} (other seed): ${pct(aa)}; ${b} = ${b} (other seed): ${pct(bb)}`,
);
