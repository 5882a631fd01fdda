/**
 * The words of the text notation (docs/records.md §2): tags, reserved words, suits, players' names
 * and the `Rules` tag's `key=value` list, and engine messages put in players' names.
 */
import { SUITS } from '../cards.js';
import type { RecordInfo, Rules, Seat, Suit, Variant } from '../types.js';
import { variantSpec } from '../variants.js';
import { RECORD_LIMITS } from './errors.js';

/** The tags, in the order formatRecord writes them (docs/records.md §2, "Tags"). */
export const TAGS = [
  'Event',
  'Site',
  'Date',
  'Annotator',
  'Variant',
  'Rules',
  'Names',
  'Dealer',
  'Seed',
] as const;
export type Tag = (typeof TAGS)[number];

/** The tags that describe the occasion, each with the field of `record.info` it fills. */
export const INFO_TAGS: readonly (readonly [Tag, keyof RecordInfo])[] = [
  ['Event', 'event'],
  ['Site', 'site'],
  ['Date', 'date'],
  ['Annotator', 'annotator'],
];

/** The tag a word names (case-insensitive), or null. */
export function tagOf(word: string): Tag | null {
  const lower = word.toLowerCase();
  return TAGS.find((tag) => tag.toLowerCase() === lower) ?? null;
}

/**
 * Words that open a deal, a section or a move: a player named like one is written in quotes.
 */
const RESERVED: ReadonlySet<string> = new Set([
  'deal',
  'dealer',
  'stock',
  'indicator',
  'auction',
  'sing',
  'tute',
  'swap',
  'capote',
  'pass',
  'bid',
  'trump',
  'censor',
]);

export const isReserved = (word: string): boolean => RESERVED.has(word.toLowerCase());

/** Full suit names, accepted wherever a suit letter is (docs/rules.md §0). */
const SUIT_WORDS: Readonly<Record<string, Suit>> = {
  oros: 'o',
  copas: 'c',
  espadas: 'e',
  bastos: 'b',
};

/** The suit a word names: its letter or its Spanish name, in any case; else null. */
export function suitOf(word: string): Suit | null {
  const lower = word.toLowerCase();
  const letter = SUITS.find((suit) => suit === lower);
  return letter ?? SUIT_WORDS[lower] ?? null;
}

/** A name written without quotes: a letter, then letters, digits, `_`, `'` or `-`. */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M}\p{N}_'’-]*$/u;

/** Whether a name can be written bare in the text; otherwise it is written in quotes. */
export const isPlainName = (name: string): boolean => PLAIN_NAME.test(name) && !isReserved(name);

/**
 * What is wrong with a player's name, or null: 1 to 24 characters, no spaces at either end, no
 * control character, none of `, " [ ] { } \`, not only digits (docs/records.md §2, names).
 */
export function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string') return 'a name must be text';
  const length = [...name].length;
  if (length === 0 || length > RECORD_LIMITS.nameLength) {
    return `a name has 1 to ${RECORD_LIMITS.nameLength} characters, not ${length}`;
  }
  if (name.trim() !== name) return 'a name must not begin or end with a space';
  if (/[\p{Cc},"[\]{}\\]/u.test(name)) {
    return 'a name must not hold a control character or any of , " [ ] { } \\';
  }
  if (/^\d+$/.test(name)) return 'a name must not be a number (numbers are seats)';
  return null;
}

/** The names of a record, each checked and unique (in any case); the problem, or null. */
export function namesProblem(names: readonly unknown[], players: number): string | null {
  if (names.length !== players) return `give ${players} names, one per seat; got ${names.length}`;
  const seen = new Set<string>();
  for (const name of names) {
    const problem = nameProblem(name);
    if (problem !== null) return problem;
    const key = String(name).toLowerCase();
    if (seen.has(key)) return `${String(name)} is named twice`;
    seen.add(key);
  }
  return null;
}

/** How a message names a seat: its player's name, or "seat N". */
export const seatLabel = (names: readonly string[] | undefined, seat: Seat): string =>
  names?.[seat] ?? `seat ${seat}`;

