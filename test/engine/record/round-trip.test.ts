/**
 * Issue 16, acceptance (Node): for 200 random matches per variant, under several rule option
 * sets (non-defaults included), `replay(parseRecord(formatRecord(recordOf(s))))` equals `s`,
 * and `replay(r, ply)` the state after `ply` actions (docs/records.md §5). Run on two workers.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Variant } from '../../../src/engine/index.ts';
import { VARIANTS, type OptionSet } from '../../support/variants.ts';
import { onTwoWorkers } from '../../support/workers.ts';
import type { Job } from './round-trip.ts';

const MATCHES = 200;

/** Option sets per variant: the defaults and the options the issue names, among others. */
const SETS: Readonly<Record<Variant, OptionSet['rules'][]>> = {
  tute: [
    {},
    { swap: 'after-win-before-draw', swapCard: '7-and-2', capote: true, stockPlay: 'follow-trump' },
    {
      swapCard: '2',
      capote: true,
      singAfterStock: false,
      fortyFirst: false,
      tie: 'draw',
      target: 2,
    },
  ],
  brisca: [
    {},
    { swap: 'after-win-before-draw', swapCard: '7-and-2', lastTrickBonus: 10, target: 2 },
  ],
  'tute-3': [{}, { strictBeat: true, underTrump: true, tie: 'draw', target: 1 }],
  'tute-4': [{}, { fortyFirst: false, strictBeat: true, target: 2 }],
  subastado: [
    {},
    {
      scoring: 'bid',
      firstLead: 'mano',
      whoSings: 'bidders',
      bidStep: 10,
      tute: true,
      target: 300,
    },
  ],
  subastao: [{}, { whoSings: 'all', auctionLaps: 'one', failedBid: 'split', minBid: 100 }],
  'subastao-censor': [{}, { whoSings: 'all', failedBid: 'split', auctionLaps: 'one', tute: true }],
};

const MODULE = new URL('./round-trip.ts', import.meta.url);

describe('records: random matches round-trip through the text notation (issue 16)', () => {
  for (const variant of VARIANTS) {
    const sets = SETS[variant];
    test(`${variant}: ${MATCHES} matches over ${sets.length} option sets`, async () => {
      let played = 0;
      for (const [index, rules] of sets.entries()) {
        const set: OptionSet = { variant, rules, name: `${variant} ${JSON.stringify(rules)}` };
        const count = Math.ceil(MATCHES / sets.length);
        const seeds = Array.from({ length: count }, (_, i) => 1 + index * 1000 + i);
        const half = seeds.length >> 1;
        const jobs: [Job, Job] = [
          { set, seeds: seeds.slice(0, half) },
          { set, seeds: seeds.slice(half) },
        ];
        const [a, b] = await onTwoWorkers<Job, number>(MODULE, jobs);
        played += a + b;
      }
      assert.ok(played > MATCHES * 50, `${played} actions played`);
    });
  }
});
