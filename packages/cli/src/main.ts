/**
 * `patience`'s commands: {@link main} reads the arguments through commander, does the work through the library,
 * writes to the process's standard output and error, and resolves to the exit code: 0, 1 when the work failed
 * (a corrupt save, a winning line that did not replay), or 2 for bad usage, with a message saying what was
 * wrong. It never exits the process itself (but for Ctrl+C in a study), so it runs in-process as well as
 * from the binary (cli.ts).
 */
import { availableParallelism } from 'node:os';
import { Game } from '@patience/core';
import { THINK_HARDER_HINT_TIME_MS } from '@patience/solver';
import { MAX_MICROSOFT_DEAL, MAX_SEED } from '@patience/core/random';
import { Command, CommanderError, Option } from 'commander';
import { colourWanted, paint, type Paint } from './colour.js';
import { listGames, listText } from './commands/list.js';
import { playGame } from './commands/play.js';
import { loadSave, replayText, savedTitle } from './commands/replay.js';
import { showText } from './commands/show.js';
import { solveDeal, solveText } from './commands/solve.js';
import { printableLines, quoted } from './printable.js';
import { checkMicrosoftDealer, chooseEither, dealOf, dealTitle, parseOptions, secondsOf, wholeNumber } from './select.js';
import { mergeCommand } from './study/merge.js';
import type { DealSelection } from './study/record.js';
import { runStudy } from './study/run.js';
import { CommandError, UsageError } from './usage.js';
import { cliVersion } from './versions.js';

// No default list for a repeatable option: commander would print "(default: [])" in the help.
const collect = (value: string, previous: readonly string[] | undefined): string[] => [...(previous ?? []), value];

/** How a range flag's deals are numbered: ours (`--deals`, 0 to 2^32 - 1) or Microsoft's (`--ms`, 1 to 2^31 - 1). */
const NUMBERINGS = {
  '--deals': { words: 'deal number', least: 0, most: MAX_SEED },
  '--ms': { words: 'Microsoft deal number', least: 1, most: MAX_MICROSOFT_DEAL },
} as const;

/** `--deals A-B`, or `--deals N` for 1 to N; the same for `--ms`, in Microsoft's numbers. */
export function dealRange(text: string, flag: keyof typeof NUMBERINGS = '--deals'): { from: number; to: number } {
  const { words, least, most } = NUMBERINGS[flag];
  const match = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!match) throw new UsageError(`${flag} takes a range of ${words}s such as 1-1000, or a count such as 1000; got ${quoted(text)}.`);
  const [from, to] = match[2] === undefined ? [1, Number(match[1])] : [Number(match[1]), Number(match[2])];
  const inRange = (n: number): boolean => Number.isSafeInteger(n) && n >= least && n <= most;
  if (!inRange(from) || !inRange(to) || to < from) {
    throw new UsageError(`${flag} runs from a ${words} to a larger or equal one, each from ${least} to ${most}; got ${quoted(text)}.`);
  }
  return { from, to };
}

