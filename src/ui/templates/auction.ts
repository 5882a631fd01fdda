/**
 * The auction games' panel, laid over the middle of the table while no card is played: the high
 * bid (each seat's last call shows at its seat: templates/bubble.ts), seat 0's bid (a stepper
 * through the legal amounts) or pass, naming trump, and the censor's choice (the bidder's
 * hand shows in seat 0's place, hand.ts; for these two choices the status line says what is to
 * decide).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Action } from '../../engine/index.js';
import { capitalize } from './bubble.js';
import type { TableContext } from './context.js';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

const AUCTION_PHASES = new Set(['auction', 'censor', 'trump']);

/** Shown while an auction, the censor's choice or the naming of trump is under way. */
export function auctionPanel(c: TableContext): TemplateResult | typeof nothing {
  const { view, t, names } = c;
  const auction = view.auction;
  // Under an open panel (which lies over the middle) it would take the focus and a keypress.
  if (!auction || !AUCTION_PHASES.has(view.phase) || c.panel) return nothing;
  const high = auction.high;
  // Once the auction is won, the panel holds the choice at hand (the status line says what it
  // is), under a heading when that is trump.
  return html`<section part="auction" class="auction">
    ${
      view.phase === 'auction'
        ? html`<h2>${t.auction.title}</h2>
            <p class="high">
              ${high ? t.auction.high(names[high.seat] ?? '', t.num(high.amount)) : t.auction.noBid}
            </p>`
        : view.phase === 'trump'
          ? html`<h2>${t.trump}</h2>`
          : nothing
    }
    ${bids(c)} ${trumpChoice(c)} ${censorChoice(c)}
  </section>`;
}

/** Named by its text (an `aria-label` would only repeat it). */
function button(c: TableContext, action: Action, name: string, label: string): TemplateResult {
  return html`<button type="button" data-action=${name} @click=${() => c.onAction(action)}>
    ${label}
  </button>`;
}

/**
 * Seat 0's call: the bid button with the chosen amount (`bid-<amount>`), `bid-down` and
 * `bid-up` to choose a lower or higher legal one (BidStepper), and pass — one row on a phone.
 */
function bids(c: TableContext): TemplateResult | typeof nothing {
  const { view, t } = c;
  if (view.phase !== 'auction' || view.legal.length === 0) return nothing;
  const amounts = view.legal.flatMap((a) => (a.type === 'bid' ? [a.amount] : []));
  const pass = view.legal.find((a) => a.type === 'pass');
  const i = c.stepper.chosen(amounts);
  const amount = amounts[i] ?? 0;
  const bid = button(
    c,
    { type: 'bid', seat: view.seat, amount },
    `bid-${amount}`,
    t.auction.bid(t.num(amount)),
  );
  return html`<div class="bids" role="group" aria-label=${t.auction.yourBid}>
    ${
      amounts.length > 0
        ? html`${step(c, -1, i === 0)}
            <span aria-live="polite"> ${bid} </span>
            ${step(c, 1, i === amounts.length - 1)}`
        : nothing
    }
    ${pass ? button(c, pass, 'pass', t.auction.pass) : nothing}
  </div>`;
}

/** `bid-up` (+1) or `bid-down` (-1): press and hold repeats; at the end it does nothing. */
function step(c: TableContext, by: number, end: boolean): TemplateResult {
  const on = c.stepper.handlers(by);
  return html`<button
    type="button"
    class="step"
    data-action=${by > 0 ? 'bid-up' : 'bid-down'}
    aria-label=${by > 0 ? c.t.auction.higher : c.t.auction.lower}
    aria-disabled=${end ? 'true' : 'false'}
    @pointerdown=${on.down}
    @pointerup=${on.stop}
    @pointerleave=${on.stop}
    @pointercancel=${on.stop}
    @click=${on.click}
  >
    ${by > 0 ? '+' : '−'}
  </button>`;
}

function trumpChoice(c: TableContext): TemplateResult | typeof nothing {
  const { view, t } = c;
  const suits = view.legal.filter((a): a is Of<'trump'> => a.type === 'trump');
  if (view.phase !== 'trump' || suits.length === 0) return nothing;
  return html`<div class="choice" role="group" aria-label=${t.trump}>
    ${suits.map((a) => button(c, a, `trump-${a.suit}`, capitalize(t.suits[a.suit])))}
  </div>`;
}

function censorChoice(c: TableContext): TemplateResult | typeof nothing {
  const { view, t } = c;
  const choices = view.legal.filter((a): a is Of<'censor'> => a.type === 'censor');
  const contract = view.contract;
  if (view.phase !== 'censor' || choices.length === 0 || !contract) return nothing;
  const price = t.num(contract.amount + 10);
  // The bidder's hand is shown where seat 0's would be (hand.ts): room for it at full size.
  return html`<div class="choice censor" role="group" aria-label=${t.censor}>
    ${choices.map((a) =>
      a.take
        ? button(c, a, 'censor-take', t.auction.take(price))
        : button(c, a, 'censor-pass', t.auction.letStand),
    )}
  </div>`;
}
