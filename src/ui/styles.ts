import { css } from 'lit';

/**
 * The table's frame: public `--tute-*` custom properties read into private `--_*` locals (themes
 * change only the fallbacks, so a host's `--tute-*` always wins), the layout by the width the
 * element is given (container queries on the host), panels and buttons. Cards: styles-cards.ts;
 * seats: styles-seats.ts.
 *
 * The skeleton (docs/architecture.md §4): `.table` is a grid of zones whose sizes depend on the
 * element's width and the variant, never on what happens in a deal, so nothing moves under the
 * pointer while a deal is played:
 *
 *   bar       the score (a table of fixed height) and `.tools`, an empty slot on the right sized
 *             for three 2.75rem icon buttons (menu, log, last trick)
 *   seats     one fixed box per seat (styles-seats.ts): plate, fan, `.bubble-slot`
 *   center    the stock, the indicator and the trick; the auction panel lies over it
 *   status    two lines (three below 20rem), cut beyond
 *   controls  one row of 2.75rem buttons; a long label breaks inside its button, the row scrolls
 *             sideways only when even that does not fit
 *   me        seat 0's plate and bubble slot
 *   hand      one row of cards, or two on a narrow table (styles-cards.ts)
 *
 * The overlay layer: `.overlay` panels (templates/overlay.ts) are absolutely placed over the
 * rows from the seats down to the status line (grid-row 2 / status-end) and scroll inside, so
 * the table's size never changes when one opens or closes.
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
    /* The page's text styles stop here (a wrapper's nowrap, uppercase, letter-spacing, italics,
       right-to-left…); its colour (the replay's caption is on the page), whether it is shown
       or takes pointers, and its text size (em) pass on */
    all: initial;
    color: inherit;
    visibility: inherit;
    pointer-events: inherit;
    font-size: inherit;
    direction: ltr;
    display: block;
    box-sizing: border-box;
    max-width: 100%;
    container-type: inline-size;
    /* Its width is its container's (the container query needs that): in a box as wide as its
       content (a centred flex column, a dialog) it asks for a desktop table's width */
    contain-intrinsic-inline-size: min(60rem, 100vw - 3rem);
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
    /* The menu's native drop-downs dark too */
    color-scheme: dark;
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
  /* Not inherited from the host: a page rule like * { box-sizing: content-box } beats :host */
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  /* Zones: one column by default; the seats around the middle as width allows. */
  .table {
    /* Set here, not only on a short screen: a page's --_fit would reach it by inheritance */
    --_fit: 16cqi;
    --_w: clamp(2.5rem, var(--tute-card-width, clamp(3rem, var(--_fit), 6.75rem)), 9rem);
    --_h: calc(var(--_w) * 1.5);
    --_tw: calc(var(--_w) * 0.85);
    --_th: calc(var(--_tw) * 1.5);
    --_bw: calc(var(--_w) * 0.5);
    --_pw: calc(var(--_w) * 0.72);
    --_lines: 3;
    --_btn: 2.75rem;
    /* The tools' icon buttons: 44 px whatever the text size (the icons need no more), so a
       phone's larger text leaves the score room and the menu on the table */
    --_tool: 44px;
    /* The page's text size reaches only the replay's caption, on the page: in here a wrapper's
       font-size: 0 (inline-block grids) blanked the panels' words */
    font-size: 1rem;
    position: relative;
    /* Inline-level, so a wrapper's underline (a link, ins) is not drawn through its words */
    display: inline-grid;
    width: 100%;
    vertical-align: top;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'bar' 'top' 'center' 'status' 'controls' 'me' 'hand';
    gap: 0.4rem;
    padding: 0.3rem;
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
  .table[data-players='2'] {
    --_lines: 1;
  }
  .table[data-players='3'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas:
      'bar bar' 'left right' 'center center' 'status status' 'controls controls' 'me me'
      'hand hand';
  }
  .table[data-players='4'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas:
      'bar bar bar' 'left top right' 'center center center' 'status status status'
      'controls controls controls' 'me me me' 'hand hand hand';
  }
  @container (min-width: 40rem) {
    .table {
      --_lines: 2;
      gap: 0.5rem 1rem;
      padding: 0.8rem 1rem;
    }
    .table:is([data-players='3'], [data-players='4']) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr);
      grid-template-areas:
        'bar bar bar' '. top .' 'left center right' 'status status status'
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
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem 1.25rem;
    min-height: max(calc(var(--_th) * 1.65), 8rem);
    min-width: 0;
  }
  .table[data-auction] .center {
    min-height: max(calc(var(--_th) * 1.65), 10.5rem);
  }
  /* Two lines, always: a longer text ends in an ellipsis (the announcer says it all) */
  .status,
  .hint {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    margin: 0;
    height: 2.6em;
    line-height: 1.3;
    text-align: center;
  }
  /* No wider than the panels laid over it: beside one, its words stuck out at both sides */
  .status {
    grid-area: status;
    justify-self: center;
    max-width: 40rem;
    font-size: 0.9rem;
  }
  .controls {
    grid-area: controls;
    display: flex;
    justify-content: safe center;
    gap: 0.4rem;
    height: var(--_btn);
    /* Room for a focused button's ring (3px at 2px from it), which a row that scrolled (as high
       as a button) cut at its top and bottom, and at its sides where the buttons filled it */
    overflow: clip;
    overflow-clip-margin: 5px;
  }
  .hand-area {
    grid-area: hand;
    min-width: 0;
  }

  /* Top bar: the score at the left, the tools' slot at the right */
  .bar {
    grid-area: bar;
    display: flex;
    align-items: center;
    gap: 0.4rem;
    /* Its tools are 44 px at any text size: a page's 62.5% root font left them over the seats */
    height: max(var(--_btn), var(--_tool));
    padding-inline: 0.4rem 0;
    background: var(--_panel);
    border-radius: var(--_radius);
  }
  .tools {
    display: flex;
    justify-content: flex-end;
    gap: 0.25rem;
    flex: none;
    width: calc(var(--_tool) * 3 + 0.5rem);
    /* At the bar's end also where the score, at its widest, leaves room */
    margin-inline-start: auto;
  }
  .tools button {
    display: grid;
    place-items: center;
    width: var(--_tool);
    height: var(--_tool);
    /* In px as the buttons: in rem the icons shrank to dots at 200% text, the menu's grew out */
    padding: 9px;
    border: 0;
    background: none;
    font-size: 21px;
  }
  .tools [aria-expanded='true'] {
    background: color-mix(in srgb, var(--_accent), transparent 70%);
  }
  .tools button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  .tools svg {
    width: 100%;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .score {
    flex: 1;
    width: 0;
    max-width: 34rem;
    table-layout: fixed;
    border-spacing: 0;
    font-size: 0.72rem;
    line-height: 1.15;
    font-variant-numeric: tabular-nums;
  }
  .score > * > * > * {
    padding: 0 0.25rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    text-align: start;
  }
  .score td:empty {
    width: 6.5rem;
  }
  .score th[scope='row'] {
    font-weight: 400;
  }
  .score tr:first-child td {
    color: var(--_accent);
    font-weight: 700;
  }
  /* Narrow: names in brief ("Team A", "Match"; the rest to assistive technology only), and
     with three sides or more below 23rem the rows' names go too (the match's points are gold):
     "Partida" beside four sides cut "Lucía" to "Lu…" at 360 px, all whole from 368 px. Each
     column as wide as its name (at least a score's width, so a growing score moves nothing):
     "Du" leaves "Matthias" the room, and names too long for the bar share it, each cut at its
     end. A row's name and the empty cell above them leave the table's flow together, so the
     columns keep their places. Below 15rem its size is set with the seats' (styles-seats.ts). */
  @container (width < 30rem) {
    .score {
      flex: 0 1 auto;
      width: auto;
      table-layout: auto;
    }
    .score > * > * > * {
      padding: 0 0.3rem 0 0;
      font-weight: 400;
    }
    .score span {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 1;
      min-width: 3ch;
      overflow: hidden;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    .score td:empty {
      width: 2.9rem;
    }
    .score .more {
      position: absolute;
      clip-path: inset(50%);
    }
  }
  @container (width < 23rem) {
    .score:has(thead :nth-child(4)) :is(td:empty, th[scope='row']) {
      position: absolute;
      clip-path: inset(50%);
    }
  }
  /* Below 20rem (a 320 px phone's page with its margins) the sides' names need the room, and
     the status three lines ("… won the trick (+14). Your turn. You draw …") */
  @container (width < 20rem) {
    .status {
      -webkit-line-clamp: 3;
      height: 3.9em;
    }
    .bar {
      gap: 0.15rem;
    }
    .tools {
      gap: 0;
      width: calc(var(--_tool) * 3);
    }
    .score > * > * > * {
      padding-inline-end: 0.25rem;
    }
    .score :is(td:empty, th[scope='row']) {
      position: absolute;
      clip-path: inset(50%);
    }
  }

  /* Panels over the table (the overlay layer) and over its middle (the auction) */
  .overlay,
  .auction {
    position: absolute;
    inset: 0;
    z-index: 5;
    overflow: auto;
    padding: 0.5rem 0.6rem;
    background: color-mix(in srgb, var(--_felt) 88%, var(--_ink));
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
  }
  .overlay {
    grid-area: 2 / 1 / status-end / -1;
    max-width: 40rem;
    margin-inline: auto;
    box-shadow: 0 0.4rem 1.5rem rgb(0 0 0 / 0.45);
  }
  /* The menu and the rules are read, not played beside: they take the hand's rows too */
  .overlay:is(.menu, .rules) {
    grid-row-end: -1;
  }
  .overlay.menu {
    align-self: start;
    max-height: 100%;
  }
  /* What they cover takes no focus and no click: the rules cover the hand, and so does the
     menu on a narrow table (a card tabbed to under it was played by Enter) */
  .table:has(.rules) :is(.controls, .hand-area) {
    visibility: hidden;
  }
  @container (width < 40rem) {
    .table:has(.menu) :is(.controls, .hand-area) {
      visibility: hidden;
    }
  }
  .overlay h2,
  .auction h2 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
  }
  /* In the corner, and still there when a long panel (the rules) is scrolled: sticky, over
     the felt's colour, and floated so that the text beside it wraps rather than run under it
     (no negative margin on the sides it shares with text: the button would hide letters) */
  .overlay .close {
    float: right;
    position: sticky;
    top: 0;
    margin: -0.3rem -0.4rem 0 0;
    width: var(--_btn);
    height: var(--_btn);
    border: 0;
    background: inherit;
    font-size: 1.5rem;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
    border-radius: var(--_radius);
  }
  /*
   * The focus ring, two-tone: an inner ring in the colour of text on the accent, an outer one
   * in the ink, so it stands out at 3:1 or more against an accent button, a card and the felt
   * in every theme. A card in the hand wears it round its art (styles-cards.ts).
   */
  :focus-visible,
  .card:focus-visible svg[data-art] {
    outline: 3px solid var(--_ink);
    outline-offset: 2px;
    box-shadow: 0 0 0 2px var(--_on-accent);
  }
  .controls button,
  .auction button,
  .overlay [data-action]:not(.close) {
    flex: none;
    min-height: var(--_btn);
    padding: 0.35rem 0.7rem;
    border: 2px solid var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
  }
  /* A label too long for a phone's row breaks inside its button; the row's height stays (under
     18rem, a phone's large text, the row grows instead: styles-seats.ts). */
  .controls button {
    flex-shrink: 1;
    line-height: 1.1;
  }
  .auction .step,
  .auction [data-action='pass'],
  .controls [aria-expanded] {
    padding: 0.2rem 0.6rem;
    background: transparent;
    color: var(--_ink);
  }
  /* A setting's choice goes under its name where the row has no room for both, and a button's
     words break rather than run past the panel (200% text at 320 px) */
  .menu label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    margin: 0.4rem 0;
  }
  .menu select {
    min-height: var(--_btn);
    max-width: 100%;
    font: inherit;
  }
  /* Narrower padding on a phone, so "Siguiente mano" beside "Resumen" keeps to one line */
  .controls button.primary {
    padding-inline: min(1.5rem, 4cqi);
    font-size: 1.05rem;
  }
  /* Tables in panels: the summary, the deal's log and the previous trick (look-back/) */
  .overlay table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9rem;
    font-variant-numeric: tabular-nums;
  }
  .overlay th,
  .overlay td {
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
    margin: 0 0 0.4rem;
  }
  .verdict {
    font-weight: 600;
  }
  /* A phone's width: the whole summary above the buttons, without scrolling inside */
  @container (width < 30rem) {
    .summary table {
      font-size: 0.8rem;
    }
    .summary thead th {
      font-size: 0.75rem;
    }
    /* Labels on one line while the sides are few enough to leave them the room (not under 18rem,
       where a phone's large text leaves none: styles-seats.ts) */
    .summary tr:not(:has(td:nth-child(5))) th[scope='row'] {
      white-space: nowrap;
    }
    /* Rows a little tighter: the winner's line below is large text, and at 320 px a match's
       summary still shows whole */
    .summary :is(th, td) {
      padding: 0.15rem 0.2rem;
    }
    .summary :is(.verdict, .contract) {
      margin-bottom: 0.25rem;
      font-size: 0.9rem;
    }
    /* Bold from 18.67 px (14pt) is large text, for which the gold on the panel's green (3.4:1)
       is enough; at 1.1rem (17.6 px) it needed 4.5:1 */
    .summary .match-end {
      margin-bottom: 0.25rem;
      font-size: 1.17rem;
      line-height: 1.25;
    }
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
    .table,
    .bar {
      border: 1px solid CanvasText;
    }
    .controls button,
    .auction button {
      border: 2px solid ButtonText;
    }
  }
  /* A short screen (a phone turned sideways, a low window): cards small enough that the
     stretch from the trick to the hand's bottom fits the screen's height (on a narrow one the
     width's 16cqi is the smaller). That stretch is about 18rem and 1.5 cards high while the
     middle keeps its 8rem floor, about 11rem and 3.6 cards above it (the middle grows with the
     trick's cards); the auction games' 10.5rem floor stays (their buttons may take two rows).
     vh: the large viewport, which holds still while a phone's address bar comes and goes. */
  @media (max-height: 35rem) {
    .table {
      --_fit: min(16cqi, (100vh - 18rem) / 1.5, (100vh - 11rem) / 3.6);
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
