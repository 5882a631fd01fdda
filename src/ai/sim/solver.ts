/**
 * Exact alpha-beta solver for the two-player endgame (docs/rules.md §3: once the stock and the
 * indicator are gone every card is known to a player who counts; also brisca's last tricks).
 *
 * Objective: `dealValue` (objective.ts) — the final deal point difference for the seat to move
 * (card points + the cantes each side can still sing + the last-trick bonus), with ±WIN_BONUS
 * for a Tute or capote. Internally every node returns "points from here", for the player on
 * lead at a trick boundary, so values do not depend on history and can be shared through a
 * transposition table keyed by the whole position: both hands (the per-suit masks), the leader,
 * "leader may declare now", the sung suits and the capote. The table outlives a solve: a
 * position's value depends on nothing else but the trump and the rules, and it is emptied when
 * those change. The searches of one decision (every candidate move in every sample, pimc.ts)
 * meet the same positions again and again: kept across them, the table (with its entries in
 * one cache line, tt.ts) cut `expert`'s decision times in tute by about two thirds, with the
 * same decisions (docs/ai.md §9, Decision times).
 *
 * One search node is a whole trick: the leader's cards (max), each answered by the follower's
 * legal cards (min) in an inner loop, so the table is only consulted where its key is clean.
 * Of two blanks of one suit in one hand with no live card between them only the higher is
 * searched (`hasTwinAbove`, cards.ts: they are interchangeable; 29% fewer nodes on 8-v-8
 * endgames, bench/solver.bench.ts). Move ordering: the table's move first; leads the opponent
 * cannot beat, richest first, then cheap leads; answers that win first, else the cheapest
 * discard (measured: a few percent of nodes).
 *
 * Declarations: a player in its window who can sing always sings (declining is dominated: sing X
 * now and skip X later, and every later option stays open), so only the choice of suit is
 * searched. Declining a Tute is searched too: under this objective a later Tute may be worth
 * more points. The root, in contrast, searches exactly the simulator's legal moves, so the move
 * returned is always one the engine accepts.
 *
 * Inside a trick it applies the rules itself, in its own fast form (the strict answers to one
 * card, who wins the trick, the last-trick bonus, capote, cantes), on its private copy of the
 * hands. test/ai/solver.test.ts proves it: its values equal a plain minimax over the simulator
 * (which the lock-step tests hold equal to the engine) on hundreds of random endgames, and its
 * best lines played through the engine's `applyAction` end with exactly the value predicted.
 *
 * Indexing: hands, tables and the per-ply move lists are typed arrays indexed by seat, suit,
 * card and ply slot, in range by construction; `!` marks those reads instead of a check in the
 * innermost loop.
 */
import {
  beatsCard,
  CARD_POINTS,
  MARRIAGE_MASK,
  POS_KING,
  hasTwinAbove,
  POS_KNIGHT,
  positionOf,
  strongerThan,
  suitOf,
} from './cards.js';
import { legalMoves, strictNow } from './legal.js';
import { MAX_MOVES } from './moves.js';
import { dealValue, WIN_BONUS } from './objective.js';
import { END_NONE, Sim } from './simulator.js';
import { TranspositionTable, TT_EXACT, TT_LOWER, TT_UPPER } from './tt.js';

export interface Solution {
  /** `dealValue` for the seat to move with perfect play from both sides. */
  value: number;
  /** The best legal simulator move (moves.ts encoding). */
  move: number;
  /** Search nodes visited (trick boundaries and follower answers). */
  nodes: number;
}

const INF = 30000;
const MAX_PLY = 32;
const SLOTS = 16;
/** Pseudo-moves stored in the table besides card indexes. */
const M_SING = 40;
const M_TUTE = 50;
const M_DECLINE = 51;
const M_CAPOTE = 52;

/** Whether the solver applies: two players, nothing left to draw, the deal still on. */
export function canSolve(sim: Sim): boolean {
  return sim.rules.players === 2 && !sim.stockLasts() && sim.end === END_NONE && !sim.swapPause;
}

export class EndgameSolver {
  private readonly h = new Int32Array(8);
  private readonly tt = new TranspositionTable();
  private readonly leads = new Int8Array(MAX_PLY * SLOTS);
  private readonly leadScores = new Int16Array(MAX_PLY * SLOTS);
  private readonly answers = new Int8Array(MAX_PLY * SLOTS);
  private readonly answerScores = new Int16Array(MAX_PLY * SLOTS);
  private readonly rootMoves = new Uint8Array(MAX_MOVES);
  private scratch: Sim | null = null;
  private trump = 0;
  private strict = true;
  private canSing = false;
  private fortyFirst = false;
  private tuteOn = false;
  private capoteOn = false;
  private lastBonus = 0;
  /** The trump and rule settings the table's values hold for (-1: none yet). */
  private context = -1;
  private left = 0;
  private sung = 0;
  /** 0 none, else 1 + the announcing seat. */
  private capote = 0;
  nodes = 0;

