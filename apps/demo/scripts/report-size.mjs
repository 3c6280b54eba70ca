// Prints the gzipped size of the built JavaScript: the first load (the entry chunk and the chunks it
// imports statically, as index.html loads them) and every lazy chunk. Fails when the first load is over
// the budget of 100 KB gzipped.
/* global console, process */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 100 * 1024;
const dist = resolve(process.argv[2] ?? 'dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const gz = (file) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const js = readdirSync(assets).filter((f) => f.endsWith('.js'));

// The first load: scripts and modulepreloads in index.html, and what they import statically.
const first = new Set();
const queue = [...html.matchAll(/(?:src|href)="\.?\/?assets\/([^"]+\.js)"/g)].map((m) => m[1]);
while (queue.length > 0) {
  const file = queue.pop();
  if (first.has(file) || !js.includes(file)) continue;
  first.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]);
}

let firstTotal = 0;
const rows = js.map((file) => ({ file, size: gz(file), first: first.has(file) })).sort((a, b) => Number(b.first) - Number(a.first) || b.size - a.size);
console.log('\nJavaScript, gzipped:');
for (const row of rows) {
  if (row.first) firstTotal += row.size;
  console.log(`  ${row.first ? 'first load' : 'lazy      '}  ${kb(row.size).padStart(9)}  ${row.file}`);
}
const css = readdirSync(assets).filter((f) => f.endsWith('.css')).reduce((n, f) => n + gz(f), 0);
console.log(`\nFirst load: ${kb(firstTotal)} of JavaScript gzipped (budget ${kb(BUDGET)}), plus ${kb(css)} of CSS.`);
console.log(`Lazy chunks: ${kb(rows.filter((r) => !r.first).reduce((n, r) => n + r.size, 0))} in ${rows.filter((r) => !r.first).length} chunks, each loaded when its page or game opens.`);
// The service worker (vite-plugin-pwa) precaches the whole app for offline play: what a first visit fetches
// in the background, after the page has loaded.
const swFile = join(dist, 'sw.js');
if (existsSync(swFile)) {
  const urls = new Set([...readFileSync(swFile, 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]));
  const bytes = [...urls].reduce((n, url) => n + (existsSync(join(dist, url)) ? statSync(join(dist, url)).size : 0), 0);
  console.log(`Offline: the service worker precaches ${urls.size} files, ${kb(bytes)} uncompressed, fetched after the first load.`);
} else {
  console.log('Offline: no service worker was built (dist/sw.js is missing).');
}
if (firstTotal > BUDGET) {
  console.error(`The first load is over budget by ${kb(firstTotal - BUDGET)}.`);
  process.exit(1);
}
