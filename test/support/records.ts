/**
 * Helpers for the record tests (docs/records.md): the RecordError a call throws, the place of a
 * piece of text, the example records of docs/records.md, and a match record given names.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { RecordError, recordOf, type GameState, type TuteRecord } from '../../src/engine/index.ts';
import { thrownBy } from './games.ts';

/** The RecordError `f` throws (the test fails if it throws anything else, or nothing). */
export function recordErrorOf(f: () => unknown): RecordError {
  const caught = thrownBy(f);
  assert.ok(caught instanceof RecordError, `expected a RecordError, got ${String(caught)}`);
  assert.equal(caught.name, 'RecordError');
  assert.ok(Number.isInteger(caught.line) && caught.line >= 1, `line ${caught.line}`);
  assert.ok(Number.isInteger(caught.column) && caught.column >= 1, `column ${caught.column}`);
  return caught;
}

/**
 * Asserts that `f` throws a RecordError with `code` at the place of the `nth` (from 1) `needle`
 * in `text` (or at `place`), its message starting with that place and matching `message`.
 */
export function failsAt(
  f: () => unknown,
  code: string,
  where: { text: string; needle: string; nth?: number } | { line: number; column: number },
  message?: RegExp,
): RecordError {
  const error = recordErrorOf(f);
  assert.equal(error.code, code, error.message);
  const place = 'text' in where ? placeOf(where.text, where.needle, where.nth) : where;
  assert.deepEqual({ line: error.line, column: error.column }, place, error.message);
  assert.ok(
    error.message.startsWith(`line ${place.line}, column ${place.column}`),
    `the message names the place: ${error.message}`,
  );
  if (message) assert.match(error.message, message);
  return error;
}

/** The 1-based line and column of the `nth` (from 1) occurrence of `needle` in `text`. */
export function placeOf(text: string, needle: string, nth = 1): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i < nth; i++) {
    at = text.indexOf(needle, at + 1);
    assert.ok(at >= 0, `helper: ${JSON.stringify(needle)} occurs ${nth} times`);
  }
  const before = text.slice(0, at).split(/\r\n|\r|\n/);
  return { line: before.length, column: [...(before.at(-1) ?? '')].length + 1 };
}

/** The `tute-record` code blocks of docs/records.md, in order, each ending with a line break. */
export function docsExamples(): string[] {
  const docs = readFileSync(new URL('../../docs/records.md', import.meta.url), 'utf8');
  return [...docs.matchAll(/```tute-record\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

/** `text` with `from` replaced by `to` (the `nth` occurrence), which must occur. */
export function edit(text: string, from: string, to: string, nth = 1): string {
  const { line, column } = placeOf(text, from, nth);
  const lines = text.split('\n');
  const target = lines[line - 1] ?? '';
  const chars = [...target];
  const head = chars.slice(0, column - 1).join('');
  lines[line - 1] = head + to + target.slice(head.length + from.length);
  return lines.join('\n');
}

/** The record of `state` with names for its seats. */
export const namedRecord = (state: GameState, names: string[]): TuteRecord => ({
  ...recordOf(state),
  names,
});
