/**
 * What may be done now: the legal actions of the seat to act, and for any other action the
 * clearest reason it is refused (docs/rules.md §1 "illegal moves cannot be made").
 */
import { bidAmounts } from './auction.js';
import { isSuit, normalizeCard, SUIT_NAMES, SUITS } from './cards.js';
import {
  canCapote,
  canSwapOnLead,
  maySing,
  singableSuits,
  swapCardOf,
  tuteRanks,
} from './declarations.js';
import { describe, IllegalActionError, type IllegalActionCode } from './errors.js';
import { playableCards, playMode, strictOptions, type PlayableCards } from './trick.js';
import type { Action, ActionType, GameState, PlayPhase, Seat, TableState } from './types.js';

type PlayState = TableState & PlayPhase;

/** The cards `seat` may play now, with the obligation that restricts them. */
export function playable(s: GameState, seat: Seat): PlayableCards {
  return playableCards(s.hands[seat] ?? [], s.trick, s.trump, playMode(s), strictOptions(s.rules));
}

/** Every legal action of the seat to act; `[]` once the match is over (docs/api.md). */
export function legalActions(s: GameState): Action[] {
  switch (s.phase) {
    case 'match-over':
      return [];
    case 'deal-over':
      return [{ type: 'next-deal' }];
    case 'auction': {
      const seat = s.turn;
      const bids = bidAmounts(s.rules, s.auction).map((amount): Action => ({
        type: 'bid',
        seat,
        amount,
      }));
      return [...bids, { type: 'pass', seat }];
    }
    case 'censor':
      return [
        { type: 'censor', seat: s.turn, take: true },
        { type: 'censor', seat: s.turn, take: false },
      ];
    case 'trump':
      return SUITS.map((suit): Action => ({ type: 'trump', seat: s.turn, suit }));
    case 'play':
      return playActions(s);
  }
}

function playActions(s: PlayState): Action[] {
  const seat = s.turn;
  if (s.swapPause) {
    return [
      { type: 'swap', seat },
      { type: 'pass', seat },
    ];
  }
  const actions: Action[] = [];
  if (s.window?.asked || s.trick.length === 0) {
    for (const rank of tuteRanks(s, seat)) actions.push({ type: 'tute', seat, rank });
    for (const suit of singableSuits(s, seat)) actions.push({ type: 'sing', seat, suit });
  }
  if (s.window?.asked) {
    actions.push({ type: 'pass', seat });
    return actions;
  }
  if (s.trick.length === 0) {
    if (canSwapOnLead(s, seat)) actions.push({ type: 'swap', seat });
    if (canCapote(s, seat)) actions.push({ type: 'capote', seat });
  }
  for (const card of playable(s, seat).cards) actions.push({ type: 'play', seat, card });
  return actions;
}

const ACTION_TYPES: ReadonlySet<string> = new Set<ActionType>([
  'play',
  'sing',
  'tute',
  'swap',
  'bid',
  'pass',
  'trump',
  'censor',
  'capote',
  'next-deal',
]);

const isActionType = (type: unknown): type is ActionType =>
  typeof type === 'string' && ACTION_TYPES.has(type);

const illegal = (code: IllegalActionCode, message: string): IllegalActionError =>
  new IllegalActionError(code, message);

const malformed = (message: string): IllegalActionError => illegal('malformed-action', message);

/** The action in canonical form (lower-case card codes, only its own fields), or why not. */
function canonical(s: GameState, raw: unknown): Action {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw malformed('an action must be an object like { type: "play", seat: 0, card: "1o" }');
  }
  let a: Record<string, unknown>;
  try {
    a = { ...raw };
  } catch {
    throw malformed('the action could not be read as plain data');
  }
  const { type, seat } = a;
  if (!isActionType(type)) {
    throw malformed(
      `unknown action type ${describe(type)}; known: ${[...ACTION_TYPES].join(', ')}`,
    );
  }
  if (type === 'next-deal') return { type };
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) {
    throw malformed(`seat must be a seat number from 0 to ${s.players - 1}; got ${describe(seat)}`);
  }
  switch (type) {
    case 'play': {
      const card = normalizeCard(a.card);
      if (card === null) {
        throw malformed(`${describe(a.card)} is not a card code (like "1o", "12c", "7b")`);
      }
      return { type, seat, card };
    }
    case 'sing':
    case 'trump': {
      const { suit } = a;
      if (!isSuit(suit)) throw malformed(`suit must be one of o, c, e, b; got ${describe(suit)}`);
      return { type, seat, suit };
    }
    case 'tute': {
      const { rank } = a;
      if (rank !== 11 && rank !== 12) {
        throw malformed(`a Tute is of kings (rank 12) or knights (rank 11); got ${describe(rank)}`);
      }
      return { type, seat, rank };
    }
    case 'bid': {
      const { amount } = a;
      if (typeof amount !== 'number' || !Number.isFinite(amount)) {
        throw malformed(`a bid needs a numeric amount; got ${describe(amount)}`);
      }
      return { type, seat, amount };
    }
    case 'censor': {
      const { take } = a;
      if (typeof take !== 'boolean') {
        throw malformed(`a censor action needs take: true or false; got ${describe(take)}`);
      }
      return { type, seat, take };
    }
    case 'swap':
    case 'pass':
    case 'capote':
      return { type, seat };
  }
}

