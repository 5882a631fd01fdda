/**
 * The element's words in Spanish, English and German (one typed dictionary each, in i18n/),
 * and how the element picks its language.
 */
import type { CardCode } from '../engine/index.js';
import { rankOf, suitOf } from '../engine/index.js';
import { de } from './i18n/de.js';
import { en } from './i18n/en.js';
import { es } from './i18n/es.js';
import type { Strings } from './i18n/strings.js';

export type { Strings };
export type Lang = 'es' | 'en' | 'de';
export const LANGS: readonly Lang[] = ['es', 'en', 'de'];

export const DICTIONARIES: Readonly<Record<Lang, Strings>> = { es, en, de };

/** The language a `lang` value names ('es-ES' → 'es'), or null if we have no dictionary for it. */
export function toLang(value: string | null | undefined): Lang | null {
  const primary = (value ?? '').trim().toLowerCase().split('-')[0] ?? '';
  return (LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
}

/**
 * The language of the nearest ancestor with a `lang` attribute (crossing shadow roots), else
 * 'en'. A language we have no dictionary for also gives 'en': a French page gets English.
 */
export function inheritedLang(el: Element): Lang {
  let node: Element | null = parentOf(el);
  while (node) {
    const found = node.closest('[lang]');
    if (found) return toLang(found.getAttribute('lang')) ?? 'en';
    node = hostOf(node);
  }
  return 'en';
}

function parentOf(el: Element): Element | null {
  return el.parentElement ?? hostOf(el);
}

function hostOf(el: Element): Element | null {
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** "Rey de copas", "King of cups", "König der Kelche". */
export function cardName(strings: Strings, code: CardCode): string {
  return strings.card(strings.ranks[rankOf(code)], suitOf(code));
}
