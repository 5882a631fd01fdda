/**
 * `formatRecord`: a record in the text notation of docs/records.md — tags, then each deal's
 * header, dealt cards and moves, the auction on its own line and each trick on a line of its
 * own, comments where they stand. The record is checked and replayed first (to know where
 * each trick begins), so a broken record throws a RecordError instead of writing bad text.
 */
import { playerCount } from '../seats.js';
import type { Action, GameState, Seat, TuteRecord } from '../types.js';
import type { Header } from './check.js';
import { nowhere } from './errors.js';
import { escapeComment, quoted } from './lexer.js';
import { plainCopy } from './plain.js';
import { readRecord, type Plan } from './read.js';
import { Walk } from './walk.js';
import { INFO_TAGS, isPlainName, rulesText } from './words.js';

/** Lines are broken before a word that would take them past this width. */
const WIDTH = 100;
/** How a line that goes on with a deal's cards or a trick's moves is indented. */
const INDENT = '   ';

/** Writes words into lines of at most WIDTH characters, continued lines indented. */
class Lines {
  readonly lines: string[] = [];
  private line = '';

  /** Starts a new line with `text`. */
  begin(text: string): void {
    this.end();
    this.line = text;
  }

  /** Whether `text` fits on the current line (and is one line itself). */
  fits(text: string): boolean {
    return !text.includes('\n') && this.line.length + 1 + text.length <= WIDTH;
  }

  /**
   * Adds `text` to the line after `separator`; on a new line (the line was too long, or it
   * follows a comment set apart) the text is indented.
   */
  add(text: string, separator = ' '): void {
    if (this.line === '') this.line = `${INDENT}${text}`;
    else if (this.line.length + separator.length + text.length > WIDTH) {
      this.end();
      this.line = `${INDENT}${text}`;
    } else this.line += separator + text;
  }

  /** `text` on a line of its own, indented: a comment too long to stand beside the moves. */
  apart(text: string): void {
    this.end();
    this.lines.push(`${INDENT}${text}`);
  }

  end(): void {
    if (this.line !== '') this.lines.push(this.line);
    this.line = '';
  }

  /** An empty line. */
  blank(): void {
    this.end();
    this.lines.push('');
  }
}

const numberText = (n: number): string => (Object.is(n, -0) ? '-0' : String(n));

function tagLines(plan: Plan<unknown>): string[] {
  const { header, info } = plan;
  const lines: string[] = [];
  for (const [tag, field] of INFO_TAGS) {
    const text = info?.[field];
    if (text !== undefined) lines.push(`[${tag} ${quoted(text)}]`);
  }
  const { spec, dealer } = header.setup;
  lines.push(`[Variant ${quoted(spec.id)}]`);
  if (header.changed) lines.push(`[Rules ${quoted(rulesText(spec.id, header.changed))}]`);
  if (header.names) lines.push(`[Names ${quoted(header.names.join(', '))}]`);
  const name = header.names?.[dealer];
  lines.push(`[Dealer ${name === undefined ? dealer : quoted(name)}]`);
  const { seed } = header;
  if (seed !== undefined) {
    lines.push(`[Seed ${typeof seed === 'number' ? numberText(seed) : quoted(seed)}]`);
  }
  return lines;
}

/** How a move names a seat: the player's name (in quotes unless plain), else the number. */
function seatText(header: Header, seat: Seat): string {
  const name = header.names?.[seat];
  if (name === undefined) return String(seat);
  return isPlainName(name) ? name : quoted(name);
}

/** A move as written after its seat (docs/records.md §2, "Moves"). */
function moveText(action: Action, before: GameState): string {
  switch (action.type) {
    case 'play':
      return action.card;
    case 'sing':
      return `sing ${action.suit === before.trump ? 40 : 20}${action.suit}`;
    case 'tute':
      return `tute ${action.rank === 12 ? 'kings' : 'knights'}`;
    case 'bid':
      return `bid ${action.amount}`;
    case 'trump':
      return `trump ${action.suit}`;
    case 'censor':
      return `censor ${action.take ? 'take' : 'stand'}`;
    case 'swap':
    case 'pass':
    case 'capote':
    case 'next-deal':
      return action.type;
  }
}

/** The record in the text notation; throws RecordError when the record is broken. */
export function formatRecord(record: TuteRecord): string {
  const plan = readRecord(plainCopy(record), nowhere);
  const { header } = plan;
  const walk = new Walk(header, plan.deals);
  const out = new Lines();
  for (const line of tagLines(plan)) out.begin(line);
  plan.deals.forEach((deal, index) => {
    const path = `deals[${index}]`;
    if (index > 0) walk.beginDeal(index, nowhere(path));
    out.blank();
    out.begin(`Deal ${index + 1}, dealer ${seatText(header, deal.dealer)}`);
    deal.deal.hands.forEach((hand, seat) => {
      if (!hand.length) return;
      out.begin(`${seatText(header, seat)}:`);
      for (const card of hand) out.add(card);
    });
    if (deal.deal.stock) {
      out.begin('Stock:');
      for (const card of deal.deal.stock) out.add(card);
    }
    if (deal.deal.indicator !== undefined) out.begin(`Indicator: ${deal.deal.indicator}`);
    const comment = (position: number): string | null => {
      const text = deal.comments?.[position];
      return text === undefined ? null : `{${escapeComment(text)}}`;
    };
    const opening = comment(0);
    if (opening !== null) out.begin(opening);
    let label: number | 'auction' | null = null;
    let separator = ' ';
    deal.moves.forEach((action, i) => {
      const before = walk.now;
      if (before.phase === 'play') {
        const count = playerCount(before);
        const trick = (before.played.length - before.trick.length) / count + 1;
        if (trick !== label) {
          out.begin(`${trick}.`);
          label = trick;
          separator = ' ';
        }
      } else if (label === null) {
        out.begin('Auction:');
        label = 'auction';
        separator = ' ';
      }
      const logged = walk.act(action, nowhere(`${path}.actions[${i}]`));
      out.add(
        `${seatText(header, 'seat' in logged ? logged.seat : 0)} ${moveText(logged, before)}`,
        separator,
      );
      separator = ', ';
      const after = comment(i + 1);
      if (after !== null) {
        if (out.fits(after)) out.add(after);
        else out.apart(after);
        separator = ' ';
      }
    });
  });
  out.end();
  return `${out.lines.join('\n')}\n`;
}
