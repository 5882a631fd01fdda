/**
 * The auction games' panel over the middle of the table (auction/panel.ts), drawn by a module
 * loaded when a table first plays an auction game (auction-loader.ts). The element's update waits
 * for it, as for a language's words: no moment of an auction without its panel. Should it fail to
 * load (or on a `file:` page), `auction-unavailable` is reported once and seat 0's calls are
 * plain buttons under the same `data-action` names (the lowest bid, no stepper).
 */
import { html, nothing, type ReactiveElement, type TemplateResult } from 'lit';
import type { Action } from '../engine/index.js';
import { loadAuction } from './auction-loader.js';
import type { DrawAuction, Kit } from './auction/index.js';
import type { ElementErrorCode } from './errors.js';
import { codeOf } from './guards.js';
import { capitalize } from './templates/bubble.js';
import type { TableContext } from './templates/context.js';

const PHASES = new Set(['auction', 'censor', 'trump']);
const KIT: Kit = { html, nothing, capitalize };

export class AuctionPanel {
  private _draw: DrawAuction | null = null;
  private _loading: Promise<void> | null = null;
  private _failed = false;

  constructor(
    private readonly host: ReactiveElement,
    /** Whether the table plays (or is about to play) an auction game. */
    private readonly wanted: () => boolean,
    private readonly report: (code: ElementErrorCode, message: string) => void,
  ) {}

  /** The module on its way while the table is to play an auction game, else null. */
  pending(): Promise<void> | null {
    return this.wanted() && !this._draw && !this._failed ? this._load() : null;
  }

  /** The panel while an auction, the censor's choice or naming trump is under way. */
  draw(c: TableContext): TemplateResult | typeof nothing {
    const { view } = c;
    // Under an open panel (which lies over the middle) it would take the focus and a keypress.
    if (!view.auction || !PHASES.has(view.phase) || c.panel) return nothing;
    if (this._draw) return this._draw(KIT, c);
    if (!this._failed) void this._load();
    return this._failed ? fallback(c) : nothing;
  }

  private _load(): Promise<void> {
    return (this._loading ??= loadAuction()
      .then(
        (auctionFor) => void (this._draw = auctionFor(this.host)),
        (error: unknown) => {
          this._failed = true;
          this.report(
            'auction-unavailable',
            `auction.js could not be loaded (${codeOf(error).message}): ` +
              "seat 0's calls are plain buttons",
          );
        },
      )
      .finally(() => this.host.requestUpdate()));
  }
}

/**
 * Seat 0's calls as plain buttons, under the panel's `data-action` names: the lowest bid (no
 * stepper to choose a higher one) and pass, a suit, the censor's two choices.
 */
function fallback(c: TableContext): TemplateResult {
  const { view, t } = c;
  const price = t.num((view.contract?.amount ?? 0) + 10);
  const lowest = view.legal.find((a) => a.type === 'bid');
  const named = (a: Action): [string, string] =>
    a.type === 'bid'
      ? [`bid-${a.amount}`, t.auction.bid(t.num(a.amount))]
      : a.type === 'trump'
        ? [`trump-${a.suit}`, capitalize(t.suits[a.suit])]
        : a.type === 'censor'
          ? a.take
            ? ['censor-take', t.auction.take(price)]
            : ['censor-pass', t.auction.letStand]
          : ['pass', t.auction.pass];
  return html`<section part="auction" class="auction">
    ${view.legal
      .filter((a) => a.type !== 'bid' || a === lowest)
      .map((a) => {
        const [name, label] = named(a);
        return html`<button type="button" data-action=${name} @click=${() => c.onAction(a)}>
          ${label}
        </button>`;
      })}
  </section>`;
}
