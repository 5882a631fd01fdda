/**
 * The element's words in Spanish, English and German (one typed dictionary each, in i18n/),
 * and how the element picks its language.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CardCode } from '../engine/index.js';
import { rankOf, suitOf } from '../engine/index.js';
import { isOneOf } from './guards.js';
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
  const primary = (value ?? '').trim().toLowerCase().split('-')[0];
  return isOneOf(primary, LANGS) ? primary : null;
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

/**
 * The language of an element: its own `lang`, else the nearest ancestor's, else English. A
 * reactive controller: while the element is on the page it re-renders it when any `lang` in the
 * document changes (the element's own is an observed attribute).
 */
export class LangController implements ReactiveController {
  private _observer: MutationObserver | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** The language in use. */
  get lang(): Lang {
    return toLang(this.host.getAttribute('lang')) ?? inheritedLang(this.host);
  }

  /** The dictionary of the language in use. */
  get strings(): Strings {
    return DICTIONARIES[this.lang];
  }

  hostConnected(): void {
    // Back in a document: the language around the element may differ.
    this.host.requestUpdate();
    this._observer = new MutationObserver(() => this.host.requestUpdate());
    this._observer.observe(this.host.ownerDocument.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
  }

  hostDisconnected(): void {
    this._observer?.disconnect();
    this._observer = null;
  }
}

/** "Rey de copas", "King of cups", "König der Kelche". */
export function cardName(strings: Strings, code: CardCode): string {
  return strings.card(strings.ranks[rankOf(code)], suitOf(code));
}
