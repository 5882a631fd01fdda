/**
 * Outside players, opponents for the duel benchmark (`--a`, `--b` `greedy` or `sampler` in
 * bench/ai-duel.ts). They were written from the rule book (docs/rules.md) and the engine's public
 * API alone, by a helper session that read neither src/ai nor bench/, so they share no code with
 * the levels: duels against them show what the levels have in common, which the ladder of levels
 * against each other hides. First used in the session-46 audit (docs/ai.md §9, "Against outside
 * players"); ported from its scratch code, with the same choices for the same views and seeds.
 * They are worth as much as they are independent: they import the engine's public API
 * (src/engine/index.ts) and nothing from src/ai, and are not to be tuned from it.
 *
 * - `greedy` (greedy.ts): a club player's rules of thumb, deterministic. It declares a Tute and
 *   sings at once (the trump suit's cante first) and swaps the 7 when the indicator is stronger;
 *   it takes a trick with points as cheaply as possible (the led suit before a trump), throws its
 *   lowest-valued card, keeps its unsung marriages, leads low, and in strict play leads the
 *   master trump. Auction: an estimate of card points plus trump length, aces and cantes (12 more
 *   for a partner, 12 less alone against two); it bids while the next bid is within the estimate
 *   (15 less over its partner's bid), names the suit with the best estimate, and as censor takes
 *   the contract over when its estimate of the bidder's hand beats the bid by more than 10.
 * - `sampler` (sampler.ts): determinised Monte Carlo (PIMC) from its own PlayerView only. The
 *   hidden cards are dealt consistently with the view (cards played, cantes and indicator shown,
 *   voids and "could not beat" facts from strict tricks; in tute only tricks 13 to 20 are
 *   strict). Each legal card is tried in up to 50 such deals (200 playouts a decision, at least
 *   10 deals), each played out with greedy on the real engine (`applyAction`), and the best mean
 *   of win (1, a draw ½) + 0.002 × point margin is played. Bids, trump, the censor and
 *   declarations follow greedy's rules. About 31 ms a decision in the audit.
 */
import type { Action, PlayerView } from '../../src/engine/index.ts';
import { greedyAction, obsFromView } from './greedy.ts';
import { samplerAction, type SamplerOptions } from './sampler.ts';

export const OUTSIDE_PLAYERS = ['greedy', 'sampler'] as const;
export type OutsidePlayer = (typeof OUTSIDE_PLAYERS)[number];

export const isOutside = (player: string): player is OutsidePlayer =>
  (OUTSIDE_PLAYERS as readonly string[]).includes(player);

/** The sampler's budget in the audit's duels. */
export const SAMPLER_DUEL: SamplerOptions = { budget: 200, worlds: 50, minWorlds: 10 };

export interface OutsideOptions {
  player: OutsidePlayer;
  /** The sampler's seed, mixed with the view's log and seat; greedy uses none. */
  seed?: number;
}

/** The outside player's action for `view` (its seat must be the one to act). */
export function outsideAction(view: PlayerView, { player, seed = 0 }: OutsideOptions): Action {
  return player === 'greedy'
    ? greedyAction(obsFromView(view))
    : samplerAction(view, { ...SAMPLER_DUEL, seed });
}