/** `--shard I/N`: the I-th of N shards, counting from 1. */
export function shardOf(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard takes I/N, the I-th of N shards counting from 1, such as 1/4 to 4/4; got ${quoted(text)}.`);
  }
  return { index, count };
}

/** The command line's program; each command's action reports its exit code through `done`. */
function program(done: (code: number) => void): Command {
  const root = new Command('patience')
    .description('Play, solve and study patience (solitaire) games: Easthaven, Spider, Spiderette and Seahaven Towers, or a variant of your own.')
    .version(cliVersion(), '-V, --version', 'print the version')
    .option('--no-color', 'plain text, without colour (also when NO_COLOR is set or the output is not a terminal)')
    .helpOption('-h, --help', 'print help for a command')
    .showSuggestionAfterError(true)
    .exitOverride()
    // Commander's own errors quote what was typed (an unknown command or option): printed as ours are.
    .configureOutput({ outputError: (text, write) => { write(printableLines(text)); } });
  const colours = (): Paint => paint(colourWanted(process.stdout, process.env, root.opts<{ color: boolean }>().color));

  root.command('list')
    .description('list every game and variant, with id, name, family and difficulty')
    .option('--json', 'print the list as JSON')
    .action((opts: { json?: boolean }) => {
      process.stdout.write(`${opts.json ? JSON.stringify(listGames(), null, 2) : listText()}\n`);
    });

  root.command('show')
    .description('print a deal of a game as a table')
    .argument('[game]', 'a game or variant, such as seahaven or spider/2-suits (see patience list), or give --variant')
    .option('--seed <N>', 'the deal number (default: a random deal)')
    .option('--ms <N>', "Microsoft's deal number, as Windows FreeCell numbers its deals (FreeCell, Baker's Game)")
    .option('--option <key=value>', 'change a rule option (repeatable), such as --option suits=2', collect)
    .option('--variant <FILE>', 'a variant written as JSON instead of a shipped game (see docs/composing-variants.md)')
    .option('--json', "print the position's documented JSON snapshot")
    .action((name: string | undefined, opts: { seed?: string; ms?: string; option?: string[]; variant?: string; json?: boolean }) => {
      const chosen = chooseEither(name, opts.variant, parseOptions(opts.option ?? []));
      process.stdout.write(`${showText(chosen, dealOf(chosen, opts.seed, opts.ms), opts.json === true, colours())}\n`);
    });

  root.command('play')
    .description('play a game in the terminal: type moves in the notation or by number; help lists the commands')
    .argument('[game]', 'a game or variant, such as seahaven or spider/2-suits (not with --load)')
    .option('--seed <N>', 'the deal number (default: a random deal)')
    .option('--ms <N>', "Microsoft's deal number, as Windows FreeCell numbers its deals (FreeCell, Baker's Game)")
    .option('--option <key=value>', 'change a rule option (repeatable), such as --option suits=2', collect)
    .option('--variant <FILE>', 'a variant written as JSON instead of a shipped game (see docs/composing-variants.md)')
    .option('--load <FILE>', 'carry on with a saved game (written by save FILE; with --variant for a save of that variant)')
    .action(async (name: string | undefined, opts: { seed?: string; ms?: string; option?: string[]; variant?: string; load?: string }) => {
      let game: Game;
      let title: string;
      if (opts.load !== undefined) {
        if (name !== undefined || opts.seed !== undefined || opts.ms !== undefined || (opts.option ?? []).length > 0) throw new UsageError('--load plays the saved game: give no game, --seed, --ms or --option with it.');
        game = loadSave(opts.load, opts.variant);
        title = savedTitle(game);
      } else {
        const chosen = chooseEither(name, opts.variant, parseOptions(opts.option ?? []));
        const dealt = dealOf(chosen, opts.seed, opts.ms);
        game = new Game(chosen.variant, dealt);
        title = `${chosen.name}, ${dealTitle(dealt)}`;
      }
      done(await playGame(game, title, colours()));
    });

  root.command('solve')
    .description('solve a deal: the winning line in the notation, or "unwinnable", or "gave up"')
    .argument('[game]', 'a game or variant, such as seahaven or spider/2-suits, or give --variant')
    .option('--seed <N>', 'the deal number (this or --ms is needed)')
    .option('--ms <N>', "Microsoft's deal number, as Windows FreeCell numbers its deals (FreeCell, Baker's Game)")
    .option('--option <key=value>', 'change a rule option (repeatable)', collect)
    .option('--variant <FILE>', 'a variant written as JSON instead of a shipped game (see docs/composing-variants.md)')
    .option('--peek', 'let the solver see face-down cards and the stock (the "thoughtful" game)')
    .option('--time-limit <S>', 'seconds the solver may take', '10')
    .option('--max-states <N>', 'the most positions the solver may store', '1000000')
    .option('--json', 'print the result as JSON')
    .action((name: string | undefined, opts: {
      seed?: string; ms?: string; option?: string[]; variant?: string; peek?: boolean; timeLimit: string; maxStates: string; json?: boolean;
    }) => {
      if (opts.seed === undefined && opts.ms === undefined) throw new UsageError('Name the deal to solve: --seed N, or --ms N for a Microsoft deal.');
      const chosen = chooseEither(name, opts.variant, parseOptions(opts.option ?? []));
      const report = solveDeal(chosen.variant, dealOf(chosen, opts.seed, opts.ms), {
        timeMs: secondsOf('--time-limit', opts.timeLimit), maxStates: wholeNumber('--max-states', opts.maxStates, 1), peek: opts.peek === true,
      });
      process.stdout.write(`${opts.json ? JSON.stringify(report, null, 2) : solveText(chosen.name, report)}\n`);
    });

  root.command('replay')
    .description("replay a saved game's moves and print the final position")
    .argument('<file>', 'a save written by save FILE in patience play')
    .option('--variant <FILE>', 'the variant, written as JSON, of a save of a variant that is not a shipped game')
    .action((file: string, opts: { variant?: string }) => {
      process.stdout.write(`${replayText(file, colours(), opts.variant)}\n`);
    });

  const study = root.command('study')
    .description('a winnability study: solve numbered deals on every core and sum up won, lost and undecided with 95% intervals')
    .argument('[game]', 'a game or variant, such as spiderette or spider/2-suits (or give --variant)')
    .option('--deals <A-B>', 'the deals: a range such as 1-100000, or a count such as 500 for 1-500', '1-100')
    .option('--ms <A-B>', "Microsoft's numbered deals instead of ours, such as 1-1000 (FreeCell, Baker's Game; not with --deals)")
    .option('--workers <K>', 'how many deals to solve at once (default: every core)')
    .option('--time-limit <S>', 'seconds the solver may take a deal', '10')
    .option('--max-states <N>', 'the most positions the solver may store a deal', '1000000')
    .addOption(new Option('--peek', 'let the solver see face-down cards (the default: the "thoughtful" game of winnability studies)'))
    .addOption(new Option('--no-peek', 'do not let the solver see face-down cards'))
    .option('--option <key=value>', 'change a rule option of the game (repeatable)', collect)
    .option('--variant <FILE>', 'study a variant written as JSON instead of a shipped game')
    .option('--out <FILE>', 'write one line a deal: CSV for a name ending .csv, JSON lines otherwise')
    .option('--shard <I/N>', 'study only the I-th of N shards of the deals (every N-th deal), for one machine of N')
    .option('--resume', 'carry on with the study in --out, skipping the deals it has')
    .option('--json', 'print the summary as JSON')
    .addOption(new Option('--policy <P>', 'solver: solve each deal; hints: play each deal by following the hint alone (never peeking), the solver beside it').choices(['solver', 'hints']).default('solver'))
    .option('--hint-time <MS>', 'milliseconds a hint may take with --policy hints', String(THINK_HARDER_HINT_TIME_MS))
    .action(async (name: string | undefined, opts: {
      deals: string; ms?: string; workers?: string; timeLimit: string; maxStates: string; peek?: boolean; option?: string[]; variant?: string;
      out?: string; shard?: string; resume?: boolean; json?: boolean; policy: string; hintTime: string;
    }) => {
      if (opts.resume === true && opts.out === undefined) throw new UsageError('--resume carries on with the study in --out FILE: give --out.');
      if (opts.ms !== undefined && study.getOptionValueSource('deals') === 'cli') throw new UsageError('Give --deals or --ms, not both: --deals numbers our own deals, --ms Microsoft\'s.');
      const chosen = chooseEither(name, opts.variant, parseOptions(opts.option ?? []));
      if (opts.ms !== undefined) checkMicrosoftDealer(chosen);
      const range = opts.ms === undefined ? dealRange(opts.deals) : dealRange(opts.ms, '--ms');
      const deals: DealSelection = { ...range, shard: opts.shard === undefined ? null : shardOf(opts.shard), ...(opts.ms === undefined ? {} : { dealer: 'microsoft' as const }) };
      done(await runStudy({
        chosen,
        limits: {
          timeMs: secondsOf('--time-limit', opts.timeLimit), maxStates: wholeNumber('--max-states', opts.maxStates, 1), peek: opts.peek !== false,
          ...(opts.policy === 'hints' ? { policy: 'hints', hintMs: wholeNumber('--hint-time', opts.hintTime, 1) } as const : {}),
        },
        deals,
        workers: opts.workers === undefined ? availableParallelism() : wholeNumber('--workers', opts.workers, 1, 1024),
        out: opts.out ?? null,
        resume: opts.resume === true,
        json: opts.json === true,
      }));
    });

  study.command('merge')
    .description("combine the output files of a study's shards, check that every deal is there once, and sum up")
    .argument('<files...>', 'the --out files of the shards')
    .option('--json', 'print the summary as JSON')
    .action((files: string[], opts: { json?: boolean }) => {
      // `study` has a --json of its own, which commander gives to it when it comes after `merge` too.
      done(mergeCommand(files, opts.json === true || study.opts<{ json?: boolean }>().json === true));
    });

  return root;
}

/** Runs the command line; resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  // The code a command reports, kept here rather than in process.exitCode, so that one run leaves nothing
  // behind for the next in the same process.
  let code = 0;
  const root = program((reported) => { code = reported; });
  try {
    await root.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version "fail" with exit code 0; every other commander error is bad usage.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`patience: ${error.message}\n(patience --help lists the commands; patience <command> --help explains one.)\n`);
      return 2;
    }
    if (error instanceof CommandError) {
      process.stderr.write(`patience: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
