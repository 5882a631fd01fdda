/**
 * Lock-step helpers: the simulator's moves and the engine's actions side by side, and the
 * comparison of the simulator with the engine state after every move. Failures name the deal,
 * the step and the field that differs.
 */
import assert from 'node:assert/strict';
import { applyAction } from '../../src/engine/index.ts';
import type { Action, GameState } from '../../src/engine/index.ts';
import { codeOf, codesOf, SUIT_LETTERS } from '../../src/ai/sim/cards.ts';
import { legalMoves } from '../../src/ai/sim/legal.ts';
import { MAX_MOVES, moveName, moveOf } from '../../src/ai/sim/moves.ts';
import {
  END_CAPOTE_FAILED,
  END_CAPOTE_MADE,
  END_NONE,
  END_TUTE,
  type Sim,
} from '../../src/ai/sim/simulator.ts';
import { sorted } from '../support/cards.ts';
import { at } from '../support/lists.ts';

/** Legal engine actions of the play phase as sorted move names. */
export function engineMoves(legal: readonly Action[]): string[] {
  return sorted(legal.map((a) => moveName(moveOf(a))));
}

const buffer = new Uint8Array(MAX_MOVES);

/** The simulator's legal moves as sorted names. */
export function simMoves(sim: Sim): string[] {
  const n = legalMoves(sim, buffer);
  return sorted(Array.from(buffer.subarray(0, n), moveName));
}

const END_REASON: Record<number, string> = {
  [END_TUTE]: 'tute',
  [END_CAPOTE_MADE]: 'capote',
  [END_CAPOTE_FAILED]: 'capote',
};

/** Every modelled field in one line, for a fast equality check before the detailed one. */
function simLine(sim: Sim, players: number, sides: number): string {
  const parts: unknown[] = [sim.end !== END_NONE];
  for (let seat = 0; seat < players; seat++)
    parts.push(sorted(codesOf(sim.hands, seat * 4)).join());
  for (let i = 0; i < sim.trickLen; i++)
    parts.push(`${sim.trickSeat[i]}:${codeOf(at(sim.trickCard, i))}`);
  parts.push(
    '|',
    Array.from(sim.stock.subarray(sim.stockPos, sim.stockEnd), codeOf).join(),
    sim.indicator < 0 ? null : codeOf(sim.indicator),
  );
  parts.push(
    sim.trump,
    sim.turn < 0 ? null : sim.turn,
    sim.sung,
    sim.capoteSeat < 0 ? null : sim.capoteSeat,
    sim.swapPause,
  );
  for (let side = 0; side < sides; side++)
    parts.push(sim.cardPoints[side], sim.cantes[side], sim.bonus[side], sim.tricks[side]);
  parts.push(
    sim.winSeat < 0 ? null : `${sim.winSeat}${sim.winDeclared}${sim.winAsked}${sim.winNext}`,
  );
  return parts.join(' ');
}

function stateLine(s: GameState): string {
  const parts: unknown[] = [s.phase !== 'play'];
  for (let seat = 0; seat < s.players; seat++) parts.push(sorted(s.hands[seat] ?? []).join());
  for (const p of s.trick) parts.push(`${p.seat}:${p.card}`);
  parts.push('|', s.stock.join(), s.indicator);
  const sung = s.deal.sung.reduce((m, suit) => m | (1 << SUIT_LETTERS.indexOf(suit)), 0);
  parts.push(
    s.trump === null ? -1 : SUIT_LETTERS.indexOf(s.trump),
    s.turn,
    sung,
    s.deal.capote,
    s.swapPause,
  );
  for (let side = 0; side < s.sides.length; side++) {
    parts.push(
      s.deal.cardPoints[side],
      s.deal.cantes[side],
      s.deal.bonus[side],
      s.deal.tricks[side],
    );
  }
  const w = s.window;
  parts.push(w === null ? null : `${w.seat}${w.declared}${w.asked}${w.next[0] ?? -1}`);
  return parts.join(' ');
}

