/**
 * The `<tute-table>` element. Importing this module defines the tag; loading it twice (two
 * script tags, or two versions) keeps the first definition instead of throwing. It leaves no
 * global behind but the tag (see globals.ts, imported first so it runs before lit).
 */
import { dropLitGlobals } from './globals.js';
import { TuteTable } from './tute-table.js';

export { TuteTable };
export type * from './events.js';
export type * from '../engine/types.js';
export type { Lang } from './i18n.js';
export type { Difficulty, Theme } from './config.js';

if (!customElements.get('tute-table')) customElements.define('tute-table', TuteTable);
// Reading observedAttributes finalizes the class even when the tag was already defined by
// another copy, so lit needs its metadata global no more and a later define() still works.
void TuteTable.observedAttributes;
dropLitGlobals();