  /** The value and best move for the seat to move. */
  solve(sim: Sim): Solution {
    this.begin(sim);
    const me = sim.turn;
    const n = legalMoves(sim, this.rootMoves);
    const scratch = this.scratchFor(sim);
    let best = -INF;
    let move = this.rootMoves[0]!;
    for (let i = 0; i < n; i++) {
      const m = this.rootMoves[i]!;
      scratch.copyFrom(sim);
      scratch.apply(m);
      const v = this.evaluate(scratch, me, best, INF);
      if (v > best) {
        best = v;
        move = m;
      }
    }
    return { value: best, move, nodes: this.nodes };
  }

  /** The value (`dealValue`) of the position for `seat`. */
  value(sim: Sim, seat: number): number {
    this.begin(sim);
    return this.evaluate(sim, seat, -INF, INF);
  }

  private begin(sim: Sim): void {
    if (!canSolve(sim))
      throw new RangeError('the endgame solver needs a two-player deal with nothing left to draw');
    const r = sim.rules;
    this.trump = sim.trump;
    this.strict = strictNow(sim);
    this.canSing = r.cantes && r.singAfterStock;
    this.fortyFirst = r.fortyFirst;
    this.tuteOn = r.tute;
    this.capoteOn = r.capote;
    this.lastBonus = r.lastTrickBonus;
    if (sim.cardsLeft > 16)
      throw new RangeError(
        `the endgame solver handles up to 16 cards in hand, not ${sim.cardsLeft}`,
      );
    const context =
      this.trump |
      (+this.strict << 2) |
      (+this.canSing << 3) |
      (+this.fortyFirst << 4) |
      (+this.tuteOn << 5) |
      (+this.capoteOn << 6) |
      (this.lastBonus << 7);
    if (context !== this.context) {
      this.tt.clear();
      this.context = context;
    }
    this.nodes = 0;
  }

  private scratchFor(sim: Sim): Sim {
    if (this.scratch === null || this.scratch.rules !== sim.rules)
      this.scratch = new Sim(sim.rules);
    return this.scratch;
  }

  /** `dealValue` for `seat` at `sim`'s position, searched within (alpha, beta) (fail-soft). */
  private evaluate(sim: Sim, seat: number, alpha: number, beta: number): number {
    const past = dealValue(sim, seat);
    if (sim.end !== END_NONE) return past;
    this.h.set(sim.hands.subarray(0, 8));
    this.left = sim.cardsLeft;
    this.sung = sim.sung;
    this.capote = sim.capoteSeat + 1;
    const mover = sim.turn;
    if (sim.trickLen === 0) {
      const future =
        mover === seat
          ? this.trick(mover, sim.inWindow(mover), alpha - past, beta - past, 0)
          : -this.trick(mover, sim.inWindow(mover), past - beta, past - alpha, 0);
      return past + future;
    }
    const leader = sim.trickSeat[0]!;
    const lead = sim.trickCard[0]!;
    const future =
      leader === seat
        ? this.answer(leader, lead, alpha - past, beta - past, 0)
        : -this.answer(leader, lead, past - beta, past - alpha, 0);
    return past + future;
  }

  /** Suits the leader must choose from to sing now (held, unsung, 40 first). */
  private singable(seat: number): number {
    if (!this.canSing) return 0;
    let suits = 0;
    for (let s = 0; s < 4; s++)
      if ((this.h[seat * 4 + s]! & MARRIAGE_MASK) === MARRIAGE_MASK) suits |= 1 << s;
    suits &= ~this.sung;
    if (this.fortyFirst && (suits >> this.trump) & 1) return 1 << this.trump;
    return suits;
  }

  private holdsTute(seat: number): boolean {
    if (!this.tuteOn) return false;
    const h = seat * 4;
    const all = this.h[h]! & this.h[h + 1]! & this.h[h + 2]! & this.h[h + 3]!;
    return ((all >> POS_KING) & 1) === 1 || ((all >> POS_KNIGHT) & 1) === 1;
  }

