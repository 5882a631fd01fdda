/**
 * Attribute values turned into engine configuration: the `rules` syntax and the
 * closed sets of `difficulty`, `theme`, `sort` and `speed`. Pure functions, no DOM.
 */
import type { Rules } from '../engine/index.js';
import { ElementError } from './errors.js';

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const THEMES = ['classic', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Play against the AI, or step through a record (docs/api.md, replay mode). */
export const MODES = ['play', 'replay'] as const;
export type Mode = (typeof MODES)[number];

/** How seat 0's hand is shown: by suit, then strength (trumps last), or as dealt. */
export const SORTS = ['suit', 'none'] as const;
export type Sort = (typeof SORTS)[number];

/** The table's pace (pace.ts): the AI's pauses and how long speech bubbles stay. */
export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Whether the table shows its menu button, or none (a host drives the element). */
export const CONTROLS = ['menu', 'none'] as const;
export type Controls = (typeof CONTROLS)[number];

/** A `rules` attribute the parser cannot read (the engine judges names and values). */
export class RulesSyntaxError extends ElementError {
  constructor(message: string) {
    super('bad-rules', message);
    this.name = 'RulesSyntaxError';
  }
}

/**
 * `"target=3; capote=true"` → `{ target: 3, capote: true }`. true/false become booleans,
 * numeric text becomes a number (except for the options in `RULE_TEXT`), anything else stays
 * text. Throws RulesSyntaxError on text that is not `key=value` pairs.
 */
export function parseRules(text: unknown): Partial<Rules> {
  const rules: Record<string, unknown> = {};
  // The property can be set to anything from plain JavaScript: other than text, it is refused
  // as its type's name ('rules: "object" is not key=value …').
  const source = typeof text === 'string' ? text : text == null ? '' : typeof text;
  for (const part of source.split(';')) {
    const entry = part.trim();
    if (entry === '') continue;
    const eq = entry.indexOf('=');
    if (eq <= 0)
      throw new RulesSyntaxError(
        `rules: "${entry}" is not key=value (write e.g. "target=3; capote=true")`,
      );
    const key = entry.slice(0, eq).trim();
    const raw = entry.slice(eq + 1).trim();
    if (!/^[A-Za-z]+$/.test(key)) throw new RulesSyntaxError(`rules: "${key}" is not a rule name`);
    if (Object.hasOwn(rules, key)) throw new RulesSyntaxError(`rules: ${key} is given twice`);
    rules[key] = typedValue(key, raw);
  }
  return rules;
}

/** Options whose values are text even when they look like numbers (docs/rules.md §9: swapCard). */
const RULE_TEXT = new Set(['swapCard']);

function typedValue(key: string, raw: string): string | number | boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (!RULE_TEXT.has(key) && raw !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return raw;
}

/** The inverse of `parseRules`, for writing a restored match's rules back to the attribute. */
export function formatRules(rules: Partial<Rules> | undefined): string {
  return Object.entries(rules ?? {})
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('; ');
}

/**
 * A `seed` attribute: integers become numbers (docs/api.md: "integer or text"), other text
 * stays text.
 */
export function parseSeed(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  // Anything else (a number, or what plain JavaScript set) is the engine's to judge.
  return typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())
    ? Number(value.trim())
    : value;
}
