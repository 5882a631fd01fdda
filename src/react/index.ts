/**
 * `tute-table/react`: the element as a React component, made with `@lit/react`, so properties
 * are set as properties and the `tute-*` events arrive as `onTuteMove`, `onTuteTrick`… props
 * (docs/api.md §1, docs/frameworks.md). Importing it defines `<tute-table>` from the unbundled
 * build, which shares the app's copy of lit.
 *
 * It also types the bare tag for JSX (`<tute-table ontute-move={…}>`, React 19).
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { TuteTable as TuteTableElement } from '../ui/index.js';
import type {
  TuteDealEndDetail,
  TuteErrorDetail,
  TuteMatchEndDetail,
  TuteMoveDetail,
  TutePlyDetail,
  TuteTrickDetail,
  TuteTurnDetail,
} from '../ui/index.js';
import type { TuteTableProperties } from '../ui/properties.js';

export type * from '../ui/index.js';
export type { TuteTableProperties };

/** The React props of the events; each handler gets the element's `CustomEvent`. */
const events = {
  onTuteMove: 'tute-move' as EventName<CustomEvent<TuteMoveDetail>>,
  onTuteTrick: 'tute-trick' as EventName<CustomEvent<TuteTrickDetail>>,
  onTuteDealEnd: 'tute-deal-end' as EventName<CustomEvent<TuteDealEndDetail>>,
  onTuteMatchEnd: 'tute-match-end' as EventName<CustomEvent<TuteMatchEndDetail>>,
  onTuteError: 'tute-error' as EventName<CustomEvent<TuteErrorDetail>>,
  onTuteTurn: 'tute-turn' as EventName<CustomEvent<TuteTurnDetail>>,
  onTutePly: 'tute-ply' as EventName<CustomEvent<TutePlyDetail>>,
};

/**
 * `<TuteTable variant="brisca" difficulty="hard" onTuteMove={(e) => …} ref={…} />`: every
 * property of the element as a prop (`aiDelay`, `player` and `seed` as values, not text), the
 * events as `on…` props, and a ref to the `<tute-table>` element for `act()`, `newMatch()`,
 * `snapshot()` and `restore()`.
 */
export const TuteTable = createComponent({
  react: React,
  tagName: 'tute-table',
  elementClass: TuteTableElement,
  events,
  displayName: 'TuteTable',
});

/** The bare tag's props in JSX: attributes and properties, and `ontute-…` event handlers. */
export type TuteTableJsxProps = React.DetailedHTMLProps<
  React.HTMLAttributes<TuteTableElement>,
  TuteTableElement
> &
  Partial<TuteTableProperties> & {
    'ontute-move'?: (event: CustomEvent<TuteMoveDetail>) => void;
    'ontute-trick'?: (event: CustomEvent<TuteTrickDetail>) => void;
    'ontute-deal-end'?: (event: CustomEvent<TuteDealEndDetail>) => void;
    'ontute-match-end'?: (event: CustomEvent<TuteMatchEndDetail>) => void;
    'ontute-error'?: (event: CustomEvent<TuteErrorDetail>) => void;
    'ontute-turn'?: (event: CustomEvent<TuteTurnDetail>) => void;
    'ontute-ply'?: (event: CustomEvent<TutePlyDetail>) => void;
  };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React declares JSX
  namespace JSX {
    interface IntrinsicElements {
      'tute-table': TuteTableJsxProps;
    }
  }
}
