/**
 * Issue #6 in the element's own terms: snapshots validated in full, `persist` (resume, corrupt
 * data, unavailable or full storage), hostile attributes and `act()` calls, names that try to
 * be markup or are endless, and detaching mid-game.
 */
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { IllegalActionError, legalActions, type Action } from '../../src/engine/index.ts';
import '../../src/ui/index.ts';
import type { TuteTable } from '../../src/ui/index.ts';
import {
  errorsOf,
  expectIntact,
  freshKey,
  must,
  patch,
  playable,
  playByClicks,
  root,
  settle,
  stateOf,
  statusOf,
  table,
} from './support.ts';

/** Seat 0 can still make each legal move (tried on a snapshot, put back after each). */
async function expectPlayable(el: TuteTable): Promise<void> {
  await settle(el);
  const state = stateOf(el);
  if (state.phase === 'match-over') return;
  const saved = el.snapshot();
  const legal = legalActions(state);
  expect(legal.length).to.be.greaterThan(0);
  for (const action of legal) {
    await el.act(action);
    el.restore(saved);
  }
  await expectIntact(el);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** A snapshot's JSON, loosely: the parts these tests read or tamper with. */
interface SnapshotData {
  format: string;
  version: unknown;
  config: { rules: Record<string, unknown>; [field: string]: unknown };
  log: { type: string; seat: number; card?: string; [field: string]: unknown }[];
}

/** What `persist` stored under `key`. */
const stored = (key: string) =>
  JSON.parse(must(localStorage.getItem(key), `a match stored under ${key}`)) as {
    from: string;
    snapshot: string;
  };
const storedSnapshot = (key: string) => JSON.parse(stored(key).snapshot) as SnapshotData;

async function persisted(storageKey: string, seed = 41, aiDelay = 0): Promise<TuteTable> {
  return fixture<TuteTable>(
    html`<tute-table
      seed=${seed}
      lang="en"
      persist=${storageKey}
      .aiDelay=${aiDelay}
    ></tute-table>`,
  );
}

describe('<tute-table> snapshots', () => {
  it('rejects broken, tampered and foreign snapshots clearly; the game goes on', async () => {
    const el = await table('tute', 17);
    await playByClicks(el, 2);
    const good = el.snapshot();
    const data = () => JSON.parse(good) as SnapshotData;
    const cases: [string, unknown, RegExp][] = [
      ['truncated', good.slice(0, good.length / 2), /not JSON/],
      ['empty', '', /not JSON/],
      ['not text', 42, /expected the text/],
      [
        'foreign JSON',
        JSON.stringify({ version: 1, config: {}, state: {} }),
        /not a tute-table snapshot/,
      ],
      ['an array', '[1,2,3]', /not a tute-table snapshot/],
      ['future version', JSON.stringify({ ...data(), version: 3 }), /version 3 is not supported/],
      ['version 1', JSON.stringify({ ...data(), version: 1 }), /version 1 is not supported/],
      [
        'unknown variant',
        JSON.stringify({ ...data(), config: { ...data().config, variant: 'skat' } }),
        /config is invalid: variant must be one of .*got "skat"/,
      ],
      [
        'huge',
        `{"format":"tute-table","pad":"${'x'.repeat(4_100_000)}"}`,
        /more than any match needs/,
      ],
    ];
    const tamper = (
      what: string,
      change: (d: ReturnType<typeof data>) => void,
      expected: RegExp,
    ) => {
      const d = data();
      change(d);
      cases.push([what, JSON.stringify(d), expected]);
    };
    const firstPlay = (d: SnapshotData) => must(d.log.find((a) => a.type === 'play'));
    tamper(
      'a card its player does not hold',
      (d) => {
        const play = firstPlay(d);
        play.card = play.card === '1o' ? '1c' : '1o';
      },
      /action \d+ of the log is illegal there: .*(not in seat|may not)/,
    );
    tamper(
      'out of turn',
      (d) => {
        const play = firstPlay(d);
        play.seat = 1 - play.seat;
      },
      /action \d+ of the log is illegal there: .*turn/,
    );
    tamper(
      'not an action',
      (d) => {
        d.log[0] = { type: 'bid', seat: 0, amount: 70 };
      },
      /action 1 of the log is illegal/,
    );
    tamper(
      'rules out of range',
      (d) => {
        d.config.rules = { ...d.config.rules, target: -3 };
      },
      /config is invalid: .*target/,
    );
    tamper(
      'rules that are not rules',
      (d) => {
        d.config.rules = { nonsense: 1 };
      },
      /config is invalid/,
    );
    tamper(
      'no seed',
      (d) => {
        delete d.config.seed;
      },
      /config is invalid: it has no seed/,
    );
    tamper(
      'no log',
      (d) => {
        delete (d as Partial<typeof d>).log;
      },
      /no config or no log/,
    );

    const errors = errorsOf(el);
    const kept = stateOf(el);
    for (const [what, text, expected] of cases) {
      let thrown: unknown = null;
      try {
        el.restore(text as string);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, what).to.be.instanceOf(Error);
      expect((thrown as Error).message, what).to.match(expected);
      expect((thrown as Error).message.length, what).to.be.below(400);
      expect(stateOf(el), what).to.equal(kept);
    }
    expect(errors.map((e) => e.code)).to.deep.equal(cases.map(() => 'bad-snapshot'));
    await expectPlayable(el);
    el.restore(good);
    expect(stateOf(el).log).to.have.length(kept.log.length);
  });
});

describe('<tute-table> snapshot round trips', () => {
  it("restores tute-4 after the dealer's shown card was played (counted once)", async () => {
    const el = await table('tute-4', 3);
    const shown = must(stateOf(el).indicator, "the dealer's shown card");
    await playByClicks(el, Infinity, { until: (s) => s.played.some((p) => p.card === shown) });
    expect(stateOf(el).played.some((p) => p.card === shown)).to.equal(true);
    const copy = await table('tute', 1, 60_000);
    copy.restore(el.snapshot());
    expect(copy.view).to.deep.equal(el.view);
  });

  it('a restored match sets the variant and rules, not the seed (api.md, Attributes)', async () => {
    const from = await table('brisca', 3);
    from.setAttribute('rules', 'target=3');
    await settle(from);
    const el = await table('tute', 9, 60_000);
    el.restore(from.snapshot());
    await el.updateComplete;
    expect([el.variant, el.rules, el.seed]).to.deep.equal(['brisca', 'target=3', '9']);
    // It is the match restored: the attributes it wrote start no other.
    expect(stateOf(el).seed).to.equal(3);
    el.newMatch();
    await el.updateComplete;
    const fresh = stateOf(el);
    expect([fresh.variant, String(fresh.seed), fresh.rules.target]).to.deep.equal([
      'brisca',
      '9',
      3,
    ]);
  });
});

describe('<tute-table persist>', () => {
  it('saves after every action; a new element resumes the position mid-deal', async () => {
    const storageKey = freshKey();
    const el = await persisted(storageKey);
    await playByClicks(el, 3);
    const saved = storedSnapshot(storageKey);
    expect(saved.log).to.have.length(stateOf(el).log.length);
    const view = el.view;
    const said = statusOf(el).split('.')[0] ?? '';
    el.remove();
    const again = await persisted(storageKey);
    expect(again.view).to.deep.equal(view);
    // The status line tells the last card played again ("Lucy plays the …"), not only whose turn.
    expect(stateOf(again).log.at(-1)?.type).to.equal('play');
    expect(said).to.match(/ plays? the /);
    expect(statusOf(again)).to.contain(said);
    await expectPlayable(again);
    localStorage.removeItem(storageKey);
  });

  it("resumes the AI's pending turn", async () => {
    const storageKey = freshKey();
    const el = await persisted(storageKey, 43, 60_000);
    playable(el)?.click();
    await el.updateComplete;
    const waiting = stateOf(el);
    expect(waiting.turn).to.equal(1);
    el.remove();
    const again = await persisted(storageKey, 43, 0);
    expect(stateOf(again).log).to.deep.equal(waiting.log);
    await settle(again);
    expect(stateOf(again).log.length).to.be.greaterThan(waiting.log.length);
    localStorage.removeItem(storageKey);
  });

  it('corrupt or tampered stored data: a clean match and one tute-error', async () => {
    const storageKey = freshKey();
    const el = await persisted(storageKey);
    await playByClicks(el, 1);
    const { from } = stored(storageKey);
    el.remove();
    const snapshot = storedSnapshot(storageKey);
    must(snapshot.log[0]).seat = 5;
    const corrupt = [
      '{"from": "garbage',
      'null',
      JSON.stringify({ from, snapshot: JSON.stringify(snapshot) }),
      JSON.stringify({ from, snapshot: '{}' }),
    ];
    for (const text of corrupt) {
      localStorage.setItem(storageKey, text);
      const t = document.createElement('tute-table');
      const errors = errorsOf(t);
      t.setAttribute('seed', '41');
      t.setAttribute('persist', storageKey);
      t.aiDelay = 0;
      document.body.append(t);
      await t.updateComplete;
      expect(
        errors.map((e) => e.code),
        text,
      ).to.deep.equal(['bad-stored-match']);
      expect(stateOf(t).log, text).to.deep.equal([]);
      await expectIntact(t);
      // The clean match replaced the corrupt data.
      expect(storedSnapshot(storageKey).log).to.deep.equal([]);
      t.remove();
    }
    localStorage.removeItem(storageKey);
  });

  it('storage full or forbidden: one tute-error, then play without saving', async () => {
    const restore: (() => void)[] = [];
    try {
      restore.push(
        patch(Storage.prototype, 'setItem', () => () => {
          throw new DOMException('quota exceeded', 'QuotaExceededError');
        }),
      );
      const full = document.createElement('tute-table');
      const errors = errorsOf(full);
      Object.assign(full, { aiDelay: 0 });
      full.setAttribute('persist', freshKey());
      document.body.append(full);
      await full.updateComplete;
      await playByClicks(full, 3);
      expect(errors.map((e) => e.code)).to.deep.equal(['storage-unavailable']);
      expect(errors[0]?.message).to.match(/QuotaExceededError/);
      await expectPlayable(full);
      full.remove();

      restore.push(
        patch(Storage.prototype, 'getItem', () => () => {
          throw new DOMException('denied', 'SecurityError');
        }),
      );
      const forbidden = document.createElement('tute-table');
      const errors2 = errorsOf(forbidden);
      Object.assign(forbidden, { aiDelay: 0 });
      forbidden.setAttribute('persist', freshKey());
      document.body.append(forbidden);
      await forbidden.updateComplete;
      await playByClicks(forbidden, 2);
      expect(errors2.map((e) => e.code)).to.deep.equal(['storage-unavailable']);
      await expectPlayable(forbidden);
      forbidden.remove();
    } finally {
      for (const put of restore) put();
    }
  });

  it('ignores a match stored for other attributes, and a too-long key', async () => {
    const storageKey = freshKey();
    const el = await persisted(storageKey, 41);
    await playByClicks(el, 1);
    el.remove();
    const other = await persisted(storageKey, 42);
    expect(stateOf(other).seed).to.equal(42);
    expect(stateOf(other).log).to.deep.equal([]);
    const errors = errorsOf(other);
    other.persist = 'k'.repeat(10_000);
    await other.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['bad-persist']);
    await expectPlayable(other);
    localStorage.removeItem(storageKey);
  });
});