  /** Value from here for `leader` at a trick boundary; `window`: its cante window is open. */
  private trick(leader: number, window: boolean, alpha: number, beta: number, ply: number): number {
    this.nodes++;
    const suits = window ? this.singable(leader) : 0;
    const tute = window && this.holdsTute(leader);
    // Hands are 10-bit masks per seat and suit (cards.ts): three words hold the whole position.
    const h = this.h;
    const k0 =
      h[0]! | (h[1]! << 10) | (h[2]! << 20) | (leader << 30) | (+(suits !== 0 || tute) << 31);
    const k1 = h[4]! | (h[5]! << 10) | (h[6]! << 20) | (this.capote << 30);
    const k2 = h[3]! | (h[7]! << 10) | (this.sung << 20);
    const tt = this.tt;
    let hint = -1;
    if (tt.probe(k0, k1, k2)) {
      const v = tt.value;
      if (tt.flag === TT_EXACT) return v;
      if (tt.flag === TT_LOWER) {
        if (v > alpha) alpha = v;
      } else if (v < beta) beta = v;
      if (alpha >= beta) return v;
      hint = tt.move;
    }
    const a0 = alpha;
    let best = -INF;
    let bestMove = -1;
    if (suits !== 0 || tute) {
      if (tute) {
        best = WIN_BONUS;
        bestMove = M_TUTE;
        if (best > alpha) alpha = best;
      }
      if (suits !== 0) {
        const first = hint >= M_SING && hint < M_SING + 4 ? hint - M_SING : -1;
        for (let k = -1; k < 4 && alpha < beta; k++) {
          const s = k < 0 ? first : k;
          if (s < 0 || (k >= 0 && s === first) || !((suits >> s) & 1)) continue;
          const p = s === this.trump ? 40 : 20;
          this.sung |= 1 << s;
          const v = p + this.trick(leader, false, alpha - p, beta - p, ply + 1);
          this.sung &= ~(1 << s);
          if (v > best) {
            best = v;
            bestMove = M_SING + s;
            if (v > alpha) alpha = v;
          }
        }
      } else if (alpha < beta) {
        const v = this.trick(leader, false, alpha, beta, ply + 1);
        if (v > best) {
          best = v;
          bestMove = M_DECLINE;
        }
      }
    } else {
      if (this.capoteOn && this.capote === 0) {
        this.capote = leader + 1;
        const v = this.trick(leader, false, alpha, beta, ply + 1);
        this.capote = 0;
        if (v > best) {
          best = v;
          bestMove = M_CAPOTE;
          if (v > alpha) alpha = v;
        }
      }
      if (alpha < beta) {
        const n = this.orderLeads(leader, hint, ply);
        const base = ply * SLOTS;
        for (let i = 0; i < n; i++) {
          const a = this.leads[base + i]!;
          const hi = leader * 4 + suitOf(a);
          const bit = 1 << positionOf(a);
          this.h[hi]! ^= bit;
          this.left--;
          const v = this.answer(leader, a, alpha, beta, ply);
          this.h[hi]! ^= bit;
          this.left++;
          if (v > best) {
            best = v;
            bestMove = a;
            if (v > alpha) {
              alpha = v;
              if (alpha >= beta) break;
            }
          }
        }
      }
    }
    tt.store(
      k0,
      k1,
      k2,
      best,
      best <= a0 ? TT_UPPER : best >= beta ? TT_LOWER : TT_EXACT,
      bestMove,
    );
    return best;
  }

  /**
   * Value from here for `leader`, who has led `lead` (already out of its hand): the follower
   * minimises.
   */
  private answer(leader: number, lead: number, alpha: number, beta: number, ply: number): number {
    this.nodes++;
    const follower = leader ^ 1;
    const n = this.orderAnswers(follower, lead, ply);
    const base = ply * SLOTS;
    let worst = INF;
    for (let i = 0; i < n; i++) {
      const b = this.answers[base + i]!;
      const followerWins = beatsCard(b, lead, this.trump);
      const winner = followerWins ? follower : leader;
      const points = CARD_POINTS[lead]! + CARD_POINTS[b]!;
      const hi = follower * 4 + suitOf(b);
      const bit = 1 << positionOf(b);
      this.h[hi]! ^= bit;
      this.left--;
      const hiBound = worst < beta ? worst : beta;
      let v: number;
      if (this.capote !== 0 && this.capote !== winner + 1) {
        // Capote lost at the first trick the announcer does not win: the deal is over, the
        // trick counted as usual, with the bonus if it was the last (docs/rules.md §11).
        const taken = points + (this.left === 0 ? this.lastBonus : 0);
        v = (followerWins ? -taken : taken) + (this.capote === leader + 1 ? -WIN_BONUS : WIN_BONUS);
      } else if (this.left === 0) {
        v = points + this.lastBonus + (this.capote !== 0 ? WIN_BONUS : 0);
        if (followerWins) v = -v;
      } else if (followerWins) {
        v = -points - this.trick(follower, true, -points - hiBound, -points - alpha, ply + 1);
      } else {
        v = points + this.trick(leader, true, alpha - points, hiBound - points, ply + 1);
      }
      this.h[hi]! ^= bit;
      this.left++;
      if (v < worst) {
        worst = v;
        if (worst <= alpha) break;
      }
    }
    return worst;
  }

