/*
 * The solver's longest functions, by lines from their first to their last: the measure issue 35 asks to
 * keep in sight (a search is readable when its steps are short and named). Reads `src/` with the
 * TypeScript compiler's parser; every function, method, arrow function and accessor counts, nested ones
 * too, so an inner function is counted both alone and inside the one that holds it.
 *
 *   pnpm exec tsx bench/function-lengths.ts [--top 10]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..', 'src');
const top = Number(process.argv[process.argv.indexOf('--top') + 1] ?? 10) || 10;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

interface Measured { readonly name: string; readonly file: string; readonly lines: number }

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) && node.name) {
    return node.name.getText(source);
  }
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  return '(anonymous)';
}

const measured: Measured[] = [];
for (const file of files(root)) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      measured.push({ name: nameOf(node, source), file: relative(root, file), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
measured.sort((a, b) => b.lines - a.lines);
for (const m of measured.slice(0, top)) console.log(`${String(m.lines).padStart(5)}  ${m.name}  (${m.file})`);
