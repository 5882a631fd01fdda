import { css } from 'lit';

/**
 * Cards on the table: seat 0's fanned hand, the other seats' face-down hands, the stock with the
 * trump card crosswise under it, the trick, badges and the thinking dots. Card sizes derive from
 * `--_w` (styles.ts), which `--tute-card-width` sets within clamps.
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

  /* Stock with the trump card crosswise under it */
  .pile {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.2rem 0.4rem;
    font-size: 0.85rem;
    text-align: center;
  }
  .pile:not(.crosswise) {
    flex-basis: 100%;
  }
  .pile:not(.crosswise) .indicator {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.2rem 0.4rem;
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
  .stock-n {
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
    white-space: nowrap;
  }
  .trump {
    color: var(--_accent);
  }

  /* The trick: each card toward the seat that played it */
  .trick {
    display: grid;
    grid-template-columns: repeat(3, var(--_tw));
    grid-template-rows: repeat(3, calc(var(--_th) * 0.55));
    justify-content: center;
    min-width: 0;
  }
  .trick[data-players='2'] {
    grid-template-columns: calc(var(--_tw) * 0.3) var(--_tw) calc(var(--_tw) * 0.3);
  }
  .trick .empty {
    grid-area: 1 / 1 / 4 / 4;
    align-self: center;
    justify-self: center;
    font-size: 0.8rem;
    opacity: 0.6;
    text-align: center;
  }
  .played {
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
  .trick[data-players='2'] .played[data-pos='bottom'] {
    translate: 16% 0;
    rotate: 4deg;
  }
  .played.wins svg[data-art] {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
    border-radius: 6%;
  }

  /* Seat 0's hand: cards overlap as the width shrinks (each box narrower than its card) */
  .hand-area {
    min-width: 0;
  }
  .hand {
    display: flex;
    justify-content: center;
    align-items: flex-end;
    min-height: calc(var(--_h) + 0.8rem);
    padding: 0.8rem 0.25rem 0;
    min-width: 0;
  }
  .hand .empty {
    align-self: center;
  }
  .hand[data-count='0']:not(:has(.empty)) {
    min-height: 0;
    padding: 0;
  }
  .table:is(
      [data-phase='deal-over'],
      [data-phase='match-over'],
      [data-phase='auction'],
      [data-phase='censor'],
      [data-phase='trump']
    )
    .trick {
    display: none;
  }
  .card {
    position: relative;
    flex: 0 1 calc(var(--_w) + 0.3rem);
    min-width: 0;
    height: var(--_h);
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    text-align: start;
  }
  .card:last-child {
    flex: 0 0 var(--_w);
  }
  .card svg[data-art] {
    width: var(--_w);
    border-radius: 6%;
  }
  .card:focus-visible {
    outline: none;
  }
  .card:focus-visible svg[data-art] {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .hand.active .card:not([aria-disabled='true']):hover,
  .hand.active .card:not([aria-disabled='true']):focus-visible {
    translate: 0 -0.7rem;
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
    margin: 0.3rem 0 0;
    min-height: 1.3em;
    font-size: 0.85rem;
    text-align: center;
    opacity: 0.9;
  }
  .hint.pointed {
    opacity: 1;
    font-weight: 600;
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
    .hand.active .card[aria-disabled='true'] svg[data-art] {
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
