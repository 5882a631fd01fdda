/**
 * The `persist` attribute: the match is written to `localStorage` whenever it changes and read
 * back when the element starts. Storage is someone else's: it may be missing (sandboxed frames,
 * some private modes throw on access), full, or hold anything. Failures are reported once and
 * persistence is dropped for that key; stored text is trusted no more than a `restore()`
 * argument. Nothing here ever throws.
 *
 * A reactive controller, owned by the match on the table (table-match.ts): in the element's
 * `willUpdate` the match tells it the key (`follow`) and asks it for a stored match (`load`);
 * before each render it saves the match on the table if that changed.
 *
 * Loaded when `persist` is first set (persist-loader.ts; `persist.js` beside the one-file
 * bundles): a plain table carries none of it. The snapshot code it writes and reads with is the
 * element's own (snapshot.ts, which `snapshot()` and `restore()` need anyway), handed in.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameState } from '../engine/index.js';
import type { ElementErrorCode } from './errors.js';

/** Longest `persist` storage key accepted (keys count against the storage quota). */
const MAX_KEY = 200;

/** What is stored under the key: the snapshot, and the attributes the match was started from. */
interface Stored {
  from: string;
  snapshot: string;
}

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  'from' in value &&
  typeof value.from === 'string' &&
  'snapshot' in value;

/** What persistence needs from the table. */
export interface StoredTable {
  /** The match on the table and the tag of the attributes it was started from, if any. */
  current(): { state: GameState; from: string } | null;
  report(code: ElementErrorCode, message: string): void;
  /** snapshot.ts `takeSnapshot` and `restoreSnapshot` (which throws on a broken text). */
  snapshot(state: GameState): string;
  restore(text: unknown): GameState;
}

export class Persistence implements ReactiveController {
  private _key: string | null = null;
  /** Storage failed under this key: stay quiet and keep playing without it. */
  private _off = false;
  /** The state last written under (or read from) the key: it need not be written again. */
  private _saved: GameState | null = null;

  constructor(
    host: ReactiveControllerHost,
    private readonly table: StoredTable,
  ) {
    host.addController(this);
  }

  /** Before each render: the match on the table is what the key holds. */
  hostUpdate(): void {
    const current = this.table.current();
    if (current && current.state !== this._saved) this._save(current.state, current.from);
  }

  /** Follows the `persist` attribute; returns whether the key changed. */
  follow(value: string | null | undefined): boolean {
    let key = value || null;
    if (key !== null && key.length > MAX_KEY) {
      this.table.report(
        'bad-persist',
        `persist must be a storage key of at most ${MAX_KEY} characters; not saving`,
      );
      key = null;
    }
    if (key === this._key) return false;
    this._key = key;
    this._off = false;
    this._saved = null;
    return true;
  }

  /**
   * The match stored for attributes `from`, or null: nothing stored, stored for other
   * attributes (the page now asks for a different match), storage unavailable, or corrupt data
   * (reported; the caller starts a clean match, which overwrites it).
   */
  load(from: string): GameState | null {
    const storage = this._storage();
    if (!storage || this._key === null) return null;
    let text: string | null;
    try {
      text = storage.getItem(this._key);
    } catch (error) {
      return this._fail(error);
    }
    if (text === null) return null;
    try {
      const stored: unknown = JSON.parse(text);
      if (!isStored(stored)) throw new Error('not a saved match');
      if (stored.from !== from) return null;
      this._saved = this.table.restore(stored.snapshot);
      return this._saved;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.table.report(
        'bad-stored-match',
        `the match saved under "${this._key}" cannot be resumed (${why}); starting a new match`,
      );
      return null;
    }
  }

  /** Writes the match; the first failure is reported and ends persistence for this key. */
  private _save(state: GameState, from: string): void {
    const storage = this._storage();
    if (!storage || this._key === null) return;
    const stored: Stored = { from, snapshot: this.table.snapshot(state) };
    try {
      storage.setItem(this._key, JSON.stringify(stored));
      this._saved = state;
    } catch (error) {
      this._fail(error);
    }
  }

  /** localStorage, or null when persistence is off or the page may not use it. */
  private _storage(): Storage | null {
    if (this._key === null || this._off) return null;
    try {
      // Typed as always there; a sandboxed frame or a stripped-down page may lack it.
      const storage: Storage | undefined = globalThis.localStorage;
      if (storage) return storage;
      throw new Error('this page has no localStorage');
    } catch (error) {
      return this._fail(error);
    }
  }

  private _fail(error: unknown): null {
    this._off = true;
    const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.table.report(
      'storage-unavailable',
      `cannot use localStorage for persist="${this._key}" (${why}); the match will not be saved`,
    );
    return null;
  }
}
