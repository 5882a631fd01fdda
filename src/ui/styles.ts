import { css } from 'lit';

/**
 * The table's frame: public `--tute-*` custom properties read into private `--_*` locals (themes
 * change only the fallbacks, so a host's `--tute-*` always wins), the layout by the width the
 * element is given (container queries on the host), panels and buttons. Cards: styles-cards.ts.
 */
export const styles = css`
  :host {
    --_felt: var(--tute-felt, #1f5f3a);
    --_ink: var(--tute-ink, #f4f1e8);
    --_accent: var(--tute-accent, #f0c04a);
    --_on-accent: #14210f;
    --_panel: rgb(0 0 0 / 0.22);
    --_font: var(--tute-font, system-ui, 'Segoe UI', Roboto, sans-serif);
    --_radius: var(--tute-radius, 0.6rem);
    --_card-face: var(--tute-card-face, #fffdf5);
    --_card-back: var(--tute-card-back, #1f3a7a);
    --_card-line: var(--tute-card-line, #222);
    --_suit-o: var(--tute-suit-oros, #d4a017);
    --_suit-c: var(--tute-suit-copas, #c62828);
    --_suit-e: var(--tute-suit-espadas, #1f5fa8);
    --_suit-b: var(--tute-suit-bastos, #3d7a2a);
    display: block;
    box-sizing: border-box;
    max-width: 100%;
    container-type: inline-size;
    font-family: var(--_font);
    line-height: 1.35;
  }
  :host([theme='light']) {
    --_felt: var(--tute-felt, #e9efe8);
    --_ink: var(--tute-ink, #17251b);
    --_accent: var(--tute-accent, #245f9e);
    --_on-accent: #fff;
    --_panel: rgb(255 255 255 / 0.7);
  }
  :host([theme='dark']) {
    --_felt: var(--tute-felt, #15171b);
    --_ink: var(--tute-ink, #e8e8e8);
    --_accent: var(--tute-accent, #8ab4f8);
    --_on-accent: #0d1420;
    --_panel: rgb(255 255 255 / 0.06);
    --_card-face: var(--tute-card-face, #f1ecdf);
    --_card-back: var(--tute-card-back, #3a2f6b);
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  /* Layout: one column by default; the seats around the middle as width allows. */
  .table {
    --_w: clamp(2.5rem, var(--tute-card-width, clamp(3rem, 16cqi, 6.25rem)), 9rem);
    --_h: calc(var(--_w) * 1.5);
    --_tw: calc(var(--_w) * 0.85);
    --_th: calc(var(--_tw) * 1.5);
    --_bw: calc(var(--_w) * 0.5);
    --_pw: calc(var(--_w) * 0.72);
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'score' 'top' 'center' 'status' 'panel' 'controls' 'me' 'hand';
    gap: 0.5rem;
    padding: 0.6rem;
    min-width: 0;
    background: radial-gradient(
      ellipse at 50% 45%,
      color-mix(in srgb, var(--_felt), #fff 9%),
      var(--_felt) 70%
    );
    background-color: var(--_felt);
    color: var(--_ink);
    border-radius: var(--_radius);
    overflow: hidden;
  }
  .table[data-players='3'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas:
      'score score' 'left right' 'center center' 'status status' 'panel panel'
      'controls controls' 'me me' 'hand hand';
  }
  .table[data-players='4'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas:
      'score score score' 'left top right' 'center center center' 'status status status'
      'panel panel panel' 'controls controls controls' 'me me me' 'hand hand hand';
  }
  @container (min-width: 40rem) {
    .table {
      gap: 0.6rem 1rem;
      padding: 1rem;
    }
    .table[data-players='3'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr);
      grid-template-areas:
        'score score score' 'left center right' 'status status status' 'panel panel panel'
        'controls controls controls' 'me me me' 'hand hand hand';
    }
    .table[data-players='4'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr);
      grid-template-areas:
        'score score score' '. top .' 'left center right' 'status status status' 'panel panel panel'
        'controls controls controls' 'me me me' 'hand hand hand';
    }
  }
  .seats {
    display: contents;
  }
  .seat[data-pos='top'] {
    grid-area: top;
  }
  .seat[data-pos='left'] {
    grid-area: left;
  }
  .seat[data-pos='right'] {
    grid-area: right;
  }
  .seat[data-pos='bottom'] {
    grid-area: me;
  }
  .center {
    grid-area: center;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.5rem 1.25rem;
    min-width: 0;
  }
  .status {
    grid-area: status;
    margin: 0;
    min-height: 1.35em;
    text-align: center;
    font-size: 0.95rem;
  }
  .auction,
  .summary {
    grid-area: panel;
  }
  .controls {
    grid-area: controls;
  }
  .hand-area {
    grid-area: hand;
  }

  /* Score bar */
  .score {
    grid-area: score;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.15rem 1rem;
    padding: 0.3rem 0.6rem;
    font-size: 0.82rem;
    background: var(--_panel);
    border-radius: var(--_radius);
  }
  .score-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.6rem;
  }
  .score-label {
    opacity: 0.85;
  }
  .side b {
    color: var(--_accent);
    font-variant-numeric: tabular-nums;
  }

  /* Panels and buttons */
  .auction,
  .summary {
    padding: 0.6rem 0.75rem;
    background: var(--_panel);
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
  }
  .auction h2,
  .summary h2 {
    margin: 0 0 0.35rem;
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
  .bids > .label {
    flex-basis: 100%;
  }
  .bid-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(2.8rem, 1fr));
    gap: 0.3rem;
    flex: 1 1 15rem;
  }
  .choice p {
    flex-basis: 100%;
  }
  .judged .mini {
    width: calc(var(--_w) * 0.6);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.4rem;
  }
  .controls[data-count='0'] {
    display: none;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
    border-radius: var(--_radius);
  }
  button:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .controls button,
  .auction button {
    min-height: 2.4rem;
    padding: 0.35rem 0.8rem;
    border: 2px solid var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
  }
  .auction .bid-grid button {
    min-height: 2.2rem;
    padding: 0.2rem;
    background: transparent;
    color: var(--_ink);
  }
  .auction .bid-grid button:hover {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .controls button.primary {
    padding-inline: 1.5rem;
    font-size: 1.05rem;
  }
  .summary table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  .summary th,
  .summary td {
    padding: 0.2rem 0.35rem;
    text-align: end;
    border-bottom: 1px solid color-mix(in srgb, var(--_ink), transparent 80%);
  }
  .summary th[scope='row'] {
    text-align: start;
    font-weight: 400;
  }
  .summary tbody tr:nth-last-child(-n + 2) td {
    font-weight: 700;
  }
  .verdict,
  .match-end,
  .contract {
    margin: 0.5rem 0 0;
  }
  .verdict {
    font-weight: 600;
  }
  .summary.match-over {
    border-width: 3px;
    text-align: center;
  }
  .match-end {
    font-size: 1.35rem;
    font-weight: 800;
    color: var(--_accent);
  }

  @media (forced-colors: active) {
    .table {
      border: 1px solid CanvasText;
    }
    .controls button,
    .auction button {
      border: 2px solid ButtonText;
    }
    .auction,
    .summary,
    .score {
      border: 1px solid CanvasText;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
    }
  }
`;
