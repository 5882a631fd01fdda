/** Facts about a match the element derives from its state: AI seed, changed rules, points of the last deal. */
import {
  applyAction,
  ConfigError,
  newGame,
  type GameConfig,
  type GameState,
  type Rules,
  type Variant,
} from '../engine/index.js';
import { parseRules, parseSeed } from './config.js';

/** The match seed as a number for the AI, so a seeded match is replayed move for move. */
export function seedNumber(seed: number | string): number {
  let h = 0x811c9dc5;
  for (const ch of `${typeof seed}:${String(seed)}`)
    h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** The rule options of `state` that differ from its variant's defaults, for the `rules` attribute. */
export function changedRules(state: GameState): Partial<Rules> {
  const defaults: Partial<Rules> = newGame({ variant: state.variant, seed: 0 }).rules;
  return Object.fromEntries(
    Object.entries(state.rules).filter(([key, value]) => defaults[key as keyof Rules] !== value),
  );
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

/**
 * The game config the attributes ask for. Each invalid part is passed to `report` and replaced:
 * the variant by `fallback` (the last good one), the seed by a random one, the rules by the
 * defaults. `variantOk` says whether the asked variant was accepted.
 */
export function resolveConfig(
  asked: { variant: string; seed: string | undefined; rules: string | undefined },
  fallback: string,
  report: (error: unknown) => void,
): { config: GameConfig; variantOk: boolean } {
  const tryConfig = (config: GameConfig): boolean => {
    try {
      newGame(config);
      return true;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      report(error);
      return false;
    }
  };
  const variantOk = tryConfig({ variant: asked.variant as Variant });
  const config: GameConfig = { variant: (variantOk ? asked.variant : fallback) as Variant };
  const seed = parseSeed(asked.seed);
  if (seed !== undefined && tryConfig({ ...config, seed })) config.seed = seed;
  try {
    const rules = parseRules(asked.rules);
    if (Object.keys(rules).length > 0 && tryConfig({ ...config, rules })) config.rules = rules;
  } catch (error) {
    report(error);
  }
  return { config, variantOk };
}
