/**
 * `replay`: the state a record reaches after `ply` actions (docs/api.md, Records). The record is
 * checked in full first — format, version, variant, rules, names, every deal's cards and every
 * action — so a broken record gives a RecordError and never a half-loaded match.
 */
import type { GameState, TuteRecord } from '../types.js';
import { frozenList } from '../draft.js';
import { describe } from '../errors.js';
import { nowhere, recordError } from './errors.js';
import { plainCopy } from './plain.js';
import { playPlan, readRecord, type Plan } from './read.js';

/**
 * The state with the stacked deals it has not reached left out: what replaying the record up
 * to here gives, so that `replay(recordOf(state))` equals `state` at every ply.
 */
function withoutLaterDeals(state: GameState): GameState {
  const stacked = [...state.stacked];
  const kept = stacked.filter((entry) => entry.deal < state.dealCount);
  if (kept.length === stacked.length) return state;
  return Object.freeze({ ...state, stacked: frozenList(kept) });
}

const actionCount = (plan: Plan<unknown>): number =>
  plan.deals.reduce((sum, deal) => sum + deal.moves.length, 0);

/**
 * The state after the record's first `ply` actions (`next-deal` not counted; default: all).
 * At the end of a deal that is the ended deal, before the next is dealt. Throws RecordError.
 */
export function replay(record: TuteRecord, ply?: number): GameState {
  const plan = readRecord(plainCopy(record), nowhere);
  const total = actionCount(plan);
  if (ply !== undefined && !(Number.isInteger(ply) && ply >= 0 && ply <= total)) {
    throw recordError(
      'bad-ply',
      nowhere('ply'),
      `ply must be a whole number from 0 to ${total}; got ${describe(ply)}`,
    );
  }
  return withoutLaterDeals(playPlan(plan, nowhere, ply).state);
}