/**
 * A seat's possessive, before a noun or (`alone`) standing for one: "Ada's"; a player named
 * "You" (the element's seat 0) is "your", "yours" ("You's hand" read as a slip).
 */
export function possessive(
  names: readonly string[] | undefined,
  seat: Seat,
  alone = false,
): string {
  const label = seatLabel(names, seat);
  if (label.toLowerCase() !== 'you') return `${label}'s`;
  return alone ? 'yours' : 'your';
}

/** The verbs of the engine's messages after "seat N", said of a player named You. */
const YOU_VERB: Readonly<Record<string, string>> = { does: 'do', holds: 'hold', has: 'have' };

/**
 * An engine message with "seat N" put as the players' names ("3c is not in Ada's hand", "it is
 * your turn, not Ada's").
 */
export function inNames(message: string, names: readonly string[] | undefined): string {
  if (!names) return message;
  return message
    .replace(/\bseat (\d+)'s( \w)?/g, (_, seat: string, noun?: string) =>
      possessive(names, Number(seat), !noun).concat(noun ?? ''),
    )
    .replace(/\bseat (\d+)(?: (does|holds|has)\b)?/g, (all, seat: string, verb?: string) => {
      const name = names[Number(seat)];
      if (name === undefined) return all;
      // "You does not hold …" read as a slip: a player named You takes "you" and its verb.
      if (name.toLowerCase() !== 'you') return verb ? `${name} ${verb}` : name;
      return verb ? `you ${YOU_VERB[verb] ?? verb}` : 'you';
    });
}

/** A deal check's message (config field names) in the record's words. */
export function dealInWords(message: string, names: readonly string[] | undefined): string {
  return message
    .replace(
      /deal\.hands\[(\d+)\]/g,
      (_, seat: string) => `${possessive(names, Number(seat))} hand`,
    )
    .replace(/deal\.hands/g, 'the hands')
    .replace(/deal\.stock/g, 'the stock')
    .replace(/deal\.indicator/g, 'the indicator')
    .replace(/^deal /, 'the deal ');
}

/** The rule options of a variant in the order of its defaults (docs/rules.md §9). */
const optionsOf = (variant: Variant): string[] => Object.keys(variantSpec(variant).defaults);

/** `key=value; key=value`, the options in the variant's order (the element's `rules` syntax). */
export function rulesText(variant: Variant, rules: Partial<Rules>): string {
  const given: Readonly<Record<string, unknown>> = rules;
  return optionsOf(variant)
    .filter((name) => given[name] !== undefined)
    .map((name) => `${name}=${String(given[name])}`)
    .join('; ');
}

/** Options whose values are text that looks like a number (docs/rules.md §9: swapCard '7'). */
const TEXT_OPTIONS: ReadonlySet<string> = new Set(['swapCard']);

/**
 * The `Rules` tag's `key=value; …` list as options: `true`/`false` are booleans, numbers are
 * numbers (swapCard stays text). The engine judges names and values; this only reads the list.
 * Returns the problem as text when the list is not `key=value` pairs.
 */
export function readRules(text: string): Record<string, unknown> | string {
  const rules: Record<string, unknown> = {};
  for (const part of text.split(';')) {
    const entry = part.trim();
    if (entry === '') continue;
    const match = /^([A-Za-z]+)\s*=\s*(\S+)$/.exec(entry);
    const name = match?.[1];
    const raw = match?.[2];
    if (name === undefined || raw === undefined) {
      return `${JSON.stringify(entry)} is not key=value (write e.g. "target=3; capote=true")`;
    }
    if (Object.hasOwn(rules, name)) return `${name} is given twice`;
    let value: unknown = raw;
    if (raw === 'true' || raw === 'false') value = raw === 'true';
    else if (!TEXT_OPTIONS.has(name) && /^-?\d+(\.\d+)?$/.test(raw)) value = Number(raw);
    rules[name] = value;
  }
  return rules;
}
