/**
 * Acceptance 7: a deliberately naive second implementation of docs/rules.md §1
 * (test/support/rules.ts, `naivePlayable`, plain loops over the hand) must agree with the `play`
 * actions of legalActions on every card decision of at least 2,000 random deals per variant.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { runDeals } from './parallel.ts';
import type { OptionSet } from '../../support/variants.ts';

const DEALS = 2000;
const SETS: OptionSet[] = [
  { variant: 'tute-3', rules: {}, name: 'tute-3 defaults' },
  { variant: 'tute-4', rules: {}, name: 'tute-4 defaults' },
  { variant: 'subastado', rules: {}, name: 'subastado defaults' },
  { variant: 'subastao', rules: {}, name: 'subastao defaults' },
  { variant: 'subastao-censor', rules: {}, name: 'subastao-censor defaults' },
  { variant: 'tute', rules: {}, name: 'tute (two players) once the stock is empty' },
  {
    variant: 'tute-4',
    rules: { strictBeat: true, underTrump: true },
    name: 'tute-4 {strictBeat: true, underTrump: true}',
  },
];

describe('§1 strict play: naive oracle vs legalActions on random deals', () => {
  for (const set of SETS) {
    test(
      `§1 strict play obligations: the naive rule-book oracle agrees with legalActions on ` +
        `every card decision of ${DEALS} deals, ${set.name}`,
      async () => {
        const stats = await runDeals(
          set,
          DEALS,
          { deals: 0, sampleRate: 0, replayRate: 0, model: false },
          8,
        );
        assert.ok(stats.deals >= DEALS, `played ${stats.deals} deals`);
        assert.ok(
          stats.oracleChecks > DEALS * (set.variant === 'tute' ? 5 : 25),
          `compared ${stats.oracleChecks} decisions`,
        );
      },
    );
  }
});
