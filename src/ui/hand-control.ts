/**
 * Controller: seat 0's hand as the person uses it — the order it is shown in (`sort`), the card
 * holding the tab stop (roving tabindex) and the one whose hint is shown, the arrow keys, a
 * card activated (a blocked one only says why), and the focus kept in the hand after a card
 * played from the keyboard leaves it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlayerView } from '../engine/index.js';
import { sortedHand, type Sort } from './hand-order.js';
import { nextCard } from './templates/hand.js';

export interface HandHost extends ReactiveControllerHost {
  readonly renderRoot: ParentNode;
  readonly shadowRoot: ShadowRoot | null;
}

export interface HandOptions {
  view: () => PlayerView;
  sort: () => Sort;
  /** Whether seat 0 may not play `card` now. */
  blocked: (card: string) => boolean;
  /** Plays `card` for seat 0; returns whether the game moved on. */
  play: (card: string) => boolean;
}

export class HandControl implements ReactiveController {
  /** The card holding the tab stop, and the one whose hint is shown. */
  focusCard: string | null = null;
  hintCard: string | null = null;
  /** Give the hand the focus back after a card played from the keyboard leaves it. */
  private _refocus = false;

  constructor(
    private readonly host: HandHost,
    private readonly options: HandOptions,
  ) {
    host.addController(this);
  }

  /** `cards` in display order (seat 0's hand, or a hand it watches). */
  order(cards: readonly string[]): string[] {
    return sortedHand(cards, this.options.view().trump, this.options.sort());
  }

  /**
   * A card button was activated. A card that may not be played shows why in the hint (a
   * mistake, not an error for the host); a card played from the focus leaves it in the hand.
   */
  play(card: string): void {
    if (this.options.blocked(card)) {
      this.hint(card);
      return;
    }
    const focused = this.host.shadowRoot?.activeElement;
    this._set('focusCard', card);
    if (!this.options.play(card)) return;
    if (focused instanceof HTMLElement && focused.dataset.card === card) {
      const hand = this.order(this.options.view().hand);
      this._set('focusCard', hand[0] ?? null);
      this._refocus = hand.length > 0;
    }
  }

  /** Shows the reason of `card` (null: none). Deferred: a card removed by a render blurs in it. */
  hint(card: string | null): void {
    queueMicrotask(() => this._set('hintCard', card));
  }

  /** Arrow keys, Home and End move the tab stop (roving tabindex) in display order. */
  key(event: KeyboardEvent): void {
    const card = nextCard(event, this.host.renderRoot);
    if (card === null) return;
    event.preventDefault();
    this._set('focusCard', card);
    this.host.renderRoot.querySelector<HTMLElement>(`[data-card="${card}"]`)?.focus();
  }

  hostUpdated(): void {
    // The card buttons are reused by position, not keyed by card (lit's keyed list costs a
    // kilobyte of the bundle): when the focused button now shows another card, the focus
    // follows its card, which holds the tab stop.
    const active = this.host.shadowRoot?.activeElement;
    const card = active instanceof HTMLElement ? active.dataset.card : undefined;
    if (!this._refocus && (card === undefined || card === this.focusCard || !this.focusCard))
      return;
    this._refocus = false;
    // After this update: focusing shows the card's hint, which is a change of its own.
    queueMicrotask(() =>
      this.host.renderRoot.querySelector<HTMLElement>('[data-card][tabindex="0"]')?.focus(),
    );
  }

  private _set(field: 'focusCard' | 'hintCard', card: string | null): void {
    if (this[field] === card) return;
    this[field] = card;
    this.host.requestUpdate();
  }
}
