/**
 * Writes the API reference of a package, docs/api/<name>.md, from its code: every export of the package's
 * src/index.ts, with its kind, its signature as the TypeScript checker prints it, and its TSDoc.
 *
 *   pnpm docs:api                       # every packages/<name> -> docs/api/<name>.md
 *   pnpm docs:api packages/solver       # packages/solver -> docs/api/solver.md
 *   pnpm docs:check                     # exit 1 when a file is out of date
 *
 * The output has no dates or line numbers, so it changes only when the API or its documentation does.
 * Exports without a TSDoc summary are listed on stderr; the reference still includes them.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Options {
  /** One package directory, or every package under packages/ when none is given. */
  readonly packageDirs: readonly string[];
  readonly check: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const packageDirs: string[] = [];
  let check = false;
  for (const arg of argv) {
    if (arg === '--check') check = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: tsx scripts/api-docs.ts [--check] [package dir, default every package under packages/]');
      process.exit(0);
    } else if (arg.startsWith('-')) {
      fail(`unknown option ${arg}; expected --check or a package directory`);
    } else packageDirs.push(arg);
  }
  if (packageDirs.length === 0) {
    const packages = join(ROOT, 'packages');
    for (const name of readdirSync(packages).sort()) {
      if (existsSync(join(packages, name, 'src', 'index.ts'))) packageDirs.push(join('packages', name));
    }
  }
  return { packageDirs, check };
}

function fail(message: string): never {
  console.error(`api-docs: ${message}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------------
// TSDoc: read from the comment text itself. TypeScript's own tag parser reads `@throws {@link X}` as a type
// expression, so the comment is split into a summary and tags here.

interface Doc {
  readonly summary: string;
  readonly params: readonly { readonly name: string; readonly text: string }[];
  readonly returns: string;
  readonly throws: readonly string[];
  readonly examples: readonly string[];
  readonly other: readonly { readonly tag: string; readonly text: string }[];
}

const EMPTY_DOC: Doc = { summary: '', params: [], returns: '', throws: [], examples: [], other: [] };

/** The last `/** … *\/` comment directly before a declaration, as a parsed {@link Doc}. */
function docOf(node: ts.Node): Doc {
  const source = node.getSourceFile();
  const target = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  const ranges = ts.getLeadingCommentRanges(source.text, target.getFullStart()) ?? [];
  const jsdoc = ranges.filter((r) => source.text.startsWith('/**', r.pos) && !source.text.startsWith('/**/', r.pos)).pop();
  if (!jsdoc) return EMPTY_DOC;
  return parseDoc(source.text.slice(jsdoc.pos, jsdoc.end));
}

/** The TSDoc block tags; any other `@word` at the start of a line (such as `@patience/core`) is text. */
const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'param', 'typeParam', 'returns', 'return', 'throws', 'example', 'remarks', 'see', 'deprecated', 'defaultValue',
  'since', 'privateRemarks', 'internal', 'alpha', 'beta', 'public', 'packageDocumentation',
]);

function parseDoc(comment: string): Doc {
  const body = comment.replace(/^\/\*\*/, '').replace(/\*\/$/, '').replace(/\s*@packageDocumentation\b/g, '');
  const lines = body.split('\n').map((line, i) => (i === 0 ? line.trimStart() : line.replace(/^\s*\*(?!\/) ?/, '')).replace(/\s+$/, ''));
  const blocks: { tag: string; lines: string[] }[] = [{ tag: '', lines: [] }];
  for (const line of lines) {
    const m = /^@(\w+)(?:\s(.*))?$/.exec(line);
    if (m && BLOCK_TAGS.has(m[1] ?? '')) blocks.push({ tag: m[1] ?? '', lines: [m[2] ?? ''] });
    else blocks[blocks.length - 1]?.lines.push(line);
  }
  const text = (b: { lines: string[] }): string => trimBlankLines(b.lines).join('\n');
  const params: { name: string; text: string }[] = [];
  const throws: string[] = [];
  const examples: string[] = [];
  const other: { tag: string; text: string }[] = [];
  let returns = '';
  for (const block of blocks.slice(1)) {
    switch (block.tag) {
      case 'param': {
        const m = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(text(block));
        params.push({ name: m?.[1] ?? '', text: m?.[2] ?? '' });
        break;
      }
      case 'returns':
      case 'return':
        returns = text(block);
        break;
      case 'throws':
        throws.push(text(block));
        break;
      case 'example':
        examples.push(dedent(trimBlankLines(block.lines)).join('\n'));
        break;
      case 'packageDocumentation':
        break;
      default:
        other.push({ tag: block.tag, text: text(block) });
    }
  }
  return { summary: text(blocks[0] ?? { lines: [] }), params, returns, throws, examples, other };
}

