/**
 * The engine freezes only what an action makes (docs/architecture.md, engine): every part of
 * every state must still be frozen all the way down, and an action must leave the state it
 * was given exactly as it was. Checked on every state of random matches of every variant,
 * under several rule sets, across deal boundaries.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  applyAction,
  legalActions,
  newGame,
  VARIANT_IDS,
  type GameConfig,
  type GameState,
  type Variant,
} from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/engine/rng.ts';

/** The path of the first part of `value` that is not frozen, or null. */
function unfrozen(value: unknown, path = 'state'): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!Object.isFrozen(value)) return path;
  for (const [key, child] of Object.entries(value)) {
    const found = unfrozen(child, `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

const RULE_SETS: Partial<Record<Variant, GameConfig['rules'][]>> = {
  tute: [
    {},
    { swap: 'after-win-before-draw', swapCard: '7-and-2', capote: true, stockPlay: 'follow-trump' },
  ],
  subastao: [{}, { whoSings: 'all', auctionLaps: 'one' }],
  'subastao-censor': [{}, { whoSings: 'all', failedBid: 'split' }],
  subastado: [{}, { scoring: 'bid', firstLead: 'mano', tute: true }],
};

/** Plays `actions` random legal actions from a new match; calls `check` before and after each. */
function playRandom(
  config: GameConfig,
  actions: number,
  seed: number,
  check: (s: GameState) => void,
) {
  const random = mulberry32(seed);
  let state = newGame(config);
  check(state);
  for (let i = 0; i < actions && state.phase !== 'match-over'; i++) {
    const legal = legalActions(state);
    const action = legal[Math.floor(random() * legal.length)];
    assert.ok(action, 'a legal action while the match runs');
    const before = JSON.stringify(state);
    const next = applyAction(state, action);
    assert.equal(JSON.stringify(state), before, 'applyAction left its input unchanged');
    state = next;
    check(state);
  }
}

describe('API immutability: every state is frozen all the way down', () => {
  for (const variant of VARIANT_IDS) {
    for (const rules of RULE_SETS[variant] ?? [{}]) {
      test(`${variant} ${JSON.stringify(rules)}: 3 matches, 250 actions each`, () => {
        for (let seed = 1; seed <= 3; seed++) {
          playRandom({ variant, rules, seed }, 250, seed, (state) => {
            assert.equal(unfrozen(state), null, `not frozen (seed ${seed})`);
          });
        }
      });
    }
  }
});
