/**
 * Controller: the panels that look back (templates/tools.ts) and "How to play"
 * (templates/menu.ts) are drawn by a module loaded when one of them first opens (log-loader.ts);
 * the element re-renders once it has loaded, or failed.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { loadLog, type LookBack } from './log-loader.js';
import { FROM_MODULE } from './templates/tools.js';

export class LookBackLoader implements ReactiveController {
  /** The module's drawing function; null while it is not loaded, false if it cannot be. */
  current: LookBack | null | false = null;
  private _asked = false;

  /** @param open The open panel's name, or null. */
  constructor(
    private readonly host: ReactiveElement,
    private readonly open: () => string | null,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const name = this.open();
    if (this._asked || !name || !FROM_MODULE.includes(name)) return;
    this._asked = true;
    loadLog()
      .then(
        (drawFor) => (this.current = drawFor(this.host.shadowRoot)),
        () => (this.current = false),
      )
      .finally(() => this.host.requestUpdate());
  }
}
