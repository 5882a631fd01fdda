import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runProperties } from './properties.ts';
import type { OptionSet } from '../support/variants.ts';

/** Property tests (acceptance item 14), brisca: see properties-tute.test.ts. */
const RUNS = 500;

const SETS: [string, OptionSet][] = [
  ['defaults', { variant: 'brisca', rules: {} }],
  [
    'swap after-win-before-draw, swapCard 7-and-2, lastTrickBonus 10, tie last-trick',
    {
      variant: 'brisca',
      rules: {
        swap: 'after-win-before-draw',
        swapCard: '7-and-2',
        lastTrickBonus: 10,
        tie: 'last-trick',
      },
    },
  ],
];

for (const [name, set] of SETS) {
  test(
    `§8/§11 properties over 1,000 random deals, brisca (${name}): conservation, free play, no ` +
      `cantes, scoring, replay, JSON, views, illegal actions`,
    async () => {
      const deals = await runProperties(set, RUNS);
      assert.ok(deals >= 1000, `${deals} deals`);
    },
  );
}