function trimBlankLines(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]?.trim() === '') start++;
  while (end > start && lines[end - 1]?.trim() === '') end--;
  return lines.slice(start, end);
}

function dedent(lines: readonly string[]): string[] {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut));
}

// ---------------------------------------------------------------------------------------------------------
// Exports

type Kind = 'function' | 'class' | 'interface' | 'type' | 'const' | 'variable' | 'enum' | 'namespace';

interface Member {
  readonly name: string;
  readonly signature: string;
  readonly doc: Doc;
}

interface Entry {
  readonly name: string;
  readonly kind: Kind;
  readonly file: string;
  readonly signature: string;
  readonly doc: Doc;
  readonly members: readonly Member[];
}

const TYPE_FLAGS: ts.TypeFormatFlags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
const SIGNATURE_FLAGS: ts.TypeFormatFlags = TYPE_FLAGS | ts.TypeFormatFlags.WriteTypeArgumentsOfSignature;

function kindOf(decl: ts.Declaration): Kind {
  if (ts.isFunctionDeclaration(decl)) return 'function';
  if (ts.isClassDeclaration(decl)) return 'class';
  if (ts.isInterfaceDeclaration(decl)) return 'interface';
  if (ts.isTypeAliasDeclaration(decl)) return 'type';
  if (ts.isEnumDeclaration(decl)) return 'enum';
  if (ts.isModuleDeclaration(decl)) return 'namespace';
  if (ts.isVariableDeclaration(decl)) {
    return (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0 ? 'const' : 'variable';
  }
  return 'variable';
}

function typeParameters(decl: ts.Declaration): string {
  const params = (decl as ts.Declaration & { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> }).typeParameters;
  if (!params || params.length === 0) return '';
  return `<${params.map((p) => compact(p.getText())).join(', ')}>`;
}

/** A type node as written, on one line when short, otherwise with its own line breaks and indentation kept. */
function writtenType(node: ts.TypeNode): string {
  // The full text keeps a comment written before the first member of a union.
  const text = node.getFullText().trim();
  const oneLine = compact(text);
  if (oneLine.length <= 100 || !text.includes('\n')) return oneLine;
  const lines = text.split('\n');
  const rest = dedent(lines.slice(1)).map((l) => `  ${l}`);
  // A union written with a leading bar (or a comment) starts on its own line, as it would in the source.
  return (/^(\||\/\*)/.test(lines[0] ?? '') ? ['', `  ${lines[0]}`, ...rest] : [lines[0] ?? '', ...rest]).join('\n');
}

/** Collapses the whitespace of a printed type, so that a signature reads on one line where it can. */
function compact(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\s{2,}/g, ' ');
}

function isPublicMember(decl: ts.Declaration): boolean {
  const name = ts.getNameOfDeclaration(decl);
  if (name && ts.isPrivateIdentifier(name)) return false;
  const flags = ts.getCombinedModifierFlags(decl);
  return (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) === 0;
}

