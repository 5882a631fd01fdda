/**
 * Public types of the rules engine (docs/api.md). Everything here is plain JSON data:
 * a state survives `JSON.parse(JSON.stringify(state))` and works with every function.
 */

export type Variant =
  'tute' | 'tute-3' | 'tute-4' | 'subastado' | 'subastao' | 'subastao-censor' | 'brisca';

/** oros, copas, espadas, bastos (docs/rules.md §0). */
export type Suit = 'o' | 'c' | 'e' | 'b';

/** The number printed on a Spanish card: no 8s and 9s. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 10 | 11 | 12;

/** Rank followed by suit letter, lower case: '1o', '12c', '7b' (docs/rules.md §0). */
export type CardCode = string;

/** 0 … players-1, in playing order. */
export type Seat = number;

export type Phase = 'auction' | 'censor' | 'trump' | 'play' | 'deal-over' | 'match-over';

export interface Rules {
  /** Deals to win (deal-count games) or points to reach (auction games). */
  target: number;
  lastTrickBonus: 0 | 10;
  /** Whether a Tute (four kings or four knights) may be declared. */
  tute: boolean;
  tie?: 'last-trick' | 'draw';
  stockPlay?: 'free' | 'follow-trump';
  swap?: 'on-lead' | 'after-win-before-draw' | 'off';
  swapCard?: '7' | '2' | '7-and-2';
  singAfterStock?: boolean;
  fortyFirst?: boolean;
  capote?: boolean;
  strictBeat?: boolean;
  underTrump?: boolean;
  minBid?: number;
  bidStep?: number;
  scoring?: 'captured' | 'bid';
  firstLead?: 'bidder' | 'mano';
  whoSings?: 'all' | 'bidders';
  auctionLaps?: 'until-passes' | 'one';
  failedBid?: 'each' | 'split';
}

export type RuleName = keyof Rules;

export interface GameConfig {
  variant?: Variant;
  seed?: number | string;
  rules?: Partial<Rules>;
  /** First dealer; default the last seat, so seat 0 is mano. */
  dealer?: Seat;
  /** Stack the first deal (tests, puzzles, replays). */
  deal?: {
    hands: CardCode[][];
    stock?: CardCode[];
    indicator?: CardCode;
  };
}

export type Action =
  | { type: 'play'; seat: Seat; card: CardCode }
  | { type: 'sing'; seat: Seat; suit: Suit }
  | { type: 'tute'; seat: Seat; rank: 11 | 12 }
  | { type: 'swap'; seat: Seat }
  | { type: 'bid'; seat: Seat; amount: number }
  | { type: 'pass'; seat: Seat }
  | { type: 'trump'; seat: Seat; suit: Suit }
  | { type: 'censor'; seat: Seat; take: boolean }
  | { type: 'capote'; seat: Seat }
  | { type: 'next-deal' };

export type ActionType = Action['type'];

export interface PlayedCard {
  seat: Seat;
  card: CardCode;
}

/** A cante (sing) or a Tute, as declared and shown to everyone. */
export type Declaration =
  | { type: 'sing'; seat: Seat; suit: Suit; points: 20 | 40; cards: [CardCode, CardCode] }
  | { type: 'tute'; seat: Seat; rank: 11 | 12; cards: CardCode[] };

export interface DealScore {
  /** Per side: card points + cantes + last-trick bonus. */
  points: number[];
  /** Per side: card points in the tricks won. */
  cardPoints: number[];
  /** Per side: points from cantes. */
  cantes: number[];
  /** Per side: the last-trick bonus (0 until the last trick is won). */
  bonus: number[];
  /** Per side: tricks won. */
  tricks: number[];
  /** Every cante and Tute of this deal, in order. */
  declarations: Declaration[];
  /** Suits sung this deal (each at most once). */
  sung: Suit[];
  /** The seat that announced capote this deal, if any. */
  capote: Seat | null;
}

