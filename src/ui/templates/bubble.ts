/**
 * What a seat says, in its box's bubble slot (laid over it, so nothing moves): the speech bubble
 * of its last cante, swap, bid… (bubbles.ts decides how long), else during the auction its last
 * call, small; and a cante's cards, face up over the seat while its bubble lasts. Not a live
 * region: the status line announces the move.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { rankOf, type Action, type Seat } from '../../engine/index.js';
import type { TableContext } from './context.js';
import { faceCard } from './small-cards.js';

export const capitalize = (text: string): string =>
  text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "40 oros", "Tute of kings", "Swap the 7", "70", "Pass", "Oros", "Take over (80)". */
function saidText({ view, t }: TableContext, a: Action): string {
  switch (a.type) {
    case 'sing':
      return `${t.num(a.suit === view.trump ? 40 : 20)} ${t.suits[a.suit]}`;
    case 'tute':
      return t.actions.tute(a.rank);
    case 'swap':
      return t.swapSaid(t.num(view.indicator ? rankOf(view.indicator) : 7));
    case 'capote':
      return t.actions.capote;
    case 'bid':
      return t.num(a.amount);
    case 'trump':
      return capitalize(t.suits[a.suit]);
    case 'censor':
      return a.take ? t.auction.take(t.num(view.contract?.amount ?? 0)) : t.auction.letStand;
    default:
      return t.auction.pass;
  }
}

export function bubble(c: TableContext, seat: Seat): TemplateResult | typeof nothing {
  const { view, t } = c;
  const said = c.said(seat)?.action;
  if (said) {
    const suit = said.type === 'sing' || said.type === 'trump' ? said.suit : nothing;
    return html`<span part="bubble" class="badge bubble" data-suit=${suit}
      >${saidText(c, said)}</span
    >`;
  }
  const call =
    view.phase === 'auction' && view.auction?.calls.filter((k) => k.seat === seat).at(-1);
  if (!call) return nothing;
  const text = call.amount === null ? t.auction.passed : t.num(call.amount);
  return html`<span class="marker call">${text}</span>`;
}

/** The cards of a cante just declared, face up over the seat while its bubble lasts. */
export function reveal(c: TableContext, seat: Seat): TemplateResult | typeof nothing {
  const shown = c.said(seat)?.shown;
  if (!shown) return nothing;
  return html`<span class="reveal">${shown.cards.map((card) => faceCard(c, card))}</span>`;
}
