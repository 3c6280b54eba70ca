/**
 * Writes the rules page of every game in `@patience/games` (the shipped games and the classics) and of Meridian,
 * our own example game, docs/games/<game id>.md, and their index, docs/games/README.md,
 * from the game definitions themselves: metadata, the rules text generated from the default variant, each
 * option with the rule sentences it changes, the presets, the strategy tips with their sources, and the guided
 * lessons (goal, moves to find, explanation). So the
 * pages can never drift from what the engine does.
 *
 *   pnpm docs:games            # write the pages
 *   pnpm docs:games --check    # exit 1 when a page is out of date (part of pnpm docs:check)
 *
 * The pages import the game packages' builds: run `pnpm build` first.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeRules, type GameDefinition, type Variant } from '@patience/core';
import { deal, legalMoves } from '@patience/core/engine';
import type { OptionValue, RulesDescription } from '@patience/core/rules';
import { formatMoves } from '@patience/core/notation';
import { positionToText } from '@patience/core/snapshot';
import { meridian } from '@patience/example-meridian';
import type { Lesson } from '@patience/core/lessons';
import { CLASSIC_GAMES, SHIPPED_GAMES } from '@patience/games';
import { readStudy, staleness, STUDIED_PRESETS, studyPath, WINNABILITY_SAMPLE, type Share } from './winnability.js';

/** A game with a rules page: its definition, package and export, its lessons, and its package's README. */
interface PagedGame {
  readonly game: GameDefinition;
  readonly pkg: string;
  readonly exportName: string;
  readonly lessons: readonly Lesson[];
  /** The package's README, from docs/games/. */
  readonly readme: string;
  /** Where the rules come from and how close they are, for the page's table. */
  readonly sources: string;
  /** Whether the page quotes a winnability study: every published game's does. */
  readonly studied: boolean;
}

const SHIPPED_PAGES: readonly PagedGame[] = SHIPPED_GAMES.map(({ game, pkg, exportName, lessons }) => ({
  game, pkg, exportName, lessons, studied: true,
  readme: `../../packages/${pkg.replace('@patience/', '')}/README.md`,
  sources: `${[...new Set(game.tips.map((t) => t.source))].join(', ')}; decisions where they disagree: [rule decisions](../rule-decisions.md)`,
}));

const CLASSIC_PAGES: readonly PagedGame[] = CLASSIC_GAMES.map(({ game, pkg, exportName }) => {
  const readme = `../../packages/${pkg.replace('@patience/', '')}/README.md`;
  return { game, pkg, exportName, lessons: [], readme, studied: true, sources: `the classic rules; how close this game comes to them: [its package's README](${readme})` };
});

const EXAMPLE_PAGES: readonly PagedGame[] = [{
  game: meridian, pkg: '@patience/example-meridian', exportName: 'meridian', lessons: [], readme: '../../examples/meridian/README.md', studied: false,
  sources: 'our own game, written for this project as an example of the vocabulary; see [its package\'s README](../../examples/meridian/README.md)',
}];

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs', 'games');


/** The deal number the pages show. */
const SHOWN_SEED = 1;

const show = (value: OptionValue): string => `\`${JSON.stringify(value)}\``;

/** A table cell: no line breaks, no bars. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function sentences(rules: RulesDescription): Map<string, string> {
  const out = new Map<string, string>();
  for (const section of rules.sections) for (const rule of section.rules) out.set(rule, section.heading);
  return out;
}

/** The rule sentences of `variant` that the default variant does not have. */
function changedSentences(base: Variant, variant: Variant): string[] {
  const before = sentences(describeRules(base));
  return [...sentences(describeRules(variant)).keys()].filter((s) => !before.has(s));
}

function rulesSection(variant: Variant): string[] {
  const rules = describeRules(variant);
  const lines: string[] = [];
  for (const section of rules.sections) {
    lines.push(`### ${section.heading}`, '');
    for (const rule of section.rules) lines.push(`- ${rule}`);
    lines.push('');
  }
  return lines;
}

function optionsSection(game: GameDefinition): string[] {
  const base = game.variant();
  const lines: string[] = [];
  if (game.options.length === 0) return ['This game has no options.', ''];
  lines.push('Pass any of these to `variant()`; the others keep their defaults. A save and a shared link record them.', '');
  for (const option of game.options) {
    lines.push(`### ${option.label} (\`${option.key}\`)`, '', '| value | | meaning |', '|---|---|---|');
    for (const choice of option.choices) {
      const mark = choice.value === option.default ? `${choice.label} (default)` : choice.label;
      lines.push(`| ${show(choice.value)} | ${cell(mark)} | ${cell(choice.description)} |`);
    }
    lines.push('');
    for (const choice of option.choices) {
      if (choice.value === option.default) continue;
      const changed = changedSentences(base, game.variant({ [option.key]: choice.value }));
      lines.push(`With ${show(choice.value)} the rules read:`, '');
      for (const sentence of changed) lines.push(`- ${sentence}`);
      lines.push('');
    }
  }
  return lines;
}

