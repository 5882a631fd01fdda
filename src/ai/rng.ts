/**
 * The AI's own seeded generator: the engine's mulberry32, on a stream of the AI's choosing
 * (the shuffle's seed never reaches a view, so sharing the algorithm reveals nothing), and the
 * engine's Fisher–Yates shuffle. Both come from `engine/rng.js` itself, which the engine's index
 * does not export yet (docs/architecture.md §1): this is the one module that reaches past it.
 */
import { mulberry32 } from '../engine/rng.js';

export { shuffled } from '../engine/rng.js';

export function seededRandom(seed: number): () => number {
  return mulberry32(Math.trunc(seed));
}
