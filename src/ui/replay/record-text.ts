/**
 * "Copy record" (the menu, src/ui/menu.ts): the record's text in the notation of
 * docs/records.md, its seats named as the table names them where the record names none, and
 * the news of what became of it — on the clipboard, or shown to be copied by hand.
 */
import type { TemplateResult } from 'lit';
import { formatRecord } from '../../engine/record/index.js';
import type { TuteRecord } from '../../engine/types.js';
import { adoptStyles } from '../adopt-styles.js';
import type { Lang } from '../i18n.js';
import type { Lit } from './session.js';
import { REPLAY_STRINGS } from './strings.js';

/** The record to copy by hand: its words above a box as wide as the menu, in a small monospace. */
const BY_HAND = `.menu .by-hand{display:block}
.menu textarea{width:100%;font:.75rem/1.3 ui-monospace,monospace}`;

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

/** What became of the text: `copied` to the clipboard, or the text, where that was refused. */
export type Copied = 'copied' | { text: string };

/**
 * The menu's news of it; where the clipboard refused, the record to select and copy by hand (its
 * styles added to the table's shadow `root`: the element's bundle does not carry them).
 */
export function copyNews(
  { html }: Lit,
  copied: Copied,
  lang: Lang,
  root: ShadowRoot | null,
): TemplateResult | string {
  const words = REPLAY_STRINGS[lang];
  if (copied === 'copied') return words.copied;
  adoptStyles(root, BY_HAND);
  return html`<label class="by-hand"
    >${words.copyByHand}
    <textarea
      readonly
      rows="4"
      .value=${copied.text}
      @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}
    ></textarea>
  </label>`;
}
