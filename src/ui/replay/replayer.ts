/**
 * Records on the table, once the replay module is loaded (the element's replay-mode.ts hands
 * over to it): the record asked for — from the `record` property or a script child — is played
 * on from its end in play mode, or shown at `ply` in replay mode (session.ts); a broken one is
 * reported as `bad-record`, shown in replay, and changes nothing.
 */
import type { TemplateResult } from 'lit';
import { recordOf, replay } from '../../engine/record/index.js';
import type { GameState, TuteRecord } from '../../engine/types.js';
import type { ElementErrorCode } from '../errors.js';
import type { Lang } from '../i18n.js';
import { addStyles, caption, readRecord, ReplaySession, type Lit } from './session.js';

/** The element, as replay mode reads it. */
export interface ReplayHost extends HTMLElement {
  mode: string;
  /** Every hand face up: the replay's styles lay the others' out readably on a phone. */
  open: boolean;
  /** Null when the attribute is removed. */
  ply: number | null;
  names: string | undefined;
  readonly shadowRoot: ShadowRoot | null;
  requestUpdate(): void;
}

/** What replay mode asks of the table. */
export interface ReplayOptions {
  /** The match on the table. */
  state(): GameState;
  lang(): Lang;
  /** Milliseconds between the steps of autoplay. */
  pace(): number;
  /** Makes `state` the match, played on in play mode. */
  adopt(state: GameState): void;
  /** Puts the position after `ply` actions on the table (`before`: the one before it). */
  show(state: GameState, before: GameState | null, ply: number): void;
  /** Fires `tute-error`. */
  report(code: ElementErrorCode, message: string): void;
}

export class Replayer {
  private _session: ReplaySession | null = null;
  /** The record asked for and not yet played on (the property's, or a script child's text). */
  private _given: unknown = null;
  /** Why the record asked for cannot be shown, or null. */
  private _error: string | null = null;
  /** The names last taken from a record. */
  private _names: string | undefined;
  /** The live match while replay shows other positions: back on the table when replay ends. */
  private _live: GameState | null = null;
  /**
   * A `ply` the page asked for beyond the match played so far, shown while no record was given:
   * a record that comes later (fetched, say) opens there.
   */
  private _asked: number | null = null;

  constructor(
    private readonly host: ReplayHost,
    private readonly options: ReplayOptions,
  ) {}

  private get _active(): boolean {
    return this.host.mode === 'replay';
  }

  /** The record shown in replay, else the match so far. */
  record(): TuteRecord {
    return (this._active && this._session?.record) || recordOf(this.options.state());
  }

  /** Loads the record `source` (a `TuteRecord`, or its text). */
  open(source: unknown): void {
    this._given = source;
    this._open();
  }

  /** Before each render: open the record when replay begins, follow `ply`, end on `play`. */
  update(): void {
    if (this.host.open) addStyles(this.host.shadowRoot);
    const session = this._session;
    if (!this._active) this._leave();
    else if (session) {
      if (this.host.ply !== session.ply) this._go(session, this.host.ply, false);
    } else if (this._error === null) this._open();
  }

  /**
   * Shows `ply` of the session; while no record was given (the match so far is shown) a ply
   * beyond it is kept for a record to come, which opens there.
   */
  private _go(session: ReplaySession, ply: number | null, force: boolean): void {
    const waiting = this._given === null;
    session.go(ply, force, waiting);
    this._asked = waiting && session.ply !== ply ? ply : null;
  }

  stop(): void {
    this._session?.stop();
  }

  /** The controls row in replay. */
  controls(lit: Lit): TemplateResult {
    return (
      this._session?.controls(lit, this.options.lang()) ??
      lit.html`<div part="controls" class="controls"></div>`
    );
  }

  /** The caption under the table in replay: the position and its comments, or the error. */
  caption(lit: Lit): TemplateResult {
    return caption(lit, this.options.lang(), this._session, this._error);
  }

  private _open(): void {
    let record: TuteRecord;
    try {
      record = this._given === null ? recordOf(this.options.state()) : readRecord(this._given);
    } catch (error) {
      this._error = error instanceof Error ? error.message : String(error);
      // The caption's styles, which hide the table's cards while it says why.
      addStyles(this.host.shadowRoot);
      this.options.report('bad-record', this._error);
      this.host.requestUpdate();
      return;
    }
    this._error = null;
    this._close();
    // The record's players, unless the page names them.
    const { host } = this;
    if (host.names === undefined || host.names === this._names) {
      host.names = this._names = record.names?.join(', ');
    }
    if (!this._active) {
      this._given = null;
      this.options.adopt(replay(record));
      return;
    }
    addStyles(this.host.shadowRoot);
    // Stepping puts each position on the table; the match that was live comes back afterwards.
    this._live ??= this.options.state();
    this._session = new ReplaySession(record, {
      host: this.host,
      pace: () => this.options.pace(),
      show: (state, before, ply) => this.options.show(state, before, ply),
      playFromHere: () => {
        this._given = null;
        this._live = null;
        this.host.mode = 'play';
      },
      report: (code, message) => this.options.report(code, message),
      requestUpdate: () => this.host.requestUpdate(),
    });
    this._go(this._session, this._asked ?? this.host.ply, true);
  }

  /**
   * Replay ended by `mode="play"` (not "play from here", which keeps the position): a record
   * asked for is the match, played on from its end; without one, the match that was live before
   * replay comes back as it was, so neither it nor its `persist` copy is lost.
   */
  private _leave(): void {
    if (!this._session) return;
    this._close();
    const live = this._live;
    this._live = null;
    if (this._given !== null) this._open();
    else if (live) this.options.adopt(live);
  }

  private _close(): void {
    this._session?.dispose();
    this._session = null;
  }
}
