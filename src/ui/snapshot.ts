/**
 * Saving and resuming a match as JSON text: `{ format: 'tute-table', version: 1, config, state }`.
 * A snapshot is validated in full before use — format and version, variant and rules, every
 * card exactly once, and a log that replays from `config` — with the deals the state lists as
 * stacked (a match loaded from a record), each checked like a given deal, and its first dealer —
 * to exactly `state` (turn included) —
 * so a truncated, tampered or foreign snapshot can never put the table in a state the rules
 * never reach. Each check fails with a message that says what is wrong.
 */
import {
  applyAction,
  isVariant,
  makeDeck,
  newGame,
  variantSpec,
  type Action,
  type GameConfig,
  type GameState,
  type StackedDeal,
  type VariantSpec,
} from '../engine/index.js';
import { dealStacked } from '../engine/deal.js';
import { brand, branded, clip } from '../engine/errors.js';
import { startMatch } from '../engine/new-game.js';
import { firstDealerOf } from '../engine/seats.js';
import { ElementError } from './errors.js';
import { MAX_MESSAGE } from './guards.js';

export const SNAPSHOT_VERSION = 1;
const FORMAT = 'tute-table';
/**
 * Far above any real match (a long match is a few hundred KB); bounds the work a hostile text
 * can cause.
 */
const MAX_CHARS = 4_000_000;
const MAX_LOG = 50_000;

/** A snapshot that cannot be restored (code `bad-snapshot`); the element is left as it was. */
export class SnapshotError extends ElementError {
  constructor(message: string) {
    super('bad-snapshot', message);
    this.name = 'SnapshotError';
    brand(this, 'SnapshotError');
  }

  /** True for a SnapshotError of any copy of the package (engine/errors.ts `brand`). */
  static [Symbol.hasInstance](value: unknown): value is SnapshotError {
    return branded(value, 'SnapshotError');
  }
}

/** The config that replays `state` from its first deal. */
function configOf(state: GameState): GameConfig {
  return { variant: state.variant, seed: state.seed, rules: state.rules };
}

