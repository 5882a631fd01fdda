/**
 * The top bar's tools that look back: `last-trick` (disabled until a trick is taken) and `log`,
 * and their panels, drawn by the lazily loaded look-back module (log-loader.ts) with the
 * element's own templates; while it loads the panel is empty, and it says so if it cannot load.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TableContext } from './context.js';
import type { Kit } from '../look-back/index.js';
import { overlay, panelButton } from './overlay.js';
import { faceCard } from './small-cards.js';
import { describe } from './summary.js';

/** Icons (24 × 24, stroked in the text colour): a clock turned back; a list. */
const BACK = 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4';
const LIST = 'M9 6h11M9 12h11M9 18h11M4 6h0M4 12h0M4 18h0';

const icon = (d: string): TemplateResult =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d=${d} /></svg>`;

/** Panels that look back; the panels the panels' module draws (whole or in part), and with what. */
export const LOOK_BACK = ['last-trick', 'log'];
export const FROM_MODULE = [...LOOK_BACK, 'rules'];
export const KIT: Kit = { html, nothing, overlay, faceCard, describe };

/** What panel `name` shows until the module has drawn it: nothing yet, or that it cannot. */
export const notDrawn = (c: TableContext): unknown =>
  c.lookBack === false ? html`<p>${c.t.unavailable}</p>` : nothing;

export function tools(c: TableContext): TemplateResult {
  const { t, view } = c;
  return html`${panelButton(c, 'last-trick', t.previousTrick, icon(BACK), !view.lastTrick)}
  ${panelButton(c, 'log', t.log, icon(LIST))}`;
}

/** The open panel that looks back, if any. */
export function lookBackPanel(c: TableContext): unknown {
  const name = c.panel;
  if (!name || !LOOK_BACK.includes(name)) return nothing;
  if (c.lookBack) return c.lookBack(KIT, c, name);
  const title = name === 'log' ? c.t.log : c.t.previousTrick;
  return overlay(c, name, title, notDrawn(c));
}
