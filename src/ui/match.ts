/**
 * The match the attributes ask for, checked by the engine without dealing. Pure functions, no
 * DOM.
 */
import {
  isVariant,
  validateConfig,
  type GameConfig,
  type Rules,
  type Variant,
} from '../engine/index.js';
import { parseRules, parseSeed, RulesSyntaxError } from './config.js';

/** The attributes a match is started from, as the page gave them. */
export interface Asked {
  variant: string | null | undefined;
  /** The attribute's text, or a number set through the property. */
  seed: number | string | null | undefined;
  rules: string | null | undefined;
}

/**
 * The attributes as one text: two sets ask for the same match when their keys are equal, and a
 * stored match carries the key of the attributes it was started from (persistence.ts). A seed
 * set as the number 7 asks for the same match as the attribute text "7".
 */
export const askedKey = (asked: Asked): string =>
  JSON.stringify([
    asked.variant,
    typeof asked.seed === 'number' && parseSeed(String(asked.seed)) === asked.seed
      ? String(asked.seed)
      : (asked.seed ?? null),
    asked.rules ?? null,
  ]);

/** An attribute the engine (or the `rules` parser) refused, with its error. */
export interface Refused {
  attribute: keyof Asked;
  error: Error;
}

/**
 * The game config the attributes ask for, with the attributes at fault dropped: a bad variant
 * gives way to `fallback` (the last good one), a bad seed to a random one, bad rules to the
 * defaults. `refused` lists each bad attribute once, with the engine's error, in the order
 * variant, seed, rules; the rules are checked against the variant actually used.
 */
export function resolveConfig(
  asked: Asked,
  fallback: Variant,
): { config: GameConfig & { variant: Variant }; refused: Refused[] } {
  const refused: Refused[] = [];
  // Without the attribute the engine's default applies (tute).
  const id = asked.variant ?? 'tute';
  for (const error of validateConfig({ variant: id })) {
    refused.push({ attribute: 'variant', error });
  }
  const variant = isVariant(id) ? id : fallback;
  const seed = parseSeed(asked.seed);
  let rules: Partial<Rules> | undefined;
  let unreadable: Refused | null = null;
  try {
    rules = parseRules(asked.rules);
  } catch (error) {
    if (!(error instanceof RulesSyntaxError)) throw error;
    unreadable = { attribute: 'rules', error };
  }
  for (const error of validateConfig({ variant, seed, rules })) {
    refused.push({ attribute: error.field === 'seed' ? 'seed' : 'rules', error });
  }
  if (unreadable) refused.push(unreadable);
  const config: GameConfig & { variant: Variant } = { variant };
  // A seed validateConfig did not refuse is a finite number or a short string.
  if (seed !== undefined && !refused.some((r) => r.attribute === 'seed'))
    config.seed = seed as number | string;
  if (rules && Object.keys(rules).length > 0 && !refused.some((r) => r.attribute === 'rules'))
    config.rules = rules;
  return { config, refused };
}
