import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { IllegalActionError, newGame } from '../../src/engine/index.ts';
import { TuteTable } from '../../src/ui/index.ts';
import { takeSnapshot } from '../../src/ui/snapshot.ts';
import {
  cards,
  errorsOf,
  expectEventOrder,
  expectNoHiddenCards,
  freshKey,
  must,
  nameOf,
  playable,
  playByClicks,
  root,
  settle,
  stateOf,
  table,
} from './support.ts';

const ES_RANKS: Record<string, string> = {
  1: 'As',
  2: 'Dos',
  3: 'Tres',
  4: 'Cuatro',
  5: 'Cinco',
  6: 'Seis',
  7: 'Siete',
  10: 'Sota',
  11: 'Caballo',
  12: 'Rey',
};
const ES_SUITS: Record<string, string> = { o: 'oros', c: 'copas', e: 'espadas', b: 'bastos' };
const DE_SUITS: Record<string, string> = { o: 'Münzen', c: 'Kelche', e: 'Schwerter', b: 'Stäbe' };
const split = (code: string) => [code.slice(0, -1), code.slice(-1)] as const;

describe('<tute-table>', () => {
  it('is defined and renders a tute table with 8 card buttons for seat 0', async () => {
    const el = await table('tute', 1);
    expect(customElements.get('tute-table')).to.equal(TuteTable);
    expect(cards(el)).to.have.length(8);
    for (const part of [
      'table',
      'hand',
      'trick',
      'stock',
      'indicator',
      'score',
      'status',
      'controls',
    ]) {
      expect(root(el).querySelector(`[part~="${part}"]`), `part ${part}`).to.not.equal(null);
    }
    expect(root(el).querySelector('[part="status"]')?.getAttribute('role')).to.equal('status');
    expect(root(el).querySelector('[part="stock"]')?.textContent).to.contain('23');
    expect(root(el).querySelector('[style]')).to.equal(null);
    expectNoHiddenCards(el);
  });

  it('plays a deal of tute by clicks: moves, 20 tricks, then the deal end, in order', async () => {
    const el = await table('tute', 8);
    const trickDetails: unknown[] = [];
    el.addEventListener('tute-trick', (e) => trickDetails.push(e.detail));
    const events = await playByClicks(el);
    const state = stateOf(el);
    expect(state.phase).to.be.oneOf(['deal-over', 'match-over']);
    expect(state.result?.reason).to.not.equal('tute');
    expect(events.filter((e) => e === 'tute-trick')).to.have.length(20);
    expectEventOrder(events);
    expect(trickDetails.every((d) => (d as { cards: unknown[] }).cards.length === 2)).to.equal(
      true,
    );
    expect(root(el).querySelector('.summary')?.textContent).to.match(
      /Card points[\s\S]*Cantes[\s\S]*Last trick[\s\S]*Total/,
    );
    const next = root(el).querySelector<HTMLButtonElement>('[data-action="next-deal"]');
    expect(next).to.not.equal(null);
    const move = oneEvent(el, 'tute-move');
    next?.click();
    expect((await move).detail).to.deep.equal({
      seat: 0,
      action: { type: 'next-deal' },
      by: 'human',
    });
    await el.updateComplete;
    expect(cards(el)).to.have.length(8);
  });

  it('ends the match with a message and a new-match button (rules="target=1")', async () => {
    const el = await fixture<TuteTable>(
      html`<tute-table seed="8" rules="target=1" lang="en" .aiDelay=${0}></tute-table>`,
    );
    const end = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('tute-match-end', resolve as EventListener, { once: true }),
    );
    await playByClicks(el);
    const detail = (await end).detail as { winner: number; scores: number[] };
    expect(detail.scores[detail.winner]).to.equal(1);
    await el.updateComplete;
    expect(root(el).querySelector('.match-end')?.textContent).to.match(/wins? the match/);
    // Headed as what ended: the match, not only its last deal.
    expect(root(el).querySelector('#panel-summary-title')?.textContent).to.equal('Match over');
    expect(root(el).querySelector('[data-action="next-deal"]')).to.equal(null);
    expect(el.legalActions).to.deep.equal([]);
    root(el).querySelector<HTMLButtonElement>('[data-action="new-match"]')?.click();
    await el.updateComplete;
    expect(stateOf(el).log).to.deep.equal([]);
    expect(cards(el)).to.have.length(8);
  });

  it('reports AI moves as by "ai" with public details only', async () => {
    const el = await table('tute', 3);
    const moves: { seat: number; by: string }[] = [];
    el.addEventListener('tute-move', (e) => moves.push(e.detail));
    playable(el)?.click();
    await settle(el);
    expect(moves[0]).to.include({ seat: 0, by: 'human' });
    expect(moves.some((m) => m.seat === 1 && m.by === 'ai')).to.equal(true);
  });

  it('a click on an aria-disabled card shows why, fires nothing and changes nothing', async () => {
    const el = await table('tute', 5, 60_000);
    playable(el)?.click();
    await el.updateComplete;
    const before = stateOf(el);
    expect(before.turn).to.equal(1);
    const blocked = root(el).querySelector<HTMLButtonElement>(
      '[data-card][aria-disabled="true"]',
    ) as HTMLButtonElement;
    expect(blocked.hasAttribute('disabled')).to.equal(false);
    expect(blocked.title).to.equal('Not your turn');
    const errors = errorsOf(el);
    blocked.click();
    await Promise.resolve();
    await el.updateComplete;
    // A mistake at the table is explained there; tute-error is for what a host must know.
    expect(errors).to.deep.equal([]);
    const hint = root(el).querySelector('#hand-hint');
    expect(hint?.textContent?.trim()).to.equal('Not your turn');
    expect(hint?.classList.contains('pointed')).to.equal(true);
    expect(stateOf(el)).to.equal(before);
    const card = must(blocked.dataset.card);
    await el.act({ type: 'play', seat: 0, card }).catch(() => undefined);
    expect(errors.map((e) => e.code)).to.deep.equal(['not-your-turn']);
    expect(errors[0]?.message).to.be.a('string').and.not.equal('');
  });

  it('act() applies a legal action and rejects an illegal one, firing tute-error', async () => {
    const el = await table('tute', 11, 60_000);
    const secret = must(stateOf(el).hands[1]?.[0]);
    const before = stateOf(el);
    const errors = errorsOf(el);
    let thrown: unknown = null;
    await el.act({ type: 'play', seat: 0, card: secret }).catch((e: unknown) => {
      thrown = e;
    });
    expect(thrown).to.be.instanceOf(IllegalActionError);
    expect(errors.map((e) => e.code)).to.deep.equal(['card-not-in-hand']);
    expect(stateOf(el)).to.equal(before);
    const card = must(el.view.hand[0]);
    await el.act({ type: 'play', seat: 0, card });
    expect(stateOf(el).trick).to.deep.equal([{ seat: 0, card }]);
    expect(el.legalActions).to.deep.equal([]);
  });

  it('shows Spanish card names with lang="es" and re-renders when lang changes', async () => {
    const el = await table('tute', 2, 0, 'es');
    for (const button of cards(el)) {
      const [rank, suit] = split(button.dataset.card as string);
      expect(nameOf(button)).to.equal(`${ES_RANKS[rank]} de ${ES_SUITS[suit]}`);
    }
    el.setAttribute('lang', 'de');
    await el.updateComplete;
    for (const button of cards(el)) {
      const [, suit] = split(button.dataset.card as string);
      expect(nameOf(button)).to.match(new RegExp(` der ${DE_SUITS[suit]}$`));
    }
  });

  it("without its own lang, takes the nearest ancestor's, else English", async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="de"><tute-table seed="4" .aiDelay=${0}></tute-table></div>`,
    );
    const el = wrapper.querySelector('tute-table') as TuteTable;
    await el.updateComplete;
    expect(nameOf(must(cards(el)[0]))).to.match(/ der /);
    wrapper.setAttribute('lang', 'fr');
    await aTimeout(0); // the ancestor's change reaches the element through a MutationObserver
    await el.updateComplete;
    expect(nameOf(must(cards(el)[0]))).to.match(/ of /);
  });

  it('plays a few tricks of brisca by clicks', async () => {
    const el = await table('brisca', 9);
    expect(cards(el)).to.have.length(3);
    const events = await playByClicks(el, 4);
    expect(events.filter((e) => e === 'tute-trick').length).to.be.at.least(4);
    expect(cards(el).length).to.be.at.most(3);
    expect(root(el).querySelector('[data-action^="sing-"]')).to.equal(null);
  });

  it('keeps the default and fires tute-error for invalid attribute values', async () => {
    const el = document.createElement('tute-table');
    const codes: string[] = [];
    el.addEventListener('tute-error', (e) => codes.push(e.detail.code));
    el.setAttribute('variant', 'skat');
    el.setAttribute('rules', 'target=3; nonsense=1');
    el.setAttribute('theme', 'neon');
    el.setAttribute('difficulty', 'godlike');
    el.aiDelay = 0;
    document.body.append(el);
    await el.updateComplete;
    expect(codes).to.include.members([
      'unknown-variant',
      'unknown-option',
      'bad-theme',
      'bad-difficulty',
    ]);
    expect(el.variant).to.equal('tute');
    expect(el.theme).to.equal('classic');
    expect(el.getAttribute('theme')).to.equal('classic');
    expect(stateOf(el).variant).to.equal('tute');
    expect(stateOf(el).rules.target).to.equal(5);
    el.setAttribute('rules', 'target=2; capote=true');
    await el.updateComplete;
    expect(stateOf(el).rules).to.include({ target: 2, capote: true });
    el.remove();
  });

  it('a removed attribute goes back to its default, with no tute-error', async () => {
    // It counted as a bad value: reported, and the old value put back (no way to the default).
    const el = await fixture<TuteTable>(
      html`<tute-table
        variant="brisca"
        difficulty="easy"
        theme="dark"
        sort="none"
        speed="fast"
        controls="none"
        .aiDelay=${60_000}
      ></tute-table>`,
    );
    const errors = errorsOf(el);
    for (const name of ['variant', 'difficulty', 'theme', 'sort', 'speed', 'controls'])
      el.removeAttribute(name);
    await el.updateComplete;
    expect(errors).to.deep.equal([]);
    const now = Object.fromEntries(
      (['variant', 'difficulty', 'theme', 'sort', 'speed', 'controls'] as const).map((n) => [
        n,
        el[n],
      ]),
    );
    expect(now).to.deep.equal({
      variant: 'tute',
      difficulty: 'medium',
      theme: 'classic',
      sort: 'suit',
      speed: 'normal',
      controls: 'menu',
    });
    expect(stateOf(el).variant).to.equal('tute');
    expect(getComputedStyle(el).getPropertyValue('--_felt').trim()).to.equal('#1f5f3a');
    expect(root(el).querySelector('[data-action="menu"]')).to.not.equal(null);
  });

  it("names seat 0's own shown card as theirs in tute-4, in each language", async () => {
    // It read "You's card (dealer)", "Carta de Tú (reparte)", "Karte von Du (Geber)".
    const expected = {
      en: 'Your card (dealer):',
      es: 'Tu carta (reparte):',
      de: 'Deine Karte (Geber):',
    };
    for (const [lang, text] of Object.entries(expected)) {
      const el = await table('tute-4', 1, 60_000, lang);
      el.restore(takeSnapshot(newGame({ variant: 'tute-4', seed: 1, dealer: 0 })));
      await el.updateComplete;
      expect(stateOf(el).dealer).to.equal(0);
      expect(root(el).querySelector('.pile .label')?.textContent?.trim(), lang).to.equal(text);
    }
    // Another dealer by name.
    const el = await table('tute-4', 1, 60_000, 'en');
    el.restore(takeSnapshot(newGame({ variant: 'tute-4', seed: 1, dealer: 2 })));
    await el.updateComplete;
    expect(root(el).querySelector('.pile .label')?.textContent?.trim()).to.equal(
      "Matt's card (dealer):",
    );
  });

  it('a bad seed or rules keeps the match and goes back to the good value', async () => {
    const el = await table('tute', 21);
    const codes = errorsOf(el);
    el.setAttribute('rules', 'target=3');
    await el.updateComplete;
    const before = stateOf(el);
    const seed = el.seed;
    expect(before.rules.target).to.equal(3);
    el.setAttribute('rules', 'x');
    await el.updateComplete;
    el.seed = Number.NaN;
    await el.updateComplete;
    expect(codes.map((e) => e.code)).to.deep.equal(['bad-rules', 'bad-seed']);
    expect(stateOf(el)).to.equal(before);
    expect(el.rules).to.equal('target=3');
    expect(String(el.seed)).to.equal(String(seed));
    el.variant = 'brisca';
    await el.updateComplete;
    expect(codes).to.have.length(2);
    expect(stateOf(el).variant).to.equal('brisca');
    expect(stateOf(el).rules.target).to.equal(3);
  });

  it('seed, rules, names and persist read undefined when removed or empty', async () => {
    const el = await fixture<TuteTable>(
      html`<tute-table seed="4" rules="target=3" names="Ana" persist=${freshKey()}></tute-table>`,
    );
    el.aiDelay = 0;
    const texts = ['seed', 'rules', 'names', 'persist'] as const;
    for (const name of texts) expect(el[name], name).to.not.equal(undefined);
    // lit reads a removed attribute as null, which none of their types allow.
    for (const name of texts) el.removeAttribute(name);
    await el.updateComplete;
    for (const name of texts) expect(el[name], `${name} removed`).to.equal(undefined);
    for (const name of texts) el.setAttribute(name, '');
    await el.updateComplete;
    for (const name of texts) expect(el[name], `${name} empty`).to.equal(undefined);
  });

  it('bad rules or seed at the start: the defaults, a random seed, the property none', async () => {
    const long = 'x'.repeat(1001);
    const el = document.createElement('tute-table');
    const codes = errorsOf(el);
    el.aiDelay = 0;
    el.setAttribute('rules', 'x');
    el.setAttribute('seed', long);
    document.body.append(el);
    await el.updateComplete;
    expect(codes.map((e) => e.code)).to.deep.equal(['bad-seed', 'bad-rules']);
    expect(stateOf(el).rules).to.deep.equal(newGame({ variant: 'tute' }).rules);
    expect(stateOf(el).seed).to.not.equal(long);
    // The match was started from no rules and no seed (they read "x" and the long text).
    expect(el.rules).to.equal(undefined);
    expect(el.seed).to.equal(undefined);
    el.variant = 'brisca';
    await el.updateComplete;
    // The bad text is not read again against the new variant.
    expect(codes).to.have.length(2);
    expect(stateOf(el).variant).to.equal('brisca');
    expect(stateOf(el).rules).to.deep.equal(newGame({ variant: 'brisca' }).rules);
    const brisca = stateOf(el);
    el.seed = 'another';
    await el.updateComplete;
    expect(codes).to.have.length(2);
    expect(stateOf(el)).to.not.equal(brisca);
    expect(stateOf(el).seed).to.equal('another');
    el.remove();
  });

  it('a new variant or seed starts a new match; the same seed deals the same hand', async () => {
    const a = await table('tute', 21);
    const b = await table('tute', 21);
    expect(a.view.hand).to.deep.equal(b.view.hand);
    b.variant = 'brisca';
    await b.updateComplete;
    expect(stateOf(b).variant).to.equal('brisca');
    expect(cards(b)).to.have.length(3);
  });

  it('cancels the pending AI move when detached, resumes it when attached again', async () => {
    const el = await table('tute', 13, 30);
    const parent = el.parentElement as HTMLElement;
    playable(el)?.click();
    await el.updateComplete;
    const waiting = stateOf(el);
    el.remove();
    await aTimeout(80);
    expect(stateOf(el)).to.equal(waiting);
    parent.append(el);
    await settle(el);
    expect(stateOf(el).log.length).to.be.greaterThan(waiting.log.length);
  });

  it('drops a pending AI move when a new match starts', async () => {
    const el = await table('tute', 19, 30);
    playable(el)?.click();
    await el.updateComplete;
    const moves: unknown[] = [];
    el.addEventListener('tute-move', (e) => moves.push(e.detail));
    el.newMatch();
    await aTimeout(80);
    expect(moves).to.deep.equal([]);
    expect(stateOf(el).log).to.deep.equal([]);
  });

  it('snapshot() and restore() resume a match; a broken one throws, changes nothing', async () => {
    const el = await table('tute', 17);
    await playByClicks(el, 3);
    const text = el.snapshot();
    const copy = await table('brisca', 1, 60_000);
    copy.restore(text);
    await copy.updateComplete;
    expect(copy.view).to.deep.equal(el.view);
    expect(copy.variant).to.equal('tute');
    const kept = stateOf(copy);
    const broken = JSON.parse(text) as { log: unknown[] };
    broken.log.unshift({ type: 'play', seat: 0, card: 'ace' });
    expect(() => copy.restore(JSON.stringify(broken))).to.throw(/action 1 of the log/);
    expect(() => copy.restore('{')).to.throw();
    expect(stateOf(copy)).to.equal(kept);
  });

  it("never shows another seat's cards while a brisca deal is played out", async () => {
    const el = await table('brisca', 31);
    const events = await playByClicks(el);
    expect(events[events.length - 1]).to.equal('tute-deal-end');
    expect(root(el).querySelector('.summary')).to.not.equal(null);
  });
});
