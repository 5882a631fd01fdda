/** The engine's errors: each carries a code a program can test and a message a person reads. */

/** Why a configuration was refused (`ConfigError.code`). */
export type ConfigErrorCode =
  | 'bad-config'
  | 'unknown-field'
  | 'unknown-variant'
  | 'bad-seed'
  | 'bad-dealer'
  | 'bad-deal'
  | 'bad-rules'
  | 'unknown-option'
  | 'inapplicable-option'
  | 'bad-option-value';

/** Why an action was refused (`IllegalActionError.code`). */
export type IllegalActionCode =
  | 'malformed-action'
  | 'match-over'
  | 'deal-over'
  | 'deal-not-over'
  | 'not-your-turn'
  | 'wrong-phase'
  | 'already-passed'
  | 'bad-bid'
  | 'bid-too-low'
  | 'swap-pending'
  | 'declaration-pending'
  | 'card-not-in-hand'
  | 'must-follow'
  | 'must-beat'
  | 'must-trump'
  | 'must-overtrump'
  | 'must-follow-trump'
  | 'illegal-play'
  | 'no-cantes'
  | 'cannot-declare'
  | 'already-sung'
  | 'no-marriage'
  | 'forty-first'
  | 'no-tute'
  | 'cannot-swap'
  | 'cannot-pass'
  | 'cannot-capote';

/**
 * The package's errors are recognised by `instanceof` across copies of the package: the element's
 * one-file bundle carries its own engine, an app may load `tute-table/engine` beside it, or two
 * versions may share a page (docs/api.md §1). Each error is marked with its class name under a
 * key of the global symbol registry, which every copy (and every realm) shares, and each class
 * answers `instanceof` by that mark instead of by its own prototype.
 */
const BRAND = Symbol.for('tute-table.error');

/** Marks `error` as made by the class named `name`, in whichever copy of the package. */
export function brand(error: Error, name: string): void {
  Object.defineProperty(error, BRAND, { value: name });
}

/** Whether `value` was made by any copy of the class named `name` (or a subclass of it). */
export const branded = (value: unknown, name: string): boolean =>
  typeof value === 'object' && value !== null && Reflect.get(value, BRAND) === name;

/** A game configuration the engine cannot play: the message names the field and what it allows. */
export class ConfigError extends Error {
  readonly code: ConfigErrorCode;
  /** The field at fault: `variant`, `seed`, `rules.target`, `deal.hands[1]`… */
  readonly field: string;
  constructor(code: ConfigErrorCode, field: string, message: string) {
    super(message);
    this.name = 'ConfigError';
    this.code = code;
    this.field = field;
    brand(this, 'ConfigError');
  }

  /** True for a ConfigError of any copy of the package (the element's bundle, the engine's…). */
  static [Symbol.hasInstance](value: unknown): value is ConfigError {
    return branded(value, 'ConfigError');
  }
}

/** An action the rules do not allow now; the state it was applied to is unchanged. */
export class IllegalActionError extends Error {
  readonly code: IllegalActionCode;
  constructor(code: IllegalActionCode, message: string) {
    super(message);
    this.name = 'IllegalActionError';
    this.code = code;
    brand(this, 'IllegalActionError');
  }

  /** True for an IllegalActionError of any copy of the package. */
  static [Symbol.hasInstance](value: unknown): value is IllegalActionError {
    return branded(value, 'IllegalActionError');
  }
}

/**
 * Cuts text quoted from the caller to `max` characters and says how long it was, so a huge
 * input never makes a huge message.
 */
export function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/** A short, safe description of any value for an error message (never throws). */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(clip(value));
  if (typeof value === 'bigint') return `${clip(String(value))}n`;
  if (typeof value === 'function' || typeof value === 'symbol') return `a ${typeof value}`;
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