/** Asserts that every field the simulator models equals the engine's. */
export function assertSame(state: GameState, sim: Sim, where: string): void {
  if (
    state.phase === 'play' &&
    simLine(sim, state.players, state.sides.length) === stateLine(state)
  )
    return;
  assertSameInDetail(state, sim, where);
}

function assertSameInDetail(state: GameState, sim: Sim, where: string): void {
  const eq = (actual: unknown, expected: unknown, what: string): void =>
    assert.deepEqual(actual, expected, `${where}: ${what} differs (simulator vs engine)`);
  const over = state.phase !== 'play';
  eq(sim.end !== END_NONE, over, 'deal over');
  for (let seat = 0; seat < state.players; seat++) {
    eq(
      sorted(codesOf(sim.hands, seat * 4)),
      sorted(state.hands[seat] ?? []),
      `hand of seat ${seat}`,
    );
  }
  eq(
    Array.from(
      { length: sim.trickLen },
      (_, i) => `${sim.trickSeat[i]}:${codeOf(at(sim.trickCard, i))}`,
    ),
    state.trick.map((p) => `${p.seat}:${p.card}`),
    'trick',
  );
  eq(Array.from(sim.stock.subarray(sim.stockPos, sim.stockEnd), codeOf), state.stock, 'stock');
  eq(sim.indicator < 0 ? null : codeOf(sim.indicator), state.indicator, 'indicator');
  eq(sim.trump < 0 ? null : SUIT_LETTERS[sim.trump], state.trump, 'trump');
  eq(sim.turn < 0 ? null : sim.turn, state.turn, 'turn');
  const sides = state.sides.length;
  const perSide = (a: Int32Array): number[] => Array.from(a.subarray(0, sides));
  eq(perSide(sim.cardPoints), state.deal.cardPoints, 'card points per side');
  eq(perSide(sim.cantes), state.deal.cantes, 'cantes per side');
  eq(perSide(sim.bonus), state.deal.bonus, 'last-trick bonus per side');
  eq(perSide(sim.tricks), state.deal.tricks, 'tricks per side');
  eq(
    Array.from({ length: sides }, (_, side) => sim.points(side)),
    state.deal.points,
    'points per side',
  );
  eq(
    SUIT_LETTERS.filter((_, i) => (sim.sung >> i) & 1),
    SUIT_LETTERS.filter((suit) => state.deal.sung.includes(suit)),
    'suits sung',
  );
  eq(sim.capoteSeat < 0 ? null : sim.capoteSeat, state.deal.capote, 'capote announcer');
  eq(sim.swapPause, state.swapPause, 'swap pause');
  const w = state.window;
  eq(
    sim.winSeat < 0
      ? null
      : {
          seat: sim.winSeat,
          declared: sim.winDeclared,
          asked: sim.winAsked,
          next: sim.winNext < 0 ? [] : [sim.winNext],
        },
    w === null ? null : { seat: w.seat, declared: w.declared, asked: w.asked, next: w.next },
    'cante window',
  );
  if (over) {
    const result = state.result;
    assert.ok(result, `${where}: the deal is over but has no result`);
    eq(
      Array.from({ length: sides }, (_, side) => sim.points(side)),
      result.totals,
      'end-of-deal totals',
    );
    let reason = END_REASON[sim.end];
    // docs/rules.md §11: a Tute in an auction game ends the deal as the contract made or failed.
    const contract = state.contract;
    if (sim.end === END_TUTE && contract !== null) {
      const holder = state.sides.findIndex((members) => members.includes(contract.seat));
      reason = sim.endSide === holder ? 'bid-made' : 'bid-failed';
    }
    if (reason) eq(reason, result.reason, 'end reason');
    else
      assert.ok(
        result.reason !== 'tute' && result.reason !== 'capote',
        `${where}: engine ended by ${result.reason}, simulator by points`,
      );
    if (sim.end === END_CAPOTE_MADE || (sim.end === END_TUTE && contract === null))
      eq([sim.endSide], result.winners, 'winner of the Tute or capote');
  }
}

/** Applies one action to the engine and the same move to the simulator. */
export function stepBoth(state: GameState, sim: Sim, action: Action): GameState {
  sim.apply(moveOf(action));
  return applyAction(state, action);
}
