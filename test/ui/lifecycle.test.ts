/**
 * Where the element's changes happen (docs/architecture.md §5): reading `view`, `legalActions`
 * or `snapshot()` and rendering only read; attribute changes take effect once, in the update
 * that follows them; storage is written only when the match changes.
 */
import { expect } from '@open-wc/testing';
import '../../src/ui/index.ts';
import type { TuteTable } from '../../src/ui/index.ts';
import { errorsOf, freshKey, patch, playable, stateOf, table } from './support.ts';

/** Counts the writes to `localStorage` under `key` until `restore()`. */
function countWrites(key: string): { count: number; restore: () => void } {
  const writes = { count: 0, restore: () => {} };
  writes.restore = patch(
    Storage.prototype,
    'setItem',
    (setItem) =>
      function (this: Storage, name: string, value: string) {
        if (name === key) writes.count++;
        setItem.call(this, name, value);
      },
  );
  return writes;
}

/** Renders `el` again without any change (lit's render(), as an update runs it). */
async function rerender(el: TuteTable): Promise<void> {
  el.requestUpdate();
  await el.updateComplete;
}

describe('<tute-table> lifecycle', () => {
  it('is usable before connecting; reading it fires nothing and stores nothing', async () => {
    const key = freshKey();
    const writes = countWrites(key);
    try {
      const el = document.createElement('tute-table');
      const errors = errorsOf(el);
      el.aiDelay = 0;
      el.setAttribute('lang', 'en');
      el.setAttribute('variant', 'brisca');
      el.setAttribute('seed', '5');
      el.setAttribute('rules', 'target=3; nonsense=1');
      el.setAttribute('persist', key);
      const view = el.view;
      expect(view.variant).to.equal('brisca');
      expect(view.hand).to.have.length(3);
      expect(el.legalActions).to.deep.equal(view.legal);
      expect(JSON.parse(el.snapshot())).to.have.property('format', 'tute-table');
      const before = stateOf(el);
      expect(errors, 'errors before the first update').to.deep.equal([]);
      expect(writes.count, 'writes before the first update').to.equal(0);
      expect(localStorage.getItem(key)).to.equal(null);

      document.body.append(el);
      await el.updateComplete;
      // The bad rules are reported once, by the update, and the match read before is kept.
      expect(errors.map((e) => e.code)).to.deep.equal(['unknown-option']);
      expect(stateOf(el)).to.equal(before);
      expect(writes.count).to.equal(1);
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { snapshot: string };
      expect(el.snapshot()).to.equal(stored.snapshot);

      for (let i = 0; i < 3; i++) {
        void el.view;
        void el.legalActions;
        el.snapshot();
        await rerender(el);
      }
      expect(errors, 'errors after reading and rendering').to.have.length(1);
      expect(writes.count, 'writes after reading and rendering').to.equal(1);
      expect(stateOf(el)).to.equal(before);
      el.remove();
    } finally {
      writes.restore();
      localStorage.removeItem(key);
    }
  });

  it('a variant change starts one new match; a bad one fires one error', async () => {
    const key = freshKey();
    const el = await table('tute', 9, 60_000);
    const errors = errorsOf(el);
    el.persist = key;
    await el.updateComplete;
    const writes = countWrites(key);
    try {
      playable(el)?.click();
      await el.updateComplete;
      expect(writes.count, 'one write per move').to.equal(1);
      const played = stateOf(el);

      el.setAttribute('variant', 'brisca');
      // Nothing happens until the update: the match on the table is still the old one.
      expect(el.view.variant).to.equal('tute');
      expect(stateOf(el)).to.equal(played);
      await el.updateComplete;
      const started = stateOf(el);
      expect(started.variant).to.equal('brisca');
      expect(started.log).to.deep.equal([]);
      expect(writes.count, 'the new match is written once').to.equal(2);
      await rerender(el);
      expect(stateOf(el), 'no second new match').to.equal(started);
      expect(writes.count).to.equal(2);

      el.setAttribute('variant', 'skat');
      expect(errors, 'no error before the update').to.deep.equal([]);
      await el.updateComplete;
      await rerender(el);
      expect(errors.map((e) => e.code)).to.deep.equal(['unknown-variant']);
      expect(el.getAttribute('variant')).to.equal('brisca');
      expect(stateOf(el), 'the match is kept').to.equal(started);
      expect(writes.count).to.equal(2);
    } finally {
      writes.restore();
      el.remove();
      localStorage.removeItem(key);
    }
  });

  it('seed = 7 asks for the match the attribute seed="7" asks for (issue 15)', async () => {
    const el = await table('tute', 7);
    const before = stateOf(el);
    el.seed = 7;
    await el.updateComplete;
    expect(stateOf(el), 'the same match is kept').to.equal(before);
    el.seed = 8;
    await el.updateComplete;
    expect(stateOf(el)).to.not.equal(before);
    expect(stateOf(el).seed).to.equal(8);
    el.remove();
  });

  it('an empty seed is as if removed: a new match with a random seed, no tute-error', async () => {
    const el = await table('tute', 7);
    const errors = errorsOf(el);
    const seeds = new Set<unknown>();
    for (let i = 0; i < 2; i++) {
      el.setAttribute('seed', '7');
      await el.updateComplete;
      expect(stateOf(el).seed).to.equal(7);
      el.setAttribute('seed', '');
      await el.updateComplete;
      const { seed, log } = stateOf(el);
      expect(seed, 'not the empty text').to.be.a('number');
      expect(el.seed, 'the property reads as removed').to.equal(undefined);
      expect(log, 'a new match').to.deep.equal([]);
      seeds.add(seed);
    }
    expect(seeds.size, 'a random seed each time').to.equal(2);
    el.removeAttribute('seed');
    await el.updateComplete;
    expect(stateOf(el).seed).to.be.a('number').and.not.equal(7);
    expect(errors).to.deep.equal([]);
    el.remove();
  });

  it('aiDelay is a property only: no attribute is read or written (issue 15)', async () => {
    const el = await table('tute', 7, 0);
    expect(el.getAttributeNames().sort()).to.deep.equal([
      'controls',
      'difficulty',
      'lang',
      'mode',
      'seed',
      'sort',
      'speed',
      'theme',
      'variant',
    ]);
    el.setAttribute('aidelay', '900');
    await el.updateComplete;
    expect(el.aiDelay).to.equal(0);
    el.remove();
  });

  it('aiDelay: a bad value is bad-ai-delay and keeps the last good one; null is 400', async () => {
    const el = await table('tute', 7, 0);
    const errors = errorsOf(el);
    const before = stateOf(el);
    const bad: unknown[] = [-5, 'abc', Number.NaN, Infinity, '200', {}];
    const set = async (value: unknown): Promise<void> => {
      (el as { aiDelay: unknown }).aiDelay = value;
      await el.updateComplete;
    };
    for (const good of [0, 250]) {
      await set(good);
      for (const value of bad) {
        await set(value);
        expect(el.aiDelay, `${String(value)} after ${good}`).to.equal(good);
      }
    }
    expect(errors.map((e) => e.code)).to.deep.equal(Array(12).fill('bad-ai-delay'));
    expect(errors[0]?.message).to.equal('aiDelay must be a number ≥ 0; got "-5"');
    await set(null);
    expect(el.aiDelay).to.equal(400);
    expect(stateOf(el), 'the match is untouched').to.equal(before);
    expect(errors).to.have.length(12);
    el.remove();
  });

  it('a good value, then a bad one before the update: the good one stays', async () => {
    // The check ran at the update, which saw only the bad value: the good one set just before
    // it was lost ('dark' then 'neon' gave 'classic').
    const el = await table('tute', 7, 0);
    const errors = errorsOf(el);
    el.theme = 'dark';
    el.theme = 'neon' as never;
    el.setAttribute('difficulty', 'easy');
    el.setAttribute('difficulty', 'bogus');
    el.setAttribute('speed', 'fast');
    el.speed = 'warp' as never;
    el.aiDelay = 250;
    el.aiDelay = -1;
    await el.updateComplete;
    expect([el.theme, el.difficulty, el.speed, el.aiDelay]).to.deep.equal([
      'dark',
      'easy',
      'fast',
      250,
    ]);
    expect([el.getAttribute('theme'), el.getAttribute('difficulty')]).to.deep.equal([
      'dark',
      'easy',
    ]);
    expect(errors.map((e) => e.code)).to.deep.equal([
      'bad-difficulty',
      'bad-theme',
      'bad-speed',
      'bad-ai-delay',
    ]);
    // Removed, then bad: the default.
    el.removeAttribute('theme');
    el.setAttribute('theme', 'neon');
    await el.updateComplete;
    expect(el.theme).to.equal('classic');
    el.remove();
  });
});
