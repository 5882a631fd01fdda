/**
 * What a deal is worth to a seat, for search: the match effect of the deal's end, from the
 * simulator's final position (or from the two-player solver's point difference). Deal-count
 * games (docs/rules.md §3–§5, §8) value winning the deal first and the point margin second;
 * auction games (§6, §7) value the contract made or failed as the match scores it.
 *
 * Indexing: `utility` runs once per playout; its typed arrays are indexed by seat, side and team
 * in range by construction, and `!` marks those reads.
 */
import { sameTeam, sideOf, variantSpec, type PlayerView } from '../../engine/index.js';
import { WIN_BONUS } from '../sim/objective.js';
import { END_CAPOTE_FAILED, END_CAPOTE_MADE, END_TUTE, type Sim } from '../sim/simulator.js';

/** Worth of winning a deal on top of its point margin, and of a deal decided by declaration. */
const WIN = 50;
const DECLARED = 180;

export interface Judge {
  /** Team by seat: 0 or 1 with partners or a contract, each seat its own team in tute-3. */
  readonly team: Int8Array;
  readonly teams: number;
  /** The contract team and amount (auction games), else null. */
  readonly contract: { team: number; amount: number } | null;
  readonly scoring: 'captured' | 'bid';
  readonly tieToLastTrick: boolean;
}

export function judgeFor(
  view: Pick<PlayerView, 'players' | 'sides' | 'contract' | 'rules' | 'variant'>,
  contract = view.contract,
): Judge {
  const team = new Int8Array(view.players);
  const table = { sides: view.sides, contract };
  for (let seat = 0; seat < view.players; seat++) {
    if (contract === null) team[seat] = sideOf(view.sides, seat);
    // Soloist against a pooled defence (Subastao), or the bidding team against the other.
    else team[seat] = sameTeam(table, seat, contract.seat) ? 0 : 1;
  }
  const captured =
    variantSpec(view.variant).contract === 'team' && view.rules.scoring === 'captured';
  return {
    team,
    teams: contract ? 2 : view.sides.length,
    contract: contract ? { team: 0, amount: contract.amount } : null,
    scoring: captured ? 'captured' : 'bid',
    tieToLastTrick: view.rules.tie === 'last-trick',
  };
}

const totals = new Float64Array(4);

/** Points per team at the simulator's position. */
function teamPoints(sim: Sim, judge: Judge): Float64Array {
  totals.fill(0);
  for (let seat = 0; seat < sim.rules.players; seat++) {
    // Each side counted once: through its first seat.
    const side = sim.rules.sideOf[seat]!;
    if (side < 0 || sim.rules.sideOf.indexOf(side) !== seat) continue;
    totals[judge.team[seat]!]! += sim.points(side);
  }
  return totals;
}

/** The deal's worth to `seat` once the simulator's deal has ended. */
export function utility(sim: Sim, judge: Judge, seat: number): number {
  const mine = judge.team[seat]!;
  const pts = teamPoints(sim, judge);
  const declaredBy = sim.endSide >= 0 ? judge.team[sim.rules.sideOf.indexOf(sim.endSide)]! : -1;
  const declaredWin =
    sim.end === END_TUTE || sim.end === END_CAPOTE_MADE
      ? declaredBy
      : sim.end === END_CAPOTE_FAILED
        ? -2 - declaredBy
        : -1;
  if (judge.contract) {
    const c = judge.contract;
    const made =
      declaredWin >= 0
        ? declaredWin === c.team
        : declaredWin <= -2
          ? -2 - declaredWin !== c.team
          : pts[c.team]! >= c.amount;
    const own = pts[c.team]!;
    const other = pts[1 - c.team]!;
    const value =
      judge.scoring === 'captured'
        ? made
          ? own - other
          : -c.amount - other
        : (made ? c.amount : -c.amount) + 0.1 * (own - other);
    return mine === c.team ? value : -value;
  }
  if (declaredWin !== -1) {
    const winner = declaredWin >= 0 ? declaredWin : -2 - declaredWin;
    const won = declaredWin >= 0 ? winner === mine : winner !== mine;
    return won ? DECLARED : -DECLARED;
  }
  let best = -Infinity;
  for (let t = 0; t < judge.teams; t++) if (t !== mine && pts[t]! > best) best = pts[t]!;
  const diff = pts[mine]! - best;
  let sign = Math.sign(diff);
  if (sign === 0 && judge.tieToLastTrick && sim.lastWinner >= 0)
    sign = judge.team[sim.lastWinner] === mine ? 1 : -1;
  return diff + WIN * sign;
}

/**
 * The same worth from the two-player solver's value (`dealValue`: margin, ±WIN_BONUS for a
 * declaration).
 */
export function utilityOfSolved(value: number): number {
  if (Math.abs(value) >= WIN_BONUS / 2) return value > 0 ? DECLARED : -DECLARED;
  return value + WIN * Math.sign(value);
}
