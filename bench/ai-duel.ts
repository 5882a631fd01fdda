/**
 * Duplicate matches between two players for one variant: every deal is played with the player
 * under test in every seat arrangement, so the cards cancel out and only skill remains.
 *
 * - Two players: seats swapped; teams: teams swapped. Two figures:
 *   deals won (boards) — the deal's two games compared duplicate-wise: A wins the deal when it
 *   won more of them than B, or as many and took more points (card points, cantes, last trick)
 *   over both;
 *   games won — A wins a game when its side wins the deal and B's does not (draws half).
 * - Each alone among three or more (tute-3, subastao): A is rotated through every seat, B plays
 *   the others. For each deal and seat, what A scored in that seat is compared with the mean of
 *   what B scored in the same seat (same cards) in the other seatings: higher wins, ties count half.
 *
 *   npm run bench:ai -- --variant tute --a medium --b easy --deals 1000 [--seed 1] [--jobs 2]
 *   (--b random plays uniformly random legal moves; --a oracle, oracle-partner, oracle-p20 and
 *   oracle-p50 are `expert` shown hidden cards, ceilings for inference (bench/oracle.ts); --a or
 *   --b greedy and sampler are outside players, written apart from src/ai (bench/outside/);
 *   --jobs N splits the deals over N processes)
 *
 * Prints A's win rates with 95% confidence intervals, points per deal, contracts made (auction
 * games) and decision times (median, p95, max) per player. The intervals are over deals: the
 * games of one deal are not independent (whoever holds the good cards tends to win), so each
 * deal's mean score is one observation (a paired, duplicate-aware interval).
 */
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { fork } from 'node:child_process';
import {
  applyAction,
  newGame,
  viewFor,
  type Action,
  type GameState,
  type Variant,
} from '../src/engine/index.ts';
import { chooseAction, randomAction, type Level } from '../src/ai/index.ts';
import { isOracle, oracleAction, type Oracle } from './oracle.ts';
import { isOutside, outsideAction, type OutsidePlayer } from './outside/index.ts';
import { matchesWon } from './match-estimate.ts';

/**
 * Oracles: `expert` shown hidden hands (bench/oracle.ts), references, never levels. Outside
 * players: opponents that share no code with the levels (bench/outside/).
 */
type Player = Level | 'random' | Oracle | OutsidePlayer;

interface Options {
  variant: Variant;
  a: Player;
  b: Player;
  deals: number;
  seed: number;
  jobs: number;
  /** Child process `i` of `n` plays deals d with d % n === i. */
  part: { i: number; n: number } | null;
}

function parse(argv: string[]): Options {
  const get = (name: string, fallback: string): string => {
    const i = argv.indexOf(`--${name}`);
    return (i >= 0 ? argv[i + 1] : undefined) ?? fallback;
  };
  return {
    variant: get('variant', 'tute') as Variant,
    a: get('a', 'medium') as Player,
    b: get('b', 'random') as Player,
    deals: Number(get('deals', '200')),
    seed: Number(get('seed', '1')),
    jobs: Math.max(1, Number(get('jobs', '1'))),
    part: argv.includes('--part') ? partOf(get('part', '0/1')) : null,
  };
}

function partOf(text: string): { i: number; n: number } {
  const [i, n] = text.split('/').map(Number);
  return { i: i ?? 0, n: n ?? 1 };
}

const times: Record<'a' | 'b', number[]> = { a: [], b: [] };
/** Process CPU time per decision: wall time inflates when other processes share the cores. */
const cpuTimes: Record<'a' | 'b', number[]> = { a: [], b: [] };

async function decide(
  player: Player,
  state: GameState,
  seat: number,
  seed: number,
  who: 'a' | 'b',
): Promise<Action> {
  const view = viewFor(state, seat);
  const start = performance.now();
  const cpu = process.cpuUsage();
  const action =
    player === 'random'
      ? await randomAction(view, seed)
      : isOracle(player)
        ? await oracleAction(player, state, seat, seed)
        : isOutside(player)
          ? outsideAction(view, { player, seed })
          : await chooseAction(view, { level: player, seed });
  times[who].push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  cpuTimes[who].push((used.user + used.system) / 1000);
  return action;
}

