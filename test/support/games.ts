/**
 * Driving the engine in notation (see notation.ts): what is legal now, playing a line of actions
 * that must each be legal, checking that an action is rejected, and every card a state holds.
 */
import assert from 'node:assert/strict';
import { applyAction, IllegalActionError, legalActions } from '../../src/engine/index.ts';
import type { Action, CardCode, GameState } from '../../src/engine/index.ts';
import { act, note } from './notation.ts';

/** The legal actions in notation, sorted. */
export const legal = (s: GameState): string[] => legalActions(s).map(note).sort();
/** The cards the seat to move may play now, sorted. */
export const playable = (s: GameState): string[] =>
  legalActions(s)
    .flatMap((a) => (a.type === 'play' ? [a.card] : []))
    .sort();

/** Applies actions in notation, in order; each must be among legalActions first. */
export function run(state: GameState, ...actions: string[]): GameState {
  let s = state;
  for (const text of actions) {
    const a = act(text);
    const options = legal(s);
    if (!options.includes(note(a))) {
      throw new Error(`step "${text}" is not among the legal actions [${options.join(', ')}]`);
    }
    s = applyAction(s, a);
  }
  return s;
}

/**
 * Asserts that `text` is rejected with an IllegalActionError (with a code, and a message
 * matching `message` when given) and leaves the state untouched.
 */
export function rejects(s: GameState, text: string | Action, message?: RegExp): IllegalActionError {
  const before = JSON.stringify(s);
  const a = typeof text === 'string' ? act(text) : text;
  let caught: unknown;
  try {
    applyAction(s, a);
  } catch (e) {
    caught = e;
  }
  assert.ok(
    caught instanceof IllegalActionError,
    `${JSON.stringify(a)} should throw IllegalActionError, got ${String(caught)}`,
  );
  assert.equal(typeof caught.code, 'string');
  assert.ok(caught.code.length > 0);
  if (message) assert.match(caught.message, message);
  assert.equal(JSON.stringify(s), before, 'a rejected action must leave the state untouched');
  return caught;
}

/**
 * Every card the state knows of, for conservation checks: hands, stock, the turned indicator
 * (tute-4's shown card is one of the dealer's, so it is not counted twice), trick and won piles.
 */
export function allCards(s: GameState): CardCode[] {
  const indicator = s.indicator !== null && s.variant !== 'tute-4' ? [s.indicator] : [];
  return [
    ...s.hands.flat(),
    ...s.stock,
    ...indicator,
    ...s.trick.map((p) => p.card),
    ...s.won.flat(),
  ];
}
