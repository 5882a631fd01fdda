/**
 * How the element gets "How to play" (src/ui/how-to-play.ts, rules-loader*.ts): the full text
 * loaded once on first use, false (the panel's short text, test/ui/how-to-play.test.ts) when
 * loading fails with exactly one report, and the bundles' loader asking for nothing from a
 * file: address.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { newGame, type Rules, type Variant } from '../../src/engine/index.ts';
import { rulesText } from '../../src/ui/how-to-play.ts';
import { loadRules } from '../../src/ui/rules-loader.ts';
import { loadRules as loadRulesBesideBundle } from '../../src/ui/rules-loader.bundle.ts';
import { howToPlay, type HowToPlay } from '../../src/ui/rules-text/index.ts';

const rulesOf = (variant: Variant, rules: Partial<Rules> = {}): Rules =>
  newGame({ variant, rules, seed: 1 }).rules;

/** A loader that counts its calls and answers with `answer`. */
function counted(answer: () => Promise<HowToPlay>) {
  const calls = { load: 0, reports: [] as unknown[] };
  const load = () => {
    calls.load++;
    return answer();
  };
  return { calls, load, report: (error: unknown) => calls.reports.push(error) };
}

describe('rulesText: loaded once, on first use', () => {
  test('nothing is loaded before the first text is asked for', () => {
    const loader = counted(() => Promise.resolve(howToPlay));
    rulesText(loader.report, loader.load);
    assert.equal(loader.calls.load, 0);
  });

  test('the full text once loaded: one load for many texts, no report', async () => {
    const loader = counted(() => Promise.resolve(howToPlay));
    const texts = rulesText(loader.report, loader.load);
    const rules = rulesOf('tute-3');
    const docs = await Promise.all([
      texts('tute-3', rules, 'es'),
      texts('tute-3', rules, 'de'),
      texts('tute-3', rules, 'en'),
    ]);
    assert.deepEqual(docs, [
      howToPlay('tute-3', rules, 'es'),
      howToPlay('tute-3', rules, 'de'),
      howToPlay('tute-3', rules, 'en'),
    ]);
    assert.deepEqual(
      await texts('brisca', rulesOf('brisca'), 'en'),
      howToPlay('brisca', rulesOf('brisca'), 'en'),
    );
    assert.equal(loader.calls.load, 1);
    assert.deepEqual(loader.calls.reports, []);
  });

  test('a failed load: false every time, and exactly one rules-unavailable report', async () => {
    const loader = counted(() => Promise.reject(new TypeError('Failed to fetch rules.js')));
    const texts = rulesText(loader.report, loader.load);
    const rules = rulesOf('subastado');
    const [first, second] = await Promise.all([
      texts('subastado', rules, 'es'),
      texts('subastado', rules, 'en'),
    ]);
    const third = await texts('subastado', rules, 'de');
    assert.deepEqual([first, second, third], [false, false, false]);
    assert.equal(loader.calls.load, 1);
    assert.equal(loader.calls.reports.length, 1);
    const [report] = loader.calls.reports;
    assert.ok(report instanceof Error);
    assert.equal((report as Error & { code?: unknown }).code, 'rules-unavailable');
    assert.match(report.message, /Failed to fetch rules\.js/);
  });

  test('a module without howToPlay is a failed load too', async () => {
    const { lazyExport } = await import('../../src/ui/lazy.ts');
    const loader = counted(() =>
      Promise.resolve({ other: 1 }).then((m) => lazyExport<HowToPlay>(m, 'howToPlay', 'rules')),
    );
    const doc = await rulesText(loader.report, loader.load)('tute', rulesOf('tute'), 'en');
    assert.equal(doc, false);
    assert.equal(loader.calls.reports.length, 1);
    assert.match(String(loader.calls.reports[0]), /the rules module has no howToPlay/);
  });
});

describe('the loaders', () => {
  test('source and unbundled builds load the rules module itself', async () => {
    assert.equal(await loadRules(), howToPlay);
  });

  test("the bundles' loader asks for nothing from a file: address (the source's)", async () => {
    assert.match(import.meta.url, /^file:/);
    await assert.rejects(loadRulesBesideBundle(), /rules\.js is not loaded from this page/);
  });
});
