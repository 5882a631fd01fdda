/**
 * The element's settable properties and its event handlers as types, for the framework typings
 * (src/react, src/vue, src/svelte): each attribute's property with its type, the properties that
 * have no attribute, and the handlers of the `tute-*` events under the names each framework uses.
 */
import type { TuteRecord } from '../engine/types.js';
import type { TuteEventDetails, TuteEventName } from './events.js';
import type { TuteTable } from './tute-table.js';

export type TuteTableProperties = Pick<
  TuteTable,
  | 'variant'
  | 'difficulty'
  | 'seed'
  | 'rules'
  | 'names'
  | 'theme'
  | 'sort'
  | 'speed'
  | 'controls'
  | 'persist'
  | 'mode'
  | 'ply'
  | 'open'
  | 'aiDelay'
  | 'player'
> & {
  /** `es`, `en` or `de`; else the nearest ancestor's `lang`, else `en`. */
  lang: string;
  /** A record to replay or play on: a `TuteRecord` or its text (docs/records.md). */
  record: TuteRecord | string;
};

/** `tute-deal-end` → `TuteDealEnd`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;

/** The handler of one of the element's events. */
type Handler<K extends TuteEventName> = (event: CustomEvent<TuteEventDetails[K]>) => void;

/** `ontute-move`, `ontute-trick`…: the bare tag's handlers in React 19 and Svelte 5. */
export type TuteEventAttributes = { [K in TuteEventName as `on${K}`]?: Handler<K> };

/** `onTuteMove`, `onTuteTrick`…: the handlers as React wrapper props and Vue listeners. */
export type TuteEventProps = { [K in TuteEventName as `on${Pascal<K>}`]?: Handler<K> };
