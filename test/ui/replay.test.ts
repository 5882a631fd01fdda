/**
 * Replay mode (docs/api.md): records from the `record` property and from script children, the
 * controls and keys stepping through the engine's positions, `ply`, `open`, comments, errors,
 * and "play from here".
 */
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, setViewport } from '@web/test-runner-commands';
import {
  applyAction,
  formatRecord,
  legalActions,
  newGame,
  parseRecord,
  recordOf,
  replay,
  viewFor,
  type GameState,
  type TuteRecord,
} from '../../src/engine/index.ts';
import {
  TuteTable as TuteTableClass,
  type TutePlyDetail,
  type TuteTable,
} from '../../src/ui/index.ts';
import '../../src/ui/index.ts';
import { loadReplay } from '../../src/ui/replay-loader.ts';
import { button, errorsOf, freshKey, must, root, stateOf } from './support.ts';

/** A match of `variant` played by first legal actions for `plies` actions (`next-deal` free). */
function played(variant: string, seed: number, plies: number): GameState {
  let state = newGame({ variant: variant as never, seed });
  for (let done = 0; done < plies && state.phase !== 'match-over';) {
    const action = legalActions(state)[0];
    if (!action) break;
    state = applyAction(state, action);
    if (action.type !== 'next-deal') done++;
  }
  return state;
}

/** A record of one deal and a bit of `tute`, with comments at 0, 2 and at its end. */
function annotated(): TuteRecord {
  const record = recordOf(played('tute', 11, 50));
  const first = record.deals[0];
  if (!first) throw new Error('no deal');
  first.comments = { 0: 'Before the first card.', 2: 'After two actions.' };
  first.comments[first.actions.length] = 'The end of the deal.';
  return record;
}

/** A replaying table in a 320 px column, set up before it connects; resolves once it shows. */
async function replayingAt320(record: TuteRecord, open: boolean): Promise<TuteTable> {
  const box = await fixture<HTMLDivElement>(html`<div class="narrow"></div>`);
  box.style.width = '320px';
  const el = document.createElement('tute-table');
  el.setAttribute('mode', 'replay');
  el.lang = 'en';
  el.open = open;
  el.aiDelay = 0;
  box.append(el);
  el.record = record;
  await waitUntil(() => button(el, '[data-action="replay-next"]'), 'no replay controls');
  await el.updateComplete;
  return el;
}

const othersOpen = (el: TuteTable) => [
  ...root(el).querySelectorAll<HTMLElement>('.seat:not(.own) .backs .mini'),
];

/**
 * The others' open cards at least 30 px wide, inside the table, each index uncovered and each
 * showing at least 0.4 of its width beside the next card of its row (its index and suit: a
 * strip of a fifth showed the index alone).
 */
function expectReadableOpenHands(el: TuteTable, when: string): void {
  const table = must(root(el).querySelector('[part="table"]')).getBoundingClientRect();
  const cards = othersOpen(el);
  expect(cards.length, when).to.be.above(0);
  for (const card of cards) {
    const code = card.dataset.code;
    const art = must(card.querySelector('svg')).getBoundingClientRect();
    expect(art.width, `${code} at ${when}`).to.be.at.least(30);
    expect(art.left, `${code} at ${when}`).to.be.at.least(table.left);
    expect(art.right, `${code} at ${when}`).to.be.at.most(table.right);
    // Within its seat's box, not over the seats or the table below.
    const seat = must(card.closest('.seat')).getBoundingClientRect();
    expect(art.bottom, `${code}'s bottom at ${when}`).to.be.at.most(seat.bottom + 1);
    // The index, in the card's top left corner, is not under another card.
    const top = root(el).elementFromPoint(art.left + 4, art.top + 5);
    expect(top?.closest('.mini'), `${code}'s index at ${when}`).to.equal(card);
    const next = card.nextElementSibling?.querySelector('svg')?.getBoundingClientRect();
    if (next && Math.abs(next.top - art.top) < 1)
      expect(next.left - art.left, `${code}'s strip at ${when}`).to.be.at.least(art.width * 0.4);
  }
  // The won piles lie clear of the open cards, inside the table.
  for (const pile of root(el).querySelectorAll<HTMLElement>('.seat:not(.own) .won')) {
    const box = pile.getBoundingClientRect();
    expect(box.right, `a won pile at ${when}`).to.be.at.most(table.right);
    for (const card of othersOpen(el)) {
      const art = must(card.querySelector('svg')).getBoundingClientRect();
      const apart =
        box.right <= art.left ||
        box.left >= art.right ||
        box.bottom <= art.top ||
        box.top >= art.bottom;
      expect(apart, `a won pile over ${card.dataset.code} at ${when}`).to.equal(true);
    }
  }
  // Two rows at most per hand, tute-3's thirteen cards included.
  for (const hand of root(el).querySelectorAll('.seat:not(.own) .backs')) {
    const tops = new Set(
      [...hand.querySelectorAll('.mini svg')].map((c) => Math.round(c.getBoundingClientRect().top)),
    );
    expect(tops.size, `rows of a hand at ${when}`).to.be.at.most(2);
  }
}

