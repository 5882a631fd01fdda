/**
 * What the others' choices of card say about their hands, as a soft belief for `expert`'s
 * sampling. Strict play already proves voids and missing higher cards (knowledge.ts); this adds
 * what players do when they are free to choose among cards that do not take the trick: against
 * the other side they throw their cheapest card, onto a partner's safe trick they feed their
 * richest. A sample in which a player threw a Tres while holding a blank, or fed a blank while
 * holding an As it could have given, is made less likely, never excluded: people err, and some
 * opponents play at random.
 *
 * Only public facts are read: the cards played, who played them, the sides and the trump.
 * Tricks won by the card itself tell little (a cheap winner and a cash-out look alike) and are
 * left out, as are leads.
 */
import {
  beats,
  playableCards,
  playerCount,
  pointsOf,
  sameTeam,
  strictOptions,
  suitOf,
  variantSpec,
  winningPlay,
  type CardCode,
  type PlayedCard,
  type PlayerView,
  type Seat,
} from '../../engine/index.js';
import type { SampledDeal } from '../sampler.js';

/** One card another seat chose not to win the trick with, and what its hand held then. */
export interface Choice {
  seat: Seat;
  card: CardCode;
  /** The trick before the card. */
  before: PlayedCard[];
  /** The trick's winning card before this one. */
  top: CardCode;
  /**
   * Cards the seat played from this one on (this one included): with its hand now, its hand
   * then.
   */
  since: CardCode[];
  /** A teammate held the trick and no opponent was left to play: points given are kept. */
  feeding: boolean;
}

/** How sharply players prefer the card the rule of thumb names: per point of difference. */
const SHARPNESS = 0.5;
/** Share of choices made at random (careless or random players). */
const CARELESS = 0.15;
/** Points a trump counts as when thrown or fed: players keep their trumps. */
const TRUMP_KEEP = 6;

/**
 * The choices worth reading in this deal so far: every strict trick (no stock, every seat's
 * hand then is its hand now plus what it played since).
 */
export function choicesOf(view: PlayerView): Choice[] {
  // With a stock the players draw, so their earlier hands are not their hand now plus their
  // later plays; where play is free (brisca, or while a stock lasts) a choice says little.
  const spec = variantSpec(view.variant);
  if (spec.stock || spec.play !== 'strict') return [];
  const size = playerCount(view);
  const choices: Choice[] = [];
  view.played.forEach((play, index) => {
    const start = index - (index % size);
    if (play.seat === view.seat || index === start) return;
    const before = view.played.slice(start, index);
    const winning = winningPlay(before, view.trump);
    if (beats(play.card, winning.card, view.trump)) return;
    const last = index === start + size - 1;
    choices.push({
      seat: play.seat,
      card: play.card,
      before,
      top: winning.card,
      since: view.played
        .slice(index)
        .filter((p) => p.seat === play.seat)
        .map((p) => p.card),
      feeding: last && sameTeam(view, winning.seat, play.seat),
    });
  });
  return choices;
}

/** How likely the sample makes the choices, under a rule-of-thumb player who sometimes errs. */
export function choicesWeight(
  view: PlayerView,
  choices: readonly Choice[],
  deal: SampledDeal,
): number {
  const trump = view.trump;
  const options = strictOptions(view.rules);
  const worth = (card: CardCode, feeding: boolean): number =>
    (feeding ? pointsOf(card) : -pointsOf(card)) - (suitOf(card) === trump ? TRUMP_KEEP : 0);
  let weight = 1;
  for (const choice of choices) {
    const hand = [...(deal.hands[choice.seat] ?? []), ...choice.since];
    const legal = playableCards(hand, choice.before, trump, 'strict', options).cards;
    const pool = legal.filter((card) => !beats(card, choice.top, trump));
    if (pool.length < 2) continue;
    const chosen = Math.exp(SHARPNESS * worth(choice.card, choice.feeding));
    let sum = 0;
    for (const card of pool) sum += Math.exp(SHARPNESS * worth(card, choice.feeding));
    weight *= (1 - CARELESS) * (chosen / sum) + CARELESS / pool.length;
  }
  return weight;
}
