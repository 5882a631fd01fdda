import { css } from 'lit';

/**
 * Public `--tute-*` custom properties are read into private `--_*` locals; themes change the
 * locals' fallbacks, so a host's `--tute-*` always wins. Layout wraps down to 320 px.
 */
export const styles = css`
  :host {
    --_felt: var(--tute-felt, #1f5f3a);
    --_ink: var(--tute-ink, #f4f1e8);
    --_card: var(--tute-card, #fffdf6);
    --_card-ink: var(--tute-card-ink, #1d1d1d);
    --_accent: var(--tute-accent, #e0b13a);
    --_radius: var(--tute-radius, 0.5rem);
    display: block;
    box-sizing: border-box;
    max-width: 100%;
    font-family: system-ui, sans-serif;
    line-height: 1.35;
  }
  :host([theme='light']) {
    --_felt: var(--tute-felt, #eef3ee);
    --_ink: var(--tute-ink, #1b2a1f);
    --_accent: var(--tute-accent, #2f6fb3);
  }
  :host([theme='dark']) {
    --_felt: var(--tute-felt, #16181c);
    --_ink: var(--tute-ink, #e7e7e7);
    --_card: var(--tute-card, #2a2d33);
    --_card-ink: var(--tute-card-ink, #f2f2f2);
    --_accent: var(--tute-accent, #8ab4f8);
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .table {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
    padding: 0.75rem;
    min-width: 0;
    background: var(--_felt);
    color: var(--_ink);
    border-radius: var(--_radius);
  }
  .seats {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .center,
  .controls,
  .hand,
  .score {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .seat {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 0.5rem;
    align-items: center;
    padding: 0.35rem 0.5rem;
    border: 1px solid transparent;
    border-radius: var(--_radius);
  }
  .seat.to-act {
    border-color: var(--_accent);
  }
  .seat.out {
    opacity: 0.65;
  }
  .seat .name {
    font-weight: 700;
  }
  .marker {
    font-size: 0.75rem;
    padding: 0 0.35rem;
    border: 1px solid currentColor;
    border-radius: 1rem;
  }
  .shown {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem;
    align-items: center;
    font-size: 0.8rem;
  }
  .mini {
    padding: 0 0.25rem;
    font-weight: 700;
    color: var(--_card-ink);
    background: var(--_card);
    border-radius: 0.2rem;
  }
  .seat.to-act .name {
    text-decoration: underline;
    text-decoration-color: var(--_accent);
    text-underline-offset: 0.2em;
  }
  .backs {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem;
  }
  .back {
    width: 0.9rem;
    height: 1.3rem;
    border-radius: 0.15rem;
    background: repeating-linear-gradient(45deg, #7b1e1e 0 3px, #a33 3px 6px);
    border: 1px solid var(--_card);
  }
  .center {
    justify-content: space-between;
  }
  .stock,
  .indicator,
  .trick {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .trick {
    flex: 1 1 12rem;
    min-height: 3rem;
    justify-content: center;
  }
  .played,
  .card,
  .indicator .face {
    color: var(--_card-ink);
    background: var(--_card);
    border-radius: var(--_radius);
  }
  .played {
    display: flex;
    flex-direction: column;
    padding: 0.25rem 0.5rem;
  }
  .face {
    font-weight: 700;
  }
  .indicator .face {
    padding: 0 0.35rem;
  }
  .card-name,
  .who {
    font-size: 0.8rem;
  }
  .auction h2 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  .auction p {
    margin: 0.25rem 0;
  }
  .calls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    margin: 0.25rem 0;
    padding: 0;
    list-style: none;
    font-size: 0.85rem;
  }
  .bids,
  .choice {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .bid-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(3.25rem, 1fr));
    gap: 0.25rem;
    flex: 1 1 16rem;
  }
  .choice p {
    flex-basis: 100%;
  }
  .status {
    margin: 0;
    min-height: 1.35em;
  }
  .hand {
    gap: 0.35rem;
    align-items: stretch;
  }
  .trick.previous .played {
    opacity: 0.7;
  }
  button {
    font: inherit;
    cursor: pointer;
    border-radius: var(--_radius);
  }
  button:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .card {
    display: flex;
    flex-direction: column;
    align-items: center;
    width: 4.25rem;
    min-height: 4.5rem;
    padding: 0.35rem 0.25rem;
    border: 2px solid transparent;
    text-align: center;
  }
  .card:not([aria-disabled='true']):hover {
    border-color: var(--_accent);
  }
  .card[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .controls button,
  .auction button {
    padding: 0.4rem 0.75rem;
    border: 0;
    background: var(--_accent);
    color: #111;
  }
  .hint {
    margin: 0.25rem 0 0;
    font-size: 0.85rem;
  }
  .score {
    justify-content: space-between;
    font-size: 0.9rem;
  }
  .bid-grid button {
    padding: 0.3rem 0.25rem;
  }
  .auction,
  .summary {
    padding: 0.5rem;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
  }
  .summary h2 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  .summary table {
    border-collapse: collapse;
    width: 100%;
  }
  .summary th,
  .summary td {
    padding: 0.15rem 0.35rem;
    text-align: end;
  }
  .summary th[scope='row'] {
    text-align: start;
    font-weight: 400;
  }
  .verdict,
  .match-end {
    margin: 0.5rem 0 0;
    font-weight: 600;
  }
  @media (forced-colors: active) {
    .card,
    .played,
    .mini,
    .back {
      border: 1px solid CanvasText;
    }
    .card[aria-disabled='true'] {
      color: GrayText;
    }
  }
`;
