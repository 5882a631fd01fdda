/**
 * The seats around the table, each a box of fixed size (docs/architecture.md §4): a name plate
 * (name, markers, cante badges), the hand as a fan of backs with its count and won pile, and a
 * bubble slot (templates/bubble.ts); the AI's thinking dots and a cante's cards lie over the
 * box. Other seats' hands are drawn as backs from their counts: the only card codes of another
 * seat that reach the DOM are those its view reveals (shown cards, face up at the end of its fan).
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  partnerOf,
  playerCount,
  sideOf,
  variantSpec,
  type Declaration,
  type Seat,
} from '../../engine/index.js';
import { bubble, reveal } from './bubble.js';
import { cardBack } from '../art/card-face.js';
import { position, type TableContext } from './context.js';
import { backs, faceCard } from './small-cards.js';

function markers(c: TableContext, seat: Seat): string[] {
  const { view, t } = c;
  const list: string[] = [];
  // The contract first: a narrow seat cuts its last lines, and the amount is shown nowhere else.
  if (view.contract?.seat === seat) list.push(t.contractMarker(t.num(view.contract.amount)));
  if (variantSpec(view.variant).partnerships) {
    list.push(t.team(sideOf(view.sides, seat)));
    if (partnerOf(view.sides, view.seat) === seat) list.push(t.partner);
  }
  // A dealer who sits the deal out judges the auction as censor (docs/rules.md §7): two
  // markers, which a narrow seat lays on two lines rather than cut.
  if (seat === view.dealer) {
    list.push(t.dealer);
    if (variantSpec(view.variant).sitsOut === 'dealer') list.push(t.censor);
  }
  if (view.out === seat && view.phase !== 'deal-over' && view.phase !== 'match-over')
    list.push(t.sitsOut);
  return list;
}

/** "40 oros", "20 copas", "Tute of kings": what a declaration scored, for the seat's badge. */
function badgeText(c: TableContext, d: Declaration): string {
  return d.type === 'sing' ? `${c.t.num(d.points)} ${c.t.suits[d.suit]}` : c.t.actions.tute(d.rank);
}

function badges(c: TableContext, seat: Seat): TemplateResult[] {
  return c.view.deal.declarations
    .filter((d) => d.seat === seat)
    .map(
      (d) =>
        html`<span class="badge" data-suit=${d.type === 'sing' ? d.suit : nothing}
          >${badgeText(c, d)}</span
        >`,
    );
}

/** The seat's won tricks as a small face-down stack with its count. */
function wonPile(c: TableContext, seat: Seat): TemplateResult | typeof nothing {
  const tricks = Math.floor((c.view.won[seat]?.length ?? 0) / Math.max(1, playerCount(c.view)));
  if (tricks === 0) return nothing;
  // Named by its title alone (the accessible name's last source), which a pointer shows as a
  // tooltip ("5 tricks"): with a label too the title was heard again as the description.
  // eslint-disable-next-line lit-a11y/alt-text
  return html`<span class="won" role="img" title=${c.t.tricksWon(tricks)}>
    <span class="won-back" aria-hidden="true">${cardBack()}</span
    ><span aria-hidden="true">${c.t.num(tricks)}</span>
  </span>`;
}

function thinking(c: TableContext, seat: Seat): TemplateResult | typeof nothing {
  if (c.thinking !== seat) return nothing;
  // The dots need no aria-hidden: an image's children are presentational.
  return html`<span class="thinking" role="img" aria-label=${c.t.thinking(c.names[seat] ?? '')}>
    <i></i><i></i><i></i>
  </span>`;
}

/** At most this many cards are drawn per hand; the count says the rest. */
const MAX_BACKS = 12;

/**
 * Another seat's hand: a fan of backs, the cards its view shows (not those of a cante, which
 * its badge tells) face up at the end; its count and won pile beside it.
 */
function fan(c: TableContext, seat: Seat, size: number): TemplateResult {
  const { view, t, names } = c;
  const sung = new Set(view.deal.declarations.flatMap((d) => (d.seat === seat ? d.cards : [])));
  const open = c.open?.[seat];
  const known = (
    open ? c.order(open) : (view.shown[seat] ?? []).filter((card) => !sung.has(card))
  ).slice(-MAX_BACKS);
  return html`<div class="hand-row">
    <span
      class="backs"
      role=${known.length > 0 ? 'group' : 'img'}
      aria-label=${`${names[seat] ?? ''}: ${t.faceDown(size)}`}
      >${backs(Math.min(size, MAX_BACKS) - known.length)}${known.map((card) => faceCard(c, card))}
    </span>
    <span class="count" aria-hidden="true">${t.faceDown(size)}</span>
    ${wonPile(c, seat)}
  </div>`;
}

export function seats(c: TableContext): TemplateResult {
  const { view, t, names } = c;
  return html`<ul class="seats" aria-label=${t.seats}>
    ${view.handSizes.map((size, seat) => {
      const own = seat === view.seat;
      const toAct = view.turn === seat;
      return html`<li
        class="seat ${toAct ? 'to-act' : ''} ${view.out === seat ? 'out' : ''} ${own ? 'own' : ''}"
        data-seat=${seat}
        data-pos=${position(view, seat)}
        aria-current=${toAct}
      >
        <div class="plate">
          <span class="name">${names[seat]}</span>
          ${markers(c, seat).map((m) => html`<span class="marker">${m}</span>`)} ${badges(c, seat)}
          ${own ? wonPile(c, seat) : nothing}
        </div>
        ${own ? nothing : fan(c, seat, size)}
        <div class="bubble-slot" data-seat=${seat}>${bubble(c, seat)}</div>
        ${thinking(c, seat)} ${reveal(c, seat)}
      </li>`;
    })}
  </ul>`;
}
