/**
 * The one-file bundles' words loader (rollup.config.mjs puts it in place of words-loader.ts):
 * `words-es.js` and `words-de.js` are loaded from beside the bundle that runs, as shipped in
 * dist/. A page opened from a file: address asks for nothing (browsers refuse module scripts
 * there): the element speaks English and reports `words-unavailable` once.
 */
import type { Strings } from './i18n/strings.js';
import { importBeside, lazyDictionary, loadable, type LoadedLang } from './lazy.js';

// Each address is written out literally, so bundlers that take this file in see both files
// (`?no-inline`: lazy.ts `loadable`).
const ADDRESSES: Record<LoadedLang, URL | null> = {
  es: loadable(() => new URL('words-es.js?no-inline', import.meta.url)),
  de: loadable(() => new URL('words-de.js?no-inline', import.meta.url)),
};

export const loadWords = (lang: LoadedLang): Promise<Strings> =>
  importBeside(ADDRESSES[lang], `words-${lang}.js`).then((module) => lazyDictionary(module, lang));
