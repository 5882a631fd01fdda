/** Facts about a match the element derives from its state: AI seed, changed rules, points of the last deal. */
import { applyAction, newGame, type GameState, type Rules } from '../engine/index.js';

/** The match seed as a number for the AI, so a seeded match is replayed move for move. */
export function seedNumber(seed: number | string): number {
  let h = 0x811c9dc5;
  for (const ch of `${typeof seed}:${String(seed)}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** The rule options of `state` that differ from its variant's defaults, for the `rules` attribute. */
export function changedRules(state: GameState): Partial<Rules> {
  const defaults: Partial<Rules> = newGame({ variant: state.variant, seed: 0 }).rules;
  return Object.fromEntries(Object.entries(state.rules).filter(([key, value]) => defaults[key as keyof Rules] !== value));
}

/**
 * Match points each side got from the deal `state` has just ended, or null while a deal runs.
 * The deal ended with the last action of the log, so the scores before it come from a replay.
 */
export function awardedBy(state: GameState): number[] | null {
  if (!state.result) return null;
  let before = newGame({ variant: state.variant, seed: state.seed, rules: state.rules });
  for (const action of state.log.slice(0, -1)) before = applyAction(before, action);
  return state.match.scores.map((score, side) => score - (before.match.scores[side] ?? 0));
}
