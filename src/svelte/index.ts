/**
 * `tute-table/svelte`: types `<tute-table>` in Svelte 5 markup (`SvelteHTMLElements`): its
 * properties, which Svelte sets as properties, and the `tute-*` events as `ontute-move`…
 * handlers. Types only; the element itself comes from `tute-table` or `tute-table/unbundled`.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type {
  TuteDealEndDetail,
  TuteErrorDetail,
  TuteMatchEndDetail,
  TuteMoveDetail,
  TutePlyDetail,
  TuteTable,
  TuteTrickDetail,
  TuteTurnDetail,
} from '../ui/index.js';
import type { TuteTableProperties } from '../ui/properties.js';

/** The attributes of `<tute-table>` in Svelte markup: properties and `ontute-…` handlers. */
export type TuteTableSvelteProps = HTMLAttributes<TuteTable> &
  Partial<TuteTableProperties> & {
    'ontute-move'?: (event: CustomEvent<TuteMoveDetail>) => void;
    'ontute-trick'?: (event: CustomEvent<TuteTrickDetail>) => void;
    'ontute-deal-end'?: (event: CustomEvent<TuteDealEndDetail>) => void;
    'ontute-match-end'?: (event: CustomEvent<TuteMatchEndDetail>) => void;
    'ontute-error'?: (event: CustomEvent<TuteErrorDetail>) => void;
    'ontute-turn'?: (event: CustomEvent<TuteTurnDetail>) => void;
    'ontute-ply'?: (event: CustomEvent<TutePlyDetail>) => void;
  };

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'tute-table': TuteTableSvelteProps;
  }
}