describe('<tute-table> against hostile input', () => {
  it('garbage, empty or huge attributes while the AI thinks: reported, game intact', async () => {
    const el = await table('tute', 23, 30);
    await playByClicks(el, 2);
    playable(el)?.click(); // the AI is now thinking
    const before = stateOf(el);
    const errors = errorsOf(el);
    const huge = 'x'.repeat(200_000);
    const garbage: [string, string][] = [
      ['variant', 'skat'],
      ['variant', ''],
      ['variant', huge],
      ['difficulty', 'godlike'],
      ['difficulty', ''],
      ['theme', huge],
      ['theme', '<script>'],
      ['lang', 'klingon'],
      ['lang', huge],
      ['rules', 'target=='],
      ['rules', 'nonsense=1'],
      ['rules', huge],
      ['rules', ';;;=;'],
      ['seed', huge],
    ];
    for (const [name, value] of garbage) {
      el.setAttribute(name, value);
      await el.updateComplete;
      expect(
        stateOf(el).log.slice(0, before.log.length),
        `${name}=${value.slice(0, 20)}`,
      ).to.deep.equal(before.log);
    }
    expect(errors.length).to.be.at.least(garbage.length - 1);
    expect(
      errors.every((e) => e.message.length <= 300),
      'messages stay short',
    ).to.equal(true);
    expect([...new Set(errors.map((e) => e.code))]).to.include.members([
      'unknown-variant',
      'bad-difficulty',
      'bad-theme',
      'bad-lang',
      'bad-rules',
      'bad-seed',
    ]);
    expect(el.variant).to.equal('tute');
    for (const name of ['variant', 'difficulty', 'theme', 'lang', 'rules', 'seed'])
      el.removeAttribute(name);
    Object.assign(el, { aiDelay: Number.NaN });
    await el.updateComplete;
    Object.assign(el, { aiDelay: -5 });
    await el.updateComplete;
    Object.assign(el, { aiDelay: 0 });
    await expectPlayable(el);
  });

  it('seed and rules set to non-text from JavaScript: reported once each, intact', async () => {
    const el = await table('tute', 5);
    const errors = errorsOf(el);
    const before = stateOf(el);
    const junk: [string, unknown][] = [
      ['seed', {}],
      ['seed', true],
      ['rules', { target: 3 }],
      ['rules', 42],
    ];
    for (const [name, value] of junk) {
      const thrown = errors.length;
      // Before the fix the next update threw "t.trim is not a function" and fired nothing.
      Object.assign(el, { [name]: value });
      await el.updateComplete;
      expect(
        errors.slice(thrown).map((e) => e.code),
        `${name} = ${String(value)}`,
      ).to.deep.equal([name === 'seed' ? 'bad-seed' : 'bad-rules']);
    }
    // Another property changes: the junk is not reported again, and the match is the same.
    const reported = errors.length;
    el.theme = 'dark';
    await el.updateComplete;
    expect(errors.length).to.equal(reported);
    expect(stateOf(el)).to.equal(before);
    await expectIntact(el);
  });

  it('act() rejects illegal, out-of-turn, malformed, stale and post-match actions', async () => {
    const el = await fixture<TuteTable>(
      html`<tute-table seed="8" rules="target=1" lang="en" .aiDelay=${60_000}></tute-table>`,
    );
    const errors = errorsOf(el);
    const state = stateOf(el);
    const cyclic: Record<string, unknown> = { type: 'play', seat: 0 };
    cyclic.self = cyclic;
    const trap = {
      type: 'play',
      seat: 0,
      get card(): string {
        throw new Error('gotcha');
      },
    };
    const bad: unknown[] = [
      { type: 'play', seat: 0, card: state.hands[1]?.[0] }, // not in hand
      { type: 'play', seat: 1, card: state.hands[1]?.[0] }, // out of turn
      null,
      undefined,
      42,
      'play 1o',
      [],
      {},
      { type: 'play' },
      { type: 'fly', seat: 0 },
      cyclic,
      trap,
      { type: 'bid', seat: 0, amount: 10n },
      { type: 'play', seat: 0, card: 'x'.repeat(10_000) },
      { type: 'next-deal' },
    ];
    for (const action of bad) {
      const error = await rejection(el.act(action as Action));
      expect(error, String(action)).to.be.instanceOf(IllegalActionError);
      expect((error as Error).message.length).to.be.at.most(300);
      expect(stateOf(el)).to.equal(state);
    }
    expect(errors).to.have.length(bad.length);
    // Stale: legal a moment ago; and the same action twice at once.
    const first = must(legalActions(state)[0]);
    const [a, b] = await Promise.allSettled([el.act(first), el.act(first)]);
    expect(a.status).to.equal('fulfilled');
    expect(b.status).to.equal('rejected');
    expect(await rejection(el.act(first))).to.be.instanceOf(IllegalActionError);
    Object.assign(el, { aiDelay: 0 });
    await playByClicks(el);
    expect(stateOf(el).phase).to.equal('match-over');
    const over = stateOf(el);
    expect(await rejection(el.act({ type: 'next-deal' }))).to.be.instanceOf(IllegalActionError);
    expect(stateOf(el)).to.equal(over);
    el.newMatch();
    await expectPlayable(el);
  });

  it('shows names as text, never markup, and cuts endless ones with one tute-error', async () => {
    const el = document.createElement('tute-table');
    const errors = errorsOf(el);
    el.aiDelay = 0;
    el.setAttribute('lang', 'en');
    el.setAttribute('names', `<img src=x onerror="globalThis.pwned=1">,${'Z'.repeat(10_000)}`);
    document.body.append(el);
    await el.updateComplete;
    expect(root(el).querySelector('img')).to.equal(null);
    const text = root(el).textContent ?? '';
    expect(text).to.contain('<img src=x onerror');
    expect(text).to.not.contain('Z'.repeat(25));
    expect(text).to.contain(`${'Z'.repeat(23)}…`);
    expect(errors.map((e) => e.code)).to.deep.equal(['bad-names']);
    el.setAttribute('names', `\u202eAna\u0000, ${'Z'.repeat(10_000)}`);
    await el.updateComplete;
    expect(root(el).textContent).to.not.contain('\u202e');
    expect((globalThis as { pwned?: number }).pwned).to.equal(undefined);
    await playByClicks(el, 2);
    await expectPlayable(el);
    el.remove();
  });
});

