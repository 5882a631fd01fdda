/**
 * `applyAction`: one legal action, the next state. The state given is never changed.
 *
 * The rules work on a draft (draft.ts): a shallow copy whose parts are the old state's frozen
 * data, replaced copy-on-write where an action changes them — a card played copies the hand,
 * the trick and the played list, and shares everything else with the state before. The two
 * transitions at a deal's boundary, closing a deal (its result and the match score) and dealing
 * the next one, replace most fields at once: `perform` returns them to run last, and `seal` then
 * freezes everything they made.
 *
 * (immer, which drove every action once, is gone: its drafts made an action about three times
 * slower, and copy-on-write on frozen data gives the same immutable, structurally shared states.)
 */
import { auctionOutcome, takenOver } from './auction.js';
import { cardPoints } from './cards.js';
import { askedAfter, hasDeclaration, marriage, swapCardOf, tuteCards } from './declarations.js';
import {
  appended,
  draftOf,
  frozenList,
  listAt,
  NONE,
  seal,
  withAt,
  without,
  type Draft,
} from './draft.js';
import { checkAction } from './legal.js';
import { startDeal } from './new-game.js';
import { dealTotals, finishDeal, type DealEnd } from './scoring.js';
import { firstLeader, nextPlayer, nextSeat, playerCount, sideOf } from './seats.js';
import { trickWinner } from './trick.js';
import { variantSpec } from './variants.js';
import type {
  Action,
  CardCode,
  Contract,
  DealScore,
  Declaration,
  GameState,
  Seat,
  Suit,
} from './types.js';

/** Work at a deal's boundary, run on the draft after the action's own changes. */
type Transition = (draft: Draft) => void;

/** Applies a legal action; throws IllegalActionError (the state untouched) for any other. */
export function applyAction(state: GameState, action: Action): GameState {
  return applyChecked(state, checkAction(state, action));
}

/** Applies an action `checkAction` returned for this state (internal: records check first). */
export function applyChecked(state: GameState, act: Action): GameState {
  const d = draftOf(state);
  d.log = appended(state.log, act);
  const then = perform(d, act);
  if (then === null) return seal(d, true);
  then(d);
  return seal(d);
}

function perform(d: Draft, a: Action): Transition | null {
  switch (a.type) {
    case 'play':
      return play(d, a.seat, a.card);
    case 'sing':
      sing(d, a.seat, a.suit);
      return null;
    case 'tute':
      return declareTute(d, a.seat, a.rank);
    case 'swap':
      swap(d, a.seat);
      return null;
    case 'pass':
      if (d.phase === 'auction') return call(d, a.seat, null);
      if (d.swapPause) endSwapPause(d);
      else askNext(d);
      return null;
    case 'bid':
      return call(d, a.seat, a.amount);
    case 'censor':
      censor(d, a.take);
      return null;
    case 'trump':
      nameTrump(d, a.suit);
      return null;
    case 'capote':
      d.deal = Object.freeze({ ...d.deal, capote: a.seat });
      return null;
    case 'next-deal':
      return redeal;
  }
}

/** The next dealer deals (after a deal, or when everyone passed in an auction). */
const redeal: Transition = (draft) => {
  draft.dealer = nextSeat(draft.dealer, draft.players);
  startDeal(draft);
};

const finish =
  (end: DealEnd): Transition =>
  (draft) =>
    finishDeal(draft, end);

/** A copy of a per-side list with `amount` added to one side. */
const addAt = (list: readonly number[], side: number, amount: number): number[] =>
  withAt(list, side, (list[side] ?? 0) + amount);

/** The deal's score, frozen, with its totals recomputed. */
const scored = (deal: DealScore): DealScore =>
  Object.freeze({ ...deal, points: frozenList(dealTotals(deal)) });

function play(d: Draft, seat: Seat, card: CardCode): Transition | null {
  d.hands = withAt(d.hands, seat, without(listAt(d.hands, seat), card));
  const shown = listAt(d.shown, seat);
  if (shown.includes(card)) d.shown = withAt(d.shown, seat, without(shown, card));
  if (d.trick.length === 0) d.window = null;
  const played = Object.freeze({ seat, card });
  d.trick = appended(d.trick, played);
  d.played = appended(d.played, played);
  if (d.trick.length < playerCount(d)) {
    d.turn = nextPlayer(d, seat);
    return null;
  }
  return completeTrick(d);
}

