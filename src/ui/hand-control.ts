/**
 * Controller: seat 0's hand as the person uses it — the order it is shown in (`sort`), the card
 * holding the tab stop (roving tabindex) and the one whose hint is shown, the arrow keys, a
 * card activated (a blocked one only says why), and the focus kept on its card through renders
 * (in the hand's tab stop when the card has left).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlayerView } from '../engine/index.js';
import type { Sort } from './config.js';
import { sortedHand } from './hand-order.js';
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
  /** The card whose button had the focus before this update. */
  private _had: string | undefined;

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
    const focused = this._focused();
    this._set('focusCard', card);
    // Played from the focus: the hand's first card takes the tab stop, and the focus.
    if (this.options.play(card) && focused === card)
      this._set('focusCard', this.order(this.options.view().hand)[0] ?? null);
  }

  /** Makes `card` the hand's tab stop. */
  stop(card: string): void {
    this._set('focusCard', card);
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

  hostUpdate(): void {
    this._had = this._focused();
  }

  hostUpdated(): void {
    // The card buttons are reused by position, not keyed by card (lit's keyed list costs a
    // kilobyte of the bundle), so a render may take the focus from its card: it follows the
    // card, or goes to the tab stop when the card has left the hand. A focus moved out of the
    // hand on purpose (into a panel) stays there.
    const had = this._had;
    const now = this._focused();
    if (had === undefined || now === had || (!now && this.host.shadowRoot?.activeElement)) return;
    const root = this.host.renderRoot;
    // After this update: focusing shows the card's hint, which is a change of its own.
    queueMicrotask(() =>
      (
        root.querySelector<HTMLElement>(`[data-card="${had}"]`) ??
        root.querySelector<HTMLElement>('[data-card][tabindex="0"]')
      )?.focus(),
    );
  }

  /** The card whose button has the focus, if one has. */
  private _focused(): string | undefined {
    const active = this.host.shadowRoot?.activeElement;
    return active instanceof HTMLElement ? active.dataset.card : undefined;
  }

  private _set(field: 'focusCard' | 'hintCard', card: string | null): void {
    if (this[field] === card) return;
    this[field] = card;
    this.host.requestUpdate();
  }
}