function describe(checker: ts.TypeChecker, exported: ts.Symbol, root: string): Entry {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const decl = symbol.declarations?.[0];
  if (!decl) fail(`export ${exported.name} has no declaration`);
  const name = exported.name;
  const kind = kindOf(decl);
  const file = relative(root, decl.getSourceFile().fileName);
  const doc = docOf(decl);
  switch (kind) {
    case 'function': {
      const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
      const signature = type.getCallSignatures()
        .map((sig) => `function ${name}${checker.signatureToString(sig, decl, SIGNATURE_FLAGS)};`).join('\n');
      return { name, kind, file, signature, doc, members: [] };
    }
    case 'const':
    case 'variable': {
      const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
      return { name, kind, file, signature: `${kind === 'const' ? 'const' : 'let'} ${name}: ${checker.typeToString(type, decl, TYPE_FLAGS)};`, doc, members: [] };
    }
    case 'type': {
      // The definition as written: the checker would expand mapped and conditional types past reading.
      const node = (decl as ts.TypeAliasDeclaration).type;
      return { name, kind, file, signature: `type ${name}${typeParameters(decl)} =${writtenType(node).startsWith('\n') ? '' : ' '}${writtenType(node)};`, doc, members: [] };
    }
    case 'interface':
      return { name, kind, file, ...describeObject(checker, symbol, decl as ts.InterfaceDeclaration, name), doc };
    case 'class':
      return { name, kind, file, ...describeClass(checker, decl as ts.ClassDeclaration, name), doc };
    default:
      return { name, kind, file, signature: `${kind} ${name}`, doc, members: [] };
  }
}

function propertyLine(checker: ts.TypeChecker, prop: ts.Symbol, at: ts.Node): string {
  const decl = prop.declarations?.[0];
  const readonly = decl && (ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Readonly) !== 0 ? 'readonly ' : '';
  const optional = prop.flags & ts.SymbolFlags.Optional ? '?' : '';
  if (decl && (ts.isMethodSignature(decl) || ts.isMethodDeclaration(decl))) {
    const type = checker.getTypeOfSymbolAtLocation(prop, at);
    return type.getCallSignatures().map((sig) => `${prop.name}${optional}${checker.signatureToString(sig, at, SIGNATURE_FLAGS)};`).join('\n');
  }
  // A property's type as written keeps its aliases (`CardId`, `Suit`), which the checker resolves away.
  const written = decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) ? decl.type : undefined;
  let printed = written ? compact(written.getText()) : checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, at), at, TYPE_FLAGS);
  // An optional property's type is printed with `| undefined` added; the `?` already says so.
  if (optional && printed.endsWith(' | undefined')) printed = printed.slice(0, -' | undefined'.length);
  return `${readonly}${prop.name}${optional}: ${printed};`;
}

function describeObject(checker: ts.TypeChecker, symbol: ts.Symbol, decl: ts.InterfaceDeclaration, name: string): { signature: string; members: Member[] } {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const heritage = decl.heritageClauses?.map((h) => ` ${compact(h.getText())}`).join('') ?? '';
  const members: Member[] = [];
  const lines: string[] = [];
  for (const prop of checker.getPropertiesOfType(type)) {
    const pdecl = prop.declarations?.[0];
    if (!pdecl) continue;
    const line = propertyLine(checker, prop, decl);
    lines.push(...line.split('\n').map((l) => `  ${l}`));
    members.push({ name: prop.name, signature: line, doc: docOf(pdecl) });
  }
  const signature = `interface ${name}${typeParameters(decl)}${heritage} {\n${lines.join('\n')}\n}`;
  return { signature, members };
}

