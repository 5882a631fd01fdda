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
import type { TuteEventDetails, TuteEventName } from '../ui/index.js';
import type { TuteEventAttributes, TuteTableProperties } from '../ui/properties.js';

export type * from '../ui/index.js';
export type { TuteEventAttributes, TuteEventProps, TuteTableProperties } from '../ui/properties.js';

/** An event's name, typed (as `@lit/react` asks) with the event its handler receives. */
const typed = <K extends TuteEventName>(name: K) =>
  name as EventName<CustomEvent<TuteEventDetails[K]>>;

/** The React props of the events; each handler gets the element's `CustomEvent`. */
const events = {
  onTuteMove: typed('tute-move'),
  onTuteTrick: typed('tute-trick'),
  onTuteDealEnd: typed('tute-deal-end'),
  onTuteMatchEnd: typed('tute-match-end'),
  onTuteError: typed('tute-error'),
  onTuteTurn: typed('tute-turn'),
  onTutePly: typed('tute-ply'),
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
  Partial<TuteTableProperties> &
  TuteEventAttributes;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React declares JSX
  namespace JSX {
    interface IntrinsicElements {
      'tute-table': TuteTableJsxProps;
    }
  }
}