export function takeSnapshot(state: GameState): string {
  return JSON.stringify({
    format: FORMAT,
    version: SNAPSHOT_VERSION,
    config: configOf(state),
    state,
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (message: string): never => {
  throw new SnapshotError(`snapshot rejected: ${message}`);
};

/** The state a snapshot holds, validated in full; throws SnapshotError. */
export function restoreSnapshot(text: unknown): GameState {
  if (typeof text !== 'string')
    return fail(`expected the text snapshot() returned, got ${typeof text}`);
  if (text.length > MAX_CHARS)
    return fail(`${text.length} characters is more than any match needs`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('it is not JSON text (truncated?)');
  }
  if (!isObject(data) || data.format !== FORMAT) return fail('it is not a tute-table snapshot');
  if (data.version !== SNAPSHOT_VERSION) {
    const version = clip(JSON.stringify(data.version));
    return fail(`version ${version} is not supported (expected ${SNAPSHOT_VERSION})`);
  }
  const { config, state } = data;
  if (!isObject(config) || !isObject(state)) return fail('it has no config or no state object');
  const { variant, seed, rules } = config;
  if (!isVariant(variant)) return fail(`the variant ${clip(JSON.stringify(variant))} is unknown`);
  if (state.variant !== variant) return fail('the state and the config name different variants');
  if (typeof seed !== 'number' && typeof seed !== 'string') return fail('the config has no seed');
  if (!isObject(rules)) return fail('the config has no rules object');
  const log = state.log;
  if (!isList(log)) return fail('the state has no log of actions');
  if (log.length > MAX_LOG) return fail(`a log of ${log.length} actions is longer than any match`);

  const spec = variantSpec(variant);
  let replayed: GameState;
  try {
    const dealer = firstDealerOf(Number(state.dealer), Number(state.dealCount), spec.players);
    replayed = newGame({ variant, seed, rules, dealer });
    replayed = startMatch(
      { spec, seed, rules: replayed.rules, dealer: replayed.dealer },
      stackedDeals(state.stacked, spec, replayed.dealer),
    );
  } catch (error) {
    return fail(`its config is invalid: ${clip(messageOf(error), MAX_MESSAGE)}`);
  }
  if (!sameData(replayed.rules, rules))
    return fail('its rules are not complete and valid for the variant');
  checkCards(state, spec);
  log.forEach((action, i) => {
    try {
      // applyAction checks any input in full; its parameter type is for callers' convenience.
      replayed = applyAction(replayed, action as Action);
    } catch (error) {
      fail(`action ${i + 1} of the log is illegal there: ${clip(messageOf(error), MAX_MESSAGE)}`);
    }
  });
  if (state.turn !== replayed.turn) {
    const turn = clip(JSON.stringify(state.turn));
    return fail(`the log leads to seat ${String(replayed.turn)}'s turn, not seat ${turn}'s`);
  }
  // Snapshots saved before states listed their stacked deals have no `stacked`: none were.
  const stored = { stacked: [], ...state };
  if (!sameData(replayed, stored)) return fail('its state is not the state its log leads to');
  return replayed;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/**
 * The stacked deals a state lists, each checked like a deal given in a config (the engine's
 * ConfigError otherwise); none for snapshots saved before states listed them.
 */
function stackedDeals(list: unknown, spec: VariantSpec, first: number): StackedDeal[] {
  if (list === undefined) return [];
  if (!isList(list) || list.length > MAX_LOG) return fail('its stacked deals are not a list');
  return list.map((entry) => {
    const deal = isObject(entry) ? entry.deal : null;
    const bad = typeof deal !== 'number' || !Number.isInteger(deal) || deal < 0 || deal > MAX_LOG;
    if (!isObject(entry) || bad) return fail('a stacked deal has no deal number');
    const given = { ...entry, indicator: entry.indicator ?? undefined };
    const cards = dealStacked(spec, (first + deal) % spec.players, given);
    return { deal, hands: cards.hands, stock: cards.stock, indicator: cards.indicator };
  });
}
const isListOfLists = (value: unknown): value is unknown[][] =>
  isList(value) && value.every(isList);

/**
 * Every card the state holds: hands, stock, the indicator where it lies apart (where trump is
 * the dealer's last card, it names a card of that hand, counted wherever the card is), the
 * trick and the won piles. Null when malformed.
 */
function cardsOf(state: Record<string, unknown>, spec: VariantSpec): string[] | null {
  const { hands, stock, indicator, trick, won } = state;
  if (!isListOfLists(hands) || !isListOfLists(won) || !isList(stock) || !isList(trick)) return null;
  const apart = typeof indicator === 'string' && spec.trumpFrom !== 'dealer-last';
  const played = trick.map((p) => (isObject(p) ? p.card : p));
  const all = [...hands.flat(), ...stock, ...(apart ? [indicator] : []), ...played, ...won.flat()];
  return all.every((c) => typeof c === 'string') ? all : null;
}

/**
 * Card conservation: the deck's cards, each exactly once (checked before the replay, to name
 * the card).
 */
function checkCards(state: Record<string, unknown>, spec: VariantSpec): void {
  const cards = cardsOf(state, spec);
  if (!cards) return fail('its hands, stock, trick or won piles are not lists of cards');
  const deck: readonly string[] = makeDeck(spec.deckSize);
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card)) fail(`card ${clip(card)} appears twice`);
    if (!deck.includes(card)) fail(`${clip(card)} is not a card of this deck`);
    seen.add(card);
  }
  const missing = deck.find((card) => !seen.has(card));
  if (missing) fail(`card ${missing} is missing`);
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Deep equality of JSON data, ignoring key order. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && sameData(a[k], b[k]))
    );
  }
  return false;
}
