/**
 * The panels that look back (docs/api.md, `last-trick` and `log`): the previous trick of the
 * deal, and the deal's log (deal-log.ts; public information only); and "How to play", the
 * menu's `rules` panel (rules-panel.ts). Built as `dist/log.js` and loaded when one of them
 * first opens (log-loader.ts), so it carries no lit and none of the element's templates: the
 * element hands them in (`Kit`). It brings its own styles.
 */
import type { html as litHtml, nothing as litNothing, TemplateResult } from 'lit';
import type { PlayedCard, Seat } from '../../engine/index.js';
import type { LastMove, TableContext } from '../templates/context.js';
import { adoptStyles } from '../adopt-styles.js';
import { dealLog } from './deal-log.js';
import { rulesBody } from './rules-panel.js';
import { LOOK_BACK_WORDS } from './words.js';

/** What the panels are made with: lit's `html` and `nothing`, and the element's own templates. */
export interface Kit {
  html: typeof litHtml;
  nothing: typeof litNothing;
  overlay: (c: TableContext, name: string, title: string, body: unknown) => unknown;
  faceCard: (c: TableContext, card: string) => TemplateResult;
  describe: (c: TableContext, last: LastMove) => string;
}

/**
 * The panels' styles: a row per trick, a column per seat (four seats and the winner's column in
 * a phone's width: each column as wide as its content, so "Du" leaves "Matthias" the room, the
 * winner's header may wrap, a seat's header is at most 3.6rem and a long name is cut at its
 * end; never broken inside a word; narrower still, as at 320 px with text above the default
 * size, columns of equal width, the headers turned to read upwards so names stay whole, the
 * leader's tag spilling under its neighbours' cards, and who took the trick shown by the
 * outlined card alone, the points beside it: a name there, cut to "Ka…", said nothing, so it
 * is left to assistive technology), the cards small, the leader's tagged, the winner's
 * outlined. The rules' text keeps clear of the close button's column, which stays in the
 * corner as the text scrolls under it; its card table's names read from the start, the points
 * at the end. Under 15rem (a phone with large text) that button is 1.5rem, never under 44 px:
 * at 200% text its 2.75rem column took 75 of the panel's 290 px from every line; the card
 * table's words are smaller and closer, and a word longer than a line breaks: at 200% the
 * table's two columns took 265 of the 223 px beside the button, German words ran past a list's
 * lines, and the panel scrolled sideways.
 */
const CSS = `
.log :is(th,td){max-width:5rem;overflow:hidden;text-align:center;text-overflow:ellipsis}
.log th{white-space:nowrap}
.log .took>span{display:inline-block;max-width:100%;overflow:hidden;text-overflow:ellipsis;
white-space:nowrap;vertical-align:top}
@container (width<30rem){.log :is(th,td){padding-inline:.1rem;font-size:.8rem}
.log th{font-size:.7rem}.log th:last-child{white-space:normal}.log .n{width:1.2rem}
.log .took>.bonus{white-space:normal}
.log thead th{max-width:3.6rem}}
@container (20rem<=width<30rem){.log .took>:first-child{display:-webkit-inline-box;
-webkit-box-orient:vertical;-webkit-line-clamp:1;white-space:normal;overflow-wrap:anywhere}}
@container (width<20rem){.log{table-layout:fixed}
.log thead th{vertical-align:bottom;text-overflow:clip}.log thead th:last-child{width:2.4rem}
.log .mini{max-width:100%}
.log thead th:not(.n)>span{display:inline-block;max-inline-size:7rem;overflow:hidden;
text-overflow:ellipsis;writing-mode:vertical-rl;rotate:.5turn}
.log [data-winner] td:not(.took){overflow:visible;vertical-align:top}
.log .tag{margin-inline:-2rem;white-space:nowrap}
.log .took>:first-child{position:absolute;width:1px;height:1px;overflow:hidden;
clip-path:inset(50%)}}
.log .mini{width:min(calc(var(--_w)*.45),2.25rem)}
.log .said td{text-align:start;font-style:italic}
.log .wins .mini{outline:2px solid var(--_accent)}
.log .tag{display:block;font-size:.7rem}
.rules h3{font-size:1rem}
.rules>:not(.close,h2){margin-inline-end:calc(var(--_btn) - .4rem)}
.rules>table{width:calc(100% - var(--_btn) + .4rem)}
.rules :is(th,td):first-child{text-align:start}
@container (width<15rem){.rules{--_btn:max(1.5rem,44px)}.rules .close{font-size:1rem}
.rules :is(p,li){overflow-wrap:anywhere}.rules table{font-size:.8rem}
.rules :is(th,td){padding-inline:.15rem}}
`;

