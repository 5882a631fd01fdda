/**
 * Where the element gets the searching AI for `hard` and `expert`: loaded on first use, so the
 * element's own bundle carries only the search-free player. Source and unbundled (dist/esm)
 * builds import the AI module, and an application's bundler splits it off; the one-file bundles
 * replace this module with search-loader.bundle.ts (rollup.config.mjs).
 */
import type { Player } from '../ai/rules-of-thumb.js';
import { lazyExport } from './lazy.js';

export const loadSearch = (): Promise<Player> =>
  import('../ai/index.js').then((module) => lazyExport<Player>(module, 'chooseAction', 'AI'));
