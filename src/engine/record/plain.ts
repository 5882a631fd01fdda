/**
 * A record given as an object, copied once into plain data before it is checked: each property
 * is read once (a getter or proxy cannot change its answer later), and the copy is bounded in
 * depth and size, so a cyclic, deep or huge object fails fast (docs/records.md §7).
 */
import { describe } from '../errors.js';
import { RECORD_LIMITS, RecordError, nowhere, recordError } from './errors.js';
import { memberPath } from './json.js';

/** Values one record object may hold in all: far above a record at every other limit. */
export const MAX_VALUES = 1_000_000;

/** A plain-data copy of `value`; RecordError `too-large` or `not-a-record` when it is not. */
export function plainCopy(value: unknown): unknown {
  let budget = MAX_VALUES;
  let path = '';
  /** Takes `count` values from the budget; `entries`: only checks a list's or object's size. */
  const spend = (count: number, entries = false): void => {
    if (entries && count > RECORD_LIMITS.jsonEntries) {
      const most = RECORD_LIMITS.jsonEntries;
      throw recordError(
        'too-large',
        nowhere(path),
        `a list or object holds at most ${most} entries`,
      );
    }
    if (!entries) budget -= count;
    if (budget < (entries ? count : 0)) {
      throw recordError('too-large', nowhere(path), `a record holds at most ${MAX_VALUES} values`);
    }
  };
  const copy = (v: unknown, at: string, depth: number): unknown => {
    path = at;
    spend(1);
    if (depth > RECORD_LIMITS.jsonDepth) {
      throw recordError(
        'too-large',
        nowhere(at),
        `a record is nested at most ${RECORD_LIMITS.jsonDepth} levels deep`,
      );
    }
    if (v === null || v === undefined) return v;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
    if (typeof v !== 'object') {
      throw recordError('not-a-record', nowhere(at), `${describe(v)} is not record data`);
    }
    if (Array.isArray(v)) {
      const length = v.length;
      spend(length, true);
      const list: unknown[] = [];
      for (let i = 0; i < length; i++) list.push(copy(v[i], `${at}[${i}]`, depth + 1));
      return list;
    }
    const keys = Object.keys(v);
    spend(keys.length, true);
    const entries: [string, unknown][] = [];
    for (const key of keys) {
      const child: unknown = Reflect.get(v, key);
      entries.push([key, copy(child, memberPath(at, key), depth + 1)]);
    }
    return Object.fromEntries(entries);
  };
  try {
    return copy(value, '', 0);
  } catch (error) {
    if (error instanceof RecordError) throw error;
    const why = error instanceof Error ? error.message : describe(error);
    throw recordError('not-a-record', nowhere(path || undefined), `unreadable: ${describe(why)}`);
  }
}
