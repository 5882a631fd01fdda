// @ts-check
// Browser tests (test/ui) in a real headless Chromium. `npm test` finds or installs the browser
// and passes it in CHROME_PATH; run directly, `npx wtr` falls back to /usr/bin/chromium.
import { writeFileSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromeArgs, executablePath } from './scripts/chromium.mjs';
import { embedPlugin } from './test/ui/embed/plugin.mjs';

/**
 * Writes `{ passed, failed, skipped }` to TUTE_WTR_SUMMARY (when set) once the run ends, so
 * scripts/test.mjs can add it to the Node runner's totals. A test file that fails to load or
 * run (no test results, or session errors) counts as one failed test.
 * @returns {import('@web/test-runner').Reporter}
 */
function totalsReporter() {
  const out = process.env.TUTE_WTR_SUMMARY;
  /** @type {{ passed: number, failed: number, skipped: number } | null} */
  let totals = null;
  return {
    onTestRunFinished({ sessions }) {
      const sum = { passed: 0, failed: 0, skipped: 0 };
      /** @param {import('@web/test-runner').TestSuiteResult} suite */
      const count = (suite) => {
        for (const test of suite.tests) {
          if (test.skipped) sum.skipped++;
          else if (test.passed) sum.passed++;
          else sum.failed++;
        }
        suite.suites.forEach(count);
      };
      for (const session of sessions) {
        const before = sum.failed;
        if (session.testResults) count(session.testResults);
        const brokenSession = session.passed === false || session.errors.length > 0;
        if (brokenSession && sum.failed === before) sum.failed++;
      }
      totals = sum;
    },
    stop() {
      if (out)
        writeFileSync(
          out,
          JSON.stringify(totals ?? { passed: 0, failed: 0, skipped: 0, crashed: true }),
        );
    },
  };
}

/**
 * `executeServerCommand('forced-colors', 'active' | 'none')`: forced colours (Windows' high
 * contrast) as Chromium emulates them, palette included; wtr's emulateMedia offers them only
 * under Playwright.
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
function forcedColorsPlugin() {
  // The emulation lasts as long as the DevTools session that set it: kept until 'none'.
  /** @type {Map<string, import('puppeteer-core').CDPSession>} */
  const sessions = new Map();
  return {
    name: 'forced-colors-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      if (payload !== 'active' && payload !== 'none') throw new Error('active or none');
      const launcher = /** @type {import('@web/test-runner-chrome').ChromeLauncher} */ (
        session.browser
      );
      const cdp =
        sessions.get(session.id) ?? (await launcher.getPage(session.id).createCDPSession());
      sessions.set(session.id, cdp);
      await cdp.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'forced-colors', value: payload }],
      });
      if (payload === 'none') {
        sessions.delete(session.id);
        await cdp.detach();
      }
      return true;
    },
  };
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/ui/**/*.test.ts'],
  // Lit's development build: it warns about misuse (e.g. class fields shadowing properties).
  nodeResolve: { exportConditions: ['development'] },
  plugins: [
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: 'tsconfig.json',
      // process.env.NODE_ENV for dependencies that read it; with an explicit target and a .mjs
      // loader, `define` reaches .mjs files too.
      loaders: { '.mjs': 'js' },
      define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    }),
    // The built bundle in real pages on 127.0.0.1 under a strict CSP (test/ui/embed.test.ts).
    embedPlugin(),
    // The accessibility tree as the browser computes it: names and descriptions (table-ui).
    a11ySnapshotPlugin(),
    // Forced colours (the thinking dots, table-ui).
    forcedColorsPlugin(),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath, headless: true, args: chromeArgs },
    }),
  ],
  // Lit's one-time "dev mode" notice is noise here; its other warnings still show. The clone
  // guard lets a failed assertion on a DOM node be reported instead of hanging the run.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html>
  <head>
    <script>globalThis.litIssuedWarnings = new Set(['dev-mode']);</script>
    <script src="/test/ui/clone-guard.js"></script>
  </head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 300_000,
  testFramework: { config: { timeout: 10_000 } },
  reporters: [defaultReporter(), totalsReporter()],
};
