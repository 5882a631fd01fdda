/**
 * Where the element gets the full "How to play" text (rules-text/): loaded on first use, so the
 * element's own bundle carries none of it. Source and unbundled (dist/esm) builds import the
 * module, and an application's bundler splits it off; the one-file bundles replace this module
 * with rules-loader.bundle.ts (rollup.config.mjs).
 */
import { lazyExport } from './lazy.js';
import type { HowToPlay } from './rules-text/doc.js';

export const loadRules = (): Promise<HowToPlay> =>
  import('./rules-text/index.js').then((module) =>
    lazyExport<HowToPlay>(module, 'howToPlay', 'rules'),
  );