function describeClass(checker: ts.TypeChecker, decl: ts.ClassDeclaration, name: string): { signature: string; members: Member[] } {
  const heritage = decl.heritageClauses?.map((h) => ` ${compact(h.getText())}`).join('') ?? '';
  const members: Member[] = [];
  const lines: string[] = [];
  const add = (member: Member): void => {
    members.push(member);
    lines.push(...member.signature.split('\n').map((l) => `  ${l}`));
  };
  for (const element of decl.members) {
    if (!isPublicMember(element)) continue;
    const doc = docOf(element);
    const isStatic = (ts.getCombinedModifierFlags(element) & ts.ModifierFlags.Static) !== 0 ? 'static ' : '';
    if (ts.isConstructorDeclaration(element)) {
      const sig = checker.getSignatureFromDeclaration(element);
      if (!sig) continue;
      add({ name: 'constructor', signature: `constructor${checker.signatureToString(sig, element, SIGNATURE_FLAGS).replace(/: [^:]*$/, '')};`, doc });
      continue;
    }
    const memberName = element.name && !ts.isComputedPropertyName(element.name) ? element.name.getText() : undefined;
    if (!memberName) continue;
    const memberSymbol = checker.getSymbolAtLocation(element.name as ts.Node);
    if (!memberSymbol) continue;
    if (ts.isMethodDeclaration(element)) {
      const sig = checker.getSignatureFromDeclaration(element);
      if (!sig) continue;
      add({ name: memberName, signature: `${isStatic}${memberName}${checker.signatureToString(sig, element, SIGNATURE_FLAGS)};`, doc });
    } else if (ts.isGetAccessorDeclaration(element)) {
      const type = checker.getTypeOfSymbolAtLocation(memberSymbol, element);
      add({ name: memberName, signature: `${isStatic}get ${memberName}(): ${checker.typeToString(type, element, TYPE_FLAGS)};`, doc });
    } else if (ts.isPropertyDeclaration(element)) {
      const line = propertyLine(checker, memberSymbol, element);
      add({ name: memberName, signature: `${isStatic}${line}`, doc });
    }
  }
  return { signature: `class ${name}${typeParameters(decl)}${heritage} {\n${lines.join('\n')}\n}`, members };
}

// ---------------------------------------------------------------------------------------------------------
// Markdown

/** A placeholder for the anchor of an export's heading, resolved by {@link resolveAnchors}. */
function anchorOf(name: string): string {
  return `@@${name}@@`;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/**
 * Replaces anchor placeholders with the anchors GitHub gives the headings, which number repeated slugs
 * (`cardid`, then `cardid-1` for `CardId` after `cardId`).
 */
function resolveAnchors(markdown: string): string {
  const used = new Map<string, number>();
  const anchors = new Map<string, string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = fenced ? null : /^#{1,6} (.*)$/.exec(line);
    if (!m) continue;
    const base = slugOf(m[1] ?? '');
    const n = used.get(base);
    used.set(base, (n ?? -1) + 1);
    const slug = n === undefined ? base : `${base}-${n + 1}`;
    const exported = /^### `([^`]+)`$/.exec(line);
    if (exported?.[1] && !anchors.has(exported[1])) anchors.set(exported[1], slug);
  }
  return markdown.replace(/#@@([^@]+)@@/g, (_all, name: string) => `#${anchors.get(name) ?? slugOf(name)}`);
}

/** Turns `{@link X}` and `{@link X | text}` into links to X's section when X is an export of the page. */
function renderText(text: string, names: ReadonlySet<string>): string {
  return text.replace(/\{@link\s+([^}\s|]+)\s*(?:\|\s*([^}]*))?\}/g, (_all, target: string, label: string | undefined) => {
    const head = target.split('.')[0] ?? target;
    const shown = label?.trim() ? label.trim() : `\`${target}\``;
    return names.has(head) ? `[${shown}](#${anchorOf(head)})` : shown;
  });
}

/** A tag's text as a list item: continuation lines indented under it. */
function listItem(text: string): string {
  return text.split('\n').map((line, i) => (i === 0 ? line : `  ${line.trim()}`)).join('\n');
}

