/**
 * The score in the top bar, the deal-end summary (with the contract in auction games) and the
 * status line.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { sideOf, variantSpec } from '../../engine/index.js';
import { cardName } from '../i18n.js';
import { isYou, sideName, type LastMove, type TableContext } from './context.js';
import { overlay } from './overlay.js';

/**
 * "Team A (You + Matt)" with its part in brackets apart, which a narrow score bar leaves to
 * assistive technology ("Team A", "Match" stay in sight).
 */
function brief(text: string): unknown {
  const cut = text.indexOf(' (');
  return cut < 0 ? text : html`${text.slice(0, cut)}<span class="more">${text.slice(cut)}</span>`;
}

/**
 * A table with a column per side and a row per entry of `rows`: a label, a value per side. Named
 * `label`, or by the summary's heading: a name of its own would stand for its figures where the
 * table describes the summary.
 */
function sidesTable(
  c: TableContext,
  rows: [string, string[]][],
  label?: string,
  part = '',
): TemplateResult {
  return html`<table
    part=${part || nothing}
    class=${part}
    aria-label=${label ?? nothing}
    aria-labelledby=${label ? nothing : 'panel-summary-title'}
  >
    <thead>
      <tr>
        <td></td>
        ${c.view.sides.map(
          (_, i) => html`<th scope="col"><span>${brief(sideName(c, i))}</span></th>`,
        )}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        ([label, values]) =>
          html`<tr>
            <th scope="row"><span>${brief(label)}</span></th>
            ${c.view.sides.map((_, i) => html`<td>${values[i] ?? '0'}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** The top bar's score, of fixed height: a column per side, rows for the match and the deal. */
export function score(c: TableContext): TemplateResult {
  const { view, t } = c;
  return sidesTable(
    c,
    [
      [t.score.match(view.match.target), view.match.scores.map(t.num)],
      [t.score.deal, view.deal.points.map(t.num)],
    ],
    t.score.title,
    'score',
  );
}

const signed = (c: TableContext, n: number): string => (n > 0 ? `+${c.t.num(n)}` : c.t.num(n));

/** The deal-end summary, a panel over the table (closed, the `summary` button brings it back). */
export function dealSummary(c: TableContext): TemplateResult | typeof nothing {
  const { view, t } = c;
  const result = view.result;
  if (!result) return nothing;
  // Only the rows that can count in this variant and these rules.
  const rows: [string, string[]][] = [[t.score.cardPoints, view.deal.cardPoints.map(t.num)]];
  if (variantSpec(view.variant).cantes) rows.push([t.score.cantes, view.deal.cantes.map(t.num)]);
  if (view.rules.lastTrickBonus > 0) rows.push([t.score.lastTrick, view.deal.bonus.map(t.num)]);
  rows.push([t.score.total, result.totals.map(t.num)]);
  if (c.awarded) rows.push([t.score.awarded, c.awarded.map((n) => signed(c, n))]);
  const over = view.phase === 'match-over' && view.match.winner !== null;
  return overlay(
    c,
    'summary',
    over ? t.matchOver : t.dealOver,
    // The news first: who won the match, the deal; then the contract and the points. The
    // panel that takes the focus is described by all of it, so the score is heard at once.
    html`<div id="panel-summary-news">
      ${
        over && view.match.winner !== null
          ? html`<p class="match-end">
              ${t.matchWinner(sideName(c, view.match.winner), isYou(c, view.match.winner))}
            </p>`
          : nothing
      }
      <p class="verdict">${verdict(c)}</p>
      ${contractLine(c)} ${sidesTable(c, rows)}
    </div>`,
    over ? 'match-over' : '',
    true,
  );
}

/**
 * The contract of an auction deal: who, how much (unless the verdict just said so), the contract
 * side's total.
 */
function contractLine(c: TableContext): TemplateResult | typeof nothing {
  const { view, t, names } = c;
  const { contract, result } = view;
  if (!contract || !result) return nothing;
  const side = sideOf(view.sides, contract.seat);
  return html`<p class="contract">
    ${
      result.reason.startsWith('bid-')
        ? nothing
        : html`<span>${t.score.contract(names[contract.seat] ?? '', t.num(contract.amount))}</span>
            ·`
    }
    <span>${t.score.contractTotal}: ${t.num(result.totals[side] ?? 0)}</span>
  </p>`;
}

export function verdict(c: TableContext): string {
  const { view, t, names } = c;
  const result = view.result;
  if (!result) return '';
  if ((result.reason === 'bid-made' || result.reason === 'bid-failed') && view.contract) {
    const contract = t.score.contract(names[view.contract.seat] ?? '', t.num(view.contract.amount));
    return `${contract} — ${t.reasons[result.reason]}.`;
  }
  const winner = result.winners[0];
  if (winner === undefined) return `${t.draw} (${t.reasons.draw})`;
  const tied = result.reason === 'points' && new Set(result.totals).size < result.totals.length;
  const why = tied ? t.reasons.tie : t.reasons[result.reason];
  return `${t.dealWinner(sideName(c, winner), isYou(c, winner))} (${why}).`;
}

/**
 * The status line: what just happened, then whose turn it is (or that seat 0 sits out), then the
 * card seat 0 drew; at the deal's end its verdict, then the last move.
 */
export function statusText(c: TableContext): string {
  const { view, t, names } = c;
  const parts: string[] = [];
  // At the deal's end the verdict first: on a phone the line shows three lines of it.
  if (view.result) parts.push(verdict(c));
  if (c.last) parts.push(describe(c, c.last));
  if (view.result) return parts.join(' ');
  // Replay (its own controls) asks nothing of seat 0: no prompt, no "Your turn.".
  const asked = view.turn === view.seat && !c.controls;
  // Seat 0 names trump, or as the censor judges the contract: what is to decide, alone (not
  // that seat 0 sits the deal out).
  const contract = view.contract;
  if (asked && contract) {
    const amount = t.num(contract.amount);
    if (view.phase === 'trump') return t.auction.chooseTrump(amount);
    const price = t.num(contract.amount + 10);
    if (view.phase === 'censor')
      return t.auction.censorPrompt(names[contract.seat] ?? '', amount, price);
  }
  if (view.out === view.seat) {
    const judging =
      variantSpec(view.variant).sitsOut === 'dealer' &&
      view.dealer === view.seat &&
      view.phase === 'auction';
    parts.push(judging ? t.youAreCensor : t.youSitOut);
  }
  if (asked) parts.push(t.yourTurn);
  else if (view.turn !== null && view.turn !== view.seat)
    parts.push(t.waiting(names[view.turn] ?? ''));
  // Last: the status line shows two lines (an ellipsis ends the second when there is more), and
  // the hand shows the card; the live region says all.
  if (c.last?.drew) parts.push(t.drew(cardName(t, c.last.drew)));
  return parts.join(' ');
}

/**
 * Who took the trump card shown under the stock with the last draw, and in tute that play is
 * strict now; only spoken: the line has no room for it at 288 px, and the card is seen to go.
 */
export function tookSentence(c: TableContext): string {
  const { t, names, view } = c;
  const took = c.last?.took;
  if (!took) return '';
  const strict = variantSpec(view.variant).play === 'stock-then-strict';
  const card = cardName(t, took.card);
  return ` ${t.tookIndicator(names[took.seat] ?? '', c.you(took.seat), card, strict)}`;
}

/** A move as a sentence: "Lucía sings 40 in coins." (and the trick it won). */
export function describe(c: TableContext, last: LastMove): string {
  const { t, names, view } = c;
  const { action: a, seat } = last;
  const name = names[seat] ?? '';
  const you = c.you(seat);
  let text: string;
  switch (a.type) {
    case 'play':
      text = t.played(name, you, cardName(t, a.card));
      break;
    case 'sing':
      text = t.sang(name, you, a.suit === view.trump ? 40 : 20, t.suits[a.suit]);
      break;
    case 'swap':
      text = t.swapped(name, you);
      break;
    case 'pass':
      text =
        last.passed === 'bid'
          ? t.passedBid(name, you)
          : last.passed === 'declaration'
            ? t.declaredNothing(name, you)
            : t.keptIndicator(name, you);
      break;
    case 'tute':
      text = t.declaredTute(name, you, a.rank);
      break;
    case 'capote':
      text = t.announcedCapote(name, you);
      break;
    case 'bid':
      text = t.bid(name, you, t.num(a.amount));
      break;
    case 'trump': {
      // With the amount: the auction's end is said only as a last pass, and a screen reader
      // would hear nothing else of what the contract holder must make.
      const contract = t.score.contract(name, t.num(view.contract?.amount ?? 0));
      text = `${t.namedTrump(name, you, t.suits[a.suit])} ${contract}.`;
      break;
    }
    case 'censor':
      text = a.take
        ? t.tookOver(name, you, t.num(view.contract?.amount ?? 0))
        : t.letStand(name, you);
      break;
    case 'next-deal':
      text = t.newDeal;
      break;
  }
  if (last.redeal) text += ` ${t.allPassed}`;
  if (last.trick) {
    const { winner, points } = last.trick;
    text += ` ${t.wonTrick(names[winner] ?? '', c.you(winner), points)}`;
  }
  return text;
}
