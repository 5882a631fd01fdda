/**
 * The engine's private working copy of a state, and how it becomes a state again.
 *
 * States are frozen and share every part an action leaves alone. An action starts from a
 * shallow copy of the state (`draftOf`): its top-level fields may be reassigned, but everything
 * under them is still the old state's frozen data, so the rules replace what they change
 * (copy-on-write, with the helpers below) and cannot write into the old state by mistake — a
 * write into frozen data throws. `seal` then freezes what is new and checks that the phase's
 * fields agree with the phase before the draft is handed out as a `GameState`.
 */
import type {
  Auction,
  Contract,
  DealResult,
  DeclarationWindow,
  GameState,
  Phase,
  Seat,
  Suit,
  TableState,
} from './types.js';

/** A state being changed: every field writable, the phase-dependent ones widened. */
export type Draft = TableState & {
  phase: Phase;
  turn: Seat | null;
  trump: Suit | null;
  auction: Auction | null;
  contract: Contract | null;
  result: DealResult | null;
  window: DeclarationWindow | null;
  swapPause: boolean;
};

/** A shallow, writable copy of `state` whose parts are still the state's own frozen data. */
export const draftOf = (state: GameState): Draft => ({ ...state });

/** A copy of `list` with `value` at `index`. */
export function withAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = list.slice();
  copy[index] = value;
  return copy;
}

/** A copy of `list` without `item`. */
export const without = <T>(list: readonly T[], item: T): T[] => list.filter((x) => x !== item);

/** The list at `index` of a list of lists (a seat's hand, pile…), empty when there is none. */
export const listAt = <T>(lists: readonly (readonly T[])[], index: number): readonly T[] =>
  lists[index] ?? [];

/** Freezes `value` and whatever under it is not frozen yet: the parts this action made. */
export function freezeNew<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (const item of value) freezeNew(item);
  } else {
    for (const key in value) freezeNew(value[key]);
  }
  return Object.freeze(value);
}

/**
 * Whether the draft's phase-dependent fields agree with its phase (the promise of
 * `PhaseState`): checked on every state the engine hands out, never assumed.
 */
function consistent(d: Draft): d is Draft & GameState {
  const quiet = d.window === null && !d.swapPause;
  switch (d.phase) {
    case 'auction':
      return (
        quiet &&
        d.turn !== null &&
        d.trump === null &&
        d.auction !== null &&
        d.contract === null &&
        d.result === null
      );
    case 'censor':
    case 'trump':
      return (
        quiet &&
        d.turn !== null &&
        d.trump === null &&
        d.auction !== null &&
        d.contract !== null &&
        d.result === null
      );
    case 'play':
      return d.turn !== null && d.trump !== null && d.result === null;
    case 'deal-over':
    case 'match-over':
      return quiet && d.turn === null && d.trump !== null && d.result !== null;
  }
}

/** The draft as a frozen state. Throws if the rules left the phase's fields inconsistent. */
export function seal(d: Draft): GameState {
  if (!consistent(d)) {
    throw new Error(`internal error: the ${d.phase} phase's fields are inconsistent`);
  }
  return freezeNew(d);
}
