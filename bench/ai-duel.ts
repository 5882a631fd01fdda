/**
 * Duplicate matches between two players for one variant: every deal is played with the player
 * under test in every seat arrangement, so the cards cancel out and only skill remains.
 *
 * - Two players: seats swapped; teams: teams swapped. A wins a game when its side wins the
 *   deal and B's does not (draws count half).
 * - Each alone among three or more (tute-3, subastao): A is rotated through every seat, B plays
 *   the others. For each deal and seat, what A scored in that seat is compared with the mean of
 *   what B scored in the same seat (same cards) in the other seatings: higher wins, ties count half.
 *
 *   npm run bench:ai -- --variant tute --a medium --b easy --deals 1000
 *   (--b random plays uniformly random legal moves)
 *
 * Prints A's win rate with a 95% confidence interval (over games, or deal×seat comparisons),
 * points per deal, contracts made (auction games) and decision times (median, p95, max) per player.
 */
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { applyAction, newGame, viewFor, type Action, type GameState, type Variant } from '../src/engine/index.ts';
import { chooseAction, randomAction, type Level } from '../src/ai/index.ts';

type Player = Level | 'random';

interface Options {
  variant: Variant;
  a: Player;
  b: Player;
  deals: number;
  seed: number;
}

function parse(argv: string[]): Options {
  const get = (name: string, fallback: string): string => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : fallback;
  };
  return {
    variant: get('variant', 'tute') as Variant,
    a: get('a', 'medium') as Player,
    b: get('b', 'random') as Player,
    deals: Number(get('deals', '200')),
    seed: Number(get('seed', '1')),
  };
}

const times: Record<'a' | 'b', number[]> = { a: [], b: [] };
/** Process CPU time per decision: wall time inflates when other processes share the cores. */
const cpuTimes: Record<'a' | 'b', number[]> = { a: [], b: [] };

async function decide(player: Player, state: GameState, seat: number, seed: number, who: 'a' | 'b'): Promise<Action> {
  const view = viewFor(state, seat);
  const start = performance.now();
  const cpu = process.cpuUsage();
  const action = player === 'random' ? await randomAction(view, seed) : await chooseAction(view, { level: player, seed });
  times[who].push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  cpuTimes[who].push((used.user + used.system) / 1000);
  return action;
}

interface DealOutcome {
  /** Sides A's seats belong to. */
  aSides: number[];
  /** Match points each seat (in `state.sides.flat()` order) took from this deal, through its side. */
  seatAward: number[];
  winners: number[];
  /** Match points per side from this deal (deals won or contract points). */
  award: number[];
  contract: { side: number; made: boolean } | null;
}

/** Plays one deal (redeals included) with `isA(seat)` deciding who plays which seat. */
async function playDeal(o: Options, dealSeed: number, isA: (seat: number) => boolean): Promise<DealOutcome> {
  let state = newGame({ variant: o.variant, seed: dealSeed });
  const before = state.match.scores.slice();
  let step = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
    const seat = state.turn as number;
    const who = isA(seat) ? 'a' : 'b';
    state = applyAction(state, await decide(who === 'a' ? o.a : o.b, state, seat, dealSeed * 1009 + step++, who));
  }
  const side = (seat: number): number => state.sides.findIndex((members) => members.includes(seat));
  const aSides = [...new Set(state.sides.flat().filter(isA).map(side))];
  const contract = state.contract && state.result
    ? { side: side(state.contract.seat), made: state.result.reason === 'bid-made' }
    : null;
  const award = state.match.scores.map((s, i) => s - (before[i] ?? 0));
  return {
    aSides,
    seatAward: state.sides.flat().map((seat) => award[side(seat)] ?? 0),
    winners: state.result?.winners ?? [],
    award,
    contract,
  };
}

/**
 * Seat arrangements of one deal: which seats A plays in each replay. `alone`: every seat plays
 * for itself among three or more, and arrangement i puts A in seat i (of `state.sides.flat()`).
 */
function arrangements(state: GameState): { alone: boolean; setups: ((seat: number) => boolean)[] } {
  const teams = state.sides.some((side) => side.length > 1);
  if (teams || state.players === 2) {
    return { alone: false, setups: state.sides.map((side) => (seat: number) => side.includes(seat)) };
  }
  return { alone: true, setups: state.sides.flat().map((seatOfA) => (seat: number) => seat === seatOfA) };
}

