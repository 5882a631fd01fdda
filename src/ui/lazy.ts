/**
 * What the element's lazily loaded parts share (docs/architecture.md §6): the address of a file
 * shipped beside the one-file bundle, and the export a loaded module must have.
 */

/**
 * The address of `file` beside the running one-file bundle (dist/), or null when it cannot be
 * loaded: no usable address (e.g. a script run from about:blank), or a `file:` page, where
 * browsers refuse module scripts (asking would only print a CORS error). Only the bundles'
 * loaders ask, when the bundle runs: for the IIFE, rollup reads import.meta.url from
 * document.currentScript, which is set only then.
 */
export function besideBundle(file: string): URL | null {
  try {
    const url = new URL(file, import.meta.url);
    return url.protocol === 'file:' ? null : url;
  } catch {
    return null;
  }
}

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
