/**
 * The AI without search: every level by rules of thumb (`easy` with a short memory and
 * careless moves, the others counting every card). It is what `<tute-table>` carries inside its
 * one-file bundle for `easy` and `medium`; the searching levels live in `tute-table/ai`
 * (`chooseAction`), which the element loads on first use.
 */
import type { Action, PlayerView } from '../engine/index.js';
import { EASY, heuristicAction, MEDIUM, type Style } from './heuristics/decide.js';
import { seededRandom } from './rng.js';

export type Level = 'easy' | 'medium' | 'hard' | 'expert';

export interface ChooseOptions {
  level: Level;
  /** With a seed the choice is deterministic; without one it uses Math.random. */
  seed?: number;
  /**
   * The caller no longer wants the move (the game moved on): the promise rejects with the
   * signal's reason.
   */
  signal?: AbortSignal;
}

/** A function that chooses a seat's move from its view: `chooseAction` or `chooseByRules`. */
export type Player = (view: PlayerView, options: ChooseOptions) => Promise<Action>;

/**
 * How each level plays by rules of thumb; `hard` and `expert` search where `chooseAction` is
 * used.
 */
const STYLES: Readonly<Record<Level, Style>> = {
  easy: EASY,
  medium: MEDIUM,
  hard: MEDIUM,
  expert: MEDIUM,
};

/** At least one action. */
export type SomeActions = [Action, ...Action[]];

const someActions = (actions: Action[]): actions is SomeActions => actions.length > 0;

/** The view's legal actions, or a clear error when it offers none. */
export function legalOf(view: PlayerView, who: string): SomeActions {
  const legal = view.legal;
  if (!Array.isArray(legal) || !someActions(legal)) {
    throw new Error(
      `${who}: seat ${view.seat} has no legal action in this view ` +
        `(phase ${view.phase}, turn ${String(view.turn)})`,
    );
  }
  return legal;
}

/** The decision's generator: seeded, or Math.random without a seed. */
export function randomFor(view: PlayerView, seed: number | undefined): () => number {
  return seed === undefined ? Math.random : seededRandom(mix(seed, view));
}

/**
 * The seed combined with how far the match has gone, so one seed does not make the same
 * relative choice at every move of a match.
 */
function mix(seed: number, view: PlayerView): number {
  let h = Math.trunc(Number.isFinite(seed) ? seed : 0) >>> 0;
  h = Math.imul(h ^ view.log.length, 0x01000193) >>> 0;
  return Math.imul(h ^ view.seat, 0x85ebca6b) >>> 0;
}

/**
 * `decide()` as a promise, decided now: a throw becomes a rejection, as in an async function
 * (the public players reject, never throw).
 */
export const promised = <T>(decide: () => T): Promise<T> =>
  new Promise((resolve) => {
    resolve(decide());
  });

/** One of `view.legal` by rules of thumb, from the view alone. */
export function chooseByRules(view: PlayerView, options: ChooseOptions): Promise<Action> {
  return promised(() => {
    const legal = legalOf(view, 'chooseByRules');
    options.signal?.throwIfAborted();
    if (legal.length === 1) return legal[0];
    return heuristicAction(view, STYLES[options.level] ?? MEDIUM, randomFor(view, options.seed));
  });
}