function completeTrick(d: Draft): Transition | null {
  const cards = d.trick;
  const winner = trickWinner(cards, d.trump);
  const taken: CardCode[] = [];
  for (let i = 0; i < cards.length; i++) taken.push(cards[i]?.card ?? '');
  const points = cardPoints(taken);
  const side = sideOf(d.sides, winner);
  d.won = withAt(d.won, winner, appended(listAt(d.won, winner), ...taken));
  d.lastTrick = Object.freeze({ winner, cards, points });
  d.trick = NONE;
  let last = true;
  for (let seat = 0; seat < d.hands.length; seat++) if (listAt(d.hands, seat).length) last = false;
  // The last trick takes its bonus even when it ends a failed capote (docs/rules.md §11).
  d.deal = scored({
    ...d.deal,
    cardPoints: addAt(d.deal.cardPoints, side, points),
    tricks: addAt(d.deal.tricks, side, 1),
    bonus: last ? addAt(d.deal.bonus, side, d.rules.lastTrickBonus) : d.deal.bonus,
  });

  const announcer = d.deal.capote;
  if (announcer !== null && sideOf(d.sides, announcer) !== side) {
    return finish({ kind: 'capote', side: sideOf(d.sides, announcer), made: false });
  }
  if (last)
    return finish(announcer === null ? { kind: 'played' } : { kind: 'capote', side, made: true });
  d.turn = winner;
  if (variantSpec(d.variant).stock && (d.stock.length > 0 || d.indicator !== null)) {
    if (d.rules.swap === 'after-win-before-draw' && swapCardOf(d, winner) !== null) {
      d.swapPause = true;
      return null;
    }
    draw(d, winner);
  }
  openWindow(d, winner);
  return null;
}

/**
 * The cante window after a trick (docs/rules.md §1, §11). Alone, the winner may declare beside
 * its lead. With a partner (or a fellow defender, docs/rules.md §7) the game asks the winner,
 * then the partner, each only if it holds something to declare; then the winner leads.
 */
function openWindow(d: Draft, winner: Seat): void {
  const partner = askedAfter(d, winner);
  if (partner === null) {
    d.window = Object.freeze({ seat: winner, declared: false, asked: false, next: NONE });
    return;
  }
  d.turn = winner;
  ask(d, [winner, partner]);
}

/** Asks the first of `seats` that holds a declaration; with none left, the trick winner leads. */
function ask(d: Draft, seats: readonly Seat[]): void {
  const index = seats.findIndex((seat) => hasDeclaration(d, seat));
  const seat = seats[index];
  if (seat === undefined) {
    d.window = null;
    d.turn = d.lastTrick?.winner ?? d.turn;
    return;
  }
  const next = frozenList(seats.slice(index + 1));
  d.window = Object.freeze({ seat, declared: false, asked: true, next });
  d.turn = seat;
}

function askNext(d: Draft): void {
  ask(d, d.window?.next ?? []);
}

/** Winner first, then the others in turn; the indicator is the last card taken (§3). */
function draw(d: Draft, winner: Seat): void {
  const hands = [...d.hands];
  let { stock, shown } = d;
  for (let i = 0, seat = winner; i < d.players; i++, seat = nextSeat(seat, d.players)) {
    const top = stock[0];
    const hand = listAt(hands, seat);
    if (top !== undefined) {
      hands[seat] = appended(hand, top);
      const rest = [...stock];
      rest.shift();
      stock = frozenList(rest);
    } else if (d.indicator !== null) {
      hands[seat] = appended(hand, d.indicator);
      shown = withAt(shown, seat, appended(listAt(shown, seat), d.indicator));
      d.indicator = null;
    }
  }
  d.hands = frozenList(hands);
  d.stock = stock;
  d.shown = shown;
}

/** Adds `cards` to what everyone knows `seat` holds. */
function show(d: Draft, seat: Seat, cards: readonly CardCode[]): void {
  const shown = listAt(d.shown, seat);
  const news: CardCode[] = [];
  for (const c of cards) if (!shown.includes(c)) news.push(c);
  if (news.length) d.shown = withAt(d.shown, seat, appended(shown, ...news));
}

