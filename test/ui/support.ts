/** Helpers shared by the element's browser tests. */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { viewFor, type GameState } from '../../src/engine/index.ts';
import type { TuteErrorDetail, TuteTable } from '../../src/ui/index.ts';
import { allCards } from '../support/cards.ts';
import { deckOf } from '../support/variants.ts';

/** The engine state behind the element (a non-public field, read only to check secrecy). */
export const stateOf = (el: TuteTable): GameState =>
  (el as unknown as { _match: { state: GameState } })._match.state;
/** Collects the `tute-error` details `el` fires. */
export function errorsOf(el: TuteTable): TuteErrorDetail[] {
  const seen: TuteErrorDetail[] = [];
  el.addEventListener('tute-error', (e) => seen.push(e.detail));
  return seen;
}

/** `value`, which the test knows is there (an index within bounds, a stored item). */
export function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

/**
 * Replaces `target[name]` with what `make` builds from the original, until the returned
 * function puts the original back.
 */
export function patch<T extends object, K extends keyof T>(
  target: T,
  name: K,
  make: (original: T[K]) => T[K],
): () => void {
  const original = target[name];
  target[name] = make(original);
  return () => {
    target[name] = original;
  };
}

let keys = 0;
/** A `localStorage` key no other test uses. */
export const freshKey = (): string => `tute-test-${Date.now()}-${keys++}`;

export const root = (el: TuteTable): ShadowRoot => el.shadowRoot as ShadowRoot;
export const cards = (el: TuteTable) => [
  ...root(el).querySelectorAll<HTMLButtonElement>('[data-card]'),
];
export const playable = (el: TuteTable) =>
  root(el).querySelector<HTMLButtonElement>('[data-card]:not([aria-disabled="true"])');
/** A card's accessible name: its label if it may not be played (its title says why), else title. */
export const nameOf = (card: HTMLElement) => card.getAttribute('aria-label') ?? card.title;
export const button = (el: TuteTable, selector: string) =>
  root(el).querySelector<HTMLButtonElement>(selector);
export const buttons = (el: TuteTable, selector: string) => [
  ...root(el).querySelectorAll<HTMLButtonElement>(selector),
];
/** The auction's bid button, `bid-<amount>` (not the stepper's `bid-up`, `bid-down`). */
export const bidButton = (el: TuteTable) =>
  root(el).querySelector<HTMLButtonElement>('[data-action^="bid-"]:not(.step)');
/** Steps the bid with `bid-up` (clicks) until its button shows `amount`; returns that button. */
export async function chooseBid(el: TuteTable, amount: number): Promise<HTMLButtonElement> {
  for (let i = 0; i < 60 && bidButton(el)?.dataset.action !== `bid-${amount}`; i++) {
    button(el, '[data-action="bid-up"]')?.click();
    await el.updateComplete;
  }
  return must(bidButton(el), `a bid-${amount} button`);
}
export const statusOf = (el: TuteTable): string =>
  root(el).querySelector('[part="status"]')?.textContent ?? '';

export async function table(
  variant: string,
  seed: number,
  aiDelay = 0,
  lang?: string,
): Promise<TuteTable> {
  return fixture<TuteTable>(
    html`<tute-table
      variant=${variant}
      seed=${seed}
      lang=${lang ?? 'en'}
      .aiDelay=${aiDelay}
    ></tute-table>`,
  );
}

/** A table in a box `width` px wide (its parent element), updated once. */
export async function tableAt(
  width: number,
  variant: string,
  seed: number,
  lang = 'en',
  aiDelay = 0,
): Promise<TuteTable> {
  const box = await fixture<HTMLDivElement>(
    html`<div style="width: ${width}px">
      <tute-table variant=${variant} seed=${seed} lang=${lang} .aiDelay=${aiDelay}></tute-table>
    </div>`,
  );
  const el = box.querySelector('tute-table') as TuteTable;
  await el.updateComplete;
  return el;
}

/**
 * Fails if a card code of a seat other than 0 appears anywhere in the shadow DOM, unless seat
 * 0's view itself reveals it: cards shown to all, or the hand the censor judges.
 */
export function expectNoHiddenCards(el: TuteTable): void {
  const markup = root(el).innerHTML;
  const state = stateOf(el);
  const view = el.view;
  state.hands.forEach((hand, seat) => {
    if (seat === 0) return;
    const seen = view.hands[seat];
    const revealed = new Set([...(view.shown[seat] ?? []), ...(Array.isArray(seen) ? seen : [])]);
    for (const code of hand) {
      if (revealed.has(code)) continue;
      expect(root(el).querySelector(`[data-card="${code}"]`), `data-card ${code}`).to.equal(null);
      expect(
        new RegExp(`(^|[^0-9a-z])${code}([^0-9a-z]|$)`).test(markup),
        `seat ${seat}'s ${code} is in the DOM`,
      ).to.equal(false);
    }
  });
}

