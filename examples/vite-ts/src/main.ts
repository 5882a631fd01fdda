// The one-file element (lit inlined) and the engine, as most apps take them.
import 'tute-table';
import { IllegalActionError, type TuteErrorCode, type TuteMoveDetail } from 'tute-table';
import { legalActions, newGame } from 'tute-table/engine';

const table = document.querySelector('tute-table');
const last = document.querySelector('output');
if (!table || !last) throw new Error('the page lacks its table');

// Typed properties: unions for the closed sets, a number or text for the seed.
table.difficulty = 'hard';
table.seed = 42;
table.aiDelay = 0;
// @ts-expect-error: not a variant
table.variant = 'poker';

table.addEventListener('tute-move', (event) => {
  const detail: TuteMoveDetail = event.detail;
  last.textContent = `seat ${detail.seat}: ${detail.action.type}`;
});
const errors: TuteErrorCode[] = [];
table.addEventListener('tute-error', (event) => errors.push(event.detail.code));

/** What the page did, for the test that drives it (test/build/examples.test.ts). */
const run = async () => {
  await customElements.whenDefined('tute-table');
  table.seed = 7;
  table.variant = 'tute';
  await table.updateComplete;
  // The engine computes the same first move as the table offers: same seed, same deal.
  const offered = table.legalActions.map((action) => JSON.stringify(action));
  const fromEngine = legalActions(newGame({ variant: 'tute', seed: 7 })).map((action) =>
    JSON.stringify(action),
  );
  let rejected = '';
  try {
    await table.act({ type: 'play', seat: 1, card: '1o' });
  } catch (error) {
    if (error instanceof IllegalActionError) rejected = error.code;
  }
  // Seat 0 leads; then seat 1 answers with the search (hard), which the element loads from the
  // ai.js Vite emitted beside it.
  const answered = new Promise<boolean>((resolve) => {
    table.addEventListener('tute-move', (event) => {
      if (event.detail.by === 'ai') resolve(true);
    });
    setTimeout(() => resolve(false), 10_000);
  });
  const play = table.legalActions.find((action) => action.type === 'play');
  if (play) await table.act(play);
  const aiMoved = await answered;
  return {
    aiMoved,
    sameMoves: offered.join() === fromEngine.join(),
    rejected,
    errors,
    last: last.textContent,
    rendered: Boolean(table.shadowRoot?.querySelector('[part="hand"]')),
  };
};

Object.assign(window, { tuteRun: run });
