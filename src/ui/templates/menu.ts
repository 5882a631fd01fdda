/**
 * The menu (`data-action="menu"` in the top bar's tools, unless `controls="none"`) and its
 * panels: `menu` — new match, the settings, "How to play" — and `rules`, the RulesDoc of the
 * match on the table (headings, paragraphs, lists, the card table) rendered as it comes.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RulesBlock } from '../rules-text/doc.js';
import type { TableContext } from './context.js';
import { overlay, panelButton } from './overlay.js';

export function menuButton(c: TableContext): TemplateResult | typeof nothing {
  return c.menuShown ? panelButton(c, 'menu', c.t.menu.title, html`☰`) : nothing;
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
  const doc = menu.doc;
  const rules = doc
    ? doc.sections.map(
        (s) =>
          html`<h3>${s.heading}</h3>
            ${s.blocks.map(block)}`,
      )
    : html`<p>…</p>`;
  return html`${overlay(c, 'menu', t.menu.title, body)}
  ${overlay(c, 'rules', doc?.title ?? t.menu.rules, rules)}`;
}

/** What "Copy record" did; where the clipboard refused, the record to copy by hand. */
function copyNews({ t, menu }: TableContext): unknown {
  const copy = menu.copy;
  if (copy === null) return nothing;
  if (copy === 'copied') return t.menu.copied;
  if (copy === 'failed') return t.unavailable;
  return html`<label class="by-hand"
    >${t.menu.copyByHand}
    <textarea
      readonly
      rows="4"
      .value=${copy.text}
      @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}
    ></textarea>
  </label>`;
}

/** A language by its own name: español, English, Deutsch. */
const ownName = (lang: string) => new Intl.DisplayNames(lang, { type: 'language' }).of(lang);

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