export type ResultReason = 'points' | 'tute' | 'capote' | 'draw' | 'bid-made' | 'bid-failed';

export interface DealResult {
  /** Winning side indexes; empty for a draw. */
  winners: number[];
  /** Per side, as in `deal.points`. */
  totals: number[];
  reason: ResultReason;
}

export interface MatchScore {
  /** Per side: deals won (deal-count games) or points (auction games). */
  scores: number[];
  target: number;
  /** The winning side once the match is over. */
  winner: number | null;
}

/**
 * Why a declaration window is open: the trick winner (or, in partnership games, its
 * partner) may declare once; `declared` closes it for further declarations.
 */
export interface DeclarationWindow {
  seat: Seat;
  declared: boolean;
  /**
   * Partnership games ask (docs/rules.md §1): the seat must declare or pass before the lead.
   * Otherwise the window stands beside the lead and leading closes it.
   */
  asked: boolean;
  /** Seats still to be asked after this one (the trick winner's partner). */
  next: Seat[];
}

export interface AuctionCall {
  seat: Seat;
  /** The amount bid, or null for a pass. */
  amount: number | null;
}

export interface Auction {
  /** Every call of this auction, in order. */
  calls: AuctionCall[];
  /** The highest bid so far. */
  high: { seat: Seat; amount: number } | null;
  /** Seats that have passed (a pass is final). */
  passed: Seat[];
}

export interface Contract {
  /** The seat that plays the contract: the winning bidder, or the censor after a take-over. */
  seat: Seat;
  /** Points the contract side must take. */
  amount: number;
  /** The winning bidder when the censor took the contract over (it sits out and scores 0). */
  displaced: Seat | null;
}

export interface TrickRecord {
  winner: Seat;
  cards: PlayedCard[];
  points: number;
}

/**
 * A deal whose cards were given rather than shuffled from the seed: `config.deal` (deal 0),
 * or a deal of a replayed record (docs/api.md, Records). Hidden information, like the seed.
 */
export interface StackedDeal {
  /** The deal's number in the match, from 0 (the `dealCount` before it was dealt). */
  deal: number;
  /** Each seat's cards, in the order received. */
  hands: CardCode[][];
  /** The face-down stock, top first; empty without a stock. */
  stock: CardCode[];
  /** The indicator as dealt (tute-4: the dealer's shown card), or null. */
  indicator: CardCode | null;
}

/** What every state holds, whatever the phase. */
export interface TableState {
  variant: Variant;
  rules: Rules;
  players: number;
  /** The resolved seed: with the same actions it reproduces the match. */
  seed: number | string;
  /** Every deal of the match whose cards were not shuffled from the seed (hidden, like it). */
  stacked: StackedDeal[];
  /** Deals dealt so far in this match, redeals included (drives the shuffle). */
  dealCount: number;
  dealer: Seat;
  /** Each seat's cards, in the order they were received. */
  hands: CardCode[][];
  /** Face-down stock, top first (the indicator is not in it). */
  stock: CardCode[];
  /** The face-up trump card (docs/rules.md §11), or null. */
  indicator: CardCode | null;
  trick: PlayedCard[];
  /** Every card played this deal, in order. */
  played: PlayedCard[];
  /** Per seat: the cards of the tricks it won this deal. */
  won: CardCode[][];
  /** Per seat: cards publicly known to be in that hand (sung, or taken from the table). */
  shown: CardCode[][];
  /** The last completed trick of this deal. */
  lastTrick: TrickRecord | null;
  /** The seat that holds no cards this deal: the censor, or the bidder it displaced. */
  out: Seat | null;
  sides: Seat[][];
  deal: DealScore;
  match: MatchScore;
  log: Action[];
}

/** The auction: bids and passes, `turn` the seat to speak; no contract and no trump yet. */
export interface AuctionPhase {
  phase: 'auction';
  turn: Seat;
  trump: null;
  auction: Auction;
  contract: null;
  result: null;
  window: null;
  swapPause: false;
}

