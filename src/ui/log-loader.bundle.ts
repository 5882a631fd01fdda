/**
 * The one-file bundles' loader of the panels that look back (rollup.config.mjs puts it in place
 * of log-loader.ts): `log.js` is loaded from beside the bundle that runs, as shipped in dist/.
 * A page opened from a file: address asks for nothing (browsers refuse module scripts there):
 * the panels say they are not available.
 */
import { importBeside, lazyExport, loadable } from './lazy.js';
import type { LookBackFor } from './log-loader.js';

const LOG_BUNDLE = loadable(() => new URL('log.js', import.meta.url));

export const loadLog = (): Promise<LookBackFor> =>
  importBeside(LOG_BUNDLE, 'log.js').then((module) =>
    lazyExport<LookBackFor>(module, 'lookBack', 'log'),
  );
