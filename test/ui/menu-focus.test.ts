/**
 * Issue 14, points 6, 8 and 9: the auction's bid stepper, the focus that follows the game (a
 * whole deal by keyboard alone), the focus ring and the keyboard hint, and the menu with its
 * settings and "How to play".
 */
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/ui/index.ts';
import type { TuteTable } from '../../src/ui/index.ts';
import { parseRecord, replay } from '../../src/engine/index.ts';
import { howToPlay } from '../../src/ui/rules-text/index.ts';
import {
  bidButton,
  button,
  playable,
  buttons,
  contrast,
  errorsOf,
  must,
  playByClicks,
  root,
  settle,
  stateOf,
  table,
  rgb,
  tableAt,
} from './support.ts';

const legalBids = (el: TuteTable) =>
  el.legalActions.flatMap((a) => (a.type === 'bid' ? [a.amount] : []));
const shownBid = (el: TuteTable) => Number(bidButton(el)?.dataset.action?.slice(4));
const focused = (el: TuteTable) => root(el).activeElement as HTMLElement | null;
/** The focus is inside the element's shadow root (never on the page's body). */
function expectFocusInside(el: TuteTable, when: string): void {
  expect(document.activeElement, when).to.equal(el);
  expect(focused(el), when).to.not.equal(null);
}
/** After the element's renders and the focus it moves in microtasks. */
const rendered = async (el: TuteTable) => {
  await el.updateComplete;
  await new Promise((resolve) => setTimeout(resolve, 0));
};
/** Presses `key`; `Shift+Tab` as a held Shift. */
async function press(key: string): Promise<void> {
  if (key !== 'Shift+Tab') return sendKeys({ press: key });
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}
const newMatchIn = (el: TuteTable) => must(button(el, '[part~="menu"] [data-action="new-match"]'));
/** The middle of `node` in the page, for sendMouse. */
function middle(node: Element): [number, number] {
  const box = node.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

// Every axe rule applies.
const axe = {};

describe('the auction stepper', () => {
  it('a bid made with bid-up ×3 is the fourth legal amount', async () => {
    const el = await table('subastao', 41, 60_000);
    const legal = legalBids(el);
    expect(shownBid(el)).to.equal(legal[0]);
    for (let i = 0; i < 3; i++) {
      must(button(el, '[data-action="bid-up"]')).click();
      await el.updateComplete;
    }
    expect(bidButton(el)?.dataset.action).to.equal(`bid-${legal[3]}`);
    expect(bidButton(el)?.textContent?.trim()).to.equal(`Bid ${legal[3]}`);
    const moves: unknown[] = [];
    el.addEventListener('tute-move', (e) => moves.push(e.detail.action));
    must(bidButton(el)).click();
    expect(moves[0]).to.deep.equal({ type: 'bid', seat: 0, amount: legal[3] });
  });

  it('a step is said in a live region of its own, which a new turn leaves silent', async () => {
    const el = await table('subastao', 41, 60_000);
    const legal = legalBids(el);
    const region = () => must(root(el).querySelector<HTMLElement>('.auction [aria-live]'));
    // Not the bid button: a region drawn with it each turn said "Bid 80" when the turn came.
    expect(must(bidButton(el)).closest('[aria-live]')).to.equal(null);
    expect(region().textContent?.trim()).to.equal('');
    must(button(el, '[data-action="bid-up"]')).click();
    await el.updateComplete;
    expect(region().textContent?.trim()).to.equal(`Bid ${legal[1]}`);
    const said = region();
    must(bidButton(el)).click();
    el.aiDelay = 0;
    await settle(el);
    // The others raised: seat 0's turn again, under a region that stayed.
    expect(stateOf(el).phase).to.equal('auction');
    expect(region()).to.equal(said);
    expect(region().textContent?.trim()).to.equal('');
    expect(legalBids(el)[0]).to.be.above(legal[1] ?? 0);
  });

  it('Enter and Space on bid-up step once each; bid-down steps back', async () => {
    const el = await table('subastao', 41, 60_000);
    const legal = legalBids(el);
    must(button(el, '[data-action="bid-up"]')).focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(shownBid(el)).to.equal(legal[1]);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(shownBid(el)).to.equal(legal[2]);
    must(button(el, '[data-action="bid-down"]')).focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(shownBid(el)).to.equal(legal[1]);
    expectFocusInside(el, 'the stepper keeps the focus');
  });

  it('held Enter on bid-up repeats with the auto-repeat, one step per key event', async () => {
    const el = await table('subastao', 41, 60_000);
    const legal = legalBids(el);
    must(button(el, '[data-action="bid-up"]')).focus();
    // The first down, then three auto-repeats (keydown with repeat: true), then the release.
    for (let i = 0; i < 4; i++) await sendKeys({ down: 'Enter' });
    await sendKeys({ up: 'Enter' });
    await el.updateComplete;
    expect(shownBid(el)).to.equal(legal[4]);
    expectFocusInside(el, 'the stepper keeps the focus');
  });

  it('press and hold repeats, and lifting the pointer adds no step', async () => {
    const el = await table('subastao', 41, 60_000);
    const legal = legalBids(el);
    const [x, y] = middle(must(button(el, '[data-action="bid-up"]')));
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    const held = legal.indexOf(shownBid(el));
    // 400 ms before the first repeat, then one each 90 ms: several steps in a second.
    expect(held).to.be.within(4, legal.length - 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await el.updateComplete;
    expect(legal.indexOf(shownBid(el)), 'no step after the pointer lifts').to.equal(held);
    // A short press is one step.
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(legal.indexOf(shownBid(el))).to.equal(held + 1);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('fits in two rows at 320 px, the panel without scrolling', async () => {
    const box = await fixture(
      html`<div style="width: 320px">
        <tute-table variant="subastao" seed="41" lang="es" .aiDelay=${60_000}></tute-table>
      </div>`,
    );
    const el = box.firstElementChild as TuteTable;
    await el.updateComplete;
    const rows = new Set(buttons(el, '.bids button').map((b) => b.getBoundingClientRect().top));
    expect(buttons(el, '.bids button')).to.have.length(4);
    expect(rows.size).to.be.at.most(2);
    const panel = must(root(el).querySelector<HTMLElement>('.auction'));
    expect(panel.scrollHeight).to.be.at.most(panel.clientHeight + 1);
    for (const b of buttons(el, '.bids button'))
      expect(b.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('at 320 px with large text every control is in the panel, none scrolled out', async () => {
    // At 200% text the buttons took three rows of 88 px and Pass lay below the panel's end,
    // which a phone shows no scroll bar for.
    try {
      for (const size of ['24px', '28px', '32px'])
        for (const [variant, lang] of [
          ['subastao', 'es'],
          ['subastado', 'de'],
        ] as const) {
          document.documentElement.style.fontSize = size;
          const what = `${variant} ${lang} ${size}`;
          const box = await fixture(
            html`<div style="width: 320px">
              <tute-table variant=${variant} seed="41" lang=${lang} .aiDelay=${0}></tute-table>
            </div>`,
          );
          const el = box.firstElementChild as TuteTable;
          await el.updateComplete;
          await waitUntil(() => bidButton(el), `${what}: the auction panel`);
          const panel = must(root(el).querySelector<HTMLElement>('.auction'));
          expect(panel.scrollHeight, what).to.be.at.most(panel.clientHeight + 1);
          const inside = panel.getBoundingClientRect();
          const controls = buttons(el, '.bids button');
          expect(controls, what).to.have.length(4);
          for (const b of controls) {
            const r = b.getBoundingClientRect();
            const name = `${what}: ${b.dataset.action}`;
            expect(r.bottom, name).to.be.at.most(inside.bottom);
            expect(r.right, name).to.be.at.most(inside.right);
            expect(Math.min(r.width, r.height), name).to.be.at.least(44);
          }
        }
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });
});

describe('an auction game at 320 px with 200% text', () => {
  /** Plays seat 0's part (it passes every call, plays its first legal card) until `until`. */
  async function playUntil(el: TuteTable, until: (el: TuteTable) => boolean): Promise<boolean> {
    for (let step = 0; step < 200; step++) {
      await settle(el);
      if (until(el)) return true;
      const view = el.view;
      if (view.phase === 'deal-over' || view.phase === 'match-over') return false;
      const legal = el.legalActions;
      const pass = legal.find((a) => a.type === 'pass');
      const next = pass ?? legal[0];
      if (next) await el.act(next);
    }
    return false;
  }
  const rect = (el: TuteTable, selector: string) =>
    must(root(el).querySelector(selector), selector).getBoundingClientRect();
  const apart = (a: DOMRect, b: DOMRect) =>
    a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

  it('the trick keeps clear of the trump line and inside the table', async () => {
    // The middle's row had no room for both: the left seat's card lay over "Trumpf: Schwerter"
    // and the right one's "Ausspiel" tab ran 12 px past the table's edge.
    try {
      document.documentElement.style.fontSize = '32px';
      let seen = 0;
      for (const variant of ['subastao-censor', 'subastao', 'subastado'])
        for (let seed = 1; seed < 40 && seen < 4; seed++) {
          const el = await tableAt(320, variant, seed, 'de');
          const shown = await playUntil(
            el,
            (t) => t.view.phase === 'play' && t.view.turn === 0 && t.view.trick.length >= 2,
          );
          if (shown) {
            const what = `${variant} seed ${seed}`;
            const line = rect(el, '.trump-line');
            const edge = el.getBoundingClientRect();
            for (const card of root(el).querySelectorAll('.trick .played svg')) {
              const r = card.getBoundingClientRect();
              expect(apart(r, line), `${what}: a card over the trump line`).to.equal(true);
              expect(r.right, what).to.be.at.most(edge.right);
              expect(r.left, what).to.be.at.least(edge.left);
            }
            // The leader's tab, as wide as its word, centred on the card it sits on.
            const led = must(root(el).querySelector<HTMLElement>('.played[data-led]'));
            const tab = getComputedStyle(led, '::after');
            const box = led.getBoundingClientRect();
            const half = parseFloat(tab.width) / 2;
            expect(box.left + box.width / 2 + half, `${what}: the tab`).to.be.at.most(edge.right);
            expect(box.left + box.width / 2 - half, `${what}: the tab`).to.be.at.least(edge.left);
            seen++;
          }
          fixtureCleanup();
        }
      expect(seen, 'tricks looked at').to.be.at.least(4);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it("the censor's view of the bidder's hand keeps clear of seat 0's plate", async () => {
    // Its caption took three lines and lay over the plate, whose markers read "eber",
    // "Zensor", "setzt a".
    try {
      document.documentElement.style.fontSize = '32px';
      let seen = 0;
      for (let seed = 1; seed < 60 && seen < 2; seed++) {
        const el = await tableAt(320, 'subastao-censor', seed, 'de');
        if (await playUntil(el, (t) => t.view.phase === 'censor' && t.view.turn === 0)) {
          const label = rect(el, '.hand .empty .label');
          const plate = rect(el, '.own .plate');
          expect(apart(label, plate), `seed ${seed}: the caption over the plate`).to.equal(true);
          // The plate shows its first marker whole from its start ("Geber"), not cut at both ends.
          const first = rect(el, '.own .marker');
          expect(first.left, `seed ${seed}: the first marker`).to.be.at.least(plate.left);
          expect(first.right, `seed ${seed}: the first marker`).to.be.at.most(plate.right);
          seen++;
        }
        fixtureCleanup();
      }
      expect(seen, 'censor screens looked at').to.be.at.least(2);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });
});

describe('the focus follows the game', () => {
  it("el.focus() takes the focus to seat 0's decision, else its hand", async () => {
    // Before the first render there is nothing to focus: nothing throws.
    const early = document.createElement('tute-table');
    early.focus();
    const el = await table('tute-4', 5);
    await settle(el);
    el.focus();
    await rendered(el);
    expectFocusInside(el, 'focus()');
    expect(focused(el)?.getAttribute('aria-disabled'), 'a playable card').to.equal('false');
    // In an auction, its first button; while the AI plays on, the hand's tab stop.
    const auction = await table('subastao', 41);
    await settle(auction);
    auction.focus();
    await rendered(auction);
    expect(focused(auction)?.dataset.action).to.equal(bidButton(auction)?.dataset.action);
    const slow = await table('tute-4', 5, 60_000);
    must(playable(slow)).click();
    await rendered(slow);
    focused(slow)?.blur();
    expect(focused(slow)).to.equal(null);
    slow.focus();
    await rendered(slow);
    expect(focused(slow)?.getAttribute('tabindex')).to.equal('0');
  });

  it('el.focus({ preventScroll: true }) leaves the page where it is; focus() scrolls', async () => {
    const el = await table('tute-4', 5);
    await settle(el);
    // The table below a page's first screen.
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    el.before(spacer);
    try {
      window.scrollTo(0, 0);
      el.focus({ preventScroll: true });
      await rendered(el);
      expect(focused(el)?.getAttribute('aria-disabled'), 'a playable card').to.equal('false');
      expect(window.scrollY, 'preventScroll').to.equal(0);
      focused(el)?.blur();
      el.focus();
      await rendered(el);
      expect(window.scrollY, 'scrolled to the card').to.be.above(1000);
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it('a held Enter plays one card and bids once, however long it repeats', async () => {
    const el = await table('tute-4', 5);
    const plays: string[] = [];
    el.addEventListener('tute-move', (e) => {
      if (e.detail.seat === 0) plays.push(e.detail.action.type);
    });
    await settle(el);
    must(playable(el)).focus();
    // The first down, then auto-repeats (keydown with repeat: true), each once seat 0 may play
    // again with the focus on a card; then the release.
    await sendKeys({ down: 'Enter' });
    for (let i = 0; i < 5; i++) {
      await settle(el);
      await rendered(el);
      if (!playable(el)) await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ down: 'Enter' });
    }
    await sendKeys({ up: 'Enter' });
    await settle(el);
    expect(plays).to.deep.equal(['play']);
    // A press after the release plays.
    must(playable(el)).focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(plays).to.deep.equal(['play', 'play']);

    const auction = await table('subastao', 41);
    let bids = 0;
    auction.addEventListener('tute-move', (e) => {
      if (e.detail.seat === 0 && e.detail.action.type === 'bid') bids++;
    });
    await settle(auction);
    must(bidButton(auction)).focus();
    await sendKeys({ down: 'Enter' });
    // Seed 41: seat 0's turn comes back thrice, the focus on the bid button (a held Enter bid
    // 60, 75, 85 and 95 before).
    for (let i = 0; i < 4; i++) {
      await settle(auction);
      if (!auction.legalActions.some((a) => a.type === 'bid')) break;
      await sendKeys({ down: 'Enter' });
    }
    await sendKeys({ up: 'Enter' });
    expect(bids).to.equal(1);
  });

  it('plays a whole tute deal by keyboard alone, a swap and a cante included', async function () {
    this.timeout(60_000);
    // Seed 3: seat 0 swaps for the trump card and sings in this deal.
    const el = await table('tute', 3);
    const mine: string[] = [];
    el.addEventListener('tute-move', (e) => {
      if (e.detail.seat === 0) mine.push(e.detail.action.type);
    });
    await settle(el);
    await sendKeys({ press: 'Tab' });
    expectFocusInside(el, 'Tab into the table');
    for (let step = 0; step < 400 && stateOf(el).phase !== 'deal-over'; step++) {
      await settle(el);
      await rendered(el);
      expectFocusInside(el, `step ${step}`);
      if (stateOf(el).phase === 'deal-over') break;
      const want =
        button(el, '.controls [data-action^="sing-"], .controls [data-action="swap"]') ??
        button(el, '.controls [data-action="pass"]');
      const at = must(focused(el));
      let key: string;
      if (want)
        key = at === want ? (step % 2 ? 'Enter' : 'Space') : at.dataset.card ? 'Shift+Tab' : 'Tab';
      else if (at.dataset.card)
        key = at.getAttribute('aria-disabled') === 'false' ? 'Enter' : 'ArrowRight';
      else key = 'Tab';
      await press(key);
      await rendered(el);
      expectFocusInside(el, `after ${key} at step ${step}`);
    }
    expect(stateOf(el).phase).to.equal('deal-over');
    expect(mine).to.include('swap').and.include('sing');
    // The summary takes the focus; closed, the focus is on its button; then the next deal.
    await rendered(el);
    expect(focused(el)?.id).to.equal('panel-summary');
    await sendKeys({ press: 'Escape' });
    await rendered(el);
    expect(focused(el)?.dataset.action).to.equal('summary');
    await sendKeys({ press: 'Tab' });
    expect(focused(el)?.dataset.action).to.equal('next-deal');
    await sendKeys({ press: 'Enter' });
    await settle(el);
    await rendered(el);
    expectFocusInside(el, 'after next deal');
    expect(focused(el)?.dataset.card).to.be.a('string');
  });

  it('a cante or the swap open to seat 0 takes the focus before the cards', async function () {
    this.timeout(60_000);
    // A screen reader user on a card never heard of "Sing 40": it sat before the hand's toolbar.
    const el = await table('tute', 3);
    await settle(el);
    await sendKeys({ press: 'Tab' });
    let acted = false;
    const offered: string[] = [];
    for (let step = 0; step < 400 && stateOf(el).phase !== 'deal-over'; step++) {
      await settle(el);
      await rendered(el);
      if (stateOf(el).phase === 'deal-over') break;
      const bonus = button(el, '.controls [data-action^="sing-"], .controls [data-action="swap"]');
      const at = must(focused(el));
      if (bonus && acted) {
        offered.push(must(bonus.dataset.action));
        expect(at, `step ${step}`).to.equal(bonus);
      }
      const key = at.dataset.card
        ? at.getAttribute('aria-disabled') === 'false'
          ? 'Enter'
          : 'ArrowRight'
        : at === bonus
          ? 'Enter'
          : 'Tab';
      if (key === 'Enter') acted = true;
      await press(key);
      await rendered(el);
    }
    expect(offered).to.include('swap');
    expect(offered.some((a) => a.startsWith('sing-'))).to.equal(true);
  });

  it('after a bid the focus waits in the table, takes the trump choice, then a card', async () => {
    const el = await table('subastao', 7);
    await settle(el);
    while (button(el, '[data-action="bid-up"]')?.getAttribute('aria-disabled') === 'false') {
      must(button(el, '[data-action="bid-up"]')).click();
      await el.updateComplete;
    }
    must(bidButton(el)).focus();
    await sendKeys({ press: 'Enter' });
    await rendered(el);
    expectFocusInside(el, 'after the bid');
    await settle(el);
    await rendered(el);
    expect(stateOf(el).phase).to.equal('trump');
    expect(focused(el)?.dataset.action).to.match(/^trump-/);
    await sendKeys({ press: 'Enter' });
    await settle(el);
    await rendered(el);
    expectFocusInside(el, 'after the trump choice');
    expect(focused(el)?.dataset.card).to.be.a('string');
    expect(focused(el)?.getAttribute('aria-disabled')).to.equal('false');
  });

  it('the focus ring stands out at 3:1 against the button and the felt, every theme', async () => {
    for (const theme of ['classic', 'light', 'dark'] as const) {
      const el = await table('subastao', 41, 60_000);
      el.theme = theme;
      await el.updateComplete;
      await sendKeys({ press: 'Tab' });
      must(bidButton(el)).focus();
      const style = getComputedStyle(must(bidButton(el)));
      const felt = getComputedStyle(el).getPropertyValue('--_felt').trim();
      const ring = rgb(style.outlineColor);
      const inner = rgb(style.boxShadow);
      const fill = rgb(style.backgroundColor);
      expect(style.outlineStyle, theme).to.equal('solid');
      expect(contrast(ring, rgb(felt)), `${theme}: ring / felt`).to.be.at.least(3);
      expect(contrast(inner, fill), `${theme}: inner ring / button`).to.be.at.least(3);
      expect(contrast(inner, ring), `${theme}: the two rings`).to.be.at.least(3);
      // A disabled step is dimmed, but drawn whole while focused: at 45% its ring fell to 2.3:1.
      const lower = must(button(el, '[data-action="bid-down"]'));
      expect(lower.getAttribute('aria-disabled'), `${theme}: at the lowest bid`).to.equal('true');
      expect(getComputedStyle(lower).opacity, `${theme}: at rest`).to.equal('0.45');
      lower.focus();
      expect(getComputedStyle(lower).opacity, `${theme}: focused`).to.equal('1');
    }
  });

  it('a button of the controls row shows its whole ring: 320 and 1000 px, 150% text', async () => {
    // The row scrolled sideways (overflow: auto hidden) and so clipped to its own box, as high
    // as a button: the ring's top and bottom were cut off ("Siguiente mano", "Cantar", the
    // swap), and at 150% text where two buttons filled the row, its sides as well.
    /** Where an ancestor up to the table cuts the ring of the focused `b`. */
    const cuts = (b: HTMLElement): string[] => {
      const style = getComputedStyle(b);
      const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const r = b.getBoundingClientRect();
      const found: string[] = [];
      for (let a = b.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        const box = a.getBoundingClientRect();
        const margin = [s.overflowX, s.overflowY].includes('clip')
          ? parseFloat(s.overflowClipMargin) || 0
          : 0;
        const clip = {
          left: box.left + parseFloat(s.borderLeftWidth) - margin,
          right: box.right - parseFloat(s.borderRightWidth) + margin,
          top: box.top + parseFloat(s.borderTopWidth) - margin,
          bottom: box.bottom - parseFloat(s.borderBottomWidth) + margin,
        };
        const name = `${a.className || a.tagName} (${s.overflowX} ${s.overflowY})`;
        const [x, y] = [s.overflowX !== 'visible', s.overflowY !== 'visible'];
        if (x && r.left - grow < clip.left - 0.5) found.push(`${name}: left`);
        if (x && r.right + grow > clip.right + 0.5) found.push(`${name}: right`);
        if (y && r.top - grow < clip.top - 0.5) found.push(`${name}: top`);
        if (y && r.bottom + grow > clip.bottom + 0.5) found.push(`${name}: bottom`);
        if (a.classList.contains('table')) break;
      }
      return found;
    };
    const seen = new Set<string>();
    try {
      for (const [px, width] of [
        [16, 320],
        [16, 1000],
        [24, 375],
        [24, 320],
      ] as const) {
        document.documentElement.style.fontSize = `${px}px`;
        // Seed 3: seat 0 may swap and sing in this deal.
        const el = await tableAt(width, 'tute', 3, 'es');
        const check = () => {
          for (const b of buttons(el, '[part="controls"] button')) {
            b.focus();
            const what = `${width} px, ${px} px text: "${b.textContent?.trim()}"`;
            expect(b.matches(':focus-visible'), `${what} by keyboard`).to.equal(true);
            expect(cuts(b), what).to.deep.equal([]);
            seen.add(must(b.dataset.action).replace(/-.*/, ''));
          }
          return false;
        };
        await sendKeys({ press: 'Shift' });
        await playByClicks(el, Infinity, { until: check });
        await settle(el);
        check();
        el.parentElement?.remove();
      }
    } finally {
      document.documentElement.style.fontSize = '';
    }
    expect([...seen].sort()).to.deep.equal(['next', 'sing', 'summary', 'swap']);
  });

  it("a card in the hand wears the two-tone ring round its art, the card's box none", async () => {
    const el = await table('tute-4', 5);
    await settle(el);
    await sendKeys({ press: 'Shift' });
    el.focus();
    await rendered(el);
    const card = must(focused(el));
    expect(card.dataset.card, 'a card').to.be.a('string');
    expect(card.matches(':focus-visible'), 'by keyboard').to.equal(true);
    const art = getComputedStyle(must(card.querySelector('svg[data-art]')));
    const ring = getComputedStyle(must(root(el).querySelector('.table')));
    const ink = rgb(ring.getPropertyValue('--_ink').trim());
    expect([art.outlineStyle, art.outlineWidth, art.outlineOffset]).to.deep.equal([
      'solid',
      '3px',
      '2px',
    ]);
    expect(rgb(art.outlineColor)).to.deep.equal(ink);
    expect(art.boxShadow).to.match(/ 0px 0px 0px 2px$/);
    const own = getComputedStyle(card);
    expect([own.outlineStyle, own.boxShadow]).to.deep.equal(['none', 'none']);
  });

  it('shows the keyboard hint to keyboard users only', async () => {
    const el = await table('tute', 1, 60_000);
    const hint = must(root(el).querySelector<HTMLElement>('#hand-hint'));
    expect(hint.textContent?.trim()).to.equal('Arrow keys choose a card, Enter plays it.');
    expect(getComputedStyle(hint).visibility).to.equal('hidden');
    await sendMouse({ type: 'click', position: middle(must(root(el).querySelector('.status'))) });
    expect(getComputedStyle(hint).visibility, 'after a click').to.equal('hidden');
    // Past the top bar's log and menu buttons, into the hand.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(focused(el)?.dataset.card).to.be.a('string');
    expect(getComputedStyle(hint).visibility, 'a card focused by keyboard').to.equal('visible');
  });
});

describe('the menu', () => {
  const openMenu = async (el: TuteTable) => {
    // A table's first render waits for the parts it needs (its words, the auction's panel).
    await el.updateComplete;
    must(button(el, '[data-action="menu"]')).click();
    await rendered(el);
    return must(root(el).querySelector<HTMLElement>('[part~="menu"]'));
  };
  const select = async (el: TuteTable, name: string, value: string) => {
    const s = must(root(el).querySelector<HTMLSelectElement>(`select[data-setting="${name}"]`));
    s.value = value;
    s.dispatchEvent(new Event('change'));
    await el.updateComplete;
  };

  it('at 320 px with large text every control keeps inside the panel', async () => {
    // At 200% text its buttons kept to one line and its settings' rows put the choice beside
    // the label: "Nueva partida", "Cómo se juega" and the choices ran past the panel's edge.
    try {
      for (const size of ['16px', '24px', '32px'])
        for (const lang of ['es', 'de', 'en']) {
          document.documentElement.style.fontSize = size;
          const what = `${lang} ${size}`;
          const el = await tableAt(320, 'subastao-censor', 5, lang, 60_000);
          const panel = await openMenu(el);
          expect(panel.scrollWidth, `${what}: the panel scrolls sideways`).to.be.at.most(
            panel.clientWidth,
          );
          const inner = panel.getBoundingClientRect().right - panel.clientLeft;
          const controls = panel.querySelectorAll<HTMLElement>('button:not(.close), select');
          expect(controls.length, what).to.be.at.least(7);
          for (const control of controls) {
            const name = `${what}: ${control.dataset.action ?? control.dataset.setting}`;
            expect(control.getBoundingClientRect().right, name).to.be.at.most(inner + 0.5);
            expect(control.scrollWidth, `${name}'s words`).to.be.at.most(control.clientWidth);
          }
          fixtureCleanup();
        }
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('opens from the top bar, takes the focus, is axe clean, and Escape closes it', async () => {
    const el = await table('tute', 1, 60_000);
    const panel = await openMenu(el);
    expect(panel.getAttribute('role')).to.equal('dialog');
    expect(focused(el)).to.equal(panel);
    expect(button(el, '[data-action="menu"]')?.getAttribute('aria-expanded')).to.equal('true');
    await expect(el).to.be.accessible(axe);
    await sendKeys({ press: 'Escape' });
    await rendered(el);
    expect(root(el).querySelector('[part~="menu"]')).to.equal(null);
    expect(focused(el)?.dataset.action).to.equal('menu');
  });

  it('Escape closes the menu with the focus outside it, on a card beside it', async () => {
    // A non-modal dialog: the focus may leave it, and Escape closed it only from inside.
    const el = await tableAt(1100, 'tute', 1, 'en', 60_000);
    await settle(el);
    await openMenu(el);
    must(root(el).querySelector<HTMLElement>('[data-card][aria-disabled="false"]')).focus();
    await sendKeys({ press: 'Escape' });
    await rendered(el);
    expect(root(el).querySelector('[part~="menu"]')).to.equal(null);
    expect(focused(el)?.dataset.action).to.equal('menu');
  });

  it('a panel over the auction takes its buttons away: Tab and Enter bid nothing', async () => {
    // The bid and pass buttons, hidden under the panel, took the focus, and Space bid 70.
    const el = await table('subastado', 3, 60_000);
    await settle(el);
    expect(bidButton(el)).to.not.equal(null);
    const before = stateOf(el);
    for (const name of ['menu', 'log']) {
      must(button(el, `[data-action="${name}"]`)).click();
      await rendered(el);
      expect(root(el).querySelector('[part="auction"]'), name).to.equal(null);
      for (let i = 0; i < 12; i++) {
        await sendKeys({ press: 'Tab' });
        expect(focused(el)?.dataset.action ?? '', `${name}, Tab ${i}`).to.not.match(/^(bid|pass)/);
      }
      await sendKeys({ press: 'Escape' });
      await rendered(el);
    }
    expect(stateOf(el)).to.equal(before);
    expect(bidButton(el), 'back when the panel closes').to.not.equal(null);
  });

  it('the rules panel keeps its close button in sight when scrolled to its end', async () => {
    const el = await tableAt(320, 'subastado', 1, 'en', 60_000);
    await openMenu(el);
    must(button(el, '[data-action="rules"]')).click();
    await waitUntil(() => root(el).querySelector('[part~="rules"] h3'), 'the rules load');
    const panel = must(root(el).querySelector<HTMLElement>('[part~="rules"]'));
    expect(panel.scrollHeight).to.be.above(panel.clientHeight * 3);
    panel.scrollTop = panel.scrollHeight;
    const close = must(button(el, '[part~="rules"] [data-action="close"]')).getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    expect(close.top, "under the panel's top").to.be.at.least(box.top);
    expect(close.bottom, 'in its first rows').to.be.below(box.top + 60);
    expect(close.right).to.be.at.most(box.right);
    // And it is what a tap there hits, not the text scrolled under it.
    const hit = root(el).elementFromPoint(close.x + close.width / 2, close.y + close.height / 2);
    expect(hit?.closest('[data-action]')?.getAttribute('data-action')).to.equal('close');
  });

  it('at 320 px Tab from the menu reaches no card under it; the rules hide the hand', async () => {
    // A card under the menu took the focus from the menu's last button, and Enter played it.
    const el = await tableAt(320, 'tute', 1, 'en', 60_000);
    await settle(el);
    const before = stateOf(el);
    await openMenu(el);
    const seen: string[] = [];
    for (let i = 0; i < 14; i++) {
      await sendKeys({ press: 'Tab' });
      seen.push(focused(el)?.dataset.card ?? focused(el)?.dataset.action ?? '');
    }
    expect(
      seen.filter((s) => /^\d+[ocEeb]$/.test(s)),
      `Tab went to ${seen.join(', ')}`,
    ).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(stateOf(el)).to.equal(before);
    for (const card of root(el).querySelectorAll('[data-card]'))
      expect(getComputedStyle(card).visibility).to.equal('hidden');
    // The rules cover the hand at any width.
    must(el.parentElement).style.width = '1100px';
    must(button(el, '[data-action="rules"]')).click();
    await rendered(el);
    for (const card of root(el).querySelectorAll('[data-card]'))
      expect(getComputedStyle(card).visibility).to.equal('hidden');
    await sendKeys({ press: 'Escape' });
    await rendered(el);
    // The menu alone on a wide table leaves the hand in sight and in play.
    expect(getComputedStyle(must(root(el).querySelector('[data-card]'))).visibility).to.equal(
      'visible',
    );
  });

  it('settings from the menu equal the attributes and properties, both ways', async () => {
    const el = await table('tute', 1, 60_000);
    await openMenu(el);
    await select(el, 'difficulty', 'hard');
    await select(el, 'sort', 'none');
    await select(el, 'theme', 'dark');
    await select(el, 'lang', 'de');
    expect(el.difficulty).to.equal('hard');
    expect(el.getAttribute('difficulty')).to.equal('hard');
    expect([el.sort, el.getAttribute('sort')]).to.deep.equal(['none', 'none']);
    expect([el.theme, el.getAttribute('theme')]).to.deep.equal(['dark', 'dark']);
    expect(el.getAttribute('lang')).to.equal('de');
    await el.updateComplete;
    // Now in German, and the menu still open.
    expect(root(el).querySelector('[part~="menu"] h2')?.textContent).to.equal('Menü');
    el.setAttribute('difficulty', 'easy');
    el.theme = 'light';
    await el.updateComplete;
    const value = (name: string) =>
      root(el).querySelector<HTMLSelectElement>(`select[data-setting="${name}"]`)?.value;
    expect([value('difficulty'), value('theme'), value('sort'), value('lang')]).to.deep.equal([
      'easy',
      'light',
      'none',
      'de',
    ]);
  });

  it('"Copy record" puts the match in the text notation on the clipboard', async () => {
    const el = await table('tute', 11);
    await playByClicks(el, 3);
    await openMenu(el);
    const copy = must(button(el, '[data-action="copy-record"]'));
    copy.focus();
    await sendKeys({ press: 'Enter' });
    const news = () => root(el).querySelector('[part~="menu"] .copied')?.textContent?.trim() ?? '';
    await waitUntil(() => news() !== '', 'no news from Copy record');
    expect(news()).to.equal('Copied: the record of this match is on the clipboard.');
    expect(focused(el)).to.equal(copy);
    await expect(el).to.be.accessible(axe);
    // Pasted by the keyboard into a field of the page, as a person would.
    const field = document.createElement('textarea');
    document.body.append(field);
    field.focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'KeyV' });
    await sendKeys({ up: 'Control' });
    field.remove();
    expect(replay(parseRecord(field.value))).to.deep.equal(stateOf(el));
    // The seats by the names on the table, not by number.
    expect(field.value).to.contain('[Names "You, Lucy"]');
    expect(field.value).to.match(/^1\. (You|Lucy) \d+[obce], (You|Lucy) \d+[obce]$/m);
    expect(parseRecord(field.value).names).to.deep.equal(['You', 'Lucy']);
  });

  it('"Copy record" where the page may not write the clipboard: the text to copy', async () => {
    const el = await table('tute-4', 12);
    await settle(el);
    await openMenu(el);
    // As on a page that is not a secure context: no navigator.clipboard at all.
    const own = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => undefined,
    });
    try {
      must(button(el, '[data-action="copy-record"]')).click();
      const area = () => root(el).querySelector<HTMLTextAreaElement>('[part~="menu"] textarea');
      await waitUntil(() => area() !== null, 'no text to copy by hand');
      const text = must(area()).value;
      // Its styles come with the replay module that wrote it: as wide as the menu, monospace.
      const menu = must(root(el).querySelector<HTMLElement>('[part~="menu"]'));
      const inner = menu.clientWidth - 2 * parseFloat(getComputedStyle(menu).paddingLeft);
      expect(must(area()).getBoundingClientRect().width).to.be.closeTo(inner, 1);
      expect(getComputedStyle(must(area())).fontFamily).to.contain('monospace');
      expect(replay(parseRecord(text))).to.deep.equal(stateOf(el));
      expect(parseRecord(text).names).to.deep.equal(['You', 'Lucy', 'Matt', 'Carmen']);
      await expect(el).to.be.accessible(axe);
      // Names a record may not carry (two alike): the seats by number, the record whole.
      el.names = 'Ana, Ana';
      await el.updateComplete;
      must(button(el, '[data-action="copy-record"]')).click();
      await waitUntil(() => must(area()).value !== text, 'no new text to copy');
      expect(parseRecord(must(area()).value).names).to.equal(undefined);
      expect(replay(parseRecord(must(area()).value))).to.deep.equal(stateOf(el));
    } finally {
      if (own) Object.defineProperty(Navigator.prototype, 'clipboard', own);
    }
    // Closed and opened again, the menu starts afresh.
    must(button(el, '[data-action="menu"]')).click();
    await rendered(el);
    await openMenu(el);
    expect(root(el).querySelector('[part~="menu"] textarea')).to.equal(null);
  });

  it('at 320 px shows every control without scrolling, in every variant and language', async () => {
    for (const variant of ['tute', 'brisca', 'tute-3', 'tute-4', 'subastado', 'subastao']) {
      for (const lang of ['es', 'de']) {
        const box = await fixture(
          html`<div style="width: 320px">
            <tute-table variant=${variant} seed="3" lang=${lang} .aiDelay=${60_000}></tute-table>
          </div>`,
        );
        const el = box.firstElementChild as TuteTable;
        const panel = await openMenu(el);
        const where = `${variant} ${lang}`;
        expect(panel.scrollHeight, where).to.be.at.most(panel.clientHeight + 1);
        const edge = panel.getBoundingClientRect();
        for (const control of panel.querySelectorAll('button, select')) {
          const r = control.getBoundingClientRect();
          expect(r.bottom, `${where} ${control.outerHTML.slice(0, 40)}`).to.be.at.most(edge.bottom);
          expect(r.height, where).to.be.at.least(40);
        }
      }
    }
  });

  it('stays open while the AI plays', async () => {
    const el = await table('tute-3', 2);
    await settle(el);
    await openMenu(el);
    await el.act(must(el.legalActions[0]));
    await settle(el);
    expect(root(el).querySelector('[part~="menu"]')).to.not.equal(null);
  });

  it('asks before a new match abandons the match in play; closed, it is kept', async () => {
    const el = await table('tute', 1);
    await playByClicks(el, 2);
    const before = stateOf(el);
    await openMenu(el);
    const newMatch = () => must(button(el, '[part~="menu"] [data-action="new-match"]'));
    newMatch().click();
    await el.updateComplete;
    expect(stateOf(el)).to.equal(before);
    expect(button(el, '[data-action="confirm"]')?.textContent?.trim()).to.equal(
      'Yes, abandon this match',
    );
    // Closed and opened again: the question is gone, the match kept.
    await sendKeys({ press: 'Escape' });
    await rendered(el);
    await openMenu(el);
    expect(button(el, '[data-action="confirm"]')).to.equal(null);
    newMatch().click();
    await el.updateComplete;
    must(button(el, '[data-action="confirm"]')).click();
    await rendered(el);
    expect(stateOf(el)).to.not.equal(before);
    expect(stateOf(el).played.length).to.be.below(before.played.length);
    expect(root(el).querySelector('[part~="menu"]'), 'the menu closes').to.equal(null);
    expectFocusInside(el, 'after a new match');
  });

  it('starts a new match at once when the match is over', async () => {
    const el = await fixture<TuteTable>(
      html`<tute-table variant="brisca" rules="target=1" seed="31" .aiDelay=${0}></tute-table>`,
    );
    await playByClicks(el);
    const over = stateOf(el);
    expect(over.phase).to.equal('match-over');
    await openMenu(el);
    newMatchIn(el).click();
    await el.updateComplete;
    expect(stateOf(el)).to.not.equal(over);
    expect(stateOf(el).phase).to.not.equal('match-over');
  });

  it('"How to play" shows the rules of the variant in play in its language; axe', async () => {
    const el = await fixture<TuteTable>(
      html`<tute-table variant="brisca" lang="es" .aiDelay=${60_000}></tute-table>`,
    );
    await openMenu(el);
    must(button(el, '[data-action="rules"]')).click();
    await waitUntil(() => root(el).querySelector('[part~="rules"] h3'), 'the rules load');
    const panel = must(root(el).querySelector<HTMLElement>('[part~="rules"]'));
    expect(panel.querySelector('h2')?.textContent).to.equal('Brisca');
    // Every section of the RulesDoc, and its table of cards (a header row, a row per card).
    const doc = howToPlay('brisca', stateOf(el).rules, 'es');
    expect([...panel.querySelectorAll('h3')].map((h) => h.textContent)).to.deep.equal(
      doc.sections.map((s) => s.heading),
    );
    const cardTable = must(doc.sections.flatMap((s) => s.blocks).find((b) => b.kind === 'table'));
    expect(panel.querySelector('table caption')?.textContent?.trim()).to.equal(cardTable.caption);
    expect(panel.querySelectorAll('table tr')).to.have.length(cardTable.rows.length + 1);
    expect(panel.textContent).to.contain(must(cardTable.rows[0])[0]);
    await expect(el).to.be.accessible(axe);
    // Escape goes back to the menu, to the button that opened the rules, then closes it.
    await sendKeys({ press: 'Escape' });
    await rendered(el);
    expect(root(el).querySelector('[part~="menu"]')).to.not.equal(null);
    expect(root(el).querySelector('[part~="rules"]')).to.equal(null);
    expect(root(el).activeElement?.getAttribute('data-action')).to.equal('rules');
    await sendKeys({ press: 'Escape' });
    await rendered(el);
    expect(root(el).querySelector('[part~="menu"]')).to.equal(null);
    expect(root(el).activeElement?.getAttribute('data-action')).to.equal('menu');
  });

  it('controls="none" hides the menu; a bad value is bad-controls and keeps it', async () => {
    const none = await fixture<TuteTable>(
      html`<tute-table controls="none" .aiDelay=${60_000}></tute-table>`,
    );
    expect(button(none, '[data-action="menu"]')).to.equal(null);
    expect(none.controls).to.equal('none');
    const el = document.createElement('tute-table');
    const errors = errorsOf(el);
    el.aiDelay = 60_000;
    el.setAttribute('controls', 'sometimes');
    document.body.append(el);
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['bad-controls']);
    expect(el.controls).to.equal('menu');
    expect(button(el, '[data-action="menu"]')).to.not.equal(null);
    el.remove();
  });
});
