/**
 * The auction games' panel (panel.ts) and its bid stepper (bid-stepper.ts). Built as
 * `dist/auction.js` and loaded when a table first plays an auction game (auction-loader.ts), so
 * the element's own bundle carries neither: tute, brisca and the others never bid. It carries
 * no lit (the element hands it in, `Kit`) and brings the styles only it uses.
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { TableContext } from '../templates/context.js';
import { adoptStyles } from '../adopt-styles.js';
import { BidStepper } from './bid-stepper.js';
import { auctionPanel, type Kit } from './panel.js';

export type { Kit };

/**
 * The panel's own styles (the box over the middle and its buttons' colours are the element's:
 * they serve its fallback too): the bid row and the choices centred and wrapping, the censor's
 * two buttons sharing the row, the stepper's ends dimmed (whole while focused: at 45% the focus
 * ring would fall under 3:1).
 */
const CSS = `
.auction p{margin:.25rem 0}
.bids,.choice{display:flex;flex-wrap:wrap;gap:.35rem;align-items:center;justify-content:center}
.auction .censor button{flex:1;white-space:normal}
.auction [aria-disabled=true]:not(:focus-visible){opacity:.45}
.auction .step{width:var(--_btn);font-size:1.3rem}
`;

/** Draws the panel of a table, with lit's `html` and `nothing` from the element. */
export type DrawAuction = (k: Kit, c: TableContext) => TemplateResult;

/** The panel's drawing function for `host`, with a bid stepper of its own (styled once). */
export function auctionFor(
  host: ReactiveControllerHost & { readonly shadowRoot: ShadowRoot | null },
): DrawAuction {
  adoptStyles(host.shadowRoot, CSS);
  const stepper = new BidStepper(host);
  return (k, c) => auctionPanel({ k, c, stepper });
}
