/**
 * The overlay layer (docs/architecture.md §4): panels laid over the middle of the table, from
 * below the top bar down to the status line, that never change the table's size (the deal-end
 * summary, the previous trick, the log, the menu and the rules), and the buttons that open them.
 * One panel is open at a time; the Panels controller (panels.ts) moves the focus in and back out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TableContext } from './context.js';

/**
 * The button that opens panel `name` (its `data-action` is the name), or closes it if open;
 * with an `icon` (hidden from assistive technology), the label is its title and so its
 * accessible name (with `aria-label` too the title was read again as its description).
 */
export function panelButton(
  c: TableContext,
  name: string,
  label: string,
  icon?: TemplateResult,
  disabled = false,
): TemplateResult {
  const open = c.panel === name;
  return html`<button
    type="button"
    data-action=${name}
    aria-expanded=${open}
    title=${icon ? label : nothing}
    ?disabled=${disabled}
    @click=${() => c.onPanel(open ? null : name)}
  >
    ${icon ?? label}
  </button>`;
}

/**
 * Panel `name` over the table while it is open: a labelled non-modal dialog
 * (`part="panel <name>"`, class `overlay <name>`) with a heading and a close button
 * (`data-action="close"`, first: it floats at the panel's top corner and stays there as a long
 * panel scrolls); Escape anywhere on the table closes it as well (templates.ts). `described`:
 * the body holds an element `panel-<name>-news` that describes the dialog (the summary's).
 */
export function overlay(
  c: TableContext,
  name: string,
  title: string,
  body: unknown,
  extra = '',
  described = false,
): TemplateResult | typeof nothing {
  if (c.panel !== name) return nothing;
  const close = () => c.onPanel(null);
  return html`<section
    id="panel-${name}"
    part="panel ${name}"
    class="overlay ${name} ${extra}"
    role="dialog"
    aria-labelledby="panel-${name}-title"
    aria-describedby=${described ? `panel-${name}-news` : nothing}
    tabindex="-1"
  >
    <button type="button" class="close" data-action="close" aria-label=${c.t.close} @click=${close}>
      ×
    </button>
    <h2 id="panel-${name}-title">${title}</h2>
    ${body}
  </section>`;
}