interface GameOutcome {
  /** Sides A's seats belong to. */
  aSides: number[];
  /** Match points each seat (in `state.sides.flat()` order) took from this deal, through its side. */
  seatAward: number[];
  aWon: boolean;
  bWon: boolean;
  /** Match points per side from this deal (deals won or contract points), A's and B's side means. */
  aGot: number;
  bGot: number;
  /** Deal points (card points, cantes, last trick) of A's and B's sides, side means. */
  aTotal: number;
  bTotal: number;
  contract: { byA: boolean; made: boolean } | null;
}

/** Plays one deal (redeals included) with `isA(seat)` deciding who plays which seat. */
async function playDeal(
  o: Options,
  dealSeed: number,
  isA: (seat: number) => boolean,
): Promise<GameOutcome> {
  let state = newGame({ variant: o.variant, seed: dealSeed });
  const before = state.match.scores.slice();
  let step = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
    const seat = state.turn as number;
    const who = isA(seat) ? 'a' : 'b';
    state = applyAction(
      state,
      await decide(who === 'a' ? o.a : o.b, state, seat, dealSeed * 1009 + step++, who),
    );
  }
  const side = (seat: number): number => state.sides.findIndex((members) => members.includes(seat));
  const aSides = [...new Set(state.sides.flat().filter(isA).map(side))];
  const award = state.match.scores.map((s, i) => s - (before[i] ?? 0));
  const winners = state.result?.winners ?? [];
  const totals = state.result?.totals ?? [];
  const sum = (values: number[], ofA: boolean): number =>
    values.filter((_, i) => aSides.includes(i) === ofA).reduce((x, y) => x + y, 0);
  const bSideCount = award.length - aSides.length;
  return {
    aSides,
    seatAward: state.sides.flat().map((seat) => award[side(seat)] ?? 0),
    aWon: winners.some((w) => aSides.includes(w)),
    bWon: winners.some((w) => !aSides.includes(w)),
    aGot: sum(award, true) / aSides.length,
    bGot: sum(award, false) / Math.max(1, bSideCount),
    aTotal: sum(totals, true) / aSides.length,
    bTotal: sum(totals, false) / Math.max(1, bSideCount),
    contract:
      state.contract && state.result
        ? {
            byA: aSides.includes(side(state.contract.seat)),
            made: state.result.reason === 'bid-made',
          }
        : null,
  };
}

/**
 * Seat arrangements of one deal: which seats A plays in each replay. `alone`: every seat plays
 * for itself among three or more, and arrangement i puts A in seat i (of `state.sides.flat()`).
 */
function arrangements(state: GameState): { alone: boolean; setups: ((seat: number) => boolean)[] } {
  const teams = state.sides.some((side) => side.length > 1);
  if (teams || state.players === 2) {
    return {
      alone: false,
      setups: state.sides.map((side) => (seat: number) => side.includes(seat)),
    };
  }
  return {
    alone: true,
    setups: state.sides.flat().map((seatOfA) => (seat: number) => seat === seatOfA),
  };
}

/** 1 when `a` is higher, ½ on a tie, else 0. */
const score = (a: number, b: number): number => (a > b ? 1 : a === b ? 0.5 : 0);

/** What one deal, played in every arrangement, says about A against B. */
interface DealRecord {
  games: GameOutcome[];
  /** Mean of A's comparisons in this deal: games (two sides) or seats (alone). */
  mean: number;
  /** Two sides: the board, duplicate-wise (more games won, then more points); alone: null. */
  board: number | null;
  /**
   * Auction games with two sides: the board with a split settled by match points instead of deal
   * points, since the contract side takes more card points whether or not it makes the contract;
   * else null.
   */
  matchBoard: number | null;
}

