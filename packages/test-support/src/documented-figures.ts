/**
 * The figures a doc gives for named constants, written as `` `NAME` (1,234) ``, so that a test can hold the doc
 * to the code: a limit changed in one place and not the other fails the test that reads both.
 */
import { readFileSync } from 'node:fs';

/** Every `` `NAME` (figure) `` in a Markdown file of the repository (a path from its root), by name. */
export function documentedFigures(pathFromRoot: string): Map<string, number> {
  const text = readFileSync(new URL(`../../../${pathFromRoot}`, import.meta.url), 'utf8');
  const figures = new Map<string, number>();
  for (const [, name = '', figure = ''] of text.matchAll(/`([A-Z][A-Z0-9_]+)`\s+\(([\d,]+)/g)) figures.set(name, Number(figure.replaceAll(',', '')));
  return figures;
}