function presetsSection(game: GameDefinition): string[] {
  const lines = ['| preset | name | options | difficulty |', '|---|---|---|---|'];
  for (const preset of game.presets) {
    const variant = game.variant(preset.options);
    const options = Object.entries(preset.options).map(([k, v]) => `\`${k}: ${JSON.stringify(v)}\``).join(', ') || 'the defaults';
    lines.push(`| \`${preset.id}\` | ${cell(preset.name)} | ${options} | ${variant.difficulty} |`);
  }
  return [...lines, ''];
}

function lessonsSection({ pkg, exportName, lessons }: PagedGame): string[] {
  if (lessons.length === 0) return ['This game has no lessons.', ''];
  const lines = [
    `Short guided lessons, each a small prepared position with a goal and the moves to find. They are data in the package's`,
    `\`/lessons\` subpath (\`import { ${exportName}Lessons } from '${pkg}/lessons'\`), apart from the game so that an app that only`,
    `plays does not bundle them; \`startLesson\` and \`playLessonMove\` from \`@patience/core/lessons\` play one and judge each move.`,
    '',
  ];
  for (const lesson of lessons) {
    const options = Object.entries(lesson.options ?? {}).map(([k, v]) => `\`${k}: ${JSON.stringify(v)}\``).join(', ');
    lines.push(
      `### ${lesson.title} (\`${lesson.id}\`)`,
      '',
      `- Goal: ${lesson.goal}`,
      ...(options === '' ? [] : [`- Options: ${options}`]),
      `- Moves to find: ${lesson.solution.map((m) => `\`${m}\``).join(', ')}`,
      `- Why: ${lesson.explanation}`,
      '',
    );
  }
  return lines;
}

const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;
const interval = ({ interval95: [low, high] }: Share): string => `${percent(low)}–${percent(high)}`;

/**
 * The thoughtful winnable share from the game's committed study (docs/games/winnability/), with its sample, its
 * 95% interval and the share the solver left undecided; a game not yet studied says so. A stale study is not
 * quoted: `pnpm docs:check` fails on it (scripts/winnability.ts --check) until it is made again.
 */
function winnabilitySection(game: GameDefinition): string[] {
  const presets = (STUDIED_PRESETS[game.id] ?? []).flatMap((id) => game.presets.filter((p) => p.id === id));
  return [
    ...studySection(game.id, 'with the default options'),
    ...presets.flatMap((preset) => [`### ${preset.name}`, '', ...studySection(`${game.id}/${preset.id}`, `as the preset ${preset.name}`)]),
  ];
}

function studySection(name: string, options: string): string[] {
  const summary = readStudy(name);
  const sample = `deals ${WINNABILITY_SAMPLE.from}–${WINNABILITY_SAMPLE.to} ${options}, ${WINNABILITY_SAMPLE.timeLimitSeconds} s a deal`;
  const regenerate = `\`pnpm docs:winnability ${name}\` makes it (CPU-heavy), then \`pnpm docs:games\``;
  if (summary === undefined || staleness(name, summary) !== null) {
    return [`Not yet studied on the stated sample (${sample}): ${regenerate}.`, ''];
  }
  const { won, lost, undecided, deals } = summary;
  const file = studyPath(name).slice(OUT.length + 1);
  return [
    `How many deals can be won, by a player who plays perfectly and may look at face-down cards (the "thoughtful"`,
    `game), as the solver decides them: ${sample}, ${deals.studied} deals.`,
    '',
    '| | deals | share | 95% interval |',
    '|---|---|---|---|',
    `| won | ${won.count} | ${percent(won.share)} | ${interval(won)} |`,
    `| proven lost | ${lost.count} | ${percent(lost.share)} | ${interval(lost)} |`,
    `| undecided at the time limit | ${undecided.count} | ${percent(undecided.share)} | ${interval(undecided)} |`,
    '',
    `From \`patience study\`'s summary in [\`docs/games/${file}\`](${file}); ${regenerate}. The winnable share lies between the`,
    'won share and the won plus undecided share.',
    '',
  ];
}

