/**
 * Fuzz: the element driven with thousands of seeded random steps per run — mostly invalid
 * actions, attribute changes (good values and garbage), clicks on whatever button is there,
 * snapshot round trips, detaching — across every variant. After each step: no uncaught error,
 * no console error, a rejection only ever as IllegalActionError with the game unchanged, and
 * the table intact (each card once, the view the engine's, the DOM showing seat 0's hand).
 * At the end every legal move is still accepted.
 */
import { expect } from '@open-wc/testing';
import {
  IllegalActionError,
  legalActions,
  type Action,
  type GameState,
} from '../../src/engine/index.ts';
import '../../src/ui/index.ts';
import { SUITS } from '../support/cards.ts';
import { prng } from '../support/random.ts';
import { VARIANTS } from '../support/variants.ts';
import { expectIntact, must, root, stateOf } from './support.ts';

const STEPS = 450;
const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12];

function fuzzer(random: () => number) {
  /** One of `xs`, which may well be null or undefined (garbage is the point). */
  const pick = <T>(xs: readonly T[]): T => {
    const at = Math.floor(random() * xs.length);
    for (const [i, x] of xs.entries()) if (i === at) return x;
    throw new RangeError('pick from an empty list');
  };
  const card = () =>
    random() < 0.9
      ? `${pick(RANKS)}${pick(SUITS)}`
      : pick(['', '13o', '1x', 'AS', '<b>', 'x'.repeat(3000)]);
  const seat = () =>
    random() < 0.85 ? Math.floor(random() * 5) : pick([-1, 0.5, '0', null, 1e9, Number.NaN]);
  const action = (state: GameState): unknown => {
    const roll = random();
    if (roll < 0.15) {
      const legal = legalActions(state);
      if (legal.length) return pick(legal);
    }
    if (roll < 0.2)
      return pick([null, undefined, 7, 'play', [], {}, { type: 'play' }, { type: '__proto__' }]);
    switch (
      pick([
        'play',
        'play',
        'play',
        'sing',
        'tute',
        'swap',
        'bid',
        'pass',
        'trump',
        'censor',
        'capote',
        'next-deal',
        'zzz',
      ])
    ) {
      case 'play':
        return { type: 'play', seat: seat(), card: card() };
      case 'sing':
        return { type: 'sing', seat: seat(), suit: pick([...SUITS, 'z']) };
      case 'tute':
        return { type: 'tute', seat: seat(), rank: pick([11, 12, 10, '12']) };
      case 'bid':
        return {
          type: 'bid',
          seat: seat(),
          amount: pick([0, 60, 65, 70, 71, 120, 230, 235, -5, 1e12, Number.NaN]),
        };
      case 'trump':
        return { type: 'trump', seat: seat(), suit: pick([...SUITS, '']) };
      case 'censor':
        return { type: 'censor', seat: seat(), take: pick([true, false, 'yes']) };
      case 'next-deal':
        return { type: 'next-deal' };
      case 'zzz':
        return { type: 'zzz', seat: 0 };
      default:
        return { type: pick(['swap', 'pass', 'capote']), seat: seat() };
    }
  };
  const attribute = (): [string, string | null] => {
    const name = pick([
      'difficulty',
      'theme',
      'lang',
      'names',
      'rules',
      'persist',
      'seed',
      'variant',
    ]);
    const garbage = pick(['', '<i>x</i>', 'x'.repeat(5000), ' ', 'null', '=;=', '\u202e']);
    const good: Record<string, readonly string[]> = {
      difficulty: ['easy', 'medium'],
      theme: ['classic', 'light', 'dark'],
      lang: ['es', 'en', 'de'],
      names: ['Ana, Bea, Cris, Dani', `${'N'.repeat(40)},<b>b</b>`, ', ,'],
      rules: ['target=3', 'lastTrickBonus=0', 'tie=draw'],
      persist: ['tute-fuzz-a', 'tute-fuzz-b'],
      seed: ['1', '2', 'abc'],
      variant: VARIANTS,
    };
    if (random() < 0.1) return [name, null];
    return [name, random() < 0.5 ? pick(must(good[name])) : garbage];
  };
  return { pick, action, attribute };
}

describe('<tute-table> fuzz', function () {
  this.timeout(90_000);

  it('survives thousands of random, mostly invalid, actions and attribute changes', async () => {
    const consoleErrors: unknown[][] = [];
    const uncaught: unknown[] = [];
    const realError = console.error;
    console.error = (...args: unknown[]) => {
      consoleErrors.push(args);
      realError(...args);
    };
    const onError = (e: ErrorEvent) => uncaught.push(e.message);
    const onRejection = (e: PromiseRejectionEvent) => uncaught.push(String(e.reason));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const counts = {
      actions: 0,
      rejected: 0,
      accepted: 0,
      attributes: 0,
      clicks: 0,
      restores: 0,
      detaches: 0,
    };
    try {
      for (const [v, variant] of VARIANTS.entries()) {
        const random = prng(1000 + v);
        const f = fuzzer(random);
        const el = document.createElement('tute-table');
        el.aiDelay = 0;
        el.setAttribute('variant', variant);
        el.setAttribute('seed', String(v));
        el.setAttribute('difficulty', 'easy');
        document.body.append(el);
        await el.updateComplete;
        for (let step = 0; step < STEPS; step++) {
          const roll = random();
          const before = stateOf(el);
          const where = `${variant} step ${step}`;
          if (roll < 0.6) {
            counts.actions++;
            try {
              await el.act(f.action(before) as Action);
              counts.accepted++;
            } catch (error) {
              counts.rejected++;
              expect(error, where).to.be.instanceOf(IllegalActionError);
              expect(stateOf(el), where).to.equal(before);
            }
          } else if (roll < 0.72) {
            counts.attributes++;
            const [name, value] = f.attribute();
            if (value === null) el.removeAttribute(name);
            else el.setAttribute(name, value);
          } else if (roll < 0.82) {
            counts.clicks++;
            const targets = [...root(el).querySelectorAll<HTMLButtonElement>('button')];
            if (targets.length) f.pick(targets).click();
          } else if (roll < 0.86) {
            counts.restores++;
            const text = el.snapshot();
            try {
              el.restore(random() < 0.5 ? text : text.slice(0, Math.floor(random() * text.length)));
            } catch {
              expect(stateOf(el), where).to.equal(before);
            }
          } else if (roll < 0.88) {
            counts.detaches++;
            el.remove();
            await el.act(f.action(before) as Action).catch(() => undefined);
            document.body.append(el);
          } else {
            // Give the AI its turn.
            await new Promise((resolve) => setTimeout(resolve, 0));
          }
          await expectIntact(el);
          expect(consoleErrors, `${where}: console errors`).to.deep.equal([]);
          expect(uncaught, `${where}: uncaught errors`).to.deep.equal([]);
        }
        // Every legal move is still accepted (each tried from the same position).
        const state = stateOf(el);
        const saved = el.snapshot();
        for (const action of legalActions(state)) {
          await el.act(action);
          el.restore(saved);
        }
        await expectIntact(el);
        el.remove();
      }
    } finally {
      console.error = realError;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      localStorage.removeItem('tute-fuzz-a');
      localStorage.removeItem('tute-fuzz-b');
    }
    expect(counts.actions).to.be.greaterThan(1500);
    expect(counts.accepted).to.be.greaterThan(100);
    expect(counts.rejected).to.be.greaterThan(1000);
  });
});
