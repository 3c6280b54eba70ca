/**
 * `pnpm docs:check`'s check of the API reference: typedoc (with typedoc-plugin-markdown, configured in
 * typedoc.json) writes the reference into a scratch folder, and every page must equal the one in docs/api/, with
 * no page missing or left over. typedoc itself has no check mode; `pnpm docs:api` writes docs/api/.
 *
 *   pnpm docs:check      # after pnpm build (the game packages' types come from core's build)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API = join(ROOT, 'docs', 'api');

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const scratch = mkdtempSync(join(tmpdir(), 'patience-api-'));
try {
  execFileSync(join(ROOT, 'node_modules', '.bin', 'typedoc'), ['--out', scratch, '--logLevel', 'Warn'], { cwd: ROOT, stdio: 'inherit' });
  const fresh = files(scratch);
  const committed = files(API);
  const stale = [
    ...fresh.filter((f) => !committed.includes(f)).map((f) => `${f} is missing`),
    ...committed.filter((f) => !fresh.includes(f)).map((f) => `${f} is left over`),
    ...fresh.filter((f) => committed.includes(f) && readFileSync(join(scratch, f), 'utf8') !== readFileSync(join(API, f), 'utf8')).map((f) => `${f} is out of date`),
  ];
  if (stale.length > 0) {
    console.error(`api-docs: docs/api/ does not match the code:\n${stale.map((s) => `  - ${s}`).join('\n')}\nRun \`pnpm docs:api\` and commit the result.`);
    process.exitCode = 1;
  } else {
    console.log(`api-docs: docs/api/ is up to date (${fresh.length} pages).`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
