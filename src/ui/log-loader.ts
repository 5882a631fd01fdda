/**
 * Where the element gets the panels that look back (look-back/: the previous trick, the deal's
 * log): loaded when one first opens, so the element's own bundle carries none of them. Source
 * and unbundled (dist/esm) builds import the module, and an application's bundler splits it off;
 * the one-file bundles replace this module with log-loader.bundle.ts (rollup.config.mjs).
 */
import { lazyExport } from './lazy.js';
import type { DrawLookBack, lookBack } from './look-back/index.js';

/** The module's export: the drawing function for a table, given its shadow root. */
export type LookBackFor = typeof lookBack;
export type LookBack = DrawLookBack;

export const loadLog = (): Promise<LookBackFor> =>
  import('./look-back/index.js').then((module) =>
    lazyExport<LookBackFor>(module, 'lookBack', 'log'),
  );
