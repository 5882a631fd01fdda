/**
 * Where the element gets the words of Spanish and German (English, the default, is in the
 * element itself): loaded on first use, so a table carries only the language it speaks. Source
 * and unbundled (dist/esm) builds import the dictionary, and an application's bundler splits it
 * off; the one-file bundles replace this module with words-loader.bundle.ts (rollup.config.mjs).
 */
import type { Strings } from './i18n/strings.js';
import { lazyDictionary, type LoadedLang } from './lazy.js';

export const loadWords = (lang: LoadedLang): Promise<Strings> =>
  (lang === 'es' ? import('./i18n/es.js') : import('./i18n/de.js')).then((module) =>
    lazyDictionary(module, lang),
  );
