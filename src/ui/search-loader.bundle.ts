/**
 * The one-file bundles' search loader (rollup.config.mjs puts it in place of search-loader.ts):
 * the AI bundle `ai.js` is loaded from beside the bundle that runs, as shipped in dist/. From a
 * `file:` page browsers refuse to load modules, so nothing is asked for there (no CORS error in
 * the console): the element plays by rules of thumb and reports `ai-unavailable` once.
 */
import type { Player } from '../ai/rules-of-thumb.js';
import { importBeside, lazyExport, loadable } from './lazy.js';

const AI_BUNDLE = loadable(() => new URL('ai.js', import.meta.url));

export const loadSearch = (): Promise<Player> =>
  importBeside(AI_BUNDLE, 'ai.js').then((module) =>
    lazyExport<Player>(module, 'chooseAction', 'AI'),
  );
