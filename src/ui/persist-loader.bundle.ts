/**
 * The one-file bundles' loader of the `persist` storage (rollup.config.mjs puts it in place of
 * persist-loader.ts): `persist.js` is loaded from beside the bundle that runs, as shipped in
 * dist/. A page opened from a file: address asks for nothing (browsers refuse module scripts
 * there): the match is not saved, and `storage-unavailable` says so.
 */
import { importBeside, lazyExport, loadable } from './lazy.js';
import type { PersistenceClass } from './persist-loader.js';

// `?no-inline`: lazy.ts `loadable`.
const PERSIST_BUNDLE = loadable(() => new URL('persist.js?no-inline', import.meta.url));

export const loadPersistence = (): Promise<PersistenceClass> =>
  importBeside(PERSIST_BUNDLE, 'persist.js').then((module) =>
    lazyExport<PersistenceClass>(module, 'Persistence', 'persist'),
  );
