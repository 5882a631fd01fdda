/**
 * The shape of "How to play": plain data, text as text (no markup), so the element renders it
 * with lit templates under a strict CSP. Every line carries a stable `topic` naming the
 * sentence it states, so a menu may style or pick lines and a test may check which rules a text
 * states without reading its prose.
 */
import type { RuleName, Rules, Variant } from '../../engine/index.js';
import type { Lang } from '../i18n.js';

/** The sections of the rules, in their order (a section with nothing to say is left out). */
export type SectionTopic =
  'game' | 'cards' | 'deal' | 'auction' | 'play' | 'extras' | 'scoring' | 'match';

/** The sentences of the full text, one phrase of each language's phrasebook per key. */
export type LineTopic =
  // game
  | 'players'
  | 'aim'
  // cards
  | 'deck'
  | 'order'
  // deal
  | 'deal-hands'
  | 'trump-indicator'
  | 'trump-turned'
  | 'trump-dealer'
  | 'trump-contract'
  | 'mano'
  // auction
  | 'bids'
  | 'auction-until-passes'
  | 'auction-one-lap'
  | 'auction-all-pass'
  | 'first-lead-bidder'
  | 'first-lead-mano'
  | 'soloist'
  | 'censor'
  // play
  | 'trick-winner'
  | 'free-while-stock'
  | 'stock-follow-trump'
  | 'drawing'
  | 'free-always'
  | 'strict-after-stock'
  | 'strict-from-start'
  | 'follow-beat'
  | 'ruffed-no-beat'
  | 'strict-beat'
  | 'must-trump'
  | 'overtrump-or-any'
  | 'under-trump'
  | 'no-suit-no-trump'
  | 'trump-lead'
  | 'partner-winning'
  // extras
  | 'cantes'
  | 'cante-when'
  | 'who-sings-all'
  | 'who-sings-bidders'
  | 'partner-order'
  | 'forty-first'
  | 'forty-any-order'
  | 'no-sing-after-stock'
  | 'tute'
  | 'no-tute'
  | 'swap-on-lead'
  | 'swap-after-win'
  | 'swap-card-7-and-2'
  | 'swap-off'
  | 'capote'
  // scoring
  | 'count'
  | 'last-trick'
  | 'no-last-trick'
  | 'higher-wins'
  | 'tie-last-trick'
  | 'tie-draw'
  | 'scoring-captured'
  | 'scoring-bid'
  | 'soloist-made'
  | 'failed-each'
  | 'failed-split'
  // match
  | 'target-deals'
  | 'target-points'
  | 'deal-draw';

/** One sentence or list item. */
export interface RulesLine {
  readonly topic: LineTopic;
  readonly text: string;
  /**
   * The rule options this line states whose value in this match differs from the variant's
   * default (the text then says it is a house rule); absent when there are none.
   */
  readonly changed?: readonly RuleName[];
}

export type RulesBlock =
  | ({ readonly kind: 'paragraph' } & RulesLine)
  | { readonly kind: 'list'; readonly items: readonly RulesLine[] }
  | {
      /** The cards from strongest to weakest with their points: rows of [card, points]. */
      readonly kind: 'table';
      readonly topic: 'card-values';
      readonly caption: string;
      readonly head: readonly [string, string];
      readonly rows: readonly (readonly [string, string])[];
    };

export interface RulesSection {
  readonly topic: SectionTopic;
  readonly heading: string;
  readonly blocks: readonly RulesBlock[];
}

/** The rules of one variant with the options of one match, in one language. */
export interface RulesDoc {
  readonly variant: Variant;
  readonly lang: Lang;
  /** The game's name. */
  readonly title: string;
  readonly sections: readonly RulesSection[];
}

/** Writes the rules of `variant` as played with `rules`, in `lang`. */
export type HowToPlay = (variant: Variant, rules: Rules, lang: Lang) => RulesDoc;
