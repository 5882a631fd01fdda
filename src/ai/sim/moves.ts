/**
 * Moves of the play phase as small integers, so search keeps them in typed arrays. The seat
 * is implied: it is always the simulator's `turn`.
 *
 *   0…39   play that card (index from cards.ts)
 *   40…43  sing the cante of that suit (suit index + 40)
 *   44, 45 declare Tute of kings, of knights
 *   46     swap the trump 7 (or 2) for the indicator
 *   47     pass (decline to declare when asked, or end the swap pause)
 *   48     announce capote
 */
import type { Action } from '../../engine/index.js';
import { codeOf, indexOf, SUIT_LETTERS, suitIndex, suitLetter } from './cards.js';

export const MOVE_SING = 40;
export const MOVE_TUTE_KINGS = 44;
export const MOVE_TUTE_KNIGHTS = 45;
export const MOVE_SWAP = 46;
export const MOVE_PASS = 47;
export const MOVE_CAPOTE = 48;

/** The most moves one position can offer: a hand of 13, 4 cantes, 2 Tutes, swap, capote. */
export const MAX_MOVES = 24;

/** The move of an engine action of the play phase; throws for actions outside it. */
export function moveOf(action: Action): number {
  switch (action.type) {
    case 'play':
      return indexOf(action.card);
    case 'sing':
      return MOVE_SING + suitIndex(action.suit);
    case 'tute':
      return action.rank === 12 ? MOVE_TUTE_KINGS : MOVE_TUTE_KNIGHTS;
    case 'swap':
      return MOVE_SWAP;
    case 'pass':
      return MOVE_PASS;
    case 'capote':
      return MOVE_CAPOTE;
    default:
      throw new RangeError(`${action.type} is not a move of the play phase`);
  }
}

/** The engine action of `move` made by `seat`. */
export function actionOf(move: number, seat: number): Action {
  if (move < MOVE_SING) return { type: 'play', seat, card: codeOf(move) };
  if (move < MOVE_TUTE_KINGS) return { type: 'sing', seat, suit: suitLetter(move - MOVE_SING) };
  switch (move) {
    case MOVE_TUTE_KINGS:
      return { type: 'tute', seat, rank: 12 };
    case MOVE_TUTE_KNIGHTS:
      return { type: 'tute', seat, rank: 11 };
    case MOVE_SWAP:
      return { type: 'swap', seat };
    case MOVE_PASS:
      return { type: 'pass', seat };
    case MOVE_CAPOTE:
      return { type: 'capote', seat };
    default:
      throw new RangeError(`not a move: ${move}`);
  }
}

/** A readable name for messages: '12c', 'sing o', 'tute 12', 'swap', 'pass', 'capote'. */
export function moveName(move: number): string {
  if (move < MOVE_SING) return codeOf(move);
  if (move < MOVE_TUTE_KINGS) return `sing ${SUIT_LETTERS[move - MOVE_SING]}`;
  return ['tute 12', 'tute 11', 'swap', 'pass', 'capote'][move - MOVE_TUTE_KINGS] ?? `move ${move}`;
}
