/**
 * What the others' cards say about their hands, read through a model fitted to how `hard`
 * chooses its cards (a conditional logit: each legal card scored by a weighted sum of features,
 * the chance of a card its score's softmax). For each card another seat played, the sampled deal
 * is rewound to that moment, as in policy-evidence.ts, and the sample's weight multiplied by how
 * likely the model makes that card from the hand the sample gives the seat then.
 *
 * Unlike the playout policy, the model reads only what the player could know then: its own hand,
 * the cards gone, the trick on the table, the sides. It was fitted by `bench/fit-play-model.ts`
 * to 76,953 choices of `hard` in 3,000 tute-4 deals. It places the hidden cards better than the
 * rule-of-thumb reading of play-evidence.ts, but search with it won no more than with that
 * reading, so no level uses it yet (`modelCareless` in levels.ts; docs/ai.md §4, §10).
 *
 * Soft, never a proof: a card's likelihood is (1 − careless) times the model's chance plus
 * careless / options, so a sample is never excluded.
 *
 * Indexing: hands and the trick are typed arrays indexed by seat, suit and slot, in range by
 * construction; `!` marks those reads, as in the simulator.
 */
import {
  beatsCard,
  CARD_POINTS,
  popcount,
  positionOf,
  strongerThan,
  suitOf,
} from '../sim/cards.js';
import { legalMoves } from '../sim/legal.js';
import { MAX_MOVES, MOVE_SING } from '../sim/moves.js';
import type { Sim } from '../sim/simulator.js';
import { replayWeight, type History } from './policy-evidence.js';

/**
 * What the model reads of one card, each as a number near 0…1. Under strict play the legal
 * cards of a follower either all take the trick or none does, so whether a card wins tells
 * nothing about a choice: the features say how the card's points and rank meet the trick.
 */
const enum F {
  /** The card's points, over 11. */
  Points,
  Trump,
  /** Its rank within the suit, As 1 … Dos 0. */
  Rank,
  /** A King or Knight whose partner is in the hand, its cante not sung, outside / in trumps. */
  BreaksCante,
  BreaksTrumpCante,
  /** The lowest card the hand holds of its suit. */
  Lowest,
  LeadPoints,
  LeadTrump,
  /** No card above it is left in another hand. */
  LeadMaster,
  LeadMasterPoints,
  /** How many of its suit the hand holds, over 10. */
  LeadLength,
  LeadSingleton,
  /** The hand's trumps, over 10, when leading one. */
  LeadTrumpLength,
  LeadLoosePoints,
  LeadRank,
  /** Following: a card that takes the trick and that nothing above is left against. */
  WinMaster,
  WinPoints,
  /** Not taking the trick: its points onto a partner's trick, onto the other side's. */
  FeedPoints,
  GivePoints,
  UnderTrump,
  /** Points onto a partner's trick as the last to play. */
  SafeFeedPoints,
  Count,
}

export const FEATURES: number = F.Count;

/** Fitted by `bench/fit-play-model.ts`, in the order of `F`. */
export const PLAY_MODEL: readonly number[] = [
  0.18, -0.417, -0.922, -1.497, -1.07, 0.779, -0.113, 0.314, -0.334, 1.416, -1.297, 0.105, -0.011,
  -1.529, 1.017, 0.45, 0.716, 2.276, -2.698, -0.732, 0.737,
];

const moves = new Uint8Array(MAX_MOVES);

/** The cards the seat to act may play (no declaration); returns how many, in `cards`. */
export function cardChoices(sim: Sim, cards: Uint8Array): number {
  const n = legalMoves(sim, moves);
  let plays = 0;
  for (let i = 0; i < n; i++) if (moves[i]! < MOVE_SING) cards[plays++] = moves[i]!;
  return plays;
}

/**
 * The features of `n` cards for the seat to act, at `out[i * FEATURES …]`. `gone`: the cards
 * played so far this deal, as suit masks (the trick on the table included).
 */
