/**
 * The BUILT bundle (dist/, `npm run build`) embedded as a user would: real top-level pages from
 * test/ui/pages/, served on 127.0.0.1 with `Content-Security-Policy: default-src 'self'`, in the
 * test run's Chromium (see test/ui/embed/plugin.mjs). The functions passed to `inPage` run in
 * that page: they are sent as source text, so they use only their arguments and the page.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { must } from './support.ts';

interface Log {
  requests: string[];
  console: string[];
  errors: string[];
}
interface Probe {
  violations: string[];
  errors: string[];
  longtasks: { start: number; duration: number }[];
  events: { type: string; detail: Record<string, unknown> }[];
  globalsBefore: string[];
}

async function open(page: string): Promise<{ id: number; origin: string }> {
  return executeServerCommand('embed-open', { path: `test/ui/pages/${page}` });
}

async function inPage<T>(
  id: number,
  fn: (...args: never[]) => unknown,
  ...args: unknown[]
): Promise<T> {
  const { value } = await executeServerCommand<{ value: T }, unknown>('embed-eval', {
    id,
    fn: fn.toString(),
    args,
  });
  return value;
}

const logOf = (id: number) => executeServerCommand<Log, unknown>('embed-log', { id });
const close = (id: number) => executeServerCommand('embed-close', { id });
const reload = (id: number) => executeServerCommand('embed-reload', { id });

/** How many pixels of a screenshot are light (the table's words on its dark felt). */
async function lightPixels(shot: { png: string } | undefined): Promise<number> {
  const image = new Image();
  image.src = `data:image/png;base64,${must(shot).png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = must(canvas.getContext('2d'));
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let light = 0;
  for (let i = 0; i < data.length; i += 4)
    if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) > 600) light++;
  return light;
}

type Clip = { x: number; y: number; width: number; height: number };

/**
 * Fails unless the same words, shot at `clips[0]` plainly and at `clips[1]` under a wrapper's
 * underline (white on a dark ground), show as many light pixels: an underline under them is a
 * row of text-coloured pixels as long as the words.
 */
async function expectNoUnderline(id: number, clips: Clip[]): Promise<void> {
  const [plain, underlined] = await Promise.all(
    clips.map((clip) => executeServerCommand<{ png: string }, unknown>('embed-shot', { id, clip })),
  );
  expect(clips[0]?.y, 'side by side').to.equal(clips[1]?.y);
  const [inPlain, inUnderlined] = await Promise.all([plain, underlined].map(lightPixels));
  expect(inPlain, 'the words are in the picture').to.be.above(100);
  expect(Math.abs(must(inUnderlined) - must(inPlain)), 'no line more').to.be.below(15);
}

/** Opens a test page, runs `body` on it, and always closes it. */
async function onPage(
  page: string,
  body: (opened: { id: number; origin: string }) => Promise<void>,
): Promise<void> {
  const opened = await open(page);
  try {
    await body(opened);
  } finally {
    await close(opened.id);
  }
}

/** In the page: waits for the tables matching `selector` to render; returns how many there are. */
const ready = (id: number, selector: string) =>
  inPage<number>(
    id,
    async (sel: string) => {
      await customElements.whenDefined('tute-table');
      const tables = [...document.querySelectorAll(sel)] as (HTMLElement & {
        updateComplete: Promise<boolean>;
      })[];
      for (const t of tables) await t.updateComplete;
      return tables.length;
    },
    selector,
  );

/** In the page: the AI seats of the table `#game` move at once (aiDelay 0). */
const noAiDelay = (id: number) =>
  inPage(id, () => {
    (document.querySelector('#game') as HTMLElement & { aiDelay: number }).aiDelay = 0;
  });

/**
 * What a page must never show: CSP violations, errors, console errors or warnings, foreign
 * requests, globals.
 */
async function expectClean(
  id: number,
  origin: string,
  files: string[],
  extraGlobals: string[] = [],
): Promise<void> {
  const probe = await inPage<Probe & { globalsAfter: string[]; resources: string[] }>(id, () => {
    const p = (window as unknown as { __probe: Probe }).__probe;
    return {
      ...p,
      globalsAfter: Object.keys(window),
      resources: performance.getEntriesByType('resource').map((e) => e.name),
    };
  });
  const log = await logOf(id);
  expect(probe.violations, 'CSP violations').to.deep.equal([]);
  expect(probe.errors, 'uncaught errors').to.deep.equal([]);
  expect(log.errors, 'page errors').to.deep.equal([]);
  expect(log.console, 'console errors and warnings').to.deep.equal([]);
  const added = probe.globalsAfter.filter((key) => !probe.globalsBefore.includes(key));
  expect(added, 'globals added by the bundle').to.deep.equal(extraGlobals);
  const allowed = new Set([...files.map((f) => `${origin}/${f}`), `${origin}/favicon.ico`]);
  for (const url of [...log.requests, ...probe.resources])
    expect(allowed.has(url), `request to ${url}`).to.equal(true);
}

/**
 * In the page: plays seat 0 (its first legal action) until `moves` of its actions are done or
 * the deal ends.
 */
async function playInPage(id: number, selector: string, moves: number): Promise<void> {
  await inPage(
    id,
    async (sel: string, count: number) => {
      type Table = HTMLElement & {
        aiDelay: number;
        legalActions: unknown[];
        view: { phase: string };
        act(a: unknown): Promise<void>;
      };
      const el = document.querySelector(sel) as Table;
      for (let done = 0; done < count; done++) {
        for (
          let i = 0;
          i < 2000 &&
          el.legalActions.length === 0 &&
          !['deal-over', 'match-over'].includes(el.view.phase);
          i++
        ) {
          await new Promise((r) => setTimeout(r, 5));
        }
        if (el.legalActions.length === 0 || el.view.phase === 'deal-over') return;
        await el.act(el.legalActions[0]);
      }
    },
    selector,
    moves,
  );
}

/**
 * In the page: opens "How to play" of the table `#game` from its menu twice (closing it in
 * between) and returns the titles the panel showed once the text was there, each with the
 * first heading under it (or, where there is none, the text it shows).
 */
const howToPlayInPage = async (): Promise<string[]> => {
  const el = document.querySelector('#game') as HTMLElement & { updateComplete: Promise<boolean> };
  const root = el.shadowRoot;
  if (!root) throw new Error('no shadow root');
  const press = async (selector: string) => {
    const button = root.querySelector<HTMLButtonElement>(selector);
    if (!button) throw new Error(`no ${selector}`);
    button.click();
    await el.updateComplete;
  };
  const titles: string[] = [];
  await press('[data-action="menu"]');
  for (let i = 0; i < 2; i++) {
    await press('[data-action="rules"]');
    // The text, or the word that there is none ("…" while it is written).
    const body = () =>
      root.querySelector('[part~="rules"] h3') ??
      [...root.querySelectorAll('[part~="rules"] p')].find((p) => p.textContent?.trim() !== '…');
    const title = () => root.querySelector('[part~="rules"] h2')?.textContent?.trim() ?? '';
    for (let t = 0; t < 200 && !body(); t++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await el.updateComplete;
    }
    titles.push(`${title()}: ${body()?.textContent?.trim() ?? ''}`);
    await press('[part~="rules"] [data-action="close"]');
  }
  return titles;
};

/**
 * In the page: turns the table `sel` into a subastado table, then answers seat 0's calls by
 * clicking the auction panel's buttons (a pass where there is one, else the first call) until
 * cards are played. Returns whether the bid row had its stepper, the buttons of seat 0's first
 * call, the phase reached and the `tute-error` codes.
 */
const auctionByClicksInPage = async (sel: string) => {
  const el = document.querySelector(sel) as HTMLElement & {
    aiDelay: number;
    legalActions: unknown[];
    view: { phase: string };
    updateComplete: Promise<boolean>;
  };
  const p = (window as unknown as { __probe: Probe }).__probe;
  el.aiDelay = 0;
  el.setAttribute('variant', 'subastado');
  await el.updateComplete;
  const calls = ['auction', 'trump', 'censor'];
  let first: string[] | null = null;
  let stepper = false;
  for (let i = 0; i < 400 && el.view.phase !== 'play'; i++) {
    await new Promise((r) => setTimeout(r, 10));
    await el.updateComplete;
    if (!calls.includes(el.view.phase) || el.legalActions.length === 0) continue;
    const panel = el.shadowRoot?.querySelector('[part="auction"]');
    const buttons = [...(panel?.querySelectorAll<HTMLButtonElement>('button:not(.step)') ?? [])];
    if (buttons.length === 0) continue;
    first ??= buttons.map((b) => b.dataset.action ?? '');
    stepper ||= panel?.querySelector('[data-action="bid-up"]') !== null;
    (buttons.find((b) => b.dataset.action === 'pass') ?? buttons[0])?.click();
  }
  return {
    first: first ?? [],
    stepper,
    phase: el.view.phase,
    codes: p.events.filter((e) => e.type === 'tute-error').map((e) => String(e.detail.code)),
  };
};

describe('<tute-table> embedded (built bundle, loopback, strict CSP)', () => {
  it("two tables under default-src 'self': no violation, error, request or global", () =>
    onPage('csp.html', async ({ id, origin }) => {
      expect(await ready(id, 'tute-table')).to.equal(2);
      const setup = await inPage<{ sheets: number[]; styled: number; cards: number[] }>(id, () => {
        const tables = [...document.querySelectorAll('tute-table')] as (HTMLElement & {
          aiDelay: number;
        })[];
        // A short pace keeps animations and the cante reveal running, as on a real page.
        for (const t of tables) t.aiDelay = 20;
        return {
          sheets: tables.map((t) => t.shadowRoot?.adoptedStyleSheets.length ?? 0),
          styled: tables.reduce(
            (n, t) => n + (t.shadowRoot?.querySelectorAll('[style]').length ?? 0),
            0,
          ),
          cards: tables.map((t) => t.shadowRoot?.querySelectorAll('[data-card]').length ?? 0),
        };
      });
      expect(
        setup.sheets.every((n) => n > 0),
        'lit adopts constructed stylesheets',
      ).to.equal(true);
      expect(setup.styled).to.equal(0);
      expect(setup.cards).to.deep.equal([8, 3]);
      await playInPage(id, '#a', 6);
      await playInPage(id, '#b', 4);
      const logs = await inPage<{ a: number; b: number; names: string }>(id, () => {
        const [a, b] = [...document.querySelectorAll('tute-table')] as (HTMLElement & {
          view: { log: unknown[] };
        })[];
        if (!a || !b) throw new Error('expected two tables');
        return {
          a: a.view.log.length,
          b: b.view.log.length,
          names: a.shadowRoot?.textContent ?? '',
        };
      });
      expect(logs.a).to.be.greaterThan(6);
      expect(logs.b).to.be.greaterThan(4);
      expect(logs.names).to.contain('Bea');
      await expectClean(id, origin, [
        'test/ui/pages/csp.html',
        'test/ui/pages/page.css',
        'test/ui/pages/probe.js',
        'dist/tute-table.js',
      ]);
    }));

  it('is as high as docs/api.md and README say, at 320, 360, 768 and 1,000 px', async function () {
    // 84 tables and seven played deals: several seconds on an idle machine, more on a loaded one.
    this.timeout(60_000);
    // The tables under "### Size" (play, then replay): a header row of variants, then
    // `| 320 px | 631 px | …`; and what `open` adds at each width (and at three seats).
    const doc = await (await fetch('/docs/api.md')).text();
    const readme = await (await fetch('/README.md')).text();
    const size = doc.slice(doc.indexOf('### Size'), doc.indexOf('### Shadow DOM hooks'));
    const lines = size.split('\n').filter((line) => line.startsWith('|'));
    expect(lines, 'two tables of five lines').to.have.length(10);
    for (const line of lines) expect(readme, 'README has the same tables').to.contain(line);
    const opened = new RegExp(
      'grows by (\\d+) px at 320 px and (\\d+) px at 360 px;.*?' +
        'by (\\d+) px with two or four seats and by (\\d+) px with three',
    ).exec(size.replace(/\s+/g, ' '));
    expect(opened, 'what open adds').to.not.equal(null);
    const threeSeats = ['tute-3', 'subastao'];
    const added = (width: number, variant: string): number =>
      width < 768
        ? Number(opened?.[width === 320 ? 1 : 2])
        : Number(opened?.[threeSeats.includes(variant) ? 4 : 3]);
    const documented: Record<string, number> = {};
    for (const [mode, table] of [
      ['play', lines.slice(0, 5)],
      ['replay', lines.slice(5)],
    ] as const) {
      const rows = table.map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim().replaceAll('`', '')),
      );
      const variants = must(rows[0]).slice(1);
      for (const row of rows.slice(2)) {
        const widths = row[0]?.startsWith('768') ? [768, 1000] : [parseInt(row[0] ?? '', 10)];
        for (const width of widths)
          variants.forEach((v, i) => {
            const height = parseInt(row[i + 1] ?? '', 10);
            documented[`${width} ${v} ${mode}`] = height;
            if (mode === 'play') documented[`${width} ${v} open`] = height + added(width, v);
          });
      }
    }
    expect(Object.keys(documented), 'cells read from docs/api.md').to.have.length(84);
    await onPage('csp.html', async ({ id }) => {
      await ready(id, 'tute-table');
      const measured = await inPage<Record<string, number>>(
        id,
        async (cells: string[]) => {
          type Table = HTMLElement & {
            aiDelay: number;
            record: unknown;
            legalActions: unknown[];
            view: { phase: string };
            act(action: unknown): Promise<unknown>;
            updateComplete: Promise<boolean>;
          };
          const table = (variant: string): Table => {
            const el = document.createElement('tute-table') as Table;
            el.setAttribute('variant', variant);
            el.setAttribute('seed', '3');
            el.aiDelay = 0;
            return el;
          };
          // A record of one deal of each variant, for the replays.
          const records: Record<string, unknown> = {};
          const played = async (variant: string): Promise<unknown> => {
            const el = table(variant);
            el.setAttribute('speed', 'instant');
            document.body.append(el);
            await el.updateComplete;
            for (let i = 0; i < 2000 && !/over$/.test(el.view.phase); i++) {
              const [first] = el.legalActions;
              if (first) await el.act(first);
              else await new Promise((r) => setTimeout(r, 5));
            }
            el.remove();
            return el.record;
          };
          const out: Record<string, number> = {};
          for (const cell of cells) {
            const [width, variant, mode] = cell.split(' ') as [string, string, string];
            const box = document.createElement('div');
            box.style.width = `${width}px`;
            // The replay's comments are 7em high: the page's text size (16 px by default).
            box.style.fontSize = '16px';
            const el = table(variant);
            if (mode === 'replay') {
              el.record = records[variant] ??= await played(variant);
              el.setAttribute('mode', 'replay');
            }
            if (mode === 'open') el.setAttribute('open', '');
            box.append(el);
            document.body.append(box);
            // The first update waits for replay.js: the table is never shown live first.
            await el.updateComplete;
            out[cell] = Math.round(el.getBoundingClientRect().height);
            box.remove();
          }
          return out;
        },
        Object.keys(documented),
      );
      expect(measured).to.deep.equal(documented);
    });
  });

  it("a wrapper's underline (a link, ins) is not drawn through the table's words", () =>
    // Text decorations are not inherited but drawn through a block's in-flow content, past
    // the host's all: initial; the table is inline-level, which they do not enter.
    onPage('csp.html', async ({ id }) => {
      await ready(id, 'tute-table');
      const clips = await inPage<Clip[]>(id, async () => {
        const row = document.createElement('div');
        row.style.cssText = 'display: flex; align-items: flex-start; margin: 0';
        document.body.replaceChildren(row);
        const tables = ['none', 'underline'].map((line) => {
          const box = row.appendChild(document.createElement('div'));
          // White: an underline takes the colour of the box that draws it.
          box.style.cssText = `width: 380px; color: #fff; text-decoration: ${line}`;
          const el = box.appendChild(document.createElement('tute-table')) as HTMLElement & {
            aiDelay: number;
            updateComplete: Promise<boolean>;
          };
          el.setAttribute('seed', '3');
          el.aiDelay = 60_000;
          return el;
        });
        for (const el of tables) await el.updateComplete;
        // The page's own style, applied (a strict CSP allows the CSSOM).
        if (getComputedStyle(row.lastElementChild as Element).textDecorationLine !== 'underline')
          throw new Error('no underline on the wrapper');
        return tables.map((el) => {
          const r = el.shadowRoot?.querySelector('[part="status"]')?.getBoundingClientRect();
          if (!r) throw new Error('no status line');
          return {
            x: Math.floor(r.x),
            y: Math.floor(r.y),
            width: Math.ceil(r.width),
            height: Math.ceil(r.height) + 4,
          };
        });
      });
      await expectNoUnderline(id, clips);
    }));

  it("a wrapper's underline is not drawn through the replay's caption either", () =>
    // The caption lies on the page, under the table: a block there took the wrapper's line
    // under the position and the comments.
    onPage('replay.html', async ({ id }) => {
      await ready(id, 'tute-table');
      const clips = await inPage<Clip[]>(id, async () => {
        const record = document.querySelector('#game script')?.textContent ?? '';
        const row = document.createElement('div');
        // White words on black: an underline takes the colour of the box that draws it.
        row.style.cssText = 'display: flex; align-items: flex-start; background: #000';
        document.body.replaceChildren(row);
        // Both in the window: the page's column is narrower than the two side by side.
        document.body.style.maxWidth = 'none';
        const tables = ['none', 'underline'].map((line) => {
          const box = row.appendChild(document.createElement('div'));
          box.style.cssText = `width: 380px; color: #fff; text-decoration: ${line}`;
          const el = box.appendChild(document.createElement('tute-table')) as HTMLElement & {
            updateComplete: Promise<boolean>;
          };
          el.setAttribute('mode', 'replay');
          // Where the record comments "Two cards played."
          el.setAttribute('ply', '2');
          const script = el.appendChild(document.createElement('script'));
          script.type = 'text/tute-record';
          script.textContent = record;
          return el;
        });
        for (const el of tables) {
          await el.updateComplete;
          for (let i = 0; i < 400 && !el.shadowRoot?.querySelector('.where span'); i++)
            await new Promise((r) => setTimeout(r, 10));
        }
        if (getComputedStyle(row.lastElementChild as Element).textDecorationLine !== 'underline')
          throw new Error('no underline on the wrapper');
        return tables.map((el) => {
          const caption = el.shadowRoot?.querySelector('[part="caption"]');
          const words = [caption?.querySelector('.where span'), caption?.querySelector('.notes p')];
          if (words.some((w) => !w?.textContent?.trim())) throw new Error('no caption');
          const box = (w: Element | null | undefined) => (w as Element).getBoundingClientRect();
          const [top, bottom] = [box(words[0]), box(words[1])];
          return {
            x: Math.floor(Math.min(top.x, bottom.x)),
            y: Math.floor(top.y),
            width: Math.ceil(Math.max(top.right, bottom.right) - Math.min(top.x, bottom.x)),
            height: Math.ceil(bottom.bottom - top.y) + 4,
          };
        });
      });
      await expectNoUnderline(id, clips);
    }));

  it('loads the bundle twice and the IIFE beside it; only TuteTable is added', () =>
    onPage('double.html', async ({ id, origin }) => {
      await ready(id, 'tute-table');
      const state = await inPage<{ cards: number; ns: string; defined: boolean }>(id, () => {
        const ns = (window as unknown as { TuteTable: { TuteTable: unknown } }).TuteTable;
        return {
          cards:
            document.querySelector('tute-table')?.shadowRoot?.querySelectorAll('[data-card]')
              .length ?? 0,
          ns: typeof ns.TuteTable,
          // The first copy to load keeps the tag; the later copies leave it alone.
          defined: typeof customElements.get('tute-table') === 'function',
        };
      });
      expect(state).to.deep.equal({ cards: 8, ns: 'function', defined: true });
      await playInPage(id, 'tute-table', 3);
      await expectClean(
        id,
        origin,
        [
          'test/ui/pages/double.html',
          'test/ui/pages/probe.js',
          'dist/tute-table.iife.js',
          'dist/tute-table.js',
          'dist/tute-table.js?second-copy',
          // The page is Spanish: its words come from beside the bundle.
          'dist/words-es.js?no-inline',
        ],
        ['TuteTable'],
      );
    }));

  it('in a closed shadow root: events reach the page, the language is inherited', () =>
    onPage('shadow.html', async ({ id, origin }) => {
      const out = await inPage<{ label: string; moves: { seat: number; by: string }[] }>(
        id,
        async () => {
          await customElements.whenDefined('tute-table');
          type Table = HTMLElement & {
            aiDelay: number;
            updateComplete: Promise<boolean>;
            legalActions: unknown[];
            act(a: unknown): Promise<void>;
          };
          const el = (document.querySelector('game-card') as HTMLElement & { table: Table }).table;
          el.aiDelay = 0;
          await el.updateComplete;
          await el.act(el.legalActions[0]);
          for (let i = 0; i < 400 && el.legalActions.length === 0; i++)
            await new Promise((r) => setTimeout(r, 5));
          const p = (window as unknown as { __probe: Probe }).__probe;
          // A playable card is named by its title, one that may not be played by its label.
          const card = el.shadowRoot?.querySelector<HTMLElement>('[data-card]');
          return {
            label: card?.getAttribute('aria-label') ?? card?.title ?? '',
            moves: p.events
              .filter((e) => e.type === 'tute-move')
              .map((e) => ({ seat: e.detail.seat as number, by: e.detail.by as string })),
          };
        },
      );
      expect(out.label).to.match(/ der /);
      expect(out.moves[0]).to.deep.equal({ seat: 0, by: 'human' });
      expect(out.moves.some((m) => m.by === 'ai')).to.equal(true);
      await expectClean(id, origin, [
        'test/ui/pages/shadow.html',
        'test/ui/pages/probe.js',
        'test/ui/pages/shadow-host.js',
        'dist/tute-table.js',
        'dist/words-de.js?no-inline',
      ]);
    }));

  it('persist on a blog page: a reload mid-deal resumes, pending AI turn included', () =>
    onPage('article.html', async ({ id, origin }) => {
      await ready(id, '#game');
      await noAiDelay(id);
      await playInPage(id, '#game', 5);
      type Seen = { view: string; log: number; turn: number | null };
      const seen = async () => {
        const el = document.querySelector('#game') as HTMLElement & {
          legalActions: unknown[];
          view: { log: unknown[]; turn: number | null };
        };
        for (let i = 0; i < 1000 && el.legalActions.length === 0; i++)
          await new Promise((r) => setTimeout(r, 5));
        return { view: JSON.stringify(el.view), log: el.view.log.length, turn: el.view.turn };
      };
      const before = await inPage<Seen>(id, seen);
      expect(before.log).to.be.greaterThan(8);
      await reload(id);
      await ready(id, '#game');
      expect(await inPage<Seen>(id, seen)).to.deep.equal(before);

      // Seat 0 plays, the AI is to move and reload comes before it does: after the reload it moves.
      const waiting = await inPage<Seen>(id, async () => {
        const el = document.querySelector('#game') as HTMLElement & {
          aiDelay: number;
          legalActions: { type: string }[];
          act(a: unknown): Promise<void>;
          view: { log: unknown[]; turn: number | null; trick: unknown[] };
        };
        const play = () =>
          el.act(el.legalActions.find((a) => a.type === 'play') ?? el.legalActions[0]);
        // Seat 0 leads, so that the AI answers: a card that follows may win the trick.
        for (let i = 0; i < 40 && !(el.view.turn === 0 && el.view.trick.length === 0); i++) {
          await play();
          for (let j = 0; j < 1000 && el.legalActions.length === 0; j++)
            await new Promise((r) => setTimeout(r, 5));
        }
        el.aiDelay = 60_000;
        // A cante declared on the lead keeps the turn: the card follows it.
        for (let i = 0; i < 3 && el.view.turn === 0; i++) await play();
        return { view: '', log: el.view.log.length, turn: el.view.turn };
      });
      expect(waiting.turn).to.not.equal(0);
      await reload(id);
      const resumed = await inPage<{ log: number; at: number }>(id, async () => {
        await customElements.whenDefined('tute-table');
        const el = document.querySelector('#game') as HTMLElement & {
          view: { log: unknown[] };
          legalActions: unknown[];
          updateComplete: Promise<boolean>;
        };
        // The first update waits for persist.js, and shows the stored match.
        await el.updateComplete;
        const at = el.view.log.length;
        for (let i = 0; i < 1000 && el.legalActions.length === 0; i++)
          await new Promise((r) => setTimeout(r, 10));
        return { log: el.view.log.length, at };
      });
      expect(resumed.at).to.equal(waiting.log);
      expect(resumed.log).to.be.greaterThan(waiting.log);
      await expectClean(
        id,
        origin,
        [
          'test/ui/pages/article.html',
          'test/ui/pages/page.css',
          'test/ui/pages/probe.js',
          'dist/tute-table.iife.js',
          'dist/ai.js',
          'dist/persist.js?no-inline',
        ],
        ['TuteTable'],
      );
    }));

  it('no main-thread task over 50 ms while the searching expert AI plays a deal', function () {
    // The element loads the search from dist/ai.js beside its bundle, so `expert` really searches.
    // Long tasks are wall-clock time: other processes on a small, busy machine (CI runners,
    // parallel jobs) stretch any task. A deal, from the new deal's first render to its end, counts
    // as a pass if it saw none; up to three deals are played before failing, and every task seen
    // is in the failure message. On an idle 2-core machine the largest task is ~25 ms.
    // Three searched deals take ~10 s on an idle 2-core machine and several times that on a loaded
    // one: the default 10 s would fail the run on time, not on what this test checks.
    this.timeout(90_000);
    return onPage('expert.html', async ({ id, origin }) => {
      const seen: { start: number; duration: number }[][] = [];
      await ready(id, '#game');
      for (let attempt = 0; attempt < 3; attempt++) {
        // Measured from before the new deal is rendered: its first frame counts too.
        const t0 = await inPage<number>(id, async () => {
          const el = document.querySelector('#game') as HTMLElement & {
            aiDelay: number;
            newMatch(): void;
            updateComplete: Promise<boolean>;
          };
          el.aiDelay = 0;
          const start = performance.now();
          el.newMatch();
          await el.updateComplete;
          return start;
        });
        await playInPage(id, '#game', 200);
        const result = await inPage<{
          phase: string;
          tasks: { start: number; duration: number }[];
        }>(
          id,
          async (since: number) => {
            // longtask entries are delivered asynchronously
            await new Promise((r) => setTimeout(r, 100));
            const el = document.querySelector('#game') as HTMLElement & { view: { phase: string } };
            const p = (window as unknown as { __probe: Probe }).__probe;
            return { phase: el.view.phase, tasks: p.longtasks.filter((t) => t.start >= since) };
          },
          t0,
        );
        expect(result.phase).to.be.oneOf(['deal-over', 'match-over']);
        seen.push(result.tasks);
        if (result.tasks.length === 0) break;
      }
      expect(
        seen[seen.length - 1],
        `long tasks in ${seen.length} deal(s): ${JSON.stringify(seen)}`,
      ).to.deep.equal([]);
      await expectClean(id, origin, [
        'test/ui/pages/expert.html',
        'test/ui/pages/page.css',
        'test/ui/pages/probe.js',
        'dist/tute-table.js',
        'dist/ai.js',
      ]);
    });
  });

  it('loads the search for hard and expert from beside the bundle (and the IIFE)', () =>
    onPage('expert-iife.html', async ({ id, origin }) => {
      await ready(id, '#game');
      await noAiDelay(id);
      await playInPage(id, '#game', 40);
      const log = await inPage<number>(
        id,
        () =>
          (document.querySelector('#game') as HTMLElement & { view: { log: unknown[] } }).view.log
            .length,
      );
      expect(log).to.be.greaterThan(40);
      expect(
        (await logOf(id)).requests.filter((url) => url.endsWith('/dist/ai.js')),
      ).to.have.length(1);
      await expectClean(
        id,
        origin,
        [
          'test/ui/pages/expert-iife.html',
          'test/ui/pages/page.css',
          'test/ui/pages/probe.js',
          'dist/tute-table.iife.js',
          'dist/ai.js',
          'dist/persist.js?no-inline',
        ],
        ['TuteTable'],
      );
    }));

  it('"How to play" loads rules.js and log.js from beside the bundle (and the IIFE)', async () => {
    for (const [page, bundle] of [
      ['expert.html', 'dist/tute-table.js'],
      ['expert-iife.html', 'dist/tute-table.iife.js'],
    ] as const) {
      await onPage(page, async ({ id, origin }) => {
        await ready(id, '#game');
        const titles = await inPage<string[]>(id, howToPlayInPage);
        expect(titles, page).to.deep.equal(['Tute for two: The game', 'Tute for two: The game']);
        const requests = (await logOf(id)).requests;
        // The text, and the panels' module that draws it.
        for (const file of ['/dist/rules.js', '/dist/log.js'])
          expect(
            requests.filter((url) => url.endsWith(file)),
            `${page}: ${file}`,
          ).to.have.length(1);
        const files = [`test/ui/pages/${page}`, 'test/ui/pages/page.css'];
        await expectClean(
          id,
          origin,
          [...files, 'test/ui/pages/probe.js', bundle, 'dist/rules.js', 'dist/log.js'],
          bundle.endsWith('iife.js') ? ['TuteTable'] : [],
        );
      });
    }
  });

  it('without rules.js beside it: the short "How to play" and one rules-unavailable', async () => {
    // The panels' module (log.js) draws the short text; alone, the bundle says it has none.
    for (const [page, body] of [
      ['no-rules.html', 'Rules not available'],
      ['alone.html', 'Not available'],
    ] as const) {
      await onPage(page, async ({ id }) => {
        await ready(id, '#game');
        const seen = await inPage<string[]>(id, howToPlayInPage);
        expect(seen, page).to.deep.equal([`How to play: ${body}`, `How to play: ${body}`]);
        // Alone, "Not available" (no log.js) may show before rules.js is found missing too.
        const codes = await inPage<string[]>(id, async () => {
          const codes = () =>
            (window as unknown as { __probe: Probe }).__probe.events
              .filter((e) => e.type === 'tute-error')
              .map((e) => String(e.detail.code));
          for (let t = 0; t < 200 && codes().length === 0; t++)
            await new Promise((resolve) => setTimeout(resolve, 10));
          return codes();
        });
        expect(codes, page).to.deep.equal(['rules-unavailable']);
      });
    }
  });

  it('without words-es.js beside it: English, one words-unavailable per language', () =>
    onPage('alone.html', async ({ id }) => {
      await ready(id, '#game');
      const seen = await inPage<{ labels: string[]; codes: string[] }>(id, async () => {
        const el = document.querySelector('#game') as HTMLElement & {
          updateComplete: Promise<boolean>;
        };
        const p = (window as unknown as { __probe: Probe }).__probe;
        const label = () => {
          // A playable card is named by its title, one that may not be played by its label.
          const card = el.shadowRoot?.querySelector<HTMLElement>('[data-card]');
          return card?.getAttribute('aria-label') ?? card?.title ?? '';
        };
        const codes = () =>
          p.events.filter((e) => e.type === 'tute-error').map((e) => String(e.detail.code));
        // A failed load reports when the server has answered: wait for the reports expected
        // (up to 5 s, so a loaded machine does not fail the test), then a little for any more.
        const settled = async (reports: number) => {
          for (let i = 0; i < 200 && !(await el.updateComplete); i++);
          for (let i = 0; i < 100 && codes().length < reports; i++) {
            await new Promise((r) => setTimeout(r, 50));
          }
          await new Promise((r) => setTimeout(r, 50));
          for (let i = 0; i < 200 && !(await el.updateComplete); i++);
        };
        // The page turns Spanish: the table asks for words-es.js, which is not beside it.
        document.documentElement.lang = 'es';
        await settled(1);
        const labels = [label()];
        el.setAttribute('lang', 'de');
        await settled(2);
        labels.push(label());
        // Spanish again: asked for once already, so no new report (a third would show here).
        el.setAttribute('lang', 'es');
        await settled(2);
        await new Promise((r) => setTimeout(r, 250));
        labels.push(label());
        return { labels, codes: codes() };
      });
      for (const label of seen.labels) expect(label).to.match(/ of /);
      expect(seen.codes).to.deep.equal(['words-unavailable', 'words-unavailable']);
      await playInPage(id, '#game', 3);
      expect((await logOf(id)).errors, 'page errors').to.deep.equal([]);
    }));

  it('an auction game loads auction.js from beside the bundle (and the IIFE), once', async () => {
    for (const [page, sel, bundle] of [
      ['csp.html', '#a', 'dist/tute-table.js'],
      ['expert-iife.html', '#game', 'dist/tute-table.iife.js'],
    ] as const) {
      await onPage(page, async ({ id, origin }) => {
        await ready(id, sel);
        const seen = await inPage<Awaited<ReturnType<typeof auctionByClicksInPage>>>(
          id,
          auctionByClicksInPage,
          sel,
        );
        expect(seen.phase, page).to.equal('play');
        // The panel's own bid row: one bid button between the stepper's two, and pass.
        expect(seen.stepper, page).to.equal(true);
        expect(
          seen.first.filter((a) => a.startsWith('bid-')),
          page,
        ).to.have.length(1);
        expect(seen.codes, page).to.deep.equal([]);
        const { requests } = await logOf(id);
        expect(
          requests.filter((url) => url.endsWith('/dist/auction.js?no-inline')),
          page,
        ).to.have.length(1);
        if (page === 'csp.html')
          await expectClean(id, origin, [
            'test/ui/pages/csp.html',
            'test/ui/pages/page.css',
            'test/ui/pages/probe.js',
            bundle,
            'dist/auction.js?no-inline',
          ]);
      });
    }
  });

  it('without auction.js beside it: one auction-unavailable, the calls as plain buttons', () =>
    onPage('alone.html', async ({ id }) => {
      await ready(id, '#game');
      const seen = await inPage<Awaited<ReturnType<typeof auctionByClicksInPage>>>(
        id,
        auctionByClicksInPage,
        '#game',
      );
      // ai.js is not beside it either: the expert's first call reports that too.
      expect(seen.codes.filter((c) => c !== 'ai-unavailable')).to.deep.equal([
        'auction-unavailable',
      ]);
      expect(seen.phase).to.equal('play');
      // The lowest bid and pass, with no stepper.
      expect(seen.stepper).to.equal(false);
      expect(seen.first).to.have.length(2);
      expect(seen.first[0]).to.match(/^bid-\d+$/);
      expect(seen.first[1]).to.equal('pass');
      await playInPage(id, '#game', 3);
      expect((await logOf(id)).errors, 'page errors').to.deep.equal([]);
    }));

  it('without ai.js beside it: one ai-unavailable error, then rules of thumb', () =>
    onPage('alone.html', async ({ id }) => {
      await ready(id, '#game');
      await noAiDelay(id);
      await playInPage(id, '#game', 40);
      const seen = await inPage<{ codes: string[]; phase: string; log: number }>(id, () => {
        const el = document.querySelector('#game') as HTMLElement & {
          view: { phase: string; log: unknown[] };
        };
        const p = (window as unknown as { __probe: Probe }).__probe;
        return {
          codes: p.events.filter((e) => e.type === 'tute-error').map((e) => String(e.detail.code)),
          phase: el.view.phase,
          log: el.view.log.length,
        };
      });
      expect(seen.codes).to.deep.equal(['ai-unavailable']);
      expect(seen.log).to.be.greaterThan(10);
      expect((await logOf(id)).errors, 'page errors').to.deep.equal([]);
    }));
  it('without persist.js beside it: one storage-unavailable, play goes on unsaved', () =>
    onPage('alone.html', async ({ id }) => {
      await ready(id, '#game');
      await noAiDelay(id);
      const key = `alone-${Date.now()}`;
      await inPage(
        id,
        async (k: string) => {
          const p = (window as unknown as { __probe: Probe }).__probe;
          document.querySelector('#game')?.setAttribute('persist', k);
          for (let i = 0; i < 400 && !p.events.some((e) => e.type === 'tute-error'); i++)
            await new Promise((r) => setTimeout(r, 10));
        },
        key,
      );
      await playInPage(id, '#game', 6);
      const seen = await inPage<{ codes: string[]; log: number; stored: string | null }>(
        id,
        (k: string) => {
          const el = document.querySelector('#game') as HTMLElement & { view: { log: unknown[] } };
          const p = (window as unknown as { __probe: Probe }).__probe;
          return {
            codes: p.events
              .filter((e) => e.type === 'tute-error')
              .map((e) => String(e.detail.code)),
            log: el.view.log.length,
            stored: localStorage.getItem(k),
          };
        },
        key,
      );
      // ai.js is not beside it either: the first expert move reports that too.
      expect(seen.codes.filter((c) => c !== 'ai-unavailable')).to.deep.equal([
        'storage-unavailable',
      ]);
      expect(seen.log).to.be.greaterThan(5);
      expect(seen.stored).to.equal(null);
      expect((await logOf(id)).errors, 'page errors').to.deep.equal([]);
    }));

  it('replays a script child record: replay.js loaded once, keys and buttons, nothing else', () =>
    onPage('replay.html', async ({ id, origin }) => {
      await ready(id, '#game');
      const seen = await inPage<{ plies: number[]; caption: string; faces: number; log: number }>(
        id,
        async () => {
          type Table = HTMLElement & {
            ply: number;
            view: { log: unknown[] };
            updateComplete: Promise<boolean>;
          };
          const el = document.querySelector('#game') as Table;
          const root = el.shadowRoot as ShadowRoot;
          for (let i = 0; i < 400 && !root.querySelector('[data-action="replay-next"]'); i++)
            await new Promise((r) => setTimeout(r, 10));
          (root.querySelector('[data-action="replay-next"]') as HTMLButtonElement).click();
          await el.updateComplete;
          const next = root.querySelector('[data-action="replay-next"]') as HTMLElement;
          next.focus();
          next.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'Home', bubbles: true, composed: true }),
          );
          await el.updateComplete;
          const p = (window as unknown as { __probe: Probe }).__probe;
          return {
            plies: p.events.filter((e) => e.type === 'tute-ply').map((e) => Number(e.detail.ply)),
            caption: root.querySelector('[part="caption"]')?.textContent ?? '',
            faces: root.querySelectorAll('.seat[data-seat="1"] .mini[data-code]').length,
            log: el.view.log.length,
          };
        },
      );
      expect(seen.plies).to.deep.equal([3, 4, 0]);
      expect(seen.caption).to.contain('Copas are trumps.');
      expect(seen.faces).to.equal(3);
      expect(seen.log).to.equal(0);
      const requests = (await logOf(id)).requests;
      expect(requests.filter((url) => url.endsWith('/dist/replay.js'))).to.have.length(1);
      await expectClean(id, origin, [
        'test/ui/pages/replay.html',
        'test/ui/pages/page.css',
        'test/ui/pages/probe.js',
        'dist/tute-table.js',
        'dist/replay.js',
      ]);
    }));

  it('without replay.js beside it: a readable message and one replay-unavailable', () =>
    onPage('alone.html', async ({ id }) => {
      await ready(id, '#game');
      type Seen = { codes: string[]; caption: string; status: string; turn: number | null };
      const seen = await inPage<Seen>(id, async () => {
        const p = (window as unknown as { __probe: Probe }).__probe;
        document.querySelector('#game')?.setAttribute('mode', 'replay');
        for (let i = 0; i < 400 && !p.events.some((e) => e.type === 'tute-error'); i++)
          await new Promise((r) => setTimeout(r, 10));
        const el = document.querySelector('#game') as HTMLElement & {
          updateComplete: Promise<boolean>;
          view: { turn: number | null };
        };
        await el.updateComplete;
        return {
          codes: p.events.filter((e) => e.type === 'tute-error').map((e) => String(e.detail.code)),
          caption: el.shadowRoot?.querySelector('[part="caption"]')?.textContent ?? '',
          status: el.shadowRoot?.querySelector('.status')?.textContent ?? '',
          turn: el.view.turn,
        };
      });
      expect(seen.codes).to.deep.equal(['replay-unavailable']);
      expect(seen.caption).to.contain('Replay not available');
      // A table in replay asks nothing of seat 0, even where it cannot step.
      expect(seen.turn).to.equal(0);
      expect(seen.status).to.not.contain('Your turn');
      // Back in play, the menu's "Copy record" says it is not available either.
      const news = await inPage<string>(id, async () => {
        const el = document.querySelector('#game') as HTMLElement & {
          updateComplete: Promise<boolean>;
        };
        el.setAttribute('mode', 'play');
        await el.updateComplete;
        const press = async (selector: string) => {
          el.shadowRoot?.querySelector<HTMLButtonElement>(selector)?.click();
          await el.updateComplete;
        };
        await press('[data-action="menu"]');
        await press('[data-action="copy-record"]');
        const text = () => el.shadowRoot?.querySelector('.copied')?.textContent?.trim() ?? '';
        for (let i = 0; i < 400 && !text(); i++) await new Promise((r) => setTimeout(r, 10));
        return text();
      });
      expect(news).to.equal('Not available');
      expect((await logOf(id)).errors, 'page errors').to.deep.equal([]);
    }));
});
