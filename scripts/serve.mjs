#!/usr/bin/env node
// @ts-check
// A small, dependency-free static server for the demo: serves the project root on 127.0.0.1.
// PORT (default 8000) is tried first; if it is busy, the next free port is used.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = await realpath(fileURLToPath(new URL('..', import.meta.url)));
const HOST = '127.0.0.1';
const DEMO = '/demo/index.html';
const PORT_TRIES = 50;

/** @type {Record<string, string>} */
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function fail(res, status, message) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(`${status} ${message}\n`);
}

/**
 * Maps a URL path to a file under ROOT: null when it is forbidden (it would leave ROOT through
 * `..`, a backslash, a NUL byte or a symlink, or names a dotfile), undefined when there is none.
 * @param {string} urlPath
 */
async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // `..` never reaches a file outside ROOT; dotfiles (.git, .ci) are not served at all.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  let file = resolve(join(ROOT, decoded));
  if (file !== ROOT && !file.startsWith(ROOT + sep)) return null;
  let info = await stat(file).catch(() => null);
  const directory = Boolean(info?.isDirectory());
  if (directory) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return undefined;
  const real = await realpath(file);
  if (!real.startsWith(ROOT + sep)) return null;
  return { file: real, size: info.size, directory };
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return fail(res, 405, 'Method Not Allowed');
    }
    const { pathname } = new URL(req.url ?? '/', `http://${HOST}`);
    if (pathname === '/') {
      res.writeHead(302, { location: DEMO });
      return res.end();
    }
    const found = await resolveFile(pathname);
    if (found === null) return fail(res, 403, 'Forbidden');
    if (found === undefined) return fail(res, 404, 'Not Found');
    // A directory URL without its trailing slash would break relative links in its index.html.
    if (found.directory && !pathname.endsWith('/')) {
      res.writeHead(301, { location: `${pathname}/` });
      return res.end();
    }
    res.writeHead(200, {
      'content-type': MIME[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': found.size,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(found.file)
      .on('error', () => res.destroy())
      .pipe(res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) fail(res, 500, 'Internal Server Error');
    else res.destroy();
  }
});

/** @param {number} port */
function listen(port) {
  return new Promise((resolvePort, reject) => {
    /** @param {NodeJS.ErrnoException} error */
    const onError = (error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolvePort(port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, HOST);
  });
}

const wanted = Number.parseInt(process.env.PORT ?? '8000', 10);
if (!Number.isInteger(wanted) || wanted < 0 || wanted > 65535) {
  console.error(`PORT must be a number from 0 to 65535, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}

let port = null;
for (let candidate = wanted; candidate < wanted + PORT_TRIES && candidate <= 65535; candidate++) {
  try {
    await listen(candidate);
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : candidate;
    break;
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code !== 'EADDRINUSE' || wanted === 0) throw error;
    console.log(`Port ${candidate} is busy, trying ${candidate + 1}`);
  }
}
if (port === null) {
  console.error(
    `No free port from ${wanted} to ${wanted + PORT_TRIES - 1}; set PORT to another one.`,
  );
  process.exit(1);
}

console.log(`Serving ${ROOT} at http://${HOST}:${port}/`);
console.log(`Demo: http://${HOST}:${port}${DEMO}`);
console.log('Press Ctrl+C to stop.');

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
