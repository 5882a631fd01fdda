/**
 * The middle of the table: the stock with the trump card crosswise under it (or the variant's
 * other trump source), and the trick, each card placed toward the seat that played it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { variantSpec, type PlayedCard } from '../../engine/index.js';
import { cardFace } from '../art/card-face.js';
import { cardName } from '../i18n.js';
import { position, type TableContext } from './context.js';
import { backs, faceCard } from './small-cards.js';

/** Backs drawn for the stock: a few, offset, enough to read as a pile. */
const stockBacks = (n: number): number => (n === 0 ? 0 : n > 12 ? 3 : n > 4 ? 2 : 1);

/**
 * Trump and where it comes from (docs/rules.md §2): the indicator crosswise under the stock, the
 * card turned out of play, or the dealer's last card.
 */
export function pile(c: TableContext): TemplateResult {
  const { view, t, names } = c;
  const trump = view.trump ? t.suits[view.trump] : view.auction ? t.trumpPending : '—';
  const from = variantSpec(view.variant).trumpFrom;
  const crosswise = from === 'indicator';
  let source: TemplateResult | typeof nothing = nothing;
  if (crosswise) {
    source = view.indicator
      ? html`<span
          class="ind-card"
          data-code=${view.indicator}
          role="img"
          aria-label=${`${t.indicator}: ${cardName(t, view.indicator)}`}
          >${cardFace(view.indicator)}</span
        >`
      : html`<span class="label">${t.indicator}: ${t.noIndicator}</span>`;
  } else if (from === 'turned' && view.indicator) {
    source = html`<span class="label">${t.turnedCard}:</span> ${faceCard(c, view.indicator)}`;
  } else if (from === 'dealer-last' && view.indicator) {
    source = html`<span class="label"
        >${t.dealerCard(names[view.dealer] ?? '', c.you(view.dealer))}:</span
      >
      ${faceCard(c, view.indicator)}`;
  }
  return html`<div class="pile ${crosswise ? 'crosswise' : ''}">
    ${
      crosswise
        ? html`<div part="stock" class="stock" data-count=${view.stock}>
            ${backs(stockBacks(view.stock))}
            <span class="stock-n"
              ><span class="sr-only">${t.stock(view.stock)}</span
              ><span aria-hidden="true">${t.num(view.stock)}</span></span
            >
          </div>`
        : nothing
    }
    <div part="indicator" class="indicator">
      ${source}
      <span class="trump-line"
        >${t.trump}:
        <strong class="trump" data-suit=${view.trump ?? nothing}>${trump}</strong></span
      >
    </div>
  </div>`;
}

/**
 * The trick on the table, the card that led it marked. The deal's last trick stays until the
 * next deal, with who took the last-trick bonus.
 */
export function trick(c: TableContext): TemplateResult {
  const { view, t, names } = c;
  // The trick just taken stays until the next lead; the deal's last one until the next deal.
  const previous = view.trick.length === 0 && view.lastTrick !== null;
  const cards: PlayedCard[] = previous ? (view.lastTrick?.cards ?? []) : view.trick;
  const winner = previous ? view.lastTrick?.winner : undefined;
  const bonus = view.result && previous ? Math.max(...view.deal.bonus) : 0;
  return html`<div
    part="trick"
    class="trick ${previous ? 'previous' : ''}"
    data-players=${view.players}
    role="group"
    aria-label=${previous ? t.previousTrick : t.trick}
  >
    ${cards.length === 0 ? html`<span class="empty">${t.emptyTrick}</span>` : nothing}
    ${cards.map((p, i) => {
      const name = `${names[p.seat] ?? ''}${i === 0 ? ` (${t.led})` : ''}`;
      return html`<div
        class="played ${p.seat === winner ? 'wins' : ''}"
        data-seat=${p.seat}
        data-pos=${position(view, p.seat)}
        data-code=${p.card}
        data-led=${i === 0 ? t.led : nothing}
        role="img"
        aria-label=${`${name}: ${cardName(t, p.card)}`}
      >
        ${cardFace(p.card)}
      </div>`;
    })}
    ${
      bonus > 0 && winner !== undefined
        ? html`<p class="bonus">${names[winner]}: +${t.num(bonus)} ${t.score.lastTrick}</p>`
        : nothing
    }
  </div>`;
}
