/**
 * The auction games' panel, laid over the middle of the table while no card is played: the high
 * bid (each seat's last call shows at its seat: templates/bubble.ts), seat 0's bid (a stepper
 * through the legal amounts) or pass, naming trump, and the censor's choice (the bidder's
 * hand shows in seat 0's place, templates/hand.ts; for these two choices the status line says
 * what is to decide). Drawn with the lit the element hands in (`Kit`): this module is part of
 * `auction.js`, which carries no lit.
 */
import type { html as litHtml, nothing as litNothing, TemplateResult } from 'lit';
import type { Action } from '../../engine/index.js';
import type { TableContext } from '../templates/context.js';
import type { BidStepper } from './bid-stepper.js';
import { AUCTION_WORDS } from './words.js';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** What the panel is made with: lit's `html` and `nothing`, and the element's `capitalize`. */
export interface Kit {
  html: typeof litHtml;
  nothing: typeof litNothing;
  capitalize: (text: string) => string;
}

/** What a panel function receives: the kit, the table, the bid stepper of this table. */
export interface Drawing {
  k: Kit;
  c: TableContext;
  stepper: BidStepper;
}

/**
 * The panel while an auction, the censor's choice or the naming of trump is under way (the
 * element asks only then, and not under an open panel).
 */
export function auctionPanel(d: Drawing): TemplateResult {
  const { html, nothing } = d.k;
  const { view, t, names } = d.c;
  const w = AUCTION_WORDS[t.lang];
  const high = view.auction?.high;
  // Once the auction is won, the panel holds the choice at hand (the status line says what it
  // is), under a heading when that is trump.
  return html`<section part="auction" class="auction">
    ${
      view.phase === 'auction'
        ? html`<h2>${w.title}</h2>
            <p class="high">
              ${high ? w.high(names[high.seat] ?? '', t.num(high.amount)) : w.noBid}
            </p>`
        : view.phase === 'trump'
          ? html`<h2>${t.trump}</h2>`
          : nothing
    }
    ${bids(d)} ${trumpChoice(d)} ${censorChoice(d)}
    <span class="sr-only" aria-live="polite">${stepped(d)}</span>
  </section>`;
}

/**
 * The amount `bid-up` or `bid-down` chose, said when it changes (the focus stays on the step).
 * A region of its own, kept while the panel shows and empty until a step this turn: a region
 * drawn anew with the bid button in it said "Bid 80" whenever seat 0's turn came back.
 */
function stepped({ c, stepper }: Drawing): string {
  const { view, t } = c;
  if (!stepper.stepped || view.phase !== 'auction') return '';
  const amounts = view.legal.flatMap((a) => (a.type === 'bid' ? [a.amount] : []));
  const amount = amounts[stepper.chosen(amounts)];
  return amount === undefined ? '' : t.auction.bid(t.num(amount));
}

/** Named by its text (an `aria-label` would only repeat it). */
function button(
  { k: { html }, c }: Drawing,
  action: Action,
  name: string,
  label: string,
): TemplateResult {
  return html`<button type="button" data-action=${name} @click=${() => c.onAction(action)}>
    ${label}
  </button>`;
}

/**
 * Seat 0's call: the bid button with the chosen amount (`bid-<amount>`), `bid-down` and
 * `bid-up` to choose a lower or higher legal one (BidStepper), and pass — one row on a phone.
 */
function bids(d: Drawing): unknown {
  const { html, nothing } = d.k;
  const { view, t } = d.c;
  if (view.phase !== 'auction' || view.legal.length === 0) return nothing;
  const amounts = view.legal.flatMap((a) => (a.type === 'bid' ? [a.amount] : []));
  const pass = view.legal.find((a) => a.type === 'pass');
  const i = d.stepper.chosen(amounts);
  const amount = amounts[i] ?? 0;
  const bid = button(
    d,
    { type: 'bid', seat: view.seat, amount },
    `bid-${amount}`,
    t.auction.bid(t.num(amount)),
  );
  return html`<div class="bids" role="group" aria-label=${AUCTION_WORDS[t.lang].yourBid}>
    ${
      amounts.length > 0
        ? html`${step(d, -1, i === 0)} ${bid} ${step(d, 1, i === amounts.length - 1)}`
        : nothing
    }
    ${pass ? button(d, pass, 'pass', t.auction.pass) : nothing}
  </div>`;
}

/** `bid-up` (+1) or `bid-down` (-1): press and hold repeats; at the end it does nothing. */
function step({ k: { html }, c, stepper }: Drawing, by: number, end: boolean): TemplateResult {
  const on = stepper.handlers(by);
  return html`<button
    type="button"
    class="step"
    data-action=${by > 0 ? 'bid-up' : 'bid-down'}
    aria-label=${by > 0 ? AUCTION_WORDS[c.t.lang].higher : AUCTION_WORDS[c.t.lang].lower}
    aria-disabled=${end ? 'true' : 'false'}
    @pointerdown=${on.down}
    @pointerup=${on.stop}
    @pointerleave=${on.stop}
    @pointercancel=${on.stop}
    @keydown=${on.key}
    @click=${on.click}
  >
    ${by > 0 ? '+' : '−'}
  </button>`;
}

function trumpChoice(d: Drawing): unknown {
  const { html, nothing, capitalize } = d.k;
  const { view, t } = d.c;
  const suits = view.legal.filter((a): a is Of<'trump'> => a.type === 'trump');
  if (view.phase !== 'trump' || suits.length === 0) return nothing;
  return html`<div class="choice" role="group" aria-label=${t.trump}>
    ${suits.map((a) => button(d, a, `trump-${a.suit}`, capitalize(t.suits[a.suit])))}
  </div>`;
}

function censorChoice(d: Drawing): unknown {
  const { html, nothing } = d.k;
  const { view, t, names } = d.c;
  const choices = view.legal.filter((a): a is Of<'censor'> => a.type === 'censor');
  const contract = view.contract;
  if (view.phase !== 'censor' || choices.length === 0 || !contract) return nothing;
  const price = t.num(contract.amount + 10);
  // Named by the question it answers (as the status line asks it), not the seat's marker.
  const question = t.auction.censorPrompt(
    names[contract.seat] ?? '',
    t.num(contract.amount),
    price,
  );
  // The bidder's hand is shown where seat 0's would be (hand.ts): room for it at full size.
  return html`<div class="choice censor" role="group" aria-label=${question}>
    ${choices.map((a) =>
      a.take
        ? button(d, a, 'censor-take', t.auction.take(price))
        : button(d, a, 'censor-pass', t.auction.letStand),
    )}
  </div>`;
}
