/**
 * Clairvoyant reference players for the duel benchmark, never levels: `expert`'s card play with
 * some hidden cards shown to it (the same plan, samples and playouts; the rest is sampled as
 * usual). Their margins over a level bound what better inference about the hidden cards could
 * gain the honest `expert` (docs/ai.md §10). They bid, pick trump and censor as `expert` does.
 *
 * - `oracle`: every hand.
 * - `oracle-partner`: its partners' hands (at four seats the other side's two would show the
 *   partner's too: every card is dealt).
 * - `oracle-p20`, `oracle-p50`: each hidden card where it lies with probability 0.2 or 0.5, drawn
 *   afresh for every decision — beliefs that place more cards right, as inference would.
 */
import { sideOf, viewFor, type Action, type GameState } from '../src/engine/index.ts';
import { chooseAction } from '../src/ai/index.ts';
import type { Knowledge } from '../src/ai/knowledge.ts';
import { seededRandom } from '../src/ai/rng.ts';
import { randomFor } from '../src/ai/rules-of-thumb.ts';
import { sampleDeal } from '../src/ai/sampler.ts';
import { searchPlay, type DealSource } from '../src/ai/search/pimc.ts';
import { playPlan } from '../src/ai/search/levels.ts';
import { Slicer } from '../src/ai/search/slice.ts';

export const ORACLES = ['oracle', 'oracle-partner', 'oracle-p20', 'oracle-p50'] as const;
export type Oracle = (typeof ORACLES)[number];

export const isOracle = (player: string): player is Oracle =>
  (ORACLES as readonly string[]).includes(player);

export async function oracleAction(
  oracle: Oracle,
  state: GameState,
  seat: number,
  seed: number,
): Promise<Action> {
  const view = viewFor(state, seat);
  if (view.phase !== 'play' || view.legal.length <= 1)
    return chooseAction(view, { level: 'expert', seed });
  const mine = sideOf(state.sides, seat);
  const share = oracle === 'oracle-p20' ? 0.2 : oracle === 'oracle-p50' ? 0.5 : 1;
  const coin = seededRandom(seed ^ 0x5eed);
  const lucky = new Set(state.hands.flat().filter(() => coin() < share));
  const shown = (other: number, card: string): boolean =>
    other !== seat &&
    (oracle === 'oracle-partner' ? sideOf(state.sides, other) === mine : lucky.has(card));
  const deals: DealSource = (k, random) => sampleDeal(reveal(k, state, shown), random);
  return searchPlay(view, playPlan('expert', view), randomFor(view, seed), new Slicer(), deals);
}

/** The knowledge with the `shown` cards of the other hands known where they lie. */
function reveal(
  k: Knowledge,
  state: GameState,
  shown: (seat: number, card: string) => boolean,
): Knowledge {
  const known = k.known.map((cards, seat) => {
    const more = (state.hands[seat] ?? []).filter(
      (card) => shown(seat, card) && !cards.includes(card),
    );
    return more.length ? [...cards, ...more] : cards;
  });
  const placed = new Set(known.flat());
  return {
    ...k,
    known,
    unseen: k.unseen.filter((card) => !placed.has(card)),
    hidden: k.hidden.map(
      (n, seat) => n - ((known[seat]?.length ?? 0) - (k.known[seat]?.length ?? 0)),
    ),
  };
}
