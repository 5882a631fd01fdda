/**
 * The checks a record passes whatever its form (text, JSON text, object): the match's
 * configuration through the engine's `validateConfig`, the names, each deal's cards through the
 * engine's deal checks, the comments (docs/records.md §2, §4).
 */
import { validateConfig } from '../config.js';
import { dealStacked, type DealtCards } from '../deal.js';
import { ConfigError } from '../errors.js';
import type { MatchSetup } from '../new-game.js';
import { defaultRules, isRuleName, resolveRules } from '../rules.js';
import type { RecordDeal, RecordInfo, Rules, Seat, TuteRecord, Variant } from '../types.js';
import { isVariant, variantSpec, type VariantSpec } from '../variants.js';
import { RECORD_LIMITS, recordError, type Place, type RecordErrorCode } from './errors.js';
import { dealInWords, INFO_TAGS, namesProblem } from './words.js';

/** Where a field of the record is: `variant`, `rules.minBid`, `dealer`, `deal.hands[1]`… */
export type At = (field: string) => Place;

/** A checked record's match: what replaying it starts from. */
export interface Header {
  setup: MatchSetup;
  /** The seed as the record gives it (the setup's seed is 0 without one). */
  seed: number | string | undefined;
  /** The rule options that differ from the variant's defaults, if any. */
  changed: Partial<Rules> | undefined;
  names: string[] | undefined;
}

/** A record's deal with its cards checked; `moves` are the record's own (actions or text). */
export interface PlannedDeal<Move> {
  dealer: Seat;
  cards: DealtCards;
  /** The cards in the record's normal form (docs/api.md, `TuteRecord`). */
  deal: RecordDeal['deal'];
  moves: Move[];
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field of `value` not among `allowed`, or null. */
export const unknownField = (value: object, allowed: readonly string[]): string | null =>
  Object.keys(value).find((key) => !allowed.includes(key)) ?? null;

/** The seed a record without one is replayed with (docs/records.md §5). */
export const DEFAULT_SEED = 0;

/** The rule options that differ from the variant's defaults; undefined when none do. */
export function changedRules(variant: Variant, rules: Rules): Partial<Rules> | undefined {
  const defaults = defaultRules(variant);
  const changed: Partial<Rules> = {};
  for (const name of Object.keys(rules)) {
    if (!isRuleName(name) || rules[name] === defaults[name]) continue;
    const option: Partial<Rules> = { [name]: rules[name] };
    Object.assign(changed, option);
  }
  return Object.keys(changed).length ? changed : undefined;
}

/** What a record says about its match, before it is checked. */
export interface RawHeader {
  variant: unknown;
  rules: unknown;
  seed: unknown;
  /** The first deal's dealer (undefined: the last seat, as in newGame). */
  dealer: unknown;
  names: unknown;
}

/**
 * The match a record describes, every field checked by the engine's `validateConfig`; a
 * problem is a RecordError at the field (`bad-config`, `bad-names`).
 */
export function checkHeader(raw: RawHeader, at: At): Header {
  const config: Record<string, unknown> = { variant: raw.variant };
  for (const field of ['rules', 'seed', 'dealer'] as const) {
    if (raw[field] !== undefined) config[field] = raw[field];
  }
  const problem = validateConfig(config)[0];
  if (problem) throw recordError('bad-config', at(problem.field), problem.message);
  if (!isVariant(raw.variant)) throw recordError('bad-config', at('variant'), 'no variant');
  const spec = variantSpec(raw.variant);
  const rules = resolveRules(spec, raw.rules);
  const seed = typeof raw.seed === 'number' || typeof raw.seed === 'string' ? raw.seed : undefined;
  const dealer = typeof raw.dealer === 'number' ? raw.dealer : spec.players - 1;
  let names: string[] | undefined;
  if (raw.names !== undefined) {
    const list: unknown[] = Array.isArray(raw.names) ? raw.names : [];
    const why = Array.isArray(raw.names)
      ? namesProblem(list, spec.players)
      : 'names must be a list of names, one per seat';
    if (why !== null) throw recordError('bad-names', at('names'), why);
    names = list.map(String);
  }
  return {
    setup: { spec, seed: seed ?? DEFAULT_SEED, rules, dealer },
    seed,
    changed: changedRules(spec.id, rules),
    names,
  };
}

/** The dealer of deal `index` (from 0): the deal passes to the next seat every deal (§0). */
export const dealerOf = (header: Header, index: number): Seat =>
  (header.setup.dealer + index) % header.setup.spec.players;

const DEAL_FIELDS = ['hands', 'stock', 'indicator'];

/**
 * A deal's cards, checked by the engine's deal checks (`bad-deal` at the field at fault), and
 * in the record's normal form: the stock only where the variant has one, the indicator as given.
 */
export function checkCards(
  spec: VariantSpec,
  dealer: Seat,
  deal: unknown,
  at: At,
  names: readonly string[] | undefined,
): { cards: DealtCards; deal: RecordDeal['deal'] } {
  if (!isObject(deal)) {
    throw recordError(
      'bad-deal',
      at('deal'),
      'a deal must be an object { hands, stock?, indicator? }',
    );
  }
  const odd = unknownField(deal, DEAL_FIELDS);
  if (odd !== null) {
    throw recordError('unknown-field', at('deal'), `a deal has no field ${JSON.stringify(odd)}`);
  }
  let cards: DealtCards;
  try {
    cards = dealStacked(spec, dealer, deal);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw recordError('bad-deal', at(error.field), dealInWords(error.message, names));
  }
  const normal: RecordDeal['deal'] = { hands: cards.hands.map((hand) => [...hand]) };
  if (spec.stock) normal.stock = [...cards.stock];
  if (deal.indicator !== undefined && cards.indicator !== null) normal.indicator = cards.indicator;
  return { cards, deal: normal };
}

/** A comment in normal form (trimmed, line ends as `\n`); null when empty; the problem if bad. */
export function normalComment(text: unknown): { text: string | null } | { problem: string } {
  if (typeof text !== 'string') return { problem: 'a comment must be text' };
  const normal = text.replace(/\r\n?/g, '\n').trim();
  if (normal.length > RECORD_LIMITS.commentLength) {
    const most = RECORD_LIMITS.commentLength;
    return { problem: `a comment has at most ${most} characters, not ${normal.length}` };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(normal)) {
    return { problem: 'a comment must not hold control characters (other than line breaks, tabs)' };
  }
  return { text: normal === '' ? null : normal };
}

const INFO_FIELDS = /* @__PURE__ */ INFO_TAGS.map(([, field]) => field);

/** A tag's or an info field's text, checked: one line of at most 200 characters. */
export function infoProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'it must be text';
  if (value.length > RECORD_LIMITS.infoLength) {
    return `it has at most ${RECORD_LIMITS.infoLength} characters, not ${value.length}`;
  }
  return /\p{Cc}/u.test(value) ? 'it must be one line without control characters' : null;
}

