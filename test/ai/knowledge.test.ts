import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  applyAction,
  legalActions,
  newGame,
  viewFor,
  type GameState,
  type Variant,
} from '../../src/engine/index.ts';
import { knowledgeOf, mayHold } from '../../src/ai/knowledge.ts';
import { pick, prng } from '../support/random.ts';
import { VARIANTS } from '../support/variants.ts';

/** Plays random legal actions (auctions: mostly passes after one bid) until the deal ends. */
function* randomDeal(variant: Variant, seed: number, rules = {}): Generator<GameState> {
  const random = prng(seed);
  let state = newGame({ variant, seed, rules });
  while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
    yield state;
    const legal = legalActions(state);
    const pass = legal.find((a) => a.type === 'pass');
    const bidding = state.phase === 'auction';
    const action =
      bidding && pass && (state.auction?.high || random() < 0.3) ? pass : pick(legal, random);
    state = applyAction(state, action);
  }
}

test(
  'AI honesty: what a view proves about hidden hands is always true of the real hands ' +
    '(sound inference, docs/rules.md §1)',
  () => {
    for (const variant of VARIANTS) {
      for (let seed = 1; seed <= 40; seed++) {
        for (const state of randomDeal(variant, seed, variant === 'tute' ? {} : {})) {
          for (let seat = 0; seat < state.players; seat++) {
            const k = knowledgeOf(viewFor(state, seat));
            state.hands.forEach((hand, other) => {
              if (other === seat) return;
              for (const card of hand) {
                assert.ok(
                  mayHold(k, other, card),
                  `${variant} seed ${seed}: seat ${seat} rules out ${card} ` +
                    `for seat ${other}, who holds it`,
                );
              }
              for (const card of k.known[other] ?? []) {
                assert.ok(
                  hand.includes(card),
                  `${variant} seed ${seed}: seat ${seat} thinks ${card} is in seat ${other}'s hand`,
                );
              }
            });
            const hiddenTotal = k.hidden.reduce((a, b, i) => a + (i === seat ? 0 : b), 0);
            assert.equal(
              k.unseen.length,
              hiddenTotal + k.stock,
              `${variant} seed ${seed}: unseen cards = hidden hand cards + stock`,
            );
            const actualHidden = new Set([
              ...state.hands.flatMap((h, i) => (i === seat ? [] : h)),
              ...state.stock,
            ]);
            for (const card of k.unseen)
              assert.ok(
                actualHidden.has(card),
                `${variant}: ${card} counted unseen but is not hidden`,
              );
          }
        }
      }
    }
  },
);

test('AI honesty: inference proves voids once players fail to follow under strict play', () => {
  let voids = 0;
  for (let seed = 1; seed <= 30; seed++) {
    for (const state of randomDeal('tute-3', seed)) {
      const k = knowledgeOf(viewFor(state, 0));
      for (const caps of k.caps.slice(1))
        voids += Object.values(caps).filter((c) => c === 0).length;
    }
  }
  assert.ok(voids > 100, `expected many proven voids over 30 deals of tute-3, got ${voids}`);
});

test(
  'AI sampling: a determinisation gives every hidden place its size, keeps known cards, and ' +
    'obeys every inference',
  async () => {
    const { sampleDeal } = await import('../../src/ai/sampler.ts');
    let samples = 0;
    for (const variant of VARIANTS) {
      for (let seed = 100; seed < 115; seed++) {
        let step = 0;
        for (const state of randomDeal(variant, seed)) {
          if (step++ % 5 !== 0) continue;
          const seat = state.turn ?? 0;
          const view = viewFor(state, seat);
          const k = knowledgeOf(view);
          const deal = sampleDeal(k, prng(seed * 31 + step));
          assert.ok(deal, `${variant} seed ${seed} step ${step}: no consistent deal found`);
          samples++;
          assert.deepEqual(deal.hands[seat], state.hands[seat], 'the viewer keeps its own hand');
          deal.hands.forEach((hand, other) => {
            assert.equal(
              hand.length,
              state.hands[other]?.length,
              `${variant}: seat ${other} gets its hand size`,
            );
            for (const card of k.known[other] ?? [])
              assert.ok(hand.includes(card), `known ${card} stays with seat ${other}`);
            if (other !== seat)
              for (const card of hand)
                assert.ok(
                  mayHold(k, other, card),
                  `${card} given to seat ${other} against the inference`,
                );
          });
          assert.equal(deal.stock.length, state.stock.length, 'the stock keeps its size');
          const all = [...deal.hands.flat(), ...deal.stock, ...state.played.map((p) => p.card)];
          assert.equal(new Set(all).size, all.length, 'no card twice');
        }
      }
    }
    assert.ok(samples > 300, `sampled ${samples} positions`);
  },
);