function renderDoc(doc: Doc, names: ReadonlySet<string>): string[] {
  const out: string[] = [];
  if (doc.summary) out.push(renderText(doc.summary, names), '');
  if (doc.params.length > 0) {
    out.push('**Parameters**', '');
    for (const p of doc.params) out.push(`- \`${p.name}\`${p.text ? `: ${listItem(renderText(p.text, names))}` : ''}`);
    out.push('');
  }
  if (doc.returns) out.push('**Returns**', '', renderText(doc.returns, names), '');
  if (doc.throws.length > 0) {
    out.push('**Throws**', '');
    for (const t of doc.throws) out.push(`- ${listItem(renderText(t, names))}`);
    out.push('');
  }
  for (const other of doc.other) out.push(`**@${other.tag}** ${renderText(other.text, names)}`, '');
  for (const example of doc.examples) {
    out.push('**Example**', '');
    out.push(example.startsWith('```') ? example : ['```ts', example, '```'].join('\n'), '');
  }
  return out;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

const GROUP_TITLES: Readonly<Record<string, string>> = {
  cards: 'Cards and decks',
  random: 'Random numbers and shuffling',
  rules: 'Rule vocabulary and variants',
  errors: 'Errors',
  engine: 'Engine',
  notation: 'Move notation',
  game: 'The Game facade',
  saves: 'Saves',
  snapshot: 'Position snapshots',
  text: 'Rules text',
};

function groupOf(file: string): string {
  const parts = file.split('/');
  const src = parts.lastIndexOf('src');
  return src >= 0 && parts.length > src + 2 ? (parts[src + 1] ?? '') : basename(file, '.ts');
}

function render(packageName: string, packageDir: string, packageDoc: Doc, entries: readonly Entry[]): string {
  const names = new Set(entries.map((e) => e.name));
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const group = groupOf(entry.file);
    const list = groups.get(group) ?? [];
    list.push(entry);
    groups.set(group, list);
  }
  const out: string[] = [
    `# ${packageName} API reference`,
    '',
    `<!-- Generated by scripts/api-docs.ts from ${packageDir}/src/index.ts. Do not edit: run \`pnpm docs:api\`. -->`,
    '',
  ];
  if (packageDoc.summary) out.push(renderText(packageDoc.summary, names), '');
  out.push(`Every export of \`${packageName}\`, grouped by the folder of \`src\` it comes from, in the order of \`src/index.ts\`. `
    + 'Signatures are printed by the TypeScript checker; the text is the TSDoc of the code.', '');
  out.push('## Contents', '');
  for (const [group, list] of groups) {
    const title = GROUP_TITLES[group] ?? group;
    out.push(`- **${title}**: ${list.map((e) => `[\`${e.name}\`](#${anchorOf(e.name)})`).join(', ')}`);
  }
  out.push('');
  for (const [group, list] of groups) {
    out.push(`## ${GROUP_TITLES[group] ?? group}`, '');
    for (const entry of list) {
      out.push(`### \`${entry.name}\``, '');
      out.push(`*${entry.kind}* · \`${entry.file}\``, '');
      out.push('```ts', entry.signature, '```', '');
      if (!entry.doc.summary) out.push('*(No documentation.)*', '');
      out.push(...renderDoc(entry.doc, names));
      if (entry.kind === 'interface' && entry.members.some((m) => m.doc.summary)) {
        out.push('| member | type | description |', '|---|---|---|');
        for (const m of entry.members) {
          out.push(`| \`${m.name}\` | \`${escapeCell(m.signature.replace(/^readonly /, '').replace(/^[^:]*\??: /, '').replace(/;$/, ''))}\` | ${escapeCell(renderText(m.doc.summary, names))} |`);
        }
        out.push('');
      }
      if (entry.kind === 'class') {
        for (const m of entry.members) {
          out.push(`#### \`${m.name === 'constructor' ? `new ${entry.name}` : `${entry.name}.${m.name}`}\``, '');
          out.push('```ts', m.signature, '```', '');
          out.push(...renderDoc(m.doc, names));
        }
      }
    }
  }
  return resolveAnchors(`${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`);
}

// ---------------------------------------------------------------------------------------------------------

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  let stale = false;
  for (const dir of options.packageDirs) {
    for (const subpath of subpathsOf(dir)) if (!document(dir, subpath, options.check)) stale = true;
  }
  if (stale) process.exit(1);
}

