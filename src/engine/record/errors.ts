/**
 * Why a record was refused, and where (docs/records.md §6, §7). Every problem of
 * a record — text or JSON, malformed or illegal — is one RecordError.
 */
import { brand, branded, clip } from '../errors.js';

/** Why a record was refused (`RecordError.code`); docs/records.md §6 lists each. */
export type RecordErrorCode =
  | 'not-a-record'
  | 'bad-version'
  | 'too-large'
  | 'syntax'
  | 'unknown-field'
  | 'unknown-tag'
  | 'duplicate-tag'
  | 'missing-tag'
  | 'bad-tag'
  | 'bad-config'
  | 'bad-names'
  | 'unknown-seat'
  | 'bad-deal'
  | 'bad-deal-number'
  | 'wrong-dealer'
  | 'bad-action'
  | 'illegal-action'
  | 'deal-not-over'
  | 'deal-over'
  | 'bad-label'
  | 'bad-comment'
  | 'bad-ply';

/**
 * The limits that keep hostile input cheap (docs/records.md §7): each is far above what a
 * real match needs.
 */
export const RECORD_LIMITS = Object.freeze({
  /** Characters of text given to parseRecord. */
  textLength: 1_000_000,
  /** Deals in one record. */
  deals: 1000,
  /** Actions in one deal. */
  actionsPerDeal: 400,
  /** Actions in the whole record. */
  actions: 50_000,
  /** Characters of one comment. */
  commentLength: 5000,
  /** Characters of an Event, Site, Date or Annotator tag. */
  infoLength: 200,
  /** Characters of a player's name. */
  nameLength: 24,
  /** Nesting of a JSON record (a record needs 6 levels). */
  jsonDepth: 12,
  /** Entries of one JSON list or object (the most a record needs: 1,000 deals). */
  jsonEntries: 1000,
});

/**
 * Where a problem is: a position in the text (1-based line and column) when known, and for a
 * JSON record the path of the value at fault (`deals[0].actions[3]`).
 */
export interface Place {
  line: number;
  column: number;
  /** Whether line and column point into a text (false for a record given as an object). */
  known: boolean;
  path?: string;
}

/** The start of the text, or a record object's value at `path` (no position known). */
export const nowhere = (path?: string): Place => ({ line: 1, column: 1, known: false, path });

function prefix(place: Place): string {
  const at = place.known ? `line ${place.line}, column ${place.column}` : '';
  // The record itself (path ''), as the place with no path, is named "record".
  if (!place.path) return at || 'record';
  return at ? `${at} (${place.path})` : place.path;
}

/** A record that cannot be read or replayed; nothing was loaded. */
export class RecordError extends Error {
  readonly code: RecordErrorCode;
  /** 1-based line of the problem in the text; 1 when unknown. */
  readonly line: number;
  /** 1-based column of the problem in the text; 1 when unknown. */
  readonly column: number;
  constructor(code: RecordErrorCode, message: string, line = 1, column = 1) {
    super(message);
    this.name = 'RecordError';
    this.code = code;
    this.line = line;
    this.column = column;
    brand(this, 'RecordError');
  }

  /** True for a RecordError of any copy of the package (see errors.ts `brand`). */
  static [Symbol.hasInstance](value: unknown): value is RecordError {
    return branded(value, 'RecordError');
  }
}

/** The RecordError for a problem at `place`: "line 7, column 12: 3c is not in Ada's hand". */
export function recordError(code: RecordErrorCode, place: Place, text: string): RecordError {
  return new RecordError(code, `${prefix(place)}: ${text}`, place.line, place.column);
}

/** Text quoted from the record, cut short and in quotes. */
export const quote = (text: string): string => JSON.stringify(clip(text));
