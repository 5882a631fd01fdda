/**
 * Two-player endgames reached through the engine: a deal is played until the stock and the
 * indicator are gone, then on until each hand holds at most `cards` cards (sometimes with a
 * card led). A "hoarding" policy keeps Kings and Knights and sings nothing while the stock lasts,
 * so the endgame still has cantes (and, with `kings`, a Tute) to declare.
 */
import { applyAction, legalActions, newGame } from '../../../src/engine/index.ts';
import type { Action, CardCode, GameState, Rules } from '../../../src/engine/index.ts';
import { shuffled } from '../../../src/ai/rng.ts';
import { pick, prng } from './lockstep.ts';

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

const SUITS = ['o', 'c', 'e', 'b'] as const;
const DECK: CardCode[] = SUITS.flatMap((s) =>
  [1, 2, 3, 4, 5, 6, 7, 10, 11, 12].map((r) => `${r}${s}`),
);

/**
 * A two-player deal with `given` in seat 0's hand and the rest shuffled by `random`; the
 * indicator is the first card left of `trump` when given, else whatever card comes next.
 */
export function stackedDeal(
  given: readonly CardCode[],
  random: () => number,
  trump?: string,
): NonNullable<Parameters<typeof newGame>[0]>['deal'] {
  const rest = shuffled(
    DECK.filter((c) => !given.includes(c)),
    random,
  );
  const mine = [...given, ...rest.splice(0, 8 - given.length)];
  const at = trump === undefined ? 8 : rest.findIndex((c, i) => i >= 8 && c.endsWith(trump));
  if (at < 0) throw new Error(`no card of ${trump} left for the indicator`);
  const [indicator] = rest.splice(at, 1);
  if (indicator === undefined) throw new Error('no card left for the indicator');
  return { hands: [mine, rest.slice(0, 8)], indicator, stock: rest.slice(8) };
}

/** A deal with the four Kings in seat 0's hand, the rest shuffled by `random`. */
const kingsDeal = (random: () => number) =>
  stackedDeal(
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
