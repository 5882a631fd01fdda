/**
 * The one-file bundles' replay loader (rollup.config.mjs puts it in place of replay-loader.ts):
 * `replay.js` is loaded from beside the bundle that runs, as shipped in dist/. From a `file:`
 * page browsers refuse module scripts, so nothing is asked for there: replay mode says it is not
 * available and reports `replay-unavailable` once.
 */
import { lazyExport, loadable } from './lazy.js';
import type { ReplayModule } from './replay-loader.js';

const REPLAY_BUNDLE = loadable(() => new URL('replay.js', import.meta.url));

export const loadReplay = (): Promise<ReplayModule> =>
  REPLAY_BUNDLE === null
    ? Promise.reject(new Error('replay.js cannot be loaded from this page'))
    : // Bundlers that take this file in must leave the import to the browser.
      import(/* webpackIgnore: true */ /* @vite-ignore */ REPLAY_BUNDLE.href).then(
        (module: ReplayModule) => {
          lazyExport(module, 'Replayer', 'replay');
          return module;
        },
      );
