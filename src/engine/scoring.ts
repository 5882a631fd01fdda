import { sideOf } from './seats.js';
import type { DealScore, GameState, ResultReason } from './types.js';

/** Points per side: card points + cantes + last-trick bonus. */
export function recount(deal: DealScore): void {
  deal.points = deal.cardPoints.map((cards, side) => cards + (deal.cantes[side] ?? 0) + (deal.bonus[side] ?? 0));
}

export function emptyDealScore(sides: number): DealScore {
  const zeros = (): number[] => Array.from({ length: sides }, () => 0);
  return {
    points: zeros(), cardPoints: zeros(), cantes: zeros(), bonus: zeros(), tricks: zeros(),
    declarations: [], sung: [], capote: null,
  };
}

/** How a deal ended, before the winners are worked out. */
export type DealEnd =
  | { kind: 'played' }
  | { kind: 'tute'; side: number }
  | { kind: 'capote'; side: number; made: boolean };

/** The side that won the last trick of the deal, if it was played out. */
function lastTrickSide(s: GameState): number | null {
  return s.lastTrick ? sideOf(s.sides, s.lastTrick.winner) : null;
}

function decide(s: GameState, end: DealEnd): { winners: number[]; reason: ResultReason } {
  if (end.kind === 'tute') return { winners: [end.side], reason: 'tute' };
  if (end.kind === 'capote') {
    const others = s.sides.map((_, i) => i).filter((i) => i !== end.side);
    return { winners: end.made ? [end.side] : others, reason: 'capote' };
  }
  const totals = s.deal.points;
  const best = Math.max(...totals);
  const leaders = totals.flatMap((t, side) => (t === best ? [side] : []));
  if (leaders.length === 1) return { winners: leaders, reason: 'points' };
  const last = lastTrickSide(s);
  if (s.rules.tie === 'last-trick' && last !== null && leaders.includes(last)) return { winners: [last], reason: 'points' };
  return { winners: [], reason: 'draw' };
}

/** Closes the deal: result, match score, and the next phase (RULES.md §3, §8, §11 ties). */
export function finishDeal(s: GameState, end: DealEnd): void {
  recount(s.deal);
  const { winners, reason } = decide(s, end);
  s.result = { winners, totals: s.deal.points.slice(), reason };
  for (const side of winners) s.match.scores[side] = (s.match.scores[side] ?? 0) + 1;
  const champion = s.match.scores.findIndex((score) => score >= s.match.target);
  s.turn = null;
  s.window = null;
  s.swapPause = false;
  if (champion >= 0) {
    s.match.winner = champion;
    s.phase = 'match-over';
  } else {
    s.phase = 'deal-over';
  }
}