function recordOf(games: GameOutcome[], alone: boolean): DealRecord {
  if (alone) {
    // Seat s: A in seat s (arrangement s) against B in seat s in the other arrangements.
    const seats = games.map((aGame, s) => {
      const bInSeat = games.filter((_, i) => i !== s).map((game) => game.seatAward[s] ?? 0);
      return score(aGame.seatAward[s] ?? 0, bInSeat.reduce((x, y) => x + y, 0) / bInSeat.length);
    });
    const mean = seats.reduce((x, y) => x + y, 0) / seats.length;
    return { games, mean, board: null, matchBoard: null };
  }
  const gameScores: number[] = games.map((g) =>
    g.aWon && !g.bWon ? 1 : g.aWon === g.bWon ? 0.5 : 0,
  );
  const won = (who: 'a' | 'b'): number =>
    games.filter((g) => (who === 'a' ? g.aWon && !g.bWon : g.bWon && !g.aWon)).length;
  const sum = (of: (g: GameOutcome) => number): number => games.reduce((x, g) => x + of(g), 0);
  const byWins = won('a') !== won('b') ? score(won('a'), won('b')) : null;
  const board =
    byWins ??
    score(
      sum((g) => g.aTotal),
      sum((g) => g.bTotal),
    );
  const matchBoard = games.some((g) => g.contract)
    ? (byWins ??
      score(
        sum((g) => g.aGot),
        sum((g) => g.bGot),
      ))
    : null;
  const mean = gameScores.reduce((x, y) => x + y, 0) / gameScores.length;
  return { games, mean, board, matchBoard };
}

interface PartResult {
  records: DealRecord[];
  times: typeof times;
  cpuTimes: typeof cpuTimes;
}

async function playPart(o: Options, part: { i: number; n: number }): Promise<PartResult> {
  const { alone, setups } = arrangements(newGame({ variant: o.variant, seed: 1 }));
  const records: DealRecord[] = [];
  for (let d = part.i; d < o.deals; d += part.n) {
    const dealSeed = o.seed * 100000 + d;
    const games: GameOutcome[] = [];
    for (const isA of setups) games.push(await playDeal(o, dealSeed, isA));
    records.push(recordOf(games, alone));
    // Long runs (hours at expert) say how far they are, on stderr so the report stays clean.
    if (records.length % 25 === 0)
      process.stderr.write(
        `part ${part.i}/${part.n}: ${records.length} deals, ${new Date().toISOString()}\n`,
      );
  }
  return { records, times, cpuTimes };
}

/** Runs `jobs` child processes of this script, each on its share of the deals. */
function playInParallel(o: Options): Promise<PartResult[]> {
  const script = process.argv[1];
  if (script === undefined) throw new Error('ai-duel: cannot tell which script to fork');
  return Promise.all(
    Array.from(
      { length: o.jobs },
      (_, i) =>
        new Promise<PartResult>((resolve, reject) => {
          const args = [...process.argv.slice(2), '--part', `${i}/${o.jobs}`];
          const child = fork(script, args, { execArgv: process.execArgv });
          let result: PartResult | null = null;
          child.on('message', (message) => {
            result = message as PartResult;
          });
          child.on('error', reject);
          child.on('exit', (code) =>
            result && code === 0
              ? resolve(result)
              : reject(new Error(`part ${i} exited with ${code}`)),
          );
        }),
    ),
  );
}

