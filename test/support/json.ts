/**
 * JSON that tests read from files and child processes: parsed as `unknown` and narrowed by
 * checks (`assert.ok(isRecord(x), …)`), never trusted as a type. No Node-only imports: the
 * browser tests (test/ui) may use this module too.
 */

/** The value `text` encodes, unknown until checked. */
export const parseJson = (text: string): unknown => JSON.parse(text);

/** A plain object (not null, not an array), its fields still unknown. */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

export const isString = (x: unknown): x is string => typeof x === 'string';
export const isBoolean = (x: unknown): x is boolean => typeof x === 'boolean';

/** An array whose every item passes `is`. */
export const listOf = <T>(x: unknown, is: (item: unknown) => item is T): x is T[] =>
  Array.isArray(x) && x.every(is);

/** Undefined (an optional field left out), or a value that passes `is`. */
export const optional = <T>(x: unknown, is: (value: unknown) => value is T): x is T | undefined =>
  x === undefined || is(x);
