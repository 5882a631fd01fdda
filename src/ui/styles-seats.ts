import { css } from 'lit';

/**
 * The seats around the table. Each is a box of fixed size for the deal (styles.ts, the
 * skeleton): a grid of three rows — the plate (name, markers, cante badges; `--_lines` lines,
 * cut beyond), the fan (face-down hand, count, won pile) and the `.bubble-slot`, whose bubble
 * lies over it — so a cante, a marker, a pile or a bubble that appears never moves a seat. The
 * thinking dots and a cante's revealed cards lie over the box. Seat 0's box is one row: plate in
 * the middle, bubble slot at the right.
 */
export const seatStyles = css`
  .seat {
    position: relative;
    display: grid;
    grid-template-rows: calc(var(--_lines) * 1.25rem) calc(var(--_bw) * 1.5) 1.6rem;
    gap: 0.2rem;
    justify-self: center;
    width: min(100%, 17rem);
    min-width: 0;
    padding: 0.25rem 0.4rem;
    border: 2px solid transparent;
    border-radius: var(--_radius);
  }
  .seat.own {
    grid-template: 1.75rem / 1fr minmax(0, auto) 1fr;
    width: min(100%, 24rem);
    padding-block: 0;
  }
  .own .plate {
    grid-column: 2;
    flex-wrap: nowrap;
  }
  .seat.to-act {
    border-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent), transparent 86%);
  }
  .seat.out {
    /* Faded, yet its words still read (4.5:1) in every theme: at 0.7 the light theme's count
       had 3.5:1 */
    opacity: 0.85;
  }
  .plate {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    /* More lines than the plate has (a narrow seat, many markers): cut the last, not the name */
    align-content: safe center;
    gap: 0 0.3rem;
    min-width: 0;
    overflow: hidden;
    font-size: 0.85rem;
    line-height: 1.25rem;
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 700;
    font-size: 0.95rem;
  }
  .marker,
  .badge {
    max-width: 100%;
    overflow: hidden;
    padding: 0 0.4rem;
    font-size: 0.72rem;
    line-height: 1.05rem;
    text-overflow: ellipsis;
    border-radius: 1rem;
    white-space: nowrap;
  }
  /* Each a line of the plate's height (1.25rem), so the plate cuts a line it has no room for
     whole (a narrow seat with three markers showed a sliver of the third over its cards); the
     cante badge's margin is with its colours, below */
  .marker {
    margin-block: calc(0.1rem - 1px);
    border: 1px solid currentColor;
  }
  /* Seat 0's plate is one line: its name is cut before its markers */
  .own .marker {
    flex-shrink: 0;
  }
  /* A narrow seat's plate may cut its last lines: the cantes, which score, before the markers.
     A marker too long for the seat is cut at its start, which keeps what tells ("…trato 105",
     "…ja B"): right to left, one run of left-to-right text, so its words keep their order. */
  @container (width < 36rem) {
    .seat:not(.own) .marker {
      order: 1;
      direction: rtl;
    }
    /* "40 espadas", "40 Münzen" whole in a phone's narrow seat */
    .seat {
      padding-inline: 0.25rem;
    }
    .seat:not(.own) .badge {
      padding-inline: 0.2rem;
      border-left-width: 0.2rem;
    }
  }
  /* Under 18rem (a phone's page at 150% text, up to 414 px, or a narrower box) the summary's row
     names wrap (styles.ts keeps them on one line under 30rem), and a team is named without its
     players, who are heard, not shown, as in the score (inset: 0 keeps their hidden words
     inside the panel, which scrolled sideways onto them): at 150% text the summary of three
     seats or two teams ran past the panel at 360 and 375 px, and at 320 px with 200% text two
     seats' second column was out of sight. The other three seats of four take two rows, the
     partner's above the two opponents': three across, each 92 px at 320 px with 150% text, cut
     names, markers and card counts ("Carm…", "…añero", "10 carta", to 414 px).
     The controls' row is 3.3rem high, room for a label in two lines ("Siguiente mano"), and
     grows where one needs more: one button high, a cante beside the swap cut the third and
     fourth lines of their words (360-414 px at 150% text, every language).
     Under 15rem (a phone's page in a large text size) the seats' words need their padding, and
     the score a smaller size: at 200% text four sides' scores pushed the menu's button past the
     table's edge. At 150% text 0.5rem is the size it has at the default one; never under 11 px,
     so a box under 240 px at the default text size keeps about its usual 11.5 px.
     The controls take a second row where one has no room for their words: at 200% text at
     320 px "Siguiente mano" was cut at the table's edge.
     The middle's stock and trick lie side by side with no gap: at 200% text at 288 px a card
     is at its 3rem floor, 96 px, and with the usual 1.25rem gap the stock's left edge and the
     empty trick's words were cut at the table's edges.
     (Here, not in styles.ts: one place for a phone's large text is the smaller bundle.) */
  @container (width < 18rem) {
    .summary th {
      white-space: normal !important;
    }
    .summary .more {
      position: absolute;
      inset: 0;
      clip-path: inset(50%);
    }
    .table[data-players='4'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      grid-template-areas:
        'bar bar' 'top top' 'left right' 'center center' 'status status' 'controls controls'
        'me me' 'hand hand';
    }
    .controls {
      height: auto;
      min-height: 3.3rem;
    }
  }
  @container (width < 15rem) {
    .seat {
      padding-inline: 0;
    }
    .score {
      font-size: max(0.5rem, 11px);
    }
    .center {
      column-gap: 0;
    }
    .controls {
      flex-wrap: wrap;
    }
  }
  /* A cante: the points on a card-coloured tab edged in the suit's colour (square, unclipped). */
  .badge {
    margin-block: 0.1rem;
    --_s: var(--_accent);
    font-weight: 700;
    color: #1d1d1d;
    background: var(--_card-face);
    border-left: 0.3rem solid var(--_s);
    border-radius: 0.25rem;
  }
  [data-suit='o'] {
    --_s: var(--_suit-o);
  }
  [data-suit='c'] {
    --_s: var(--_suit-c);
  }
  [data-suit='e'] {
    --_s: var(--_suit-e);
  }
  [data-suit='b'] {
    --_s: var(--_suit-b);
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
  /* On the box's top edge, on a tab of felt: inside, they hid a long name's last letters */
  .thinking {
    position: absolute;
    top: -0.5rem;
    right: 0.5rem;
    display: flex;
    gap: 0.2rem;
    padding: 0.2rem 0.3rem;
    background: var(--_felt);
    border-radius: 1rem;
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
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.35rem;
    min-width: 0;
  }
  /* No wider than its seat: at 320 px with 150% or 200% text "10 Karten" ran over the next
     seat's count and past the table. The number stays; the word after it is cut at the edge
     (an ellipsis took the place of the second digit: "1…" for 10 cards at 200%). */
  .count {
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
  }
  .bubble-slot {
    position: relative;
    min-width: 0;
  }
  /* What the seat says, laid over its slot: a bubble in the card's colours, or its last call */
  .bubble,
  .call {
    position: absolute;
    left: 50%;
    z-index: 4;
    font-size: 0.85rem;
    line-height: 1.4rem;
    translate: -50% 0;
  }
  /* As wide as it says, up to its seat's box with the padding: two lines rather than cut
     ("Übernehmen (80)" over a seat a third of a phone wide) */
  .bubble {
    width: max-content;
    max-width: calc(100% + 0.8rem);
    white-space: normal;
    border: 2px solid var(--_s);
    box-shadow: 0 0.15rem 0.5rem #0008;
    pointer-events: none;
    animation: pop 0.35s ease-out;
  }
  /* Seat 0's, at the right of its box: a long one (the censor's "Take over (80)") grows to the
     left, over the plate, while it lasts, rather than being cut */
  .own :is(.bubble, .call) {
    inset-inline: auto 0;
    max-width: none;
    translate: none;
  }
  .mini {
    display: inline-block;
    width: calc(var(--_w) * 0.45);
    vertical-align: middle;
  }
  /* Over the seat's fan (seat 0: above its plate), never in the way of a click */
  .reveal {
    position: absolute;
    top: calc(var(--_lines) * 1.25rem);
    left: 50%;
    z-index: 4;
    display: flex;
    align-items: center;
    gap: 0.2rem;
    translate: -50% 0;
    pointer-events: none;
    animation: pop 0.35s ease-out;
  }
  /* Seat 0's: at the left of its plate, clear of the buttons above */
  .own .reveal {
    top: 50%;
    left: 0.25rem;
    translate: 0 -50%;
  }
  .reveal .mini {
    width: calc(var(--_w) * 0.6);
    filter: drop-shadow(0 0.15rem 0.3rem rgb(0 0 0 / 0.45));
  }
  .own .reveal .mini {
    width: calc(var(--_w) * 0.4);
  }
  @keyframes pop {
    from {
      scale: 0.6;
      opacity: 0;
    }
  }
`;
