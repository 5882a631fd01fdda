// @ts-check
// How this project starts headless Chromium, in one place for the test runner's config and the
// screenshot scripts. `npm test` finds or installs the browser and passes it in CHROME_PATH.

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
