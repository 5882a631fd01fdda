// The host hands the element the searching AI from the AI bundle, as README.md shows.
import '/dist/tute-table.js';
import { chooseAction } from '/dist/ai.js';

const table = document.querySelector('#game');
table.player = chooseAction;
// Read by the test: the searching player is the one in use.
window.__searching = table.player === chooseAction;
