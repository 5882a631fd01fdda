/**
 * A short text notation for actions, so that tests read like a score sheet: "0:2c" (seat 0 plays
 * the 2 of copas), "0:swap", "0:pass", "0:capote", "0:sing b", "0:tute 12", "0:bid 70",
 * "0:trump o", "0:censor take" / "0:censor leave", and "next" (next-deal).
 */
import type { Action, Suit } from '../../src/engine/index.ts';

/** The action written in notation. */
export function act(text: string): Action {
  if (text === 'next') return { type: 'next-deal' };
  const [, digit, word, arg] = /^(\d):(\S+)(?: (\S+))?$/.exec(text) ?? [];
  if (digit === undefined || word === undefined) throw new Error(`bad action notation ${text}`);
  const seat = Number(digit);
  switch (word) {
    case 'swap':
    case 'pass':
    case 'capote':
      return { type: word, seat };
    case 'sing':
      return { type: 'sing', seat, suit: arg as Suit };
    case 'tute':
      return { type: 'tute', seat, rank: Number(arg) as 11 | 12 };
    case 'bid':
      return { type: 'bid', seat, amount: Number(arg) };
    case 'trump':
      return { type: 'trump', seat, suit: arg as Suit };
    case 'censor':
      return { type: 'censor', seat, take: arg === 'take' };
    default:
      return { type: 'play', seat, card: word };
  }
}

/** The same action (same fields, in the same order). */
export const sameAction = (a: Action, b: Action): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** The notation of an action (the inverse of `act`). */
export function note(a: Action): string {
  switch (a.type) {
    case 'next-deal':
      return 'next';
    case 'play':
      return `${a.seat}:${a.card}`;
    case 'sing':
      return `${a.seat}:sing ${a.suit}`;
    case 'tute':
      return `${a.seat}:tute ${a.rank}`;
    case 'bid':
      return `${a.seat}:bid ${a.amount}`;
    case 'trump':
      return `${a.seat}:trump ${a.suit}`;
    case 'censor':
      return `${a.seat}:censor ${a.take ? 'take' : 'leave'}`;
    case 'swap':
    case 'pass':
    case 'capote':
      return `${a.seat}:${a.type}`;
  }
}
