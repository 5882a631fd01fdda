/**
 * The menu (`data-action="menu"` in the top bar's tools, unless `controls="none"`) and its
 * panels: `menu` — new match, the settings, "How to play" — and `rules`, the RulesDoc of the
 * match on the table (headings, paragraphs, lists, the card table) rendered as it comes.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RulesBlock } from '../rules-text/doc.js';
import type { TableContext } from './context.js';
import { overlay, panelButton } from './overlay.js';

/** The languages by their own names. */
const LANG_NAMES: Record<string, string> = { es: 'Español', en: 'English', de: 'Deutsch' };

export function menuButton(c: TableContext): TemplateResult | typeof nothing {
  return c.controls ? panelButton(c, 'menu', '☰', c.t.menu.title) : nothing;
}

export function menuPanels(c: TableContext): TemplateResult {
  const { t, menu } = c;
  const words = t.menu.words;
  const body = html`${
      menu.confirming
        ? html`<p role="alert">
            ${t.menu.abandon}
            <button type="button" data-action="confirm" @click=${() => menu.answer(true)}>
              ${t.menu.yes}
            </button>
            <button type="button" data-action="cancel" @click=${() => menu.answer(false)}>
              ${t.menu.no}
            </button>
          </p>`
        : html`<button type="button" data-action="new-match" @click=${() => menu.newMatch()}>
            ${t.actions.newMatch}
          </button>`
    }
    ${menu.settings().map(
      ([name, values, value]) =>
        html`<label
          >${words[name] ?? name}
          <select
            data-setting=${name}
            @change=${(e: Event) => menu.set(name, (e.target as HTMLSelectElement).value)}
          >
            ${values.map(
              (v) =>
                html`<option value=${v} ?selected=${v === value}>
                  ${LANG_NAMES[v] ?? words[v] ?? v}
                </option>`,
            )}
          </select></label
        >`,
    )}
    <button type="button" data-action="rules" @click=${() => c.onPanel('rules')}>
      ${t.menu.rules}
    </button>`;
  const doc = menu.doc;
  const rules = doc
    ? doc.sections.map(
        (s) =>
          html`<h3>${s.heading}</h3>
            ${s.blocks.map(block)}`,
      )
    : html`<p>…</p>`;
  return html`${overlay(c, 'menu', t.menu.title, body)}
  ${overlay(c, 'rules', doc ? `${t.menu.rules}: ${doc.title}` : t.menu.rules, rules)}`;
}

function block(b: RulesBlock): TemplateResult {
  switch (b.kind) {
    case 'paragraph':
      return html`<p>${b.text}</p>`;
    case 'list':
      return html`<ul>
        ${b.items.map((line) => html`<li>${line.text}</li>`)}
      </ul>`;
    case 'table':
      return html`<table>
        <caption>
          ${b.caption}
        </caption>
        <tr>
          <th scope="col">${b.head[0]}</th>
          <th scope="col">${b.head[1]}</th>
        </tr>
        ${b.rows.map(
          ([card, points]) =>
            html`<tr>
              <td>${card}</td>
              <td>${points}</td>
            </tr>`,
        )}
      </table>`;
  }
}
