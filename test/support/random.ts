/**
 * Seeded random play: a generator, a random pick, a random legal action, whole random deals.
 * No Node-only imports: the browser tests (test/ui) use this module too.
 */
import { applyAction, legalActions, newGame } from '../../src/engine/index.ts';
import type { Action, GameState } from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/engine/rng.ts';
import { at } from './lists.ts';
import { type OptionSet, PLAYERS } from './variants.ts';

/** Deterministic random numbers in [0, 1) from a seed (the engine's mulberry32). */
export const prng = (seed: number): (() => number) => mulberry32(seed);

/** An element of a non-empty list, drawn with `random`. */
export const pick = <T>(list: readonly T[], random: () => number): T =>
  at(list, Math.min(list.length - 1, Math.floor(random() * list.length)));

/** A random legal action; in auctions a pass unless a bid is drawn with probability `bidP`. */
export function randomAction(s: GameState, rnd: () => number, bidP = 0.15): Action {
  const options = legalActions(s);
  if (s.phase === 'auction') {
    const pass = options.find((a) => a.type === 'pass');
    const bids = options.filter((a) => a.type === 'bid');
    if (pass && (bids.length === 0 || rnd() >= bidP)) return pass;
    // lower bids are likelier so that auctions do not run away
    return bids[Math.floor(rnd() * rnd() * bids.length)] ?? at(options, 0);
  }
  const a = options[Math.floor(rnd() * options.length)];
  if (!a) throw new Error('no legal action');
  return a;
}

/**
 * Plays on until the deal ends (deal-over or match-over): random legal actions drawn with
 * `how` (see randomAction), or with `how` = 'first-play' the first legal play each time (for
 * tests of what comes after a deal, whatever its cards).
 */
export function playOut(s: GameState, how: (() => number) | 'first-play'): GameState {
  const choose = (state: GameState): Action | undefined =>
    how === 'first-play'
      ? legalActions(state).find((a) => a.type === 'play')
      : randomAction(state, how);
  let cur = s;
  for (let guard = 0; cur.phase !== 'deal-over' && cur.phase !== 'match-over'; guard++) {
    if (guard >= 10000) throw new Error('deal does not end');
    const a = choose(cur);
    if (!a) throw new Error(`no action to play (phase ${cur.phase})`);
    cur = applyAction(cur, a);
  }
  return cur;
}

/**
 * A fresh game (dealer: `seed` modulo the seats) brought to its first play phase by uniformly
 * random legal actions (auction, censor, trump).
 */
export function toPlayPhase(opt: OptionSet, seed: number, random: () => number): GameState {
  const dealer = seed % PLAYERS[opt.variant];
  let state = newGame({ variant: opt.variant, seed, rules: opt.rules, dealer });
  while (state.phase !== 'play') state = applyAction(state, pick(legalActions(state), random));
  return state;
}
