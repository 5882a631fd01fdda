/**
 * Matches won, estimated from a duel's single games (auction games, where a match is first to
 * a target of points): a match is replayed by drawing games at random, each with the match
 * points A's side and B's side took in it, until a side reaches the target; if both do in the
 * same deal the higher wins (ties half). The games of a deal are drawn apart, as a real match
 * mixes seatings when the deal passes round. The interval comes from resampling the deals, so it
 * carries the duel's own noise, not only the replay's. A match is won by points, so this is the
 * line that weighs a bid's points against its deals won (docs/ai.md §8).
 */
import { seededRandom } from '../src/ai/rng.ts';

export interface MatchPoints {
  aGot: number;
  bGot: number;
}

/** Matches replayed for the estimate, and per resample of the deals. */
const MATCHES = 20_000;
const RESAMPLES = 200;
const MATCHES_PER_RESAMPLE = 1_000;
/** A replay that has not ended after this many deals goes to the side ahead (level: half). */
const MAX_DEALS = 500;

function replay(
  games: readonly MatchPoints[],
  target: number,
  count: number,
  random: () => number,
): number {
  let won = 0;
  for (let m = 0; m < count; m++) {
    let a = 0;
    let b = 0;
    for (let deal = 0; deal < MAX_DEALS && a < target && b < target; deal++) {
      const game = games[Math.floor(random() * games.length)];
      a += game?.aGot ?? 0;
      b += game?.bGot ?? 0;
    }
    won += a > b ? 1 : a === b ? 0.5 : 0;
  }
  return won / count;
}

/** Share of matches to `target` A would win, with a 95% interval; deals hold their games. */
export function matchesWon(
  deals: readonly (readonly MatchPoints[])[],
  target: number,
  seed = 1,
): { mean: number; low: number; high: number } {
  const random = seededRandom(seed);
  const mean = replay(deals.flat(), target, MATCHES, random);
  const shares: number[] = [];
  for (let r = 0; r < RESAMPLES; r++) {
    const resampled = deals.map(() => deals[Math.floor(random() * deals.length)] ?? []).flat();
    shares.push(replay(resampled, target, MATCHES_PER_RESAMPLE, random));
  }
  shares.sort((x, y) => x - y);
  const at = (q: number): number =>
    shares[Math.min(shares.length - 1, Math.floor(q * shares.length))] ?? mean;
  return { mean, low: at(0.025), high: at(0.975) };
}
