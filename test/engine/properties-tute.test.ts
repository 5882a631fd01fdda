import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runProperties } from './properties.ts';
import type { OptionSet } from '../support/variants.ts';

/**
 * Property tests (acceptance item 14), tute: ≥ 1,000 random deals per option set (500 fast-check
 * runs × 2 deals: a fresh game, then next-deal), uniformly random legal actions, every step
 * checked against the rule-book model in random-play.ts: card conservation, legal
 * actions never empty and equal to the rule book's (strict play, cantes, Tute, swap, capote),
 * trick winners, draws, 120 card points, totals and winners, match scores. On a sample of steps:
 * every illegal action rejected with IllegalActionError leaving the frozen state untouched, the
 * JSON round trip, views hiding hidden cards; on a sample of runs: replaying the log.
 */
const RUNS = 500;

const SETS: [string, OptionSet][] = [
  ['defaults', { variant: 'tute', rules: {} }],
  [
    'stockPlay follow-trump, swap after-win-before-draw, swapCard 7-and-2',
    {
      variant: 'tute',
      rules: { stockPlay: 'follow-trump', swap: 'after-win-before-draw', swapCard: '7-and-2' },
    },
  ],
  [
    'singAfterStock false, fortyFirst false, tie draw, lastTrickBonus 0, capote',
    {
      variant: 'tute',
      rules: {
        singAfterStock: false,
        fortyFirst: false,
        tie: 'draw',
        lastTrickBonus: 0,
        capote: true,
      },
    },
  ],
  [
    'strictBeat, underTrump, swapCard 2, swap off',
    { variant: 'tute', rules: { strictBeat: true, underTrump: true, swapCard: '2', swap: 'off' } },
  ],
];

for (const [name, set] of SETS) {
  test(
    `§1/§3/§11 properties over 1,000 random deals, tute (${name}): conservation, rule-book ` +
      `legal actions, scoring, replay, JSON, views, illegal actions`,
    async () => {
      const deals = await runProperties(set, RUNS);
      assert.ok(deals >= 1000, `${deals} deals`);
    },
  );
}
