/**
 * Whole cards as inline SVG (200 × 300 units): the face of any of the 40 codes and the back.
 * No ids, no `style` attributes, no external references: 40 cards share one shadow root under a
 * strict CSP. Colours come from `--tute-suit-*` and `--tute-card-{face,back,line}`.
 */
import { css, html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { FACE, star, type Suit } from './emblems.js';
import { figure } from './figures.js';
import { pips } from './pips.js';

const LINE = 'var(--tute-card-line, #222)';
const BACK = 'var(--tute-card-back, #1f3a7a)';
/** The inner frame line; its top and bottom edges carry the suit's breaks (pintas). */
const [FL, FT, FR, FB] = [10, 10, 190, 290];

/** Breaks in the frame line per suit: oros none, copas one, espadas two, bastos three. */
export const BREAKS: Record<Suit, number> = { o: 0, c: 1, e: 2, b: 3 };

/** The x-ranges of one horizontal frame edge with `breaks` gaps around its centre. */
function segments(breaks: number): Array<[number, number]> {
  const gap = 9;
  const pitch = 17;
  const out: Array<[number, number]> = [];
  let x = FL;
  for (let i = 0; i < breaks; i++) {
    const c = 100 + (i - (breaks - 1) / 2) * pitch;
    out.push([x, c - gap / 2]);
    x = c + gap / 2;
  }
  out.push([x, FR]);
  return out;
}

function frame(breaks: number): SVGTemplateResult {
  const edge = (y: number, name: string) =>
    segments(breaks).map(
      ([a, b]) => svg`<line data-frame=${name} x1=${a} y1=${y} x2=${b} y2=${y}/>`,
    );
  return svg`<g stroke="currentColor" stroke-width="2.4" stroke-linecap="square" fill="none">
    <path d="M${FL} ${FT}V${FB}M${FR} ${FT}V${FB}"/>${edge(FT, 'top')}${edge(FB, 'bottom')}</g>`;
}

/**
 * Stroke outlines of the digits an index needs (0–7), in a 20 × 34 box. Drawn, not typeset:
 * no font to fetch or to fall back from, and an index is part of the picture, so the card's
 * accessible name stays the spoken card name ("Rey de copas"), not the digits.
 */
const DIGITS: Record<string, string> = {
  0: 'M10 0C-3 0-3 34 10 34S23 0 10 0Z',
  1: 'M4 7L12 0V34',
  2: 'M1 8C2-2 19-2 19 9S1 26 1 34H20',
  3: 'M2 3C8-2 19 0 18 8S10 16 8 16C12 16 20 18 19 26S4 36 1 31',
  4: 'M15 34V0L0 24H21',
  5: 'M18 1H4L2 15C8 11 19 12 19 22S6 36 1 31',
  6: 'M17 2C8-2 1 8 1 20S5 34 10 34S19 29 19 23S14 13 10 13S2 17 1 20',
  7: 'M1 1H19L7 34',
};

/** The rank number, top left and (turned) bottom right, inside the frame. */
function index(rank: number): SVGTemplateResult {
  const digits = String(rank).split('');
  // Two digits are squeezed to the width of a wide one so the corner stays compact.
  const scale = digits.length > 1 ? 0.62 : 0.9;
  const width = 24 * scale;
  const left = 31 - (digits.length * width) / 2;
  const glyphs = digits.map(
    (d, i) =>
      svg`<path
        transform="translate(${left + i * width + 2 * scale} 20) scale(${scale} 0.9)"
        d=${DIGITS[d]}
      />`,
  );
  const corner = (turn: string) =>
    svg`<g
      data-index=${rank}
      transform=${turn}
      fill="none"
      stroke="currentColor"
      stroke-width="4.4"
      stroke-linecap="round"
      stroke-linejoin="round"
    >${glyphs}</g>`;
  return svg`${corner('')}${corner('rotate(180 100 150)')}`;
}

const CODE = /^(1[0-2]|[1-7])([oceb])$/i;
const isSuit = (letter: string): letter is Suit => Object.hasOwn(BREAKS, letter);

/** The complete face of the card `code` ('1o', '12c', '7b' …) as an `<svg>`. */
export function cardFace(code: string): TemplateResult {
  const [, digits, letter] = CODE.exec(code.trim()) ?? [];
  const suit = letter?.toLowerCase() ?? '';
  if (!digits || !isSuit(suit)) throw new RangeError(`Not a Spanish-deck card code: ${code}`);
  const rank = Number(digits);
  return html`<svg
    viewBox="0 0 200 300"
    aria-hidden="true"
    data-art="face"
    data-code=${rank + suit}
    data-suit=${suit}
    color=${LINE}
  >
    <rect
      x="1"
      y="1"
      width="198"
      height="298"
      rx="12"
      fill=${FACE}
      stroke="currentColor"
      stroke-width="2"
    />
    ${frame(BREAKS[suit])}
    <g stroke="currentColor" stroke-width="1.6" stroke-linejoin="round">
      ${rank < 10 ? pips(suit, rank) : figure(suit, rank)}
    </g>
    ${index(rank)}
  </svg>`;
}

/** A diagonal lattice clipped to the back's inner panel, as one path. */
const LATTICE = (() => {
  const [x0, y0, x1, y1, step] = [18, 18, 182, 282, 16];
  let d = '';
  for (let c = x0 - y1; c <= x1 - y0; c += step) {
    // x - y = c, clipped to the panel
    const ya = Math.max(y0, x0 - c);
    const yb = Math.min(y1, x1 - c);
    if (ya < yb) d += `M${ya + c} ${ya}L${yb + c} ${yb}`;
  }
  for (let c = x0 + y0; c <= x1 + y1; c += step) {
    // x + y = c
    const ya = Math.max(y0, c - x1);
    const yb = Math.min(y1, c - x0);
    if (ya < yb) d += `M${c - ya} ${ya}L${c - yb} ${yb}`;
  }
  return d;
})();
const BACK_STAR = star(8, 26, 11);

/** The back of every card: a lattice with a medallion, in `--tute-card-back`. */
export function cardBack(): TemplateResult {
  return html`<svg viewBox="0 0 200 300" aria-hidden="true" data-art="back" color=${LINE}>
    <rect
      x="1"
      y="1"
      width="198"
      height="298"
      rx="12"
      fill=${BACK}
      stroke="currentColor"
      stroke-width="2"
    />
    <g fill="none" stroke=${FACE}>
      <rect x="10" y="10" width="180" height="280" rx="6" stroke-width="2.4" />
      <path d=${LATTICE} stroke-width="1.4" opacity=".5" />
      <circle cx="100" cy="150" r="40" fill=${BACK} stroke-width="3" />
      <circle cx="100" cy="150" r="33" stroke-width="1.4" />
      <path d=${BACK_STAR} transform="translate(100 150)" fill=${FACE} stroke="none" />
      <circle cx="100" cy="150" r="6" fill=${BACK} stroke-width="2" />
    </g>
  </svg>`;
}

/**
 * For the element's adopted styles: in forced-colours mode the cards keep their own colours
 * (so suits stay readable) but face, back and lines switch to the user's system colours.
 */
export const cardArtStyles = css`
  svg[data-art] {
    display: block;
    width: 100%;
    height: auto;
  }
  @media (forced-colors: active) {
    svg[data-art] {
      forced-color-adjust: none;
      --tute-card-face: Canvas;
      --tute-card-back: CanvasText;
      --tute-card-line: CanvasText;
    }
  }
`;
