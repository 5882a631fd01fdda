/**
 * "How to play" for the element's menu: the full rules (rules-text/, loaded on first use through
 * rules-loader.ts, so none of it is in the element's bundle) or, when they cannot be loaded, a
 * short text made from what the element carries anyway: the game, its players, the match's
 * length.
 */
import { variantSpec, type Rules, type Variant } from '../engine/index.js';
import { ElementError } from './errors.js';
import { codeOf } from './guards.js';
import { wordsOf, type Lang } from './i18n.js';
import { loadRules } from './rules-loader.js';
import type { HowToPlay, RulesDoc } from './rules-text/doc.js';

/** The fallback: the rules could not be loaded; the game, its players and the match's target. */
export const rulesUnavailable: HowToPlay = (variant, rules, lang) => {
  const words = wordsOf(lang);
  return {
    variant,
    lang,
    title: variant.replace('-', ' ').replace(/^./, (c) => c.toUpperCase()),
    sections: [
      {
        topic: 'unavailable',
        heading: words.rulesUnavailable,
        blocks: [
          {
            kind: 'list',
            items: [
              { topic: 'players', text: `${words.seats}: ${variantSpec(variant).players}` },
              { topic: 'target', text: words.score.match(rules.target) },
            ],
          },
        ],
      },
    ],
  };
};

/** Writes "How to play" for a variant, its rules and a language; never rejects. */
export type RulesText = (variant: Variant, rules: Rules, lang: Lang) => Promise<RulesDoc>;

/**
 * An element's "How to play": the full text is loaded once, on first use. If that fails, the
 * one failure is reported (code `rules-unavailable`) and every text is the fallback from then
 * on. `load` is for tests, which hand in one that fails.
 */
export function rulesText(
  report: (error: unknown) => void,
  load: () => Promise<HowToPlay> = loadRules,
): RulesText {
  let writer: Promise<HowToPlay> | null = null;
  return async (variant, rules, lang) => {
    writer ??= load().catch((error: unknown) => {
      const why = codeOf(error).message;
      report(new ElementError('rules-unavailable', `the rules could not be loaded: ${why}`));
      return rulesUnavailable;
    });
    return (await writer)(variant, rules, lang);
  };
}
