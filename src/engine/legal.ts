import { bidAmounts } from './auction.js';
import { isSuit, normalizeCard, SUIT_NAMES, SUITS } from './cards.js';
import { canCapote, canSwapOnLead, singableSuits, swapCardOf, tuteRanks } from './declarations.js';
import { describe, IllegalActionError } from './errors.js';
import { playableCards, type PlayableCards, type PlayMode } from './play.js';
import { VARIANTS } from './variants.js';
import type { Action, GameState, Seat } from './types.js';

/** While the stock lasts play is free (or follow-trump); after it, strict (RULES.md §3, §11). */
export function playMode(s: GameState): PlayMode {
  const { play } = VARIANTS[s.variant];
  if (play !== 'stock-then-strict') return play;
  const stockLasts = s.stock.length > 0 || s.indicator !== null;
  if (!stockLasts) return 'strict';
  return s.rules.stockPlay === 'follow-trump' ? 'follow-trump' : 'free';
}

/** The cards `seat` may play now, with the obligation that restricts them. */
export function playable(s: GameState, seat: Seat): PlayableCards {
  return playableCards(s.hands[seat] ?? [], s.trick, s.trump, playMode(s), {
    strictBeat: s.rules.strictBeat === true,
    underTrump: s.rules.underTrump === true,
  });
}

/** Every legal action of the seat to act; `[]` once the match is over (API.md). */
export function legalActions(s: GameState): Action[] {
  if (s.phase === 'match-over') return [];
  if (s.phase === 'deal-over') return [{ type: 'next-deal' }];
  const seat = s.turn;
  if (seat === null) return [];
  switch (s.phase) {
    case 'auction':
      return [
        ...bidAmounts(s.rules, s.auction ?? { calls: [], high: null, passed: [] }).map(
          (amount): Action => ({ type: 'bid', seat, amount }),
        ),
        { type: 'pass', seat },
      ];
    case 'censor':
      return [
        { type: 'censor', seat, take: true },
        { type: 'censor', seat, take: false },
      ];
    case 'trump':
      return SUITS.map((suit): Action => ({ type: 'trump', seat, suit }));
    default:
      break;
  }
  if (s.swapPause)
    return [
      { type: 'swap', seat },
      { type: 'pass', seat },
    ];
  const actions: Action[] = [];
  if (s.window?.asked) {
    for (const rank of tuteRanks(s, seat)) actions.push({ type: 'tute', seat, rank });
    for (const suit of singableSuits(s, seat)) actions.push({ type: 'sing', seat, suit });
    actions.push({ type: 'pass', seat });
    return actions;
  }
  if (s.trick.length === 0) {
    for (const rank of tuteRanks(s, seat)) actions.push({ type: 'tute', seat, rank });
    for (const suit of singableSuits(s, seat)) actions.push({ type: 'sing', seat, suit });
    if (canSwapOnLead(s, seat)) actions.push({ type: 'swap', seat });
    if (canCapote(s, seat)) actions.push({ type: 'capote', seat });
  }
  for (const card of playable(s, seat).cards) actions.push({ type: 'play', seat, card });
  return actions;
}

const ACTION_TYPES = new Set([
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

const illegal = (code: string, message: string): IllegalActionError =>
  new IllegalActionError(code, message);

/** The action in canonical form (lower-case card codes, only its own fields), or a malformed-action error. */
function canonical(s: GameState, raw: unknown): Action {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw illegal(
      'malformed-action',
      'an action must be an object like { type: "play", seat: 0, card: "1o" }',
    );
  }
  const a = raw as Record<string, unknown>;
  if (typeof a.type !== 'string' || !ACTION_TYPES.has(a.type)) {
    throw illegal(
      'malformed-action',
      `unknown action type ${describe(a.type)}; known: ${[...ACTION_TYPES].join(', ')}`,
    );
  }
  if (a.type === 'next-deal') return { type: 'next-deal' };
  const seat = a.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) {
    throw illegal(
      'malformed-action',
      `seat must be a seat number from 0 to ${s.players - 1}; got ${describe(seat)}`,
    );
  }
  switch (a.type) {
    case 'play': {
      const card = normalizeCard(a.card);
      if (card === null)
        throw illegal(
          'malformed-action',
          `${describe(a.card)} is not a card code (like "1o", "12c", "7b")`,
        );
      return { type: 'play', seat, card };
    }
    case 'sing':
      if (!isSuit(a.suit))
        throw illegal(
          'malformed-action',
          `suit must be one of o, c, e, b; got ${describe(a.suit)}`,
        );
      return { type: 'sing', seat, suit: a.suit };
    case 'tute':
      if (a.rank !== 11 && a.rank !== 12)
        throw illegal(
          'malformed-action',
          `a Tute is of kings (rank 12) or knights (rank 11); got ${describe(a.rank)}`,
        );
      return { type: 'tute', seat, rank: a.rank };
    case 'bid':
      if (typeof a.amount !== 'number' || !Number.isFinite(a.amount))
        throw illegal(
          'malformed-action',
          `a bid needs a numeric amount; got ${describe(a.amount)}`,
        );
      return { type: 'bid', seat, amount: a.amount };
    case 'trump':
      if (!isSuit(a.suit))
        throw illegal(
          'malformed-action',
          `suit must be one of o, c, e, b; got ${describe(a.suit)}`,
        );
      return { type: 'trump', seat, suit: a.suit };
    case 'censor':
      if (typeof a.take !== 'boolean')
        throw illegal(
          'malformed-action',
          `a censor action needs take: true or false; got ${describe(a.take)}`,
        );
      return { type: 'censor', seat, take: a.take };
    default:
      return { type: a.type as 'swap' | 'pass' | 'capote', seat };
  }
}

