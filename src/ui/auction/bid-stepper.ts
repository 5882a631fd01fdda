/**
 * Controller: the auction's bid stepper (templates/auction.ts). Seat 0's bid button shows one of
 * the legal amounts — the lowest when its turn comes — and `bid-up` / `bid-down` choose a higher
 * or lower one, a step per click (Enter or Space: the button's own click). Held down under a
 * pointer they repeat after a short wait; a held Enter repeats as the keyboard repeats it (the
 * table keeps a held Enter's repeats from activating anything, so the step takes them here).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class BidStepper implements ReactiveController {
  /** The chosen amount's index among the legal amounts, and how many there are. */
  private _i = 0;
  private _n = 0;
  /** The lowest legal amount the index was chosen for: a new one starts from the lowest. */
  private _lowest: number | undefined;
  /** Stepped since the turn began: the amount chosen is to be said. */
  stepped = false;
  private _timer: ReturnType<typeof setTimeout> | undefined;
  /** The held button repeated: its click, when the pointer lifts, is not one more step. */
  private _held = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** The chosen amount's index among `amounts` (ascending): 0, the lowest, on a new turn. */
  chosen(amounts: readonly number[]): number {
    if (amounts[0] !== this._lowest) {
      this._i = 0;
      this.stepped = false;
    }
    this._lowest = amounts[0];
    this._n = amounts.length;
    return (this._i = Math.max(0, Math.min(this._i, this._n - 1)));
  }

  /** The handlers of the button stepping by `by` (+1: `bid-up`, -1: `bid-down`). */
  handlers(by: number) {
    const repeat = (wait: number) => {
      this._timer = setTimeout(() => {
        this._held = true;
        this._step(by);
        repeat(90);
      }, wait);
    };
    return {
      down: () => {
        this._held = false;
        this.hostDisconnected();
        repeat(400);
      },
      stop: () => this.hostDisconnected(),
      key: (e: KeyboardEvent) => e.repeat && e.key === 'Enter' && this._step(by),
      click: () => {
        if (!this._held) this._step(by);
        this._held = false;
      },
    };
  }

  hostDisconnected(): void {
    clearTimeout(this._timer);
  }

  private _step(by: number): void {
    const i = Math.max(0, Math.min(this._i + by, this._n - 1));
    if (i === this._i) return;
    this._i = i;
    this.stepped = true;
    this.host.requestUpdate();
  }
}