/** Every field an action may have. */
const ACTION_FIELDS = ['type', 'seat', 'card', 'suit', 'rank', 'amount', 'take'] as const;

/** Whether two actions are the same move. */
export function sameAction(a: Action, b: Action): boolean {
  const x: Readonly<Record<string, unknown>> = a;
  const y: Readonly<Record<string, unknown>> = b;
  return ACTION_FIELDS.every((field) => x[field] === y[field]);
}

type SeatedAction = Exclude<Action, { type: 'next-deal' }>;

/** Why a well-formed action is not among the legal ones: the clearest reason we can name. */
function explain(s: GameState, a: SeatedAction): IllegalActionError {
  switch (s.phase) {
    case 'match-over':
      return illegal('match-over', 'the match is over');
    case 'deal-over':
      return illegal('deal-over', 'the deal is over: only next-deal may follow');
    case 'auction':
      if (s.auction.passed.includes(a.seat)) {
        return illegal('already-passed', `seat ${a.seat} has passed: a pass is final`);
      }
      break;
    default:
      break;
  }
  if (s.turn !== a.seat) {
    return illegal('not-your-turn', `it is seat ${s.turn}'s turn, not seat ${a.seat}'s`);
  }
  if (s.phase === 'play') return explainInPlay(s, a);
  if (s.phase === 'auction' && a.type === 'bid') return explainBid(s.rules, s.auction, a.amount);
  return illegal('wrong-phase', `seat ${a.seat} must ${DUTIES[s.phase]} now, not ${a.type}`);
}

/** What the seat to act must do in the phases before play. */
const DUTIES = {
  auction: 'bid or pass',
  censor: 'take the contract over or let it stand',
  trump: 'name the trump suit',
} as const;

function explainBid(
  rules: GameState['rules'],
  auction: Parameters<typeof bidAmounts>[1],
  amount: number,
): IllegalActionError {
  const amounts = bidAmounts(rules, auction);
  const { high } = auction;
  if (!amounts.length) return illegal('bad-bid', 'no higher bid is possible: pass');
  if (high && amount <= high.amount) {
    return illegal('bid-too-low', `a bid must be higher than ${high.amount}`);
  }
  return illegal(
    'bad-bid',
    `a bid must be ${rules.minBid} or more, in steps of ${rules.bidStep}, ` +
      `up to ${amounts.at(-1)}; got ${amount}`,
  );
}

