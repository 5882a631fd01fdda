/**
 * Small independent models of rule-book facts (docs/rules.md §1), written from the rule text with
 * plain loops and never from the engine's play/legal code: who wins a trick, which cards strict
 * play allows, and the score of a two-player sequence of actions.
 */
import type { CardCode, Seat, Suit } from '../../src/engine/index.ts';
import { power, pts, suit } from './cards.ts';
import { at } from './lists.ts';
import { act } from './notation.ts';

/**
 * docs/rules.md §1: the seat that wins a trick (of any number of cards, lead first): the highest
 * trump, else the highest card of the suit led.
 */
export function trickWinner(trick: readonly { seat: Seat; card: CardCode }[], trump: Suit): Seat {
  let best = at(trick, 0);
  for (const p of trick) {
    const sameSuit = suit(p.card) === suit(best.card);
    // a higher card of the best card's suit, or the first trump over a non-trump best
    if (sameSuit ? power(p.card) > power(best.card) : suit(p.card) === trump) best = p;
  }
  return best.seat;
}

/**
 * The deliberately naive model of docs/rules.md §1 (strict play): the cards a seat may play, from
 * its hand, the cards already in the trick, the trump suit and the two options.
 * Written from the rule text alone, with plain loops.
 */
export function naivePlayable(
  hand: readonly CardCode[],
  trick: readonly { card: CardCode }[],
  trump: Suit,
  strictBeat: boolean,
  underTrump: boolean,
): CardCode[] {
  const [lead] = trick;
  if (!lead) return [...hand]; // leading: anything
  const led = suit(lead.card);
  // has the trick been trumped (a trump played to a non-trump lead)?
  let trumped = false;
  if (led !== trump) {
    for (const p of trick) if (suit(p.card) === trump) trumped = true;
  }
  // highest card of the led suit on the table
  let highLed = -1;
  for (const p of trick)
    if (suit(p.card) === led && power(p.card) > highLed) highLed = power(p.card);
  // highest trump on the table
  let highTrump = -1;
  for (const p of trick)
    if (suit(p.card) === trump && power(p.card) > highTrump) highTrump = power(p.card);

  const ofLed: CardCode[] = [];
  for (const c of hand) if (suit(c) === led) ofLed.push(c);
  if (ofLed.length > 0) {
    // rule 1 (and rule 4 when trumps are led): follow; beat if not trumped (or strictBeat)
    const mustBeat = led === trump || !trumped || strictBeat;
    if (!mustBeat) return ofLed;
    const beating: CardCode[] = [];
    for (const c of ofLed) if (power(c) > highLed) beating.push(c);
    return beating.length > 0 ? beating : ofLed;
  }
  const trumps: CardCode[] = [];
  for (const c of hand) if (suit(c) === trump) trumps.push(c);
  if (trumps.length === 0) return [...hand]; // rule 3
  if (!trumped) return trumps; // rule 2: fallar, any trump
  const over: CardCode[] = [];
  for (const c of trumps) if (power(c) > highTrump) over.push(c);
  if (over.length > 0) return over; // pisar
  return underTrump ? trumps : [...hand]; // contrafallo, or the underTrump option
}

/**
 * The rule book's own count of a sequence of actions (independent of the engine): tricks are
 * consecutive pairs of plays, won per docs/rules.md §1; cantes are 20, or 40 in trumps; the side of
 * the last trick gets `bonus` when `playedOut`. Two players, one side per seat.
 */
export function tally(
  trump: Suit,
  actions: readonly string[],
  opts: { bonus: number; playedOut: boolean },
) {
  const cardPoints = [0, 0];
  const cantes = [0, 0];
  const tricks = [0, 0];
  const winners: Seat[] = [];
  let pending: { seat: Seat; card: CardCode } | null = null;
  for (const text of actions) {
    const a = act(text);
    if (a.type === 'sing') cantes[a.seat] = at(cantes, a.seat) + (a.suit === trump ? 40 : 20);
    if (a.type !== 'play') continue;
    if (!pending) {
      pending = { seat: a.seat, card: a.card };
      continue;
    }
    const w = trickWinner([pending, a], trump);
    cardPoints[w] = at(cardPoints, w) + pts(pending.card) + pts(a.card);
    tricks[w] = at(tricks, w) + 1;
    winners.push(w);
    pending = null;
  }
  const bonus = [0, 0];
  const last = winners[winners.length - 1];
  if (opts.playedOut && last !== undefined) bonus[last] = opts.bonus;
  const totals = cardPoints.map((points, i) => points + at(cantes, i) + at(bonus, i));
  return { cardPoints, cantes, bonus, totals, tricks, winners, last };
}