/** Draws panel `name` while it is open: `last-trick` or `log` whole, the body of `rules`. */
export type DrawLookBack = (k: Kit, c: TableContext, name: string) => unknown;

const DRAW: Record<string, (k: Kit, c: TableContext) => unknown> = {
  log: logPanel,
  'last-trick': lastTrickPanel,
  rules: rulesBody,
};

/** The panels' drawing function for the table whose shadow root is `root` (styled once). */
export function lookBack(root: ShadowRoot | null): DrawLookBack {
  adoptStyles(root, CSS);
  return (k, c, name) => DRAW[name]?.(k, c);
}

/**
 * "Lucía +21": who won a trick and its points (and the last-trick bonus), in a cell that wraps
 * between them when narrow, not inside the name.
 */
function taken(
  { html, nothing }: Kit,
  c: TableContext,
  winner: Seat,
  points: number,
  bonus = 0,
): TemplateResult {
  const { t, names } = c;
  const extra = bonus > 0 ? ` · +${t.num(bonus)} ${t.score.lastTrick}` : '';
  return html`<td class="took">
    <span>${names[winner] ?? ''}</span> <span>+${t.num(points)}</span>${
      extra ? html`<span class="bonus">${extra}</span>` : nothing
    }
  </td>`;
}

/** A trick as cards by seat: the leader marked, the winner's card outlined. */
function cardsBySeat(
  { html, nothing, faceCard }: Kit,
  c: TableContext,
  cards: readonly PlayedCard[],
  winner: Seat,
): TemplateResult[] {
  const { view, t } = c;
  return view.handSizes.map((_, seat) => {
    const i = cards.findIndex((p) => p.seat === seat);
    const card = cards[i]?.card;
    return html`<td class="${i === 0 ? 'led' : ''} ${seat === winner ? 'wins' : ''}">
      ${card ? faceCard(c, card) : nothing}
      ${i === 0 ? html`<span class="tag">${t.led}</span>` : nothing}
    </td>`;
  });
}

function head({ html, nothing }: Kit, c: TableContext, numbered: boolean): TemplateResult {
  return html`<thead>
    <tr>
      ${numbered ? html`<th scope="col" class="n">#</th>` : nothing}
      ${c.names.map((name) => html`<th scope="col"><span>${name}</span></th>`)}
      <th scope="col"><span>${LOOK_BACK_WORDS[c.t.lang].wonBy}</span></th>
    </tr>
  </thead>`;
}

/** The previous trick: its cards by seat, who led, who won it and its points. */
function lastTrickPanel(k: Kit, c: TableContext): unknown {
  const { html, nothing, overlay } = k;
  const last = c.view.lastTrick;
  if (!last) return nothing;
  return overlay(
    c,
    'last-trick',
    c.t.previousTrick,
    html`<table class="log" aria-labelledby="panel-last-trick-title">
      ${head(k, c, false)}
      <tbody>
        <tr data-winner=${last.winner}>
          ${cardsBySeat(k, c, last.cards, last.winner)} ${taken(k, c, last.winner, last.points)}
        </tr>
      </tbody>
    </table>`,
  );
}

/** The deal's log: each trick as a numbered row, each thing said as a sentence between them. */
function logPanel(k: Kit, c: TableContext): unknown {
  const { html, nothing, overlay, describe } = k;
  if (c.panel !== 'log') return nothing;
  const { view, t } = c;
  let n = 0;
  const rows = dealLog(view).map((e) => {
    if (e.kind === 'trick') {
      return html`<tr
        data-leader=${e.cards[0]?.seat ?? nothing}
        data-winner=${e.winner}
        data-points=${e.points}
      >
        <th scope="row">${t.num(++n)}</th>
        ${cardsBySeat(k, c, e.cards, e.winner)} ${taken(k, c, e.winner, e.points, e.bonus)}
      </tr>`;
    }
    const last = { seat: e.action.type === 'next-deal' ? 0 : e.action.seat, action: e.action };
    const text = describe(c, { ...last, trick: null, passed: 'bid', redeal: e.redeal });
    return html`<tr class="said" data-type=${e.action.type} data-seat=${last.seat}>
      <td colspan=${view.players + 2}>${text}</td>
    </tr>`;
  });
  return overlay(
    c,
    'log',
    t.log,
    html`<table part="log" class="log" aria-labelledby="panel-log-title">
      ${head(k, c, true)}
      <tbody>
        ${rows}
      </tbody>
    </table>`,
  );
}
