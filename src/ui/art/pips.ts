/**
 * The number cards 1–7 laid out as on a Fournier-style baraja: coins and cups stand in rows,
 * swords and clubs cross (a saltire for 2 and 3, an interlaced lattice from 4 on), and each ace
 * is one large, decorated emblem.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { INK, SUIT, club, emblem, star, sword, type Suit } from './emblems.js';

type Spot = readonly [x: number, y: number];

const L = 64;
const R = 136;
/** Coin and cup positions per rank, and the emblem's scale for that rank. */
const ROWS: Record<number, readonly [number, readonly Spot[]]> = {
  2: [1.55, [[100, 88], [100, 212]]],
  3: [1.4, [[100, 74], [100, 150], [100, 226]]],
  4: [1.45, [[L, 92], [R, 92], [L, 208], [R, 208]]],
  5: [1.35, [[L, 80], [R, 80], [100, 150], [L, 220], [R, 220]]],
  6: [1.3, [[L, 78], [R, 78], [L, 150], [R, 150], [L, 222], [R, 222]]],
  7: [1.2, [[L, 74], [R, 74], [100, 112], [L, 150], [R, 150], [L, 226], [R, 226]]],
};

const RAYS = star(24, 76, 64);

function aceOros(): SVGTemplateResult {
  return svg`<path d=${RAYS} transform="translate(100 150)" fill=${SUIT.o}/>${emblem('o', 100, 150, 3)}<circle cx="100" cy="150" r="22" fill=${SUIT.o}/><path d="M91 146h4M105 146h4M93 158q7 5 14 0" fill="none" stroke-width="2.4" stroke-linecap="round"/>`;
}

function aceCopas(): SVGTemplateResult {
  return svg`<path d="M100 24l6 12-6 12-6-12z" fill=${SUIT.o}/>${emblem('c', 100, 160, 3.4)}<path d="M62 108q38 14 76 0" fill="none" stroke=${SUIT.o} stroke-width="5"/><circle cx="100" cy="123" r="7" fill=${SUIT.o}/>`;
}

const ribbon = (d: string) => svg`<path d=${d} fill="none" stroke=${INK} stroke-width="7" stroke-linecap="round"/><path d=${d} fill="none" stroke=${SUIT.c} stroke-width="4.4" stroke-linecap="round"/>`;

/** Two long blades crossed at the middle, hilts down, each bowed outward. */
const saltire = (make: typeof sword | typeof club, w: number) =>
  make === sword
    ? [sword(60, 232, 146, 52, 10, w, 1.15), sword(140, 232, 54, 52, -10, w, 1.15)]
    : [club(58, 252, 142, 48, w), club(142, 252, 58, 48, w)];

function espadas(rank: number): SVGTemplateResult[] {
  if (rank === 1) {
    return [
      ribbon('M58 198q20-20 42-6t42-8'),
      sword(100, 214, 100, 34, 0, 11, 2.1),
      ribbon('M64 110q18 14 36 0t36 0'),
    ];
  }
  const out: SVGTemplateResult[] = [];
  if (rank >= 4) {
    // Four curved blades, hilts at the corners, bowed outward so they meet as a pointed oval.
    out.push(
      sword(62, 66, 128, 240, 34, 4.6, 0.95),
      sword(138, 66, 72, 240, -34, 4.6, 0.95),
      sword(62, 234, 128, 60, -34, 4.6, 0.95),
      sword(138, 234, 72, 60, 34, 4.6, 0.95),
    );
  }
  if (rank === 2 || rank === 3) out.push(...saltire(sword, 6));
  if (rank >= 6) out.push(sword(84, 212, 116, 88, 0, 4, 0.8), sword(116, 212, 84, 88, 0, 4, 0.8));
  if (rank % 2) out.push(rank === 3 ? sword(100, 238, 100, 44, 0, 6, 1.15) : sword(100, 226, 100, 74, 0, 4.6, 0.95));
  return out;
}

function bastos(rank: number): SVGTemplateResult[] {
  if (rank === 1) return [club(86, 262, 114, 46, 42), ribbon('M60 214q24-16 40-2t40-4')];
  if (rank < 4) {
    const out = saltire(club, 22);
    if (rank === 3) out.push(club(100, 256, 100, 44, 22));
    return out;
  }
  // A lattice of crossing clubs: pairs (or triples) leaning each way.
  const offsets = rank >= 6 ? [-36, 0, 36] : [-26, 26];
  const out: SVGTemplateResult[] = [];
  for (const s of [1, -1]) {
    for (const o of offsets) out.push(club(100 + o - s * 40, 246, 100 + o + s * 40, 54, 17));
  }
  if (rank % 2) out.push(club(100, 252, 100, 48, 17));
  return out;
}

/** The pips of a number card (1–7) of `suit`, in card coordinates. */
export function pips(suit: Suit, rank: number): SVGTemplateResult | SVGTemplateResult[] {
  if (suit === 'e') return espadas(rank);
  if (suit === 'b') return bastos(rank);
  if (rank === 1) return suit === 'o' ? aceOros() : aceCopas();
  const [s, spots] = ROWS[rank];
  return spots.map(([x, y]) => emblem(suit, x, y, s));
}
