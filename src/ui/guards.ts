/**
 * Defences against hostile and careless input from the host page: actions that are not plain
 * data, names that try to be markup or are endless, delays that are not numbers, and error
 * messages that would otherwise quote a megabyte of garbage back. Pure functions, no DOM.
 */
import { ConfigError, IllegalActionError, type Action } from '../engine/index.js';
import { clip } from '../engine/errors.js';
import { ElementError, type TuteErrorCode } from './errors.js';

/**
 * Where the element cuts a message it fires in a `tute-error` or throws. `clip` adds at most 24
 * characters ("… (536870888 characters)" for the longest string a browser holds), so no message
 * is longer than 300.
 */
export const MAX_MESSAGE = 275;
/** Longest player name shown; longer ones are cut (a name is a label, not a paragraph). */
export const MAX_NAME = 24;
/** setTimeout's largest delay: anything above wraps around to "at once". */
const MAX_DELAY = 2 ** 31 - 1;
export const DEFAULT_DELAY = 400;

/**
 * A copy of `action` as plain JSON data, so getters, proxies, prototypes and cycles never reach
 * the engine. Throws the engine's IllegalActionError (`malformed-action`) when it cannot be
 * copied; the engine then judges the copy. Messages quoting huge values are shortened.
 */
export function plainAction(action: unknown): Action {
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify(action) ?? 'null');
  } catch (error) {
    const why = clip(String(error), 80);
    throw new IllegalActionError(
      'malformed-action',
      `an action must be plain data like { type: "play", seat: 0, card: "1o" } (${why})`,
    );
  }
  return copy as Action;
}

/**
 * The code and message of anything thrown: the engine's errors and the element's own carry a
 * code; anything else (a bug, or a host's player that failed) is reported as `internal`.
 */
export function codeOf(error: unknown): { code: TuteErrorCode; message: string } {
  if (
    error instanceof IllegalActionError ||
    error instanceof ConfigError ||
    error instanceof ElementError
  )
    return { code: error.code, message: error.message };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

/** Whether `value` is one of `allowed` (the closed set of an attribute). */
export const isOneOf = <T extends string>(value: unknown, allowed: readonly T[]): value is T =>
  allowed.some((a) => a === value);

/** The engine's error with its message shortened (it may quote a hostile value in full). */
export function shortened(error: unknown): unknown {
  if (error instanceof IllegalActionError && error.message.length > MAX_MESSAGE) {
    return new IllegalActionError(error.code, clip(error.message, MAX_MESSAGE));
  }
  return error;
}

/**
 * Characters that are not text: controls and bidirectional overrides (they could reorder the
 * table's labels).
 */
const NOT_TEXT = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * `"Ana, Ada"` → `['Ana', 'Ada']`: empty entries are left to the localized defaults, each name
 * is plain text (rendered as text, never markup) cut to MAX_NAME characters. `tooLong` says
 * whether a name was cut.
 */
export function cleanNames(text: unknown): { names: (string | undefined)[]; tooLong: boolean } {
  if (typeof text !== 'string' || text === '') return { names: [], tooLong: false };
  let tooLong = false;
  const names = text.split(',').map((raw) => {
    const name = raw.replace(NOT_TEXT, ' ').replace(/\s+/g, ' ').trim();
    if ([...name].length > MAX_NAME) tooLong = true;
    return name === '' ? undefined : clipChars(name, MAX_NAME);
  });
  return { names, tooLong };
}

/** Cut by code points, so a name never ends in half an emoji. */
function clipChars(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The AI's delay as setTimeout can honour it: a finite number of ms ≥ 0, else the default. */
export function safeDelay(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? Math.min(value, MAX_DELAY)
    : DEFAULT_DELAY;
}

/** The last bad value reported per attribute, so each is reported once, not at every render. */
export class Reported {
  private readonly _last = new Map<string, unknown>();

  /** Whether `bad` (null when the value is fine) is a bad value not reported yet for `name`. */
  fresh(name: string, bad: unknown): boolean {
    const isNew = bad !== null && bad !== undefined && bad !== this._last.get(name);
    this._last.set(name, bad);
    return isNew;
  }
}
