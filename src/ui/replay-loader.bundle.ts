/**
 * The one-file bundles' replay loader (rollup.config.mjs puts it in place of replay-loader.ts):
 * `replay.js` is loaded from beside the bundle that runs, as shipped in dist/. From a `file:`
 * page browsers refuse module scripts, so nothing is asked for there: replay mode says it is not
 * available and reports `replay-unavailable` once.
 */
import { importBeside, lazyExport, loadable } from './lazy.js';
import type { ReplayModule } from './replay-loader.js';

const REPLAY_BUNDLE = loadable(() => new URL('replay.js', import.meta.url));

export const loadReplay = (): Promise<ReplayModule> =>
  importBeside(REPLAY_BUNDLE, 'replay.js').then((module) => {
    lazyExport(module, 'Replayer', 'replay');
    return module as ReplayModule;
  });