function explainInPlay(s: PlayState, a: SeatedAction): IllegalActionError {
  const hand = s.hands[a.seat] ?? [];
  if (s.swapPause && a.type !== 'swap' && a.type !== 'pass') {
    return illegal('swap-pending', `seat ${a.seat} must swap or pass before the draw`);
  }
  if (s.window?.asked && a.type === 'play') {
    return illegal('declaration-pending', `seat ${a.seat} must declare or pass before the lead`);
  }
  const windowOpen = s.window !== null && s.window.seat === a.seat && s.trick.length === 0;
  switch (a.type) {
    case 'play': {
      if (!hand.includes(a.card)) {
        return illegal('card-not-in-hand', `${a.card} is not in seat ${a.seat}'s hand`);
      }
      const { obligation } = playable(s, a.seat);
      return obligation
        ? illegal(obligation.code, obligation.message)
        : illegal('illegal-play', `${a.card} may not be played now`);
    }
    case 'sing': {
      const name = SUIT_NAMES[a.suit];
      if (!maySing(s, a.seat)) {
        return illegal('no-cantes', `seat ${a.seat} may not sing in ${s.variant} with these rules`);
      }
      if (s.trick.length > 0) {
        return illegal('cannot-declare', 'cantes are declared before the lead, not during a trick');
      }
      if (!windowOpen) {
        return illegal(
          'cannot-declare',
          'a cante may be declared only right after winning a trick, before leading',
        );
      }
      if (s.window?.declared) return illegal('cannot-declare', 'only one cante per trick won');
      if (s.deal.sung.includes(a.suit)) {
        return illegal('already-sung', `${name} has already been sung this deal`);
      }
      if (!hand.includes(`12${a.suit}`) || !hand.includes(`11${a.suit}`)) {
        return illegal(
          'no-marriage',
          `seat ${a.seat} does not hold the king and knight of ${name}`,
        );
      }
      if (s.rules.singAfterStock === false && s.indicator === null) {
        return illegal(
          'cannot-declare',
          'no cantes once the stock is gone (singAfterStock: false)',
        );
      }
      return illegal('forty-first', 'the 40 (marriage in trumps) must be sung before a 20');
    }
    case 'tute':
      if (!s.rules.tute) return illegal('no-tute', 'Tute is not played with these rules');
      if (!windowOpen || s.window?.declared) {
        return illegal(
          'cannot-declare',
          'a Tute may be declared only right after winning a trick, before leading, ' +
            'instead of a cante',
        );
      }
      return illegal(
        'no-tute',
        `seat ${a.seat} does not hold all four ${a.rank === 12 ? 'kings' : 'knights'}`,
      );
    case 'swap':
      return explainSwap(s, a.seat);
    case 'pass':
      return illegal('cannot-pass', 'there is nothing to pass on now');
    case 'capote':
      return illegal(
        'cannot-capote',
        s.rules.capote
          ? 'capote is announced on lead, once the stock is gone, once per deal'
          : 'capote is not played with these rules',
      );
    default:
      return illegal(
        'wrong-phase',
        `a ${a.type} action is not part of this phase (${s.phase}) of ${s.variant}`,
      );
  }
}

function explainSwap(s: PlayState, seat: Seat): IllegalActionError {
  if (s.rules.swap === undefined || s.rules.swap === 'off') {
    return illegal('cannot-swap', 'swapping the trump seven is not played with these rules');
  }
  if (s.indicator === null) {
    return illegal('cannot-swap', 'the indicator has been drawn: nothing to swap');
  }
  if (swapCardOf(s, seat) === null) {
    return illegal(
      'cannot-swap',
      `seat ${seat} holds no trump card that may be swapped for ${s.indicator}`,
    );
  }
  return illegal(
    'cannot-swap',
    s.rules.swap === 'on-lead'
      ? 'the swap is made by the player on lead, before leading'
      : 'the swap is made by the winner of a trick, before drawing',
  );
}

/** A card play that is legal now: checked without listing every legal action (the hot path). */
function isLegalPlay(s: GameState, a: Action): boolean {
  return (
    a.type === 'play' &&
    s.phase === 'play' &&
    s.turn === a.seat &&
    !s.swapPause &&
    !s.window?.asked &&
    playable(s, a.seat).cards.includes(a.card)
  );
}

/** The action as the engine will apply it (canonical, frozen), or the error that says why not. */
export function checkAction(s: GameState, raw: unknown): Action {
  if (s.phase === 'match-over') throw illegal('match-over', 'the match is over');
  const action = canonical(s, raw);
  if (isLegalPlay(s, action) || legalActions(s).some((l) => sameAction(l, action))) {
    return Object.freeze(action);
  }
  if (action.type === 'next-deal') {
    throw illegal('deal-not-over', 'next-deal is legal only once a deal has ended');
  }
  throw explain(s, action);
}

/** Why an action is refused now — its code and a message a person understands — or null. */
export function illegalReason(
  state: GameState,
  action: unknown,
): { code: IllegalActionCode; message: string } | null {
  try {
    checkAction(state, action);
    return null;
  } catch (error) {
    if (!(error instanceof IllegalActionError)) throw error;
    return { code: error.code, message: error.message };
  }
}

/** Why an action is refused now, in words, or null when it is legal. Never throws for bad input. */
export const whyIllegal = (state: GameState, action: unknown): string | null =>
  illegalReason(state, action)?.message ?? null;