/**
 * After the auction: the censor judges (`censor`) or the contract holder names trump (`trump`).
 * One interface per phase, so that a chain of `!==` tests narrows as `===` does.
 */
export type ContractPhase = ContractFields<'censor'> | ContractFields<'trump'>;
interface ContractFields<P extends 'censor' | 'trump'> {
  phase: P;
  turn: Seat;
  trump: null;
  auction: Auction;
  contract: Contract;
  result: null;
  window: null;
  swapPause: false;
}

/** Tricks are played: trump is known; auction games hold their auction and contract. */
export interface PlayPhase {
  phase: 'play';
  turn: Seat;
  trump: Suit;
  auction: Auction | null;
  contract: Contract | null;
  result: null;
  /** The open cante window, if any. */
  window: DeclarationWindow | null;
  /** Swap pause (docs/rules.md §11): the trick winner may swap before the draw. */
  swapPause: boolean;
}

/**
 * A deal has ended (`deal-over`, until `next-deal`) or the whole match (`match-over`); one
 * interface per phase, as `ContractPhase`.
 */
export type EndPhase = EndFields<'deal-over'> | EndFields<'match-over'>;
interface EndFields<P extends 'deal-over' | 'match-over'> {
  phase: P;
  turn: null;
  trump: Suit;
  auction: Auction | null;
  contract: Contract | null;
  result: DealResult;
  window: null;
  swapPause: false;
}

/** The fields whose type depends on the phase: narrowing on `phase` narrows them too. */
export type PhaseState = AuctionPhase | ContractPhase | PlayPhase | EndPhase;

export type GameState = TableState & PhaseState;

/**
 * What one seat may know. Other hands are card counts, the stock a count; the seed and the
 * stacked deals are gone (they would reveal every hidden card).
 */
export type PlayerView = Omit<TableState, 'hands' | 'stock' | 'seed' | 'stacked'> &
  PhaseState & {
    seat: Seat;
    /** The viewer's own hand as cards; every other seat's hand as its card count. */
    hands: (CardCode[] | number)[];
    /** The viewer's own cards. */
    hand: CardCode[];
    /** Cards in each hand. */
    handSizes: number[];
    /** Face-down cards left in the stock. */
    stock: number;
    /**
     * The viewer's legal actions now: empty when it is not the viewer's turn; between deals
     * every seat sees `next-deal`.
     */
    legal: Action[];
  };

/**
 * A state or a view: what the rule helpers read. The stock is cards in a state, a count in a
 * view; only whether it is empty matters to them.
 */
export type Position = Omit<GameState, 'stock' | 'hands' | 'seed' | 'stacked'> & {
  stock: readonly CardCode[] | number;
};

/** What a record says about where and when a match was played (docs/records.md §2, "Tags"). */
export interface RecordInfo {
  event?: string;
  site?: string;
  date?: string;
  annotator?: string;
}

/** One deal of a record: who dealt, the cards as dealt, the actions, comments by position. */
export interface RecordDeal {
  dealer: Seat;
  /** The cards as dealt, in `GameConfig.deal`'s form. */
  deal: NonNullable<GameConfig['deal']>;
  /** The deal's actions in order; `next-deal` is implied between deals and never listed. */
  actions: Action[];
  /** Comments keyed by position: the number of the deal's actions before the comment. */
  comments?: Record<number, string>;
}

/** A match as a record (docs/api.md, Records; the text notation is docs/records.md). */
export interface TuteRecord {
  format: 'tute-record';
  version: 1;
  variant: Variant;
  /** Only the rule options that differ from the variant's defaults. */
  rules?: Partial<Rules>;
  /** One name per seat, seat 0 first. */
  names?: string[];
  seed?: number | string;
  info?: RecordInfo;
  deals: RecordDeal[];
}
