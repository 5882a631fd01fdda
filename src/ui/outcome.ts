/**
 * What one applied action means for the table: the status line's record of it, the cante to
 * reveal, and the events to fire, in order; and for a match taken as it stands, its last card.
 */
import type { Declaration, GameState } from '../engine/index.js';
import { HUMAN } from './ai-turns.js';
import type { TuteEventDetails, TuteEventName } from './events.js';
import type { LastMove } from './templates.js';

type Emitted = { [K in TuteEventName]: [K, TuteEventDetails[K]] }[TuteEventName];

export interface Outcome {
  last: LastMove;
  reveal: Declaration | null;
  events: Emitted[];
}

export function outcomeOf(before: GameState, after: GameState, by: 'human' | 'ai'): Outcome {
  const done = after.log.at(-1);
  if (!done) throw new Error('outcomeOf: no action was applied');
  const seat = done.type === 'next-deal' ? HUMAN : done.seat;
  // A play that empties the table completed a trick (states share no identity to compare).
  const trick = done.type === 'play' && after.trick.length === 0 ? after.lastTrick : null;
  const passed =
    done.type !== 'pass'
      ? null
      : before.phase === 'auction'
        ? 'bid'
        : before.swapPause
          ? 'swap'
          : 'declaration';
  const last: LastMove = {
    seat,
    action: done,
    trick,
    passed,
    redeal: before.phase === 'auction' && after.dealCount > before.dealCount,
    // Said aloud: a screen reader would otherwise have to search the hand for it.
    drew:
      after.stock.length < before.stock.length
        ? after.hands[HUMAN]?.find((card) => !before.hands[HUMAN]?.includes(card))
        : undefined,
    took: tookIndicator(before, after),
  };
  const declared = done.type === 'sing' || done.type === 'tute';
  const reveal = declared ? (after.deal.declarations.at(-1) ?? null) : null;
  const events: Emitted[] = [['tute-move', { seat, action: done, by }]];
  if (trick)
    events.push(['tute-trick', { winner: trick.winner, cards: trick.cards, points: trick.points }]);
  if (after.result && !before.result)
    events.push(['tute-deal-end', { result: after.result, scores: after.match.scores }]);
  if (
    after.phase === 'match-over' &&
    before.phase !== 'match-over' &&
    after.match.winner !== null
  ) {
    events.push(['tute-match-end', { winner: after.match.winner, scores: after.match.scores }]);
  }
  return { last, reveal, events };
}

/** The trump card shown under the stock, if this move's draws took it, and who holds it now. */
function tookIndicator(before: GameState, after: GameState): LastMove['took'] {
  const card = before.indicator;
  if (card === null || after.indicator !== null) return undefined;
  const seat = after.hands.findIndex((hand) => hand.includes(card));
  return seat < 0 ? undefined : { seat, card };
}

/**
 * The last move of a match taken as it stands (stored, restored, a record played on) when it is
 * a card: what was played, and the trick it won, can be told from the match alone.
 */
export function lastPlayOf({ log, trick, lastTrick }: GameState): LastMove | null {
  const done = log.at(-1);
  return done?.type === 'play'
    ? { seat: done.seat, action: done, trick: trick.length ? null : lastTrick }
    : null;
}
