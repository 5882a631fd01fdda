// Renders <tute-table> mid-deal for every variant in headless Chromium and writes
// screenshots/<variant>.png: the same seeded deal side by side in a 320 px (phone) and a 1000 px
// (desktop) column. Seat 0 is played by the AI through `act()`, so each table is a few tricks
// into its deal. The page runs under a strict CSP (no inline scripts or styles), and the script
// fails on any console error or warning, or when a table at 320 px scrolls sideways.
// Usage: node scripts/screenshot-table.mjs [variant …] [--theme=light|dark] [--lang=en]
//   [--stop=play,auction,trump,censor,end,trick-end,bubble,log,last-trick,menu,rules|all] [--forced]
//   [--widths=360,1280] [--bundle] [--out=DIR] [--scale=2] (CHROME_PATH overrides
//   /usr/bin/chromium). --stop lists the moments to shoot: mid-deal (`play`, the default), seat
//   0's first auction call, seat 0 naming trump (it bids the most it may), seat 0 as the censor deciding (it plays on, deal after deal, until it
//   deals), the deal-end summary, the deal's end with the summary closed (`trick-end`: the last
//   trick and its bonus), the first moment speech bubbles show (a call, a swap, a cante),
//   the deal's log and the previous trick opened a few tricks into the deal, and mid-deal with
//   the menu or "How to play" open; `all` is all of them. A moment a
//   variant does not have (an auction in tute, the censor outside subastao-censor) is skipped.
//   A theme other than classic, a moment other than play and --forced (forced-colours
//   emulation) add `-<theme>`, `-<stop>`, `-forced` to the file name. --widths sets the
//   columns; --bundle draws the built dist/tute-table.js (run `npm run build` first) instead of
//   the sources, to check what the bundling does to the markup; --out writes elsewhere than
//   screenshots/; --rules sets the table's `rules` attribute (e.g. --rules=target=1 and --stop=end
//   shoot the match-over summary); --names sets its `names` attribute (adds `-names`); --open
//   shows every hand face up (`open`, adds `-open`); --height sets the window's height (600 px
//   by default; e.g. --widths=820 --height=390 draws a phone turned sideways, adds `-h390`);
//   --text sets the page's text size in percent (e.g. --text=200 for 200% text, adds `-text200`).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { chromeArgs, executablePath, writeStrictPage } from './chromium.mjs';

const VARIANTS = ['tute', 'brisca', 'tute-3', 'tute-4', 'subastado', 'subastao', 'subastao-censor'];
/** The moments each variant has (the auction games', the censor's). */
const HAS = {
  auction: ['subastado', 'subastao', 'subastao-censor'],
  trump: ['subastado', 'subastao', 'subastao-censor'],
  censor: ['subastao-censor'],
};
const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'tute-table-'));
const flags = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const eq = a.indexOf('=');
      return eq < 0 ? [a.slice(2)] : [a.slice(2, eq), a.slice(eq + 1)];
    }),
);
const variants = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const theme = flags.theme ?? 'classic';
const lang = flags.lang ?? 'es';
const stops =
  flags.stop === 'all'
    ? [
        'play',
        'auction',
        'trump',
        'censor',
        'end',
        'trick-end',
        'bubble',
        'log',
        'last-trick',
        'menu',
        'rules',
      ]
    : (flags.stop ?? 'play').split(',');
const forced = 'forced' in flags;
const WIDTHS = (flags.widths ?? '320,1000').split(',').map(Number);
const out = resolve(root, flags.out ?? 'screenshots');
const bundled = 'bundle' in flags;

