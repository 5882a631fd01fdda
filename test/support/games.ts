/**
 * Driving the engine in notation (see notation.ts): what is legal now, playing a line of actions
 * that must each be legal, checking that an action is rejected.
 */
import assert from 'node:assert/strict';
import { applyAction, IllegalActionError, legalActions } from '../../src/engine/index.ts';
import type { Action, GameState } from '../../src/engine/index.ts';
import { act, note } from './notation.ts';

/** The legal actions in notation, sorted. */
export const legal = (s: GameState): string[] => legalActions(s).map(note).sort();
/** Whether the action written `text` is legal now. */
export const isLegal = (s: GameState, text: string): boolean => legal(s).includes(text);
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

/** What `f` throws, or undefined when it returns. */
export function thrownBy(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

/**
 * Asserts that `text` is rejected with an IllegalActionError (with a code, and a message
 * matching `message` when given) and leaves the state untouched.
 */
export function rejects(s: GameState, text: string | Action, message?: RegExp): IllegalActionError {
  const before = JSON.stringify(s);
  const a = typeof text === 'string' ? act(text) : text;
  const caught = thrownBy(() => applyAction(s, a));
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