function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = values.slice().sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Mean and 95% interval of per-deal observations (normal approximation, sample variance). */
function interval(observations: number[]): { mean: number; low: number; high: number } {
  const n = observations.length;
  const mean = observations.reduce((x, y) => x + y, 0) / n;
  const variance = n > 1 ? observations.reduce((x, y) => x + (y - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}

const percent = (x: number): string => (100 * x).toFixed(1);
const describe = ({ mean, low, high }: { mean: number; low: number; high: number }): string =>
  `${percent(mean)}% (95% CI ${percent(low)}–${percent(high)}%)`;

function report(o: Options, parts: PartResult[]): void {
  const records = parts.flatMap((p) => p.records);
  const { alone, setups } = arrangements(newGame({ variant: o.variant, seed: 1 }));
  const games = records.flatMap((r) => r.games);
  console.log(
    `ai duel — ${o.variant}: A=${o.a} vs B=${o.b}, ${records.length} deals × ${setups.length} seatings = ${games.length} games, seed ${o.seed}`,
  );
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, Node ${process.version}, ${o.jobs} process(es)`,
  );
  const rate = interval(records.map((r) => r.mean));
  if (alone) {
    console.log(
      `A won ${describe(rate)} of ${records.length * setups.length} deal×seat comparisons (A in a seat v. the mean of B in that seat; ties count half)`,
    );
  } else {
    // A deal is won as a duplicate board: against B holding the same cards in the other seating.
    const boards = interval(records.map((r) => r.board ?? 0.5));
    console.log(
      `A won ${describe(boards)} of ${records.length} deals (boards: the deal's games against B with the same cards — more won, else more points; ties half)`,
    );
    console.log(`A won ${describe(rate)} of ${games.length} games (draws count half)`);
    const auction = records.filter((r) => r.matchBoard !== null);
    if (auction.length) {
      const byMatch = interval(auction.map((r) => r.matchBoard ?? 0.5));
      console.log(
        `A won ${describe(byMatch)} of ${auction.length} deals with a contract, a split board settled by match points`,
      );
      const net = interval(
        auction.map((r) => r.games.reduce((x, g) => x + g.aGot - g.bGot, 0) / r.games.length),
      );
      console.log(
        `match points per game, A's side minus B's: ${net.mean.toFixed(2)} (95% CI ${net.low.toFixed(2)} to ${net.high.toFixed(2)})`,
      );
      const target = newGame({ variant: o.variant, seed: 1 }).rules.target;
      const matches = matchesWon(
        records.map((r) => r.games),
        target,
        o.seed,
      );
      console.log(
        `A won ${describe(matches)} of matches to ${target}, estimated by replaying the games at random`,
      );
    }
  }
  const mean = (values: number[]): number =>
    values.reduce((x, y) => x + y, 0) / Math.max(1, values.length);
  console.log(
    `points per deal: A ${mean(games.map((g) => g.aGot)).toFixed(2)}, B ${mean(games.map((g) => g.bGot)).toFixed(2)} (per side: deals won, or contract points)`,
  );
  console.log(
    `deal points per game: A ${mean(games.map((g) => g.aTotal)).toFixed(1)}, B ${mean(games.map((g) => g.bTotal)).toFixed(1)} (card points, cantes, last trick; per side)`,
  );
  for (const who of ['a', 'b'] as const) {
    const held = games.filter((g) => g.contract && g.contract.byA === (who === 'a'));
    const made = held.filter((g) => g.contract?.made).length;
    if (held.length)
      console.log(
        `contracts held by ${who.toUpperCase()}: ${held.length}, made ${made} (${percent(made / held.length)}%)`,
      );
    const t = parts.flatMap((p) => p.times[who]);
    console.log(
      `decision time ${who.toUpperCase()}: median ${quantile(t, 0.5).toFixed(2)} ms, p95 ${quantile(t, 0.95).toFixed(2)} ms, max ${Math.max(0, ...t).toFixed(2)} ms over ${t.length} decisions`,
    );
    const cpuT = parts.flatMap((p) => p.cpuTimes[who]);
    console.log(
      `  CPU time ${who.toUpperCase()}: median ${quantile(cpuT, 0.5).toFixed(2)} ms, p95 ${quantile(cpuT, 0.95).toFixed(2)} ms, max ${Math.max(0, ...cpuT).toFixed(2)} ms`,
    );
  }
}

async function main(): Promise<void> {
  const o = parse(process.argv.slice(2));
  if (o.part) {
    const result = await playPart(o, o.part);
    await new Promise<void>((resolve) => process.send?.(result, () => resolve()));
    return;
  }
  report(o, o.jobs > 1 ? await playInParallel(o) : [await playPart(o, { i: 0, n: 1 })]);
}

await main();
