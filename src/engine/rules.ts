import { clip, ConfigError, describe } from './errors.js';
import { appliesTo, VARIANT_IDS, type VariantSpec } from './variants.js';
import type { RuleName, Rules } from './types.js';

type Check = (value: unknown, spec: VariantSpec, rules: Rules) => string | null;

const oneOf =
  (...allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value) ? null : `one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;

const bool = oneOf(true, false);

const integerUpTo = (value: unknown, max: number): string | null =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max
    ? null
    : `an integer from 1 to ${max}`;

/** Highest possible contract: every card point, the last trick and 100 in cantes (RULES.md §11). */
export const maxBid = (rules: Rules): number => 120 + rules.lastTrickBonus + 100;

/** Allowed values of every option in RULES.md §9; the message part says what is allowed. */
const CHECKS: Readonly<Record<RuleName, Check>> = {
  target: (value, spec) => integerUpTo(value, spec.matchBy === 'deals' ? 99 : 100000),
  lastTrickBonus: oneOf(0, 10),
  tute: bool,
  tie: oneOf('last-trick', 'draw'),
  stockPlay: oneOf('free', 'follow-trump'),
  swap: oneOf('on-lead', 'after-win-before-draw', 'off'),
  swapCard: oneOf('7', '2', '7-and-2'),
  singAfterStock: bool,
  fortyFirst: bool,
  capote: bool,
  strictBeat: bool,
  underTrump: bool,
  minBid: (value, _spec, rules) =>
    Number.isInteger(value) &&
    (value as number) >= 5 &&
    (value as number) <= maxBid(rules) &&
    (value as number) % 5 === 0
      ? null
      : `a multiple of 5 from 5 to ${maxBid(rules)}`,
  bidStep: oneOf(5, 10),
  scoring: oneOf('captured', 'bid'),
  firstLead: oneOf('bidder', 'mano'),
  whoSings: oneOf('all', 'bidders'),
  auctionLaps: oneOf('until-passes', 'one'),
  failedBid: oneOf('each', 'split'),
};

const ALL_RULES = Object.keys(CHECKS) as RuleName[];

/** The variant's defaults with the given overrides, every one checked (RULES.md §9, §11). */
export function resolveRules(spec: VariantSpec, overrides: unknown): Rules {
  if (overrides === undefined || overrides === null) return { ...spec.defaults };
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    throw new ConfigError(
      'bad-rules',
      'rules',
      `rules must be an object of rule options, got ${describe(overrides)}`,
    );
  }
  const applicable = ALL_RULES.filter((name) => appliesTo(spec, name));
  const rules: Rules = { ...spec.defaults };
  const entries = Object.entries(overrides as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  for (const [name] of entries) {
    if (!Object.hasOwn(CHECKS, name)) {
      throw new ConfigError(
        'unknown-option',
        `rules.${clip(name)}`,
        `rules.${clip(name)} is not a rule option; ${spec.id} accepts: ${applicable.join(', ')}`,
      );
    }
    if (!appliesTo(spec, name as RuleName)) {
      throw new ConfigError(
        'inapplicable-option',
        `rules.${name}`,
        `rules.${name} does not apply to ${spec.id}; it accepts: ${applicable.join(', ')}`,
      );
    }
  }
  // lastTrickBonus first: minBid's range depends on it.
  entries.sort(([a], [b]) => Number(b === 'lastTrickBonus') - Number(a === 'lastTrickBonus'));
  for (const [name, value] of entries) {
    const problem = CHECKS[name as RuleName](value, spec, rules);
    if (problem !== null) {
      throw new ConfigError(
        'bad-option-value',
        `rules.${name}`,
        `rules.${name} must be ${problem}; got ${describe(value)}`,
      );
    }
    (rules as unknown as Record<string, unknown>)[name] = value;
  }
  return rules;
}

export const variantList = (): string => VARIANT_IDS.join(', ');
