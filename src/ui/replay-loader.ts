/**
 * Where the element gets the replay module (replay/index.ts): the record parser and formatter,
 * the engine's replay and the replay mode's controls, loaded on first use, so a table that only
 * plays carries none of it. Source and unbundled (dist/esm) builds import the module, and an
 * application's bundler splits it off; the one-file bundles replace this module with
 * replay-loader.bundle.ts (rollup.config.mjs).
 */
import { lazyExport } from './lazy.js';

export type ReplayModule = typeof import('./replay/index.js');

export const loadReplay = (): Promise<ReplayModule> =>
  import('./replay/index.js').then((module) => {
    lazyExport(module, 'Replayer', 'replay');
    return module;
  });
