/**
 * Checks that each package pulls in only what it should: a game package depends on @patience/core and
 * nothing else, and a program that imports one export of a package bundles only that package's modules and
 * core's. Prints each bundle's minified and gzipped size, so a growing package shows in CI's log.
 *
 *   pnpm check:packages     # after pnpm build; exit 1 on a stray dependency
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = join(ROOT, 'packages');

/** What each package may depend on at run time; packages not listed may depend on core only. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  '@patience/core': [],
  // The command line is a program, not a library: it runs the games and the solver, and parses its
  // arguments with commander.
  '@patience/cli': ['@patience/core', '@patience/solver', '@patience/easthaven', '@patience/seahaven', '@patience/spider', 'commander'],
};

interface PackageJson {
  readonly name: string;
  readonly private?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
}

/** The workspace package a bundled file belongs to: `packages/spider/dist/index.js` -> `spider`. */
function packageOf(file: string): string {
  const parts = relative(ROOT, resolve(ROOT, file)).split(/[\\/]/);
  if (parts[0] === 'packages' && parts[1] !== undefined) return `@patience/${parts[1]}`;
  return parts.includes('node_modules') ? 'a dependency' : file;
}

/** Bundles `import { name } from pkg` for every export name, and returns the packages each pulls in. */
async function bundle(pkgDir: string, exportName: string): Promise<{ packages: Set<string>; bytes: number; gzipped: number }> {
  const entry = `import { ${exportName} } from ${JSON.stringify(join(pkgDir, 'dist', 'index.js'))};\nglobalThis.keep = ${exportName};\n`;
  const result = await build({
    stdin: { contents: entry, resolveDir: pkgDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const packages = new Set(Object.keys(result.metafile.inputs).filter((f) => f !== '<stdin>').map(packageOf));
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { packages, bytes: code.length, gzipped: gzipSync(code).length };
}

async function main(): Promise<void> {
  const problems: string[] = [];
  for (const dir of readdirSync(PACKAGES).sort()) {
    const pkgDir = join(PACKAGES, dir);
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as PackageJson;
    // A private package without an entry point (the reliability suite: tests and scripts only) is never
    // published or imported, so it has no dist to bundle and no dependencies a user would pull in.
    if (pkg.private === true && !existsSync(join(pkgDir, 'src', 'index.ts'))) continue;
    const allowed = ALLOWED[pkg.name] ?? ['@patience/core'];
    const deps = Object.keys(pkg.dependencies ?? {});
    for (const dep of deps) if (!allowed.includes(dep)) problems.push(`${pkg.name} depends on ${dep}; it may depend on ${allowed.join(', ') || 'nothing'}`);

    // A program (a bin without an entry point to import) has no exports to bundle: its dependencies are checked.
    if (!existsSync(join(pkgDir, 'src', 'index.ts'))) continue;
    const exports = Object.keys(await import(join(pkgDir, 'dist', 'index.js')) as Record<string, unknown>);
    const games = pkg.name === '@patience/core' ? ['Game'] : exports;
    for (const name of games) {
      const { packages, bytes, gzipped } = await bundle(pkgDir, name);
      const stray = [...packages].filter((p) => p !== pkg.name && !allowed.includes(p));
      if (stray.length > 0) problems.push(`import { ${name} } from '${pkg.name}' pulls in ${stray.join(', ')}`);
      console.log(`${`import { ${name} } from '${pkg.name}'`.padEnd(52)} ${[...packages].sort().join(' + ').padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(6)} KB min, ${(gzipped / 1024).toFixed(1).padStart(5)} KB gzip`);
    }
  }
  if (problems.length > 0) {
    console.error(`check-packages: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('check-packages: every package pulls in only itself and what it may depend on.');
}

await main();
