// What Svelte's language tools check `<tute-table …>` against once `tute-table/svelte` is
// imported: the same attributes type-checked here with tsc.
import 'tute-table/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';

type Props = SvelteHTMLElements['tute-table'];

// <tute-table variant="brisca" seed={7} aiDelay={0} ontute-move={…} ontute-error={…}>
// </tute-table> (not self-closed: Svelte warns of a custom element's `/>`)
export const table: Props = {
  variant: 'brisca',
  seed: 7,
  aiDelay: 0,
  'ontute-move': (event) => console.log(event.detail.seat, event.detail.action),
  'ontute-error': (event) => console.log(event.detail.code),
};

// <tute-table mode="replay" ply={4} open record={text}></tute-table>: a deal to step through.
export const replayed: Props = { mode: 'replay', ply: 4, open: true, record: '[Variant "tute"]' };

// @ts-expect-error: not a mode
export const wrongMode: Props = { mode: 'watch' };

// @ts-expect-error: not a theme
export const typo: Props = { theme: 'neon' };