/** `record.info` checked; undefined when absent or empty. */
export function checkInfo(value: unknown, at: At): RecordInfo | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw recordError('bad-tag', at('info'), 'info must be an object');
  const odd = unknownField(value, INFO_FIELDS);
  if (odd !== null) {
    throw recordError('unknown-field', at('info'), `info has no field ${JSON.stringify(odd)}`);
  }
  const info: RecordInfo = {};
  for (const field of INFO_FIELDS) {
    const text = value[field];
    if (text === undefined) continue;
    const problem = infoProblem(text);
    if (problem !== null) throw recordError('bad-tag', at(`info.${field}`), `${field}: ${problem}`);
    if (typeof text === 'string') info[field] = text;
  }
  return Object.keys(info).length ? info : undefined;
}

/** Throws `code` at `place` when `count` passes `limit`. */
export function checkLimit(
  count: number,
  limit: number,
  what: string,
  place: Place,
  code: RecordErrorCode = 'too-large',
): void {
  if (count > limit) throw recordError(code, place, `more than ${limit} ${what} (${count})`);
}

/** The parts of a record besides its deals, each left out when absent (the normal form). */
export interface RecordParts {
  variant: Variant;
  rules?: Partial<Rules> | undefined;
  names?: readonly string[] | undefined;
  seed?: number | string | undefined;
  info?: RecordInfo | undefined;
}

/** A record in normal form from its parts and deals (docs/records.md §4). */
export function assemble(parts: RecordParts, deals: RecordDeal[]): TuteRecord {
  const { variant, rules, names, seed, info } = parts;
  return {
    format: 'tute-record',
    version: 1,
    variant,
    ...(rules && { rules }),
    ...(names && { names: [...names] }),
    ...(seed !== undefined && { seed }),
    ...(info && { info }),
    deals,
  };
}

/** The record parts a checked header gives. */
export const partsOf = (header: Header, info: RecordInfo | undefined): RecordParts => ({
  variant: header.setup.spec.id,
  rules: header.changed,
  names: header.names,
  seed: header.seed,
  info,
});