// With --bundle the page loads dist/tute-table.js as it is, from a copy of dist/ served over
// HTTP, so the files it loads on first use (words, log, rules, ai) are found beside it, as on a
// host's page (a file: page could not load them).
const entry = `
${bundled ? '' : `import ${JSON.stringify(join(root, 'src/ui/index.ts'))};`}
import { chooseAction } from ${JSON.stringify(join(root, 'src/ai/index.ts'))};
const q = new URLSearchParams(location.search);
const widths = q.get('widths').split(',').map(Number);
const sheet = new CSSStyleSheet();
sheet.replaceSync(\`
  html { font-size: \${q.get('text') || 100}%; }
  body { margin: 0; padding: 12px; background: #c9ccd1; display: flex; gap: 24px; align-items: flex-start; width: max-content; }
  \${[...widths, 320].map((w) => \`.w\${w} { width: \${w}px; }\`).join('')}\`);
document.adoptedStyleSheets = [sheet];
const pause = () => new Promise((r) => setTimeout(r, 5));
async function settle(el) {
  for (let i = 0; i < 2000; i++) {
    if (el.legalActions.length > 0 || el.view.phase === 'match-over') break;
    await pause();
  }
  await el.updateComplete;
}
async function table(width) {
  const box = document.createElement('div');
  box.className = 'w' + width;
  const el = document.createElement('tute-table');
  for (const name of ['variant', 'seed', 'lang', 'theme']) el.setAttribute(name, q.get(name));
  if (q.get('rules')) el.setAttribute('rules', q.get('rules'));
  if (q.get('names')) el.setAttribute('names', q.get('names'));
  el.open = q.get('open') === '1';
  el.aiDelay = 0;
  box.append(el);
  document.body.append(box);
  return el;
}
async function main() {
await customElements.whenDefined('tute-table');
const tables = await Promise.all(widths.map(table));
const tricks = Number(q.get('tricks'));
const stop = q.get('stop');
// The panels are opened a few tricks in, the bubbles shot as soon as every column shows one.
const panel = stop === 'log' || stop === 'last-trick';
const shows = (el) => el.shadowRoot.querySelector('[part~="bubble"]') !== null;
for (let step = 0; step < 1500; step++) {
  await Promise.all(tables.map(settle));
  const view = tables[0].view;
  if (view.phase === 'match-over') break;
  if (view.phase === 'deal-over' && stop !== 'censor') break;
  if (stop === 'auction' && view.phase === 'auction') break;
  if (stop === 'censor' && view.phase === 'censor') break;
  if (stop === 'trump' && view.phase === 'trump' && view.turn === 0) break;
  if (['play', 'menu', 'rules'].includes(stop) && view.phase === 'play' && view.played.length >= tricks * view.players && view.legal.some((a) => a.type === 'play')) break;
  if (panel && view.phase === 'play' && view.played.length >= 2 * tricks * view.players && view.legal.some((a) => a.type === 'play')) break;
  if (stop === 'bubble' && tables.every(shows)) break;
  // On the way to the censor's seat, seat 0 passes every auction.
  const pass = stop === 'censor' && view.legal.find((a) => a.type === 'pass');
  // On the way to naming trump, seat 0 bids the most it may.
  const most = stop === 'trump' && view.legal.filter((a) => a.type === 'bid').at(-1);
  const action = pass || most || (await chooseAction(view, { level: 'easy', seed: step }));
  for (const el of tables) await el.act(action);
}
await Promise.all(tables.map(settle));
if (panel) for (const el of tables) el.shadowRoot.querySelector(\`[data-action="\${stop}"]\`).click();
if (stop === 'trick-end') for (const el of tables) el.shadowRoot.querySelector('[data-action="summary"]').click();
// The menu, then "How to play" from it (its text loads on first use).
for (const el of stop === 'menu' || stop === 'rules' ? tables : []) {
  el.shadowRoot.querySelector('[data-action="menu"]').click();
  await el.updateComplete;
  if (stop !== 'rules') continue;
  el.shadowRoot.querySelector('[data-action="rules"]').click();
  for (let i = 0; i < 400 && !el.shadowRoot.querySelector('.rules h3'); i++) await pause();
}
for (const el of [...tables, ...(await Promise.all([320].map(table)))]) {
  await settle(el);
  const t = el.shadowRoot.querySelector('[part="table"]');
  if (t.scrollWidth > t.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1) {
    console.error(\`\${q.get('variant')}: the table scrolls sideways at \${el.clientWidth}px (\${t.scrollWidth} > \${t.clientWidth})\`);
  }
}
document.body.lastElementChild.remove();
// Two frames: the page's size must no longer count the column just removed.
await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
document.body.dataset.ready = '1';
}
main().catch((e) => console.error(String(e.stack)));
`;
writeFileSync(join(dir, 'entry.js'), entry);
await build({
  entryPoints: [join(dir, 'entry.js')],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  outfile: join(dir, 'table.js'),
  nodePaths: [join(root, 'node_modules')],
  define: { 'process.env.NODE_ENV': '"production"' },
  // package.json's \`sideEffects\` speaks of the built files; read literally it would let esbuild
  // drop the source entry that defines the element.
  ignoreAnnotations: true,
  logLevel: 'warning',
});
if (bundled) {
  cpSync(join(root, 'dist'), dir, { recursive: true, filter: (f) => !f.endsWith('.map') });
  writeStrictPage(dir, 'table.js', 'tute-table.js');
} else writeStrictPage(dir, 'table.js');
const server = createServer((req, res) => {
  const name = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
  if (!/^[\w.-]+$/.test(name)) return void res.writeHead(404).end();
  try {
    const body = readFileSync(join(dir, name));
    const type = name.endsWith('.html') ? 'text/html' : 'text/javascript';
    res.writeHead(200, { 'content-type': type }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await puppeteer.launch({ executablePath, headless: true, args: chromeArgs });
let failed = false;
try {
  mkdirSync(out, { recursive: true });
  const shots = (variants.length ? variants : VARIANTS).flatMap((variant) =>
    stops.filter((stop) => HAS[stop]?.includes(variant) ?? true).map((stop) => [variant, stop]),
  );
  for (const [variant, stop] of shots) {
    const file = `${variant}${theme === 'classic' ? '' : `-${theme}`}${stop === 'play' ? '' : `-${stop}`}${forced ? '-forced' : ''}${flags.rules ? '-rules' : ''}${flags.names ? '-names' : ''}${'open' in flags ? '-open' : ''}${flags.height ? `-h${flags.height}` : ''}${flags.text ? `-text${flags.text}` : ''}.png`;
    const page = await browser.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn' || m.type() === 'warning') {
        failed = true;
        console.error(`[${file}] ${m.text()}`);
      }
    });
    page.on('pageerror', (e) => {
      failed = true;
      console.error(`[${file}] ${e.stack ?? e.message}`);
    });
    if (forced) {
      // puppeteer's emulateMediaFeatures does not know forced-colors; the protocol does.
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'forced-colors', value: 'active' }],
      });
    }
    await page.setViewport({
      width: WIDTHS.reduce((a, b) => a + b + 24, 0) + 24,
      height: Number(flags.height ?? 600),
      deviceScaleFactor: Number(flags.scale ?? 1),
    });
    const query = new URLSearchParams({
      variant,
      seed: '7',
      lang,
      theme,
      tricks: '2',
      stop,
      widths: WIDTHS.join(','),
      rules: flags.rules ?? '',
      names: flags.names ?? '',
      open: 'open' in flags ? '1' : '',
      text: flags.text ?? '',
    });
    await page.goto(`${origin}/index.html?${query}`);
    await page.waitForSelector('body[data-ready]', { timeout: 30_000 });
    await page.screenshot({ path: join(out, file), fullPage: true });
    console.log(`wrote ${join(out, file)}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
