/**
 * Duplicate matches between two players for one variant: every deal is played with the player
 * under test in every seat arrangement (two players: seats swapped; teams: both teams; three or
 * four players: the player under test rotated through every seat, the others played by the
 * opponent), so the cards cancel out and only skill remains.
 *
 *   npm run bench:ai -- --variant tute --a medium --b easy --deals 1000
 *   (--b random plays uniformly random legal moves)
 *
 * Prints deals won by A with a 95% confidence interval, points per deal, contracts made
 * (auction games) and decision times (median, p95, max) per player.
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
  return {
    aSides,
    winners: state.result?.winners ?? [],
    award: state.match.scores.map((s, i) => s - (before[i] ?? 0)),
    contract,
  };
}

/** Seat arrangements of one deal: which seats A plays in each replay. */
function arrangements(state: GameState): ((seat: number) => boolean)[] {
  const teams = state.sides.some((side) => side.length > 1);
  if (teams || state.players === 2) {
    return state.sides.map((side) => (seat: number) => side.includes(seat));
  }
  const playing = state.sides.flat();
  return playing.map((seatOfA) => (seat: number) => seat === seatOfA);
}

function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = values.slice().sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

async function main(): Promise<void> {
  const o = parse(process.argv.slice(2));
  const probe = newGame({ variant: o.variant, seed: 1 });
  const setups = arrangements(probe);
  let games = 0;
  let aScore = 0;
  let aPoints = 0;
  let bPoints = 0;
  const contracts = { a: { held: 0, made: 0 }, b: { held: 0, made: 0 } };
  for (let d = 0; d < o.deals; d++) {
    const dealSeed = o.seed * 100000 + d;
    for (const isA of setups) {
      const out = await playDeal(o, dealSeed, isA);
      const aWon = out.winners.some((w) => out.aSides.includes(w));
      const bWon = out.winners.some((w) => !out.aSides.includes(w));
      games++;
      const aSideCount = out.aSides.length;
      const bSideCount = out.award.length - aSideCount;
      const aGot = out.award.filter((_, i) => out.aSides.includes(i)).reduce((x, y) => x + y, 0) / aSideCount;
      const bGot = out.award.filter((_, i) => !out.aSides.includes(i)).reduce((x, y) => x + y, 0) / Math.max(1, bSideCount);
      aPoints += aGot;
      bPoints += bGot;
      // Alone against several (three players): A wins a game by scoring more than B's average.
      const alone = setups.length > 2;
      if (alone) aScore += aGot > bGot ? 1 : aGot === bGot ? 0.5 : 0;
      else aScore += aWon && !bWon ? 1 : aWon === bWon ? 0.5 : 0;
      if (out.contract) {
        const who = out.aSides.includes(out.contract.side) ? contracts.a : contracts.b;
        who.held++;
        if (out.contract.made) who.made++;
      }
    }
  }
  const p = aScore / games;
  const half = 1.96 * Math.sqrt((p * (1 - p)) / games);
  console.log(`ai duel — ${o.variant}: A=${o.a} vs B=${o.b}, ${o.deals} deals × ${setups.length} seatings = ${games} games`);
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, Node ${process.version}`);
  const rule = setups.length > 2 ? 'a game is won by scoring more than the average B seat' : 'draws count half';
  console.log(`A won ${(100 * p).toFixed(1)}% of games (95% CI ${(100 * (p - half)).toFixed(1)}–${(100 * (p + half)).toFixed(1)}%; ${rule})`);
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
