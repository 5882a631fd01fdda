/**
 * The AI players. They receive a seat's `PlayerView`, never the full state, so they cannot
 * see hidden cards. No DOM, no lit: runs in browsers and Node ≥ 20.
 */
import type { Action, PlayerView } from '../engine/index.js';
import {
  chooseByRules,
  legalOf,
  promised,
  randomFor,
  type ChooseOptions,
  type Level,
} from './rules-of-thumb.js';
import { searchAction } from './search/levels.js';

export { chooseByRules, type ChooseOptions, type Level, type Player } from './rules-of-thumb.js';

const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert'];

/**
 * Chooses one of `view.legal` for the viewing seat, from the view alone.
 * `easy` plays rules of thumb like a beginner (short memory, one careless move in three); `medium`
 * counts every card and reads every void; `hard` and `expert` search sampled deals
 * (search/levels.ts). Rejects when the view offers no legal action, with a RangeError for a
 * level that is none of the four, and with the signal's reason once `signal` aborts.
 */
export async function chooseAction(view: PlayerView, options: ChooseOptions): Promise<Action> {
  const legal = legalOf(view, 'chooseAction');
  options.signal?.throwIfAborted();
  const level = options.level;
  if (!LEVELS.includes(level))
    throw new RangeError(`chooseAction: level must be one of ${LEVELS.join(', ')}; got ${level}`);
  const searched =
    legal.length > 1 && (level === 'hard' || level === 'expert')
      ? await searchAction(view, level, randomFor(view, options.seed), options.signal)
      : null;
  const action = searched ?? (await chooseByRules(view, options));
  options.signal?.throwIfAborted();
  return action;
}

/** Uniformly random among the legal actions: the baseline the levels are measured against. */
export function randomAction(view: PlayerView, seed?: number): Promise<Action> {
  return promised(() => {
    const legal = legalOf(view, 'randomAction');
    const random = randomFor(view, seed);
    return legal[Math.min(legal.length - 1, Math.floor(random() * legal.length))] ?? legal[0];
  });
}
