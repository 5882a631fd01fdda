/**
 * What the others' cards say about their hands, read through a model of how they choose: the
 * playout policy (rollout.ts) without its noise. For each card another seat played, the sampled
 * deal is rewound to that moment (its hand then is its sampled hand now plus what it played
 * since) and the policy asked what it would have played; a sample in which the policy names the
 * card played is more likely than one in which it does not. Leads, winning cards and discards all
 * count, not only the cheap discards of play-evidence.ts.
 *
 * Soft, never a proof: the likelihood of a card is (1 − careless) when the model names it, plus
 * careless / options in any case, so a sample is never excluded.
 *
 * Only public facts are read: the cards played, who played them, the trump and the sides. Used
 * where every seat's hand then is its hand now plus its later plays: strict games with no stock.
 */
import { playerCount, variantSpec, type PlayerView } from '../../engine/index.js';
import { indexOf, positionOf, suitOf } from '../sim/cards.js';
import type { Sim } from '../sim/simulator.js';
import type { Rollout } from './rollout.js';

/** The deal's plays so far as simulator numbers: seat, card, where its trick started. */
export interface History {
  seats: Int8Array;
  cards: Int8Array;
  starts: Int16Array;
  /** The viewer: its own cards need no explaining. */
  viewer: number;
}

/** The plays to read, or null where hands change (a stock) or play is free. */
export function historyOf(view: PlayerView): History | null {
  const spec = variantSpec(view.variant);
  if (spec.stock || spec.play !== 'strict' || view.played.length === 0) return null;
  const size = playerCount(view);
  const n = view.played.length;
  const history: History = {
    seats: new Int8Array(n),
    cards: new Int8Array(n),
    starts: new Int16Array(n),
    viewer: view.seat,
  };
  view.played.forEach((play, i) => {
    history.seats[i] = play.seat;
    history.cards[i] = indexOf(play.card);
    history.starts[i] = i - (i % size);
  });
  return history;
}

/**
 * Rewinds the sample (`base`, the position now with the hidden cards sampled) in `scratch` card
 * by card to every play another seat made — its hand then, the trick before its card, its turn
 * — and multiplies what `likelihood` says of each play there (`k`: its index in the history).
 * `scratch` is overwritten.
 */
export function replayWeight(
  base: Sim,
  scratch: Sim,
  history: History,
  likelihood: (position: Sim, card: number, k: number) => number,
): number {
  scratch.copyFrom(base);
  // The past positions are mid-trick card choices: no cante window, no swap pause.
  scratch.winSeat = -1;
  scratch.swapPause = false;
  const { seats, cards, starts, viewer } = history;
  let weight = 1;
  for (let k = seats.length - 1; k >= 0; k--) {
    const seat = seats[k]!;
    const card = cards[k]!;
    scratch.hands[seat * 4 + suitOf(card)]! |= 1 << positionOf(card);
    scratch.cardsLeft++;
    if (seat === viewer) continue;
    const start = starts[k]!;
    scratch.trickLen = k - start;
    for (let i = start; i < k; i++) {
      scratch.trickSeat[i - start] = seats[i]!;
      scratch.trickCard[i - start] = cards[i]!;
    }
    scratch.turn = seat;
    weight *= likelihood(scratch, card, k);
  }
  return weight;
}

/**
 * How likely the sample (`base`, the position now with the hidden cards sampled) makes the
 * others' plays under the policy model. `scratch` is overwritten.
 */
export function policyWeight(
  base: Sim,
  scratch: Sim,
  history: History,
  rollout: Rollout,
  careless: number,
): number {
  return replayWeight(base, scratch, history, (position, card) => {
    const named = rollout.preferred(position);
    if (named < 0) return 1;
    return (named === card ? 1 - careless : 0) + careless / rollout.options;
  });
}
