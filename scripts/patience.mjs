// `pnpm patience …` inside the repository: builds the command line and what it depends on (quietly: turbo's
// banner and logs are shown only when the build fails), then runs the built `patience` with the arguments
// given, so a contributor runs exactly what `npx @patience/cli …` gives a user.
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Ctrl+C reaches the command line itself (it stops a study cleanly and sums up); this wrapper only waits.
process.on('SIGINT', () => undefined);
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@patience/cli...', '--output-logs=errors-only'], { cwd: root, encoding: 'utf8' });
if (build.status !== 0) {
  process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
  process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, [join(root, 'packages/cli/dist/cli.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? (run.signal === 'SIGINT' ? 130 : 1));
