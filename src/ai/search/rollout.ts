/**
 * A fast playout policy on the simulator's bitmasks, for Monte Carlo evaluation of sampled
 * deals: the medium heuristics' ideas in a few integer operations — declare at once, swap the
 * trump seven, cash masters once play is strict, lead cheap side cards, feed a partner who holds
 * the trick, win tricks worth winning with the cheapest winner, else throw the cheapest card —
 * with a small share of random moves so playouts of one sample differ. It reads the sampled
 * hands (a perfect-information policy), as every playout of a determinised search does. The
 * rules it reads (strict play, who beats whom) are the simulator's own.
 *
 * Indexing: the move buffer holds `legalMoves`' count, hands and tables are indexed by seat,
 * suit and card in range by construction; `!` marks those reads instead of a check in the
 * hottest loop of the search.
 */
import {
  beatsCard,
  CARD_POINTS,
  popcount,
  positionOf,
  strongerThan,
  suitOf,
} from '../sim/cards.js';
import { legalMoves, strictNow } from '../sim/legal.js';
import { MAX_MOVES, MOVE_CAPOTE, MOVE_SING, MOVE_SWAP, MOVE_TUTE_KINGS } from '../sim/moves.js';
import { END_NONE, type Sim } from '../sim/simulator.js';

/**
 * Share of random card choices, unless a plan sets its own (levels.ts: `expert` in tute-4 and
 * at two seats 20%). They are worth much: without them `expert` at two seats won 49.2% of the
 * deals from `hard` instead of 54.1% (docs/ai.md §10, where more noise is measured too).
 */
export const PLAYOUT_NOISE = 0.08;

export class Rollout {
  private readonly buffer = new Uint8Array(MAX_MOVES);
  private state = 1;

  /**
   * `team`: who plays together (judge.ts), so a partner's trick is fed rather than taken;
   * `noise`: the share of card choices made at random; `freeTricks`: the last to a trick with
   * points takes it while play is free (below; `hard` plays without, levels.ts).
   */
  constructor(
    private readonly team: Int8Array,
    private readonly noise = PLAYOUT_NOISE,
    private readonly freeTricks = true,
  ) {}

  /** Restarts the policy's random stream (the same stream for every root move of a sample). */
  seed(seed: number): void {
    this.state = seed >>> 0 || 1;
  }

  private random(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 4294967296;
  }

  /** Plays on until the deal ends. */
  playOut(sim: Sim): void {
    while (sim.end === END_NONE) sim.apply(this.choose(sim));
  }

