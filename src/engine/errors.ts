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
  }
}

/** An action the rules do not allow now; the state it was applied to is unchanged. */
export class IllegalActionError extends Error {
  readonly code: IllegalActionCode;
  constructor(code: IllegalActionCode, message: string) {
    super(message);
    this.name = 'IllegalActionError';
    this.code = code;
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