const plyEvents = (el: TuteTable): TutePlyDetail[] => {
  const seen: TutePlyDetail[] = [];
  el.addEventListener('tute-ply', (e) => seen.push(e.detail));
  return seen;
};

const click = (el: TuteTable, action: string) => {
  const b = button(el, `[data-action="${action}"]`);
  if (!b) throw new Error(`no ${action} button`);
  b.click();
};

const captionOf = (el: TuteTable) => root(el).querySelector('[part="caption"]')?.textContent ?? '';

/** A replaying table with `record` loaded; resolves once the record is on the table. */
async function replaying(record: unknown, ply = 0, open = false): Promise<TuteTable> {
  const el = await fixture<TuteTable>(
    html`<tute-table mode="replay" lang="en" ply=${ply} ?open=${open} .aiDelay=${0}></tute-table>`,
  );
  el.record = record as TuteRecord;
  await waitUntil(() => button(el, '[data-action="replay-next"]'), 'no replay controls');
  await el.updateComplete;
  return el;
}

describe('<tute-table mode="replay">', () => {
  it('steps with the controls through the engine positions, firing tute-ply', async () => {
    const record = annotated();
    const el = await replaying(record);
    const plies = plyEvents(el);
    expect(stateOf(el)).to.deep.equal(replay(record, 0));
    expect(el.view).to.deep.equal({ ...viewFor(replay(record, 0), 0), legal: [] });
    for (let ply = 1; ply <= 6; ply++) {
      click(el, 'replay-next');
      await el.updateComplete;
      expect(stateOf(el), `ply ${ply}`).to.deep.equal(replay(record, ply));
      expect(el.ply).to.equal(ply);
    }
    click(el, 'replay-prev');
    await el.updateComplete;
    expect(stateOf(el)).to.deep.equal(replay(record, 5));
    const total = record.deals.reduce((n, d) => n + d.actions.length, 0);
    click(el, 'replay-last');
    await el.updateComplete;
    expect(stateOf(el)).to.deep.equal(replay(record, total));
    click(el, 'replay-first');
    await el.updateComplete;
    expect(stateOf(el)).to.deep.equal(replay(record, 0));
    expect(plies.map((p) => p.ply)).to.deep.equal([1, 2, 3, 4, 5, 6, 5, total, 0]);
    expect(plies[7]?.deal).to.equal(replay(record, total).dealCount);
    expect(plies[0]?.deal).to.equal(1);
  });

  it('autoplay: its button starts and stops it; a step by the person stops it too', async () => {
    const el = await replaying(annotated());
    el.aiDelay = 20; // a step every 50 ms
    const pressed = () => button(el, '[data-action="replay-play"]')?.getAttribute('aria-pressed');
    const still = async (): Promise<void> => {
      const at = el.ply;
      await new Promise((r) => setTimeout(r, 300));
      expect(el.ply, 'no step after autoplay stopped').to.equal(at);
    };
    expect(pressed()).to.equal('false');
    click(el, 'replay-play');
    await el.updateComplete;
    expect(pressed()).to.equal('true');
    await waitUntil(() => el.ply >= 2, 'autoplay does not step');
    click(el, 'replay-play');
    await el.updateComplete;
    expect(pressed()).to.equal('false');
    await still();
    click(el, 'replay-play');
    await waitUntil(() => el.ply >= 4, 'autoplay does not start again');
    click(el, 'replay-prev');
    await el.updateComplete;
    expect(pressed()).to.equal('false');
    await still();
  });

  it('steps with ← → Home End on the focused table', async () => {
    const record = annotated();
    const el = await replaying(record, 3);
    const total = record.deals.reduce((n, d) => n + d.actions.length, 0);
    button(el, '[data-action="replay-next"]')?.focus();
    const key = async (k: string) => {
      const target = root(el).activeElement ?? el;
      target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
      await el.updateComplete;
    };
    await key('ArrowRight');
    expect(stateOf(el)).to.deep.equal(replay(record, 4));
    await key('ArrowLeft');
    await key('ArrowLeft');
    expect(stateOf(el)).to.deep.equal(replay(record, 2));
    await key('End');
    expect(stateOf(el)).to.deep.equal(replay(record, total));
    await key('Home');
    expect(stateOf(el)).to.deep.equal(replay(record, 0));
    expect(el.ply).to.equal(0);
  });

  it('opens at ply, clamps a ply out of range (bad-ply), and follows a new ply', async () => {
    const record = annotated();
    const total = record.deals.reduce((n, d) => n + d.actions.length, 0);
    const el = await replaying(record, 7);
    expect(stateOf(el)).to.deep.equal(replay(record, 7));
    const errors = errorsOf(el);
    el.ply = 2;
    await el.updateComplete;
    expect(stateOf(el)).to.deep.equal(replay(record, 2));
    el.ply = total + 10;
    await el.updateComplete;
    expect(stateOf(el)).to.deep.equal(replay(record, total));
    expect(el.ply).to.equal(total);
    expect(errors.map((e) => e.code)).to.deep.equal(['bad-ply']);
  });

  it('a ply clamped to the position shown still says which; a removed ply is 0', async () => {
    const record = annotated();
    const el = await replaying(record);
    const errors = errorsOf(el);
    const plies: number[] = [];
    el.addEventListener('tute-ply', (e) => plies.push(e.detail.ply));
    // At 0, ply -1 is clamped to 0: shown already, and el.ply stayed -1.
    el.ply = -1;
    await el.updateComplete;
    expect(el.ply).to.equal(0);
    expect(errors.map((e) => e.code)).to.deep.equal(['bad-ply']);
    // Nothing moved: no tute-ply (it fired with the same ply).
    expect(plies).to.deep.equal([]);
    el.ply = 4;
    await el.updateComplete;
    el.removeAttribute('ply');
    await el.updateComplete;
    expect(stateOf(el)).to.deep.equal(replay(record, 0));
    expect(el.ply).to.equal(0);
    expect(errors).to.have.length(1);
    expect(plies).to.deep.equal([4, 0]);
    // A removed mode is play, the default: the record is played on from its end.
    el.removeAttribute('mode');
    await el.updateComplete;
    await el.updateComplete;
    expect(el.mode).to.equal('play');
    expect(stateOf(el).log).to.deep.equal(replay(record).log);
    expect(errors).to.have.length(1);
  });

  it('a record that comes after the table shows opens at the ply asked for', async () => {
    // A page that fetches its record: meanwhile the table replays the match so far (0 actions),
    // where ply 7 is out of range; the record then opened at 0. Waiting for the record, the ply
    // is not an error: no bad-ply (one fired before the record came).
    const record = annotated();
    const el = document.createElement('tute-table') as TuteTable;
    const errors = errorsOf(el);
    el.setAttribute('mode', 'replay');
    el.setAttribute('lang', 'en');
    el.setAttribute('ply', '7');
    el.aiDelay = 0;
    document.body.append(el);
    try {
      await waitUntil(() => button(el, '[data-action="replay-next"]'), 'no replay controls');
      el.ply = 9;
      await el.updateComplete;
      el.record = formatRecord(record);
      await waitUntil(() => stateOf(el).log.length > 0, 'the record never showed');
      await el.updateComplete;
      expect(stateOf(el)).to.deep.equal(replay(record, 9));
      expect(el.ply).to.equal(9);
      expect(errors).to.deep.equal([]);
      // A ply the page sets afterwards is followed as before, and one past the record is bad.
      el.ply = 3;
      await el.updateComplete;
      expect(stateOf(el)).to.deep.equal(replay(record, 3));
      el.ply = 9999;
      await el.updateComplete;
      expect(errors.map((e) => e.code)).to.deep.equal(['bad-ply']);
    } finally {
      el.remove();
    }
  });

  it('replaying the match so far, a ply that is no whole number is bad, and quoted', async () => {
    const el = document.createElement('tute-table') as TuteTable;
    const errors = errorsOf(el);
    el.setAttribute('mode', 'replay');
    el.setAttribute('lang', 'en');
    el.setAttribute('ply', '-2');
    document.body.append(el);
    try {
      await waitUntil(() => button(el, '[data-action="replay-next"]'), 'no replay controls');
      el.ply = 2.5;
      await el.updateComplete;
      // The attribute's text is quoted where it is no number at all (it read "got NaN").
      el.setAttribute('ply', 'abc');
      await el.updateComplete;
      expect(errors.map((e) => e.code)).to.deep.equal(['bad-ply', 'bad-ply', 'bad-ply']);
      expect(errors.map((e) => e.message.replace(/.*; /, ''))).to.deep.equal([
        'got -2 (showing 0)',
        'got 2.5 (showing 0)',
        'got "abc" (showing 0)',
      ]);
      expect(el.ply).to.equal(0);
    } finally {
      el.remove();
    }
  });

  it('takes a record and a player set before the element was defined', async () => {
    // Plain accessors: the values, set on the not yet upgraded element, hid them and were lost.
    const record = annotated();
    const el = document.createElement('tute-table-late') as TuteTable;
    el.setAttribute('mode', 'replay');
    el.setAttribute('lang', 'en');
    const errors = errorsOf(el);
    el.record = formatRecord(record);
    el.ply = 5;
    const asked: number[] = [];
    el.player = (view) => {
      asked.push(view.seat);
      return Promise.resolve(must(view.legal[0]));
    };
    await fixture(html`<div></div>`).then((box) => box.append(el));
    customElements.define('tute-table-late', class extends TuteTableClass {});
    await waitUntil(() => button(el, '[data-action="replay-next"]'), 'no replay controls');
    await el.updateComplete;
    expect(Object.hasOwn(el, 'record') || Object.hasOwn(el, 'player')).to.equal(false);
    expect(stateOf(el)).to.deep.equal(replay(record, 5));
    expect(errors).to.deep.equal([]);
    // Played on, the AI seats ask the page's player.
    el.aiDelay = 0;
    click(el, 'play-from-here');
    // Seat 0 plays its first legal action whenever it may, until an AI seat is to move.
    for (let i = 0; i < 12 && asked.length === 0; i++) {
      await waitUntil(() => asked.length > 0 || el.legalActions.length > 0, 'nobody moves', {
        timeout: 4000,
      });
      if (asked.length === 0) await el.act(must(el.legalActions[0]));
    }
    expect(asked, 'the AI seats ask the page’s player').to.have.length.above(0);
    expect(asked).to.not.include(0);
  });

  it('shows the comments of each position as a caption of fixed height', async () => {
    const record = annotated();
    const el = await replaying(record);
    expect(captionOf(el)).to.contain('Before the first card.');
    const caption = root(el).querySelector('[part="caption"]') as HTMLElement;
    const height = caption.getBoundingClientRect().height;
    click(el, 'replay-next');
    await el.updateComplete;
    expect(captionOf(el)).to.not.contain('Before the first card.');
    click(el, 'replay-next');
    await el.updateComplete;
    expect(captionOf(el)).to.contain('After two actions.');
    el.ply = record.deals[0]?.actions.length ?? 0;
    await el.updateComplete;
    expect(captionOf(el)).to.contain('The end of the deal.');
    const after = root(el).querySelector('[part="caption"]') as HTMLElement;
    expect(after.getBoundingClientRect().height).to.equal(height);
    expect(after.querySelector('.notes')?.getAttribute('aria-live')).to.equal('polite');
  });

  it('a comment longer than its box fades at the foot until scrolled to its end', async () => {
    // On a phone no scroll bar shows, and a cut comment read as if it ended there.
    const record = annotated();
    const first = must(record.deals[0]);
    first.comments = { 0: 'Short.', 1: 'A long comment, sentence after sentence. '.repeat(12) };
    const el = await replayingAt320(record, false);
    const notes = must(root(el).querySelector<HTMLElement>('.notes'));
    const mask = () => getComputedStyle(notes).maskImage;
    expect(notes.scrollHeight).to.equal(notes.clientHeight);
    expect(mask(), 'a comment that fits').to.equal('none');
    click(el, 'replay-next');
    await el.updateComplete;
    await waitUntil(() => notes.scrollHeight > notes.clientHeight, 'the long comment shows');
    await waitUntil(() => mask() !== 'none', 'the foot fades');
    notes.scrollTop = notes.scrollHeight;
    await waitUntil(() => mask() === 'none', 'scrolled to the end, nothing fades');
  });

  it('320 px, large text: "play from here" stays whole and stepping moves nothing', async () => {
    // At 200% text the position and the button shared a row: the button ran past the caption.
    const record = recordOf(played('tute', 11, 120));
    try {
      for (const size of ['24px', '32px']) {
        document.documentElement.style.fontSize = size;
        const el = await replayingAt320(record, false);
        const caption = must(root(el).querySelector<HTMLElement>('.caption'));
        const play = must(button(el, '[data-action="play-from-here"]'));
        const heights = new Set<number>();
        for (let step = 0; step < 120; step++) {
          const box = caption.getBoundingClientRect();
          const r = play.getBoundingClientRect();
          expect(r.right, `${size}, move ${step}`).to.be.at.most(box.right + 0.5);
          expect(play.scrollWidth, `${size}: the button's words`).to.be.at.most(play.clientWidth);
          heights.add(Math.round(el.getBoundingClientRect().height));
          click(el, 'replay-next');
          await el.updateComplete;
        }
        expect([...heights], `${size}: the table's height while stepping`).to.have.length(1);
        fixtureCleanup();
      }
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('nobody acts by themselves: no AI move, no card played by a click', async () => {
    const record = recordOf(played('tute', 4, 1));
    const el = await replaying(record, 1);
    const before = stateOf(el);
    expect(before.turn).to.not.equal(null);
    for (const card of root(el).querySelectorAll<HTMLButtonElement>('[data-card]')) card.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(stateOf(el)).to.equal(before);
    const errors = errorsOf(el);
    let refused: unknown = null;
    await el.act(legalActions(before)[0] as never).catch((e: unknown) => (refused = e));
    expect((refused as { code?: string } | null)?.code).to.equal('bad-mode');
    expect(errors.map((e) => e.code)).to.deep.equal(['bad-mode']);
  });

  it("seat 0's cards are not playable in replay, even where seat 0 is to play", async () => {
    const record = recordOf(played('tute', 4, 8));
    const ply = [...Array(9).keys()].find((p) => replay(record, p).turn === 0) ?? -1;
    expect(ply, 'a position where seat 0 is to play').to.be.at.least(0);
    const el = await replaying(record, ply);
    const before = stateOf(el);
    const buttons = [...root(el).querySelectorAll<HTMLButtonElement>('[data-card]')];
    expect(buttons.length).to.be.above(0);
    for (const card of buttons) expect(card.getAttribute('aria-disabled')).to.equal('true');
    must(buttons[0]).click();
    await waitUntil(() => root(el).querySelector('#hand-hint')?.textContent?.trim(), 'no hint');
    expect(root(el).querySelector('#hand-hint')?.textContent?.trim()).to.equal('Not playable now');
    expect(stateOf(el)).to.equal(before);
    // Nor does the status line ask for a move: the record plays seat 0, not the viewer.
    const status = () => root(el).querySelector('[part="status"]')?.textContent ?? '';
    expect(status()).to.not.contain('Your turn');
    // At the others' turns it says whose turn it is, as in play.
    const next = [...Array(12).keys()].find((p) => p > ply && replay(record, p).turn === 1) ?? -1;
    el.ply = next;
    await waitUntil(() => stateOf(el).turn === 1, 'the next position');
    await el.updateComplete;
    expect(status()).to.match(/\w's turn/);
  });

  it('back to mode="play": the live match returns as it was, its persist copy too', async () => {
    const key = freshKey();
    const el = await fixture<TuteTable>(
      html`<tute-table lang="en" seed="4" persist=${key} .aiDelay=${0}></tute-table>`,
    );
    for (let i = 0; i < 5; i++) {
      await waitUntil(() => el.legalActions.length > 0, 'seat 0 never got the turn');
      await el.act(el.legalActions[0] as never);
    }
    await el.updateComplete;
    const live = stateOf(el);
    const saved = localStorage.getItem(key);
    expect(live.log.length).to.be.greaterThan(5);
    el.mode = 'replay';
    el.ply = 0;
    await waitUntil(() => button(el, '[data-action="replay-next"]'), 'no replay controls');
    expect(stateOf(el).log.length, 'replay shows the start').to.equal(0);
    expect(localStorage.getItem(key), 'nothing saved in replay').to.equal(saved);
    el.mode = 'play';
    await el.updateComplete;
    await el.updateComplete;
    // Before the fix the table stayed at the replayed position (an empty log) and saved it.
    expect(stateOf(el)).to.equal(live);
    expect(localStorage.getItem(key)).to.equal(saved);
    expect(button(el, '[data-action="replay-next"]')).to.equal(null);
    // The match goes on from where it was.
    await waitUntil(() => el.legalActions.length > 0, 'seat 0 never got the turn again');
    await el.act(el.legalActions[0] as never);
    expect(stateOf(el).log.slice(0, live.log.length)).to.deep.equal(live.log);
    localStorage.removeItem(key);
  });

  it('back to mode="play" with a record given: the record is played on from its end', async () => {
    const record = annotated();
    const el = await replaying(record, 3);
    el.mode = 'play';
    await el.updateComplete;
    await el.updateComplete;
    expect(stateOf(el).log).to.deep.equal(replay(record).log);
    expect(el.record.deals.length).to.equal(record.deals.length);
  });

  it('"play from here" goes on with legal moves and the AI', async () => {
    const record = annotated();
    const el = await replaying(record, 5);
    click(el, 'play-from-here');
    await el.updateComplete;
    expect(el.mode).to.equal('play');
    expect(el.getAttribute('mode')).to.equal('play');
    const from = replay(record, 5).log.length;
    // Seat 0 plays its first legal action whenever it may; the AI answers (aiDelay 0).
    for (let i = 0; i < 12; i++) {
      await waitUntil(() => el.legalActions.length > 0, 'seat 0 never got the turn', {
        timeout: 4000,
      });
      await el.act(el.legalActions[0] as never);
    }
    const log = stateOf(el).log;
    expect(log.length).to.be.greaterThan(from + 12);
    expect(log.slice(0, from)).to.deep.equal(replay(record, 5).log);
    expect(log.slice(from).some((a) => 'seat' in a && a.seat !== 0)).to.equal(true);
    expect(root(el).querySelector('[part="caption"]')).to.equal(null);
  });

  it('reads a record from a script child: the text notation and JSON, with its names', async () => {
    const record = { ...annotated(), names: ['You', 'Pau'] };
    const text = formatRecord(record);
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.innerHTML =
      `<tute-table mode="replay" ply="4" lang="en"><script type="text/tute-record">${text}` +
      `</script></tute-table><tute-table mode="replay" ply="2" lang="en">` +
      `<script type="application/json">${JSON.stringify(record)}</script></tute-table>`;
    const [a, b] = [...host.querySelectorAll('tute-table')];
    const log = (el: Element | undefined) => (el as TuteTable | undefined)?.view.log.length ?? 0;
    await waitUntil(() => log(a) > 0 && log(b) > 0, 'the records were not loaded');
    expect(stateOf(a as TuteTable)).to.deep.equal(replay(record, 4));
    expect(stateOf(b as TuteTable)).to.deep.equal(replay(record, 2));
    expect((a as TuteTable).record).to.deep.equal(record);
    const name = (el: Element | undefined, seat: number) =>
      el?.shadowRoot?.querySelector(`.seat[data-seat="${seat}"] .name`)?.textContent;
    expect([name(a, 0), name(a, 1), name(b, 1)]).to.deep.equal(['You', 'Pau', 'Pau']);
  });

  it('a broken record: a readable error in the table, a tute-error, nothing changed', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const errors: { code: string; message: string }[] = [];
    host.addEventListener('tute-error', (e) => errors.push(e.detail));
    host.innerHTML =
      '<tute-table mode="replay" lang="en"><script type="text/tute-record">' +
      '[Variant "tute"]\n[Names "You, Ada"]\nDeal 1\nYou: 1o 1o</script></tute-table>';
    const el = host.querySelector('tute-table') as TuteTable;
    await waitUntil(() => errors.length > 0, 'no tute-error');
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['bad-record']);
    expect(errors[0]?.message).to.match(/^line 4, column \d+: /);
    expect(captionOf(el)).to.contain('This game record cannot be shown');
    expect(must(root(el).querySelector<HTMLElement>('.caption .error')).lang).to.equal('en');
    expect(captionOf(el)).to.contain('line 4, column');
    // No cards that would pass for the record's: the table it holds is not the record's.
    const shown = () =>
      ['.score', '.seat', '.center', '.status', '.hand-area', '[data-card]'].filter(
        (s) => getComputedStyle(must(root(el).querySelector(s))).visibility !== 'hidden',
      );
    expect(shown()).to.deep.equal([]);
    // As high as the table that shows the record: the page around it does not jump.
    const broken = el.getBoundingClientRect().height;
    const before = stateOf(el);
    el.record = { format: 'tute-record', version: 1, variant: 'tute', deals: [] } as never;
    await waitUntil(() => errors.length > 1);
    expect(errors[1]?.code).to.equal('bad-record');
    expect(stateOf(el)).to.equal(before);
    el.record = recordOf(played('tute', 3, 4));
    await waitUntil(() => button(el, '[data-action="replay-next"]'), 'a good record shows');
    await el.updateComplete;
    expect(shown()).to.have.length(6);
    expect(el.getBoundingClientRect().height).to.be.closeTo(broken, 1);
    // The caption's button is as high as the table's (its variables are the table's).
    const play = must(button(el, '[data-action="play-from-here"]')).getBoundingClientRect();
    expect(must(root(el).querySelector<HTMLElement>('.caption .where')).lang).to.equal('en');
    expect(play.height).to.be.closeTo(44, 0.5);
  });

  it('open: every hand face up, in replay and in play; the AI sees only its view', async () => {
    const record = recordOf(played('tute-4', 3, 9));
    const el = await replaying(record, 9, true);
    const state = stateOf(el);
    for (const [seat, hand] of state.hands.entries()) {
      if (seat === 0) continue;
      for (const card of hand) {
        expect(
          root(el).querySelector(`.seat[data-seat="${seat}"] [data-code="${card}"]`),
          `seat ${seat}'s ${card}`,
        ).to.not.equal(null);
      }
    }
    const seen: unknown[] = [];
    const play = await fixture<TuteTable>(
      html`<tute-table variant="tute" seed="3" open .aiDelay=${0} lang="en"></tute-table>`,
    );
    play.player = (view) => {
      seen.push(view.hands);
      return Promise.resolve(view.legal[0] as never);
    };
    const other = stateOf(play).hands[1] ?? [];
    expect(root(play).querySelector(`[data-code="${other[0]}"]`)).to.not.equal(null);
    await play.act(play.legalActions[0] as never);
    await waitUntil(() => seen.length > 0, 'the AI never moved');
    const hands = seen[0] as unknown[];
    expect(hands.filter((h) => Array.isArray(h))).to.have.length(1);
  });

  it('namedRecordText: the match so far, and the record shown, as the text notation', async () => {
    const { namedRecordText } = await loadReplay();
    const el = await fixture<TuteTable>(
      html`<tute-table seed="6" .aiDelay=${60_000}></tute-table>`,
    );
    await el.act(el.legalActions[0] as never);
    const now = stateOf(el);
    expect(parseRecord(namedRecordText(el.record))).to.deep.equal(recordOf(now));
    expect(now.log).to.have.length(1);
    // The table's names where the record has none; none where two are alike (in any case).
    const named = namedRecordText(el.record, ['Ana', 'Bea Gil']);
    expect(named).to.contain('[Names "Ana, Bea Gil"]');
    expect(parseRecord(named)).to.deep.equal({ ...recordOf(now), names: ['Ana', 'Bea Gil'] });
    expect(parseRecord(namedRecordText(el.record, ['Ana', 'ANA']))).to.deep.equal(recordOf(now));
    const record = { ...annotated(), names: ['Ada', 'Bo'] };
    const shown = await replaying(record, 3);
    const text = namedRecordText(shown.record, ['You', 'Lucy']);
    expect(text).to.contain('{After two actions.}');
    expect(parseRecord(text)).to.deep.equal(record);
  });

  for (const [variant, open] of [
    ['tute', false],
    ['tute-4', true],
  ] as const) {
    it(`320 px, ${variant}${open ? ', open' : ''}: nothing moves while stepping`, async () => {
      const record = recordOf(played(variant, 21, 60));
      const first = record.deals[0];
      if (!first) throw new Error('no deal');
      first.comments = { 1: 'A long note. '.repeat(40), 3: 'A short one.' };
      const el = await replayingAt320(record, open);
      const places = () => {
        const at = el.getBoundingClientRect();
        const parts = ['[part="hand"]', '[part="caption"]', '[part="controls"]', '.seat'];
        return [
          at.height,
          ...parts.flatMap((sel) =>
            [...root(el).querySelectorAll(sel)].flatMap((e) => {
              const r = e.getBoundingClientRect();
              return [r.left - at.left, r.top - at.top, r.right - at.left, r.bottom - at.top];
            }),
          ),
        ];
      };
      const start = places();
      const total = record.deals.reduce((n, d) => n + d.actions.length, 0);
      for (let ply = 1; ply <= total; ply++) {
        click(el, 'replay-next');
        await el.updateComplete;
        const now = places();
        expect(now.length, `ply ${ply}`).to.equal(start.length);
        const moved = Math.max(...now.map((v, i) => Math.abs(v - (start[i] ?? 0))));
        expect(moved, `ply ${ply}: moved ${moved} px`).to.be.at.most(2);
      }
      const controls = root(el).querySelector('[part="controls"]') as HTMLElement;
      expect(controls.scrollWidth, 'every replay button fits').to.be.at.most(controls.clientWidth);
    });
  }

  it("320 px, tute-4 open: the others' cards show whole, indices uncovered", async () => {
    const record = recordOf(played('tute-4', 21, 60));
    const el = await replayingAt320(record, true);
    for (let ply = 0; ply < 30; ply++) {
      await el.updateComplete;
      expectReadableOpenHands(el, `ply ${ply}`);
      click(el, 'replay-next');
    }
  });

  it("320 px with large text, open: the others' cards readable, sized by the width", async () => {
    // At the cards' 3rem floor (96 px at 200% text) five shared a seat's 90 px: each row of an
    // open hand showed its last card alone.
    try {
      for (const size of ['24px', '32px'])
        for (const variant of ['tute-4', 'tute-3']) {
          document.documentElement.style.fontSize = size;
          const el = await replayingAt320(recordOf(played(variant, 21, 60)), true);
          for (let ply = 0; ply < 12; ply++) {
            await el.updateComplete;
            expectReadableOpenHands(el, `${variant} ${size}, ply ${ply}`);
            click(el, 'replay-next');
          }
          fixtureCleanup();
        }
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  for (const [variant, width] of [
    ['tute-4', 320],
    ['tute-3', 320],
    ['tute-4', 1000],
    ['tute-3', 1000],
    ['tute', 1000],
  ] as const) {
    it(`${width} px, ${variant} open in play: the others' cards are as readable`, async () => {
      // The whole table in the window: elementFromPoint sees nothing outside it.
      await setViewport({ width: width + 100, height: 1200 });
      try {
        const box = await fixture<HTMLDivElement>(html`<div></div>`);
        box.style.width = `${width}px`;
        const el = document.createElement('tute-table');
        el.setAttribute('variant', variant);
        el.setAttribute('seed', '21');
        el.lang = 'en';
        el.open = true;
        el.aiDelay = 60_000;
        const errors = errorsOf(el);
        box.append(el);
        await waitUntil(
          () => (othersOpen(el)[0]?.querySelector('svg')?.getBoundingClientRect().width ?? 0) >= 30,
          'the open hands stay a narrow fan',
        );
        expectReadableOpenHands(el, 'play');
        expect(errors).to.deep.equal([]);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('is accessible in replay (axe), comments and open hands included', async () => {
    const el = await replaying(annotated(), 2, true);
    await expect(el).to.be.accessible();
  });

  it('names each replay button once: its title, not echoed as a description', async () => {
    // With an aria-label equal to the title, the title became the description: "To the start,
    // To the start".
    type Node = { role?: string; name?: string; description?: string; children?: Node[] };
    const el = await replaying(annotated(), 2, false);
    const titled = [...root(el).querySelectorAll<HTMLElement>('.replay button[title]')];
    expect(titled.length).to.equal(5);
    const named = new Map<string, Node>();
    const walk = (n: Node) => {
      if (n.role === 'button' && n.name) named.set(n.name, n);
      n.children?.forEach(walk);
    };
    walk((await a11ySnapshot({})) as unknown as Node);
    for (const t of titled) {
      const n = named.get(t.title);
      expect(n, t.title).to.not.equal(undefined);
      expect(n?.description ?? '', t.title).to.not.equal(t.title);
    }
  });
});
