/**
 * The variants as docs/rules.md §2–§8 describes them: seats, cards per hand, deck, partnerships and
 * auctions. The tests' own tables, never the engine's.
 */
import type { CardCode, Rules, Variant } from '../../src/engine/index.ts';
import { DECK, DECK36 } from './cards.ts';

/** Every variant: the two-player games first, then the family (tute-3 … subastao-censor). */
export const VARIANTS: readonly Variant[] = [
  'tute',
  'brisca',
  'tute-3',
  'tute-4',
  'subastado',
  'subastao',
  'subastao-censor',
];

/** The family variants: three and four seats, with auctions or partnerships. */
export type Family = 'tute-3' | 'tute-4' | 'subastado' | 'subastao' | 'subastao-censor';
export const FAMILY: readonly Family[] = [
  'tute-3',
  'tute-4',
  'subastado',
  'subastao',
  'subastao-censor',
];

/** Seats at the table. */
export const PLAYERS: Readonly<Record<Variant, number>> = {
  tute: 2,
  brisca: 2,
  'tute-3': 3,
  'tute-4': 4,
  subastado: 4,
  subastao: 3,
  'subastao-censor': 4,
};

/** Cards dealt to each playing seat (subastao-censor's dealer gets none). */
export const HAND_SIZE: Readonly<Record<Variant, number>> = {
  tute: 8,
  brisca: 3,
  'tute-3': 13,
  'tute-4': 10,
  subastado: 10,
  subastao: 12,
  'subastao-censor': 12,
};

/** The deck a variant plays with: Subastao's 36 cards, else all 40. */
export const deckOf = (v: Variant): readonly CardCode[] =>
  v === 'subastao' || v === 'subastao-censor' ? DECK36 : DECK;
export const isPartnership = (v: Variant): boolean => v === 'tute-4' || v === 'subastado';
export const isAuction = (v: Variant): boolean =>
  v === 'subastado' || v === 'subastao' || v === 'subastao-censor';

/** A variant and the rules it is played with, for tests that run over several of them. */
export interface OptionSet {
  variant: Variant;
  rules: Partial<Rules>;
  /** A label for test names and failure messages. */
  name?: string;
}
