/** A deal's points, its result, and what it adds to the match score (docs/rules.md §2–§11). */
import type { Draft } from './draft.js';
import { sideOf } from './seats.js';
import { variantSpec } from './variants.js';
import type { Contract, DealScore, EndPhase, GameState, ResultReason } from './types.js';

/** Points per side: card points + cantes + last-trick bonus. */
export const dealTotals = (deal: Pick<DealScore, 'cardPoints' | 'cantes' | 'bonus'>): number[] =>
  deal.cardPoints.map((cards, side) => cards + (deal.cantes[side] ?? 0) + (deal.bonus[side] ?? 0));

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

type Scored = Pick<Draft, 'sides' | 'deal' | 'lastTrick' | 'rules' | 'variant' | 'out'>;

const sideIndexes = (s: Scored): number[] => s.sides.map((_, i) => i);

/** Deal-count games: the higher total, ties by `tie` (docs/rules.md §3, §4, §5, §8, §11). */
function byTotals(s: Scored, end: DealEnd): Outcome {
  const award = (winners: number[]): number[] =>
    sideIndexes(s).map((i) => (winners.includes(i) ? 1 : 0));
  const decided = (winners: number[], reason: ResultReason): Outcome => ({
    winners,
    reason,
    award: award(winners),
  });
  if (end.kind === 'tute') return decided([end.side], 'tute');
  if (end.kind === 'capote') {
    const others = sideIndexes(s).filter((i) => i !== end.side);
    return decided(end.made ? [end.side] : others, 'capote');
  }
  const totals = s.deal.points;
  const best = Math.max(...totals);
  const leaders = sideIndexes(s).filter((side) => totals[side] === best);
  if (leaders.length === 1) return decided(leaders, 'points');
  const last = s.lastTrick ? sideOf(s.sides, s.lastTrick.winner) : null;
  if (s.rules.tie === 'last-trick' && last !== null && leaders.includes(last)) {
    return decided([last], 'points');
  }
  return decided([], 'draw');
}

/**
 * Auction games: the contract side's total against its bid (docs/rules.md §6, §7, §11). A Tute
 * ends the deal without counting: made when the contract side declares it, failed otherwise.
 */
function byContract(s: Scored, contract: Contract, end: DealEnd): Outcome {
  const holder = sideOf(s.sides, contract.seat);
  const playing = sideIndexes(s).filter((side) =>
    (s.sides[side] ?? []).some((seat) => seat !== s.out && seat !== contract.displaced),
  );
  const defenders = playing.filter((side) => side !== holder);
  const total = s.deal.points[holder] ?? 0;
  const counted = end.kind !== 'tute';
  const made = end.kind === 'tute' ? end.side === holder : total >= contract.amount;
  const { amount } = contract;
  const award = sideIndexes(s).map(() => 0);
  const give = (sides: readonly number[], points: number): void => {
    for (const side of sides) award[side] = points;
  };
  if (variantSpec(s.variant).contract === 'team') {
    if (s.rules.scoring === 'bid') {
      give(made ? [holder] : defenders, amount);
    } else {
      award[holder] = made ? (counted ? total : amount) : -amount;
      if (counted) for (const side of defenders) award[side] = s.deal.points[side] ?? 0;
    }
  } else if (made) {
    award[holder] = amount;
  } else {
    give(defenders, s.rules.failedBid === 'split' ? amount / 2 : amount);
  }
  return {
    winners: made ? [holder] : defenders,
    reason: made ? 'bid-made' : 'bid-failed',
    award,
  };
}

/** The side that wins a point match: at or over the target and alone on the highest score. */
function pointsChampion(scores: readonly number[], target: number): number | null {
  const best = Math.max(...scores);
  const leaders = scores.flatMap((score, side) => (score === best ? [side] : []));
  return best >= target && leaders.length === 1 ? (leaders[0] ?? null) : null;
}

const outcomeOf = (s: Scored & Pick<Draft, 'contract'>, end: DealEnd): Outcome =>
  s.contract ? byContract(s, s.contract, end) : byTotals(s, end);

/** Closes the deal on a draft: result, match score, and the next phase. */
export function finishDeal(s: Draft, end: DealEnd): void {
  const points = dealTotals(s.deal);
  s.deal = { ...s.deal, points };
  const outcome = outcomeOf(s, end);
  s.result = { winners: outcome.winners, totals: [...points], reason: outcome.reason };
  const scores = [...s.match.scores].map((score, side) => score + (outcome.award[side] ?? 0));
  const champion = pointsChampion(scores, s.match.target);
  s.match = { ...s.match, scores, winner: champion };
  s.turn = null;
  s.window = null;
  s.swapPause = false;
  s.phase = champion === null ? 'deal-over' : 'match-over';
}

/** How the deal of an ended state ended, read back from its result and declarations. */
function endOf(s: GameState & EndPhase): DealEnd {
  const last = s.deal.declarations.at(-1);
  if (last?.type === 'tute') return { kind: 'tute', side: sideOf(s.sides, last.seat) };
  if (s.deal.capote !== null) {
    const side = sideOf(s.sides, s.deal.capote);
    return { kind: 'capote', side, made: s.result.winners.includes(side) };
  }
  return { kind: 'played' };
}

/**
 * What the deal that `state` has just ended added to each side's match score (1 per deal won
 * in deal-count games; the contract's points in auction games); null while a deal runs.
 */
export function dealAward(state: GameState): number[] | null {
  if (state.phase !== 'deal-over' && state.phase !== 'match-over') return null;
  return outcomeOf(state, endOf(state)).award;
}
