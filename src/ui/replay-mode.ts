/**
 * Controller: records on the table (docs/api.md, replay mode). A record comes from the `record`
 * property or a child `<script type="text/tute-record">` (or `application/json`): in play mode
 * the match goes on from its end; in replay mode the table shows it at `ply`, with controls, keys
 * and comments. All of it but `recordOf` (the `record` getter) lives in the replay module
 * (replay/replayer.ts), loaded on first use (replay-loader.ts; `open` loads it in play as well,
 * for its open-hand layout); should it fail to load, replay mode says so and
 * `replay-unavailable` is reported once.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { recordOf } from '../engine/record/record-of.js';
import type { TuteRecord } from '../engine/types.js';
import { tuteEvent } from './events.js';
import { safeDelay } from './guards.js';
import type { LangController } from './i18n.js';
import { loadReplay } from './replay-loader.js';
import type { Replayer, ReplayHost, ReplayOptions } from './replay/index.js';

const SCRIPT = ':scope>script[type="text/tute-record"],:scope>script[type="application/json"]';

export class ReplayMode implements ReactiveController {
  private _loading: Promise<Replayer | null> | null = null;
  private _replayer: Replayer | null = null;
  private _failed = false;
  private _script: string | null = null;
  /** A record given before the replay module was loaded. */
  private _given: { record: unknown } | null = null;
  private _observer: MutationObserver | null = null;

  /** What the replay module asks of the table. */
  private readonly options: ReplayOptions;

  constructor(
    private readonly host: ReplayHost & {
      addController(c: ReactiveController): void;
      readonly aiDelay: unknown;
    },
    private readonly i18n: LangController,
    table: Pick<ReplayOptions, 'state' | 'adopt' | 'show' | 'report'>,
  ) {
    host.addController(this);
    this.options = {
      ...table,
      lang: () => i18n.lang,
      // Autoplay steps at the pace of a finished trick.
      pace: () => safeDelay(host.aiDelay) * 2.5,
      show: (state, before, ply) => {
        table.show(state, before, ply);
        host.ply = ply;
        host.dispatchEvent(tuteEvent('tute-ply', { ply, deal: state.dealCount }));
      },
    };
  }

  /** Whether the table replays: nobody acts by themselves, the hand plays no card. */
  get active(): boolean {
    return this.host.mode === 'replay';
  }

  /** The record shown in replay, else the match so far. */
  get record(): TuteRecord {
    return this._replayer?.record() ?? recordOf(this.options.state());
  }

  /** Loads `record` (a `TuteRecord`, or its text) with the replay module. */
  set record(record: unknown) {
    if (this._replayer) this._replayer.open(record);
    else {
      this._given = { record };
      void this._load();
    }
  }

  hostConnected(): void {
    const read = () => {
      const text = this.host.querySelector(SCRIPT)?.textContent ?? null;
      if (text !== null && text !== this._script) this.record = this._script = text;
    };
    read();
    this._observer = new MutationObserver(read);
    this._observer.observe(this.host, { childList: true, subtree: true, characterData: true });
  }

  hostDisconnected(): void {
    this._observer?.disconnect();
    this._replayer?.stop();
  }

  hostUpdate(): void {
    this._replayer?.update();
  }

  /**
   * The replay module on its way while the table is to replay or open its hands (in play too:
   * its styles make them readable on a phone), else null; the element's update waits for it.
   */
  pending(): Promise<unknown> | null {
    return (this.active || this.host.open) && !this._replayer && !this._failed
      ? this._load()
      : null;
  }

  /**
   * The controls row in replay (undefined: the table's own), empty while replay.js is not here:
   * a table in replay asks nothing of seat 0 (no "Your turn.") even where it cannot step.
   */
  controls(): TemplateResult | undefined {
    if (!this.active) return undefined;
    return this._replayer?.controls({ html, nothing }) ?? html`<div class="controls"></div>`;
  }

  /** The caption under the table in replay. */
  caption(): TemplateResult | typeof nothing {
    if (!this.active) return nothing;
    if (this._replayer) return this._replayer.caption({ html, nothing });
    return this._failed
      ? html`<p part="caption" class="caption">${this.i18n.strings.replayUnavailable}</p>`
      : nothing;
  }

  private _load(): Promise<Replayer | null> {
    this._loading ??= loadReplay().then(
      (m) => {
        const replayer = (this._replayer = new m.Replayer(this.host, this.options));
        if (this._given) replayer.open(this._given.record);
        this._given = null;
        this.host.requestUpdate();
        return replayer;
      },
      (error: unknown) => {
        this._failed = true;
        this.options.report(
          'replay-unavailable',
          `replay.js could not be loaded (${String(error)})`,
        );
        this.host.requestUpdate();
        return null;
      },
    );
    return this._loading;
  }
}
