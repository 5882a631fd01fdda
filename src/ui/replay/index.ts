/**
 * The replay module (dist/replay.js), loaded by the element on first use (replay-loader.ts):
 * reading, writing and replaying records (the engine's record code, docs/records.md) and replay
 * mode (replayer.ts, session.ts). A table that never replays loads none of it.
 */
export { copyNews, namedRecordText, type Copied } from './record-text.js';
export { Replayer } from './replayer.js';
export type { ReplayHost, ReplayOptions } from './replayer.js';
