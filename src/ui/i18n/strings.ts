/**
 * The typed shape every dictionary fills, so a missing string is a type error. Sentences about
 * a seat take `you` (true when it is seat 0 under its default name) to get the grammar of the
 * second person right.
 */
import type { IllegalActionCode, Rank, ResultReason, Suit } from '../../engine/index.js';
import type { Lang } from '../i18n.js';

export interface Strings {
  /** The language's code, which the table declares (its `lang`): a page's own does not reach it */
  lang: Lang;
  ranks: Record<Rank, string>;
  suits: Record<Suit, string>;
  /** "Rey de copas" from the localized rank and the suit key. */
  card: (rank: string, suit: Suit) => string;
  /** Numbers as the language writes them (scores may be fractional: 32.5). */
  num: (n: number) => string;
  /** Seat 0 first; seats 1–3 are the AI players. */
  defaultNames: [string, string, string, string];
  table: string;
  hand: string;
  trick: string;
  emptyTrick: string;
  /** Label of the trick just completed, shown until the next lead. */
  previousTrick: string;
  /** A swap's speech bubble: "Swap the 7". */
  swapSaid: (rank: string) => string;
  /** Marks the card (and, in the log, the seat) that led a trick. */
  led: string;
  /** The deal's log: its button and title (its own words: look-back/words.ts). */
  log: string;
  /** A panel whose contents could not be loaded. */
  unavailable: string;
  stock: (n: number) => string;
  indicator: string;
  noIndicator: string;
  /** tute-3: the turned 40th card, out of play. */
  turnedCard: string;
  /** tute-4: the dealer's last card, shown and kept. */
  dealerCard: (name: string, you: boolean) => string;
  trump: string;
  /** Auction games before the contract holder has named trump. */
  trumpPending: string;
  faceDown: (n: number) => string;
  seats: string;
  team: (side: number) => string;
  partner: string;
  dealer: string;
  censor: string;
  sitsOut: string;
  contractMarker: (amount: string) => string;
  yourTurn: string;
  waiting: (name: string) => string;
  youSitOut: string;
  youAreCensor: string;
  played: (name: string, you: boolean, card: string) => string;
  wonTrick: (name: string, you: boolean, points: number) => string;
  /** Seat 0's card from the stock (two-player games). */
  drew: (card: string) => string;
  /**
   * Who took the trump card shown under the stock with its last draw, and which (a screen reader
   * sees it go, no more); `strict`: play turns strict now (arrastre).
   */
  tookIndicator: (name: string, you: boolean, card: string, strict: boolean) => string;
  sang: (name: string, you: boolean, points: number, suit: string) => string;
  swapped: (name: string, you: boolean) => string;
  keptIndicator: (name: string, you: boolean) => string;
  declaredNothing: (name: string, you: boolean) => string;
  declaredTute: (name: string, you: boolean, rank: 11 | 12) => string;
  announcedCapote: (name: string, you: boolean) => string;
  bid: (name: string, you: boolean, amount: string) => string;
  passedBid: (name: string, you: boolean) => string;
  allPassed: string;
  namedTrump: (name: string, you: boolean, suit: string) => string;
  tookOver: (name: string, you: boolean, amount: string) => string;
  letStand: (name: string, you: boolean) => string;
  newDeal: string;
  actions: {
    sing: (points: number, suit: string) => string;
    swap: string;
    tute: (rank: 11 | 12) => string;
    capote: string;
    pass: string;
    /** Declining to declare when asked (partnership games). */
    noDeclaration: string;
    nextDeal: string;
    newMatch: string;
    /** Opens the deal-end summary again after it was closed. */
    summary: string;
  };
  /** The close button of a panel over the table. */
  close: string;
  /** What is said and shown of the auction on the table (the panel's own: auction/words.ts). */
  auction: {
    passed: string;
    bid: (amount: string) => string;
    pass: string;
    chooseTrump: (amount: string) => string;
    censorPrompt: (name: string, amount: string, price: string) => string;
    bidderHand: (name: string) => string;
    take: (price: string) => string;
    letStand: string;
  };
  /** The menu (templates/menu.ts). */
  menu: {
    title: string;
    /** The New match button's question while a match is in play: pressed again, it confirms. */
    abandon: string;
    rules: string;
    /** "Copy record" (what it did is said by the replay module, replay/strings.ts). */
    copyRecord: string;
    /**
     * The settings' names and their values' words (`difficulty`, `easy`, … `theme`, `dark`);
     * a value without a word shows as it is.
     */
    words: Record<string, string>;
  };
  /**
   * Why a card of the hand may not be played, by the engine's error code. `{led}` and
   * `{trump}` stand for the suit led and the trump suit.
   */
  blocked: Partial<Record<IllegalActionCode, string>>;
  /** Shown under the hand while no card is focused or hovered. */
  keyHint: string;
  /** An AI seat choosing its move. */
  thinking: (name: string) => string;
  /** A seat's pile of won tricks. */
  tricksWon: (n: number) => string;
  notPlayable: string;
  score: {
    /** The top bar's score table's name, for assistive technology. */
    title: string;
    deal: string;
    match: (target: number) => string;
    cardPoints: string;
    cantes: string;
    lastTrick: string;
    total: string;
    contract: (name: string, amount: string) => string;
    contractTotal: string;
    awarded: string;
  };
  dealOver: string;
  /** The summary's heading after a match's last deal. */
  matchOver: string;
  dealWinner: (name: string, you: boolean) => string;
  draw: string;
  reasons: Record<ResultReason | 'tie', string>;
  matchWinner: (name: string, you: boolean) => string;
  /** Replay mode when its module (replay.js) cannot be loaded. */
  replayUnavailable: string;
}