/**
 * The package's entry points: the root (`null`) and each subpath export of its package.json (`./engine`
 * gives `'engine'`), whose source is `src/entries/<subpath>.ts` by the packages' convention.
 */
function subpathsOf(dir: string): (string | null)[] {
  const packageJson = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> };
  const subpaths = Object.keys(packageJson.exports ?? {}).filter((key) => /^\.\/[a-z][a-z0-9-]*$/.test(key) && key !== './package.json');
  return [null, ...subpaths.map((key) => key.slice(2))];
}

/** Writes (or with `check`, compares) one entry point's reference; false when the file is out of date. */
function document(dir: string, subpath: string | null, check: boolean): boolean {
  const packageDir = relative(ROOT, resolve(ROOT, dir)) || '.';
  const entry = join(ROOT, packageDir, 'src', subpath === null ? 'index.ts' : join('entries', `${subpath}.ts`));
  if (!existsSync(entry)) fail(`${relative(ROOT, entry)} not found; give a package directory such as packages/core`);
  const packageJson = JSON.parse(readFileSync(join(ROOT, packageDir, 'package.json'), 'utf8')) as { name?: string };
  const packageName = `${packageJson.name ?? basename(packageDir)}${subpath === null ? '' : `/${subpath}`}`;
  const outFile = join(ROOT, 'docs', 'api', `${basename(packageDir)}${subpath === null ? '' : `-${subpath}`}.md`);

  const configPath = join(ROOT, packageDir, 'tsconfig.json');
  let compilerOptions: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true };
  if (existsSync(configPath)) {
    const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
    if (!read.error) compilerOptions = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(configPath)).options;
  }
  const program = ts.createProgram([entry], { ...compilerOptions, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!source || !moduleSymbol) fail(`cannot read the exports of ${relative(ROOT, entry)}`);

  const comments = ts.getLeadingCommentRanges(source.text, 0) ?? [];
  const first = comments.find((r) => source.text.startsWith('/**', r.pos));
  const packageDoc = first ? parseDoc(source.text.slice(first.pos, first.end)) : EMPTY_DOC;

  const entries = checker.getExportsOfModule(moduleSymbol).map((s) => describe(checker, s, ROOT));
  const markdown = render(packageName, packageDir, packageDoc, entries);

  const undocumented = entries.filter((e) => !e.doc.summary).map((e) => e.name);
  if (undocumented.length > 0) {
    console.error(`api-docs: ${undocumented.length} export(s) of ${packageName} without a TSDoc summary: ${undocumented.join(', ')}`);
  }

  const shown = relative(ROOT, outFile);
  if (check) {
    // Line endings are not content: a checkout with CRLF line endings is as up to date as one without.
    const current = existsSync(outFile) ? readFileSync(outFile, 'utf8').replace(/\r\n/g, '\n') : undefined;
    if (current === markdown) {
      console.log(`api-docs: ${shown} is up to date (${entries.length} exports).`);
      return true;
    }
    if (current === undefined) {
      console.error(`api-docs: ${shown} is missing. Run \`pnpm docs:api ${packageDir}\` and commit the result.`);
    } else {
      const a = current.split('\n');
      const b = markdown.split('\n');
      let line = 0;
      while (line < a.length && line < b.length && a[line] === b[line]) line++;
      console.error(`api-docs: ${shown} is out of date with ${packageDir}/src (first difference at line ${line + 1}).`);
      const show = (text: string | undefined): string => (text === undefined ? '(end of file)' : text === '' ? '(blank line)' : text);
      console.error(`  in the file:   ${show(a[line])}`);
      console.error(`  from the code: ${show(b[line])}`);
      console.error(`Run \`pnpm docs:api ${packageDir}\` and commit the result.`);
    }
    return false;
  }
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, markdown);
  console.log(`api-docs: wrote ${shown} (${entries.length} exports).`);
  return true;
}

main();
