/**
 * The element's settable properties as one type, for the framework typings (React, Vue): each
 * attribute's property with its type, and the properties that have no attribute.
 */
import type { TuteTable } from './tute-table.js';

export type TuteTableProperties = Pick<
  TuteTable,
  'variant' | 'difficulty' | 'seed' | 'rules' | 'names' | 'theme' | 'persist' | 'aiDelay' | 'player'
> & {
  /** `es`, `en` or `de`; else the nearest ancestor's `lang`, else `en`. */
  lang: string;
};
