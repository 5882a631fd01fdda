/**
 * `tute-table/vue`: types `<tute-table>` in Vue templates (`GlobalComponents`, checked by
 * vue-tsc): its properties as props and the `tute-*` events as `@tute-move`… listeners. Types
 * only; the element itself comes from `tute-table` or `tute-table/unbundled`, and Vue must be
 * told it is a custom element (`compilerOptions.isCustomElement`, docs/frameworks.md).
 */
import type { DefineComponent } from 'vue';
import type { TuteEventProps, TuteTableProperties } from '../ui/properties.js';

/** The props of `<tute-table>` in a Vue template: properties and `on…` event listeners. */
export type TuteTableVueProps = Partial<TuteTableProperties> & TuteEventProps;

declare module 'vue' {
  interface GlobalComponents {
    'tute-table': DefineComponent<TuteTableVueProps>;
  }
}
