import { css } from 'lit';

/**
 * Cards on the table: seat 0's hand, fanned cards (other seats' hands, a watched hand), the stock
 * with the trump card crosswise under it, the indicator and the trick. Card sizes derive from
 * `--_w` (styles.ts), which `--tute-card-width` sets within clamps; on a narrow table the hand's
 * cards grow to fill two rows in which each shows at least a 40 × 56 px piece to the finger.
 */
export const cardStyles = css`
  /* The art reads the public names; feed them the locals so themes reach it. */
  svg[data-art] {
    --tute-card-face: var(--_card-face);
    --tute-card-back: var(--_card-back);
    --tute-card-line: var(--_card-line);
    --tute-suit-oros: var(--_suit-o);
    --tute-suit-copas: var(--_suit-c);
    --tute-suit-espadas: var(--_suit-e);
    --tute-suit-bastos: var(--_suit-b);
    filter: drop-shadow(0 1px 2px rgb(0 0 0 / 0.35));
  }

  /* Stock with the trump card crosswise under it, or the indicator's source above trumps */
  .pile,
  .pile:not(.crosswise) .indicator {
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: safe center;
    gap: 0.25rem;
    min-width: 0;
    font-size: 0.8rem;
    text-align: center;
  }
  /* A long name without spaces ("xXx_DragonSlayer_2000_x's card") ran off a phone's table */
  .label {
    overflow-wrap: anywhere;
  }
  .indicator .mini {
    width: max(2.4rem, calc(var(--_w) * 0.6));
  }
  .pile.crosswise {
    position: relative;
    flex-direction: column;
    min-width: calc(var(--_pw) * 2.2);
  }
  .stock {
    position: relative;
    width: var(--_pw);
    height: calc(var(--_pw) * 1.5);
    align-self: flex-start;
    z-index: 1;
  }
  .stock[data-count='0'] {
    display: none;
  }
  .stock .back {
    position: absolute;
    inset: 0 auto auto 0;
    width: var(--_pw);
  }
  .stock .back:nth-child(2) {
    translate: 2px -2px;
  }
  .stock .back:nth-child(3) {
    translate: 4px -4px;
  }
  .stock-n,
  .count {
    position: absolute;
    left: 50%;
    bottom: -0.45rem;
    translate: -50% 0;
    padding: 0 0.45rem;
    font-size: 0.8rem;
    font-weight: 700;
    color: var(--_on-accent);
    background: var(--_accent);
    border-radius: 1rem;
  }
  .ind-card {
    position: absolute;
    top: 0;
    left: calc(var(--_pw) * 0.72);
    width: var(--_pw);
    rotate: 90deg;
  }
  .trump-line {
    display: block;
    margin-top: 0.35rem;
  }
  /* On a plate: over the felt's light middle the classic gold read 3.6:1 */
  .trump {
    padding: 0 0.3em;
    color: var(--_accent);
    background: var(--_panel);
    border-radius: 0.3em;
  }

  /* The trick: each card toward the seat that played it */
  .trick {
    display: grid;
    grid-template-columns: repeat(3, var(--_tw));
    grid-template-rows: repeat(3, calc(var(--_th) * 0.55));
    justify-content: center;
    flex: none;
  }
  .trick[data-players='2'] {
    grid-template-columns: calc(var(--_tw) * 0.3) var(--_tw) calc(var(--_tw) * 0.3);
  }
  .trick .empty {
    grid-area: 1 / 1 / 4 / 4;
    align-self: center;
    justify-self: center;
    font-size: 0.8rem;
    text-align: center;
  }
  /* A card gathered to its winner keeps its box where it flew, faded: never in the way of a
     click. */
  .played {
    position: relative;
    pointer-events: none;
    width: var(--_tw);
    grid-area: 1 / 2 / 4 / 3;
    align-self: center;
  }
  .played[data-pos='top'] {
    grid-area: 1 / 2 / 3 / 3;
    align-self: start;
  }
  .played[data-pos='bottom'] {
    grid-area: 2 / 2 / 4 / 3;
    align-self: end;
  }
  .played[data-pos='left'] {
    grid-area: 1 / 1 / 4 / 2;
    translate: 12% 0;
    rotate: -8deg;
  }
  .played[data-pos='right'] {
    grid-area: 1 / 3 / 4 / 4;
    translate: -12% 0;
    rotate: 8deg;
  }
  .trick[data-players='2'] .played[data-pos='top'] {
    translate: -16% 0;
    rotate: -5deg;
  }
  /* Over the other card whichever led: its top index would lie under it, its lower one under
     the tab when it led (a 320 px table), and the other card's top index stays clear. */
  .trick[data-players='2'] .played[data-pos='bottom'] {
    translate: 16% 0;
    rotate: 4deg;
    z-index: 1;
  }
  .played.wins svg[data-art] {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
    border-radius: 6%;
  }
  /* The card that led: a tab on its outer edge (away from the cards played after it). */
  .played[data-led]::after,
  .trick .bonus {
    content: attr(data-led);
    position: absolute;
    top: -0.3rem;
    left: 50%;
    translate: -50% 0;
    padding: 0 0.35rem;
    font-size: 0.68rem;
    font-weight: 700;
    line-height: 1rem;
    white-space: nowrap;
    color: var(--_felt);
    background: var(--_ink);
    border-radius: 1rem;
  }
  .played[data-pos='bottom'][data-led]::after {
    top: auto;
    bottom: -0.3rem;
  }
  /* From the right seat, at the card's right end: where the trick lay at the middle's end,
     German "Ausspiel", wider than a card and centred on it, was cut at the table's edge, which
     could then be scrolled sideways (320 px; with 150% text to 414 px) */
  .played[data-pos='right']::after {
    inset-inline: auto 0;
    translate: none;
  }
  .trick .bonus {
    z-index: 3;
    top: auto;
    bottom: 0;
    margin: 0;
    font-size: 0.8rem;
    line-height: 1.3rem;
    color: var(--_on-accent);
    background: var(--_accent);
    width: max-content;
    max-width: 100%;
    white-space: normal;
    text-wrap: balance;
    text-align: center;
  }
  /* At three and four seats the bonus lies over the middle of the trick it scores, no wider
     (two lines on a phone), clear of the trump line and the lead's tab (at 320 px it lay over
     both); at two seats, whose trick is narrow, under it across the middle zone, no wider
     (at 320 px with 200% text it ran past both edges of the table). */
  .trick:not([data-players='2']) {
    position: relative;
  }
  /* The card that led over the cards played after it: on a phone the last card covered the
     led one's lower half and the tab its upper index, and the lead tells what to follow */
  .trick:not([data-players='2']) .played[data-led] {
    z-index: 2;
  }
  .trick:not([data-players='2']) .bonus {
    bottom: auto;
    top: 50%;
    translate: -50% -50%;
  }

  /* Fanned cards: each shows a strip (no more than the back's lattice), the last one whole */
  .backs,
  .fanned {
    --_fw: var(--_bw);
    --_fs: 0.26;
    display: flex;
    justify-content: center;
    min-width: 0;
  }
  :is(.backs, .fanned) > * {
    flex: 0 1 calc(var(--_fw) * var(--_fs));
    min-width: 0;
  }
  :is(.backs, .fanned) > :last-child {
    flex: 0 0 var(--_fw);
  }
  :is(.backs, .fanned) svg[data-art] {
    width: var(--_fw);
  }
  .backs svg[data-art],
  .stock svg[data-art] {
    filter: none;
  }
  .fanned {
    --_fw: calc(var(--_w) * 0.75);
    --_fs: 0.55;
  }

  /* Seat 0's hand: a box of fixed height; cards overlap as the width shrinks (each button
     narrower than its card). Two rows on a narrow table: the first row's buttons are cut to
     .64 of a card, the second row covers the rest. */
  .hand {
    --_cw: var(--_w);
    --_ch: calc(var(--_cw) * 1.5);
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-content: flex-end;
    height: calc(var(--_ch) + 0.8rem);
    min-width: 0;
  }
  .hand .empty {
    flex-basis: 100%;
    margin: auto 0;
    text-align: center;
  }
  .card {
    position: relative;
    flex: 1 1 1px;
    min-width: 0;
    max-width: calc(var(--_cw) + 0.3rem);
    height: var(--_ch);
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    text-align: start;
  }
  .card:last-child,
  .card:has(+ .break) {
    flex: 0 0 var(--_cw);
  }
  .break {
    display: none;
    flex-basis: 100%;
  }
  /* Cards of a 5.6th of the width: rows of up to 7 still show 42px strips at 320px. */
  @container (width < 36rem) {
    .hand:not([data-size='3']) {
      --_cw: min(var(--_w) * 1.3, 100cqi / 5.6);
      height: calc(var(--_ch) * 1.68 + 0.8rem);
    }
    .hand[data-size='3'] {
      --_cw: calc(var(--_w) * 1.3);
    }
    .hand:not([data-size='3']) .break {
      display: block;
    }
    .hand:not([data-size='3']) .card:has(~ .break) {
      height: calc(var(--_ch) * 0.68);
    }
    /* A watched hand (the censor's) in two rows of six, each card whole, under its label */
    .hand .empty {
      font-size: 0.85rem;
    }
    .hand .empty .fanned {
      --_fw: calc(var(--_ch) * 0.45);
      --_fs: 1;
      flex-wrap: wrap;
      gap: 0.15rem;
      max-width: calc(var(--_fw) * 6 + 1rem);
      margin: 0.2rem auto 0;
    }
  }
  .card svg[data-art] {
    width: var(--_cw);
    border-radius: 6%;
  }
  /* Over its neighbours, so no card hides its ring, which is drawn round its art (styles.ts) */
  .card:focus-visible {
    z-index: 1;
    outline: none;
    box-shadow: none;
  }
  .hand.active .card:not([aria-disabled='true']):focus-visible {
    translate: 0 -0.7rem;
  }
  /* A touch screen keeps the hover on the card that slides under the tap: it looked chosen */
  @media (hover: hover) {
    .hand.active .card:not([aria-disabled='true']):hover {
      translate: 0 -0.7rem;
    }
  }
  .hand.active .card[aria-disabled='true'] {
    cursor: not-allowed;
  }
  .hand.active .card[aria-disabled='true'] svg[data-art] {
    filter: grayscale(0.6) brightness(0.68);
  }
  .hand.idle .card {
    cursor: default;
  }
  .hint {
    margin-top: 0.2rem;
    font-size: 0.85rem;
    opacity: 0.9;
  }
  .hint.pointed {
    opacity: 1;
    font-weight: 600;
  }
  /* How to play with the keys: for those who use them (a card with a keyboard focus). */
  .key {
    visibility: hidden;
  }
  .hand-area:has(:focus-visible) .key {
    visibility: visible;
  }
  @media (prefers-reduced-motion: no-preference) {
    .card {
      transition: translate 0.15s ease-out;
    }
  }
  @media (forced-colors: active) {
    .seat.to-act {
      border-color: Highlight;
    }
    /* The thinking dots are painted by their border: forced colours take backgrounds away */
    .thinking i {
      border: 0.2rem solid;
    }
    /* Not while focused: the opacity would fade its focus ring too (2.5:1) */
    .hand.active .card[aria-disabled='true']:not(:focus-visible) svg[data-art] {
      opacity: 0.45;
    }
    .card:focus-visible svg[data-art],
    .played.wins svg[data-art] {
      outline-color: Highlight;
    }
    .badge,
    .stock-n,
    .marker {
      border: 1px solid CanvasText;
    }
  }
`;
