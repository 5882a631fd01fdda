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

/*
 * States are frozen, and V8 (Node 20) runs `slice`, `filter`, `some`, `find` and friends on a
 * frozen array through a slow generic path, ~50 times slower than on a plain one; spreading
 * (`[...list]`), `indexOf`/`includes` and indexed loops stay fast. The hot paths below and in
 * the rules use only those.
 *
 * The copy-on-write helpers return frozen lists (typed as the state's plain arrays), so `seal`
 * finds them done; what they are given to hold should be frozen already (cards, or lists these
 * helpers made) — `seal` freezes whatever is not.
 */

/** The list itself, frozen. */
export function frozenList<T>(list: T[]): T[] {
  Object.freeze(list);
  return list;
}

/** The empty list every state shares. */
export const NONE: never[] = frozenList([]);

/** A frozen copy of `list` with `value` at `index`. */
export function withAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = [...list];
  copy[index] = value;
  Object.freeze(copy);
  return copy;
}

/** A frozen copy of `list` without `item` (its first occurrence; cards occur once). */
export function without<T>(list: readonly T[], item: T): T[] {
  const copy = [...list];
  const at = copy.indexOf(item);
  if (at >= 0) copy.splice(at, 1);
  Object.freeze(copy);
  return copy;
}

/** A frozen copy of `list` with `items` added at the end. */
export function appended<T>(list: readonly T[], ...items: readonly T[]): T[] {
  const copy = [...list, ...items];
  Object.freeze(copy);
  return copy;
}

/** The list at `index` of a list of lists (a seat's hand, pile…), empty when there is none. */
export const listAt = <T>(lists: readonly (readonly T[])[], index: number): readonly T[] =>
  lists[index] ?? [];

/** Freezes `value` and whatever under it is not frozen yet: the parts this action made. */
export function freezeNew<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) freezeNew<unknown>(value[i]);
  } else {
    const values: unknown[] = Object.values(value);
    for (let i = 0; i < values.length; i++) freezeNew(values[i]);
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

/**
 * The draft as a frozen state; throws if the rules left the phase's fields inconsistent.
 * `copyOnWrite`: the draft came from `draftOf` and every part the action made was frozen where
 * it was made (the helpers above), so only the top level is left to freeze — the engine's
 * tests check that every state they reach is frozen all the way down. Otherwise (a new match,
 * a deal's boundary) every part not yet frozen is frozen here.
 */
export function seal(d: Draft, copyOnWrite = false): GameState {
  if (!consistent(d)) {
    throw new Error(`internal error: the ${d.phase} phase's fields are inconsistent`);
  }
  if (!copyOnWrite) return freezeNew(d);
  Object.freeze(d);
  return d;
}
