/**
 * The text notation of a record (docs/records.md), for "Copy record": formatted by the replay
 * module, loaded on first use (replay-loader.ts), so the element's bundle carries no formatter.
 * `recordText(table.record, names)` — the match so far, or the record a replay shows, comments
 * and names included; `names`, those on the table, name the seats of a record without its own.
 * Rejects when replay.js cannot be loaded.
 */
import type { TuteRecord } from '../engine/types.js';
import { loadReplay } from './replay-loader.js';

export const recordText = (record: TuteRecord, names?: string[]): Promise<string> =>
  loadReplay().then((m) => m.namedRecordText(record, names));
