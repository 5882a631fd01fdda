/**
 * What the others' cards say about their hands, read through a model fitted to how `hard`
 * chooses its cards: each legal card is scored by a small network (its features, one hidden layer
 * of tanh units, a weighted sum of those), the chance of a card its score's softmax among the
 * legal cards. For each card another seat played, the sampled deal is rewound to that moment, as
 * in policy-evidence.ts, and the sample's weight multiplied by how likely the model makes that
 * card from the hand the sample gives the seat then.
 *
 * Unlike the playout policy, the model reads only what the player could know then: its own hand,
 * the cards gone, the trick on the table, the sides, the suits others have shown they lack. It
 * was fitted by `bench/fit-play-model.ts` to `hard`'s choices in 3,000 tute-4 deals. A linear
 * model of the same choices (session 37) read less and won within the noise of the rule-of-thumb
 * reading of play-evidence.ts; the hidden layer reads what the features mean together (a card's
 * points when the trick is the partner's and nobody is left to play, …) — docs/ai.md §4, §10.
 *
 * Soft, never a proof: a card's likelihood is (1 − careless) times the model's chance plus
 * careless / options, so a sample is never excluded.
 *
 * Indexing: hands, the trick and the weights are typed arrays indexed by seat, suit, slot, feature
 * and unit, in range by construction; `!` marks those reads, as in the simulator.
 */
import { playerCount, sideOf, type PlayerView } from '../../engine/index.js';
import {
  beatsCard,
  CARD_POINTS,
  popcount,
  positionOf,
  strongerThan,
  suitIndex,
  suitOf,
} from '../sim/cards.js';
import { legalMoves } from '../sim/legal.js';
import { MAX_MOVES, MOVE_SING } from '../sim/moves.js';
import type { Sim } from '../sim/simulator.js';
import { replayWeight, type History } from './policy-evidence.js';

/**
 * What the model reads of one card, each a number near 0…1. Under strict play a follower's legal
 * cards either all take the trick or none does: the features on taking it (`Wins`, the points on
 * the table, …) are the same for every choice and tell the hidden layer the situation, not which
 * card; the others say how the card's points and rank meet it.
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
  LeadMasterTrump,
  /** How many of its suit the hand holds, over 10. */
  LeadLength,
  LeadSingleton,
  /** The hand's trumps, over 10, when leading one. */
  LeadTrumpLength,
  LeadLoosePoints,
  LeadRank,
  /** A plain suit an opponent / the partner has shown it lacks (it would be trumped / fed). */
  LeadOpponentVoid,
  LeadPartnerVoid,
  /** How many cards of its suit are neither gone nor in the hand, over 10. */
  LeadUnseen,
  /** Following: the card takes the trick (so does every other legal card). */
  Wins,
  /** The points on the table, over 30, when taking them; taking them as the last to play. */
  WinTable,
  WinLast,
  /** A card that takes the trick and that nothing above is left against. */
  WinMaster,
  WinPoints,
  WinTrump,
  /** Taking the trick from the partner. */
  WinOverPartner,
  WinRank,
  /** Not taking the trick: its points onto a partner's trick, onto the other side's. */
  FeedPoints,
  GivePoints,
  UnderTrump,
  /** Points onto a partner's trick as the last to play. */
  SafeFeedPoints,
  /** Not taking the trick: the last card of its suit, a card of another suit than the led one. */
  LoseSingleton,
  Discard,
  LoseRank,
  /**
   * Auction games (none elsewhere), the same for every card: the seat's side holds the contract;
   * the points its holder still lacks, over 100; it has them; it can no longer reach them.
   */
  ContractOwn,
  ContractNeed,
  ContractMade,
  ContractLost,
  Count,
}

export const FEATURES: number = F.Count;

/**
 * A scorer of cards with one hidden layer of `hidden` tanh units. `weights`, by unit `h` and
 * feature `j`: the inputs at `j * hidden + h`, then the units' biases, then their output weights.
 */
