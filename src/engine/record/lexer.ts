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

/** The tokens of `text`; RecordError `syntax` at an unclosed string or comment, a stray `}`. */
export function lex(text: string, positions: Positions): Token[] {
  const tokens: Token[] = [];
  const fail = (offset: number, message: string): never => {
    throw recordError('syntax', positions.placeOf(offset), message);
  };
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (separates(code)) {
      at++;
      continue;
    }
    const c = text.charAt(at);
    const start = at;
    if (c === '[' || c === ']' || c === ':') {
      tokens.push({ kind: c, text: c, offset: at++ });
    } else if (c === '"') {
      let value = '';
      for (at++; ; at++) {
        const d = text.charAt(at);
        if (at >= text.length || d === '\n' || d === '\r') {
          fail(start, 'a quoted text is not closed on its line (a " is missing)');
        }
        if (d === '"') break;
        const escaped = d === '\\' ? unescape(text, at + 1) : null;
        if (escaped === null) value += d;
        else {
          value += escaped.value;
          at += escaped.length;
        }
      }
      at++;
      tokens.push({ kind: 'string', text: value, offset: start });
    } else if (c === '{') {
      let value = '';
      for (at++; ; at++) {
        if (at >= text.length) fail(start, 'a comment is not closed (a } is missing)');
        const d = text.charAt(at);
        if (d === '}') break;
        if (d === '{') fail(at, 'a { inside a comment: write \\{ (comments do not nest)');
        if (d === '\\' && '{}\\'.includes(text.charAt(at + 1) || 'x')) at++;
        value += text.charAt(at);
      }
      at++;
      tokens.push({ kind: 'comment', text: value, offset: start });
    } else if (c === '}') {
      fail(at, 'a } without the { that opens its comment');
    } else {
      while (
        at < text.length &&
        !separates(text.charCodeAt(at)) &&
        !PUNCTUATION.includes(text.charAt(at))
      ) {
        at++;
      }
      tokens.push({ kind: 'word', text: text.slice(start, at), offset: start });
    }
  }
  return tokens;
}

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
