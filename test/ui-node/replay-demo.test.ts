/**
 * demo/replay.html: its records, written in the notation of docs/records.md inside
 * `<script type="text/tute-record">`, are read and replayed by the engine to the end of a legal
 * deal, and the page needs nothing a strict Content-Security-Policy forbids.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseRecord, replay, type Action } from '../../src/engine/index.ts';

const PAGE = readFileSync(new URL('../../demo/replay.html', import.meta.url), 'utf8');
const RECORDS = [...PAGE.matchAll(/<script type="text\/tute-record">([\s\S]*?)<\/script>/g)].map(
  (match) => match[1] ?? '',
);

const isType = (type: Action['type']) => (a: Action) => a.type === type;

describe('demo/replay.html', () => {
  test('holds two records: a deal of tute and one of tute-4', () => {
    assert.deepEqual(
      RECORDS.map((text) => parseRecord(text).variant),
      ['tute', 'tute-4'],
    );
  });

  test('the worked deal: the 7 swapped on the opening lead, the 40, the 20s, a full deal', () => {
    const record = parseRecord(RECORDS[0] ?? '');
    const [deal] = record.deals;
    assert.ok(deal);
    assert.deepEqual(deal.actions[0], { type: 'swap', seat: 0 });
    const sung = deal.actions.filter(isType('sing'));
    assert.deepEqual(
      sung.map((a) => (a.type === 'sing' ? [a.seat, a.suit] : [])),
      [
        [0, 'b'],
        [1, 'o'],
        [0, 'c'],
      ],
    );
    const end = replay(record);
    assert.equal(end.phase, 'deal-over');
    assert.deepEqual(end.result?.totals, [128, 82]);
    assert.ok(Object.keys(deal.comments ?? {}).length >= 8, 'the deal is annotated');
  });

  test('the tute-4 deal is played to its end, annotated', () => {
    const record = parseRecord(RECORDS[1] ?? '');
    const end = replay(record);
    assert.equal(end.phase, 'deal-over');
    assert.equal(end.played.length + end.trick.length, 40);
    assert.ok(Object.keys(record.deals[0]?.comments ?? {}).length >= 4);
  });

  test('no inline script, style or handler (works under default-src self)', () => {
    const scripts = [...PAGE.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    for (const attributes of scripts) {
      assert.match(attributes, /src="|type="text\/tute-record"/, `<script${attributes}>`);
    }
    assert.doesNotMatch(PAGE, /<style|\sstyle="|\son[a-z]+="/);
  });
});
