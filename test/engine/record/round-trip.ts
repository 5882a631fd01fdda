/**
 * Random matches through records (docs/records.md §5, issue 16): played by random legal actions
 * over deal boundaries and passed-out auctions, stopped at a random point; the record of the
 * state, written as text and read back, replays to the very same state, and `replay(r, ply)`
 * to the state reached after `ply` actions. This module is also the workers' code.
 */
import assert from 'node:assert/strict';
import {
  applyAction,
  formatRecord,
  newGame,
  parseRecord,
  recordOf,
  replay,
  type GameConfig,
  type GameState,
  type TuteRecord,
} from '../../../src/engine/index.ts';
import { pick, prng, randomAction } from '../../support/random.ts';
import { PLAYERS, type OptionSet } from '../../support/variants.ts';
import { serve } from '../../support/workers.ts';

/** Names that need quotes or are plain, in every case (docs/records.md §2, names). */
const NAMES = ['Ada', 'tía Ana', 'PASS', "O'Neil-2", 'Ørjan', 'x', 'Deal', 'Bo Li', '7 up'];

/** Comments with what the notation must escape: braces, backslashes, line breaks. */
const COMMENTS = ['A fine lead.', 'Braces {like this} and a \\ too', 'Two\nlines', 'Why not 40?'];

/** Names, comments and occasion tags added to a record at random (its normal form kept). */
function dressed(record: TuteRecord, random: () => number): TuteRecord {
  const players = PLAYERS[record.variant];
  const start = Math.floor(random() * NAMES.length);
  const names = Array.from({ length: players }, (_, i) => NAMES[(start + i) % NAMES.length] ?? 'x');
  const deals = record.deals.map((deal) => {
    const comments: Record<number, string> = {};
    for (let position = 0; position <= deal.actions.length; position++) {
      if (random() < 0.05) comments[position] = pick(COMMENTS, random);
    }
    return Object.keys(comments).length ? { ...deal, comments } : deal;
  });
  return { ...record, names, info: { event: 'Random "match"', date: '2025.01.01' }, deals };
}

export interface Job {
  set: OptionSet;
  /** Seeds of the matches to play. */
  seeds: number[];
}

/**
 * One random match of `set` from `seed`, checked; returns the actions it played. Every state
 * after an action that is not `next-deal` is kept: `replay(r, ply)` must reach `states[ply]`.
 */
export function roundTrip(set: OptionSet, seed: number): number {
  const random = prng(seed);
  const dealer = seed % PLAYERS[set.variant];
  // A third of the matches have a text seed; a fifth begin with a stacked deal (config.deal).
  const config: GameConfig = {
    variant: set.variant,
    rules: set.rules,
    seed: seed % 3 === 0 ? `seed ${seed}` : seed,
    dealer,
  };
  if (seed % 5 === 1) config.deal = recordOf(newGame({ ...config, seed: -seed })).deals[0]?.deal;
  let state: GameState = newGame(config);
  const states: GameState[] = [state];
  // about two and a half deals on average
  const stop = random() < 0.5 ? 40 + Math.floor(random() * 100) : Math.floor(random() * 250);
  for (let i = 0; i < stop && state.phase !== 'match-over'; i++) {
    const action = randomAction(state, random, 0.3);
    state = applyAction(state, action);
    if (action.type !== 'next-deal') states.push(state);
  }
  const where = `${set.name ?? set.variant} seed ${seed}`;
  const record = recordOf(state);
  const text = formatRecord(record);
  const read = parseRecord(text);
  assert.deepEqual(read, record, `${where}: parseRecord(formatRecord(r)) is r`);
  assert.deepEqual(replay(read), state, `${where}: replay(parseRecord(formatRecord(r))) is s`);
  const ply = Math.floor(random() * states.length);
  assert.deepEqual(replay(record, ply), states[ply], `${where}: replay(r, ${ply})`);
  if (seed % 4 === 0) {
    const fancy = dressed(record, random);
    assert.deepEqual(parseRecord(formatRecord(fancy)), fancy, `${where}: names and comments`);
    assert.deepEqual(parseRecord(JSON.stringify(fancy)), fancy, `${where}: JSON text`);
  }
  return states.length - 1;
}

/** In a worker: plays the job's matches; returns the actions played in all. */
serve(({ set, seeds }: Job): number => seeds.reduce((sum, seed) => sum + roundTrip(set, seed), 0));
