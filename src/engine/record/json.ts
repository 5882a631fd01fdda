/**
 * A record given as JSON text, read with the place of every value kept, so that a problem found
 * later is reported at its line and column with its path (docs/records.md §4).
 * Strict JSON (RFC 8259), nested at most RECORD_LIMITS.jsonDepth deep, no key twice. Every key
 * becomes an own property (`__proto__` too), as with JSON.parse.
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

class JsonReader {
  private at = 0;
  readonly offsets = new Map<string, number>();
  readonly positions: Positions;

  constructor(private readonly text: string) {
    this.positions = new Positions(text);
  }

  fail(message: string, offset = this.at): never {
    throw recordError('syntax', this.positions.placeOf(offset), `JSON: ${message}`);
  }

  private space(): void {
    const { text } = this;
    while (this.at < text.length && ' \t\n\r'.includes(text.charAt(this.at))) this.at++;
  }

  private expect(char: string): void {
    this.space();
    if (this.text.charAt(this.at) !== char) this.fail(`expected ${char} here`);
    this.at++;
  }

  read(): unknown {
    const value = this.value('', 0);
    this.space();
    if (this.at < this.text.length) this.fail('unexpected text after the record');
    return value;
  }

  private value(path: string, depth: number): unknown {
    this.space();
    if (depth > RECORD_LIMITS.jsonDepth) {
      throw recordError(
        'too-large',
        this.positions.placeOf(this.at, path),
        `JSON nested more than ${RECORD_LIMITS.jsonDepth} levels deep`,
      );
    }
    this.offsets.set(path, this.at);
    const c = this.text.charAt(this.at);
    if (c === '{') return this.object(path, depth);
    if (c === '[') return this.array(path, depth);
    if (c === '"') return this.string();
    for (const [word, value] of LITERALS) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return value;
      }
    }
    return this.number();
  }

  private object(path: string, depth: number): Record<string, unknown> {
    // Object.fromEntries makes every key an own property, `__proto__` included.
    const entries: [string, unknown][] = [];
    const keys = new Set<string>();
    this.at++;
    this.space();
    if (this.text.charAt(this.at) === '}') {
      this.at++;
      return {};
    }
    for (;;) {
      this.space();
      const keyAt = this.at;
      if (this.text.charAt(this.at) !== '"') this.fail('expected a "key" here');
      const key = this.string();
      if (keys.has(key)) this.fail(`the key ${JSON.stringify(key)} is given twice`, keyAt);
      keys.add(key);
      this.expect(':');
      entries.push([key, this.value(memberPath(path, key), depth + 1)]);
      this.space();
      const next = this.text.charAt(this.at++);
      if (next === '}') return Object.fromEntries(entries);
      if (next !== ',') this.fail('expected , or } here', this.at - 1);
    }
  }

  private array(path: string, depth: number): unknown[] {
    const result: unknown[] = [];
    this.at++;
    this.space();
    if (this.text.charAt(this.at) === ']') {
      this.at++;
      return result;
    }
    for (;;) {
      result.push(this.value(`${path}[${result.length}]`, depth + 1));
      this.space();
      const next = this.text.charAt(this.at++);
      if (next === ']') return result;
      if (next !== ',') this.fail('expected , or ] here', this.at - 1);
    }
  }

  private string(): string {
    const { text } = this;
    const start = this.at++;
    let out = '';
    let run = this.at;
    for (;;) {
      if (this.at >= text.length) this.fail('a string is not closed', start);
      const c = text.charAt(this.at);
      if (c === '"') {
        out += text.slice(run, this.at++);
        return out;
      }
      if (c < ' ') this.fail('a control character in a string (write it as \\n, \\t…)');
      if (c !== '\\') {
        this.at++;
        continue;
      }
      out += text.slice(run, this.at);
      const e = text.charAt(this.at + 1);
      const simple = ESCAPES[e];
      if (simple !== undefined) {
        out += simple;
        this.at += 2;
      } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(this.at + 2, this.at + 6))) {
        out += String.fromCharCode(parseInt(text.slice(this.at + 2, this.at + 6), 16));
        this.at += 6;
      } else {
        this.fail('a bad escape in a string');
      }
      run = this.at;
    }
  }

  private number(): number {
    const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    match.lastIndex = this.at;
    const found = match.exec(this.text);
    if (!found) this.fail('expected a value (an object, list, string, number, true, false, null)');
    this.at += found[0].length;
    const value = Number(found[0]);
    if (!Number.isFinite(value)) this.fail('a number too large', this.at - found[0].length);
    return value;
  }
}

/** The JSON text's value with the place of each of its values; RecordError `syntax` if bad. */
export function parseJson(text: string): ParsedJson {
  const reader = new JsonReader(text);
  const value = reader.read();
  const { offsets, positions } = reader;
  return {
    value,
    placeOf: (path) => positions.placeOf(offsets.get(path) ?? nearest(offsets, path), path),
  };
}

/** The offset of the closest enclosing value that has one (a missing field: its object). */
function nearest(offsets: ReadonlyMap<string, number>, path: string): number {
  for (let p = path; p !== '';) {
    const cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
    p = cut > 0 ? p.slice(0, cut) : '';
    const offset = offsets.get(p);
    if (offset !== undefined) return offset;
  }
  return offsets.get('') ?? 0;
}
