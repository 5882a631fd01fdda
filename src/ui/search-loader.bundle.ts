/**
 * The one-file bundles' search loader (rollup.config.mjs puts it in place of search-loader.ts):
 * the AI bundle `ai.js` is loaded from beside the bundle that runs, as shipped in dist/. The
 * address is taken when the bundle runs — for the IIFE, rollup reads import.meta.url from
 * document.currentScript, which is only set then. From a `file:` page browsers refuse to load
 * modules, so nothing is asked for there (no CORS error in the console): the element plays by
 * rules of thumb and reports `ai-unavailable` once.
 */
import type { Player } from '../ai/rules-of-thumb.js';
import { playerOf } from './search-module.js';

const AI_BUNDLE = ((): string | null => {
  try {
    const url = new URL('ai.js', import.meta.url);
    return url.protocol === 'file:' ? null : url.href;
  } catch {
    return null; // no usable address (e.g. a script run from about:blank): load nothing
  }
})();

export const loadSearch = (): Promise<Player> =>
  AI_BUNDLE === null
    ? Promise.reject(new Error('ai.js cannot be loaded from this address'))
    : // Bundlers that take this file in must leave the import to the browser.
      import(/* webpackIgnore: true */ /* @vite-ignore */ AI_BUNDLE).then(playerOf);
