/**
 * The `<tute-table>` element. Importing this module defines the tag; loading it twice (two
 * script tags, or two versions) keeps the first definition instead of throwing.
 */
import { TuteTable } from './tute-table.js';

export { TuteTable };
export type * from './events.js';
export type * from '../engine/types.js';
export type { Lang } from './i18n.js';
export type { Difficulty, Theme } from './config.js';

if (!customElements.get('tute-table')) customElements.define('tute-table', TuteTable);
