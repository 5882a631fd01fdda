/** A game configuration the engine cannot play: the message names the field and what it allows. */
export class ConfigError extends Error {
  readonly code: string;
  readonly field: string;
  constructor(code: string, field: string, message: string) {
    super(message);
    this.name = 'ConfigError';
    this.code = code;
    this.field = field;
  }
}

/** An action the rules do not allow now; the state it was applied to is unchanged. */
export class IllegalActionError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'IllegalActionError';
    this.code = code;
  }
}

const LIMIT = 40;

/** Cuts text quoted from the caller, so a huge input never makes a huge message. */
export function clip(text: string): string {
  return text.length > LIMIT ? `${text.slice(0, LIMIT)}… (${text.length} characters)` : text;
}

/** A short, safe description of any value for an error message (never throws). */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(clip(value));
  if (typeof value === 'bigint') return `${clip(String(value))}n`;
  if (typeof value === 'function' || typeof value === 'symbol') return `a ${typeof value}`;
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
