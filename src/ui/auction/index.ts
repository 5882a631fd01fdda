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
 * ring would fall under 3:1). In a column under 15rem (a 320 px phone at 150% text or more) the
 * buttons are 2rem high, never under 44 px, the bid on a row of its own above its steps and
 * Pass; under 12rem (175% or more) the middle is 14rem high for the deal, not 10.5rem. At 200%
 * text the buttons took three rows of 88 px there and Pass lay below the panel's end, where a
 * phone shows no scroll bar. Under 12rem too, for the rest of the deal: the trump line above the
 * trick (beside it, the left seat's card lay over "Trumpf: Schwerter" and the right one's lead
 * tab ran past the table); the censor's caption over the bidder's hand without "You sit this
 * deal out" (its plate says so, and screen readers still hear it: three lines lay over the
 * plate); seat 0's plate cut at its end, not both ends ("eber", "setzt a").
 */
const CSS = `
.auction p{margin:.25rem 0}
.bids,.choice{display:flex;flex-wrap:wrap;gap:.35rem;align-items:center;justify-content:center}
.auction .censor button{flex:1;white-space:normal}
.auction [aria-disabled=true]:not(:focus-visible){opacity:.45}
.auction .step{width:var(--_btn);font-size:1.3rem}
@container (width<15rem){.auction button{min-height:max(2rem,44px)}
.auction .step{width:max(2rem,44px)}.bids [data-action^=bid-]:not(.step){order:-1;flex-basis:100%}}
@container (width<12rem){.table[data-auction] .center{min-height:14rem;flex-direction:column}
.hand .empty:has(.label){font-size:0}.hand .empty .label{font-size:.85rem}
.own .plate{justify-content:safe center}}
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
