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
  readonly headings: Readonly<Record<Exclude<SectionTopic, 'unavailable'>, (f: Facts) => string>>;
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
