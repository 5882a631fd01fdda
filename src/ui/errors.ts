/**
 * The codes a `tute-error` event carries (docs/api.md §4): every code of the engine's errors and
 * the element's own, and the error class the element throws or reports with one of its own codes.
 */
import type { ConfigErrorCode, IllegalActionCode } from '../engine/index.js';

/** The element's own error codes: attributes, storage, snapshots, the AI, its own bugs. */
export type ElementErrorCode =
  | 'bad-rules'
  | 'bad-difficulty'
  | 'bad-theme'
  | 'bad-sort'
  | 'bad-speed'
  | 'bad-mode'
  | 'bad-ply'
  | 'bad-ai-delay'
  | 'bad-record'
  | 'bad-controls'
  | 'bad-lang'
  | 'bad-names'
  | 'bad-persist'
  | 'bad-stored-match'
  | 'storage-unavailable'
  | 'bad-snapshot'
  | 'ai-unavailable'
  | 'rules-unavailable'
  | 'replay-unavailable'
  | 'words-unavailable'
  | 'auction-unavailable'
  | 'internal';

/**
 * The `code` of a `tute-error` event: an `IllegalActionError` code (from `act()` and clicks), a
 * `ConfigError` code (a bad `variant`, `seed` or `rules`), or one of the element's own.
 */
export type TuteErrorCode = IllegalActionCode | ConfigErrorCode | ElementErrorCode;

/** A problem the element itself finds, with its code. */
export class ElementError extends Error {
  readonly code: ElementErrorCode;
  constructor(code: ElementErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
