/**
 * The tools in the top bar that look back: `last-trick` (the previous trick of the deal, while
 * there is one) and `log` (the deal so far), each opening a panel of the overlay layer. Public
 * information only (deal-log.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlayedCard, Seat } from '../../engine/index.js';
import { dealLog } from '../deal-log.js';
import type { TableContext } from './context.js';
import { overlay, panelButton } from './overlay.js';
import { faceCard } from './seats.js';
import { describe } from './summary.js';

/** Icons (24 × 24, stroked in the text colour): a clock turned back; a list. */
const BACK = 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4';
const LIST = 'M9 6h11M9 12h11M9 18h11M4 6h0M4 12h0M4 18h0';

const icon = (d: string): TemplateResult =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d=${d} /></svg>`;

export function tools(c: TableContext): TemplateResult {
  const { t, view } = c;
  return html`${panelButton(c, 'last-trick', t.previousTrick, icon(BACK), !view.lastTrick)}
  ${panelButton(c, 'log', t.log, icon(LIST))}`;
}

/** "Lucía +21": who won a trick and its points (and the last-trick bonus). */
function taken(c: TableContext, winner: Seat, points: number, bonus = 0): string {
  const { t, names } = c;
  const extra = bonus > 0 ? ` · +${t.num(bonus)} ${t.score.lastTrick}` : '';
  return `${names[winner] ?? ''} +${t.num(points)}${extra}`;
}

/** A trick as cards by seat: the leader marked, the winner's card outlined. */
function cardsBySeat(
  c: TableContext,
  cards: readonly PlayedCard[],
  winner: Seat,
): TemplateResult[] {
  const { view, t } = c;
  return view.handSizes.map((_, seat) => {
    const i = cards.findIndex((p) => p.seat === seat);
    const card = cards[i]?.card;
    return html`<td class="${i === 0 ? 'led' : ''} ${seat === winner ? 'wins' : ''}">
      ${card ? faceCard(c, card) : nothing}
      ${i === 0 ? html`<span class="tag">${t.led}</span>` : nothing}
    </td>`;
  });
}

function head(c: TableContext, numbered: boolean): TemplateResult {
  return html`<thead>
    <tr>
      ${numbered ? html`<th scope="col">#</th>` : nothing}
      ${c.names.map((name) => html`<th scope="col">${name}</th>`)}
      <th scope="col">${c.t.wonBy}</th>
    </tr>
  </thead>`;
}

/** The previous trick: its cards by seat, who led, who won it and its points. */
export function lastTrickPanel(c: TableContext): TemplateResult | typeof nothing {
  const last = c.view.lastTrick;
  if (!last) return nothing;
  return overlay(
    c,
    'last-trick',
    c.t.previousTrick,
    html`<table class="log">
      ${head(c, false)}
      <tbody>
        <tr data-winner=${last.winner}>
          ${cardsBySeat(c, last.cards, last.winner)}
          <td>${taken(c, last.winner, last.points)}</td>
        </tr>
      </tbody>
    </table>`,
  );
}

/** The deal's log: each trick as a numbered row, each thing said as a sentence between them. */
export function logPanel(c: TableContext): TemplateResult | typeof nothing {
  if (c.panel !== 'log') return nothing;
  const { view, t } = c;
  let n = 0;
  const rows = dealLog(view).map((e) => {
    if (e.kind === 'trick') {
      return html`<tr
        data-leader=${e.cards[0]?.seat ?? nothing}
        data-winner=${e.winner}
        data-points=${e.points}
      >
        <th scope="row">${t.num(++n)}</th>
        ${cardsBySeat(c, e.cards, e.winner)}
        <td>${taken(c, e.winner, e.points, e.bonus)}</td>
      </tr>`;
    }
    const last = { seat: e.action.type === 'next-deal' ? 0 : e.action.seat, action: e.action };
    const text = describe(c, { ...last, trick: null, passed: 'bid', redeal: e.redeal });
    return html`<tr class="said" data-type=${e.action.type} data-seat=${last.seat}>
      <td colspan=${view.players + 2}>${text}</td>
    </tr>`;
  });
  return overlay(
    c,
    'log',
    t.log,
    html`<table part="log" class="log">
      ${head(c, true)}
      <tbody>
        ${rows}
      </tbody>
    </table>`,
  );
}
