import { sideOf } from './seats.js';
import type { Contract, DealScore, GameState, ResultReason } from './types.js';

/** Points per side: card points + cantes + last-trick bonus. */
export function recount(deal: DealScore): void {
  deal.points = deal.cardPoints.map(
    (cards, side) => cards + (deal.cantes[side] ?? 0) + (deal.bonus[side] ?? 0),
  );
}

export function emptyDealScore(sides: number): DealScore {
  const zeros = (): number[] => Array.from({ length: sides }, () => 0);
  return {
    points: zeros(),
    cardPoints: zeros(),
    cantes: zeros(),
    bonus: zeros(),
    tricks: zeros(),
    declarations: [],
    sung: [],
    capote: null,
  };
}

/** How a deal ended, before the winners are worked out. */
export type DealEnd =
  | { kind: 'played' }
  | { kind: 'tute'; side: number }
  | { kind: 'capote'; side: number; made: boolean };

interface Outcome {
  winners: number[];
  reason: ResultReason;
  /** Match points per side (deal-count games: 1 per winning side). */
  award: number[];
}

const sideIndexes = (s: GameState): number[] => s.sides.map((_, i) => i);

/** Deal-count games: the higher total, ties by `tie` (RULES.md §3, §4, §5, §8, §11). */
function byTotals(s: GameState, end: DealEnd): Outcome {
  const award = (winners: number[]): number[] =>
    sideIndexes(s).map((i) => (winners.includes(i) ? 1 : 0));
  const decided = (winners: number[], reason: ResultReason): Outcome => ({
    winners,
    reason,
    award: award(winners),
  });
  if (end.kind === 'tute') return decided([end.side], 'tute');
  if (end.kind === 'capote') {
    return decided(end.made ? [end.side] : sideIndexes(s).filter((i) => i !== end.side), 'capote');
  }
  const totals = s.deal.points;
  const best = Math.max(...totals);
  const leaders = sideIndexes(s).filter((side) => totals[side] === best);
  if (leaders.length === 1) return decided(leaders, 'points');
  const last = s.lastTrick ? sideOf(s.sides, s.lastTrick.winner) : null;
  if (s.rules.tie === 'last-trick' && last !== null && leaders.includes(last))
    return decided([last], 'points');
  return decided([], 'draw');
}

/**
 * Auction games: the contract side's total against its bid (RULES.md §6, §7, §11). A Tute ends
 * the deal without counting: made when the contract side declares it, failed otherwise.
 */
function byContract(s: GameState, contract: Contract, end: DealEnd): Outcome {
  const holder = sideOf(s.sides, contract.seat);
  const playing = sideIndexes(s).filter((side) =>
    (s.sides[side] ?? []).some((seat) => seat !== s.out && seat !== contract.displaced),
  );
  const defenders = playing.filter((side) => side !== holder);
  const total = s.deal.points[holder] ?? 0;
  const counted = end.kind !== 'tute';
  const made = counted ? total >= contract.amount : end.side === holder;
  const { amount } = contract;
  const award = sideIndexes(s).map(() => 0);
  if (s.variant === 'subastado') {
    if (s.rules.scoring === 'bid') {
      if (made) award[holder] = amount;
      else for (const side of defenders) award[side] = amount;
    } else {
      award[holder] = made ? (counted ? total : amount) : -amount;
      if (counted) for (const side of defenders) award[side] = s.deal.points[side] ?? 0;
    }
  } else if (made) {
    award[holder] = amount;
  } else {
    const each = s.rules.failedBid === 'split' ? amount / 2 : amount;
    for (const side of defenders) award[side] = each;
  }
  return { winners: made ? [holder] : defenders, reason: made ? 'bid-made' : 'bid-failed', award };
}

/** The side that wins a point match: at or over the target and alone on the highest score. */
function pointsChampion(scores: readonly number[], target: number): number {
  const best = Math.max(...scores);
  const leaders = scores.flatMap((score, side) => (score === best ? [side] : []));
  return best >= target && leaders.length === 1 ? (leaders[0] as number) : -1;
}

/** Closes the deal: result, match score, and the next phase. */
export function finishDeal(s: GameState, end: DealEnd): void {
  recount(s.deal);
  const outcome = s.contract ? byContract(s, s.contract, end) : byTotals(s, end);
  s.result = { winners: outcome.winners, totals: s.deal.points.slice(), reason: outcome.reason };
  s.match.scores = s.match.scores.map((score, side) => score + (outcome.award[side] ?? 0));
  const champion = pointsChampion(s.match.scores, s.match.target);
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
