/**
 * Offsets in a text turned into the 1-based lines and columns a person counts (docs/records.md
 * §6): a line ends at `\n`, `\r\n` or `\r`; a column counts characters, not UTF-16 units.
 * Readers keep offsets and ask for a place only when they report a problem.
 */
import type { Place } from './errors.js';

export class Positions {
  /** Where each line begins; found on the first question. */
  private lines: number[] | null = null;

  constructor(private readonly text: string) {}

  private starts(): number[] {
    if (this.lines) return this.lines;
    const { text } = this;
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 && text.charCodeAt(i + 1) === 10) continue;
      if (c === 10 || c === 13) starts.push(i + 1);
    }
    this.lines = starts;
    return starts;
  }

  /** The place of `offset` in the text, with the JSON path of the value there if given. */
  placeOf(offset: number, path?: string): Place {
    const starts = this.starts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    const start = starts[low] ?? 0;
    const column = [...this.text.slice(start, offset)].length + 1;
    return { line: low + 1, column, known: true, path };
  }
}
