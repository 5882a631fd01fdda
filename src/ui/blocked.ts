/** Why seat 0 may not play a card now, in words, from the engine's own obligation. */
import { illegalReason, suitOf, type GameState, type PlayerView } from '../engine/index.js';
import type { Strings } from './i18n.js';

/**
 * The localized reason `card` may not be played by `view.seat`, or null when it may. The
 * engine's reason code picks the sentence, filled with the suit led and the trump suit.
 */
export function blockedReason(
  state: GameState,
  view: PlayerView,
  card: string,
  t: Strings,
): string | null {
  const reason = illegalReason(state, { type: 'play', seat: view.seat, card });
  if (!reason) return null;
  const text = t.blocked[reason.code];
  if (!text) return t.notPlayable;
  const led = view.trick[0]?.card;
  return text
    .replaceAll('{led}', led ? t.suits[suitOf(led)] : '')
    .replaceAll('{trump}', view.trump ? t.suits[view.trump] : '');
}