function sing(d: Draft, seat: Seat, suit: Suit): void {
  const points = suit === d.trump ? 40 : 20;
  const cards = marriage(suit);
  Object.freeze(cards);
  const side = sideOf(d.sides, seat);
  const declaration: Declaration = { type: 'sing', seat, suit, points, cards };
  Object.freeze(declaration);
  d.deal = scored({
    ...d.deal,
    cantes: addAt(d.deal.cantes, side, points),
    sung: appended(d.deal.sung, suit),
    declarations: appended(d.deal.declarations, declaration),
  });
  show(d, seat, cards);
  if (d.window?.asked) askNext(d);
  else if (d.window) d.window = Object.freeze({ ...d.window, declared: true });
}

function declareTute(d: Draft, seat: Seat, rank: 11 | 12): Transition {
  const cards = tuteCards(listAt(d.hands, seat), rank);
  d.deal = {
    ...d.deal,
    declarations: [...d.deal.declarations, { type: 'tute', seat, rank, cards }],
  };
  show(d, seat, cards);
  return finish({ kind: 'tute', side: sideOf(d.sides, seat) });
}

/** The trump 7 (or 2) goes under the stock; the indicator comes to the hand, seen by all. */
function swap(d: Draft, seat: Seat): void {
  const give = swapCardOf(d, seat);
  const take = d.indicator;
  // checkAction offered the swap, so both exist; the guard keeps the types honest.
  if (give === null || take === null) throw new Error('internal error: no swap to make');
  d.hands = withAt(d.hands, seat, appended(without(listAt(d.hands, seat), give), take));
  d.shown = withAt(d.shown, seat, appended(without(listAt(d.shown, seat), give), take));
  d.indicator = give;
  if (d.swapPause && swapCardOf(d, seat) === null) endSwapPause(d);
}

/** Ends the swap pause: the draw happens and the cante window opens. */
function endSwapPause(d: Draft): void {
  const winner = d.lastTrick?.winner ?? d.turn;
  if (winner === null) throw new Error('internal error: a swap pause without a trick winner');
  d.swapPause = false;
  draw(d, winner);
  openWindow(d, winner);
}

/** The contract of the auction or censor phase (present there: the phase types say so). */
function contractOf(d: Draft): Contract {
  if (d.contract === null) throw new Error(`internal error: no contract in the ${d.phase} phase`);
  return d.contract;
}

/** A bid or a pass (`amount` null) in the auction (docs/rules.md §6, §7, §11). */
function call(d: Draft, seat: Seat, amount: number | null): Transition | null {
  const before = d.auction;
  if (before === null) throw new Error('internal error: a call outside an auction');
  const auction = Object.freeze({
    calls: appended(before.calls, Object.freeze({ seat, amount })),
    high: amount === null ? before.high : Object.freeze({ seat, amount }),
    passed: amount === null ? appended(before.passed, seat) : before.passed,
  });
  d.auction = auction;
  const outcome = auctionOutcome(d, auction, seat);
  switch (outcome.kind) {
    case 'continue':
      d.turn = outcome.turn;
      return null;
    case 'all-passed':
      // Nobody bid: the next dealer deals again and nobody scores.
      return redeal;
    case 'won':
      d.contract = Object.freeze({ seat: outcome.seat, amount: outcome.amount, displaced: null });
      d.phase = d.out === null ? 'trump' : 'censor';
      d.turn = d.out === null ? outcome.seat : d.dealer;
      return null;
  }
}

/** The censor takes the winning hand over at bid + 10, or lets it stand (§7, §11). */
function censor(d: Draft, take: boolean): void {
  const contract = contractOf(d);
  if (take) {
    const bidder = contract.seat;
    d.hands = withAt(
      withAt(d.hands, d.dealer, frozenList([...listAt(d.hands, bidder)])),
      bidder,
      NONE,
    );
    d.shown = withAt(d.shown, bidder, NONE);
    d.contract = Object.freeze(takenOver(contract, d.dealer));
    d.out = bidder;
  }
  d.phase = 'trump';
  d.turn = contractOf(d).seat;
}

function nameTrump(d: Draft, suit: Suit): void {
  d.trump = suit;
  d.phase = 'play';
  d.turn = firstLeader(d, contractOf(d).seat);
}
