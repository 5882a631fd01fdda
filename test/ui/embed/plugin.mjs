// @ts-check
// A web-test-runner plugin for the embedding tests (test/ui/embed.test.ts): the built bundle
// (dist/) in real pages (test/ui/pages/), served as a user's site would serve them — on
// 127.0.0.1, with `Content-Security-Policy: default-src 'self'` on every response — and opened
// as top-level pages in the test run's own Chromium, through the puppeteer page web-test-runner
// already drives. Puppeteer records every request, console message and uncaught error, and
// can reload a page, which no test running inside a page can do for itself.
//
// Server commands (payloads are JSON):
//   embed-open   { path }            → { id }      a new page in a fresh browser context
//   embed-eval   { id, fn, args }    → { value }   `fn` is a function's source, called with args
//   embed-reload { id }              → true
//   embed-log    { id }              → { requests, console, errors }
//   embed-shot   { id, clip }        → { png }     a screenshot of `clip` (page pixels), base64
//   embed-close  { id }              → true
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
/** Only these folders are served: the bundle and the test pages, nothing else of the project. */
const SERVED = ['dist', join('test', 'ui', 'pages')].map((dir) => join(ROOT, dir) + sep);
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
};
export const CSP = "default-src 'self'";

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function embedPlugin() {
  /** @type {import('node:http').Server | null} */
  let server = null;
  let origin = '';
  /**
   * @typedef {{ requests: string[], console: string[], errors: string[] }} PageLog
   * @typedef {{
   *   page: import('puppeteer-core').Page,
   *   context: import('puppeteer-core').BrowserContext,
   *   log: PageLog,
   * }} OpenPage
   */
  /** @type {Map<number, OpenPage>} */
  const pages = new Map();
  let nextId = 1;

  async function start() {
    if (server) return;
    for (const file of ['tute-table.js', 'tute-table.iife.js']) {
      if (!existsSync(join(ROOT, 'dist', file)))
        throw new Error(`dist/${file} is missing: run \`npm run build\` first`);
    }
    server = createServer(async (req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      // /alone/ holds the module bundle and nothing beside it, as on a host that copied one file;
      // /no-rules/ every file of dist/ but rules.js.
      const beside = /^\/no-rules\/[\w.-]+\.js$/.test(path) && path !== '/no-rules/rules.js';
      const file =
        path === '/alone/tute-table.js'
          ? join(ROOT, 'dist', 'tute-table.js')
          : beside
            ? join(ROOT, 'dist', path.slice('/no-rules/'.length))
            : resolve(ROOT, `.${path}`);
      const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))];
      const headers = { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store' };
      if (path === '/favicon.ico') {
        // The browser asks for it on its own; a 404 would be logged as a console error.
        res.writeHead(204, headers).end();
        return;
      }
      if (!type || !SERVED.some((dir) => file.startsWith(dir))) {
        res.writeHead(404, headers).end();
        return;
      }
      try {
        const body = await readFile(file);
        res.writeHead(200, { ...headers, 'Content-Type': `${type}; charset=utf-8` }).end(body);
      } catch {
        res.writeHead(404, headers).end();
      }
    });
    await new Promise((done) => server?.listen(0, '127.0.0.1', () => done(null)));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** @param {unknown} id */
  function pageOf(id) {
    const entry = pages.get(Number(id));
    if (!entry) throw new Error(`no embed page ${String(id)}`);
    return entry;
  }

  return {
    name: 'tute-embed',
    async executeCommand({ command, payload, session }) {
      if (!command.startsWith('embed-')) return undefined;
      const args = /** @type {Record<string, any>} */ (payload ?? {});
      if (command === 'embed-open') {
        await start();
        const launcher = /** @type {import('@web/test-runner-chrome').ChromeLauncher} */ (
          /** @type {unknown} */ (session.browser)
        );
        const context = await launcher.getPage(session.id).browser().createBrowserContext();
        const page = await context.newPage();
        const log = {
          requests: /** @type {string[]} */ ([]),
          console: /** @type {string[]} */ ([]),
          errors: /** @type {string[]} */ ([]),
        };
        page.on('request', (request) => log.requests.push(request.url()));
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warn')
            log.console.push(`${message.type()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => log.errors.push(String(error)));
        const id = nextId++;
        pages.set(id, { page, context, log });
        await page.goto(`${origin}/${args.path}`, { waitUntil: 'load' });
        return { id, origin };
      }
      const entry = pageOf(args.id);
      switch (command) {
        case 'embed-eval':
          // Wrapped: web-test-runner treats a null or undefined result as "command not handled".
          return {
            value: await entry.page.evaluate(`(${args.fn})(...${JSON.stringify(args.args ?? [])})`),
          };
        case 'embed-reload':
          await entry.page.reload({ waitUntil: 'load' });
          return true;
        case 'embed-log':
          return entry.log;
        case 'embed-shot':
          return { png: await entry.page.screenshot({ clip: args.clip, encoding: 'base64' }) };
        case 'embed-close':
          pages.delete(Number(args.id));
          await entry.context.close();
          return true;
        default:
          throw new Error(`unknown command ${command}`);
      }
    },
    async serverStop() {
      for (const { context } of pages.values()) await context.close().catch(() => {});
      pages.clear();
      await new Promise((done) => (server ? server.close(() => done(null)) : done(null)));
      server = null;
    },
  };
}
