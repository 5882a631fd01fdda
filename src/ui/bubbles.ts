/**
 * Speech bubbles (templates/bubble.ts): what a seat just said — a cante or Tute (with its cards
 * shown), the swap, capote, a bid or a pass in the auction, trump, the censor's choice — stays
 * at its seat for the hold time (pace.ts) unless the seat says something else. The AI waits
 * for it: the whole hold after news, about half of it after a bid or a pass.
 *
 * A reactive controller: its timers end with the element's time on the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Action, Declaration, Seat } from '../engine/index.js';
import type { LastMove } from './templates/context.js';

/** What a seat said, and the cante's cards it shows. */
export interface Said {
  action: Action;
  shown: Declaration | null;
}

/** Whether `last` is said aloud: everything but a card, a new deal and a pass that is no call. */
const aloud = ({ action, passed }: LastMove): boolean =>
  action.type === 'pass' ? passed === 'bid' : action.type !== 'play' && action.type !== 'next-deal';

export class Bubbles implements ReactiveController {
  private readonly _said = new Map<Seat, Said>();
  private readonly _timers = new Map<Seat, ReturnType<typeof setTimeout>>();
  /** When the AI may go on (performance.now() time). */
  private _until = 0;

  constructor(private readonly host: ReactiveControllerHost & Element) {
    host.addController(this);
  }

  /** What `seat` is saying now, if anything. */
  at(seat: Seat): Said | undefined {
    return this._said.get(seat);
  }

  /** Milliseconds the AI still waits for the bubbles. */
  get wait(): number {
    return Math.max(0, this._until - performance.now());
  }

  /**
   * The move `last` was made: its bubble (if it is said aloud) replaces the seat's last one for
   * `hold` ms; with no hold, every bubble goes at the next move, and every one goes with the
   * deal it was said in. Detached, nothing is shown.
   */
  say(last: LastMove, shown: Declaration | null, hold: number): void {
    if (hold === 0 || last.action.type === 'next-deal') this.clear();
    if (!aloud(last) || !this.host.isConnected) return;
    const seat = last.seat;
    clearTimeout(this._timers.get(seat));
    this._said.set(seat, { action: last.action, shown });
    const call = last.action.type === 'bid' || last.action.type === 'pass';
    this._until = performance.now() + (call ? hold / 2 : hold);
    if (hold === 0) return;
    this._timers.set(
      seat,
      setTimeout(() => {
        this._said.delete(seat);
        this.host.requestUpdate();
      }, hold),
    );
  }

  hostDisconnected(): void {
    this.clear();
  }

  /** No bubbles (a new match, a move at `instant` speed). */
  clear(): void {
    for (const timer of this._timers.values()) clearTimeout(timer);
    this._timers.clear();
    this._said.clear();
    this._until = 0;
  }
}
