/**
 * The auction games' panel, laid over the middle of the table while no card is played: the high
 * bid (each seat's last call shows at its seat: templates/bubble.ts), seat 0's bid buttons (one
 * per legal amount, in a wrapping grid), naming trump, and the censor's choice with the bidder's
 * hand (for these two choices the status line says what is to decide).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Action } from '../../engine/index.js';
import { capitalize } from './bubble.js';
import { faceCard } from './seats.js';
import type { TableContext } from './context.js';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

const AUCTION_PHASES = new Set(['auction', 'censor', 'trump']);

/** Shown while an auction, the censor's choice or the naming of trump is under way. */
export function auctionPanel(c: TableContext): TemplateResult | typeof nothing {
  const { view, t, names } = c;
  const auction = view.auction;
  if (!auction || !AUCTION_PHASES.has(view.phase)) return nothing;
  const high = auction.high;
  // Once the auction is won, the panel holds only the choice at hand (the status line says it).
  return html`<section part="auction" class="auction" aria-label=${t.auction.title}>
    ${
      view.phase === 'auction'
        ? html`<h2>${t.auction.title}</h2>
            <p class="high">
              ${high ? t.auction.high(names[high.seat] ?? '', t.num(high.amount)) : t.auction.noBid}
            </p>`
        : nothing
    }
    ${bids(c)} ${trumpChoice(c)} ${censorChoice(c)}
  </section>`;
}

function button(
  c: TableContext,
  action: Action,
  name: string,
  label: string,
  aria?: string,
): TemplateResult {
  return html`<button
    type="button"
    data-action=${name}
    aria-label=${aria ?? label}
    @click=${() => c.onAction(action)}
  >
    ${label}
  </button>`;
}

function bids(c: TableContext): TemplateResult | typeof nothing {
  const { view, t } = c;
  if (view.phase !== 'auction' || view.legal.length === 0) return nothing;
  const amounts = view.legal.filter((a): a is Of<'bid'> => a.type === 'bid');
  const pass = view.legal.find((a) => a.type === 'pass');
  return html`<div class="bids" role="group" aria-label=${t.auction.yourBid}>
    <span class="label">${t.auction.yourBid}</span>
    <div class="bid-grid">
      ${amounts.map((a) => {
        const amount = t.num(a.amount);
        return button(c, a, `bid-${a.amount}`, amount, t.auction.bid(amount));
      })}
    </div>
    ${pass ? button(c, pass, 'pass', t.auction.pass) : nothing}
  </div>`;
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
  const { view, t, names } = c;
  const choices = view.legal.filter((a): a is Of<'censor'> => a.type === 'censor');
  const contract = view.contract;
  if (view.phase !== 'censor' || choices.length === 0 || !contract) return nothing;
  const bidder = names[contract.seat] ?? '';
  const price = t.num(contract.amount + 10);
  const hand = view.hands[contract.seat];
  return html`<div class="choice censor" role="group" aria-label=${t.censor}>
    ${
      Array.isArray(hand)
        ? html`<p class="judged">
            <span class="label">${t.auction.bidderHand(bidder)}:</span>
            <span class="fanned">${c.order(hand).map((card) => faceCard(c, card))}</span>
          </p>`
        : nothing
    }
    ${choices.map((a) =>
      a.take
        ? button(c, a, 'censor-take', t.auction.take(price))
        : button(c, a, 'censor-pass', t.auction.letStand),
    )}
  </div>`;
}
