/**
 * The markup of the table, as functions of a seat-0 view. Plain text and buttons for now (the
 * card renderer is its own issue). Only counts are rendered for other seats' hands: no code of
 * a hidden card ever reaches the DOM.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Action, PlayedCard, PlayerView, Seat, TrickRecord } from '../engine/index.js';
import { cardName, type Strings } from './i18n.js';

/** What happened last, kept as data so a language switch re-renders it. */
export interface LastMove {
  seat: Seat;
  action: Action;
  /** The trick this move completed, if it did. */
  trick: TrickRecord | null;
}

export interface TableContext {
  view: PlayerView;
  t: Strings;
  /** Display name per seat. */
  names: string[];
  /** Whether a sentence about `seat` is in the second person (seat 0 under its default name). */
  you: (seat: Seat) => boolean;
  /** Why a card of the hand may not be played now, or null when it may. */
  blocked: (card: string) => string | null;
  last: LastMove | null;
  onCard: (card: string) => void;
  onAction: (action: Action) => void;
  onNewMatch: () => void;
}

export function tableTemplate(c: TableContext): TemplateResult {
  const { view, t } = c;
  return html`
    <div part="table" class="table" role="region" aria-label=${t.table}>
      ${opponents(c)}
      <div class="center">
        <div part="stock" class="stock">${t.stock(view.stock)}</div>
        ${indicator(c)}
        ${trick(c)}
      </div>
      <p part="status" class="status" role="status" aria-live="polite">${statusText(c)}</p>
      ${controls(c)}
      ${hand(c)}
      ${score(c)}
      ${view.result ? dealSummary(c) : nothing}
    </div>
  `;
}

function opponents(c: TableContext): TemplateResult {
  const others = c.view.handSizes.map((size, seat) => ({ size, seat })).filter(({ seat }) => seat !== c.view.seat);
  return html`<div class="opponents">
    ${others.map(({ size, seat }) => html`
      <div class="opponent ${c.view.turn === seat ? 'to-act' : ''}" data-seat=${seat}>
        <span class="name">${c.names[seat]}</span>
        <span class="backs" aria-label=${c.t.faceDown(size)} role="img">
          ${Array.from({ length: size }, () => html`<span class="back" aria-hidden="true"></span>`)}
        </span>
        <span class="count">${c.t.faceDown(size)}</span>
      </div>`)}
  </div>`;
}

function indicator({ view, t }: TableContext): TemplateResult {
  const trump = view.trump ? t.suits[view.trump] : '—';
  return html`<div part="indicator" class="indicator">
    <span class="label">${t.trump}: ${trump} ·</span>
    <span class="label">${t.indicator}:</span>
    ${view.indicator
      ? html`<span class="face" data-code=${view.indicator}>${view.indicator}</span>
          <span class="card-name">${cardName(t, view.indicator)}</span>`
      : html`<span class="card-name">${t.noIndicator}</span>`}
  </div>`;
}

function trick(c: TableContext): TemplateResult {
  const { view, t } = c;
  const previous = view.trick.length === 0 && view.lastTrick !== null && view.phase === 'play';
  const cards: readonly PlayedCard[] = previous ? (view.lastTrick?.cards ?? []) : view.trick;
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

/** The data-action name of a non-card action (API.md shadow-DOM hooks). */
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
    case 'pass': return t.actions.pass;
    case 'next-deal': return t.actions.nextDeal;
    default: return a.type;
  }
}

function controls(c: TableContext): TemplateResult {
  const actions = c.view.legal.filter((a) => actionName(a) !== null);
  const over = c.view.phase === 'match-over';
  return html`<div part="controls" class="controls">
    ${actions.map((a) => html`<button type="button" data-action=${actionName(a) as string}
        @click=${() => c.onAction(a)}>${actionLabel(c, a)}</button>`)}
    ${over
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

function score({ view, t, names }: TableContext): TemplateResult {
  return html`<div part="score" class="score">
    <span>${t.score.deal}: ${view.sides.map((side, i) => `${sideName(names, side)} ${view.deal.points[i] ?? 0}`).join(' · ')}</span>
    <span>${t.score.match(view.match.target)}: ${view.match.scores.join('–')}</span>
  </div>`;
}

function sideName(names: string[], side: readonly Seat[]): string {
  return side.map((seat) => names[seat]).join(' + ');
}

function dealSummary(c: TableContext): TemplateResult {
  const { view, t, names } = c;
  const result = view.result;
  if (!result) return html``;
  const rows: [string, number[]][] = [
    [t.score.cardPoints, view.deal.cardPoints],
    [t.score.cantes, view.deal.cantes],
    [t.score.lastTrick, view.deal.bonus],
    [t.score.total, result.totals],
  ];
  return html`<section class="summary" aria-label=${t.dealOver}>
    <h2>${t.dealOver}</h2>
    <table>
      <thead><tr><th></th>${view.sides.map((side) => html`<th scope="col">${sideName(names, side)}</th>`)}</tr></thead>
      <tbody>${rows.map(([label, values]) => html`<tr><th scope="row">${label}</th>${view.sides.map((_, i) => html`<td>${values[i] ?? 0}</td>`)}</tr>`)}</tbody>
    </table>
    <p class="verdict">${verdict(c)}</p>
    ${view.phase === 'match-over' && view.match.winner !== null
      ? html`<p class="match-end">${t.matchWinner(sideName(names, view.sides[view.match.winner] ?? []), isYou(c, view.match.winner))}</p>`
      : nothing}
  </section>`;
}

function isYou(c: TableContext, side: number): boolean {
  const seats = c.view.sides[side] ?? [];
  return seats.length === 1 && c.you(seats[0] as Seat);
}

function verdict(c: TableContext): string {
  const { view, t, names } = c;
  const result = view.result;
  if (!result) return '';
  const winner = result.winners[0];
  if (winner === undefined) return `${t.draw} (${t.reasons.draw})`;
  const tied = result.reason === 'points' && new Set(result.totals).size < result.totals.length;
  const why = tied ? t.reasons.tie : t.reasons[result.reason];
  return `${t.dealWinner(sideName(names, view.sides[winner] ?? []), isYou(c, winner))} (${why}).`;
}

/** The status line: what just happened, then whose turn it is. */
export function statusText(c: TableContext): string {
  const { view, t, names } = c;
  const parts: string[] = [];
  if (c.last) parts.push(describe(c, c.last));
  if (view.phase === 'play' && view.turn !== null) {
    parts.push(view.turn === view.seat ? t.yourTurn : t.waiting(names[view.turn] ?? ''));
  } else if (view.result) {
    parts.push(verdict(c));
  }
  return parts.join(' ');
}

function describe(c: TableContext, last: LastMove): string {
  const { t, names } = c;
  const { action: a, seat } = last;
  const name = names[seat] ?? '';
  const you = c.you(seat);
  let text: string;
  switch (a.type) {
    case 'play': text = t.played(name, you, cardName(t, a.card)); break;
    case 'sing': text = t.sang(name, you, a.suit === c.view.trump ? 40 : 20, t.suits[a.suit]); break;
    case 'swap': text = t.swapped(name, you); break;
    case 'pass': text = t.keptIndicator(name, you); break;
    case 'tute': text = t.declaredTute(name, you, a.rank); break;
    case 'capote': text = t.announcedCapote(name, you); break;
    case 'next-deal': text = t.newDeal; break;
    default: text = '';
  }
  if (last.trick) text += ` ${t.wonTrick(names[last.trick.winner] ?? '', c.you(last.trick.winner), last.trick.points)}`;
  return text;
}