export interface PlayModel {
  readonly hidden: number;
  readonly weights: ArrayLike<number>;
}

/** The most hidden units a model may have (the inference's buffer). */
export const MAX_HIDDEN = 64;

/** How many weights a model with this many hidden units has. */
export const weightCount = (hidden: number): number => (FEATURES + 2) * hidden;

const moves = new Uint8Array(MAX_MOVES);

/** The cards the seat to act may play (no declaration); returns how many, in `cards`. */
export function cardChoices(sim: Sim, cards: Uint8Array): number {
  const n = legalMoves(sim, moves);
  let plays = 0;
  for (let i = 0; i < n; i++) if (moves[i]! < MOVE_SING) cards[plays++] = moves[i]!;
  return plays;
}

/**
 * The suits each seat has shown it lacks before each play: `out[k]` for the first k plays of
 * `history`, k = 0 … its length, bit `seat * 4 + suit` (a card off the led suit).
 */
export function voidsBefore(history: History, out: Int32Array): void {
  const { seats, cards, starts } = history;
  let voids = 0;
  for (let k = 0; k < seats.length; k++) {
    out[k] = voids;
    const led = suitOf(cards[starts[k]!]!);
    if (suitOf(cards[k]!) !== led) voids |= 1 << (seats[k]! * 4 + led);
  }
  out[seats.length] = voids;
}

/** An auction game's contract at one play: what the model's contract features read. */
export interface ContractAt {
  /** The side that holds it, and the points it must take. */
  side: number;
  amount: number;
  /** The points its side had then (cards of the finished tricks, cantes sung). */
  holder: number;
  /** The card points not yet taken then (the trick on the table among them). */
  left: number;
}

const NO_PLAYS: History = {
  seats: new Int8Array(0),
  cards: new Int8Array(0),
  starts: new Int16Array(0),
  viewer: -1,
};

/**
 * The contract at each play of `history` (`at(k)`: before play k), from the view's public record:
 * the tricks finished before the play and the cantes its log shows sung before it. Null without
 * a contract.
 */
export function contractTrack(
  view: PlayerView,
  history: History | null,
): ((k: number) => ContractAt) | null {
  if (view.contract === null || view.trump === null) return null;
  const side = sideOf(view.sides, view.contract.seat);
  const { cards, starts, seats } = history ?? NO_PLAYS;
  const n = cards.length;
  const trump = suitIndex(view.trump);
  // Points of the holder's side and card points taken, before each play.
  const holder = new Float64Array(n + 1);
  const taken = new Float64Array(n + 1);
  const size = playerCount(view);
  const sung = new Float64Array(n + 1);
  let plays = n;
  for (let i = view.log.length - 1; i >= 0 && plays > 0; i--) {
    const action = view.log[i]!;
    if (action.type === 'play') plays--;
    else if (action.type === 'sing' && sideOf(view.sides, action.seat) === side)
      sung[plays]! += action.suit === view.trump ? 40 : 20;
  }
  for (let k = 0; k <= n; k++) {
    holder[k] = (k > 0 ? holder[k - 1]! : 0) + sung[k]!;
    taken[k] = k > 0 ? taken[k - 1]! : 0;
    // Play k - 1 finished a trick: its points go to the winner's side.
    if (k > 0 && k - 1 - starts[k - 1]! === size - 1) {
      const start = starts[k - 1]!;
      let top = start;
      let points = 0;
      for (let i = start; i < k; i++) {
        points += CARD_POINTS[cards[i]!]!;
        if (i > start && beatsCard(cards[i]!, cards[top]!, trump)) top = i;
      }
      taken[k]! += points;
      if (sideOf(view.sides, seats[top]!) === side) holder[k]! += points;
    }
  }
  const at: ContractAt = { side, amount: view.contract.amount, holder: 0, left: 0 };
  return (k) => {
    at.holder = holder[k]!;
    at.left = 120 - taken[k]!;
    return at;
  };
}

