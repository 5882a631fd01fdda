/**
 * The match on the table: where it comes from and how it moves on. It is made from `variant`,
 * `seed` and `rules` when first read, made again when they ask for another match, resumed from
 * and saved to `persist`'s storage (persistence.ts, loaded when a key is first set: the element
 * holds its updates until then), replaced by a new match, a restore or a
 * record, and moved on by actions, each firing the events it causes; the last move is kept for
 * the status line. A bad attribute never throws a game away: it is reported and the match on
 * the table is kept.
 */
import type { ReactiveControllerHost } from 'lit';
import { applyAction, newGame, type GameState, type Variant } from '../engine/index.js';
import { changedRules } from '../engine/record/check.js';
import { formatRules } from './config.js';
import { ElementError } from './errors.js';
import { tuteEvent } from './events.js';
import { plainAction, shortened } from './guards.js';
import { askedKey, resolveConfig, type Asked } from './match.js';
import { lastPlayOf, outcomeOf, type Outcome } from './outcome.js';
import { loadPersistence } from './persist-loader.js';
import type { Persistence } from './persistence.js';
import { restoreSnapshot, SnapshotError, takeSnapshot } from './snapshot.js';
import type { LastMove } from './templates.js';

/** The properties that changed in an update (lit's `PropertyValues`). */
type Changed = { has(name: keyof Asked | 'persist'): boolean };

/**
 * The element: its attributes are what a match is started from (a match taken writes its own
 * back), and the events of each action are fired at it.
 */
export interface MatchHost extends ReactiveControllerHost, EventTarget, Asked {
  variant: Variant;
  rules: string | undefined;
  readonly persist: string | undefined;
}

/** What the match needs from the table. */
export interface MatchTable {
  /** Whether the table replays a record (the match shown is not saved). */
  paused(): boolean;
  report(error: unknown): void;
  /** `state` replaces the match: whatever was pending for the old one is dropped. */
  reset(state: GameState): void;
  /** An action moved the match from `before` on to `after`; its events are fired next. */
  moved(before: GameState, after: GameState, outcome: Outcome): void;
}

export class TableMatch {
  /** The last move, for the status line: null at the start of a match. */
  last: LastMove | null = null;
  /** Undefined until it is first read or the element first updates. */
  private _state: GameState | undefined;
  /** The key of the attributes the match on the table was started from (or kept for). */
  private _from = '';
  /** The last variant a match could be started from. */
  private _goodVariant: Variant = 'tute';
  /** The storage of `persist`, once a key was set and persistence.ts is here. */
  private _store: Persistence | null = null;
  /** persistence.ts on its way, and whether it came (or failed: then the match is not saved). */
  private _loading: Promise<unknown> | null = null;
  private _settled = false;

  constructor(
    private readonly host: MatchHost,
    private readonly table: MatchTable,
  ) {}

  /** While `persist` is set and its storage is on its way, a promise that settles then. */
  pending(): Promise<unknown> | null {
    if (this._settled || !this.host.persist) return null;
    return (this._loading ??= loadPersistence().then(
      (Storage) => {
        this._settled = true;
        this._store = new Storage(this.host, {
          current: () =>
            this._state && !this.table.paused() ? { state: this._state, from: this._from } : null,
          report: (code, message) => this.table.report(new ElementError(code, message)),
          snapshot: takeSnapshot,
          restore: restoreSnapshot,
        });
      },
      (error: unknown) => {
        this._settled = true;
        this.table.report(
          new ElementError(
            'storage-unavailable',
            `persist.js could not be loaded (${String(error)}); the match will not be saved`,
          ),
        );
      },
    ));
  }

  /**
   * The match on the table. Read before the element has ever updated, it is made once from the
   * attributes, quietly: their errors are reported by the first update, which keeps this match.
   */
  get state(): GameState {
    return this._state ?? this.start(false);
  }

  /** Starts a new match with the current variant, seed and rules (`reset`: as in `take`). */
  start(reset = true): GameState {
    const { config, refused } = resolveConfig(this.host, this._goodVariant);
    const state = this._adopt(newGame(config), reset);
    // Started without a bad seed or rules (read before the first update, which reports them).
    const bad = (a: keyof Asked) => refused.some((r) => r.attribute === a);
    this._from = askedKey({
      variant: config.variant,
      seed: bad('seed') ? null : this.host.seed,
      rules: bad('rules') ? null : this.host.rules,
    });
    return state;
  }

