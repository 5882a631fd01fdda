/**
 * Legal moves of the simulator's seat to act, written into a caller's buffer (no allocation).
 *
 * A second, fast implementation of the engine's rules of play (`playMode`, `playableCards`,
 * the declaration, swap and capote rules), on bitmasks. It is kept apart for speed; the
 * lock-step tests (test/ai/simulator.test.ts, test/ai/support/lockstep.ts) prove it gives the
 * same moves as the engine's `legalActions` at every step of random deals of every variant.
 *
 * Indexing: hands and the trick are typed arrays indexed by seat, suit and trick slot, in range
 * by construction; `!` marks those reads instead of a check in the hot loop.
 */
import { positionOf, strongerThan, suitOf } from './cards.js';
import { MOVE_CAPOTE, MOVE_PASS, MOVE_SING, MOVE_SWAP, MOVE_TUTE_KINGS } from './moves.js';
import { PLAY_FREE, PLAY_STOCK_THEN_STRICT, PLAY_STRICT, SWAP_ON_LEAD } from './rules.js';
import { END_NONE, type Sim } from './simulator.js';

/** Mode of play now: free, follow-trump (-1) or strict (the engine's `playMode`). */
const FOLLOW_TRUMP = -1;

function playMode(sim: Sim): number {
  const { play, followTrump } = sim.rules;
  if (play !== PLAY_STOCK_THEN_STRICT) return play;
  if (!sim.stockLasts()) return PLAY_STRICT;
  return followTrump ? FOLLOW_TRUMP : PLAY_FREE;
}

/** Whether every obligation of strict play applies now (docs/rules.md §1). */
export const strictNow = (sim: Sim): boolean => playMode(sim) === PLAY_STRICT;

/** Strongest position of `suit` among the trick's cards, or 10 when the suit is not there. */
function topInTrick(sim: Sim, suit: number): number {
  let top = 10;
  for (let i = 0; i < sim.trickLen; i++) {
    const card = sim.trickCard[i]!;
    if (suitOf(card) === suit && positionOf(card) < top) top = positionOf(card);
  }
  return top;
}

/**
 * The cards `seat` may play (docs/rules.md §1 strict play, §3 follow-trump) as one suit and a
 * mask of it, packed `suit << 16 | mask`; `-1` means "any card of the hand".
 */
export function playableSuitMask(sim: Sim, seat: number): number {
  if (sim.trickLen === 0) return -1;
  const mode = playMode(sim);
  if (mode === PLAY_FREE) return -1;
  const { trump } = sim;
  const h = seat * 4;
  const led = suitOf(sim.trickCard[0]!);
  if (mode === FOLLOW_TRUMP) {
    const trumps = led === trump ? sim.hands[h + trump]! : 0;
    return trumps !== 0 ? (trump << 16) | trumps : -1;
  }
  const follow = sim.hands[h + led]!;
  if (follow !== 0) {
    const ruffed = led !== trump && trump >= 0 && topInTrick(sim, trump) < 10;
    if (ruffed && !sim.rules.strictBeat) return (led << 16) | follow;
    const higher = follow & strongerThan(topInTrick(sim, led));
    return (led << 16) | (higher !== 0 ? higher : follow);
  }
  const trumps = trump >= 0 ? sim.hands[h + trump]! : 0;
  if (trumps === 0) return -1;
  const topTrump = topInTrick(sim, trump);
  if (topTrump === 10) return (trump << 16) | trumps;
  const over = trumps & strongerThan(topTrump);
  if (over !== 0) return (trump << 16) | over;
  return sim.rules.underTrump ? (trump << 16) | trumps : -1;
}

function pushMask(out: Uint8Array, n: number, suit: number, mask: number): number {
  for (let m = mask; m !== 0; m &= m - 1) out[n++] = suit * 10 + (31 - Math.clz32(m & -m));
  return n;
}

/**
 * Writes the legal moves into `out` (room for MAX_MOVES) and returns how many; 0 once the deal
 * is over.
 */
export function legalMoves(sim: Sim, out: Uint8Array): number {
  if (sim.end !== END_NONE) return 0;
  const seat = sim.turn;
  let n = 0;
  if (sim.swapPause) {
    out[n++] = MOVE_SWAP;
    out[n++] = MOVE_PASS;
    return n;
  }
  if (sim.trickLen === 0) {
    if (sim.inWindow(seat)) {
      const tutes = sim.tutes(seat);
      if (tutes & 1) out[n++] = MOVE_TUTE_KINGS;
      if (tutes & 2) out[n++] = MOVE_TUTE_KINGS + 1;
      const suits = sim.marriages(seat);
      for (let suit = 0; suit < 4; suit++) if ((suits >> suit) & 1) out[n++] = MOVE_SING + suit;
      if (sim.winAsked) {
        out[n++] = MOVE_PASS;
        return n;
      }
    }
    if (sim.rules.swap === SWAP_ON_LEAD && sim.swapCardOf(seat) >= 0) out[n++] = MOVE_SWAP;
    if (sim.rules.capote && sim.capoteSeat < 0 && !sim.stockLasts() && holdsAny(sim, seat)) {
      out[n++] = MOVE_CAPOTE;
    }
  }
  const only = playableSuitMask(sim, seat);
  if (only >= 0) return pushMask(out, n, only >> 16, only & 0xffff);
  for (let suit = 0; suit < 4; suit++) n = pushMask(out, n, suit, sim.hands[seat * 4 + suit]!);
  return n;
}

function holdsAny(sim: Sim, seat: number): boolean {
  const h = seat * 4;
  return (sim.hands[h]! | sim.hands[h + 1]! | sim.hands[h + 2]! | sim.hands[h + 3]!) !== 0;
}
