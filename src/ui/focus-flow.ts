/**
 * Controller: the keyboard focus follows the game and never falls to the page's body. After
 * seat 0 acts, and whenever a render removes the focused button (Swap, Sing, a bid, pass, a
 * trump suit, the censor's choice, next deal), the focus goes to the next sensible control as
 * soon as there is one: the first playable card when seat 0 is to play (its first cante, Tute or
 * swap button when it may), else the first button of the decision at hand (the auction panel's,
 * then the controls row's). Until then it rests on the hand's tab stop (or the table). A focus
 * the person moved elsewhere — a tool, a panel, outside the element — is left where it is.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface FocusHost extends ReactiveControllerHost, HTMLElement {
  readonly legalActions: readonly { type: string }[];
  readonly renderRoot: ParentNode;
}

/** Where the focus may rest while the game goes on; a focus elsewhere is the person's choice. */
const RESTING = '[data-card],.table';
/** The decision's buttons, in the order they are offered the focus. */
const DECISION = '.auction button:not(.step),.controls button:not([aria-expanded])';
/** Offered beside a play: what scores or helps. */
const BONUS = /^(sing|tute|swap)$/;

export class FocusFlow implements ReactiveController {
  /** Seat 0 acted: its next decision takes the focus. */
  private _pending = false;
  /** The focus was inside the element before this update. */
  private _had = false;

  constructor(
    private readonly host: FocusHost,
    /** Makes `card` the hand's tab stop (the roving tabindex). */
    private readonly tabStop: (card: string) => void,
  ) {
    host.addController(this);
  }

  /** `act` as seat 0 acting: its next decision will take the focus. */
  after<A extends unknown[]>(act: (...args: A) => void): (...args: A) => void {
    return (...args) => {
      this._pending = true;
      act(...args);
    };
  }

  hostUpdate(): void {
    this._had = this._active() !== null;
  }

  hostUpdated(): void {
    const doc = this.host.ownerDocument;
    const page = doc.activeElement;
    if (page !== this.host && page !== doc.body && page !== null) return;
    const active = this._active();
    const lost = this._had && active === null;
    if (!lost && !(this._pending && (active === null || active.matches(RESTING)))) return;
    const target = this._target();
    if (target) this._pending = false;
    // After this update's other controllers (the hand keeps its card focused in a microtask).
    if (!target && !lost) return;
    queueMicrotask(() => this.enter(target));
  }

  /**
   * Focuses `target`, by default the decision's control; without one the resting place.
   * `options` as the page gave them to the element's `focus()` (`preventScroll`).
   */
  enter(target = this._target(), options?: FocusOptions): void {
    if (target?.dataset.card) this.tabStop(target.dataset.card);
    (target ?? this._rest())?.focus(options);
  }

  /**
   * The control of seat 0's decision now (only seat 0's own choices have buttons), if any. A
   * cante, a Tute or the swap goes first: on a card a screen reader never said it was there.
   */
  private _target(): HTMLElement | null | undefined {
    const legal = this.host.legalActions;
    const play = legal.some((a) => a.type === 'play') && !legal.some((a) => BONUS.test(a.type));
    // No render root yet: the element was never connected.
    return (this.host.renderRoot as ParentNode | undefined)?.querySelector<HTMLElement>(
      play ? '[data-card][aria-disabled="false"]' : DECISION,
    );
  }

  /** The hand's tab stop, else the table (it has tabindex -1); none before the first render. */
  private _rest(): HTMLElement | null | undefined {
    const root = this.host.renderRoot as ParentNode | undefined;
    return root?.querySelector('[data-card][tabindex="0"]') ?? root?.querySelector('.table');
  }

  private _active(): HTMLElement | null {
    const active = this.host.shadowRoot?.activeElement;
    return active instanceof HTMLElement ? active : null;
  }
}
