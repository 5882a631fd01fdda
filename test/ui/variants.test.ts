import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/ui/index.ts';
import type { TuteTable } from '../../src/ui/index.ts';
import {
  bidButton,
  button,
  buttons,
  cards,
  chooseBid,
  expectEventOrder,
  expectNoHiddenCards,
  must,
  playByClicks,
  root,
  settle,
  stateOf,
  statusOf,
  table,
  tableAt,
} from './support.ts';
import { PLAYERS, VARIANTS } from '../support/variants.ts';

const seatEls = (el: TuteTable) => [...root(el).querySelectorAll<HTMLElement>('.seats .seat')];
const seatEl = (el: TuteTable, seat: number) =>
  root(el).querySelector<HTMLElement>(`.seats .seat[data-seat="${seat}"]`) as HTMLElement;

/**
 * The bid stepper goes through exactly seat 0's legal amounts: `bid-up` from the lowest to the
 * highest, `bid-down` back (and leaves the lowest chosen).
 */
async function expectBidButtons(el: TuteTable): Promise<void> {
  const legal = el.legalActions.flatMap((a) => (a.type === 'bid' ? [a.amount] : []));
  const shown = (): number => Number(bidButton(el)?.dataset.action?.slice(4));
  const up: number[] = [shown()];
  for (let i = 1; i < legal.length + 2; i++) {
    button(el, '[data-action="bid-up"]')?.click();
    await el.updateComplete;
    if (shown() !== up[up.length - 1]) up.push(shown());
  }
  expect(up).to.deep.equal(legal);
  expect(button(el, '[data-action="bid-up"]')?.getAttribute('aria-disabled')).to.equal('true');
  for (let i = 1; i < legal.length; i++) button(el, '[data-action="bid-down"]')?.click();
  await el.updateComplete;
  expect(shown()).to.equal(legal[0]);
  expect(button(el, '[data-action="bid-down"]')?.getAttribute('aria-disabled')).to.equal('true');
}

/** Plays on (seat 0 passing every auction) until seat 0 is the censor judging a bid. */
async function untilSeat0Censors(el: TuteTable): Promise<void> {
  for (let deals = 0; deals < 6; deals++) {
    await playByClicks(el, Infinity, {
      auction: 'pass',
      until: (s) => s.phase === 'censor' && s.turn === 0,
    });
    const state = stateOf(el);
    if (state.phase === 'censor' && state.turn === 0) return;
    await settle(el);
    button(el, '[data-action="next-deal"]')?.click();
  }
  throw new Error('seat 0 never became the censor');
}

