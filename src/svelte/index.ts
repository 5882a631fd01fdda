/**
 * `tute-table/svelte`: types `<tute-table>` in Svelte 5 markup (`SvelteHTMLElements`): its
 * properties, which Svelte sets as properties, and the `tute-*` events as `ontute-move`…
 * handlers. Types only; the element itself comes from `tute-table` or `tute-table/unbundled`.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { TuteTable } from '../ui/index.js';
import type { TuteEventAttributes, TuteTableProperties } from '../ui/properties.js';

/** The attributes of `<tute-table>` in Svelte markup: properties and `ontute-…` handlers. */
export type TuteTableSvelteProps = HTMLAttributes<TuteTable> &
  Partial<TuteTableProperties> &
  TuteEventAttributes;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'tute-table': TuteTableSvelteProps;
  }
}
