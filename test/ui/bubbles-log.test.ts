// Issue 14, points 4 and 5: speech bubbles at the seats (and the AI waiting for them), the
// `speed` attribute, each seat's last call in the auction, the deal's last trick kept on the
// table, the previous trick and the deal's log as panels, the leader of the trick marked.
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/ui/index.ts';
import type { TuteTable } from '../../src/ui/index.ts';
import type { Action, GameState, PlayedCard, Seat } from '../../src/engine/index.ts';
import {
  bidButton,
  button,
  errorsOf,
  must,
  playByClicks,
  root,
  settle,
  stateOf,
  table,
  type Policy,
} from './support.ts';

const bubbleAt = (el: TuteTable, seat: Seat) =>
  root(el).querySelector<HTMLElement>(`.seat[data-seat="${seat}"] .bubble-slot [part~="bubble"]`);
const shownAt = (el: TuteTable, seat: Seat) =>
  root(el).querySelectorAll(`.seat[data-seat="${seat}"] .reveal .mini[data-code]`).length;

interface Sung {
  el: TuteTable;
  seat: Seat;
  at: number;
}

/**
 * A `tute` table (seed from 1) where an AI seat sings while seat 0 plays by clicks; play stops
 * at seat 0's next turn, right after the cante, and `at` is when it was sung.
 */
async function aiCante(aiDelay = 0, from = 1): Promise<Sung & { seed: number }> {
  for (let seed = from; seed < from + 40; seed++) {
    const el = await table('tute', seed, aiDelay);
    let sung: Sung | null = null;
    el.addEventListener('tute-move', ({ detail: { seat, action } }) => {
      if (!sung && action.type === 'sing' && seat !== 0) sung = { el, seat, at: performance.now() };
    });
    await playByClicks(el, Infinity, { declare: 'pass', until: () => sung !== null });
    if (sung) return { ...(sung as Sung), seed };
  }
  throw new Error('no AI cante in 40 deals');
}

/** The deal's actions so far (after the last `next-deal`). */
function dealActions(state: GameState): Action[] {
  const start = state.log.map((a) => a.type).lastIndexOf('next-deal') + 1;
  return state.log.slice(start);
}

