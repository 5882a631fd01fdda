/**
 * The markup of the table, as functions of a seat-0 view. Plain text and buttons for now (the
 * card renderer is its own issue). Only counts are rendered for other seats' hands: no code of
 * a hidden card ever reaches the DOM (templates/seats.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Action } from '../engine/index.js';
import { cardName } from './i18n.js';
import { auctionPanel } from './templates/auction.js';
import type { TableContext } from './templates/context.js';
import { indicator, seats, trick } from './templates/seats.js';
import { dealSummary, score, statusText } from './templates/summary.js';

export type { LastMove, TableContext } from './templates/context.js';
export { statusText } from './templates/summary.js';

export function tableTemplate(c: TableContext): TemplateResult {
  const { view, t } = c;
  return html`
    <div part="table" class="table" data-variant=${view.variant} data-players=${view.players} role="region" aria-label=${t.table}>
      ${seats(c)}
      <div class="center">
        ${view.variant === 'tute' || view.variant === 'brisca'
          ? html`<div part="stock" class="stock">${t.stock(view.stock)}</div>`
          : nothing}
        ${indicator(c)}
        ${trick(c)}
      </div>
      <p part="status" class="status" role="status" aria-live="polite">${statusText(c)}</p>
      ${auctionPanel(c)}
      ${controls(c)}
      ${hand(c)}
      ${score(c)}
      ${dealSummary(c)}
    </div>
  `;
}

/**
 * The data-action name of a play-phase action (API.md shadow-DOM hooks); null for cards and
 * for the auction's actions, which the auction panel renders.
 */
export function actionName(a: Action): string | null {
  switch (a.type) {
    case 'sing': return `sing-${a.suit}`;
    case 'tute': return `tute-${a.rank}`;
    case 'swap':
    case 'capote':
    case 'pass':
    case 'next-deal':
      return a.type;
    default:
      return null;
  }
}

function actionLabel({ view, t }: TableContext, a: Action): string {
  switch (a.type) {
    case 'sing': return t.actions.sing(a.suit === view.trump ? 40 : 20, t.suits[a.suit]);
    case 'tute': return t.actions.tute(a.rank);
    case 'swap': return t.actions.swap;
    case 'capote': return t.actions.capote;
    case 'pass': return view.window?.asked ? t.actions.noDeclaration : t.actions.pass;
    case 'next-deal': return t.actions.nextDeal;
    default: return a.type;
  }
}

function controls(c: TableContext): TemplateResult {
  const { view } = c;
  const playing = view.phase === 'play' || view.phase === 'deal-over';
  const actions = playing ? view.legal.filter((a) => actionName(a) !== null) : [];
  return html`<div part="controls" class="controls">
    ${actions.map((a) => html`<button type="button" data-action=${actionName(a) as string}
        @click=${() => c.onAction(a)}>${actionLabel(c, a)}</button>`)}
    ${view.phase === 'match-over'
      ? html`<button type="button" data-action="new-match" @click=${c.onNewMatch}>${c.t.actions.newMatch}</button>`
      : nothing}
  </div>`;
}

function hand(c: TableContext): TemplateResult {
  const { view, t } = c;
  const reasons = view.hand.map((card) => c.blocked(card));
  const shared = reasons.find((r) => r !== null && reasons.some((o) => o === null));
  return html`<div class="hand-area">
    <div part="hand" class="hand" role="group" aria-label=${t.hand}>
      ${view.hand.length === 0 && view.out === view.seat ? html`<span class="empty">${t.youSitOut}</span>` : nothing}
      ${view.hand.map((card, i) => {
        const reason = reasons[i] ?? null;
        const name = cardName(t, card);
        return html`<button type="button" part="card" class="card" data-card=${card}
            aria-label=${name} aria-disabled=${reason ? 'true' : 'false'} title=${reason ?? name}
            @click=${() => c.onCard(card)}>
          <span class="face">${card}</span><span class="card-name">${name}</span>
        </button>`;
      })}
    </div>
    ${shared ? html`<p class="hint">${shared}</p>` : nothing}
  </div>`;
}
