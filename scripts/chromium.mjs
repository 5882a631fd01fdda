// @ts-check
// How this project starts headless Chromium, in one place for the test runner's config and the
// screenshot scripts. `npm test` finds or installs the browser and passes it in CHROME_PATH.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

// --no-sandbox: Chromium refuses to start as root without it. The rest silence background
// network calls that fail loudly on a closed network.
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Writes `index.html` into `dir`: a page that loads one script (and, if given, a module before
 * it) from its own folder under a CSP that allows nothing else (no inline script or style), as
 * the widget must survive.
 * @param {string} dir
 * @param {string} script
 * @param {string} [module]
 */
export function writeStrictPage(dir, script, module) {
  const first = module ? `<script type="module" src="${module}"></script>` : '';
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; style-src 'self'">
</head><body>${first}<script src="${script}"></script></body></html>`,
  );
}
