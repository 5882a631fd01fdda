/**
 * The AI's own seeded generator: the engine's mulberry32, on a stream of the AI's choosing
 * (the shuffle's seed never reaches a view, so sharing the algorithm reveals nothing).
 */
import { mulberry32 } from '../engine/rng.js';

export function seededRandom(seed: number): () => number {
  return mulberry32(Math.trunc(seed));
}
