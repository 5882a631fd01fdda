/** Rule options (docs/rules.md §9): their allowed values, and the rules of a game resolved. */
import { clip, ConfigError, describe } from './errors.js';
import { appliesTo, variantSpec, VARIANT_IDS, type VariantSpec } from './variants.js';
import type { RuleName, Rules, Variant } from './types.js';

type Check = (value: unknown, spec: VariantSpec, rules: Rules) => string | null;

const oneOf =
  (...allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value) ? null : `one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;

const bool = oneOf(true, false);

const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const integerUpTo = (value: unknown, max: number): string | null =>
  isIntegerIn(value, 1, max) ? null : `an integer from 1 to ${max}`;

/** The highest contract: every card point, the last trick, 100 in cantes (docs/rules.md §11). */
export const maxBid = (rules: Rules): number => 120 + rules.lastTrickBonus + 100;

/** Allowed values of every option in docs/rules.md §9; the message part says what is allowed. */
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
    isIntegerIn(value, 5, maxBid(rules)) && value % 5 === 0
      ? null
      : `a multiple of 5 from 5 to ${maxBid(rules)}`,
  bidStep: oneOf(5, 10),
  scoring: oneOf('captured', 'bid'),
  firstLead: oneOf('bidder', 'mano'),
  whoSings: oneOf('all', 'bidders'),
  auctionLaps: oneOf('until-passes', 'one'),
  failedBid: oneOf('each', 'split'),
};

/** Whether `name` is a rule option of some variant (docs/rules.md §9). */
export const isRuleName = (name: string): name is RuleName => Object.hasOwn(CHECKS, name);

const ALL_RULES: readonly RuleName[] = Object.keys(CHECKS).filter(isRuleName);

/** A copy of the variant's default rules (docs/rules.md §9). */
export const defaultRules = (variant: Variant): Rules => ({ ...variantSpec(variant).defaults });

/** The variant's defaults with the given overrides, every one checked (docs/rules.md §9, §11). */
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
  const given: Readonly<Record<string, unknown>> = { ...overrides };
  const entries = Object.entries(given).filter(([, v]) => v !== undefined);
  for (const [name] of entries) {
    if (!isRuleName(name)) {
      throw new ConfigError(
        'unknown-option',
        `rules.${clip(name)}`,
        `rules.${clip(name)} is not a rule option; ${spec.id} accepts: ${applicable.join(', ')}`,
      );
    }
    if (!appliesTo(spec, name)) {
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
    if (!isRuleName(name)) continue;
    const problem = CHECKS[name](value, spec, rules);
    if (problem !== null) {
      throw new ConfigError(
        'bad-option-value',
        `rules.${name}`,
        `rules.${name} must be ${problem}; got ${describe(value)}`,
      );
    }
    // The check above admits only values of the option's type.
    const option: Partial<Rules> = { [name]: value };
    Object.assign(rules, option);
  }
  return rules;
}

export const variantList = (): string => VARIANT_IDS.join(', ');
