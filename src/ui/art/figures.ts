/**
 * The three court cards as simple geometric figures in the suit's colour, each carrying its
 * emblem: Sota (10) a standing page, Caballo (11) a rider on a horse, Rey (12) a crowned king.
 * Silhouettes differ on purpose (slim with legs / wide horse / broad robe and crown) so the three
 * stay apart at 48 px.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { FACE, INK, SUIT, club, emblem, sword, type Suit } from './emblems.js';

const SKIN = '#f1c7a1';
const HORSE = '#a8713f';

/** The suit's emblem held in a hand at (x, y); swords and clubs rise from the hand at `lean`°. */
function held(
  suit: Suit,
  x: number,
  y: number,
  len: number,
  lean: number,
  s = 0.95,
): SVGTemplateResult {
  if (suit === 'o' || suit === 'c') return emblem(suit, x, y - 20 * s, s);
  const a = (lean * Math.PI) / 180;
  const tx = x + len * Math.sin(a);
  const ty = y - len * Math.cos(a);
  return suit === 'e'
    ? sword(x, y - 6, tx, ty, 0, 4.2, 0.75)
    : club(x - 12 * Math.sin(a), y + 12, tx, ty, 17);
}

// Whitespace between the elements of an svg`` literal renders nothing (the build drops it).
const head = (x: number, y: number, r: number) =>
  svg`<circle cx=${x} cy=${y} r=${r} fill=${SKIN}/>
    <circle cx=${x - 5} cy=${y - 1} r="1.4" fill=${INK} stroke="none"/>
    <circle cx=${x + 5} cy=${y - 1} r="1.4" fill=${INK} stroke="none"/>`;

function sota(suit: Suit): SVGTemplateResult {
  const c = SUIT[suit];
  return svg`<path d="M84 176h12v70h-12zM104 176h12v70h-12z" fill=${FACE}/>
    <path d="M80 246h17v8h-19zM103 246h17l2 8h-19z" fill=${INK}/>
    <path d="M78 98l-12 2-10 54 11 2zM122 98l12 2 16 30-10 6z" fill=${c}/>
    <circle cx="61" cy="159" r="6" fill=${SKIN}/>
    <path d="M76 96Q100 88 124 96L134 182Q100 192 66 182Z" fill=${c}/>
    <path d="M72 140Q100 147 128 140" fill="none" stroke-width="5"/>
    <path d="M100 100V180" fill="none" stroke=${FACE} stroke-width="3"/>
    <path d="M86 93Q100 110 114 93Z" fill=${FACE}/>
    ${head(100, 76, 15)}
    <path d="M82 70Q86 50 100 52Q118 50 122 66L130 64Q124 72 82 72Z" fill=${c}/>
    <path d="M120 60q12-14 22-10-10 2-18 12z" fill=${FACE}/>
    ${held(suit, 146, 134, 96, 6)}
    <circle cx="146" cy="134" r="6" fill=${SKIN}/>`;
}

function caballo(suit: Suit): SVGTemplateResult {
  const c = SUIT[suit];
  return svg`<g transform="translate(-7 -4)">
    <path d="M52 178Q28 196 36 236Q42 206 58 190Z" fill=${INK}/>
    <path
      d="M58 196h9l-2 58h-8zM74 200h9l-1 54h-8zM124 200h9l2 54h-8zM138 196h9l4 56h-8z"
      fill=${HORSE}
    />
    <path d="M56 252h11v6h-12zM73 252h10v6h-11zM126 252h11v6h-10zM143 250h10l1 6h-10z" fill=${INK}/>
    <ellipse cx="100" cy="188" rx="50" ry="24" fill=${HORSE}/>
    <path
      d="M130 186L142 134Q150 120 164 126L184 148Q186 158 176 156L160 150 150 196Z"
      fill=${HORSE}
    />
    <path d="M142 134Q136 160 132 186L138 186Q142 160 150 128Z" fill=${INK}/>
    <circle cx="166" cy="136" r="2" fill=${INK}/>
    <path d="M70 170Q100 162 132 172L128 196Q100 202 74 194Z" fill=${c}/>
    <path d="M90 166h18l-2 44h-12z" fill=${FACE}/>
    <path d="M92 208h14v8h-18z" fill=${INK}/>
    <path d="M84 120L110 120 114 170 80 170Z" fill=${c}/>
    <path d="M106 124l10-2 18-26-8-6z" fill=${c}/>
    <path d="M86 94Q98 106 110 94Z" fill=${FACE}/>
    ${head(97, 102, 12)}
    <path d="M80 98Q84 80 98 80Q112 80 116 96Z" fill=${c}/>
    ${held(suit, 131, 92, 76, 24, 0.85)}
    <circle cx="131" cy="92" r="5.5" fill=${SKIN}/></g>`;
}

function rey(suit: Suit): SVGTemplateResult {
  const c = SUIT[suit];
  return svg`<path d="M74 104Q100 94 126 104L146 258H54Z" fill=${c}/>
    <path d="M93 108H107V258H93Z" fill=${FACE}/>
    <path
      d="M96 130v4M104 150v4M96 170v4M104 190v4M96 210v4M104 230v4"
      fill="none"
      stroke-width="3"
    />
    <path d="M74 104L56 214 70 216 86 112z" fill=${c}/>
    <circle cx="63" cy="220" r="6.5" fill=${SKIN}/>
    <path d="M124 106L144 118 150 156 140 158 134 124 120 118Z" fill=${c}/>
    <path d="M78 100Q100 122 122 100Q100 112 78 100Z" fill=${FACE}/>
    ${head(100, 80, 16)}
    <path d="M86 84Q88 110 100 112Q112 110 114 84Q106 92 100 92Q94 92 86 84Z" fill=${INK}/>
    <path d="M83 70V50L91 60 100 44 109 60 117 50V70Z" fill=${SUIT.o}/>
    <circle cx="100" cy="44" r="3" fill=${SUIT.o}/>
    ${held(suit, 145, 158, 108, 4)}
    <circle cx="145" cy="158" r="6.5" fill=${SKIN}/>`;
}

/** A court card (10 Sota, 11 Caballo, 12 Rey) of `suit`, in card coordinates. */
export function figure(suit: Suit, rank: number): SVGTemplateResult {
  return rank === 10 ? sota(suit) : rank === 11 ? caballo(suit) : rey(suit);
}
