/**
 * The seats around the table, the trump display and the trick. Other seats' hands are counts:
 * the only card codes of another seat that reach the DOM are those its view reveals.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlayedCard, Seat } from '../../engine/index.js';
import { cardName } from '../i18n.js';
import { isTeamGame, visibleCards, type TableContext } from './context.js';

/** A small face-up card, not a control. */
export function faceCard(c: TableContext, card: string): TemplateResult {
  return html`<span class="mini" data-code=${card} title=${cardName(c.t, card)}>${card}</span>`;
}

function markers(c: TableContext, seat: Seat): string[] {
  const { view, t } = c;
  const list: string[] = [];
  if (isTeamGame(view)) {
    const side = view.sides.findIndex((members) => members.includes(seat));
    list.push(t.team(side));
    if (seat !== view.seat && (view.sides[side] ?? []).includes(view.seat)) list.push(t.partner);
  }
  if (seat === view.dealer) list.push(view.variant === 'subastao-censor' ? `${t.dealer} · ${t.censor}` : t.dealer);
  if (view.contract?.seat === seat) list.push(t.contractMarker(t.num(view.contract.amount)));
  if (view.out === seat && view.phase !== 'deal-over' && view.phase !== 'match-over') list.push(t.sitsOut);
  return list;
}

export function seats(c: TableContext): TemplateResult {
  const { view, t, names } = c;
  return html`<ul class="seats" aria-label=${t.seats}>
    ${view.handSizes.map((size, seat) => {
      const own = seat === view.seat;
      const { shown, judged } = visibleCards(view, seat);
      const out = view.out === seat;
      return html`<li class="seat ${view.turn === seat ? 'to-act' : ''} ${out ? 'out' : ''} ${own ? 'own' : ''}"
          data-seat=${seat} aria-current=${view.turn === seat ? 'true' : 'false'}>
        <span class="name">${names[seat]}</span>
        ${markers(c, seat).map((m) => html`<span class="marker">${m}</span>`)}
        ${own
          ? nothing
          : html`<span class="backs" aria-label=${t.faceDown(size)} role="img">
                ${Array.from({ length: size }, () => html`<span class="back" aria-hidden="true"></span>`)}
              </span>
              <span class="count">${t.faceDown(size)}</span>`}
        ${!own && shown.length > 0
          ? html`<span class="shown"><span class="label">${t.shownCards}:</span> ${shown.map((card) => faceCard(c, card))}</span>`
          : nothing}
        ${judged.length > 0
          ? html`<span class="shown judged"><span class="label">${t.censorSees}:</span> ${judged.map((card) => faceCard(c, card))}</span>`
          : nothing}
      </li>`;
    })}
  </ul>`;
}

/** Trump and where it comes from, per variant. */
export function indicator(c: TableContext): TemplateResult {
  const { view, t, names } = c;
  const trump = view.trump ? t.suits[view.trump] : view.auction ? t.trumpPending : '—';
  let source: TemplateResult | typeof nothing = nothing;
  if (view.variant === 'tute' || view.variant === 'brisca') {
    source = html`<span class="label">${t.indicator}:</span>
      ${view.indicator ? faceWithName(c, view.indicator) : html`<span class="card-name">${t.noIndicator}</span>`}`;
  } else if (view.variant === 'tute-3' && view.indicator) {
    source = html`<span class="label">${t.turnedCard}:</span> ${faceWithName(c, view.indicator)}`;
  } else if (view.variant === 'tute-4' && view.indicator) {
    source = html`<span class="label">${t.dealerCard(names[view.dealer] ?? '')}:</span> ${faceWithName(c, view.indicator)}`;
  }
  return html`<div part="indicator" class="indicator">
    <span class="label">${t.trump}: <strong class="trump">${trump}</strong></span>
    ${source}
  </div>`;
}

function faceWithName({ t }: TableContext, card: string): TemplateResult {
  return html`<span class="face" data-code=${card}>${card}</span><span class="card-name">${cardName(t, card)}</span>`;
}

export function trick(c: TableContext): TemplateResult {
  const { view, t } = c;
  const previous = view.trick.length === 0 && view.lastTrick !== null && view.phase === 'play';
  const cards: PlayedCard[] = previous ? (view.lastTrick?.cards ?? []) : view.trick;
  return html`<div part="trick" class="trick ${previous ? 'previous' : ''}" role="group" aria-label=${t.trick}>
    ${previous ? html`<span class="label">${t.previousTrick}:</span>` : nothing}
    ${cards.length === 0
      ? html`<span class="empty">${t.emptyTrick}</span>`
      : cards.map((p) => html`<div class="played" data-seat=${p.seat}>
          <span class="who">${c.names[p.seat]}</span>
          <span class="face">${p.card}</span>
          <span class="card-name">${cardName(t, p.card)}</span>
        </div>`)}
  </div>`;
}
