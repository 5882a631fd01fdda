/**
 * The four suit emblems of the Spanish deck, drawn from code. Coins and cups are unit shapes
 * (about 40 units across, centred on the origin) placed with a transform; swords and clubs are
 * long, so they are built between two points in the card's own coordinates, which lets the pip
 * layouts bend and cross them as a real baraja does.
 */
import { svg, type SVGTemplateResult } from 'lit';

/** A suit letter as in the card codes (docs/rules.md §0). */
export type Suit = 'o' | 'c' | 'e' | 'b';

/** Suit colours: public custom properties over traditional defaults. */
export const SUIT: Record<Suit, string> = {
  o: 'var(--tute-suit-oros, #d4a017)',
  c: 'var(--tute-suit-copas, #c62828)',
  e: 'var(--tute-suit-espadas, #1f5fa8)',
  b: 'var(--tute-suit-bastos, #3d7a2a)',
};
export const FACE = 'var(--tute-card-face, #fffdf5)';
/** Outlines follow the svg's `color`, which the card sets from `--tute-card-line`. */
export const INK = 'currentColor';

/** One decimal is plenty at 200 units across and keeps the markup short. */
export const n1 = (v: number): number => Math.round(v * 10) / 10;
const pt = (x: number, y: number): string => `${n1(x)} ${n1(y)}`;
const deg = (dx: number, dy: number): number => n1((Math.atan2(dx, -dy) * 180) / Math.PI);

/** A closed star path around the origin: `points` tips at radius `r`, notches at `ri`. */
export function star(points: number, r: number, ri: number): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const a = (i * Math.PI) / points;
    const k = i % 2 ? ri : r;
    d += (i ? 'L' : 'M') + pt(k * Math.sin(a), -k * Math.cos(a));
  }
  return d + 'Z';
}

const ROSE = star(8, 9, 4);

// Whitespace between the elements of an svg`` literal renders nothing (the build drops it).
const COIN = svg`<circle r="20" fill=${SUIT.o}/><circle r="14.5" fill="none"/>
  <path d=${ROSE} fill=${FACE}/><circle r="2.6" fill=${INK}/>`;

const CUP = svg`<path d="M-15-19C-15-3-8 2 0 3 8 2 15-3 15-19Z" fill=${SUIT.c}/>
  <ellipse cy="-19" rx="15" ry="3.5" fill=${SUIT.c}/><path d="M-13.6-11Q0-7 13.6-11" fill="none"/>
  <path d="M-2.5 3V13L-11 19.5Q-12 22-9 22H9Q12 22 11 19.5L2.5 13V3Z" fill=${SUIT.c}/>
  <ellipse cy="8" rx="5.5" ry="2.6" fill=${SUIT.c}/>`;

/**
 * A coin or a cup centred at (x, y), `s` times its 40-unit size, turned `rot` degrees. The line
 * weight is divided by the scale so every emblem on a card has the same outline.
 */
export function emblem(suit: 'o' | 'c', x: number, y: number, s = 1, rot = 0): SVGTemplateResult {
  return svg`<g
    data-emblem=${suit}
    transform="translate(${n1(x)} ${n1(y)}) rotate(${rot}) scale(${s})"
    stroke-width=${n1(16 / s) / 10}
  >${suit === 'o' ? COIN : CUP}</g>`;
}

/**
 * A sword whose blade leaves the guard at (bx, by) and ends at (tx, ty), bowed `bend` units to
 * its left (negative: to the right); `w` is the blade's half-width, `k` the hilt's scale.
 */
export function sword(
  bx: number,
  by: number,
  tx: number,
  ty: number,
  bend = 0,
  w = 5,
  k = 1,
): SVGTemplateResult {
  const dx = tx - bx;
  const dy = ty - by;
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const cx = (bx + tx) / 2 + nx * bend;
  const cy = (by + ty) / 2 + ny * bend;
  const blade =
    `M${pt(bx + nx * w, by + ny * w)}Q${pt(cx + nx * w * 0.7, cy + ny * w * 0.7)} ${pt(tx, ty)}` +
    `Q${pt(cx - nx * w * 0.7, cy - ny * w * 0.7)} ${pt(bx - nx * w, by - ny * w)}Z`;
  // The fuller runs three quarters of the way: de Casteljau split of the blade's mid-curve.
  const t = 0.75;
  const q1 = pt(bx + (cx - bx) * t, by + (cy - by) * t);
  const end = pt(
    (1 - t) ** 2 * bx + 2 * t * (1 - t) * cx + t * t * tx,
    (1 - t) ** 2 * by + 2 * t * (1 - t) * cy + t * t * ty,
  );
  const hilt = `translate(${pt(bx, by)}) rotate(${deg(cx - bx, cy - by)}) scale(${k})`;
  return svg`<g data-emblem="e"><path d=${blade} fill=${SUIT.e}/>
    <path d="M${pt(bx, by)}Q${q1} ${end}" fill="none" stroke-width=".8"/>
    <g transform=${hilt} stroke-width=${n1(16 / k) / 10}>
      <rect x="-3.5" y="2" width="7" height="16" rx="2" fill=${INK}/>
      <path d="M-17-5Q-19 1-13 3H13Q19 1 17-5Q14 0 10-1H-10Q-14 0-17-5Z" fill=${SUIT.e}/>
      <circle cy="22" r="5" fill=${SUIT.e}/>
    </g></g>`;
}

/**
 * A knotty club (basto) from its thin end at (x1, y1) to its thick end at (x2, y2); `w` is the
 * width of the thick end. Cut-off branches alternate sides along it.
 */
export function club(x1: number, y1: number, x2: number, y2: number, w = 20): SVGTemplateResult {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const a = w * 0.5;
  const b = w * 0.3;
  const body =
    `M${pt(-b, 0)}Q${pt(-a * 0.75, -len * 0.5)} ${pt(-a, a - len)}` +
    `A${a} ${a} 0 0 1 ${pt(a, a - len)}Q${pt(a * 0.75, -len * 0.5)} ${pt(b, 0)}` +
    `A${b} ${b} 0 0 1 ${pt(-b, 0)}Z`;
  const knots = [0.3, 0.52, 0.74].map((f, i) => {
    const s = i % 2 ? 1 : -1;
    const x = s * (b + (a - b) * f * 1.1);
    return svg`<g transform="translate(${pt(x, -len * f)}) rotate(${s * 40})">
      <rect
        x=${n1(-w * 0.14)}
        y=${n1(-w * 0.42)}
        width=${n1(w * 0.28)}
        height=${n1(w * 0.5)}
        rx=${n1(w * 0.1)}
        fill=${SUIT.b}
      />
      <ellipse cy=${n1(-w * 0.42)} rx=${n1(w * 0.14)} ry=${n1(w * 0.07)} fill=${FACE}/></g>`;
  });
  const grain =
    `M${pt(-a * 0.25, -len * 0.2)}Q${pt(-a * 0.35, -len * 0.55)} ${pt(-a * 0.2, -len * 0.85)}` +
    `M${pt(a * 0.2, -len * 0.12)}Q${pt(a * 0.3, -len * 0.4)} ${pt(a * 0.15, -len * 0.62)}`;
  const along = `translate(${pt(x1, y1)}) rotate(${deg(x2 - x1, y2 - y1)})`;
  return svg`<g data-emblem="b" transform=${along}>${knots}<path d=${body} fill=${SUIT.b}/>
    <path d=${grain} fill="none" stroke-width=".8"/></g>`;
}
