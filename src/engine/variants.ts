/**
 * The variant table: every fact that tells one game of the Tute family from another
 * (docs/rules.md §2). It is the one place that names a variant; the engine, the AI and the
 * element read these facts and never compare a variant's id. A new variant is a new entry here
 * (plus its tests): docs/architecture.md has the checklist.
 */
import type { RuleName, Rules, Seat, Variant } from './types.js';

/** Everything the rules need to know about a variant. */
export interface VariantSpec {
  readonly id: Variant;
  /** Seats at the table, the censor included. */
  readonly players: number;
  /** 40 cards, or 36 without the 2s. */
  readonly deckSize: 40 | 36;
  /** Cards dealt to each seat that receives cards. */
  readonly handSize: number;
  /**
   * Who sits a deal out: the dealer, dealt no cards, judges the auction as censor
   * (docs/rules.md §7); or nobody.
   */
  readonly sitsOut: 'dealer' | null;
  /** A face-down stock, with the indicator under it, drawn from after each trick. */
  readonly stock: boolean;
  /** Face-down cards in the stock after the deal (the indicator not counted). */
  readonly stockSize: number;
  /**
   * Where trump comes from: the indicator under the stock, the 40th card turned out of play,
   * the dealer's last card (shown, kept in the hand), or the contract holder's choice.
   */
  readonly trumpFrom: 'indicator' | 'turned' | 'dealer-last' | 'contract';
  /** How play is constrained: free while the stock lasts then strict, always free, or strict. */
  readonly play: 'stock-then-strict' | 'free' | 'strict';
  /** The index (from 0) of the deal's first trick played under strict rules; null: never. */
  readonly firstStrictTrick: number | null;
  /** Whether marriages may be sung at all. */
  readonly cantes: boolean;
  /** Seats that score together. */
  readonly sides: readonly (readonly Seat[])[];
  /** Sides of two partners, who are asked in turn to declare (docs/rules.md §1, §5). */
  readonly partnerships: boolean;
  /** Whether each deal opens with an auction whose winner names trump. */
  readonly auction: boolean;
  /**
   * How a contract is scored: `team` — the bidding team against the other (subastado, with
   * `scoring`); `soloist` — the bidder alone against the pooled defenders (subastao, with
   * `failedBid`); null without an auction.
   */
  readonly contract: 'team' | 'soloist' | null;
  /** Deals to win, or points to reach. */
  readonly matchBy: 'deals' | 'points';
  /** The rule options this variant accepts, each with its default (docs/rules.md §9, §11). */
  readonly defaults: Readonly<Rules>;
}

/** The facts each entry of the table states; the rest follows from them (`complete`). */
type Entry = Omit<VariantSpec, 'id' | 'stockSize' | 'firstStrictTrick' | 'partnerships'>;

const solo = (n: number): Seat[][] => Array.from({ length: n }, (_, i) => [i]);
const teams: Seat[][] = [
  [0, 2],
  [1, 3],
];

const strictOptions = { fortyFirst: true, strictBeat: false, underTrump: false } as const;
const auctionGame = { stock: false, trumpFrom: 'contract', play: 'strict', auction: true } as const;

function complete(id: Variant, entry: Entry): VariantSpec {
  const dealtSeats = entry.players - (entry.sitsOut === null ? 0 : 1);
  const rest = entry.deckSize - dealtSeats * entry.handSize;
  const stockSize = entry.stock ? rest - 1 : 0;
  // With a stock, play turns strict once stock and indicator are drawn: two cards a trick.
  const firstStrictTrick =
    entry.play === 'strict' ? 0 : entry.play === 'free' ? null : rest / dealtSeats;
  const partnerships = entry.sides.some((side) => side.length === 2);
  return Object.freeze({
    id,
    ...entry,
    stockSize,
    firstStrictTrick,
    partnerships,
    sides: Object.freeze(entry.sides.map((side) => Object.freeze(side.slice()))),
    defaults: Object.freeze({ ...entry.defaults }),
  });
}

const VARIANTS: Readonly<Record<Variant, VariantSpec>> = {
  tute: complete('tute', {
    players: 2,
    deckSize: 40,
    handSize: 8,
    sitsOut: null,
    stock: true,
    trumpFrom: 'indicator',
    play: 'stock-then-strict',
    cantes: true,
    sides: solo(2),
    auction: false,
    contract: null,
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
  }),
  brisca: complete('brisca', {
    players: 2,
    deckSize: 40,
    handSize: 3,
    sitsOut: null,
    stock: true,
    trumpFrom: 'indicator',
    play: 'free',
    cantes: false,
    sides: solo(2),
    auction: false,
    contract: null,
    matchBy: 'deals',
    defaults: {
      target: 5,
      lastTrickBonus: 0,
      tute: false,
      tie: 'draw',
      swap: 'on-lead',
      swapCard: '7',
    },
  }),
  'tute-3': complete('tute-3', {
    players: 3,
    deckSize: 40,
    handSize: 13,
    sitsOut: null,
    stock: false,
    trumpFrom: 'turned',
    play: 'strict',
    cantes: true,
    sides: solo(3),
    auction: false,
    contract: null,
    matchBy: 'deals',
    defaults: { target: 5, lastTrickBonus: 10, tute: true, tie: 'last-trick', ...strictOptions },
  }),
  'tute-4': complete('tute-4', {
    players: 4,
    deckSize: 40,
    handSize: 10,
    sitsOut: null,
    stock: false,
    trumpFrom: 'dealer-last',
    play: 'strict',
    cantes: true,
    sides: teams,
    auction: false,
    contract: null,
    matchBy: 'deals',
    defaults: { target: 5, lastTrickBonus: 10, tute: true, tie: 'last-trick', ...strictOptions },
  }),
  subastado: complete('subastado', {
    ...auctionGame,
    players: 4,
    deckSize: 40,
    handSize: 10,
    sitsOut: null,
    cantes: true,
    sides: teams,
    contract: 'team',
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
  }),
  subastao: complete('subastao', {
    ...auctionGame,
    players: 3,
    deckSize: 36,
    handSize: 12,
    sitsOut: null,
    cantes: true,
    sides: solo(3),
    contract: 'soloist',
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
  }),
  'subastao-censor': complete('subastao-censor', {
    ...auctionGame,
    players: 4,
    deckSize: 36,
    handSize: 12,
    sitsOut: 'dealer',
    cantes: true,
    sides: solo(4),
    contract: 'soloist',
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
  }),
};

export function isVariant(value: unknown): value is Variant {
  return typeof value === 'string' && Object.hasOwn(VARIANTS, value);
}

/** Every variant id, in the order of the table. */
export const VARIANT_IDS: readonly Variant[] = Object.freeze(
  Object.keys(VARIANTS).filter(isVariant),
);

/** The facts of a variant (frozen). Throws a RangeError for an unknown id. */
export function variantSpec(id: Variant): VariantSpec {
  if (!isVariant(id)) throw new RangeError(`unknown variant ${JSON.stringify(String(id))}`);
  return VARIANTS[id];
}

/** Whether `name` is a rule option of the variant (docs/rules.md §11, options by variant). */
export function appliesTo(spec: VariantSpec, name: RuleName): boolean {
  return Object.hasOwn(spec.defaults, name);
}
