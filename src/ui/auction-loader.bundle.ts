/**
 * The one-file bundles' loader of the auction games' panel (rollup.config.mjs puts it in place
 * of auction-loader.ts): `auction.js` is loaded from beside the bundle that runs, as shipped in
 * dist/. A page opened from a file: address asks for nothing (browsers refuse module scripts
 * there): the table offers seat 0's calls as plain buttons, and `auction-unavailable` says so.
 */
import type { AuctionFor } from './auction-loader.js';
import { importBeside, lazyExport, loadable } from './lazy.js';

// `?no-inline`: lazy.ts `loadable`.
const AUCTION_BUNDLE = loadable(() => new URL('auction.js?no-inline', import.meta.url));

export const loadAuction = (): Promise<AuctionFor> =>
  importBeside(AUCTION_BUNDLE, 'auction.js').then((module) =>
    lazyExport<AuctionFor>(module, 'auctionFor', 'auction'),
  );
