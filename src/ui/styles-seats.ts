import { css } from 'lit';

/**
 * The seats around the table: name plates, markers, cante badges, won piles, the AI's thinking
 * dots, other seats' face-down hands and the cards of a cante revealed for a moment.
 */
export const seatStyles = css`
  /* Seats */
  .seat {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.3rem;
    justify-self: center;
    max-width: 100%;
    min-width: 0;
    padding: 0.3rem 0.6rem;
    border: 2px solid transparent;
    border-radius: var(--_radius);
  }
  .seat.own {
    flex-direction: row;
    justify-content: center;
    padding-block: 0.15rem;
  }
  .seat.to-act {
    border-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent), transparent 86%);
  }
  .seat.out {
    opacity: 0.6;
  }
  .plate {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.2rem 0.35rem;
    min-width: 0;
    font-size: 0.85rem;
  }
  .name {
    font-weight: 700;
    font-size: 0.95rem;
    overflow-wrap: anywhere;
  }
  .seat.to-act .name {
    color: var(--_accent);
  }
  .marker,
  .badge {
    padding: 0 0.4rem;
    font-size: 0.72rem;
    border-radius: 1rem;
    white-space: nowrap;
  }
  .marker {
    border: 1px solid currentColor;
  }
  .badge {
    font-weight: 700;
    color: #1d1d1d;
    background: var(--_card-face);
    box-shadow: inset 0.3rem 0 var(--_accent);
    padding-inline-start: 0.55rem;
  }
  .badge[data-suit='o'] {
    box-shadow: inset 0.3rem 0 var(--_suit-o);
  }
  .badge[data-suit='c'] {
    box-shadow: inset 0.3rem 0 var(--_suit-c);
  }
  .badge[data-suit='e'] {
    box-shadow: inset 0.3rem 0 var(--_suit-e);
  }
  .badge[data-suit='b'] {
    box-shadow: inset 0.3rem 0 var(--_suit-b);
  }
  .won {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    font-size: 0.8rem;
    font-weight: 700;
  }
  .won-back {
    display: block;
    width: 0.75rem;
  }
  .thinking {
    display: inline-flex;
    gap: 0.2rem;
  }
  .thinking i {
    width: 0.4rem;
    height: 0.4rem;
    border-radius: 50%;
    background: var(--_accent);
    animation: blink 1s infinite ease-in-out;
  }
  .thinking i:nth-child(2) {
    animation-delay: 0.2s;
  }
  .thinking i:nth-child(3) {
    animation-delay: 0.4s;
  }
  @keyframes blink {
    50% {
      opacity: 0.25;
    }
  }
  .hand-row {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.35rem;
    max-width: 100%;
    min-width: 0;
  }
  .backs {
    display: flex;
    min-width: 0;
    max-width: 100%;
  }
  .backs .back {
    flex: 0 1 calc(var(--_bw) * 0.32);
    min-width: 0;
  }
  .backs .back:last-child {
    flex: 0 0 var(--_bw);
  }
  .backs svg[data-art],
  .stock svg[data-art] {
    filter: none;
  }
  .backs .back svg[data-art] {
    width: var(--_bw);
  }
  .count {
    font-size: 0.75rem;
    white-space: nowrap;
    opacity: 0.85;
  }
  .shown {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.2rem;
    font-size: 0.75rem;
  }
  .mini {
    display: inline-block;
    width: calc(var(--_w) * 0.45);
    vertical-align: middle;
  }
  .reveal {
    display: flex;
    align-items: center;
    gap: 0.2rem;
    animation: pop 0.35s ease-out;
  }
  .reveal .mini {
    width: calc(var(--_w) * 0.6);
  }
  @keyframes pop {
    from {
      scale: 0.6;
      opacity: 0;
    }
  }
`;
