/**
 * A game configuration checked field by field (docs/api.md, `GameConfig`): `newGame` throws
 * the first problem, `validateConfig` lists them all without dealing a card.
 */
import { dealStacked, type DealtCards } from './deal.js';
import { clip, ConfigError, describe } from './errors.js';
import { resolveRules, variantList } from './rules.js';
import { isVariant, variantSpec, type VariantSpec } from './variants.js';
import type { Rules, Seat } from './types.js';

const CONFIG_FIELDS: readonly string[] = ['variant', 'seed', 'rules', 'dealer', 'deal'];

/** A configuration every field of which was checked. */
export interface ResolvedConfig {
  spec: VariantSpec;
  /** The seed given, or undefined: the caller draws one. */
  seed: number | string | undefined;
  rules: Rules;
  dealer: Seat;
  /** The stacked first deal, if one was given. */
  deal: DealtCards | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkFields(config: Record<string, unknown>): void {
  for (const key of Object.keys(config)) {
    if (!CONFIG_FIELDS.includes(key)) {
      throw new ConfigError(
        'unknown-field',
        clip(key),
        `${clip(key)} is not a config field; allowed: ${CONFIG_FIELDS.join(', ')}`,
      );
    }
  }
}

function checkVariant(variant: unknown): VariantSpec {
  const id = variant ?? 'tute';
  if (!isVariant(id)) {
    throw new ConfigError(
      'unknown-variant',
      'variant',
      `variant must be one of ${variantList()}; got ${describe(id)}`,
    );
  }
  return variantSpec(id);
}

function checkSeed(seed: unknown): number | string | undefined {
  if (seed === undefined) return undefined;
  if (typeof seed === 'number' && Number.isFinite(seed)) return seed;
  if (typeof seed === 'string' && seed.length <= 1000) return seed;
  throw new ConfigError(
    'bad-seed',
    'seed',
    `seed must be a finite number or a string of at most 1000 characters; got ${describe(seed)}`,
  );
}

function checkDealer(spec: VariantSpec, dealer: unknown): Seat {
  if (dealer === undefined) return spec.players - 1;
  if (typeof dealer === 'number' && Number.isInteger(dealer) && dealer >= 0) {
    if (dealer < spec.players) return dealer;
  }
  throw new ConfigError(
    'bad-dealer',
    'dealer',
    `dealer must be a seat from 0 to ${spec.players - 1}; got ${describe(dealer)}`,
  );
}

function checkDeal(spec: VariantSpec, dealer: Seat, deal: unknown): DealtCards | undefined {
  if (deal === undefined) return undefined;
  if (!isRecord(deal)) {
    throw new ConfigError(
      'bad-deal',
      'deal',
      'deal must be an object { hands, stock?, indicator? }',
    );
  }
  return dealStacked(spec, dealer, deal);
}

function checkConfig(config: unknown): Record<string, unknown> {
  if (!isRecord(config)) {
    throw new ConfigError(
      'bad-config',
      'config',
      `config must be an object; got ${describe(config)}`,
    );
  }
  return config;
}

/** The configuration with every field checked; throws the first ConfigError. */
export function resolveConfig(config: unknown): ResolvedConfig {
  const fields = checkConfig(config);
  checkFields(fields);
  const spec = checkVariant(fields.variant);
  const seed = checkSeed(fields.seed);
  const rules = resolveRules(spec, fields.rules);
  const dealer = checkDealer(spec, fields.dealer);
  return { spec, seed, rules, dealer, deal: checkDeal(spec, dealer, fields.deal) };
}

/** Runs `check`, collecting its ConfigError; other errors are bugs and pass through. */
function collect<T>(errors: ConfigError[], check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    errors.push(error);
    return undefined;
  }
}

/**
 * Every problem of a configuration, one ConfigError per field at fault (its `field` names it);
 * empty when `newGame(config)` would accept it. Never throws for bad input, deals no card.
 * Fields that depend on the variant (rules, dealer, deal) are checked only with a good variant.
 */
export function validateConfig(config: unknown): ConfigError[] {
  const errors: ConfigError[] = [];
  const fields = collect(errors, () => checkConfig(config));
  if (!fields) return errors;
  collect(errors, () => checkFields(fields));
  collect(errors, () => checkSeed(fields.seed));
  const spec = collect(errors, () => checkVariant(fields.variant));
  if (!spec) return errors;
  collect(errors, () => resolveRules(spec, fields.rules));
  const dealer = collect(errors, () => checkDealer(spec, fields.dealer));
  if (dealer !== undefined) collect(errors, () => checkDeal(spec, dealer, fields.deal));
  return errors;
}