/** 1 when `a` is higher, ½ on a tie, else 0. */
const score = (a: number, b: number): number => (a > b ? 1 : a === b ? 0.5 : 0);

function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = values.slice().sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

async function main(): Promise<void> {
  const o = parse(process.argv.slice(2));
  const probe = newGame({ variant: o.variant, seed: 1 });
  const { alone, setups } = arrangements(probe);
  let games = 0;
  /** Comparisons A won (ties half), out of `compared`: games, or deal×seat pairs when alone. */
  let aScore = 0;
  let compared = 0;
  let aPoints = 0;
  let bPoints = 0;
  const contracts = { a: { held: 0, made: 0 }, b: { held: 0, made: 0 } };
  for (let d = 0; d < o.deals; d++) {
    const dealSeed = o.seed * 100000 + d;
    const seatAwards: number[][] = [];
    for (const isA of setups) {
      const out = await playDeal(o, dealSeed, isA);
      seatAwards.push(out.seatAward);
      const aWon = out.winners.some((w) => out.aSides.includes(w));
      const bWon = out.winners.some((w) => !out.aSides.includes(w));
      games++;
      const aSideCount = out.aSides.length;
      const bSideCount = out.award.length - aSideCount;
      const aGot = out.award.filter((_, i) => out.aSides.includes(i)).reduce((x, y) => x + y, 0) / aSideCount;
      const bGot = out.award.filter((_, i) => !out.aSides.includes(i)).reduce((x, y) => x + y, 0) / Math.max(1, bSideCount);
      aPoints += aGot;
      bPoints += bGot;
      if (!alone) {
        aScore += aWon && !bWon ? 1 : aWon === bWon ? 0.5 : 0;
        compared++;
      }
      if (out.contract) {
        const who = out.aSides.includes(out.contract.side) ? contracts.a : contracts.b;
        who.held++;
        if (out.contract.made) who.made++;
      }
    }
    if (alone) {
      // Seat s: A in seat s (arrangement s) against B in seat s in the other arrangements.
      seatAwards.forEach((aAward, s) => {
        const bInSeat = seatAwards.filter((_, i) => i !== s).map((award) => award[s] ?? 0);
        aScore += score(aAward[s] ?? 0, bInSeat.reduce((x, y) => x + y, 0) / bInSeat.length);
        compared++;
      });
    }
  }
  const p = aScore / compared;
  const half = 1.96 * Math.sqrt((p * (1 - p)) / compared);
  console.log(`ai duel — ${o.variant}: A=${o.a} vs B=${o.b}, ${o.deals} deals × ${setups.length} seatings = ${games} games`);
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, Node ${process.version}`);
  const what = alone
    ? `of ${compared} deal×seat comparisons (A in a seat v. the mean of B in that seat; ties count half)`
    : 'of games (draws count half)';
  console.log(`A won ${(100 * p).toFixed(1)}% ${what} (95% CI ${(100 * (p - half)).toFixed(1)}–${(100 * (p + half)).toFixed(1)}%)`);
  console.log(`points per deal: A ${(aPoints / games).toFixed(2)}, B ${(bPoints / games).toFixed(2)} (per side: deals won, or contract points)`);
  for (const who of ['a', 'b'] as const) {
    const c = contracts[who];
    if (c.held) console.log(`contracts held by ${who.toUpperCase()}: ${c.held}, made ${c.made} (${((100 * c.made) / c.held).toFixed(1)}%)`);
    const t = times[who];
    console.log(`decision time ${who.toUpperCase()}: median ${quantile(t, 0.5).toFixed(2)} ms, p95 ${quantile(t, 0.95).toFixed(2)} ms, max ${Math.max(0, ...t).toFixed(2)} ms over ${t.length} decisions`);
    const cpuT = cpuTimes[who];
    console.log(`  CPU time ${who.toUpperCase()}: median ${quantile(cpuT, 0.5).toFixed(2)} ms, p95 ${quantile(cpuT, 0.95).toFixed(2)} ms, max ${Math.max(0, ...cpuT).toFixed(2)} ms`);
  }
}

await main();
