/**
 * Where the element gets the `persist` attribute's storage (persistence.ts): loaded when a key is
 * first set, so a plain table carries none of it. Source and unbundled (dist/esm) builds import
 * the module, and an application's bundler splits it off; the one-file bundles replace this
 * module with persist-loader.bundle.ts (rollup.config.mjs).
 */
import { lazyExport } from './lazy.js';
import type { Persistence } from './persistence.js';

/** The module's export: the storage controller's class. */
export type PersistenceClass = typeof Persistence;

export const loadPersistence = (): Promise<PersistenceClass> =>
  import('./persistence.js').then((module) =>
    lazyExport<PersistenceClass>(module, 'Persistence', 'persist'),
  );