  /**
   * In the element's `willUpdate`, with the properties that changed: a change of `variant`,
   * `seed` or `rules` starts the match they ask for; else, when `persist` now names another key,
   * the match stored there is resumed (if there is none, this one is saved there).
   */
  follow(changed: Changed): void {
    const newKey = changed.has('persist') && this._store?.follow(this.host.persist);
    const started = this._configChanged(changed);
    const stored = newKey && !started && this._from && this._store?.load(this._from);
    if (stored) this._adopt(stored);
  }

  /** Makes `state` the match with its variant and rules (without `reset`, nothing is dropped). */
  take(state: GameState, reset = true): void {
    this.host.variant = this._goodVariant = state.variant;
    this.host.rules = formatRules(changedRules(state.variant, state.rules)) || undefined;
    this._adopt(state, reset);
  }

  /** In replay: shows `state`, the position after the move made in `before` (null: none). */
  show(state: GameState, before: GameState | null): void {
    this.last = before && outcomeOf(before, state, 'ai').last;
    this.take(state, false);
  }

  /** Takes the match `snapshot()` text holds; a broken one is reported and thrown. */
  restore(snapshot: string): void {
    let state: GameState;
    try {
      state = restoreSnapshot(snapshot);
    } catch (error) {
      const e = error instanceof SnapshotError ? error : new SnapshotError(String(error));
      this.table.report(e);
      throw e;
    }
    this.take(state);
  }

  /**
   * Applies `action` to the match and fires the events it causes; returns whether it was
   * applied. An illegal (or not even plain data) action is reported and changes nothing; with
   * `rethrow` the error is thrown as well (its message shortened).
   */
  apply(action: unknown, by: 'human' | 'ai' = 'human', rethrow = false): boolean {
    const before = this.state;
    let after: GameState;
    try {
      after = applyAction(before, plainAction(action));
    } catch (error) {
      this.table.report(error);
      if (rethrow) throw shortened(error);
      return false;
    }
    const outcome = outcomeOf(before, after, by);
    this.last = outcome.last;
    this._set(after);
    this.table.moved(before, after, outcome);
    for (const [name, detail] of outcome.events) this.host.dispatchEvent(tuteEvent(name, detail));
    return true;
  }

  /**
   * `variant`, `seed` or `rules` changed: reports what is wrong with the changed ones (the
   * rules whenever the variant changes too) and starts the match they ask for, without any bad
   * value left from before (bad rules: the defaults). The match on the table is kept when it was
   * started from these very values, and when a changed value is bad — a typo must not throw a
   * game away. Returns whether a match was started.
   */
  private _configChanged(changed: Changed): boolean {
    if (!changed.has('variant') && !changed.has('seed') && !changed.has('rules')) return false;
    const { config, refused } = resolveConfig(this.host, this._goodVariant);
    for (const { attribute, error } of refused) {
      const rulesToo = attribute === 'rules' && changed.has('variant');
      if (changed.has(attribute) || rulesToo) this.table.report(error);
    }
    // A bad variant gives way to the last good one, a removed one to tute.
    this.host.variant = this._goodVariant = config.variant;
    if (refused.some((r) => changed.has(r.attribute))) {
      // A bad seed or rules goes back to what the match on the table was started from, or before
      // the first match to none (a random seed, the defaults), which the new match is started from.
      const [, seed, rules] = this._state ? (JSON.parse(this._from) as (string | null)[]) : [];
      for (const { attribute: a } of refused)
        if (a !== 'variant' && changed.has(a))
          this.host[a] = (a === 'seed' ? seed : rules) ?? undefined;
      if (this._state) return false;
    }
    const asked = askedKey(this.host);
    if (this._state && this._from === asked) return false;
    this._adopt(this._store?.load(asked) ?? newGame(config));
    return true;
  }

  /** Makes `state` the match on the table (with `reset`, dropping what was pending for the old). */
  private _adopt(state: GameState, reset = true): GameState {
    if (reset) {
      this.last = lastPlayOf(state);
      this.table.reset(state);
    }
    this._from = askedKey(this.host);
    return this._set(state);
  }

  /** The table shows the match it holds and its last move (as lit does for its properties). */
  private _set(state: GameState): GameState {
    this.host.requestUpdate();
    return (this._state = state);
  }
}
