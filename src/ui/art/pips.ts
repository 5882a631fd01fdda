/**
 * The number cards 1–7 laid out as on a Fournier-style baraja: coins and cups stand in rows,
 * swords and clubs cross (a saltire for 2 and 3, an interlaced lattice from 4 on), and each ace
 * is one large, decorated emblem.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { SUIT, club, emblem, star, sword, type Suit } from './emblems.js';

type Spot = readonly [x: number, y: number];

const L = 64;
const R = 136;
/** Coin and cup positions per rank, and the emblem's scale for that rank. */
const ROWS: Record<number, readonly [number, readonly Spot[]]> = {
  2: [
    1.55,
    [
      [100, 88],
      [100, 212],
    ],
  ],
  3: [
    1.4,
    [
      [100, 74],
      [100, 150],
      [100, 226],
    ],
  ],
  4: [
    1.45,
    [
      [L, 92],
      [R, 92],
      [L, 208],
      [R, 208],
    ],
  ],
  5: [
    1.35,
    [
      [L, 80],
      [R, 80],
      [100, 150],
      [L, 220],
      [R, 220],
    ],
  ],
  6: [
    1.3,
    [
      [L, 78],
      [R, 78],
      [L, 150],
      [R, 150],
      [L, 222],
      [R, 222],
    ],
  ],
  7: [
    1.2,
    [
      [L, 74],
      [R, 74],
      [100, 112],
      [L, 150],
      [R, 150],
      [L, 226],
      [R, 226],
    ],
  ],
};

const RAYS = star(24, 76, 64);

function aceOros(): SVGTemplateResult {
  return svg`<path d=${RAYS} transform="translate(100 150)" fill=${SUIT.o}/>
    ${emblem('o', 100, 150, 3)}<circle cx="100" cy="150" r="22" fill=${SUIT.o}/>
    <path
      d="M91 146h4M105 146h4M93 158q7 5 14 0"
      fill="none"
      stroke-width="2.4"
      stroke-linecap="round"
    />`;
}

function aceCopas(): SVGTemplateResult {
  return svg`${emblem('c', 100, 152, 3.7)}
    <path d="M58 94q42 15 84 0" fill="none" stroke=${SUIT.o} stroke-width="5"/>
    <circle cx="100" cy="110" r="8" fill=${SUIT.o}/>`;
}

/** A banner with forked ends across the middle of an ace, behind its sword or club. */
const BANNER = svg`<path
    d="M40 170l10-9-10-9h22q20-8 38 0t38 0h22l-10 9 10 9h-22q-20 8-38 0t-38 0z"
    fill=${SUIT.c}
  />
  <path d="M62 152v18M138 152v18" fill="none"/>`;

/** Two long blades crossed at the middle, hilts down, each bowed outward. */
const saltire = (make: typeof sword | typeof club, w: number) =>
  make === sword
    ? [sword(62, 224, 146, 48, 10, w, 1.15), sword(138, 224, 54, 48, -10, w, 1.15)]
    : [club(58, 252, 142, 48, w), club(142, 252, 58, 48, w)];

function espadas(rank: number): SVGTemplateResult[] {
  if (rank === 1) {
    return [BANNER, sword(100, 214, 100, 34, 0, 11, 2.1)];
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
  // Six adds a narrow oval in the middle, hilts at top and bottom centre; seven hangs both of
  // those from the top and runs a straight blade up through them.
  if (rank === 6)
    out.push(sword(100, 64, 100, 228, 14, 4.2, 0.85), sword(100, 236, 100, 72, 14, 4.2, 0.85));
  if (rank === 7)
    out.push(sword(88, 64, 106, 226, 12, 4, 0.75), sword(112, 64, 94, 226, -12, 4, 0.75));
  if (rank % 2 && rank > 1)
    out.push(
      rank === 3 ? sword(100, 238, 100, 44, 0, 6, 1.15) : sword(100, 234, 100, 70, 0, 4.6, 0.9),
    );
  return out;
}

function bastos(rank: number): SVGTemplateResult[] {
  if (rank === 1) return [BANNER, club(86, 262, 114, 46, 42)];
  if (rank < 4) {
    const out = saltire(club, 22);
    if (rank === 3) out.push(club(100, 256, 100, 44, 22));
    return out;
  }
  // A lattice of crossing clubs: pairs (or triples) leaning each way.
  const offsets = rank >= 6 ? [-38, 0, 38] : [-27, 27];
  const out: SVGTemplateResult[] = [];
  for (const s of [1, -1]) {
    for (const o of offsets)
      out.push(club(100 + o - s * 30, 244, 100 + o + s * 30, 56, rank >= 6 ? 14 : 16));
  }
  if (rank % 2) out.push(club(100, 252, 100, 48, rank >= 6 ? 14 : 16));
  return out;
}

/** The pips of a number card (1–7) of `suit`, in card coordinates. */
export function pips(suit: Suit, rank: number): SVGTemplateResult | SVGTemplateResult[] {
  if (suit === 'e') return espadas(rank);
  if (suit === 'b') return bastos(rank);
  if (rank === 1) return suit === 'o' ? aceOros() : aceCopas();
  const row = ROWS[rank];
  if (!row) throw new RangeError(`no pips for rank ${rank}`);
  const [s, spots] = row;
  return spots.map(([x, y]) => emblem(suit, x, y, s));
}
