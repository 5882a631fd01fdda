/** Why seat 0 may not play a card now, in words, from the engine's own obligation. */
import { applyAction, suitOf, type GameState, type PlayerView } from '../engine/index.js';
import type { Strings } from './i18n.js';

type CodedError = Error & { code: string };

/** Engine errors and the element's own carry a `code` string. */
export const isCoded = (e: unknown): e is CodedError =>
  e instanceof Error && typeof (e as Partial<CodedError>).code === 'string';

/**
 * The localized reason `card` may not be played by `view.seat`, or null when it may. The
 * engine is asked by trying the card (a thrown IllegalActionError leaves the state untouched);
 * its code picks the sentence, filled with the suit led and the trump suit.
 */
export function blockedReason(
  state: GameState,
  view: PlayerView,
  card: string,
  t: Strings,
): string | null {
  if (view.legal.some((a) => a.type === 'play' && a.card === card)) return null;
  let code = '';
  try {
    applyAction(state, { type: 'play', seat: view.seat, card });
    return null;
  } catch (error) {
    if (isCoded(error)) code = error.code;
  }
  const text = t.blocked[code];
  if (!text) return t.notPlayable;
  const led = view.trick[0]?.card;
  return text
    .replaceAll('{led}', led ? t.suits[suitOf(led)] : '')
    .replaceAll('{trump}', view.trump ? t.suits[view.trump] : '');
}