describe('<tute-table> detached mid-game', () => {
  it('leaves no timer or AI work running while detached, and resumes when re-added', async () => {
    const el = await fixture<TuteTable>(
      html`<tute-table seed="29" difficulty="expert" lang="en" .aiDelay=${0}></tute-table>`,
    );
    const parent = el.parentElement as HTMLElement;
    playable(el)?.click(); // the expert AI starts thinking
    await aTimeout(0);
    const waiting = stateOf(el);
    const moves: unknown[] = [];
    el.addEventListener('tute-move', (e) => moves.push(e.detail));
    const realSetTimeout = setTimeout;
    let timers = 0;
    const wait = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));
    const restore = patch(
      window,
      'setTimeout',
      () =>
        ((...args: Parameters<typeof setTimeout>) => {
          timers++;
          return realSetTimeout(...args);
        }) as typeof setTimeout,
    );
    try {
      el.remove();
      await wait(300);
      expect(timers, 'timers set while detached').to.equal(0);
    } finally {
      restore();
    }
    expect(moves).to.deep.equal([]);
    expect(stateOf(el)).to.equal(waiting);
    parent.append(el);
    await waitUntil(() => moves.length > 0, 'the AI did not resume', { timeout: 8000 });
    await settle(el);
    await expectIntact(el);
  });
});
