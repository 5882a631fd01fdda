/**
 * The AI players. They receive a seat's `PlayerView`, never the full state, so they cannot
 * see hidden cards. No DOM, no lit: runs in browsers and Node ≥ 20.
 */
import type { Action, PlayerView } from '../engine/index.js';
import { EASY, heuristicAction, MEDIUM, type Style } from './heuristics/decide.js';
import { seededRandom } from './rng.js';

export type Level = 'easy' | 'medium' | 'hard' | 'expert';

export interface ChooseOptions {
  level: Level;
  /** With a seed the choice is deterministic; without one it uses Math.random. */
  seed?: number;
}

/** How each level plays; `hard` and `expert` play as `medium` until their search lands. */
const STYLES: Readonly<Record<Level, Style>> = { easy: EASY, medium: MEDIUM, hard: MEDIUM, expert: MEDIUM };

/**
 * Chooses one of `view.legal` for the viewing seat, from the view alone.
 * `easy` plays sensible rules of thumb with a short memory and occasional slips; `medium`
 * counts every card and reads every void. Rejects when the view offers no legal action.
 */
export async function chooseAction(view: PlayerView, options: ChooseOptions): Promise<Action> {
  const legal = view.legal;
  if (!Array.isArray(legal) || legal.length === 0) {
    throw new Error(`chooseAction: seat ${view.seat} has no legal action in this view (phase ${view.phase}, turn ${String(view.turn)})`);
  }
  const random = options.seed === undefined ? Math.random : seededRandom(mix(options.seed, view));
  const style = STYLES[options.level] ?? MEDIUM;
  return legal.length === 1 ? (legal[0] as Action) : heuristicAction(view, style, random);
}

/** Uniformly random among the legal actions: the baseline the levels are measured against. */
export async function randomAction(view: PlayerView, seed?: number): Promise<Action> {
  const legal = view.legal;
  if (!legal.length) throw new Error(`randomAction: seat ${view.seat} has no legal action`);
  const random = seed === undefined ? Math.random : seededRandom(mix(seed, view));
  return legal[Math.min(legal.length - 1, Math.floor(random() * legal.length))] as Action;
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
