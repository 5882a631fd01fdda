import type { RuleName, Rules, Seat, Variant } from './types.js';

/**
 * A variant is configuration: how many seats, which deck, where trump comes from, how play
 * is constrained, who scores together and how the match is counted. The engine reads only this.
 */
export interface VariantSpec {
  readonly id: Variant;
  /** Seats at the table (the censor included). */
  readonly players: number;
  readonly deckSize: 40 | 36;
  /** Cards dealt to each playing seat. */
  readonly handSize: number;
  /** A face-down stock with the trump indicator under it (two-player games). */
  readonly stock: boolean;
  /** Where trump comes from: the stock's indicator, the turned 40th card, the dealer's shown last card, or the contract. */
  readonly trumpFrom: 'indicator' | 'turned' | 'dealer-last' | 'contract';
  /** Play constraints: free while the stock lasts then strict, always free, or strict from trick 1. */
  readonly play: 'stock-then-strict' | 'free' | 'strict';
  /** Whether cantes (marriages) exist at all. */
  readonly cantes: boolean;
  /** Seats that score together. */
  readonly sides: readonly (readonly Seat[])[];
  readonly matchBy: 'deals' | 'points';
  /** Rule options this variant accepts, with its defaults (RULES.md §9 and §11). */
  readonly defaults: Rules;
}

const solo = (n: number): Seat[][] => Array.from({ length: n }, (_, i) => [i]);
const teams: Seat[][] = [
  [0, 2],
  [1, 3],
];

const strictOptions = { fortyFirst: true, strictBeat: false, underTrump: false } as const;

export const VARIANTS: Readonly<Record<Variant, VariantSpec>> = {
  tute: {
    id: 'tute',
    players: 2,
    deckSize: 40,
    handSize: 8,
    stock: true,
    trumpFrom: 'indicator',
    play: 'stock-then-strict',
    cantes: true,
    sides: solo(2),
    matchBy: 'deals',
    defaults: {
      target: 5,
      lastTrickBonus: 10,
      tute: true,
      tie: 'last-trick',
      stockPlay: 'free',
      swap: 'on-lead',
      swapCard: '7',
      singAfterStock: true,
      capote: false,
      ...strictOptions,
    },
  },
  brisca: {
    id: 'brisca',
    players: 2,
    deckSize: 40,
    handSize: 3,
    stock: true,
    trumpFrom: 'indicator',
    play: 'free',
    cantes: false,
    sides: solo(2),
    matchBy: 'deals',
    defaults: {
      target: 5,
      lastTrickBonus: 0,
      tute: false,
      tie: 'draw',
      swap: 'on-lead',
      swapCard: '7',
    },
  },
  'tute-3': {
    id: 'tute-3',
    players: 3,
    deckSize: 40,
    handSize: 13,
    stock: false,
    trumpFrom: 'turned',
    play: 'strict',
    cantes: true,
    sides: solo(3),
    matchBy: 'deals',
    defaults: { target: 5, lastTrickBonus: 10, tute: true, tie: 'last-trick', ...strictOptions },
  },
  'tute-4': {
    id: 'tute-4',
    players: 4,
    deckSize: 40,
    handSize: 10,
    stock: false,
    trumpFrom: 'dealer-last',
    play: 'strict',
    cantes: true,
    sides: teams,
    matchBy: 'deals',
    defaults: { target: 5, lastTrickBonus: 10, tute: true, tie: 'last-trick', ...strictOptions },
  },
  subastado: {
    id: 'subastado',
    players: 4,
    deckSize: 40,
    handSize: 10,
    stock: false,
    trumpFrom: 'contract',
    play: 'strict',
    cantes: true,
    sides: teams,
    matchBy: 'points',
    defaults: {
      target: 500,
      lastTrickBonus: 10,
      tute: false,
      ...strictOptions,
      minBid: 70,
      bidStep: 5,
      whoSings: 'all',
      scoring: 'captured',
      firstLead: 'bidder',
    },
  },
  subastao: {
    id: 'subastao',
    players: 3,
    deckSize: 36,
    handSize: 12,
    stock: false,
    trumpFrom: 'contract',
    play: 'strict',
    cantes: true,
    sides: solo(3),
    matchBy: 'points',
    defaults: {
      target: 500,
      lastTrickBonus: 10,
      tute: false,
      ...strictOptions,
      minBid: 60,
      bidStep: 5,
      whoSings: 'bidders',
      auctionLaps: 'until-passes',
      failedBid: 'each',
    },
  },
  'subastao-censor': {
    id: 'subastao-censor',
    players: 4,
    deckSize: 36,
    handSize: 12,
    stock: false,
    trumpFrom: 'contract',
    play: 'strict',
    cantes: true,
    sides: solo(4),
    matchBy: 'points',
    defaults: {
      target: 500,
      lastTrickBonus: 10,
      tute: false,
      ...strictOptions,
      minBid: 60,
      bidStep: 5,
      whoSings: 'bidders',
      auctionLaps: 'until-passes',
      failedBid: 'each',
    },
  },
};

export const VARIANT_IDS = Object.keys(VARIANTS) as Variant[];

export function isVariant(value: unknown): value is Variant {
  return typeof value === 'string' && Object.hasOwn(VARIANTS, value);
}

export function appliesTo(spec: VariantSpec, name: RuleName): boolean {
  return Object.hasOwn(spec.defaults, name);
}
