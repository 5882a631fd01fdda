/**
 * The one-file bundles' rules loader (rollup.config.mjs puts it in place of rules-loader.ts):
 * `rules.js` is loaded from beside the bundle that runs, as shipped in dist/. A page opened
 * from a file: address asks for nothing (browsers refuse module scripts there): the element
 * shows its short fallback at once.
 */
import { importBeside, lazyExport, loadable } from './lazy.js';
import type { HowToPlay } from './rules-text/doc.js';

const RULES_BUNDLE = loadable(() => new URL('rules.js', import.meta.url));

export const loadRules = (): Promise<HowToPlay> =>
  importBeside(RULES_BUNDLE, 'rules.js').then((module) =>
    lazyExport<HowToPlay>(module, 'howToPlay', 'rules'),
  );