/**
 * The features of `n` cards for the seat to act, at `out[i * FEATURES …]`. `gone`: the cards
 * played so far this deal, as suit masks (the trick on the table included); `voids`: the suits
 * the seats have shown they lack (`voidsBefore`).
 */
export function cardFeatures(
  sim: Sim,
  gone: Int32Array,
  voids: number,
  cards: Uint8Array,
  n: number,
  out: Float64Array,
  contract: ContractAt | null = null,
): void {
  const seat = sim.turn;
  const h = seat * 4;
  const { sideOf, players } = sim.rules;
  const lead = sim.trickLen === 0;
  let top = -1;
  let partnerHolds = 0;
  let table = 0;
  const last = sim.trickLen === sim.rules.active - 1 ? 1 : 0;
  if (!lead) {
    const w = sim.winningIndex();
    top = sim.trickCard[w]!;
    partnerHolds = sideOf[sim.trickSeat[w]!] === sideOf[seat] ? 1 : 0;
    for (let i = 0; i < sim.trickLen; i++) table += CARD_POINTS[sim.trickCard[i]!]!;
  }
  let opponentVoids = 0;
  let partnerVoids = 0;
  for (let other = 0; other < players; other++) {
    if (other === seat) continue;
    const lacks = (voids >> (other * 4)) & 15;
    if (sideOf[other] === sideOf[seat]) partnerVoids |= lacks;
    else opponentVoids |= lacks;
  }
  const led = lead ? -1 : suitOf(sim.trickCard[0]!);
  const trumps = sim.trump >= 0 ? popcount(sim.hands[h + sim.trump]!) : 0;
  let holds = 0;
  let need = 0;
  let made = 0;
  let lost = 0;
  if (contract) {
    holds = contract.side === sideOf[seat] ? 1 : 0;
    need = Math.max(0, contract.amount - contract.holder) / 100;
    made = contract.holder >= contract.amount ? 1 : 0;
    lost = contract.holder + contract.left + sim.rules.lastTrickBonus < contract.amount ? 1 : 0;
  }
  for (let i = 0; i < n; i++) {
    const card = cards[i]!;
    const suit = suitOf(card);
    const pos = positionOf(card);
    const own = sim.hands[h + suit]!;
    const length = popcount(own);
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
    f[F.ContractOwn] = holds;
    f[F.ContractNeed] = need;
    f[F.ContractMade] = made;
    f[F.ContractLost] = lost;
    if (lead) {
      const plain = 1 - trump;
      f[F.LeadPoints] = points;
      f[F.LeadTrump] = trump;
      f[F.LeadMaster] = master;
      f[F.LeadMasterPoints] = master * points;
      f[F.LeadMasterTrump] = master * trump;
      f[F.LeadLength] = length / 10;
      f[F.LeadSingleton] = length === 1 ? 1 : 0;
      f[F.LeadTrumpLength] = (trump * trumps) / 10;
      f[F.LeadLoosePoints] = (1 - master) * points;
      f[F.LeadRank] = rank;
      f[F.LeadOpponentVoid] = plain * ((opponentVoids >> suit) & 1);
      f[F.LeadPartnerVoid] = plain * ((partnerVoids >> suit) & 1);
      f[F.LeadUnseen] = popcount(~own & ~gone[suit]! & 0x3ff) / 10;
    } else {
      const wins = beatsCard(card, top, sim.trump) ? 1 : 0;
      const loses = 1 - wins;
      f[F.Wins] = wins;
      f[F.WinTable] = (wins * table) / 30;
      f[F.WinLast] = wins * last;
      f[F.WinMaster] = wins * master;
      f[F.WinPoints] = wins * points;
      f[F.WinTrump] = wins * trump;
      f[F.WinOverPartner] = wins * partnerHolds;
      f[F.WinRank] = wins * rank;
      f[F.FeedPoints] = partnerHolds * loses * points;
      f[F.GivePoints] = (1 - partnerHolds) * loses * points;
      f[F.UnderTrump] = loses * trump;
      f[F.SafeFeedPoints] = partnerHolds * last * points;
      f[F.LoseSingleton] = length === 1 ? loses : 0;
      f[F.Discard] = suit !== led ? loses : 0;
      f[F.LoseRank] = loses * rank;
    }
  }
}