export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return (
    x.seat === y.seat &&
    x.card === y.card &&
    x.suit === y.suit &&
    x.rank === y.rank &&
    x.amount === y.amount &&
    x.take === y.take
  );
}

/** Why a well-formed action is not among the legal ones: the clearest reason we can name. */
function explain(s: GameState, a: Exclude<Action, { type: 'next-deal' }>): IllegalActionError {
  if (s.phase === 'deal-over')
    return illegal('deal-over', 'the deal is over: only next-deal may follow');
  if (s.phase === 'auction' && s.auction?.passed.includes(a.seat)) {
    return illegal('already-passed', `seat ${a.seat} has passed: a pass is final`);
  }
  if (s.turn !== a.seat)
    return illegal('not-your-turn', `it is seat ${s.turn}'s turn, not seat ${a.seat}'s`);
  const hand = s.hands[a.seat] ?? [];
  if (s.phase !== 'play') return explainOutsidePlay(s, a);
  if (s.swapPause && a.type !== 'swap' && a.type !== 'pass') {
    return illegal('swap-pending', `seat ${a.seat} must swap or pass before the draw`);
  }
  if (s.window?.asked && a.type === 'play') {
    return illegal('declaration-pending', `seat ${a.seat} must declare or pass before the lead`);
  }
  switch (a.type) {
    case 'play': {
      if (!hand.includes(a.card))
        return illegal('card-not-in-hand', `${a.card} is not in seat ${a.seat}'s hand`);
      const { obligation } = playable(s, a.seat);
      return obligation
        ? illegal(obligation.code, obligation.message)
        : illegal('illegal-play', `${a.card} may not be played now`);
    }
    case 'sing': {
      const name = SUIT_NAMES[a.suit];
      if (!VARIANTS[s.variant].cantes) return illegal('no-cantes', `${s.variant} has no cantes`);
      if (s.trick.length > 0)
        return illegal('cannot-declare', 'cantes are declared before the lead, not during a trick');
      if (!s.window || s.window.seat !== a.seat)
        return illegal(
          'cannot-declare',
          'a cante may be declared only right after winning a trick, before leading',
        );
      if (s.window.declared) return illegal('cannot-declare', 'only one cante per trick won');
      if (s.deal.sung.includes(a.suit))
        return illegal('already-sung', `${name} has already been sung this deal`);
      if (!hand.includes(`12${a.suit}`) || !hand.includes(`11${a.suit}`))
        return illegal(
          'no-marriage',
          `seat ${a.seat} does not hold the king and knight of ${name}`,
        );
      if (s.rules.singAfterStock === false && s.indicator === null)
        return illegal(
          'cannot-declare',
          'no cantes once the stock is gone (singAfterStock: false)',
        );
      return illegal('forty-first', 'the 40 (marriage in trumps) must be sung before a 20');
    }
    case 'tute':
      if (!s.rules.tute) return illegal('no-tute', 'Tute is not played with these rules');
      if (!s.window || s.window.seat !== a.seat || s.window.declared || s.trick.length > 0) {
        return illegal(
          'cannot-declare',
          'a Tute may be declared only right after winning a trick, before leading, instead of a cante',
        );
      }
      return illegal(
        'no-tute',
        `seat ${a.seat} does not hold all four ${a.rank === 12 ? 'kings' : 'knights'}`,
      );
    case 'swap':
      if (s.rules.swap === undefined || s.rules.swap === 'off')
        return illegal('cannot-swap', 'swapping the trump seven is not played with these rules');
      if (s.indicator === null)
        return illegal('cannot-swap', 'the indicator has been drawn: nothing to swap');
      if (swapCardOf(s, a.seat) === null)
        return illegal(
          'cannot-swap',
          `seat ${a.seat} holds no trump card that may be swapped for ${s.indicator}`,
        );
      return illegal(
        'cannot-swap',
        s.rules.swap === 'on-lead'
          ? 'the swap is made by the player on lead, before leading'
          : 'the swap is made by the winner of a trick, before drawing',
      );
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

const PHASE_ACTIONS: Readonly<Record<string, string>> = {
  auction: 'bid or pass',
  censor: 'take the contract over or let it stand',
  trump: 'name the trump suit',
};

function explainOutsidePlay(
  s: GameState,
  a: Exclude<Action, { type: 'next-deal' }>,
): IllegalActionError {
  const expected = PHASE_ACTIONS[s.phase] ?? 'play';
  if (s.phase === 'auction' && a.type === 'bid') {
    const amounts = bidAmounts(s.rules, s.auction ?? { calls: [], high: null, passed: [] });
    const high = s.auction?.high;
    if (!amounts.length) return illegal('bad-bid', 'no higher bid is possible: pass');
    if (high && a.amount <= high.amount)
      return illegal('bid-too-low', `a bid must be higher than ${high.amount}`);
    return illegal(
      'bad-bid',
      `a bid must be ${s.rules.minBid} or more, in steps of ${s.rules.bidStep}, up to ${amounts.at(-1)}; got ${a.amount}`,
    );
  }
  return illegal('wrong-phase', `seat ${a.seat} must ${expected} now, not ${a.type}`);
}

/** The action as the engine will apply it, or the IllegalActionError that says why not. */
export function checkAction(s: GameState, raw: unknown): Action {
  if (s.phase === 'match-over') throw illegal('match-over', 'the match is over');
  const action = canonical(s, raw);
  const legal = legalActions(s);
  if (legal.some((l) => sameAction(l, action))) return action;
  if (action.type === 'next-deal')
    throw illegal('deal-not-over', 'next-deal is legal only once a deal has ended');
  throw explain(s, action);
}
