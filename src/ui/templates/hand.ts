/**
 * Seat 0's hand: one labelled button per card, in display order, in a toolbar with a roving
 * tabindex (exactly one card in the tab order; the element moves focus with the arrow keys), and
 * a visible hint that says why a card may not be played, linked to the unplayable cards with
 * aria-describedby. The hand's box has a fixed size for the deal: one row of cards, or two on a
 * narrow table (a `.break` element starts the second).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { variantSpec } from '../../engine/index.js';
import { cardFace } from '../art/card-face.js';
import { cardName } from '../i18n.js';
import type { TableContext } from './context.js';
import { faceCard } from './small-cards.js';

/** The card holding the tab stop: the remembered one, else the first playable, else the first. */
export function rovingCard(
  hand: string[],
  focus: string | null,
  playable: (card: string) => boolean,
): string | undefined {
  if (focus && hand.includes(focus)) return focus;
  return hand.find(playable) ?? hand[0];
}

/**
 * Where the hand breaks into a second row when it is laid out in two (narrow tables; the
 * styles decide): half the cards each, while they are more than one row of the full hand holds;
 * then 0, all in the bottom row.
 */
function rowBreak(count: number, handSize: number): number {
  return count > Math.ceil(handSize / 2) ? Math.ceil(count / 2) : 0;
}

export function hand(c: TableContext): TemplateResult {
  const { view, t } = c;
  const cards = c.order(view.hand);
  const reasons = new Map(cards.map((card) => [card, c.blocked(card)]));
  const active = view.legal.some((a) => a.type === 'play');
  const stop = rovingCard(cards, c.focusCard, (card) => reasons.get(card) === null);
  const pointed =
    c.hintCard !== null && reasons.has(c.hintCard) ? reasons.get(c.hintCard) : undefined;
  const shared = [...reasons.values()].find((r) => r !== null && active);
  // While seat 0 must answer something else first (swap, declaration), say so; before play
  // begins (the auction) there is nothing to say about the cards.
  const waiting =
    view.phase === 'play' && view.legal.length > 0 ? (reasons.get(cards[0] ?? '') ?? '') : '';
  const hint = pointed ?? (active ? (shared ?? t.keyHint) : waiting);
  const handSize = variantSpec(view.variant).handSize;
  const items: (string | null)[] = [...cards];
  items.splice(rowBreak(cards.length, handSize), 0, null);
  // A toolbar named "Your hand" only while it holds seat 0's cards: sitting out, seat 0 sees the
  // bidder's hand there, which a screen reader took for its own.
  return html`<div class="hand-area">
    <div
      part="hand"
      class="hand ${active ? 'active' : 'idle'}"
      role=${cards.length ? 'toolbar' : nothing}
      aria-label=${cards.length ? t.hand : nothing}
      data-size=${handSize}
      @keydown=${c.onHandKey}
    >
      ${view.hand.length === 0 && view.out === view.seat ? watching(c) : nothing}
      ${items.map((card) => {
        if (card === null) return html`<span class="break" aria-hidden="true"></span>`;
        const reason = reasons.get(card) ?? null;
        const name = cardName(t, card);
        // A playable card is named by its title (a label too made the title a description, and
        // some screen readers said each card twice); one that may not be played says why in it.
        // The second click of a double click or tap is none: after a trick seat 0 won it landed
        // on the card that took the played one's place and led with it.
        return html`<button
          type="button"
          part="card"
          class="card"
          data-card=${card}
          tabindex=${card === stop ? 0 : -1}
          aria-label=${reason ? name : nothing}
          aria-disabled=${!!reason}
          aria-describedby=${reason ? 'hand-hint' : nothing}
          title=${reason ?? name}
          @click=${(e: MouseEvent) => e.detail > 1 || c.onCard(card)}
          @focus=${() => c.onHint(card)}
          @blur=${() => c.onHint(null)}
          @pointerenter=${() => c.onHint(card)}
          @pointerleave=${() => c.onHint(null)}
        >
          ${cardFace(card)}
        </button>`;
      })}
    </div>
    <p id="hand-hint" class="hint ${pointed ? 'pointed' : hint === t.keyHint ? 'key' : ''}">
      ${hint}
    </p>
  </div>`;
}

/**
 * Seat 0 sits the deal out: it says so and, as the censor, sees the bidder's hand in its place,
 * both while it judges the contract and, having let it stand, while it is played.
 */
function watching(c: TableContext): TemplateResult {
  const { view, t, names } = c;
  const seat = view.hands.findIndex((h, s) => s !== view.seat && Array.isArray(h));
  const watched = view.hands[seat];
  return html`<p class="empty">
    ${t.youSitOut}
    ${
      Array.isArray(watched)
        ? html`<span class="label">${t.auction.bidderHand(names[seat] ?? '')}:</span>
            <span class="fanned">${c.order(watched).map((card) => faceCard(c, card))}</span>`
        : nothing
    }
  </p>`;
}

/** The card an arrow, Home or End key moves the focus to (wrapping), or null for other keys. */
export function nextCard(event: KeyboardEvent, root: ParentNode): string | null {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-card]')].map(
    (el) => el.dataset.card ?? '',
  );
  const current = event.target instanceof HTMLElement ? (event.target.dataset.card ?? '') : '';
  const i = Math.max(0, cards.indexOf(current));
  const n = cards.length;
  if (n === 0) return null;
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return cards[(i + 1) % n] ?? null;
    case 'ArrowLeft':
    case 'ArrowUp':
      return cards[(i - 1 + n) % n] ?? null;
    case 'Home':
      return cards[0] ?? null;
    case 'End':
      return cards[n - 1] ?? null;
    default:
      return null;
  }
}
