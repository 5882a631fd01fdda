/**
 * Offsets in a text turned into the 1-based lines and columns a person counts (docs/records.md
 * §6): a line ends at `\n`, `\r\n` or `\r`; a column counts characters, not UTF-16 units.
 * Readers keep offsets and ask for a place only when they report a problem.
 */
import type { Place } from './errors.js';

export class Positions {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 && text.charCodeAt(i + 1) === 10) continue;
      if (c === 10 || c === 13) this.starts.push(i + 1);
    }
  }

  /** The place of `offset` in the text, with the JSON path of the value there if given. */
  placeOf(offset: number, path?: string): Place {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    const start = this.starts[low] ?? 0;
    const column = [...this.text.slice(start, offset)].length + 1;
    return { line: low + 1, column, known: true, path };
  }
}
