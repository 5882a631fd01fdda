/**
 * "How to play" for the element's menu: the full rules (rules-text/, loaded on first use through
 * rules-loader.ts, so none of it is in the element's bundle), or false when they cannot be
 * loaded (the panel then says so, with the match's players and target: look-back/rules-panel.ts).
 */
import { ElementError } from './errors.js';
import { codeOf } from './guards.js';
import type { Lang } from './i18n.js';
import type { Rules, Variant } from '../engine/index.js';
import { loadRules } from './rules-loader.js';
import type { HowToPlay, RulesDoc } from './rules-text/doc.js';

/** Writes "How to play" for a variant, its rules and a language (or false); never rejects. */
export type RulesText = (variant: Variant, rules: Rules, lang: Lang) => Promise<RulesDoc | false>;

/**
 * An element's "How to play": the full text is loaded once, on first use. If that fails, the
 * one failure is reported (code `rules-unavailable`) and every text is false from then on.
 * `load` is for tests, which hand in one that fails.
 */
export function rulesText(
  report: (error: unknown) => void,
  load: () => Promise<HowToPlay> = loadRules,
): RulesText {
  let writer: Promise<HowToPlay | false> | null = null;
  return async (variant, rules, lang) => {
    writer ??= load().catch((error: unknown) => {
      const why = codeOf(error).message;
      report(new ElementError('rules-unavailable', `the rules could not be loaded: ${why}`));
      return false;
    });
    const write = await writer;
    return write && write(variant, rules, lang);
  };
}