describe('<tute-table> bubbles, speed, the previous trick and the log (issue 14)', function () {
  this.timeout(120_000);

  it('an AI cante: its bubble and its cards stay 2.5 s in real time (normal speed)', async () => {
    const { el, seat, at } = await aiCante();
    await el.updateComplete;
    expect(bubbleAt(el, seat)?.textContent?.trim()).to.match(/^(20|40) (coins|cups|swords|clubs)$/);
    expect(shownAt(el, seat), 'the pair face up').to.equal(2);
    // Nothing is said by that seat until seat 0 plays: the bubble is only timed out.
    await aTimeout(Math.max(0, at + 2470 - performance.now()));
    await el.updateComplete;
    expect(performance.now() - at).to.be.at.least(2450);
    expect(bubbleAt(el, seat), 'the bubble after 2.45 s').to.not.equal(null);
    expect(shownAt(el, seat), 'the pair after 2.45 s').to.equal(2);
    await aTimeout(Math.max(0, at + 2700 - performance.now()));
    await el.updateComplete;
    expect(bubbleAt(el, seat), 'gone after 2.7 s').to.equal(null);
    expect(shownAt(el, seat)).to.equal(0);
  });

  /**
   * Replays deal `seed` at `speed` with the AI pausing 1 ms: the time from the AI's cante to the
   * next move, and the seat that sang.
   */
  async function moveAfterCante(seed: number, speed: string) {
    const el = await fixture<TuteTable>(
      html`<tute-table seed=${seed} lang="en" speed=${speed} .aiDelay=${1}></tute-table>`,
    );
    let sung: Sung | null = null;
    let next = 0;
    el.addEventListener('tute-move', ({ detail: { seat, action } }) => {
      if (sung && !next) next = performance.now() - sung.at;
      if (!sung && action.type === 'sing' && seat !== 0) sung = { el, seat, at: performance.now() };
    });
    await playByClicks(el, Infinity, { declare: 'pass', until: () => sung !== null });
    const { seat } = must<Sung>(sung, `${speed}: the AI sings`);
    // The AI leads next; should seat 0 be to act first, it plays a card.
    if (!next) must(button(el, '[data-card]:not([aria-disabled="true"])')).click();
    await settle(el);
    return { el, seat, next };
  }

  it('a new deal starts with no bubble: a cante goes with the deal it was sung in', async () => {
    const { el, seat } = await aiCante();
    await playByClicks(el);
    await settle(el);
    await el.updateComplete;
    // Within the cante's 2.5 s the deal is over and its cards still shown…
    expect(shownAt(el, seat), 'the cante is still on show at the deal end').to.be.above(0);
    button(el, '[data-action="next-deal"]')?.click();
    await el.updateComplete;
    expect(stateOf(el).deal.declarations).to.have.length(0);
    // …but not over the next deal.
    // (A boolean: chai would hang printing a Lit element that is still there.)
    expect(bubbleAt(el, seat) === null, 'no bubble').to.equal(true);
    expect(shownAt(el, seat)).to.equal(0);
  });

  it('the next AI move waits for a cante: 2.5 s at normal speed, half at fast', async () => {
    const { seed } = await aiCante();
    for (const [speed, min, max] of [
      ['normal', 2450, 4000],
      ['fast', 1200, 2400],
    ] as const) {
      const { next } = await moveAfterCante(seed, speed);
      expect(next, `${speed}: the move after the cante`).to.be.within(min, max);
    }
  });

  it('speed: four values, reflected; bad-speed keeps the last good one', async () => {
    const el = await table('tute', 2, 60_000);
    const errors = errorsOf(el);
    expect(el.speed).to.equal('normal');
    for (const speed of ['slow', 'fast', 'instant', 'normal'] as const) {
      el.setAttribute('speed', speed);
      await el.updateComplete;
      expect(el.speed).to.equal(speed);
    }
    el.speed = 'fast';
    await el.updateComplete;
    expect(el.getAttribute('speed')).to.equal('fast');
    el.setAttribute('speed', 'warp');
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['bad-speed']);
    expect(errors[0]?.message).to.contain('slow, normal, fast, instant');
    expect(el.speed).to.equal('fast');
    expect(stateOf(el).log, 'the game goes on').to.deep.equal([]);
  });

  it('at instant speed the AI does not wait and a bubble lasts until the next move', async () => {
    const { seed } = await aiCante();
    const { el, seat, next } = await moveAfterCante(seed, 'instant');
    expect(next).to.be.below(400);
    expect(bubbleAt(el, seat), 'gone with the next move').to.equal(null);
  });

  it('bubbles for calls; each seat keeps its last call on show during the auction', async () => {
    const el = await table('subastado', 4);
    await playByClicks(el, Infinity, {
      until: (s) => s.phase === 'auction' && s.auction.calls.some((c) => c.seat !== 0),
    });
    const state = stateOf(el);
    if (state.phase !== 'auction') throw new Error('the auction is over');
    for (const seat of [1, 2, 3]) {
      const last = state.auction.calls.filter((c) => c.seat === seat).at(-1);
      const slot = root(el).querySelector(`.seat[data-seat="${seat}"] .bubble-slot`);
      const text = slot?.textContent?.trim() ?? '';
      if (!last) expect(text, `seat ${seat} has not spoken`).to.equal('');
      else expect(text, `seat ${seat}`).to.equal(last.amount === null ? 'Pass' : `${last.amount}`);
    }
    const bid = must(bidButton(el));
    const amount = bid.dataset.action?.slice(4);
    bid.click();
    await el.updateComplete;
    expect(bubbleAt(el, 0)?.textContent?.trim(), 'seat 0 says its bid').to.equal(amount);
    // The bubbles lie over their slots: none takes room.
    for (const slot of root(el).querySelectorAll<HTMLElement>('.bubble-slot')) {
      for (const said of slot.children)
        expect(getComputedStyle(said).position, 'laid over').to.equal('absolute');
    }
  });

  /**
   * Plays a whole deal of `variant` by clicks, checking the log panel after it against the
   * tricks the element reported and the engine's log of the deal.
   */
  async function checkLog(variant: string, seed: number, policy: Policy): Promise<void> {
    const el = await table(variant, seed);
    const tricks: { cards: PlayedCard[]; winner: Seat; points: number }[] = [];
    el.addEventListener('tute-trick', ({ detail }) => tricks.push(detail));
    await playByClicks(el, Infinity, policy);
    const state = stateOf(el);
    expect(state.result, variant).to.not.equal(null);
    const log = must(button(el, '[data-action="log"]'));
    // The top bar's icons say what they are to a mouse too.
    for (const name of ['last-trick', 'log', 'menu']) {
      const icon = must(button(el, `[data-action="${name}"]`));
      expect(icon.title, name).to.not.equal('');
    }
    log.click();
    await el.updateComplete;
    expect(log.getAttribute('aria-expanded')).to.equal('true');
    // Drawn by a module loaded when a panel that looks back first opens.
    await waitUntil(() => root(el).querySelector('[part~="log"] tbody'), 'the log is drawn');
    const panel = must(root(el).querySelector('[part~="log"]'), 'the log');
    const rows = [...panel.querySelectorAll<HTMLTableRowElement>('tbody tr[data-winner]')];
    expect(rows.length, `${variant}: a row per trick`).to.equal(tricks.length);
    rows.forEach((row, i) => {
      const trick = must(tricks[i]);
      const what = `${variant} trick ${i + 1}`;
      expect(row.dataset.leader, `${what}: leader`).to.equal(`${trick.cards[0]?.seat}`);
      expect(row.dataset.winner, `${what}: winner`).to.equal(`${trick.winner}`);
      expect(row.dataset.points, `${what}: points`).to.equal(`${trick.points}`);
      // Each card in its seat's column (after the trick's number).
      const cells = [...row.children].slice(1, 1 + state.players);
      const bySeat = cells.map((td) => td.querySelector<HTMLElement>('[data-code]')?.dataset.code);
      const expected = Array.from(
        { length: state.players },
        (_, seat) => trick.cards.find((p) => p.seat === seat)?.card,
      );
      expect(bySeat, `${what}: cards`).to.deep.equal(expected);
      expect(row.textContent, `${what}: the leader marked`).to.contain('Lead');
    });
    // Everything said, in order: cantes, swaps, bids and the auction's passes, trump, censor.
    let named = false;
    const said = dealActions(state).flatMap((a) => {
      if (a.type === 'trump') named = true;
      if (a.type === 'play' || a.type === 'next-deal') return [];
      if (a.type === 'pass' && (named || !state.auction)) return [];
      return [`${a.type} ${a.seat}`];
    });
    const shown = [...panel.querySelectorAll<HTMLElement>('tr.said')].map(
      (tr) => `${tr.dataset.type} ${tr.dataset.seat}`,
    );
    expect(shown, `${variant}: what was said`).to.deep.equal(said);
    expect(said.length, `${variant}: something was said`).to.be.greaterThan(0);
    // The deal's last trick took the bonus: its row and the table say so.
    if (state.deal.bonus.some((n) => n > 0)) {
      expect(rows.at(-1)?.textContent).to.contain('+10 Last trick');
      expect(root(el).querySelector('.trick .bonus')?.textContent).to.contain('+10 Last trick');
    }
    await expect(el).to.be.accessible();
    // Escape closes it, the focus back on its button.
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await el.updateComplete;
    expect(root(el).querySelector('[part~="log"]')).to.equal(null);
    expect(root(el).activeElement).to.equal(log);
  }

  it('the log of a whole tute deal matches the engine: tricks, cantes, swaps', async () => {
    await checkLog('tute', 3, {});
  });

  it('the log of a whole subastado deal matches the engine: bids, passes, trump', async () => {
    await checkLog('subastado', 4, { auction: 'min' });
  });

  it('last-trick: disabled before the first trick, then shows the previous trick', async () => {
    const el = await table('tute-4', 6);
    const last = must(button(el, '[data-action="last-trick"]'));
    expect(last.disabled, 'no trick yet').to.equal(true);
    await playByClicks(el, 3);
    await playByClicks(el, Infinity, { until: (s) => s.trick.length > 0 });
    const previous = must(stateOf(el).lastTrick);
    expect(last.disabled).to.equal(false);
    last.click();
    await el.updateComplete;
    await waitUntil(() => root(el).querySelector('[part~="last-trick"] tbody'), 'it is drawn');
    const panel = must(root(el).querySelector('[part~="last-trick"]'), 'the panel');
    const codes = [...panel.querySelectorAll<HTMLElement>('.mini')].map((e) => e.dataset.code);
    expect(codes.sort()).to.deep.equal(previous.cards.map((p) => p.card).sort());
    expect(panel.querySelector('.wins .mini')?.getAttribute('data-code')).to.equal(
      previous.cards.find((p) => p.seat === previous.winner)?.card,
    );
    expect(panel.textContent).to.contain(`+${previous.points}`);
    // Styled by the module that draws it: the winner's card outlined, the leader's tagged.
    const wins = must(panel.querySelector<HTMLElement>('.wins .mini'));
    expect(getComputedStyle(wins).outlineStyle, "the winner's card").to.equal('solid');
    const tag = must(panel.querySelector<HTMLElement>('.tag'), "the leader's tag");
    expect(getComputedStyle(tag).display).to.equal('block');
    await expect(el).to.be.accessible();
    // The card that led the trick on the table is marked.
    expect(root(el).querySelector('.trick .played[data-led]')?.getAttribute('data-seat')).to.equal(
      `${stateOf(el).trick[0]?.seat}`,
    );
  });

  it("a deal's last trick stays on the table before the summary opens (paced)", async () => {
    const el = await table('tute', 3);
    await playByClicks(el, Infinity, { until: (s) => (s.hands[0]?.length ?? 0) === 1 });
    el.aiDelay = 1;
    el.speed = 'fast';
    await el.updateComplete;
    while (stateOf(el).turn === 0) {
      must(button(el, '[data-card]:not([aria-disabled="true"])')).click();
      await el.updateComplete;
    }
    await settle(el);
    const ended = performance.now();
    expect(stateOf(el).result).to.not.equal(null);
    expect(root(el).querySelector('[part~="summary"]'), 'not yet').to.equal(null);
    expect(root(el).querySelectorAll('.trick.previous .played')).to.have.length(2);
    await aTimeout(1400);
    await el.updateComplete;
    expect(performance.now() - ended).to.be.at.least(1250);
    expect(root(el).querySelector('[part~="summary"]'), 'opened').to.not.equal(null);
  });
});
