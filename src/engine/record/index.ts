/**
 * Records: a match as data (`TuteRecord`) and as the text notation of docs/records.md;
 * `recordOf`, `replay`, `formatRecord`, `parseRecord` (docs/api.md, Records). Rules-level: no
 * DOM, runs in Node.
 */
export { recordOf } from './record-of.js';
export { replay } from './replay.js';
export { RecordError, RECORD_LIMITS, type RecordErrorCode } from './errors.js';
export { formatRecord } from './format.js';
export { parseRecord } from './parse.js';
