/**
 * The small card pictures the table's templates share: face-down backs (seats, the stock) and a
 * named face-up card (tricks, cantes, the log, the censor's view of a hand).
 */
import { html, type TemplateResult } from 'lit';
import { cardBack, cardFace } from '../art/card-face.js';
import { cardName } from '../i18n.js';
import type { TableContext } from './context.js';

/** `n` face-down cards, hidden from assistive technology (the pile or hand says how many). */
export const backs = (n: number): TemplateResult[] =>
  Array.from({ length: n }, () => html`<span class="back" aria-hidden="true">${cardBack()}</span>`);

/**
 * A small face-up card, not a control, named for assistive technology (no title: equal to the
 * label, it was heard again as the description).
 */
export function faceCard(c: TableContext, card: string): TemplateResult {
  return html`<span class="mini" data-code=${card} role="img" aria-label=${cardName(c.t, card)}
    >${cardFace(card)}</span
  >`;
}
