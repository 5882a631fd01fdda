/**
 * Where the element gets the auction games' panel (auction/): loaded when a table first plays
 * one, so the element's own bundle carries none of it. Source and unbundled (dist/esm) builds
 * import the module, and an application's bundler splits it off; the one-file bundles replace
 * this module with auction-loader.bundle.ts (rollup.config.mjs).
 */
import type { auctionFor } from './auction/index.js';
import { lazyExport } from './lazy.js';

/** The module's export: the drawing function for a table, given the table. */
export type AuctionFor = typeof auctionFor;

export const loadAuction = (): Promise<AuctionFor> =>
  import('./auction/index.js').then((module) =>
    lazyExport<AuctionFor>(module, 'auctionFor', 'auction'),
  );
