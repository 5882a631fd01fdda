/**
 * The text notation cut into tokens (docs/records.md §3): words, "quoted text",
 * {comments}, `[`, `]` and `:`. Spaces, line breaks and commas only separate tokens. Tokens keep
 * their offset; a place (line, column) is worked out only for an error.
 */
import { recordError } from './errors.js';
import type { Positions } from './positions.js';

export type TokenKind = 'word' | 'string' | 'comment' | '[' | ']' | ':';

export interface Token {
  kind: TokenKind;
  /** A word as written; the text of a string or comment, escapes resolved. */
  text: string;
  offset: number;
}

/** Unicode white space (and the byte-order mark), and the comma: token separators. */
function separates(code: number): boolean {
  if (code === 32 || code === 44 || (code >= 9 && code <= 13)) return true;
  if (code < 128) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const STRING_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * The escape after a backslash in quoted text (`\"`, `\\`, `\n`, `\r`, `\t`, `\uXXXX`) and
 * how many characters it takes; null: the backslash stands for itself.
 */
function unescape(text: string, at: number): { value: string; length: number } | null {
  const simple = STRING_ESCAPES[text.charAt(at)];
  if (simple !== undefined) return { value: simple, length: 1 };
  const hex = text.slice(at + 1, at + 5);
  if (text.charAt(at) === 'u' && /^[0-9a-fA-F]{4}$/.test(hex)) {
    return { value: String.fromCharCode(parseInt(hex, 16)), length: 5 };
  }
  return null;
}

/** Characters that end a word: they open or close a token of their own. */
const PUNCTUATION = '[]{}":';

/**
 * Reads the tokens of `text` one at a time, so that a problem early in a long text is found
 * without reading the rest; RecordError `syntax` at an unclosed string or comment, a stray `}`.
 */
export class Lexer {
  private at = 0;

  constructor(
    private readonly text: string,
    private readonly positions: Positions,
  ) {}

  private fail(offset: number, message: string): never {
    throw recordError('syntax', this.positions.placeOf(offset), message);
  }

  /** The next token, or undefined at the end of the text. */
  next(): Token | undefined {
    const { text } = this;
    while (this.at < text.length && separates(text.charCodeAt(this.at))) this.at++;
    if (this.at >= text.length) return undefined;
    const c = text.charAt(this.at);
    const start = this.at;
    if (c === '[' || c === ']' || c === ':') {
      this.at++;
      return { kind: c, text: c, offset: start };
    }
    if (c === '"') return { kind: 'string', text: this.quotedText(), offset: start };
    if (c === '{') return { kind: 'comment', text: this.comment(), offset: start };
    if (c === '}') this.fail(start, 'a } without the { that opens its comment');
    while (
      this.at < text.length &&
      !separates(text.charCodeAt(this.at)) &&
      !PUNCTUATION.includes(text.charAt(this.at))
    ) {
      this.at++;
    }
    return { kind: 'word', text: text.slice(start, this.at), offset: start };
  }

  /** The text up to the next of `stops` and that stop (both read), or null at the end. */
  private upTo(stops: RegExp): { run: string; stop: string } | null {
    stops.lastIndex = this.at;
    const found = stops.exec(this.text);
    if (!found) return null;
    const run = this.text.slice(this.at, found.index);
    this.at = found.index + 1;
    return { run, stop: found[0] };
  }

  private quotedText(): string {
    const start = this.at++;
    let value = '';
    for (;;) {
      const next = this.upTo(QUOTE_STOPS);
      if (!next || next.stop === '\n' || next.stop === '\r') {
        this.fail(start, 'a quoted text is not closed on its line (a " is missing)');
      }
      value += next.run;
      if (next.stop === '"') return value;
      const escaped = unescape(this.text, this.at);
      value += escaped?.value ?? '\\';
      this.at += escaped?.length ?? 0;
    }
  }

  private comment(): string {
    const start = this.at++;
    let value = '';
    for (;;) {
      const next = this.upTo(COMMENT_STOPS);
      if (!next) this.fail(start, 'a comment is not closed (a } is missing)');
      value += next.run;
      if (next.stop === '}') return value;
      if (next.stop === '{') {
        this.fail(this.at - 1, 'a { inside a comment: write \\{ (comments do not nest)');
      }
      const after = this.text.charAt(this.at);
      const escapes = after === '{' || after === '}' || after === '\\';
      value += escapes ? after : next.stop;
      if (escapes) this.at++;
    }
  }
}

/** Where quoted text or a comment may end or hold an escape. */
const QUOTE_STOPS = /["\\\n\r]/g;
const COMMENT_STOPS = /[{}\\]/g;

/** A comment's text as written between braces: `{`, `}` and `\` escaped with a backslash. */
export const escapeComment = (text: string): string => text.replace(/[{}\\]/g, (c) => `\\${c}`);

/** A quoted text: `"` and `\` escaped with a backslash, control characters as `\n`, `\uXXXX`. */
export function quoted(text: string): string {
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/["\\\u0000-\u001f\u007f]/g, (c) => {
    const simple = Object.entries(STRING_ESCAPES).find(([, value]) => value === c)?.[0];
    return simple ? `\\${simple}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `"${escaped}"`;
}
