/**
 * Acceptance 8: properties of random deals for every family variant and option set (at least
 * 1,000 deals each). After every action: card conservation, a non-empty legal list until the
 * match ends, and the engine against the independent model of model.ts (phase, turn, trick
 * winners, the whole legal action list, cantes, totals, results and match scores). On a sample
 * of steps: the illegal-action sweep, the JSON round trip and every seat's view; on a sample of
 * ended deals: replaying the log from the same config.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { runDeals } from './parallel.ts';
import type { OptionSet } from '../../support/variants.ts';

const DEALS = 1000;
const STRICT = {
  strictBeat: true,
  underTrump: true,
  fortyFirst: false,
  tie: 'draw',
  lastTrickBonus: 0,
} as const;
const SETS: OptionSet[] = [
  { variant: 'tute-3', rules: {}, name: 'tute-3 defaults' },
  { variant: 'tute-3', rules: STRICT, name: `tute-3 ${JSON.stringify(STRICT)}` },
  { variant: 'tute-4', rules: {}, name: 'tute-4 defaults' },
  { variant: 'tute-4', rules: STRICT, name: `tute-4 ${JSON.stringify(STRICT)}` },
  { variant: 'subastado', rules: {}, name: 'subastado defaults' },
  {
    variant: 'subastado',
    rules: {
      scoring: 'bid',
      firstLead: 'mano',
      whoSings: 'bidders',
      bidStep: 10,
      minBid: 80,
      tute: true,
    },
    name:
      'subastado {scoring: bid, firstLead: mano, whoSings: bidders, bidStep: 10, minBid: 80, ' +
      'tute: true}',
  },
  { variant: 'subastao', rules: {}, name: 'subastao defaults' },
  {
    variant: 'subastao',
    rules: { auctionLaps: 'one', failedBid: 'split', whoSings: 'all' },
    name: 'subastao {auctionLaps: one, failedBid: split, whoSings: all}',
  },
  { variant: 'subastao-censor', rules: {}, name: 'subastao-censor defaults' },
  {
    variant: 'subastao-censor',
    rules: { failedBid: 'split', tute: true },
    name: 'subastao-censor {failedBid: split, tute: true}',
  },
];

describe('§11 properties of random deals (family variants)', () => {
  for (const set of SETS) {
    test(
      `§11 conservation, legal list never empty, rule-book model, log replay, JSON round trip, ` +
        `illegal actions rejected: ${DEALS} deals, ${set.name}`,
      async () => {
        const stats = await runDeals(
          set,
          DEALS,
          { deals: 0, sampleRate: 0.006, replayRate: 0.03, model: true },
          4,
        );
        assert.ok(stats.deals >= DEALS, `played ${stats.deals} deals`);
        assert.ok(stats.sweeps > 100, `swept ${stats.sweeps} states`);
        assert.ok(stats.replays > 10, `replayed ${stats.replays} logs`);
      },
    );
  }
});
