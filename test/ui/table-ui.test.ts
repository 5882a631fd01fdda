import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import {
  a11ySnapshot,
  emulateMedia,
  executeServerCommand,
  sendKeys,
  setViewport,
} from '@web/test-runner-commands';
import '../../src/ui/index.ts';
import type { TuteTable } from '../../src/ui/index.ts';
import {
  button,
  cards,
  contrast,
  expectNoHiddenCards,
  must,
  nameOf,
  patch,
  playable,
  playByClicks,
  rgb,
  root,
  settle,
  stateOf,
  statusOf,
  table,
  tableAt,
} from './support.ts';
import { cardName } from '../../src/ui/i18n.ts';
import { en } from '../../src/ui/i18n/en.ts';

const active = (el: TuteTable) => root(el).activeElement as HTMLElement | null;
const tabStops = (el: TuteTable) => cards(el).filter((c) => c.tabIndex === 0);

describe('<tute-table> interaction and accessibility', () => {
  it('keyboard: Tab reaches one card, arrows move the focus, Enter plays it', async () => {
    const el = await table('tute', 1, 60_000);
    expect(tabStops(el)).to.have.length(1);
    // The top bar's tools come first: the log (the previous trick is disabled), the menu.
    await sendKeys({ press: 'Tab' });
    expect(active(el)?.dataset.action).to.equal('log');
    await sendKeys({ press: 'Tab' });
    expect(active(el)?.dataset.action).to.equal('menu');
    await sendKeys({ press: 'Tab' });
    const first = active(el);
    expect(first?.dataset.card).to.equal(tabStops(el)[0]?.dataset.card);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    const second = active(el);
    expect(second?.dataset.card).to.equal(
      cards(el)[cards(el).indexOf(first as HTMLButtonElement) + 1]?.dataset.card,
    );
    expect(tabStops(el)).to.deep.equal([second]);
    await sendKeys({ press: 'End' });
    expect(active(el)).to.equal(cards(el)[cards(el).length - 1]);
    await sendKeys({ press: 'Home' });
    expect(active(el)).to.equal(cards(el)[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(active(el), 'arrows wrap around').to.equal(cards(el)[cards(el).length - 1]);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    const target = active(el) as HTMLButtonElement;
    expect(target).to.equal(first);
    expect(target.getAttribute('aria-disabled')).to.equal('false');
    const card = target.dataset.card;
    const move = oneEvent(el, 'tute-move');
    await sendKeys({ press: 'Enter' });
    expect((await move).detail).to.deep.include({
      seat: 0,
      by: 'human',
      action: { type: 'play', seat: 0, card },
    });
    await el.updateComplete;
    expect(active(el)?.dataset.card, 'the hand keeps the focus').to.be.a('string');
    expect(tabStops(el)).to.have.length(1);
  });

  it("the page's text styles stop at the table; hiding and colour pass on", async () => {
    // A wrapper's nowrap cut the status line, right to left mirrored the seats and the hand.
    const style =
      'direction: rtl; white-space: nowrap; text-transform: uppercase; letter-spacing: 3px; ' +
      'font-style: italic; font-weight: 900; text-indent: 40px; color: rgb(1, 2, 3)';
    const box = await fixture<HTMLElement>(
      html`<div style=${style}><tute-table seed="5" .aiDelay=${60_000}></tute-table></div>`,
    );
    const el = must(box.querySelector<TuteTable>('tute-table'));
    await el.updateComplete;
    const status = getComputedStyle(must(root(el).querySelector('[part="status"]')));
    expect([
      status.direction,
      status.whiteSpace,
      status.textTransform,
      status.letterSpacing,
      status.fontStyle,
      status.fontWeight,
      status.textIndent,
    ]).to.deep.equal(['ltr', 'normal', 'none', 'normal', 'normal', '400', '0px']);
    const [first, second] = cards(el).map((c) => c.getBoundingClientRect().left);
    expect(must(first), 'the hand from the left').to.be.below(must(second));
    expect(getComputedStyle(el).color).to.equal('rgb(1, 2, 3)');
    box.style.visibility = 'hidden';
    expect(getComputedStyle(must(cards(el)[0])).visibility).to.equal('hidden');
  });

  it("the page's text size, box sizing and language stop at the table too", async () => {
    // A wrapper's font-size: 0 (inline-block grids) blanked the menu's words; a page's
    // box-sizing reached every box inside; a French page read the English table in French; a
    // page's --_fit sized the cards.
    const plain = await fixture<HTMLElement>(
      html`<div style="width: 400px"><tute-table seed="5" .aiDelay=${60_000}></tute-table></div>`,
    );
    const reference = must(plain.querySelector<TuteTable>('tute-table'));
    await reference.updateComplete;
    const height = reference.getBoundingClientRect().height;
    const rule = document.head.appendChild(document.createElement('style'));
    rule.textContent = '.hostile, .hostile * { box-sizing: content-box }';
    try {
      const box = await fixture<HTMLElement>(
        html`<div class="hostile" lang="fr" style="width: 400px; font-size: 0; --_fit: 77px">
          <tute-table seed="5" .aiDelay=${60_000}></tute-table>
        </div>`,
      );
      const el = must(box.querySelector<TuteTable>('tute-table'));
      await el.updateComplete;
      expect(el.getBoundingClientRect().height).to.be.closeTo(height, 1);
      const table = must(root(el).querySelector<HTMLElement>('[part="table"]'));
      expect(table.lang, 'no French words').to.equal('en');
      const tool = must(button(el, '[data-action="menu"]'));
      expect([tool.offsetWidth, tool.offsetHeight]).to.deep.equal([44, 44]);
      tool.click();
      await el.updateComplete;
      const words = [...root(el).querySelectorAll<HTMLElement>('.menu :is(button, label, select)')];
      expect(words.length).to.be.above(3);
      for (const word of words)
        expect(parseFloat(getComputedStyle(word).fontSize), word.textContent ?? '').to.be.above(12);
      el.setAttribute('lang', 'es');
      await waitUntil(() => table.lang === 'es', 'the table speaks Spanish');
    } finally {
      rule.remove();
    }
  });

  it("keeps the top bar's icons whole at twice and at 62.5% of the text size", async () => {
    // In rem, the icons' padding left them 9 px at 32 px text, and the menu's glyph outgrew its
    // button; the buttons are 44 px whatever the text size.
    // At a 62.5% root font (10 px) the 44 px buttons stuck out of the bar, over the seats.
    const icons = async () => {
      const el = await table('tute', 1, 60_000);
      const bar = must(root(el).querySelector('.bar')).getBoundingClientRect();
      return [...root(el).querySelectorAll('.tools button')].map((b) => {
        const icon = must(b.querySelector('svg, span')).getBoundingClientRect();
        const box = b.getBoundingClientRect();
        expect(icon.top, 'inside its button').to.be.at.least(box.top);
        expect(icon.bottom, 'inside its button').to.be.at.most(box.bottom);
        expect(box.top, 'inside the bar').to.be.at.least(bar.top);
        expect(box.bottom, 'inside the bar').to.be.at.most(bar.bottom);
        return [Math.round(icon.width), Math.round(icon.height)];
      });
    };
    const normal = await icons();
    try {
      for (const size of ['32px', '10px']) {
        document.documentElement.style.fontSize = size;
        expect(await icons(), size).to.deep.equal(normal);
      }
    } finally {
      document.documentElement.style.fontSize = '';
    }
    expect(normal[0]?.[0]).to.be.above(20);
  });

  it("keeps the middle's words on the table at 200% text in a 320 px column", async () => {
    // Centred and wider than its room, the dealer's card's label began at x = -33 px.
    document.documentElement.style.fontSize = '32px';
    try {
      const el = await tableAt(320, 'tute-4', 3, 'es', 60_000);
      const middle = must(root(el).querySelector('.center')).getBoundingClientRect();
      const words = [...root(el).querySelectorAll('.center .label, .center .trump-line')];
      expect(words.length).to.be.above(1);
      for (const node of words)
        expect(node.getBoundingClientRect().left, node.textContent ?? '').to.be.at.least(
          middle.left,
        );
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('lays the focused card over its neighbours, so its ring shows whole', async () => {
    // 600 px: the cards overlap.
    const el = await tableAt(600, 'tute', 1, 'en', 60_000);
    const first = must(tabStops(el)[0]);
    first.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    const focused = must(active(el));
    expect(focused.nextElementSibling?.matches('.card'), 'a card to its right').to.equal(true);
    const art = must(focused.querySelector('svg')).getBoundingClientRect();
    // Its right edge, where the next card lay over it and its ring (a ring is not hit-tested).
    const over = root(el).elementFromPoint(art.right - 3, art.top + art.height / 2);
    expect(over?.closest('.card')).to.equal(focused);
  });

  it('gives the dark theme dark native controls', async () => {
    const el = await table('tute', 1, 60_000);
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    expect(getComputedStyle(el).colorScheme).to.equal('dark');
  });

  it('lifts a card on hover only where the pointer hovers (not after a tap)', async () => {
    const el = await table('tute', 1, 60_000);
    const sheets = [
      ...root(el).adoptedStyleSheets,
      ...[...root(el).querySelectorAll('style')].map((s) => must(s.sheet)),
    ];
    const hovers: string[] = [];
    const walk = (rules: CSSRuleList, media: string) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.conditionText);
        else if (rule instanceof CSSStyleRule && rule.selectorText.includes(':hover'))
          hovers.push(`${media} ${rule.selectorText}`);
      }
    };
    for (const sheet of sheets) walk(sheet.cssRules, '');
    expect(hovers).to.have.length.above(0);
    expect(hovers.filter((h) => !h.startsWith('(hover: hover) '))).to.deep.equal([]);
  });

  it('names each card once to assistive technology; one not to be played says why', async () => {
    // With a label and an equal title, the title became the description: "Two of cups, Two of
    // cups" under some screen readers at every arrow key.
    type Node = { role?: string; name?: string; description?: string; children?: Node[] };
    const el = await table('tute-4', 1);
    let blocked = 0;
    for (let trick = 0; trick < 8 && blocked === 0; trick++) {
      await settle(el);
      const tree = (await a11ySnapshot({})) as unknown as Node;
      const byName = new Map(cards(el).map((c) => [nameOf(c), c]));
      const found: Node[] = [];
      const walk = (n: Node) => {
        if (n.role === 'button' && n.name && byName.has(n.name)) found.push(n);
        n.children?.forEach(walk);
      };
      walk(tree);
      expect(found.length, `trick ${trick}`).to.equal(byName.size);
      for (const n of found) {
        const card = must(byName.get(must(n.name)));
        const why = card.getAttribute('aria-disabled') === 'true' ? card.title : '';
        if (why) blocked++;
        expect(n.description ?? '', `trick ${trick}: ${n.name}`).to.equal(why);
      }
      await playByClicks(el, 1);
    }
    expect(blocked, 'a card that may not be played was met').to.be.above(0);
    // The top bar's icon buttons: one name, no echo.
    const tree = (await a11ySnapshot({})) as unknown as Node;
    const named = new Map<string, Node>();
    const walk = (n: Node) => {
      if (n.name) named.set(n.name, n);
      n.children?.forEach(walk);
    };
    walk(tree);
    const titled = [...root(el).querySelectorAll<HTMLElement>('.tools button[title]')];
    expect(titled.length).to.equal(3);
    for (const t of titled) {
      const n = named.get(t.title);
      expect(n, t.title).to.not.equal(undefined);
      expect(n?.description ?? '', t.title).to.not.equal(t.title);
    }
    // Nor the pictures: the won piles, and the small face-up cards of the deal's log.
    must(button(el, '[data-action="log"]')).click();
    await waitUntil(() => root(el).querySelector('table.log .mini'), 'the log shows its cards');
    const images: Node[] = [];
    const pictures = (n: Node) => {
      if (n.role === 'image') images.push(n);
      n.children?.forEach(pictures);
    };
    pictures((await a11ySnapshot({})) as unknown as Node);
    const piles = root(el).querySelectorAll('.won').length;
    const minis = root(el).querySelectorAll('.mini').length;
    expect(piles, 'won piles').to.be.above(0);
    expect(images.length).to.be.at.least(piles + minis);
    for (const n of images) expect(n.description ?? '', n.name).to.not.equal(n.name);
    // The piles keep a tooltip for the pointer, which names them too.
    const names = images.map((n) => n.name);
    for (const pile of root(el).querySelectorAll('.won'))
      expect(names).to.include(pile.getAttribute('title'));
  });

  it('names its tables; the summary that takes the focus is described by its score', async () => {
    // A screen reader heard "Deal over, dialog" and then nothing of the score; and tables
    // without a name were read as "table" among the others.
    type Node = { role?: string; name?: string; description?: string; children?: Node[] };
    const nodes = async () => {
      const all: Node[] = [];
      const walk = (n: Node) => {
        all.push(n);
        n.children?.forEach(walk);
      };
      walk((await a11ySnapshot({})) as unknown as Node);
      return all;
    };
    // The snapshot leaves tables out: their names as the attributes give them.
    const tables = () =>
      [...root(el).querySelectorAll('table')].map((t) => {
        const by = t.getAttribute('aria-labelledby');
        return by ? (root(el).getElementById(by)?.textContent ?? '').trim() : t.ariaLabel;
      });
    const el = await table('tute', 1);
    expect(tables()).to.deep.equal([en.score.title]);
    await playByClicks(el);
    await waitUntil(() => root(el).querySelector('#panel-summary'), 'the summary opens');
    await el.updateComplete;
    expect(root(el).activeElement?.id).to.equal('panel-summary');
    const dialog = (await nodes()).find((n) => n.role === 'dialog');
    expect(dialog?.name).to.equal(en.dealOver);
    const { totals } = must(stateOf(el).result);
    const said = must(dialog?.description);
    // The verdict, then every row of the table with each side's figures.
    expect(said.startsWith(must(root(el).querySelector('.verdict')?.textContent).trim())).to.equal(
      true,
    );
    expect(said).to.include(`${en.score.total} ${totals.join(' ')}`);
    expect(tables()).to.have.members([en.score.title, en.dealOver]);
    // The look-back panels' tables are named by their headings.
    must(button(el, '[data-action="log"]')).click();
    await waitUntil(() => root(el).querySelector('table.log'), 'the log opens');
    expect(tables()).to.have.members([en.score.title, en.log]);
    must(button(el, '[data-action="last-trick"]')).click();
    await waitUntil(() => root(el).querySelector('.last-trick table'), 'the last trick opens');
    expect(tables()).to.have.members([en.score.title, en.previousTrick]);
  });

  it('the second click of a double click or tap plays nothing', async () => {
    // Seat 0 won a trick with the first tap and led with the card that slid under the second.
    const el = await table('tute', 1, 60_000);
    const card = must(playable(el));
    const code = card.dataset.card;
    const click = (detail: number) =>
      card.dispatchEvent(new MouseEvent('click', { detail, bubbles: true, composed: true }));
    click(2);
    await el.updateComplete;
    expect(stateOf(el).log).to.have.length(0);
    click(1);
    await el.updateComplete;
    expect(stateOf(el).log).to.deep.equal([{ type: 'play', seat: 0, card: code }]);
  });

  it('says why a card may not be played, in a hint linked by aria-describedby', async () => {
    // The first seed (in order) whose deal makes seat 0 follow under the click policy.
    let el = await table('tute-3', 1);
    const obliged = (s: ReturnType<typeof stateOf>) =>
      s.turn === 0 && s.trick.length > 0 && el.legalActions.length < (s.hands[0]?.length ?? 0);
    for (let seed = 2; seed < 20; seed++) {
      await playByClicks(el, Infinity, { until: obliged });
      if (obliged(stateOf(el))) break;
      el = await table('tute-3', seed);
    }
    expect(obliged(stateOf(el)), 'seat 0 must follow at some point').to.equal(true);
    const blocked = root(el).querySelector<HTMLButtonElement>(
      '[data-card][aria-disabled="true"]',
    ) as HTMLButtonElement;
    expect(blocked.getAttribute('aria-describedby')).to.equal('hand-hint');
    blocked.focus();
    await Promise.resolve();
    await el.updateComplete;
    const hint = root(el).querySelector('#hand-hint')?.textContent?.trim() ?? '';
    expect(hint).to.equal(blocked.title);
    expect(hint).to.match(/^(You must|No (coins|cups|swords|clubs))/);
    expect(hint).to.match(/coins|cups|swords|clubs/);
    blocked.click();
    await el.updateComplete;
    expect(blocked.isConnected && cards(el).includes(blocked)).to.equal(true);
  });

  // Every axe rule applies; no rule is ignored.
  const axe = {};

  it('passes axe in the auction, during play and at the deal end', async () => {
    const auction = await table('subastao', 41, 60_000);
    expect(stateOf(auction).phase).to.equal('auction');
    await expect(auction).to.be.accessible(axe);
    const play = await table('tute-4', 6, 60_000);
    await expect(play).to.be.accessible(axe);
    const end = await table('brisca', 31);
    await playByClicks(end);
    expect(stateOf(end).phase).to.be.oneOf(['deal-over', 'match-over']);
    await expect(end).to.be.accessible(axe);
  });

  it("the trump suit reads at 4.5:1 on the felt's light middle, every theme", async () => {
    // axe leaves text on a gradient to a person; the classic gold on the middle read 3.6:1.
    for (const theme of ['classic', 'light', 'dark'] as const) {
      const el = await table('tute', 1, 60_000);
      el.theme = theme;
      await el.updateComplete;
      const trump = must(root(el).querySelector('.trump'));
      const felt = rgb(getComputedStyle(must(root(el).querySelector('.table'))).backgroundColor);
      // The lightest point of the felt (styles.ts): 9% white toward the middle.
      const middle = felt.map((v) => v + (255 - v) * 0.09);
      const style = getComputedStyle(trump);
      const alpha = Number(/, ([\d.]+)\)$/.exec(style.backgroundColor)?.[1] ?? 1);
      const under =
        style.backgroundColor === 'rgba(0, 0, 0, 0)' ? [0, 0, 0] : rgb(style.backgroundColor);
      const ground = middle.map((v, i) => v * (1 - alpha) + (under[i] ?? 0) * alpha);
      expect(contrast(rgb(style.color), ground), theme).to.be.at.least(4.5);
      el.remove();
    }
  });

  it('custom properties reach the card art; the theme attribute changes the felt', async () => {
    let el: TuteTable | null = null;
    for (let seed = 1; seed < 30 && !el; seed++) {
      const t = await fixture<TuteTable>(
        html`<tute-table class="themed" seed=${seed} lang="en" .aiDelay=${60_000}></tute-table>`,
      );
      if (t.view.hand.some((c) => c.endsWith('c'))) el = t;
    }
    const host = el as TuteTable;
    host.setAttribute('style', '--tute-suit-copas: rgb(1, 2, 3); --tute-card-face: rgb(4, 5, 6)');
    const emblem = root(host).querySelector(
      '[data-card$="c"] svg [fill*="suit-copas"]',
    ) as SVGElement;
    expect(getComputedStyle(emblem).fill).to.equal('rgb(1, 2, 3)');
    const face = root(host).querySelector('[data-card] svg > rect') as SVGElement;
    expect(getComputedStyle(face).fill).to.equal('rgb(4, 5, 6)');
    const felt = () =>
      getComputedStyle(root(host).querySelector('[part="table"]') as HTMLElement).backgroundColor;
    const classic = felt();
    host.theme = 'dark';
    await host.updateComplete;
    expect(felt()).to.not.equal(classic);
    host.setAttribute('style', '--tute-felt: rgb(7, 8, 9)');
    expect(felt()).to.equal('rgb(7, 8, 9)');
  });

  it('draws other hands as code-less backs, one per card: "Lucy: 8 cards"', async () => {
    const el = await table('tute', 3, 60_000);
    const seat = root(el).querySelector('.seat[data-seat="1"]') as HTMLElement;
    expect(seat.querySelectorAll('svg[data-art="back"]')).to.have.length(8);
    expect(seat.querySelector('.backs')?.getAttribute('aria-label')).to.equal('Lucy: 8 cards');
    expect(
      root(el).querySelectorAll('svg[data-art="back"][data-code], .back [data-code]'),
    ).to.have.length(0);
    expect(root(el).querySelectorAll('[data-card] svg[data-art="face"][data-code]')).to.have.length(
      8,
    );
    expectNoHiddenCards(el);
  });

  it('shows the AI thinking, announces moves politely and writes no style attribute', async () => {
    const el = await table('tute', 13, 60_000);
    playable(el)?.click();
    await el.updateComplete;
    expect(
      root(el).querySelector('.seat[data-seat="1"] .thinking')?.getAttribute('aria-label'),
    ).to.equal('Lucy is thinking…');
    const announcer = root(el).querySelector('[aria-live="polite"]') as HTMLElement;
    expect(announcer.classList.contains('sr-only')).to.equal(true);
    expect(announcer.textContent).to.match(/You play the .+ of /);
    expect(root(el).querySelector('[style]')).to.equal(null);
  });

  it('shows the thinking dots in forced colours (high contrast)', async () => {
    // Painted by their background alone, which forced colours take away: the seat thinking
    // showed an empty tab over its border.
    const el = await table('tute', 13, 60_000);
    playable(el)?.click();
    await el.updateComplete;
    const tab = must(root(el).querySelector<HTMLElement>('.seat[data-seat="1"] .thinking'));
    const dots = [...tab.querySelectorAll('i')];
    expect(dots).to.have.length(3);
    try {
      await executeServerCommand('forced-colors', 'active');
      expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
      const ground = rgb(getComputedStyle(tab).backgroundColor);
      for (const dot of dots) {
        const style = getComputedStyle(dot);
        const painted = parseFloat(style.borderTopWidth) > 0 ? style.borderTopColor : '';
        const ink = painted || style.backgroundColor;
        expect(contrast(rgb(ink), ground), ink).to.be.at.least(3);
      }
    } finally {
      await executeServerCommand('forced-colors', 'none');
    }
  });

  it('the thinking dots leave a long name whole, at 320 and 1,000 px', async () => {
    // They lay inside the box's top right corner: at 320 px over the last letters of the
    // partner's name, which two markers put on the plate's first line.
    for (const width of [320, 1000]) {
      const el = await tableAt(width, 'tute-4', 13, 'de');
      el.names = 'Du, Karin, Maximiliane, Lena';
      // The partner (seat 2) thinks for ever; the others play their first legal action.
      el.player = (view) =>
        view.seat === 2 ? new Promise(() => {}) : Promise.resolve(must(view.legal[0]));
      await el.updateComplete;
      const thinking = () => root(el).querySelector('.seat[data-seat="2"] .thinking');
      // Seat 0 leads the first trick; seat 1 answers at once, then seat 2 is asked.
      must(playable(el), 'a card to lead').click();
      await waitUntil(thinking, `${width} px: seat 2 never thought`);
      const box = must(thinking()?.closest('.seat'), `${width} px: seat 2 thinking`);
      const dots = must(thinking()).getBoundingClientRect();
      const name = must(box.querySelector('.name'));
      expect(name.textContent?.trim()).to.equal('Maximiliane');
      const line = name.getBoundingClientRect();
      const apart = dots.bottom <= line.top + 1 || dots.left >= line.right;
      expect(apart, `${width} px: dots over the name`).to.equal(true);
      const table = must(root(el).querySelector('[part="table"]')).getBoundingClientRect();
      expect(dots.top, 'on the table').to.be.at.least(table.top);
      el.parentElement?.remove();
    }
  });

  it('says which card seat 0 drew from the stock after each trick', async () => {
    const el = await table('tute', 13);
    const hand = () => [...(stateOf(el).hands[0] ?? [])];
    let previous = hand();
    let current = hand();
    const said: { drawn: string[]; text: string }[] = [];
    el.addEventListener('tute-move', () => {
      previous = current;
      current = hand();
    });
    el.addEventListener('tute-trick', () => {
      const drawn = current.filter((c) => !previous.includes(c));
      // Read once this state is drawn, before the AI's next move (a later task).
      void el.updateComplete.then(() => {
        said.push({ drawn, text: root(el).querySelector('.announcer')?.textContent ?? '' });
      });
    });
    // Seat 0 draws after every trick while the stock lasts (22 cards).
    for (let i = 0; i < 4 && said.length < 2; i++) {
      await settle(el);
      must(playable(el), 'a playable card').click();
    }
    await settle(el);
    expect(said.length).to.be.at.least(2);
    for (const { drawn, text } of said) {
      expect(drawn).to.have.length(1);
      // Said last: the status line shows two lines, whose turn it is among them.
      expect(text.endsWith(` You draw the ${cardName(en, drawn[0] ?? '')}.`), text).to.equal(true);
    }
  });

  it('says who took the trump card at the last draw; in tute, that play is strict', async () => {
    for (const [variant, seed] of [
      ['tute', 13],
      ['tute', 5],
      ['brisca', 7],
    ] as const) {
      const el = await table(variant, seed);
      const where = `${variant} ${seed}`;
      let [before, now] = [stateOf(el).indicator, stateOf(el).indicator];
      type Seen = { card: string; holder: number; text: Promise<[string, string]> };
      let seen = null as Seen | null;
      el.addEventListener('tute-move', () => {
        [before, now] = [now, stateOf(el).indicator];
        if (seen || before === null || now !== null) return;
        const card = before;
        const holder = stateOf(el).hands.findIndex((hand) => hand.includes(card));
        // Read once this state is drawn, before the AI's next move (a later task).
        const text = el.updateComplete.then((): [string, string] => [
          root(el).querySelector('.announcer')?.textContent ?? '',
          statusOf(el),
        ]);
        seen = { card, holder, text };
      });
      for (let i = 0; i < 30 && !seen; i++) {
        await settle(el);
        if (stateOf(el).phase !== 'play') break;
        must(playable(el), `${where}: a playable card`).click();
      }
      const { card, holder, text } = must(seen, `${where}: the trump card taken`);
      const [said, line] = await text;
      const who = holder === 0 ? 'You take' : `${en.defaultNames[holder] ?? ''} takes`;
      const strict = variant === 'tute' ? ' Play is strict now (arrastre).' : '';
      // Said last, after the status line's words (whose turn it is among them).
      expect(said, where).to.equal(
        `${line} ${who} the trump card, the ${cardName(en, card)}.${strict}`,
      );
      // The line has no room for it (the card is seen to go); seat 0's own draw it says.
      expect(line, where).to.not.contain('trump card');
      if (holder === 0) expect(line, where).to.contain(`You draw the ${cardName(en, card)}.`);
    }
  });

  it("says a deal's last card and trick, then its verdict (the line: verdict first)", async () => {
    const el = await table('tute', 13);
    await playByClicks(el);
    await el.updateComplete;
    const line = statusOf(el).trim();
    const spoken = root(el).querySelector('.announcer')?.textContent?.trim() ?? '';
    // "You win the deal (on points). Lucy plays the Four of clubs. You win the trick (+10)."
    const cut = line.indexOf(').') + 2;
    const [verdict, last] = [line.slice(0, cut), line.slice(cut + 1)];
    expect(verdict).to.match(/^(You win|Lucy wins) the deal \(.+\)\.$/);
    expect(last).to.match(/plays? the .+ the trick \(\+\d+\)\.$/);
    expect(spoken).to.equal(`${last} ${verdict}`);
  });

  it('says who holds the contract, and for how much, when the AI names trump', async () => {
    // The auction's last pass is said as a pass: the naming of trump is where the amount lies.
    for (const [variant, lang, words] of [
      ['subastado', 'en', (n: string, a: number) => `Contract: ${n}, ${a}.`],
      ['subastao', 'es', (n: string, a: number) => `Contrato: ${n}, ${a}.`],
    ] as const) {
      const el = await table(variant, 5, 0, lang);
      const said: string[] = [];
      el.addEventListener('tute-move', (e) => {
        if ((e as CustomEvent<{ action: { type: string } }>).detail.action.type !== 'trump') return;
        void el.updateComplete.then(() =>
          said.push(root(el).querySelector('.announcer')?.textContent ?? ''),
        );
      });
      await playByClicks(el, 1, { auction: 'pass' });
      const contract = must(stateOf(el).contract, `${variant}: a contract`);
      expect(contract.seat, `${variant}: an AI holds it`).to.not.equal(0);
      const plate = root(el).querySelector(`.seat[data-seat="${contract.seat}"] .name`);
      const name = must(plate?.textContent?.trim(), `${variant}: the holder's name`);
      expect(said, variant).to.have.length(1);
      expect(said[0], variant).to.contain(words(name, contract.amount));
    }
  });

  it('offers sing buttons exactly when legal and shows the cante as a badge', async () => {
    let el: TuteTable | null = null;
    for (let seed = 1; seed < 40 && !el; seed++) {
      const t = await table('tute', seed);
      await playByClicks(t, Infinity, {
        declare: 'pass',
        until: () => t.legalActions.some((a) => a.type === 'sing'),
      });
      if (t.legalActions.some((a) => a.type === 'sing')) el = t;
    }
    expect(el, 'some seed gives seat 0 a cante').to.not.equal(null);
    const host = el as TuteTable;
    const sings = host.legalActions.flatMap((a) => (a.type === 'sing' ? [`sing-${a.suit}`] : []));
    const shown = [...root(host).querySelectorAll<HTMLButtonElement>('[data-action^="sing-"]')].map(
      (b) => b.dataset.action,
    );
    expect(shown).to.deep.equal(sings);
    button(host, '[data-action^="sing-"]')?.click();
    await host.updateComplete;
    expect(root(host).querySelector('.seat[data-seat="0"] .badge')?.textContent).to.match(
      /^(20|40) (coins|cups|swords|clubs)$/,
    );
    expect(root(host).querySelectorAll('[data-seat="0"] .reveal .mini[data-code]')).to.have.length(
      2,
    );
  });

  // The wide two-seat table: a trick won by the top seat flies up toward the bar.
  it('a trick gathered to its winner never covers the bar: its buttons take clicks', async () => {
    await setViewport({ width: 1300, height: 1000 });
    try {
      const el = await tableAt(1280, 'tute', 9, 'en', 40);
      const covered = new Set<string>();
      for (let trick = 0; trick < 4; trick++) {
        await waitUntil(() => playable(el), 'no card to play', { timeout: 5000 });
        playable(el)?.click();
        for (let t = 0; t < 30; t++) {
          await new Promise((r) => setTimeout(r, 50));
          for (const name of ['last-trick', 'log', 'menu']) {
            const b = must(button(el, `[data-action="${name}"]`)).getBoundingClientRect();
            const hit = root(el).elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
            if (!hit?.closest(`[data-action="${name}"]`)) covered.add(`${name}: ${hit?.localName}`);
          }
        }
      }
      expect([...covered]).to.deep.equal([]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('animates with element.animate (no style) when paced, not under reduced motion', async () => {
    let calls = 0;
    const restore = patch(
      Element.prototype,
      'animate',
      (original) =>
        function (this: Element, ...args: Parameters<Element['animate']>) {
          calls++;
          return original.apply(this, args);
        },
    );
    try {
      const paced = await table('tute', 5, 5);
      await playByClicks(paced, 2);
      expect(calls, 'deal, play and trick animations').to.be.greaterThan(8);
      expect(root(paced).querySelector('[style]')).to.equal(null);
      await emulateMedia({ reducedMotion: 'reduce' });
      calls = 0;
      const calm = await table('tute', 5, 5);
      await playByClicks(calm, 2);
      expect(calls).to.equal(0);
    } finally {
      restore();
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