  /** The policy's move for the seat to act. */
  choose(sim: Sim): number {
    const moves = this.buffer;
    const n = legalMoves(sim, moves);
    if (n === 1) return moves[0]!;
    let plays = 0;
    let swap = false;
    let declare = -1;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      // A Tute or a cante is always worth it: Tute first, then the 40 before a 20.
      if (m >= MOVE_TUTE_KINGS && m < MOVE_SWAP) return m;
      if (m >= MOVE_SING && m < MOVE_TUTE_KINGS && (declare < 0 || m === MOVE_SING + sim.trump))
        declare = m;
      else if (m === MOVE_SWAP) swap = true;
      else if (m < MOVE_SING) moves[plays++] = m;
    }
    if (declare >= 0) return declare;
    if (swap) return MOVE_SWAP;
    if (plays === 0) return moves[0] === MOVE_CAPOTE ? moves[n - 1]! : moves[0]!;
    if (plays === 1) return moves[0]!;
    if (this.random() < this.noise) return moves[Math.floor(this.random() * plays)]!;
    return sim.trickLen === 0 ? this.lead(sim, plays) : this.follow(sim, plays);
  }

  /**
   * The policy's card, without noise, for the seat to act in a trick (no window, no
   * declaration): a model of how the others choose (policy-evidence.ts). -1 when it has fewer
   * than two cards to choose from; `options` then holds how many it had.
   */
  preferred(sim: Sim): number {
    const moves = this.buffer;
    const n = legalMoves(sim, moves);
    let plays = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      if (m < MOVE_SING) moves[plays++] = m;
    }
    this.options = plays;
    if (plays < 2) return -1;
    return sim.trickLen === 0 ? this.lead(sim, plays) : this.follow(sim, plays);
  }

  /** How many cards the seat could play at the last `preferred`. */
  options = 0;

  /** What a card is worth keeping: points, rank, trump, half of an unsung marriage. */
  private keep(sim: Sim, seat: number, card: number): number {
    const suit = suitOf(card);
    const pos = positionOf(card);
    let value = CARD_POINTS[card]! * 2 + (10 - pos);
    if (suit === sim.trump) value += 14;
    if ((pos === 2 || pos === 3) && !((sim.sung >> suit) & 1) && sim.rules.cantes) {
      const other = pos === 2 ? 3 : 2;
      if ((sim.hands[seat * 4 + suit]! >> other) & 1) value += suit === sim.trump ? 30 : 16;
    }
    return value;
  }

  /** Whether any seat of another team yet to play this trick could beat `card`. */
  private beatable(sim: Sim, seat: number, card: number): boolean {
    const suit = suitOf(card);
    const pos = positionOf(card);
    const players = sim.rules.players;
    const strict = strictNow(sim);
    for (let k = 1; k < players; k++) {
      const other = (seat + k) % players;
      if (
        other === sim.rules.out ||
        this.team[other] === this.team[seat] ||
        this.inTrick(sim, other)
      )
        continue;
      const h = other * 4;
      if ((sim.hands[h + suit]! & strongerThan(pos)) !== 0) return true;
      const trumps = sim.trump >= 0 && suit !== sim.trump ? sim.hands[h + sim.trump]! : 0;
      if (trumps !== 0 && (!strict || sim.hands[h + suit] === 0)) return true;
    }
    return false;
  }

  private inTrick(sim: Sim, seat: number): boolean {
    for (let i = 0; i < sim.trickLen; i++) if (sim.trickSeat[i] === seat) return true;
    return false;
  }

  private lead(sim: Sim, plays: number): number {
    const seat = sim.turn;
    const strict = strictNow(sim);
    // Long in trumps: draw the others' trumps with the masters first, so side winners stand.
    const h = seat * 4;
    const trumps = sim.trump >= 0 ? popcount(sim.hands[h + sim.trump]!) : 0;
    const held =
      popcount(sim.hands[h]!) +
      popcount(sim.hands[h + 1]!) +
      popcount(sim.hands[h + 2]!) +
      popcount(sim.hands[h + 3]!);
    const drawTrumps = strict && trumps * 2 > held;
    let best = this.buffer[0]!;
    let bestScore = Infinity;
    for (let i = 0; i < plays; i++) {
      const card = this.buffer[i]!;
      let score = this.keep(sim, seat, card);
      const isTrump = suitOf(card) === sim.trump;
      // Once everyone must follow, an unbeatable card with points cashes them.
      if (
        strict &&
        (CARD_POINTS[card]! > 0 || (isTrump && drawTrumps)) &&
        !this.beatable(sim, seat, card)
      ) {
        score = isTrump ? (drawTrumps ? -100 : -CARD_POINTS[card]!) : -CARD_POINTS[card]! - 20;
      }
      if (score < bestScore) {
        bestScore = score;
        best = card;
      }
    }
    return best;
  }

  private follow(sim: Sim, plays: number): number {
    const seat = sim.turn;
    const top = sim.trickCard[sim.winningIndex()]!;
    const topSeat = sim.trickSeat[sim.winningIndex()]!;
    const last = sim.trickLen === sim.rules.active - 1;
    let onTable = 0;
    for (let i = 0; i < sim.trickLen; i++) onTable += CARD_POINTS[sim.trickCard[i]!]!;
    const partnerHolds =
      this.team[topSeat] === this.team[seat] && (last || !this.beatable(sim, seat, top));
    let winner = -1;
    let winnerKeep = Infinity;
    let loser = -1;
    let loserKeep = Infinity;
    let feed = -1;
    let feedScore = -Infinity;
    let sideWinner = -1;
    let sideKeep = Infinity;
    for (let i = 0; i < plays; i++) {
      const card = this.buffer[i]!;
      const k = this.keep(sim, seat, card);
      if (beatsCard(card, top, sim.trump)) {
        if (suitOf(card) !== sim.trump && k < sideKeep) {
          sideWinner = card;
          sideKeep = k;
        }
        if (k < winnerKeep && (last || !this.beatable(sim, seat, card))) {
          winner = card;
          winnerKeep = k;
        }
      } else {
        if (k < loserKeep) {
          loser = card;
          loserKeep = k;
        }
        const f = CARD_POINTS[card]! * 4 - k;
        if (f > feedScore) {
          feed = card;
          feedScore = f;
        }
      }
    }
    if (partnerHolds) return feed >= 0 ? feed : this.cheapest(sim, seat, plays);
    // Last to a trick with points while play is free (brisca, the stock), as the rules of thumb
    // play it: the led suit's winner, else the cheapest trump. Playouts that gave such tricks
    // away taught the search that a Three thrown on a lost trick costs nothing (docs/ai.md §10).
    if (this.freeTricks && last && onTable > 0 && winner >= 0 && !strictNow(sim))
      return sideWinner >= 0 ? sideWinner : winner;
    if (winner >= 0) {
      const cheapWin = suitOf(winner) !== sim.trump && CARD_POINTS[winner] === 0;
      if (
        onTable + (last ? 0 : 2) >= 10 ||
        cheapWin ||
        (onTable > 0 && strictNow(sim)) ||
        loser < 0
      )
        return winner;
    }
    return loser >= 0 ? loser : this.cheapest(sim, seat, plays);
  }

  private cheapest(sim: Sim, seat: number, plays: number): number {
    let best = this.buffer[0]!;
    let bestKeep = Infinity;
    for (let i = 0; i < plays; i++) {
      const card = this.buffer[i]!;
      const k = this.keep(sim, seat, card);
      if (k < bestKeep) {
        bestKeep = k;
        best = card;
      }
    }
    return best;
  }
}
