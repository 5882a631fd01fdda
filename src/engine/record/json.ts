/**
 * A record given as JSON text, read with the offset of every value kept, so that a problem found
 * later is reported at its line and column with its path (docs/records.md §4). Strict JSON
 * (RFC 8259), nested at most RECORD_LIMITS.jsonDepth deep, at most RECORD_LIMITS.jsonEntries
 * entries in a list or object, no key twice. Every key becomes an own property (`__proto__`
 * too), as with JSON.parse.
 */
import { RECORD_LIMITS, recordError, type Place } from './errors.js';
import { Positions } from './positions.js';

/** A JSON text's value, and where each value of it is by path (`deals[0].actions[3]`). */
export interface ParsedJson {
  value: unknown;
  placeOf: (path: string) => Place;
}

/** The path of a member of `parent`: `.name`, or `["odd key"]` when not a plain name. */
export const memberPath = (parent: string, key: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(key)
    ? parent === ''
      ? key
      : `${parent}.${key}`
    : `${parent}[${JSON.stringify(key)}]`;

/** A path's steps: member names and list indexes. */
function stepsOf(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  for (const m of path.matchAll(/(?:^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)) {
    if (m[1] !== undefined) steps.push(m[1]);
    else if (m[2] !== undefined) steps.push(Number(m[2]));
    else {
      const key: unknown = JSON.parse(m[3] ?? '""');
      steps.push(String(key));
    }
  }
  return steps;
}

const pathOf = (steps: readonly (string | number)[]): string =>
  steps.reduce<string>(
    (path, step) => (typeof step === 'number' ? `${path}[${step}]` : memberPath(path, step)),
    '',
  );

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

const LITERALS: readonly [string, boolean | null][] = [
  ['true', true],
  ['false', false],
  ['null', null],
];

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Where the children of a list or object begin in the text (kept for error places only). */
type Offsets = number[] | Map<string, number>;

class JsonReader {
  private at = 0;
  /** The path to the value being read, for the place of an error. */
  private readonly trail: (string | number)[] = [];
  readonly offsets = new WeakMap<object, Offsets>();
  readonly positions: Positions;

  /** `recording`: keep where each value begins (a second reading, only to place an error). */
  constructor(
    private readonly text: string,
    private readonly recording = false,
  ) {
    this.positions = new Positions(text);
  }

  fail(message: string, offset = this.at, code: 'syntax' | 'too-large' = 'syntax'): never {
    const place = this.positions.placeOf(
      offset,
      this.trail.length ? pathOf(this.trail) : undefined,
    );
    throw recordError(code, place, code === 'syntax' ? `JSON: ${message}` : message);
  }

  private space(): void {
    const { text } = this;
    for (;;) {
      const c = text.charCodeAt(this.at);
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return;
      this.at++;
    }
  }

  read(): unknown {
    // leading white space, a byte-order mark among it, as parseRecord saw it
    this.at = this.text.length - this.text.trimStart().length;
    const value = this.value(0);
    this.space();
    if (this.at < this.text.length) this.fail('unexpected text after the record');
    return value;
  }

  /** The value at the current offset (white space skipped before it). */
  private value(depth: number): unknown {
    if (depth > RECORD_LIMITS.jsonDepth) {
      this.fail(
        `JSON nested more than ${RECORD_LIMITS.jsonDepth} levels deep`,
        this.at,
        'too-large',
      );
    }
    const c = this.text.charAt(this.at);
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    for (const [word, value] of LITERALS) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return value;
      }
    }
    return this.number();
  }

  /**
   * Reads the entries of the list or object that opens here, up to `close`, each with `read`
   * (white space skipped around each); at most RECORD_LIMITS.jsonEntries of them.
   */
  private entries(close: string, read: (index: number) => void): void {
    this.at++;
    this.space();
    if (this.text.charAt(this.at) === close) {
      this.at++;
      return;
    }
    for (let index = 0; ; index++) {
      this.space();
      if (index >= RECORD_LIMITS.jsonEntries) {
        const most = RECORD_LIMITS.jsonEntries;
        this.fail(`a JSON list or object holds at most ${most} entries`, this.at, 'too-large');
      }
      read(index);
      this.space();
      const next = this.text.charAt(this.at++);
      if (next === close) return;
      if (next !== ',') this.fail(`expected , or ${close} here`, this.at - 1);
    }
  }

  /** The value here, read as entry `step` of its list or object. */
  private child(step: string | number, depth: number): unknown {
    this.trail.push(step);
    const value = this.value(depth + 1);
    this.trail.pop();
    return value;
  }

  private object(depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const offsets = this.recording ? new Map<string, number>() : null;
    this.entries('}', () => {
      const keyAt = this.at;
      if (this.text.charAt(this.at) !== '"') this.fail('expected a "key" here');
      const key = this.string();
      if (Object.hasOwn(result, key)) {
        this.fail(`the key ${JSON.stringify(key)} is given twice`, keyAt);
      }
      this.space();
      if (this.text.charAt(this.at) !== ':') this.fail('expected : here');
      this.at++;
      this.space();
      offsets?.set(key, this.at);
      const value = this.child(key, depth);
      // `__proto__` becomes an own property, as with JSON.parse
      if (key === '__proto__') {
        Object.defineProperty(result, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else result[key] = value;
    });
    if (offsets) this.offsets.set(result, offsets);
    return result;
  }

  private array(depth: number): unknown[] {
    const result: unknown[] = [];
    const offsets: number[] | null = this.recording ? [] : null;
    this.entries(']', (index) => {
      offsets?.push(this.at);
      result.push(this.child(index, depth));
    });
    if (offsets) this.offsets.set(result, offsets);
    return result;
  }

  private string(): string {
    const { text } = this;
    const start = this.at++;
    let out = '';
    let run = this.at;
    for (;;) {
      const c = text.charCodeAt(this.at);
      if (Number.isNaN(c)) this.fail('a string is not closed', start);
      if (c === 34) {
        out += text.slice(run, this.at++);
        return out;
      }
      if (c < 32) this.fail('a control character in a string (write it as \\n, \\t…)');
      if (c !== 92) {
        this.at++;
        continue;
      }
      out += text.slice(run, this.at);
      const e = text.charAt(this.at + 1);
      const simple = ESCAPES[e];
      const hex = text.slice(this.at + 2, this.at + 6);
      if (simple !== undefined) {
        out += simple;
        this.at += 2;
      } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(hex)) {
        out += String.fromCharCode(parseInt(hex, 16));
        this.at += 6;
      } else {
        this.fail('a bad escape in a string');
      }
      run = this.at;
    }
  }

  private number(): number {
    NUMBER.lastIndex = this.at;
    const found = NUMBER.exec(this.text);
    if (!found) this.fail('expected a value (an object, list, string, number, true, false, null)');
    const value = Number(found[0]);
    if (!Number.isFinite(value)) this.fail('a number too large');
    this.at += found[0].length;
    return value;
  }
}

/**
 * The JSON text's value, and the place of each of its values (found by reading the text a
 * second time, keeping offsets, when a problem needs one); RecordError `syntax` if bad.
 */
export function parseJson(text: string): ParsedJson {
  const value = new JsonReader(text).read();
  const start = text.length - text.trimStart().length;
  let located: { value: unknown; reader: JsonReader } | undefined;
  /** The offset of the value at `path`, or of the closest enclosing one (a missing field). */
  const offsetOf = (path: string, reader: JsonReader, root: unknown): number => {
    let node = root;
    let offset = start;
    for (const step of stepsOf(path)) {
      if (typeof node !== 'object' || node === null) break;
      const children = reader.offsets.get(node);
      const at = Array.isArray(children)
        ? typeof step === 'number'
          ? children[step]
          : undefined
        : children?.get(String(step));
      if (at === undefined) break;
      offset = at;
      node = Reflect.get(node, step);
    }
    return offset;
  };
  return {
    value,
    placeOf: (path) => {
      if (!located) {
        const reader = new JsonReader(text, true);
        located = { value: reader.read(), reader };
      }
      const offset = offsetOf(path, located.reader, located.value);
      return located.reader.positions.placeOf(offset, path || undefined);
    },
  };
}
