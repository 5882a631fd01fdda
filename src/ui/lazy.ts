/**
 * What the element's lazily loaded parts share (docs/architecture.md §6): the address of a file
 * shipped beside the one-file bundle, and the export a loaded module must have.
 */
import type { Strings } from './i18n/strings.js';

/**
 * The address a lazy part is loaded from, or null when it cannot be loaded: no usable address
 * (e.g. a script run from about:blank), or a `file:` page, where browsers refuse module
 * scripts (asking would only print a CORS error). Each loader writes its own
 * `new URL('x.js', import.meta.url)` literally, so bundlers (Vite, webpack) see it and emit the
 * file beside the app; for the IIFE, rollup reads import.meta.url from document.currentScript,
 * which is set only while the bundle runs. The parts under 4 kB (persist.js) or near it
 * (words-*.js) add `?no-inline`: Vite inlines a smaller file as a `data:` URL, which a strict
 * CSP refuses to import; Vite reads the query as "emit the file", webpack keeps it in the
 * address, and a plain server ignores it.
 */
export function loadable(address: () => URL): URL | null {
  try {
    const url = address();
    return url.protocol === 'file:' ? null : url;
  } catch {
    return null;
  }
}

/**
 * The one-file bundles' import of a part from the file beside them (`url` from `loadable`;
 * null: this page cannot load it, and the promise says so, naming `file`). The loaders of the
 * source and unbundled builds import their modules by name instead.
 */
export const importBeside = (url: URL | null, file: string): Promise<unknown> =>
  url === null
    ? Promise.reject(new Error(`${file} is not loaded from this page`))
    : // Bundlers that take a one-file bundle in must leave the import to the browser.
      import(/* webpackIgnore: true */ /* @vite-ignore */ url.href);

/**
 * The function a loaded module exports as `name`, or a clear error naming `what` the module
 * should have been. A dynamically imported module has no static type: `F` is the type of that
 * export in our own module (ai/index.ts, rules-text/index.ts), built into ai.js or rules.js.
 */
export function lazyExport<F>(module: unknown, name: string, what: string): F {
  const value: unknown =
    typeof module === 'object' && module !== null ? Reflect.get(module, name) : undefined;
  if (typeof value !== 'function') throw new TypeError(`the ${what} module has no ${name}`);
  return value as F;
}

/** The languages whose words are loaded on first use (English is in the element). */
export type LoadedLang = 'es' | 'de';

/**
 * The dictionary a loaded words module exports under its language's name (i18n/es.ts `es`),
 * or a clear error. Checked only as far as a wrong file would show: an object with `card`.
 */
export function lazyDictionary(module: unknown, lang: LoadedLang): Strings {
  const value: unknown =
    typeof module === 'object' && module !== null ? Reflect.get(module, lang) : undefined;
  const card: unknown =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'card') : undefined;
  if (typeof card !== 'function') throw new TypeError(`the words module has no ${lang} dictionary`);
  return value as Strings;
}
