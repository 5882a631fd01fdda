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