  /** Writes the leader's cards, best guess first, into `leads[ply]`; returns how many. */
  private orderLeads(leader: number, hint: number, ply: number): number {
    const base = ply * SLOTS;
    const opp = (leader ^ 1) * 4;
    const trumps = this.h[opp + this.trump]!;
    let n = 0;
    for (let s = 0; s < 4; s++) {
      for (let m = this.h[leader * 4 + s]!; m !== 0; m &= m - 1) {
        const p = 31 - Math.clz32(m & -m);
        if (this.twinAbove(leader, s, p, -1)) continue;
        const card = s * 10 + p;
        const theirs = this.h[opp + s]!;
        // Can the opponent take this lead? Higher in suit, or a trump it must (strict) or may
        // (free) play.
        const beaten =
          (theirs & strongerThan(p)) !== 0 ||
          (s !== this.trump && trumps !== 0 && (!this.strict || theirs === 0));
        const score =
          card === hint
            ? 1000
            : beaten
              ? 50 - CARD_POINTS[card]! * 4 - p
              : 100 + CARD_POINTS[card]! * 4 + p;
        n = insert(this.leads, this.leadScores, base, n, card, score);
      }
    }
    return n;
  }

  /**
   * Whether `seat`'s blank of `suit` at `position` has a twin above it (cards.ts): only the
   * higher is searched. `table`: a card on the table (-1: none), live too.
   */
  private twinAbove(seat: number, suit: number, position: number, table: number): boolean {
    let live = this.h[suit]! | this.h[4 + suit]!;
    if (table >= 0 && suitOf(table) === suit) live |= 1 << positionOf(table);
    return hasTwinAbove(this.h[seat * 4 + suit]!, live, position);
  }

  /** Writes the follower's legal answers to `lead`, best guess first, into `answers[ply]`. */
  private orderAnswers(follower: number, lead: number, ply: number): number {
    const base = ply * SLOTS;
    const led = suitOf(lead);
    const f = follower * 4;
    if (this.strict) {
      // docs/rules.md §1 with one card on the table: follow and beat if you can, else trump if
      // you can.
      const follow = this.h[f + led]!;
      if (follow !== 0) {
        const higher = follow & strongerThan(positionOf(lead));
        return this.pushAnswers(base, 0, follower, led, higher !== 0 ? higher : follow, lead);
      }
      const trumps = this.h[f + this.trump]!;
      if (trumps !== 0) return this.pushAnswers(base, 0, follower, this.trump, trumps, lead);
    }
    let n = 0;
    for (let s = 0; s < 4; s++) n = this.pushAnswers(base, n, follower, s, this.h[f + s]!, lead);
    return n;
  }

  private pushAnswers(
    base: number,
    n: number,
    follower: number,
    suit: number,
    mask: number,
    lead: number,
  ): number {
    for (let m = mask; m !== 0; m &= m - 1) {
      const p = 31 - Math.clz32(m & -m);
      if (this.twinAbove(follower, suit, p, lead)) continue;
      const card = suit * 10 + p;
      // Winning answers first (the richer the card, the more the trick is worth), else the
      // cheapest discard.
      const score = beatsCard(card, lead, this.trump)
        ? 100 + CARD_POINTS[card]! + p
        : 50 - CARD_POINTS[card]! * 4 + p;
      n = insert(this.answers, this.answerScores, base, n, card, score);
    }
    return n;
  }
}

/** Insertion into a short list kept sorted by descending score. */
function insert(
  items: Int8Array,
  scores: Int16Array,
  base: number,
  n: number,
  item: number,
  score: number,
): number {
  let i = base + n;
  while (i > base && scores[i - 1]! < score) {
    items[i] = items[i - 1]!;
    scores[i] = scores[i - 1]!;
    i--;
  }
  items[i] = item;
  scores[i] = score;
  return n + 1;
}