describe('<tute-table> variants', () => {
  it('renders every variant: other seats show a count, never their cards', async () => {
    for (const variant of VARIANTS) {
      const el = await table(variant, 5, 60_000);
      const state = stateOf(el);
      expect(seatEls(el), variant).to.have.length(must(PLAYERS[variant]));
      expect(cards(el), variant).to.have.length(state.hands[0]?.length ?? 0);
      for (let seat = 1; seat < state.players; seat++) {
        expect(
          seatEl(el, seat).querySelector('.count')?.textContent,
          `${variant} seat ${seat}`,
        ).to.contain(String(state.hands[seat]?.length));
      }
      expect(seatEl(el, 0).querySelector('.count'), variant).to.equal(null);
      expect(root(el).querySelector('[part="table"]')?.getAttribute('data-variant')).to.equal(
        variant,
      );
      expectNoHiddenCards(el);
    }
  });

  it("shows each variant's trump source and the team, dealer and sits-out markers", async () => {
    const t3 = await table('tute-3', 3, 60_000);
    expect(root(t3).querySelector('[part="indicator"]')?.textContent).to.contain(
      'Turned card (out of play)',
    );
    expect(
      root(t3).querySelector(`[part="indicator"] [data-code="${stateOf(t3).indicator}"]`),
    ).to.not.equal(null);
    const t4 = await table('tute-4', 3, 60_000);
    const shownCard = stateOf(t4).indicator as string;
    expect(root(t4).querySelector('[part="indicator"]')?.textContent).to.contain(
      "Carmen's card (dealer)",
    );
    expect(root(t4).querySelector(`[part="indicator"] [data-code="${shownCard}"]`)).to.not.equal(
      null,
    );
    // Face up at the end of the dealer's fan of backs.
    expect(seatEl(t4, 3).querySelector(`.backs [data-code="${shownCard}"]`)).to.not.equal(null);
    expect(seatEl(t4, 2).textContent).to.contain('Team A').and.contain('partner');
    expect(seatEl(t4, 1).textContent).to.contain('Team B').and.not.contain('partner');
    const censor = await table('subastao-censor', 3, 60_000);
    expect(seatEl(censor, 3).textContent).to.contain('sits out').and.contain('censor');
    expect(seatEl(censor, 3).querySelector('.count')?.textContent).to.contain('0 cards');
    expect(root(censor).querySelector('[part="indicator"]')?.textContent).to.contain(
      'not named yet',
    );
    const es = await fixture<TuteTable>(
      html`<tute-table variant="tute-4" seed="3" lang="es" .aiDelay=${60_000}></tute-table>`,
    );
    expect(seatEls(es).map((s) => s.querySelector('.name')?.textContent)).to.deep.equal([
      'Tú',
      'Lucía',
      'Mateo',
      'Carmen',
    ]);
  });

  it('steps through the legal amounts with one bid button; pass, high bid, calls', async () => {
    const el = await table('subastao', 41, 60_000);
    expect(stateOf(el).turn).to.equal(0);
    await expectBidButtons(el);
    expect(buttons(el, '[data-action^="bid-"]:not(.step)')).to.have.length(1);
    expect(el.legalActions.filter((a) => a.type === 'bid')).to.have.length(35);
    expect(button(el, '[data-action="pass"]')).to.not.equal(null);
    // The template's own line breaks are in textContent; only the words show.
    expect(root(el).querySelector('.auction .high')?.textContent?.trim()).to.equal('No bid yet');
    (await chooseBid(el, 75)).click();
    await el.updateComplete;
    expect(root(el).querySelector('.auction .high')?.textContent?.trim()).to.equal(
      'High bid: 75 (You)',
    );
    expect(
      root(el).querySelector('.seat[data-seat="0"] .bubble-slot')?.textContent?.trim(),
    ).to.equal('75');
    expect(buttons(el, '[data-action^="bid-"]')).to.have.length(0);
    // In the auction it is Lucy's turn to bid, not to play.
    expect(statusOf(el)).to.contain('You bid 75.').and.contain("Lucy's turn");
    expect(statusOf(el)).to.not.contain('to play');
  });

  it("the auction panel and the log speak the table's language (their own words)", async () => {
    const words = {
      es: ['Subasta', 'Nadie ha pujado aún', 'Tu puja:', 'Puja más alta', 'Gana'],
      en: ['Auction', 'No bid yet', 'Your bid:', 'Higher bid', 'Won by'],
      de: ['Versteigerung', 'Noch kein Gebot', 'Dein Gebot:', 'Höheres Gebot', 'Stich an'],
    };
    for (const [lang, [title, high, group, higher, wonBy]] of Object.entries(words)) {
      const el = await table('subastao', 41, 60_000, lang);
      await expectBidButtons(el);
      const text = (selector: string) => root(el).querySelector(selector)?.textContent?.trim();
      expect([text('.auction h2'), text('.auction .high')], lang).to.deep.equal([title, high]);
      expect(root(el).querySelector('.auction .bids')?.getAttribute('aria-label')).to.equal(group);
      expect(button(el, '[data-action="bid-up"]')?.getAttribute('aria-label')).to.equal(higher);
      must(button(el, '[data-action="log"]')).click();
      await waitUntil(() => root(el).querySelector('[part~="log"] thead'), 'the log is drawn');
      expect(text('[part~="log"] thead th:last-child'), lang).to.equal(wonBy);
    }
  });

  it('plays a deal of subastao by clicks: seat 0 wins the auction, names trump', async () => {
    const el = await table('subastao', 7);
    const moves: { seat: number; action: { type: string } }[] = [];
    el.addEventListener('tute-move', (e) => moves.push(e.detail as never));
    await settle(el);
    await expectBidButtons(el);
    const trump = await playByClicks(el, Infinity, {
      auction: 'max',
      until: (s) => s.phase === 'trump',
    });
    expect(stateOf(el).contract).to.deep.equal({ seat: 0, amount: 230, displaced: null });
    // The status line says what is to decide; the panel holds the four suits under a heading.
    expect(statusOf(el)).to.equal('Your contract: 230. Name trumps.');
    expect(root(el).querySelector('[part="auction"] h2')?.textContent).to.equal('Trumps');
    expect(buttons(el, '[data-action^="trump-"]').map((b) => b.textContent?.trim())).to.deep.equal([
      'Coins',
      'Cups',
      'Swords',
      'Clubs',
    ]);
    const events = [...trump, ...(await playByClicks(el, Infinity, { trump: 'e' }))];
    const state = stateOf(el);
    expect(state.trump).to.equal('e');
    expect(moves.some((m) => m.seat === 0 && m.action.type === 'trump')).to.equal(true);
    expect(state.phase).to.be.oneOf(['deal-over', 'match-over']);
    expect(state.result?.reason).to.be.oneOf(['bid-made', 'bid-failed']);
    expect(events.filter((e) => e === 'tute-trick')).to.have.length(12);
    expectEventOrder(events);
    const summary = root(el).querySelector('.summary')?.textContent ?? '';
    expect(summary)
      .to.contain('Contract: You, 230')
      .and.contain('Contract side total')
      .and.contain('Match points');
    expect(summary).to.match(/Contract: You, 230 — (made|failed)\./);
    const copy = await table('tute', 1, 60_000);
    copy.restore(el.snapshot());
    await copy.updateComplete;
    expect(root(copy).querySelector('.summary')?.textContent).to.equal(summary);
  });

  it('plays a complete deal of subastao where an AI seat wins the auction', async () => {
    const el = await table('subastao', 12);
    const events = await playByClicks(el, Infinity, { auction: 'pass' });
    const state = stateOf(el);
    expect(state.contract?.seat).to.not.equal(0);
    expect(state.auction?.calls.some((c) => c.seat === 0 && c.amount === null)).to.equal(true);
    expectEventOrder(events);
    expect(events.filter((e) => e === 'tute-trick')).to.have.length(12);
    const deltas = state.match.scores;
    expect(root(el).querySelector('.summary')?.textContent).to.contain(
      `Contract: ${['You', 'Lucy', 'Matt'][state.contract?.seat ?? 0]}`,
    );
    expect(deltas.some((n) => n !== 0)).to.equal(true);
  });

  it('plays a complete deal of tute-4 by clicks, declaring or passing when asked', async () => {
    for (const [seed, declare] of [
      [6, 'sing'],
      [21, 'pass'],
    ] as const) {
      const el = await table('tute-4', seed);
      const trickDetails: { cards: unknown[] }[] = [];
      const asked: string[] = [];
      el.addEventListener('tute-trick', (e) => trickDetails.push(e.detail));
      el.addEventListener('tute-move', (e) => {
        if (
          e.detail.seat === 0 &&
          (e.detail.action.type === 'sing' || e.detail.action.type === 'pass')
        )
          asked.push(e.detail.action.type);
      });
      const events = await playByClicks(el, Infinity, { declare });
      expectEventOrder(events);
      expect(asked.length, `seat 0 was asked (seed ${seed})`).to.be.at.least(1);
      expect(asked.every((type) => type === declare)).to.equal(true);
      expect(trickDetails).to.have.length(10);
      expect(trickDetails.every((d) => d.cards.length === 4)).to.equal(true);
      expect(root(el).querySelector('.summary thead')?.textContent)
        .to.contain('Team A (You + Matt)')
        .and.contain('Team B (Lucy + Carmen)');
    }
  });

  it('asks seat 0 to declare or pass in tute-4: no card is playable until it answers', async () => {
    const el = await table('tute-4', 21);
    await playByClicks(el, Infinity, {
      declare: 'pass',
      until: (s) => s.window?.asked === true && s.turn === 0,
    });
    expect(stateOf(el).window?.asked).to.equal(true);
    const pass = button(el, '[data-action="pass"]');
    expect(pass?.textContent?.trim()).to.equal("Don't declare");
    expect(buttons(el, '[data-action^="sing-"], [data-action^="tute-"]').length).to.be.at.least(1);
    expect(cards(el).every((c) => c.getAttribute('aria-disabled') === 'true')).to.equal(true);
    expect(cards(el)[0]?.title).to.equal('Declare or pass first');
    pass?.click();
    await el.updateComplete;
    expect(statusOf(el)).to.contain('You declare nothing.');
  });

  it('plays a complete deal of subastado by clicks', async () => {
    const el = await table('subastado', 4);
    const events = await playByClicks(el, Infinity, { auction: 'min' });
    expectEventOrder(events);
    const state = stateOf(el);
    expect(state.result?.reason).to.be.oneOf(['bid-made', 'bid-failed']);
    expect(events.filter((e) => e === 'tute-trick')).to.have.length(10);
    expect(root(el).querySelector('.summary')?.textContent)
      .to.contain('Contract side total')
      .and.contain('Team A');
  });

  for (const take of [true, false]) {
    const call = take ? 'take over' : 'let stand';
    it(`320 px: seat 0's call as the censor (${call}) reads whole`, async () => {
      const el = await tableAt(320, 'subastao-censor', 3);
      await untilSeat0Censors(el);
      await el.act({ type: 'censor', seat: 0, take });
      await el.updateComplete;
      const said = must(root(el).querySelector<HTMLElement>('.own .bubble'), "seat 0's bubble");
      expect(said.textContent).to.match(take ? /^Take over \(\d+\)$/ : /^Let it stand$/);
      expect(said.scrollWidth, 'the text is cut').to.be.at.most(said.clientWidth);
      const table = must(root(el).querySelector('[part="table"]')).getBoundingClientRect();
      const at = said.getBoundingClientRect();
      expect(at.left).to.be.at.least(table.left);
      expect(at.right).to.be.at.most(table.right);
    });
  }

  it('320 px: another seat\'s bubble reads whole, inside the table ("Schwerter")', async () => {
    // The bubble was cut to its seat's slot: "Schwe…" over a seat a third of the table wide.
    for (let seed = 1; seed < 40; seed++) {
      const el = await tableAt(320, 'subastado', seed, 'de');
      await playByClicks(el, Infinity, { auction: 'pass', until: (s) => s.trump !== null });
      const state = stateOf(el);
      if (state.trump !== 'e' || state.contract?.seat === 0) continue;
      const said = must(
        root(el).querySelector<HTMLElement>(`.seat[data-seat="${state.contract?.seat}"] .bubble`),
        'the bubble of the seat that named trump',
      );
      expect(said.textContent?.trim()).to.equal('Schwerter');
      expect(said.scrollWidth, 'the text is cut').to.be.at.most(said.clientWidth);
      const table = must(root(el).querySelector('[part="table"]')).getBoundingClientRect();
      const at = said.getBoundingClientRect();
      expect(at.left).to.be.at.least(table.left);
      expect(at.right).to.be.at.most(table.right);
      return;
    }
    expect.fail('no deal where another seat names swords');
  });

  it('subastao-censor: seat 0 as the censor takes the contract over and plays it', async () => {
    const el = await table('subastao-censor', 3);
    await untilSeat0Censors(el);
    const before = stateOf(el);
    const bidder = before.contract?.seat as number;
    expect(before.dealer).to.equal(0);
    const panel = root(el).querySelector('.censor');
    // The status line says what is to decide, the panel holds the choice, and the bidder's hand
    // lies where seat 0's own would be.
    const price = (before.contract?.amount ?? 0) + 10;
    expect(statusOf(el)).to.contain(`at ${price}?`).and.not.contain('sit this deal out');
    expect(panel?.textContent).to.contain(`(${price})`);
    // Its buttons' group is named by the question they answer (it was "censor").
    expect(statusOf(el)).to.contain(must(panel?.getAttribute('aria-label')));
    expect(panel?.getAttribute('aria-label')).to.match(/ won at \d+\. Take that hand over at /);
    const judged = root(el).querySelector('[part="hand"]');
    expect(judged?.textContent).to.contain("'s hand:");
    for (const card of before.hands[bidder] ?? [])
      expect(judged?.querySelector(`[data-code="${card}"]`), card).to.not.equal(null);
    expectNoHiddenCards(el);
    const events = [
      ...(await playByClicks(el, Infinity, { censor: 'take', until: (s) => s.phase === 'trump' })),
    ];
    expect(stateOf(el).contract).to.deep.equal({
      seat: 0,
      amount: (before.contract?.amount ?? 0) + 10,
      displaced: bidder,
    });
    // It took the contract over: it did not win the auction.
    expect(statusOf(el)).to.equal(`Your contract: ${price}. Name trumps.`);
    expect(cards(el)).to.have.length(12);
    expect(seatEl(el, bidder).textContent).to.contain('sits out');
    events.push(...(await playByClicks(el)));
    expectEventOrder(events);
    expect(events.filter((e) => e === 'tute-trick')).to.have.length(12);
    expect(stateOf(el).result?.reason).to.be.oneOf(['bid-made', 'bid-failed']);
  });

  it('subastao-censor: seat 0 lets the contract stand and sits the deal out', async () => {
    const el = await table('subastao-censor', 3);
    await untilSeat0Censors(el);
    const ended = new Promise<void>((resolve) =>
      el.addEventListener('tute-deal-end', () => resolve(), { once: true }),
    );
    button(el, '[data-action="censor-pass"]')?.click();
    await el.updateComplete;
    expect(statusOf(el))
      .to.contain('You let the contract stand.')
      .and.contain('You sit this deal out.');
    expect(root(el).querySelector('[part="hand"]')?.textContent).to.contain(
      'You sit this deal out.',
    );
    const during = stateOf(el);
    expect(during.out).to.equal(0);
    await ended;
    await el.updateComplete;
    expect(stateOf(el).phase).to.be.oneOf(['deal-over', 'match-over']);
    expect(root(el).querySelector('.summary')).to.not.equal(null);
  });
});
