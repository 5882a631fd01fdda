/** The AI seats' turns: one pending move at a time, paced, dropped when the game moves on. */
import { chooseAction } from '../ai/index.js';
import { viewFor, type Action, type GameState, type Seat } from '../engine/index.js';
import type { Difficulty } from './config.js';
import { seedNumber } from './match.js';

/** The human plays seat 0; every other seat is played by the AI. */
export const HUMAN: Seat = 0;

export class AiTurns {
  private _timer: ReturnType<typeof setTimeout> | undefined;
  /** The state the pending move is chosen for; a move for any other state is dropped. */
  private _for: GameState | null = null;

  /**
   * @param current The element's state now (a chosen move applies only if it has not changed).
   * @param apply Applies the AI's move.
   * @param report Reports an AI failure.
   */
  constructor(
    private readonly current: () => GameState | undefined,
    private readonly apply: (action: Action) => void,
    private readonly report: (error: unknown) => void,
  ) {}

  /** The seat whose move is pending, or null. */
  get pending(): Seat | null {
    return this._for?.turn ?? null;
  }

  /**
   * Asks the AI for the move of the seat to act in `state` (bid, censor, trump, declaration or
   * card), unless seat 0 is to act, the deal is over, or it is already asked. After a finished
   * trick it waits longer, so a person can read the trick.
   */
  schedule(state: GameState | undefined, level: Difficulty, delay: number): void {
    if (!state || state.turn === null || state.turn === HUMAN) return;
    if (state.phase === 'deal-over' || state.phase === 'match-over') return;
    if (this._for === state) return;
    this.cancel();
    this._for = state;
    const seat = state.turn;
    const pause = state.trick.length === 0 && state.lastTrick !== null && state.phase === 'play' ? 2.5 : 1;
    this._timer = setTimeout(() => {
      chooseAction(viewFor(state, seat), { level, seed: seedNumber(state.seed) }).then(
        (action) => {
          if (this._for !== state || this.current() !== state) return;
          this._for = null;
          this.apply(action);
        },
        (error: unknown) => {
          if (this._for === state) this.report(error);
        },
      );
    }, Math.max(0, delay * pause));
  }

  cancel(): void {
    clearTimeout(this._timer);
    this._timer = undefined;
    this._for = null;
  }
}