/**
 * Waits until seat 0 may act (next-deal included) or the match is over, with the DOM up to
 * date.
 */
export async function settle(el: TuteTable): Promise<void> {
  await waitUntil(
    () => stateOf(el).phase === 'match-over' || el.legalActions.length > 0,
    'seat 0 never got the turn',
    { timeout: 5000 },
  );
  await el.updateComplete;
}

export interface Policy {
  /** In the auction: the highest bid (wins it), the lowest, or pass. */
  auction?: 'max' | 'min' | 'pass';
  censor?: 'take' | 'pass';
  /** When a cante may be declared: sing it (default) or pass. */
  declare?: 'sing' | 'pass';
  /** Suit letter to name as trump; the first button otherwise. */
  trump?: string;
  /** Stop when this returns true (checked whenever seat 0 may act). */
  until?: (state: GameState) => boolean;
}

/** The button seat 0 clicks now under `policy`. */
function choose(el: TuteTable, policy: Policy): HTMLButtonElement | null {
  switch (stateOf(el).phase) {
    case 'auction': {
      if (policy.auction === 'pass') return button(el, '[data-action="pass"]');
      // The highest: step up to it first, one click at a time.
      const up = button(el, '[data-action="bid-up"]:not([aria-disabled="true"])');
      if (policy.auction === 'max' && up) return up;
      return bidButton(el) ?? button(el, '[data-action="pass"]');
    }
    case 'censor':
      return button(el, `[data-action="censor-${policy.censor ?? 'pass'}"]`);
    case 'trump':
      return button(
        el,
        policy.trump ? `[data-action="trump-${policy.trump}"]` : '[data-action^="trump-"]',
      );
    default:
      if (policy.declare === 'pass') return button(el, '[data-action="pass"]') ?? playable(el);
      return (
        button(el, '[data-action^="sing-"], [data-action="swap"]') ??
        button(el, '[data-action="pass"]') ??
        playable(el)
      );
  }
}

/**
 * Plays seat 0 by clicks only (bids, censor, trump, cantes, pass, cards) until the deal ends,
 * `tricks` tricks have been played, or `policy.until` holds. Returns the event types in order.
 */
export async function playByClicks(
  el: TuteTable,
  tricks = Infinity,
  policy: Policy = {},
): Promise<string[]> {
  const events: string[] = [];
  const record = (e: Event) => events.push(e.type);
  const types = ['tute-move', 'tute-trick', 'tute-deal-end'];
  for (const type of types) el.addEventListener(type, record);
  try {
    for (let guard = 0; guard < 300; guard++) {
      await settle(el);
      expectNoHiddenCards(el);
      const state = stateOf(el);
      if (state.phase === 'deal-over' || state.phase === 'match-over') break;
      if (events.filter((e) => e === 'tute-trick').length >= tricks || policy.until?.(state)) break;
      const next = choose(el, policy);
      expect(next, `seat 0 has nothing to click in phase ${state.phase}`).to.not.equal(null);
      (next as HTMLButtonElement).click();
    }
  } finally {
    for (const type of types) el.removeEventListener(type, record);
  }
  return events;
}

/** Each trick and the deal end follow a move; the deal end comes once, last. */
export function expectEventOrder(events: string[]): void {
  expect(events[events.length - 1]).to.equal('tute-deal-end');
  expect(events.filter((e) => e === 'tute-deal-end')).to.have.length(1);
  events.forEach((type, i) => {
    if (type !== 'tute-move')
      expect(events[i - 1], `${type} at ${i} follows a move`).to.be.oneOf([
        'tute-move',
        'tute-trick',
      ]);
  });
}

/**
 * The element is intact: each card of its deck exactly once, the public view is the engine's
 * view of its state, and the shadow DOM shows exactly seat 0's hand (after rendering).
 */
export async function expectIntact(el: TuteTable): Promise<void> {
  await el.updateComplete;
  const state = stateOf(el);
  const all = allCards(state);
  const deck = deckOf(state.variant).length;
  expect(all.length, `${state.variant}: cards in play`).to.equal(deck);
  expect(new Set(all).size, `${state.variant}: distinct cards`).to.equal(deck);
  expect(el.view).to.deep.equal(viewFor(state, 0));
  expect(cards(el).map((b) => b.dataset.card)).to.have.members(state.hands[0] ?? []);
}

/** [r, g, b] of the first `rgb(…)` in a computed style or a hex colour. */
export function rgb(text: string): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(text);
  if (hex) return [0, 2, 4].map((i) => parseInt(must(hex[1]).slice(i, i + 2), 16));
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(text);
  return must(m, `a colour in "${text}"`).slice(1, 4).map(Number);
}

/** The WCAG contrast ratio of two colours given as [r, g, b]. */
export function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r = 0, g = 0, bl = 0] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
