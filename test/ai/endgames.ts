/**
 * Two-player endgames reached through the engine: a deal is played until the stock and the
 * indicator are gone, then on until each hand holds at most `cards` cards (sometimes with a
 * card led). A "hoarding" policy keeps Kings and Knights and sings nothing while the stock lasts,
 * so the endgame still has cantes (and, with `kings`, a Tute) to declare.
 */
import { applyAction, legalActions, newGame } from '../../src/engine/index.ts';
import type { Action, GameState, Rules } from '../../src/engine/index.ts';
import { SUITS } from '../support/cards.ts';
import { dealAround } from '../support/deals.ts';
import { pick, prng } from '../support/random.ts';

export interface EndgameSpec {
  variant: 'tute' | 'brisca';
  rules: Partial<Rules>;
  seed: number;
  /** Cards per hand at most (8: right after the last draw). */
  cards: number;
  /** Keep Kings and Knights, sing nothing while the stock lasts. */
  hoard: boolean;
  /** Deal the four Kings to seat 0 (a Tute to declare later). */
  kings: boolean;
  /** Lead one more card when the hands are small enough (the follower is to move). */
  midTrick: boolean;
}

/** A deal with the four Kings in seat 0's hand, the rest shuffled by `random`. */
const kingsDeal = (random: () => number) =>
  dealAround(
    SUITS.map((s) => `12${s}`),
    random,
  );

export const isCourt = (a: Action): boolean => a.type === 'play' && /^1[12]/.test(a.card);

function choose(state: GameState, hoard: boolean, random: () => number): Action {
  const legal = legalActions(state);
  if (!hoard) return pick(legal, random);
  const calm = legal.filter((a) => a.type !== 'sing' && a.type !== 'tute' && !isCourt(a));
  return pick(calm.length ? calm : legal.filter((a) => a.type !== 'tute'), random);
}

const stockLasts = (s: GameState): boolean => s.stock.length > 0 || s.indicator !== null;

/** The endgame of `spec`, or null when the deal ended before it (a Tute, a lost capote). */
export function reachEndgame(spec: EndgameSpec): GameState | null {
  const random = prng(spec.seed * 104729 + 7);
  const deal = spec.kings ? kingsDeal(random) : undefined;
  let state = newGame({
    variant: spec.variant,
    seed: spec.seed,
    rules: spec.rules,
    dealer: 1,
    ...(deal ? { deal } : {}),
  });
  while (state.phase === 'play' && (stockLasts(state) || state.trick.length > 0)) {
    state = applyAction(state, choose(state, spec.hoard || spec.kings, random));
  }
  const big = (s: GameState): boolean => s.hands.some((h) => h.length > spec.cards);
  while (state.phase === 'play' && (big(state) || state.trick.length > 0)) {
    state = applyAction(state, choose(state, spec.kings, random));
  }
  if (spec.midTrick && state.phase === 'play') {
    const plays = legalActions(state).filter((a) => a.type === 'play');
    if (plays.length) state = applyAction(state, pick(plays, random));
  }
  return state.phase === 'play' ? state : null;
}
