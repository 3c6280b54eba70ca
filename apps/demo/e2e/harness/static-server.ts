/**
 * A tiny static file server for the built app: the browser tests need a real HTTP origin (localStorage,
 * module scripts), and nothing more than files. It listens on a free port of 127.0.0.1 only.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * An empty page on the app's origin, which is not the app: the tests open it to write localStorage before
 * the app first reads it.
 */
export const BLANK_PATH = '/__e2e/blank';

/** A running server: its base URL (no trailing slash) and how to stop it. */
export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves `root` over HTTP. Paths outside `root` are refused; a missing favicon is answered with 204 so that
 * the browser logs no error the tests would count.
 * @example const server = await serveStatic('/tmp/demo-e2e-dist'); await server.close();
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = resolve(root);
  const server: Server = createServer((request, response) => {
    void answer(base, request.url ?? '/').then(
      ({ status, type, body }) => {
        // Vite names built assets by their content, so they may be cached (a test that loads the app many
        // times then compiles its scripts once); the page itself is always asked for again.
        const cache = status === 200 && (request.url ?? '').startsWith('/assets/') ? 'max-age=3600, immutable' : 'no-cache';
        response.writeHead(status, { 'content-type': type, 'cache-control': cache });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => { done(); });
      }),
  };
}

interface Answer {
  readonly status: number;
  readonly type: string;
  readonly body: string | Buffer;
}

async function answer(base: string, url: string): Promise<Answer> {
  const path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  if (path === BLANK_PATH) return { status: 200, type: TYPES['.html'] ?? '', body: '<!doctype html><title>blank</title>' };
  const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
  if (file !== base && !file.startsWith(base + sep)) return { status: 403, type: 'text/plain', body: 'outside the app' };
  const found = await stat(file).then((s) => s.isFile(), () => false);
  if (!found) {
    if (path === '/favicon.ico') return { status: 204, type: 'image/x-icon', body: '' };
    return { status: 404, type: 'text/plain', body: `not found: ${path}` };
  }
  return { status: 200, type: TYPES[extname(file)] ?? 'application/octet-stream', body: await readFile(file) };
}
