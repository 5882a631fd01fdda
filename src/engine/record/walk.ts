/**
 * A record played through the engine deal by deal and action by action: every action checked
 * by the engine's own `checkAction` (the reasons of `illegalReason`), `next-deal` implied
 * between deals, a passed-out auction ending its deal at the last pass (docs/records.md §5).
 */
import { applyAction, applyChecked } from '../apply.js';
import { frozenList, NONE } from '../draft.js';
import { IllegalActionError } from '../errors.js';
import { checkAction } from '../legal.js';
import { startMatch, stackedUnlessSeeded } from '../new-game.js';
import type { Action, GameState } from '../types.js';
import { checkLimit, isObject, type Header, type PlannedDeal } from './check.js';
import { RECORD_LIMITS, recordError, type Place } from './errors.js';
import { inNames, seatLabel } from './words.js';

const NEXT_DEAL: Action = Object.freeze({ type: 'next-deal' });

export class Walk {
  /**
   * The state reached so far with only the current deal's actions in its log. Every action
   * copies the log it extends, so a whole match's log (up to 50,000 actions, docs/records.md §7)
   * made replaying quadratic: 15,000 actions took seconds. The log is assembled once, in `state`.
   */
  now: GameState;
  /** Actions applied so far, `next-deal` not counted: the record's ply. */
  plies = 0;
  /** The deal being played (from 0). */
  private index = 0;
  private inDeal = 0;
  /** The log of the deals before the current one. */
  private readonly earlier: Action[] = [];

  /** The match of `header`, every deal of `deals` stacked that its seed does not shuffle. */
  constructor(
    private readonly header: Header,
    deals: readonly PlannedDeal<unknown>[],
  ) {
    const { setup } = header;
    const stacked = deals.flatMap((deal, i) =>
      stackedUnlessSeeded(setup, i, deal.dealer, deal.cards),
    );
    this.now = startMatch(setup, stacked);
  }

  /** The state reached so far, its log whole. */
  get state(): GameState {
    const { now, earlier } = this;
    return earlier.length
      ? Object.freeze({ ...now, log: frozenList([...earlier, ...now.log]) })
      : now;
  }

  private seat(seat: number | null): string {
    return seat === null ? 'nobody' : seatLabel(this.header.names, seat);
  }

  /** Deal `index` (from 1 on) begins: `next-deal`, unless a passed-out auction redealt. */
  beginDeal(index: number, place: Place): void {
    const s = this.now;
    this.index = index;
    this.inDeal = 0;
    if (s.dealCount === index + 1) {
      this.keepLog(s);
      return;
    }
    if (s.phase === 'deal-over') {
      this.keepLog(applyAction(s, NEXT_DEAL));
      return;
    }
    if (s.phase === 'match-over') {
      throw recordError('deal-over', place, `the match ended in deal ${index}: no deal follows`);
    }
    throw recordError(
      'deal-not-over',
      place,
      `deal ${index} is not over (${this.seat(s.turn)} is to act), so deal ${index + 1} ` +
        'cannot begin',
    );
  }

  /** Goes on from `s` with its log kept apart. */
  private keepLog(s: GameState): void {
    this.earlier.push(...s.log);
    this.now = Object.freeze({ ...s, log: NONE });
  }

  /** Applies `action`, checked by the engine; returns it as logged (canonical). */
  act(action: unknown, place: Place): Action {
    const s = this.now;
    const deal = this.index + 1;
    if (s.dealCount !== deal) {
      throw recordError(
        'deal-over',
        place,
        `everyone passed: deal ${deal} was thrown in at its last pass, where its actions end`,
      );
    }
    if (s.phase === 'deal-over' || s.phase === 'match-over') {
      const match = s.phase === 'match-over' ? ' and so is the match' : '';
      throw recordError('deal-over', place, `deal ${deal} is over${match}: no action follows`);
    }
    if (isObject(action) && action.type === 'next-deal') {
      throw recordError('bad-action', place, 'next-deal is implied between deals: leave it out');
    }
    this.inDeal += 1;
    checkLimit(this.inDeal, RECORD_LIMITS.actionsPerDeal, 'actions in one deal', place);
    checkLimit(this.plies + 1, RECORD_LIMITS.actions, 'actions in a record', place);
    let legal: Action;
    try {
      legal = checkAction(s, action);
    } catch (error) {
      if (!(error instanceof IllegalActionError)) throw error;
      const code = error.code === 'malformed-action' ? 'bad-action' : 'illegal-action';
      throw recordError(code, place, inNames(error.message, this.header.names));
    }
    this.now = applyChecked(s, legal);
    this.plies += 1;
    return legal;
  }
}