/**
 * The model's score of the card whose features start at `features[at]`; with `units`, the hidden
 * units' outputs are left there (the fit's gradient needs them). Features are mostly 0 (a card
 * leads or follows): only the others' inputs are summed.
 */
export function scoreOf(
  model: PlayModel,
  features: Float64Array,
  at: number,
  units: Float64Array = sums,
): number {
  const { hidden, weights } = model;
  const bias = FEATURES * hidden;
  for (let u = 0; u < hidden; u++) units[u] = weights[bias + u]!;
  for (let j = 0; j < FEATURES; j++) {
    const x = features[at + j]!;
    if (x === 0) continue;
    const column = j * hidden;
    for (let u = 0; u < hidden; u++) units[u]! += x * weights[column + u]!;
  }
  const output = bias + hidden;
  let score = 0;
  for (let u = 0; u < hidden; u++) {
    units[u] = Math.tanh(units[u]!);
    score += weights[output + u]! * units[u]!;
  }
  return score;
}

const cards = new Uint8Array(MAX_MOVES);
const features = new Float64Array(MAX_MOVES * FEATURES);
const scores = new Float64Array(MAX_MOVES);
const sums = new Float64Array(MAX_HIDDEN);

/**
 * The model's chance that the seat to act plays `card`, or -1 when it has fewer than two cards
 * to choose from; `options` then holds how many it had.
 */
