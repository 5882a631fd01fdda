/**
 * "How to play" (the menu's `rules` panel): the RulesDoc of the match on the table — headings,
 * paragraphs, lists, the card table — rendered as it comes, with the lit the element hands in
 * (or a short text when rules.js cannot be loaded).
 * In the panels' module (log.js) with the rules text it draws (rules.js): loaded on first use.
 */
import type { TemplateResult } from 'lit';
import type { RulesBlock } from '../rules-text/doc.js';
import type { TableContext } from '../templates/context.js';
import type { Kit } from './index.js';
import { LOOK_BACK_WORDS } from './words.js';

/**
 * The sections of the match's rules, "…" while they are written, or, when they cannot be
 * loaded, that they cannot, with the match's players and target.
 */
export function rulesBody({ html }: Kit, c: TableContext): unknown {
  const { menu, t, view } = c;
  const doc = menu.doc;
  if (doc === null) return html`<p>…</p>`;
  if (!doc)
    return html`<h3>${LOOK_BACK_WORDS[t.lang].rulesUnavailable}</h3>
      <ul>
        <li data-topic="players">${t.seats}: ${t.num(view.players)}</li>
        <li data-topic="target">${t.score.match(view.rules.target)}</li>
      </ul>`;
  const block = (b: RulesBlock): TemplateResult => {
    if (b.kind === 'paragraph') return html`<p>${b.text}</p>`;
    if (b.kind === 'list')
      return html`<ul>
        ${b.items.map((line) => html`<li>${line.text}</li>`)}
      </ul>`;
    // The card table: its head row, then a row per card.
    return html`<table>
      <caption>
        ${b.caption}
      </caption>
      ${[b.head, ...b.rows].map(
        (row, i) =>
          html`<tr>
            ${row.map((cell) => (i ? html`<td>${cell}</td>` : html`<th scope="col">${cell}</th>`))}
          </tr>`,
      )}
    </table>`;
  };
  return doc.sections.map(
    (s) =>
      html`<h3>${s.heading}</h3>
        ${s.blocks.map(block)}`,
  );
}
