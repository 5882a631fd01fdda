/**
 * The menu (`data-action="menu"` in the top bar's tools, unless `controls="none"`) and its
 * panels: `menu` — new match, the settings, "How to play", "Copy record" — and `rules`, the
 * RulesDoc of the match on the table, drawn by the panels' module (look-back/rules-panel.ts, in
 * log.js) with the rules text (rules.js), both loaded when it first opens; while the module
 * loads the panel is empty, and it says so if it cannot load.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TableContext } from './context.js';
import { overlay, panelButton } from './overlay.js';
import { KIT, notDrawn } from './tools.js';

export function menuButton(c: TableContext): TemplateResult | typeof nothing {
  return c.menuShown
    ? panelButton(c, 'menu', c.t.menu.title, html`<span aria-hidden="true">☰</span>`)
    : nothing;
}

export function menuPanels(c: TableContext): TemplateResult {
  const { t, menu } = c;
  const words = t.menu.words;
  // Asked first while a match is in play: the button then asks to be pressed again.
  const body = html`<button
      type="button"
      data-action=${menu.confirming ? 'confirm' : 'new-match'}
      @click=${() => menu.newMatch()}
    >
      ${menu.confirming ? t.menu.abandon : t.actions.newMatch}
    </button>
    ${menu.settings().map(
      ([name, values, value]) =>
        html`<label
          >${words[name]}
          <select
            data-setting=${name}
            @change=${(e: Event) => menu.set(name, (e.target as HTMLSelectElement).value)}
          >
            ${values.map(
              (v) =>
                html`<option value=${v} ?selected=${v === value}>
                  ${name === 'lang' ? ownName(v) : (words[v] ?? v)}
                </option>`,
            )}
          </select></label
        >`,
    )}
    <button type="button" data-action="rules" @click=${() => c.onPanel('rules')}>
      ${t.menu.rules}
    </button>
    <button type="button" data-action="copy-record" @click=${() => void menu.copyRecord()}>
      ${t.menu.copyRecord}
    </button>
    <p class="copied" role="status">${copyNews(c)}</p>`;
  return html`${overlay(c, 'menu', t.menu.title, body)}
  ${overlay(c, 'rules', menu.doc ? menu.doc.title : t.menu.rules, rulesBody(c))}`;
}

/** "How to play", drawn by the panels' module once loaded (and only while it is open). */
function rulesBody(c: TableContext): unknown {
  if (c.panel !== 'rules') return nothing;
  return c.lookBack ? c.lookBack(KIT, c, 'rules') : notDrawn(c);
}

/** What "Copy record" did, drawn by the replay module; "Not available" without it. */
function copyNews({ t, menu }: TableContext): unknown {
  const copy = menu.copy;
  return copy === 'failed' ? t.unavailable : copy ? copy({ html, nothing }) : nothing;
}

/** A language by its own name: español, English, Deutsch. */
const ownName = (lang: string) => new Intl.DisplayNames(lang, { type: 'language' }).of(lang);