export function chanceOf(
  sim: Sim,
  gone: Int32Array,
  voids: number,
  card: number,
  model: PlayModel = PLAY_MODEL,
  contract: ContractAt | null = null,
): number {
  const n = cardChoices(sim, cards);
  chanceOf.options = n;
  if (n < 2) return -1;
  cardFeatures(sim, gone, voids, cards, n, features, contract);
  let max = -Infinity;
  let chosen = -1;
  for (let i = 0; i < n; i++) {
    const score = scoreOf(model, features, i * FEATURES);
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
const voids = new Int32Array(64);

/**
 * How likely the sample (`base`, the position now with the hidden cards sampled) makes the
 * others' plays under the model. `scratch` is overwritten.
 */
export function modelWeight(
  base: Sim,
  scratch: Sim,
  history: History,
  careless: number,
  model: PlayModel = PLAY_MODEL,
  contract: ((k: number) => ContractAt) | null = null,
): number {
  const played = history.cards;
  gone.fill(0);
  for (const card of played) gone[suitOf(card)]! |= 1 << positionOf(card);
  voidsBefore(history, voids);
  // The plays are visited last first: `gone` loses each card from play k on before play k.
  let upTo = played.length;
  return replayWeight(base, scratch, history, (position, card, k) => {
    for (; upTo > k; upTo--)
      gone[suitOf(played[upTo - 1]!)]! &= ~(1 << positionOf(played[upTo - 1]!));
    const chance = chanceOf(position, gone, voids[k]!, card, model, contract?.(k));
    return chance < 0 ? 1 : (1 - careless) * chance + careless / chanceOf.options;
  });
}

/**
 * The model's reading of the others' plays for one decision (one `history`), sample after
 * sample; the same weights as `modelWeight` up to rounding. A seat's plays depend on no hand but
 * its own (its hand then is the one the sample gives it now and the cards it played since), so
 * each seat's part of the weight is kept by that hand: late in the deal, when the histories are
 * longest and dearest to read, the samples deal each seat the same few hands again and again.
 */
export class PlayReader {
  private readonly history: History;
  private readonly careless: number;
  private readonly model: PlayModel;
  private readonly contract: ((k: number) => ContractAt) | null;
  /** The cards gone before play k, by suit: `gone[k * 4 + suit]`. */
  private readonly gone: Int32Array;
  private readonly voids: Int32Array;
  /** Each seat's part of the weight by the hand the sample gives it (`handKey`). */
  private readonly known: Map<number, number>[] = [];
  /** The seats whose part a sample still has to read, and those parts. */
  private readonly reading = new Uint8Array(4);
  private readonly part = new Float64Array(4);
  private readonly seen = new Uint8Array(4);

  constructor(
    history: History,
    careless: number,
    model: PlayModel = PLAY_MODEL,
    contract: ((k: number) => ContractAt) | null = null,
  ) {
    this.contract = contract;
    this.history = history;
    this.careless = careless;
    this.model = model;
    const n = history.cards.length;
    this.gone = new Int32Array((n + 1) * 4);
    for (let k = 0; k < n; k++) {
      const card = history.cards[k]!;
      for (let suit = 0; suit < 4; suit++) this.gone[(k + 1) * 4 + suit] = this.gone[k * 4 + suit]!;
      this.gone[(k + 1) * 4 + suitOf(card)]! |= 1 << positionOf(card);
    }
    this.voids = new Int32Array(n + 1);
    voidsBefore(history, this.voids);
    for (let k = 0; k < n; k++) {
      const seat = history.seats[k]!;
      if (seat !== history.viewer) this.seen[seat] = 1;
    }
    for (let seat = 0; seat < 4; seat++) this.known.push(new Map());
  }

  /** How likely the sample (`base`) makes the others' plays. `scratch` is overwritten. */
  weight(base: Sim, scratch: Sim): number {
    let weight = 1;
    let missing = 0;
    for (let seat = 0; seat < 4; seat++) {
      this.reading[seat] = 0;
      if (this.seen[seat] === 0) continue;
      const part = this.known[seat]!.get(handKey(base, seat));
      if (part === undefined) {
        this.reading[seat] = 1;
        this.part[seat] = 1;
        missing++;
      } else weight *= part;
    }
    if (missing === 0) return weight;
    const { careless, model, gone, voids, contract } = this;
    const at = goneThen;
    replayWeight(base, scratch, this.history, (position, card, k) => {
      const seat = position.turn;
      if (this.reading[seat] === 0) return 1;
      for (let suit = 0; suit < 4; suit++) at[suit] = gone[k * 4 + suit]!;
      const chance = chanceOf(position, at, voids[k]!, card, model, contract?.(k));
      if (chance >= 0) this.part[seat]! *= (1 - careless) * chance + careless / chanceOf.options;
      return 1;
    });
    for (let seat = 0; seat < 4; seat++) {
      if (this.reading[seat] === 0) continue;
      this.known[seat]!.set(handKey(base, seat), this.part[seat]!);
      weight *= this.part[seat]!;
    }
    return weight;
  }
}

const goneThen = new Int32Array(4);

/** A seat's hand as one number: its four suit masks of ten bits (40 bits, exact in a double). */
function handKey(sim: Sim, seat: number): number {
  const h = seat * 4;
  return (
    sim.hands[h]! +
    sim.hands[h + 1]! * 0x400 +
    sim.hands[h + 2]! * 0x100000 +
    sim.hands[h + 3]! * 0x40000000
  );
}

/**
 * Fitted by `bench/fit-play-model.ts` (3,000 deals, 16 units, 400 passes): held out, a mean
 * log-likelihood of −0.888 a choice against −1.234 for a random choice; its likeliest card is
 * the one played 64.2% of the time. One row per feature (in the order of `F`), then the units'
 * biases, then their output weights.
 */
export const PLAY_MODEL: PlayModel = {
  hidden: 16,
  // prettier-ignore
  weights: Float64Array.of(
    -1.667, 0.942, 0.253, 0.311, -0.839, 0.263, -1.542, -0.400,
    0.782, -0.397, -1.767, -0.449, 0.814, 0.883, 0.508, 0.622,
    -0.140, 0.090, 0.172, 0.089, 0.298, 0.056, 0.873, -0.327,
    -0.402, -0.124, 0.076, -0.302, 0.241, 0.817, 0.524, -0.442,
    0.276, 0.601, -0.367, 0.453, -0.057, 0.057, -0.723, -0.286,
    0.823, -0.420, -0.782, 0.433, 0.568, -0.180, 0.629, 0.443,
    0.510, -0.363, 0.404, -0.199, -0.147, -0.119, -0.062, 0.025,
    0.930, 0.045, 0.077, 0.186, 0.779, -0.286, 0.964, -0.001,
    0.865, -0.019, 0.186, -0.379, 0.077, -0.280, -0.131, -0.479,
    0.906, 0.315, -0.014, 0.217, 0.337, -0.677, 0.699, -0.678,
    0.314, 0.960, -0.402, 1.245, -0.346, 1.008, -0.496, 0.803,
    0.275, -0.717, -1.657, 1.769, -0.626, -0.572, 0.184, 0.484,
    -0.339, 0.623, 0.309, -0.378, 0.110, -0.123, -0.114, 0.158,
    0.025, 0.348, -0.736, 0.957, 0.093, 0.372, 0.039, -0.447,
    -0.166, 0.352, 0.410, 0.404, 0.009, 0.286, 0.167, 0.024,
    -0.938, -0.212, -0.181, 0.026, 0.269, 0.816, 0.488, -0.737,
    -0.411, 0.845, -0.099, -0.389, -0.482, 0.198, -0.205, 0.160,
    0.674, 0.043, -0.527, 0.790, 0.083, -0.013, 0.754, 0.667,
    -0.697, 0.337, 0.127, 0.000, -0.211, 0.063, -0.211, 0.753,
    0.797, 0.161, -0.573, -0.741, -0.819, 0.637, -0.107, -0.498,
    0.158, -0.576, 0.475, -0.199, 0.191, -0.039, 0.305, 0.186,
    -1.330, 0.143, 0.768, -0.754, 0.052, 0.209, -0.427, -0.607,
    1.054, -0.348, 0.407, 0.190, 0.278, 0.007, -0.210, 0.300,
    1.661, 0.045, 0.116, -0.350, -0.819, -0.260, -0.470, -1.530,
    0.277, 0.447, -0.020, -0.303, 0.145, 0.039, 0.742, 0.269,
    -0.066, -0.107, 0.333, 0.079, 0.077, 0.464, -0.212, 0.726,
    0.633, 0.047, 0.247, -0.075, 0.196, -0.050, 0.011, -0.266,
    -0.724, 0.050, -0.078, 0.487, 0.258, -0.181, 0.390, -0.555,
    0.332, 0.252, -0.032, -0.317, 0.273, -0.182, 0.087, -0.709,
    -0.865, 0.101, -0.100, 2.345, 1.216, -0.323, 0.066, 0.337,
    1.307, 0.195, -0.198, 0.657, 0.462, 0.159, -0.208, -0.099,
    -0.416, -0.219, -0.640, -0.554, -0.370, 0.167, -0.261, -0.208,
    -0.109, -0.089, -0.849, -0.266, -0.219, 0.047, 0.023, -0.236,
    -0.517, -0.287, 0.219, 0.189, -0.049, -0.795, 0.324, 0.746,
    0.124, -0.524, -0.588, 0.580, -0.131, 0.404, -0.262, 0.694,
    0.113, -0.201, 0.146, 0.478, -1.078, -0.784, -0.155, 0.466,
    0.620, 0.705, -0.901, -0.502, -0.593, -0.100, -1.372, -0.390,
    1.203, 0.074, -0.738, -0.336, -0.031, -1.625, -0.940, 1.470,
    0.606, 0.646, 0.575, 0.276, -0.020, 0.233, 0.117, 0.425,
    0.226, 0.124, -0.518, -0.274, -1.092, -0.657, -0.613, 0.063,
    0.639, -0.626, 1.106, 0.394, -0.021, 0.282, 0.507, 0.171,
    -0.292, -0.217, 0.348, -0.512, -0.209, 0.602, -0.345, 0.379,
    0.011, -0.818, 1.730, -0.260, -0.094, 0.248, -0.433, -0.132,
    -0.769, -0.112, 0.259, -0.313, -0.578, 0.751, -0.196, 0.395,
    1.096, -1.926, -1.105, -0.376, -0.197, 0.033, 0.041, -1.144,
    -0.705, -0.109, -0.213, -0.945, 0.153, 1.246, -0.323, 0.474,
    -0.453, -0.206, 0.499, -0.188, -0.323, -0.406, -0.783, -0.133,
    -0.132, 0.032, -0.887, -0.223, 0.482, 0.591, 0.222, 0.189,
    -0.716, -0.215, 0.345, -0.431, 0.107, -0.209, 0.401, 0.450,
    0.038, 0.187, 0.384, -0.403, 0.352, -0.501, 0.185, -0.201,
    0.526, 0.446, 0.369, 0.339, -0.295, 0.325, -0.312, -1.175,
    -0.210, -0.207, 0.095, 0.547, 0.779, 0.661, -0.432, 0.586,
    -0.197, 0.172, -0.104, -0.376, -0.023, -0.428, -0.382, -0.383,
    0.148, 0.332, -0.823, 0.758, 0.549, -0.417, 0.440, -0.270,
    -1.086, 1.404, -0.899, 1.323, -0.915, 1.128, -0.832, 0.162,
    0.569, -1.070, -1.516, -1.431, -0.550, 0.879, 0.257, 1.192,
    0.038, -0.871, 0.470, -0.640, 0.281, -0.438, -0.065, -0.217,
    -0.092, 0.510, 1.142, 1.110, 0.933, -0.669, -0.896, -0.515,
    0.658, -0.102, -0.485, 0.018, 0.138, -0.021, 0.376, -0.969,
    0.516, -0.055, -0.135, 0.132, -0.769, 0.510, 0.110, 0.424,
    0.254, 0.436, 0.359, 0.671, -0.576, 0.620, -0.314, 0.799,
    0.099, -0.469, -0.920, -0.489, 1.175, 0.242, -0.314, 0.486,
    0.537, -0.019, 0.340, -0.085, 0.455, -0.181, 0.222, -0.319,
    -0.230, 0.161, -0.002, -1.755, -0.249, -0.335, -0.134, 0.009,
    -0.080, 0.511, -0.943, 0.594, 0.690, 0.214, 0.459, -0.837,
    -1.069, -0.353, -0.389, 0.242, 1.474, 0.957, 0.499, 0.452,
    -0.454, 0.241, -0.278, 0.207, -0.055, 0.153, -0.292, -0.094,
    1.031, -0.135, 0.129, 0.391, 0.649, -0.159, 0.411, 0.603,
    0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
    0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
    0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
    0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
    0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
    0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
    0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
    0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
    -0.862, 0.023, -0.186, -0.036, -0.593, 0.325, -1.053, 1.087,
    -2.097, -0.066, 0.249, -0.308, -0.956, -0.059, -1.446, -0.035,
    -1.388, 1.444, -1.531, 1.020, -0.708, 0.741, -1.128, 1.142,
    -2.091, -0.719, -1.504, -2.138, -1.410, 1.223, -1.701, 1.250,
  ),
};
