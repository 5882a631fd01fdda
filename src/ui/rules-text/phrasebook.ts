/**
 * What each language supplies to "How to play": a phrase per sentence, each written from the
 * facts of the game (so one phrase serves every variant it applies to), the headings, the
 * games' names, and its dictionary for the names of cards and suits (src/ui/i18n/).
 */
import type { Variant } from '../../engine/index.js';
import type { Strings } from '../i18n.js';
import type { LineTopic, SectionTopic } from './doc.js';
import type { Facts } from './facts.js';

export interface Phrasebook {
  /** The element's dictionary of this language: card, suit and number words. */
  readonly words: Strings;
  readonly names: Readonly<Record<Variant, string>>;
  readonly headings: Readonly<Record<SectionTopic, (f: Facts) => string>>;
  readonly lines: Readonly<Record<LineTopic, (f: Facts) => string>>;
  /** Added to a line that states an option differing from the variant's default. */
  readonly houseRule: string;
  readonly cardTable: {
    readonly caption: string;
    readonly head: readonly [string, string];
    /** The row of the blanks: the first and last of them by name ("Siete … Dos"). */
    readonly blanks: (first: string, last: string) => string;
  };
}

/** How a phrasebook writes numbers: figures, and small counts in words ("three players"). */
export interface NumberWords {
  readonly n: (k: number) => string;
  readonly count: (k: number) => string;
  /** `count` at the start of a sentence. */
  readonly Count: (k: number) => string;
  /** "3 deals", "1 deal". */
  readonly plural: (k: number, one: string, many: string) => string;
}

export function numberWords(
  words: Strings,
  spelled: Readonly<Record<number, string>>,
): NumberWords {
  const n = words.num;
  const count = (k: number): string => spelled[k] ?? n(k);
  return {
    n,
    count,
    Count: (k) => count(k).replace(/^./, (c) => c.toUpperCase()),
    plural: (k, one, many) => `${n(k)} ${k === 1 ? one : many}`,
  };
}
