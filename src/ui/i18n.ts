/**
 * The element's words in Spanish, English and German (one typed dictionary each, in i18n/),
 * and how the element picks its language. English is built in; Spanish and German are loaded
 * on first use (words-loader.ts), and the element waits for them before it renders.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CardCode } from '../engine/index.js';
import { rankOf, suitOf } from '../engine/index.js';
import { ElementError } from './errors.js';
import { codeOf, isOneOf } from './guards.js';
import { en } from './i18n/en.js';
import type { Strings } from './i18n/strings.js';
import type { LoadedLang } from './lazy.js';
import { loadWords } from './words-loader.js';

export type { Strings };
export type Lang = 'es' | 'en' | 'de';
export const LANGS: readonly Lang[] = ['es', 'en', 'de'];

/** The dictionaries at hand: English, and each language loaded so far (for every element). */
const dictionaries: Partial<Record<Lang, Strings>> = { en };
/** Each language asked for: its dictionary, or why it could not be loaded. */
const loads = new Map<LoadedLang, Promise<Strings | ElementError>>();

/** The words of `lang` if they are here, else English. */
export const wordsOf = (lang: Lang): Strings => dictionaries[lang] ?? en;

/** The words of `lang`, loaded if need be (English if they cannot be). */
export async function wordsFor(lang: Lang): Promise<Strings> {
  if (lang !== 'en') await load(lang);
  return wordsOf(lang);
}

/** Loads the words of `lang` once; resolves to them or to the error (never rejects). */
function load(lang: LoadedLang): Promise<Strings | ElementError> {
  let loading = loads.get(lang);
  if (!loading) {
    loading = loadWords(lang).then(
      (words) => (dictionaries[lang] = words),
      (error: unknown) =>
        new ElementError(
          'words-unavailable',
          `no ${lang} words (the table speaks English): ${codeOf(error).message}`,
        ),
    );
    loads.set(lang, loading);
  }
  return loading;
}

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

  /** The languages whose failed load this element has reported. */
  private readonly _reported = new Set<Lang>();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly report: (error: ElementError) => void,
  ) {
    host.addController(this);
  }

  /** The language in use. */
  get lang(): Lang {
    return toLang(this.host.getAttribute('lang')) ?? inheritedLang(this.host);
  }

  /** The dictionary of the language in use. */
  get strings(): Strings {
    return wordsOf(this.lang);
  }

  /**
   * While the words of the language in use are being loaded, a promise that settles when they
   * are here or have failed (reported once: the element speaks English); null when there is
   * nothing to wait for. The element holds its update until then, so it never shows a moment of
   * English on a Spanish page.
   */
  pending(): Promise<void> | null {
    const lang = this.lang;
    if (lang === 'en' || dictionaries[lang] || this._reported.has(lang)) return null;
    return load(lang).then((result) => {
      if (result instanceof ElementError && !this._reported.has(lang)) {
        this._reported.add(lang);
        this.report(result);
      }
    });
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
