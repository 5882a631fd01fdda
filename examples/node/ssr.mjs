// Node without a DOM: every entry of the package imports, the engine and the AI play, and the
// element renders on a server — through @lit-labs/ssr and through React's renderToString. Prints
// what it found as JSON (test/build/examples.test.ts reads it).
const ENTRIES = [
  'tute-table',
  'tute-table/engine',
  'tute-table/ai',
  'tute-table/react',
  'tute-table/vue',
  'tute-table/svelte',
  'tute-table/unbundled',
  'tute-table/unbundled/engine',
  'tute-table/unbundled/ai',
];

const imported = {};
for (const entry of ENTRIES) {
  try {
    imported[entry] = Object.keys(await import(entry)).sort();
  } catch (error) {
    imported[entry] = `failed: ${error}`;
  }
}

// The engine and the AI: a few moves of a seeded match.
const { newGame, applyAction, viewFor, IllegalActionError } = await import('tute-table/engine');
const { chooseAction } = await import('tute-table/ai');
let state = newGame({ variant: 'tute', seed: 7 });
for (let i = 0; i < 4 && state.turn !== null; i++) {
  state = applyAction(
    state,
    await chooseAction(viewFor(state, state.turn), { level: 'hard', seed: 1 }),
  );
}
let illegal = '';
try {
  applyAction(state, { type: 'play', seat: 3, card: '1o' });
} catch (error) {
  // The element entry's class recognises the engine bundle's error.
  const element = await import('tute-table');
  illegal = error instanceof element.IllegalActionError && error instanceof IllegalActionError;
}

// @lit-labs/ssr: the tag with its attributes, no shadow root (the browser renders the table).
const { render } = await import('@lit-labs/ssr');
const { collectResult } = await import('@lit-labs/ssr/lib/render-result.js');
const { html } = await import('lit');
const lit = await collectResult(
  render(html`<tute-table variant="brisca" seed="7" .aiDelay=${0}></tute-table>`),
);

// React: the wrapper on the server.
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { TuteTable } = await import('tute-table/react');
const react = renderToString(
  createElement(TuteTable, { variant: 'brisca', seed: 7, aiDelay: 0, onTuteMove: () => {} }),
);

console.log(
  JSON.stringify({
    imported,
    moves: state.log.length,
    illegal,
    defined: globalThis.customElements?.get('tute-table') !== undefined,
    lit,
    react,
  }),
);