export function cardFeatures(
  sim: Sim,
  gone: Int32Array,
  cards: Uint8Array,
  n: number,
  out: Float64Array,
): void {
  const seat = sim.turn;
  const h = seat * 4;
  const lead = sim.trickLen === 0;
  let top = -1;
  let partnerHolds = 0;
  const last = sim.trickLen === sim.rules.active - 1 ? 1 : 0;
  if (!lead) {
    const w = sim.winningIndex();
    top = sim.trickCard[w]!;
    partnerHolds = sim.rules.sideOf[sim.trickSeat[w]!] === sim.rules.sideOf[seat] ? 1 : 0;
  }
  const trumps = sim.trump >= 0 ? popcount(sim.hands[h + sim.trump]!) : 0;
  for (let i = 0; i < n; i++) {
    const card = cards[i]!;
    const suit = suitOf(card);
    const pos = positionOf(card);
    const own = sim.hands[h + suit]!;
    const points = CARD_POINTS[card]! / 11;
    const trump = suit === sim.trump ? 1 : 0;
    const master = (strongerThan(pos) & ~own & ~gone[suit]! & 0x3ff) === 0 ? 1 : 0;
    const rank = (9 - pos) / 9;
    const mate = pos === 2 ? 3 : 2;
    const breaks =
      (pos === 2 || pos === 3) &&
      sim.rules.cantes &&
      ((sim.sung >> suit) & 1) === 0 &&
      ((own >> mate) & 1) === 1;
    const f = out.subarray(i * FEATURES, (i + 1) * FEATURES);
    f.fill(0);
    f[F.Points] = points;
    f[F.Trump] = trump;
    f[F.Rank] = rank;
    f[F.BreaksCante] = breaks && !trump ? 1 : 0;
    f[F.BreaksTrumpCante] = breaks && trump ? 1 : 0;
    f[F.Lowest] = own >> (pos + 1) === 0 ? 1 : 0;
    if (lead) {
      const length = popcount(own);
      f[F.LeadPoints] = points;
      f[F.LeadTrump] = trump;
      f[F.LeadMaster] = master;
      f[F.LeadMasterPoints] = master * points;
      f[F.LeadLength] = length / 10;
      f[F.LeadSingleton] = length === 1 ? 1 : 0;
      f[F.LeadTrumpLength] = (trump * trumps) / 10;
      f[F.LeadLoosePoints] = (1 - master) * points;
      f[F.LeadRank] = rank;
    } else {
      const wins = beatsCard(card, top, sim.trump) ? 1 : 0;
      f[F.WinMaster] = wins * master;
      f[F.WinPoints] = wins * points;
      f[F.FeedPoints] = partnerHolds * (1 - wins) * points;
      f[F.GivePoints] = (1 - partnerHolds) * (1 - wins) * points;
      f[F.UnderTrump] = (1 - wins) * trump;
      f[F.SafeFeedPoints] = partnerHolds * last * points;
    }
  }
}

const cards = new Uint8Array(MAX_MOVES);
const features = new Float64Array(MAX_MOVES * FEATURES);
const scores = new Float64Array(MAX_MOVES);

/**
 * The model's chance that the seat to act plays `card`, or -1 when it has fewer than two cards
 * to choose from; `options` then holds how many it had.
 */
export function chanceOf(sim: Sim, gone: Int32Array, card: number, model = PLAY_MODEL): number {
  const n = cardChoices(sim, cards);
  chanceOf.options = n;
  if (n < 2) return -1;
  cardFeatures(sim, gone, cards, n, features);
  let max = -Infinity;
  let chosen = -1;
  for (let i = 0; i < n; i++) {
    let score = 0;
    for (let j = 0; j < FEATURES; j++) score += model[j]! * features[i * FEATURES + j]!;
    scores[i] = score;
    if (score > max) max = score;
    if (cards[i] === card) chosen = i;
  }
  if (chosen < 0) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.exp(scores[i]! - max);
  return Math.exp(scores[chosen]! - max) / sum;
}
chanceOf.options = 0;

const gone = new Int32Array(4);

/**
 * How likely the sample (`base`, the position now with the hidden cards sampled) makes the
 * others' plays under the model (`model`: its weights). `scratch` is overwritten.
 */
export function modelWeight(
  base: Sim,
  scratch: Sim,
  history: History,
  careless: number,
  model: readonly number[] = PLAY_MODEL,
): number {
  const played = history.cards;
  gone.fill(0);
  for (const card of played) gone[suitOf(card)]! |= 1 << positionOf(card);
  // The plays are visited last first: `gone` loses each card from play k on before play k.
  let upTo = played.length;
  return replayWeight(base, scratch, history, (position, card, k) => {
    for (; upTo > k; upTo--)
      gone[suitOf(played[upTo - 1]!)]! &= ~(1 << positionOf(played[upTo - 1]!));
    const chance = chanceOf(position, gone, card, model);
    return chance < 0 ? 1 : (1 - careless) * chance + careless / chanceOf.options;
  });
}
