/**
 * The AI seats' turns: one pending move at a time, paced, dropped when the game moves on.
 * Each move runs in tasks of its own — the wait, the choice, then (after yielding to the
 * browser) the move and its render — so a whole deal never holds the main thread for long.
 * The choice gets an AbortSignal: a search-based AI can stop early when the move is dropped.
 * `easy` and `medium` are played by rules of thumb, carried in the element's bundle; `hard` and
 * `expert` by the searching AI, loaded on first use (search-loader.ts). Should it fail to load,
 * they are played by rules of thumb and one `ai-unavailable` error is reported. A host may hand
 * in a player of its own, which then plays every level.
 *
 * A reactive controller: it asks for the move due before each render (so the seat shows its
 * thinking dots), cancels it when the element leaves the page and looks again when it is back.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { chooseByRules, type Player } from '../ai/rules-of-thumb.js';
import { seedNumber, viewFor, type Action, type GameState, type Seat } from '../engine/index.js';
import type { Difficulty } from './config.js';
import { ElementError } from './errors.js';
import { aiPause, type Paced } from './pace.js';
import { loadSearch } from './search-loader.js';

/** The human plays seat 0; every other seat is played by the AI. */
export const HUMAN: Seat = 0;

/** Gives the browser a turn (input, paint) before going on. */
const yieldToBrowser = (): Promise<void> => {
  // Not in TypeScript's DOM types yet (Chromium 129+).
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** What the AI needs from the table, read when a move is due. */
export interface AiTable {
  /** The match now (a chosen move applies only if it has not changed). */
  state(): GameState;
  /** Whether nobody may act by themselves (a replay). */
  paused(): boolean;
  level(): Difficulty;
  /** Applies the AI's move; false (and reported) when it is not legal. */
  apply(action: Action): boolean;
  /** Reports an AI failure. */
  report(error: unknown): void;
  /** Milliseconds the AI waits for the speech bubbles on show (when it pauses at all). */
  wait(): number;
}

export class AiTurns implements ReactiveController {
  private _timer: ReturnType<typeof setTimeout> | undefined;
  /** The state the pending move is chosen for; a move for any other state is dropped. */
  private _for: GameState | null = null;
  private _abort: AbortController | null = null;
  private _delay = 0;
  /** The host's player for every level, or null for the built-in ones. */
  player: Player | null = null;
  /** The searching player once asked for: loaded once per element. */
  private _search: Promise<Player> | null = null;

  /** @param host The element; its `aiDelay` and `speed` set the pace (pace.ts). */
  constructor(
    private readonly host: ReactiveControllerHost & Element & Paced,
    private readonly table: AiTable,
  ) {
    host.addController(this);
  }

  /** Back in a document: a move may be due. */
  hostConnected(): void {
    this.host.requestUpdate();
  }

  /** Before each render: ask for the move due now, if any. Detached, no AI work may run. */
  hostUpdate(): void {
    if (this.table.paused()) this.cancel();
    else if (this.host.isConnected)
      this.schedule(this.table.state(), this.table.level(), aiPause(this.host));
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** The seat whose move is pending, or null. */
  get pending(): Seat | null {
    return this._for?.turn ?? null;
  }

  /**
   * Asks the AI for the move of the seat to act in `state` (bid, censor, trump, declaration or
   * card), unless seat 0 is to act, the deal is over, or it is already asked. After a finished
   * trick it waits longer, so a person can read the trick, and as long as a bubble asks. A new
   * delay restarts a wait that has not ended (a host that speeds the table up is not kept
   * waiting on the old pace).
   */
  private schedule(state: GameState, level: Difficulty, delay: number): void {
    if (state.turn === null || state.turn === HUMAN) return;
    if (this._for === state && (this._timer === undefined || this._delay === delay)) return;
    this.cancel();
    this._for = state;
    this._delay = delay;
    const abort = new AbortController();
    this._abort = abort;
    const seat = state.turn;
    const pause =
      state.trick.length === 0 && state.lastTrick !== null && state.phase === 'play' ? 2.5 : 1;
    // Paused (a replay asked for, its update held while replay.js loads): no move, and the
    // update that comes cancels this one.
    const live = () =>
      !abort.signal.aborted &&
      this._for === state &&
      this.table.state() === state &&
      !this.table.paused();
    this._timer = setTimeout(
      () => {
        this._timer = undefined;
        void this.move(state, seat, level, abort.signal, live);
      },
      delay > 0 ? Math.max(delay * pause, this.table.wait()) : 0,
    );
  }

  /**
   * Chooses and applies the move of `seat`, as long as `live()`. Should a player other than the
   * rules of thumb throw or pick an illegal move (a host's player, or a bug), the failure is
   * reported (`internal`, or the refusal's own code) and the rules of thumb play that move: the
   * game goes on.
   */
  private async move(
    state: GameState,
    seat: Seat,
    level: Difficulty,
    signal: AbortSignal,
    live: () => boolean,
  ): Promise<void> {
    const view = viewFor(state, seat);
    const options = { level, seed: seedNumber(state.seed), signal };
    const byRules = () => chooseByRules(view, options);
    try {
      const player = await this.playerFor(level);
      if (!live()) return;
      let action: Action;
      try {
        action = await player(view, options);
      } catch (error) {
        if (player === chooseByRules || !live()) throw error;
        this.table.report(error);
        action = await byRules();
      }
      await yieldToBrowser();
      if (!live()) return;
      this._for = null;
      this._abort = null;
      // A refused move leaves the state as it was, so the rules' move fits it (unless a
      // listener of the error moved the game on: then that one is refused too, and reported).
      if (!this.table.apply(action)) this.table.apply(await byRules());
    } catch (error) {
      if (live()) this.table.report(error);
    }
  }

  /** Who plays `level`: the host's player, else rules of thumb or the (loaded) search. */
  private playerFor(level: Difficulty): Promise<Player> {
    if (this.player) return Promise.resolve(this.player);
    if (level === 'easy' || level === 'medium') return Promise.resolve(chooseByRules);
    this._search ??= loadSearch().catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      this.table.report(
        new ElementError(
          'ai-unavailable',
          `the searching AI for hard and expert could not be loaded (${reason}); ` +
            'they play by rules of thumb',
        ),
      );
      return chooseByRules;
    });
    return this._search;
  }

  /** Drops the pending move (a new match, a restore, a move by someone else). */
  cancel(): void {
    clearTimeout(this._timer);
    this._timer = undefined;
    this._abort?.abort();
    this._abort = null;
    this._for = null;
  }
}
