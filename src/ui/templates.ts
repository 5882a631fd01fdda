/**
 * The markup of the table, as functions of a seat-0 view, in the zones of docs/architecture.md
 * §4: the top bar (score, a slot for tool buttons), the seats around (templates/seats.ts), the
 * middle with the stock and the trick (templates/trick.ts) or the auction panel
 * (auction-panel.ts), the status line, the controls row, seat 0's hand (templates/hand.ts), and
 * the overlay layer's panels (templates/overlay.ts: the deal summary; templates/tools.ts: the
 * previous trick, the log). Only counts are rendered for other seats' hands: no code of a hidden
 * card ever reaches the DOM.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { variantSpec, type Action } from '../engine/index.js';
import type { TableContext } from './templates/context.js';
import { hand } from './templates/hand.js';
import { menuButton, menuPanels } from './templates/menu.js';
import { lookBackPanel, tools } from './templates/tools.js';
import { panelButton } from './templates/overlay.js';
import { seats } from './templates/seats.js';
import {
  dealSummary,
  describe,
  score,
  statusText,
  tookSentence,
  verdict,
} from './templates/summary.js';
import { pile, trick } from './templates/trick.js';

export type { LastMove, TableContext } from './templates/context.js';
export { statusText } from './templates/summary.js';

export function tableTemplate(c: TableContext): TemplateResult {
  const { view, t } = c;
  const status = statusText(c);
  // Heard in the order it happened: the last card and trick, then the verdict (the line shows
  // the verdict first, for a phone's three lines).
  const spoken =
    (view.result && c.last ? `${describe(c, c.last)} ${verdict(c)}` : status) + tookSentence(c);
  // The panels lie over the rows above the controls and come before them: Tab goes from a panel
  // on to the controls (the deal-end summary's Close, then Next deal), not off the table. They
  // are non-modal: Escape closes the open one wherever the focus is on the table.
  return html`
    <section
      part="table"
      class="table"
      lang=${t.lang}
      data-variant=${view.variant}
      data-players=${view.players}
      ?data-auction=${variantSpec(view.variant).auction}
      aria-labelledby="table-title"
      tabindex="-1"
      @keydown=${(e: KeyboardEvent) =>
        // A held Enter's repeats would play, bid or deal on whenever seat 0 may again (the bid
        // stepper repeats its steps itself: auction/bid-stepper.ts).
        e.repeat && e.key == 'Enter'
          ? e.preventDefault()
          : e.key === 'Escape' && c.panel && c.onPanel(null)}
    >
      <h2 id="table-title" class="sr-only">${t.table}</h2>
      <div class="bar">
        ${score(c)}
        <div class="tools">${tools(c)} ${menuButton(c)}</div>
      </div>
      ${seats(c)}
      <div class="center">${pile(c)} ${trick(c)} ${c.auction.draw(c)}</div>
      <p part="status" class="status" role="status" aria-live="off">${status}</p>
      ${dealSummary(c)} ${lookBackPanel(c)} ${menuPanels(c)} ${c.controls ?? controls(c)} ${hand(c)}
      <p class="sr-only announcer" aria-live="polite" aria-atomic="true">${spoken}</p>
    </section>
  `;
}

/**
 * The data-action name of a play-phase action (docs/api.md, shadow DOM hooks); null for cards
 * and for the auction's actions, which the auction panel renders.
 */
export function actionName(a: Action): string | null {
  switch (a.type) {
    case 'sing':
      return `sing-${a.suit}`;
    case 'tute':
      return `tute-${a.rank}`;
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
    case 'sing':
      return t.actions.sing(a.suit === view.trump ? 40 : 20, t.suits[a.suit]);
    case 'tute':
      return t.actions.tute(a.rank);
    case 'swap':
      return t.actions.swap;
    case 'capote':
      return t.actions.capote;
    case 'pass':
      return view.window?.asked ? t.actions.noDeclaration : t.actions.pass;
    case 'next-deal':
      return t.actions.nextDeal;
    default:
      return a.type;
  }
}

/** A row of fixed height: its buttons come and go without moving the hand below. */
function controls(c: TableContext): TemplateResult {
  const { view } = c;
  const playing = view.phase === 'play' || view.phase === 'deal-over';
  const actions = playing ? view.legal.filter((a) => actionName(a) !== null) : [];
  return html`<div part="controls" class="controls">
    ${view.result ? panelButton(c, 'summary', c.t.actions.summary) : nothing}
    ${actions.map(
      (a) =>
        html`<button
          type="button"
          data-action=${actionName(a) ?? nothing}
          class=${a.type === 'next-deal' ? 'primary' : ''}
          @click=${() => c.onAction(a)}
        >
          ${actionLabel(c, a)}
        </button>`,
    )}
    ${
      view.phase === 'match-over'
        ? html`<button type="button" class="primary" data-action="new-match" @click=${c.onNewMatch}>
            ${c.t.actions.newMatch}
          </button>`
        : nothing
    }
  </div>`;
}
