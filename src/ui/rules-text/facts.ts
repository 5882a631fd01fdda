/**
 * What the phrases of "How to play" may say about a game, read from the engine's variant table
 * and the rules of the match (docs/rules.md §0–§9): numbers and kinds, never a variant's id.
 */
import {
  pointsOf,
  RANKS_BY_STRENGTH,
  TAKE_OVER_PREMIUM,
  type Rank,
  type Rules,
  type VariantSpec,
} from '../../engine/index.js';

export interface Facts {
  /** Seats at the table, the censor included. */
  readonly players: number;
  /** Seats dealt cards each deal. */
  readonly playing: number;
  readonly hand: number;
  readonly deck: 40 | 36;
  /** Face-down cards in the stock after the deal; 0 without a stock. */
  readonly stock: number;
  /** Tricks played while the stock lasts (drawing after each). */
  readonly drawTricks: number;
  /** Each for themselves, two teams, or a soloist (the auction winner) against two. */
  readonly sides: 'alone' | 'teams' | 'soloist';
  /** The dealer sits out as censor. */
  readonly censor: boolean;
  readonly auction: boolean;
  readonly cantes: boolean;
  /** Where trump comes from, how play is constrained, how the match is counted (VariantSpec). */
  readonly trumpFrom: VariantSpec['trumpFrom'];
  readonly play: VariantSpec['play'];
  readonly matchBy: VariantSpec['matchBy'];
  /** How many sides score apart: 2 with pairs, else one per player. */
  readonly sideCount: number;
  /** The ranks in the deck that carry points, strongest first, with their points. */
  readonly counters: readonly { readonly rank: Rank; readonly points: number }[];
  /** The ranks worth nothing, strongest first. */
  readonly blanks: readonly Rank[];
  /** Points per suit and in the deck. */
  readonly suitPoints: number;
  readonly deckPoints: number;
  /**
   * The card points that win a deal for sure when only cards count (no cantes, no last-trick
   * bonus): 61 of 120; null when more than cards count.
   */
  readonly majority: number | null;
  readonly bonus: number;
  readonly target: number;
  readonly minBid: number;
  readonly bidStep: number;
  /** What the censor adds to a contract taken over. */
  readonly premium: number;
  readonly swapCard: NonNullable<Rules['swapCard']>;
}

export function factsOf(spec: VariantSpec, rules: Rules): Facts {
  const playing = spec.players - (spec.sitsOut === null ? 0 : 1);
  const ranks = RANKS_BY_STRENGTH.filter((rank) => spec.deckSize === 40 || rank !== 2).map(
    (rank) => ({ rank, points: pointsOf(`${rank}o`) }),
  );
  const suitPoints = ranks.reduce((sum, { points }) => sum + points, 0);
  const deckPoints = 4 * suitPoints;
  return {
    players: spec.players,
    playing,
    hand: spec.handSize,
    deck: spec.deckSize,
    stock: spec.stockSize,
    drawTricks: spec.stock ? (spec.stockSize + 1) / playing : 0,
    sides: spec.partnerships ? 'teams' : spec.contract === 'soloist' ? 'soloist' : 'alone',
    censor: spec.sitsOut !== null,
    auction: spec.auction,
    cantes: spec.cantes,
    trumpFrom: spec.trumpFrom,
    play: spec.play,
    matchBy: spec.matchBy,
    sideCount: spec.sides.length,
    counters: ranks.filter(({ points }) => points > 0),
    blanks: ranks.filter(({ points }) => points === 0).map(({ rank }) => rank),
    suitPoints,
    deckPoints,
    majority: !spec.cantes && rules.lastTrickBonus === 0 ? deckPoints / 2 + 1 : null,
    bonus: rules.lastTrickBonus,
    target: rules.target,
    minBid: rules.minBid ?? 0,
    bidStep: rules.bidStep ?? 0,
    premium: TAKE_OVER_PREMIUM,
    swapCard: rules.swapCard ?? '7',
  };
}