function exampleSection(game: GameDefinition, pkg: string, exportName: string): string[] {
  const variant = game.variant();
  const state = deal(variant, SHOWN_SEED);
  const output = [...positionToText(variant, state), `legal: ${formatMoves(legalMoves(variant, state))}`];
  return [
    `Deal ${SHOWN_SEED} with the default options, as the engine lays it out (bottom to top; cards before the bar are face down):`,
    '',
    '```ts',
    "import { Game } from '@patience/core';",
    "import { formatMoves } from '@patience/core/notation';",
    "import { positionToText } from '@patience/core/snapshot';",
    `import { ${exportName} } from '${pkg}';`,
    '',
    `const game = new Game(${exportName}.variant(), { seed: ${SHOWN_SEED} });`,
    'for (const line of positionToText(game.variant, game.state)) console.log(line);',
    'console.log(`legal: ${formatMoves(game.moves())}`);',
    '```',
    '',
    '```text',
    ...output,
    '```',
    '',
  ];
}

function page(entry: PagedGame): string {
  const { game, pkg, exportName } = entry;
  const variant = game.variant();
  const lines = [
    `# ${game.name}`,
    '',
    '<!-- Generated by `pnpm docs:games` from the game definition; do not edit by hand. -->',
    '',
    game.description,
    '',
    '| | |',
    '|---|---|',
    `| package | [\`${pkg}\`](${entry.readme}), export \`${exportName}\` |`,
    `| game id | \`${game.id}\` |`,
    `| family | ${game.family} |`,
    `| other names | ${game.otherNames.join(', ') || '—'} |`,
    `| difficulty | ${game.difficulty} (default options) |`,
    `| rules version | ${variant.rulesVersion} |`,
    `| rule sources | ${entry.sources} |`,
    '',
    '## Rules',
    '',
    'With the default options. This text is generated from the same data the engine plays by.',
    '',
    ...rulesSection(variant),
    '## Options',
    '',
    ...optionsSection(game),
    '## Presets',
    '',
    'Named sets of options, each listed on its own in a gallery:',
    '',
    ...presetsSection(game),
    '## Strategy tips',
    '',
    ...(game.tips.length === 0 ? ['This game has no strategy tips yet.'] : game.tips.map((t) => `- ${t.tip} (${t.source})`)),
    '',
    ...(entry.studied ? ['## Winnability', '', ...winnabilitySection(game)] : []),
    '## Lessons',
    '',
    ...lessonsSection(entry),
    '## Play it',
    '',
    ...exampleSection(game, pkg, exportName),
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

function index(): string {
  const lines = [
    '# Games',
    '',
    '<!-- Generated by `pnpm docs:games` from the game definitions; do not edit by hand. -->',
    '',
    'Every shipped game, with its rules generated from its config. Each game is a rule config on',
    '[`@patience/core`](../../packages/core/README.md); [composing variants](../composing-variants.md) shows how to write your own.',
    '',
    '| game | package | family | difficulty | presets | lessons | |',
    '|---|---|---|---|---|---|---|',
    ...SHIPPED_PAGES.map(({ game, pkg, lessons }) => `| [${game.name}](${game.id}.md) | \`${pkg}\` | ${game.family} | ${game.difficulty} | ${game.presets.length} | ${lessons.length} | ${cell(game.description)} |`),
    '',
    '## The classics',
    '',
    'The classic games written as data on the same vocabulary, one published package per family, listed with the',
    'games above by `@patience/games`; the demo lists them under "More games".',
    '',
    '| game | package | family | difficulty | presets | |',
    '|---|---|---|---|---|---|',
    ...CLASSIC_PAGES.map(({ game, pkg }) => `| [${game.name}](${game.id}.md) | \`${pkg}\` | ${game.family} | ${game.difficulty} | ${game.presets.length} | ${cell(game.description)} |`),
    '',
    '## Examples',
    '',
    'A game of our own, written to show the vocabulary: a private package under `examples/`, not published.',
    '',
    '| game | package | family | difficulty | presets | |',
    '|---|---|---|---|---|---|',
    ...EXAMPLE_PAGES.map(({ game, pkg }) => `| [${game.name}](${game.id}.md) | \`${pkg}\` | ${game.family} | ${game.difficulty} | ${game.presets.length} | ${cell(game.description)} |`),
    '',
  ];
  return lines.join('\n');
}

function main(): void {
  const check = process.argv.includes('--check');
  const files = new Map<string, string>([[join(OUT, 'README.md'), index()]]);
  for (const entry of [...SHIPPED_PAGES, ...CLASSIC_PAGES, ...EXAMPLE_PAGES]) files.set(join(OUT, `${entry.game.id}.md`), page(entry));
  const stale: string[] = [];
  for (const [path, text] of files) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (current === text) continue;
    if (check) stale.push(path.slice(ROOT.length + 1));
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      console.log(`game-docs: wrote ${path.slice(ROOT.length + 1)}`);
    }
  }
  if (stale.length > 0) {
    console.error(`game-docs: out of date: ${stale.join(', ')}\nRun \`pnpm docs:games\` and commit the result.`);
    process.exit(1);
  }
  if (check) console.log(`game-docs: all ${files.size} pages are current.`);
}

main();
