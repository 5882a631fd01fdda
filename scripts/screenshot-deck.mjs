// Renders all 40 faces and the back of the card art (src/ui/art) in headless Chromium and writes
// screenshots/deck-200.png and screenshots/deck-48.png (cards 200 px and 48 px wide), plus
// screenshots/deck-forced.png (forced-colours emulation). The page runs under a strict CSP
// (no inline scripts or styles), so a `style=` slipping into the art would show up here too.
// Usage: node scripts/screenshot-deck.mjs [code …]   (CHROME_PATH overrides /usr/bin/chromium)
// With card codes (e.g. `4e 11b back`) it writes only screenshots/cards.png, 320 px per card.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { chromeArgs, executablePath, writeStrictPage } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'screenshots');
const dir = mkdtempSync(join(tmpdir(), 'tute-deck-'));

const entry = `
import { render, html } from 'lit';
import { cardBack, cardFace, cardArtStyles } from ${JSON.stringify(join(root, 'src/ui/art/card-face.ts'))};
const q = new URLSearchParams(location.search);
const w = Number(q.get('w') || 200);
const only = q.get('codes')?.split(',');
document.adoptedStyleSheets = [cardArtStyles.styleSheet];
const sheet = new CSSStyleSheet();
sheet.replaceSync(\`
  body { margin: 0; padding: \${w / 10}px; background: #1f5f3a; width: max-content; }
  .row { display: flex; gap: \${w / 10}px; margin-bottom: \${w / 10}px; }
  .card { width: \${w}px; }\`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
const ranks = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];
const deck = only ? html\`<div class="row">\${only.map((c) => html\`<div class="card">\${c === 'back' ? cardBack() : cardFace(c)}</div>\`)}</div>\`
  : html\`\${['o', 'c', 'e', 'b'].map((s) => html\`<div class="row">\${ranks.map((r) => html\`<div class="card">\${cardFace(r + s)}</div>\`)}</div>\`)}
  <div class="row"><div class="card">\${cardBack()}</div></div>\`;
render(deck, document.body);
document.body.dataset.ready = '1';
`;
writeFileSync(join(dir, 'entry.js'), entry);
await build({
  entryPoints: [join(dir, 'entry.js')],
  bundle: true,
  format: 'iife',
  outfile: join(dir, 'deck.js'),
  nodePaths: [join(root, 'node_modules')],
  logLevel: 'warning',
});
writeStrictPage(dir, 'deck.js');

const browser = await puppeteer.launch({ executablePath, headless: true, args: chromeArgs });
let failed = false;
try {
  mkdirSync(out, { recursive: true });
  const codes = process.argv.slice(2);
  const shots = codes.length
    ? [{ w: 320, file: 'cards.png', codes }]
    : [
        { w: 200, file: 'deck-200.png' },
        { w: 48, file: 'deck-48.png' },
        { w: 100, file: 'deck-forced.png', forced: true },
      ];
  for (const { w, file, forced, codes } of shots) {
    const page = await browser.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') {
        failed = true;
        console.error(`[${file}] ${m.text()}`);
      }
    });
    page.on('pageerror', (e) => {
      failed = true;
      console.error(`[${file}] ${e.message}`);
    });
    if (forced) {
      // puppeteer's emulateMediaFeatures does not know forced-colors; the protocol does.
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'forced-colors', value: 'active' }],
      });
    }
    const across = codes ? codes.length : 10;
    await page.setViewport({
      width: Math.ceil(w * (1.1 * across + 0.2)),
      height: 400,
      deviceScaleFactor: 1,
    });
    await page.goto(
      `${pathToFileURL(join(dir, 'index.html'))}?w=${w}${codes ? `&codes=${codes.join(',')}` : ''}`,
    );
    await page.waitForSelector('body[data-ready]', { timeout: 10_000 });
    await page.screenshot({ path: join(out, file), fullPage: true });
    console.log(`wrote screenshots/${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
