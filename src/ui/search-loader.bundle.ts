/**
 * The one-file bundles' search loader (rollup.config.mjs puts it in place of search-loader.ts):
 * the AI bundle `ai.js` is loaded from beside the bundle that runs, as shipped in dist/.
 */
import type { Player } from '../ai/rules-of-thumb.js';
import { besideBundle, lazyExport } from './lazy.js';

const AI_BUNDLE = besideBundle('ai.js');

export const loadSearch = (): Promise<Player> =>
  AI_BUNDLE === null
    ? Promise.reject(new Error('the address of ai.js is unknown'))
    : // Bundlers that take this file in must leave the import to the browser.
      import(/* webpackIgnore: true */ /* @vite-ignore */ AI_BUNDLE.href).then((module) =>
        lazyExport<Player>(module, 'chooseAction', 'AI'),
      );
