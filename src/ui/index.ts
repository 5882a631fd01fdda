/**
 * The `<tute-table>` element. Importing this module defines the tag; loading it twice (two
 * script tags, or two versions) keeps the first definition instead of throwing. The one-file
 * bundles are built from bundle.ts, which also removes the globals their own lit leaves behind;
 * this module (the unbundled build) shares lit with the app and leaves lit's globals to it.
 *
 * In Node (lit's `node` build, where `isServer` is true) the module loads without a DOM and
 * exports the same names, but the tag is not defined: a server renderer such as
 * `@lit-labs/ssr` then writes `<tute-table>` with its attributes and no shadow root, and the
 * browser renders the table (docs/api.md §1, "Server-side rendering").
 */
import { isServer } from 'lit';
import { TuteTable } from './tute-table.js';

export { TuteTable };
// The errors `act()`, `restore()` and the engine throw; `instanceof` recognises them whichever
// entry of the package made them (engine/errors.ts `brand`).
export { ConfigError, IllegalActionError } from '../engine/index.js';
export { SnapshotError } from './snapshot.js';
export type { ConfigErrorCode, IllegalActionCode } from '../engine/index.js';
export type { ElementErrorCode, TuteErrorCode } from './errors.js';
export type * from './events.js';
export type * from '../engine/types.js';
export type { Lang } from './i18n.js';
export type { Difficulty, Theme } from './config.js';

if (!isServer && !customElements.get('tute-table')) customElements.define('tute-table', TuteTable);
// Reading observedAttributes finalizes the class even when the tag was already defined by
// another copy (or not at all, on a server), so lit needs its metadata global no more (bundle.ts),
// a later define() still works, and the properties are known (React wrappers look for them).
void TuteTable.observedAttributes;
