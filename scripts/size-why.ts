/**
 * Where the bytes of "`Game` plus a game" go, module by module. size-limit (`pnpm size`) enforces the budget
 * on the built packages, whose shared chunks (`chunk-XXXX.js`) hide which source module a byte comes from, and
 * its `--why` needs another plugin that draws the same chunks; this bundles the same two imports from the
 * sources instead, minified with esbuild as size-limit does, and charges each module what leaving its bytes
 * out saves of the gzipped whole (gzip shares repeats across modules, so a module's own gzipped size would
 * overstate it). The total is within about 0.1 kB of `pnpm size`'s figure.
 *
 *   pnpm size:why                      # Game + each shipped game
 *   pnpm size:why spider               # Game + Spider only
 *   pnpm size:why easthaven "Game, defineVariant"
 */
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GAMES = ['easthaven', 'spider', 'seahaven'];

async function report(game: string, names: string): Promise<void> {
  const entry = join(ROOT, 'packages', 'core', `.size-why-${game}.ts`);
  writeFileSync(entry, `import { ${names} } from './src/index.js';\nimport { ${game} } from '../${game}/src/index.js';\nconsole.log(${names}, ${game});\n`);
  try {
    const result = await build({
      entryPoints: [entry], bundle: true, minify: true, format: 'esm', target: 'es2022', write: false,
      sourcemap: 'external', outdir: join(ROOT, 'node_modules', '.size-why'), logLevel: 'error',
      alias: { '@patience/core': join(ROOT, 'packages', 'core', 'src', 'index.ts') },
    });
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
    const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '{}') as SourceMap;
    const owners = ownerOfEachByte(js, map);
    const total = gzipped(js);
    const rows = [...new Set(owners)].map((source) => {
      const rest: string[] = [];
      let bytes = 0;
      for (let i = 0; i < js.length; i++) if (owners[i] === source) bytes++; else rest.push(js.charAt(i));
      return { source: source.replace(/^(\.\.\/)+/, '').replace(/^packages\//, ''), bytes, gzip: total - gzipped(rest.join('')) };
    }).filter((r) => r.bytes > 30).sort((a, b) => b.gzip - a.gzip);
    console.log(`\n{ ${names} } from @patience/core + { ${game} }: ${kB(js.length)} minified, ${kB(total)} gzipped\n`);
    console.log(`${'gzip'.padStart(8)} ${'min'.padStart(8)}  module`);
    for (const r of rows) console.log(`${kB(r.gzip).padStart(8)} ${kB(r.bytes).padStart(8)}  ${r.source}`);
  } finally {
    rmSync(entry, { force: true });
  }
}

interface SourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

/** For each character of the bundle, the source file it came from, read from the source map's segments. */
function ownerOfEachByte(js: string, map: SourceMap): string[] {
  const owners = new Array<string>(js.length).fill('(bundle)');
  const sources = map.sources.map((s) => relative(ROOT, resolve(join(ROOT, 'node_modules', '.size-why'), s)));
  const lineStarts = [0];
  for (let i = 0; i < js.length; i++) if (js[i] === '\n') lineStarts.push(i + 1);
  const segments: [number, number][] = [];
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      segments.push([(lineStarts[lineIndex] ?? 0) + column, fields.length > 1 ? source : -1]);
    }
  });
  segments.sort((a, b) => a[0] - b[0]);
  segments.forEach(([start, src], i) => {
    const end = segments[i + 1]?.[0] ?? js.length;
    for (let p = start; p < end; p++) owners[p] = src < 0 ? '(bundle)' : (sources[src] ?? '(bundle)');
  });
  return owners;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base-64 VLQ, as the source map format writes them). */
function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

function gzipped(text: string): number {
  return gzipSync(text, { level: 9 }).length;
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} kB`;
}

const [only, imports = 'Game'] = process.argv.slice(2);
if (only !== undefined && !GAMES.includes(only)) {
  console.error(`size:why measures one of ${GAMES.join(', ')}; got "${only}".`);
  process.exit(1);
}
for (const game of only === undefined ? GAMES : [only]) await report(game, imports);
