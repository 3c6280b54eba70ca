/**
 * The versions of the packages a result came from, as a study records them so that it can be reproduced:
 * the command line's own, core's, the solver's and the game package's.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The version of an installed package, read from its package.json (every Patience package exports it). */
export function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/** This command line's version (from the package.json beside `src/` and `dist/`). */
export function cliVersion(): string {
  return (require('../package.json') as { version: string }).version;
}

/** The versions a study records: the command line, core, the solver and, for a shipped game, its package. */
export function studyVersions(gamePackage: string | null): Record<string, string> {
  const names = ['@patience/core', '@patience/solver', ...(gamePackage === null ? [] : [gamePackage])];
  return { '@patience/cli': cliVersion(), ...Object.fromEntries(names.map((n) => [n, packageVersion(n)])) };
}
