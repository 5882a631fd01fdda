/**
 * "Copy record"'s text (src/ui/record-text.ts asks for it): the record in the notation of
 * docs/records.md, its seats named as the table names them where the record names none.
 */
import { formatRecord } from '../../engine/record/index.js';
import type { TuteRecord } from '../../engine/types.js';

/**
 * The record's text, with `names` (the table's) when it has no names of its own and they are
 * names a record may carry: the text reads "You 6o", not "0 6o". Throws RecordError when the
 * record itself is broken.
 */
export function namedRecordText(record: TuteRecord, names?: string[]): string {
  if (names && !record.names) {
    try {
      return formatRecord({ ...record, names });
    } catch {
      // Names a record may not carry (two alike, one the notation refuses): none, then.
    }
  }
  return formatRecord(record);
}
