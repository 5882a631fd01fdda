import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { TuteMoveDetail } from 'tute-table/react';
import { App } from './App';

const moves: TuteMoveDetail[] = [];
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
flushSync(() => createRoot(root).render(<App onMove={(detail) => moves.push(detail)} />));

/** What the page did, for the test that drives it (test/build/examples.test.ts). */
async function run() {
  const table = document.querySelector('tute-table');
  if (!table) throw new Error('no table');
  await table.updateComplete;
  // A click on a playable card of seat 0's hand: onTuteMove reports it, then the AI's answer.
  const card = table.shadowRoot?.querySelector<HTMLButtonElement>(
    '[part="card"]:not([aria-disabled="true"])',
  );
  card?.click();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    props: { variant: table.variant, seed: table.seed, aiDelay: table.aiDelay },
    moves: moves.map((move) => move.by),
    text: document.querySelector('p')?.textContent,
  };
}

Object.assign(window, { tuteRun: run });
