/**
 * Controller: the panels of the overlay layer (templates/overlay.ts) — which one is open, one at
 * a time, and which open or close by themselves as the match goes on — and the focus: it moves
 * into a panel that opens and goes back to the button that opens it (the `data-action` named
 * after the panel) when the panel closes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameState } from '../engine/index.js';

export class Panels implements ReactiveController {
  /** The open panel's name (`summary`, …), or null. */
  open: string | null = null;
  private _focus = '';
  private _timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /**
   * Opens panel `name`, or closes the open one (null), and moves the focus into the panel or
   * back to its button. Opened by itself (`auto`, the summary at a deal's end), it takes the
   * focus only from the element or from nowhere, never from the rest of the page.
   */
  set(name: string | null, auto = false): void {
    clearTimeout(this._timer);
    const active = this.host.ownerDocument.activeElement;
    const ours = !active || active === this.host || active === this.host.ownerDocument.body;
    if (!auto || ours) this._focus = name ? `#panel-${name}` : `[data-action="${this.open}"]`;
    // The rules are opened from the menu: closed, they go back to it (to their button there).
    if (name === null && this.open === 'rules') name = 'menu';
    this.open = name;
    this.host.requestUpdate();
  }

  /** Opens `name` by itself (`set(name, true)`) after `ms`, unless one opens or closes first. */
  later(name: string, ms: number): void {
    clearTimeout(this._timer);
    if (ms > 0) this._timer = setTimeout(() => this.set(name, true), ms);
    else this.set(name, true);
  }

  /**
   * An action moved the match from `before` on to `after`: a deal's last trick stays in view for
   * `ms` before its summary opens; a new deal closes the panels about the last one (the menu and
   * the rules stay open as play goes on).
   */
  moved(before: GameState, after: GameState, ms: number): void {
    const menuOpen = this.open === 'menu' || this.open === 'rules';
    if (before.result && !after.result && !menuOpen) this.set(null, true);
    else if (after.result && !before.result) this.later('summary', ms);
  }

  /** A new match on the table: its summary is open if it is over, else no panel is. */
  reset(state: GameState): void {
    this.hostDisconnected();
    this.open = state.result ? 'summary' : null;
  }

  /** Drops a panel that was to open later (a new match; the element leaves the page). */
  hostDisconnected(): void {
    clearTimeout(this._timer);
  }

  hostUpdated(): void {
    if (this._focus) this.host.shadowRoot?.querySelector<HTMLElement>(this._focus)?.focus();
    this._focus = '';
  }
}
