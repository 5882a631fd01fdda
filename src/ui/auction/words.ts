/**
 * The auction panel's own words in Spanish, English and German. They travel with the panel's
 * module (auction.js), not with the element's dictionaries (i18n/), so a table that never plays
 * an auction game does not carry them. What the table says of the auction elsewhere (bids in
 * the bubbles, the status line) is in the dictionaries.
 */
import type { Lang } from '../i18n.js';

export interface AuctionWords {
  title: string;
  high: (name: string, amount: string) => string;
  noBid: string;
  /** The group of seat 0's bid and pass. */
  yourBid: string;
  /** The bid stepper's buttons: a higher, a lower amount. */
  higher: string;
  lower: string;
}

export const AUCTION_WORDS: Readonly<Record<Lang, AuctionWords>> = {
  es: {
    title: 'Subasta',
    high: (name, amount) => `Puja más alta: ${amount} (${name})`,
    noBid: 'Nadie ha pujado aún',
    yourBid: 'Tu puja:',
    higher: 'Puja más alta',
    lower: 'Puja más baja',
  },
  en: {
    title: 'Auction',
    high: (name, amount) => `High bid: ${amount} (${name})`,
    noBid: 'No bid yet',
    yourBid: 'Your bid:',
    higher: 'Higher bid',
    lower: 'Lower bid',
  },
  de: {
    title: 'Versteigerung',
    high: (name, amount) => `Höchstgebot: ${amount} (${name})`,
    noBid: 'Noch kein Gebot',
    yourBid: 'Dein Gebot:',
    higher: 'Höheres Gebot',
    lower: 'Niedrigeres Gebot',
  },
};
