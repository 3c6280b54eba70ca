/**
 * Play-outs of the exact games of core's catalogue (`packages/core/test/catalogue/games`): each game's deals
 * played to their end by the suite's finishing player through the `Game` facade, with every invariant of
 * src/invariants.ts and src/play-out.ts checked along the way, and each line replayed on the solver's compact
 * engine beside core's, as the soak does (a game written with a word that engine does not play yet is named as
 * refused, and played out with core alone). The catalogue's games are data, not shipped games, so the suite's
 * tests do not play them; this plays them all after the catalogue grows.
 *
 *   pnpm exec tsx packages/reliability/scripts/catalogue-play-outs.ts
 *   pnpm exec tsx packages/reliability/scripts/catalogue-play-outs.ts --deals 5 --game westcliff,agnes-sorel
 *
 * Flags: --deals N (3 deals a game, seeds 1 to N; each deal's player is seeded by it too), --step-cap N (300
 * moves a game), --game A,B (ids; default every exact game). Prints one line a game; exits 1 on any failure,
 * printing it with the game, the deal and the moves in notation.
 */
import { VariantError, type Move, type Variant } from '@patience/core';
import { pileIds } from '@patience/core/engine';
import { mulberry32 } from '@patience/core/random';
import { engineDisagreementOnLine } from '@patience/solver/agreement';
import { finishingPlayer, playOut, type PlayResult } from '../src/play-out.js';
import { catalogueEntries, catalogueSubject, type CatalogueEntry } from '../src/subjects.js';


/** The exhaustive move check and save-then-load, at the soak's default schedule: every 50th move and each game's end. */
const CHECK_EVERY = 50;

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function wholeNumberFlag(name: string, fallback: number): number {
  const text = flag(name);
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0; got ${JSON.stringify(text)}.`);
  return value;
}

/** The catalogue's exact games, in file-name order. */
function exactGames(): CatalogueEntry[] {
  return catalogueEntries().filter((entry) => entry.status === 'exact');
}

/**
 * Where the solver's compact engine departs from core on a played line, or null; `refused` with the field
 * when the engine does not play a word of the variant yet.
 */
function engineCheck(variant: Variant, seed: number, moves: readonly Move[]): { readonly refused: string } | string | null {
  try {
    return engineDisagreementOnLine(variant, seed, moves);
  } catch (error) {
    if (error instanceof VariantError) return { refused: error.field };
    throw error;
  }
}

const deals = wholeNumberFlag('deals', 3);
const stepCap = wholeNumberFlag('step-cap', 300);
const wanted = flag('game')?.split(',');
const games = exactGames();
const unknown = wanted?.filter((id) => !games.some((entry) => entry.id === id)) ?? [];
if (unknown.length > 0) throw new Error(`The catalogue has no exact game ${unknown.join(', ')}.`);

// Refused candidate moves are errors; without stack traces they cost far less.
Error.stackTraceLimit = 0;
console.log(`Catalogue play-outs: deals 1–${deals} of each exact game, at most ${stepCap} moves, every invariant at every move`);
console.log('| game | won | stuck | step cap | moves | exhaustive checks | compact engine |');
console.log('|---|---|---|---|---|---|---|');
let failures = 0;
for (const entry of games.filter((e) => wanted === undefined || wanted.includes(e.id))) {
  const outcomes: Record<PlayResult['outcome'], number> = { won: 0, stuck: 0, 'step-cap': 0 };
  let moves = 0;
  let fullChecks = 0;
  let engine = 'agrees';
  try {
    const subject = catalogueSubject(entry);
    const pileIndex = new Map(pileIds(subject.variant).map((id, i) => [id as string, i]));
    for (let seed = 1; seed <= deals; seed++) {
      const result = playOut(subject, seed, finishingPlayer(mulberry32(seed), pileIndex), {
        stepCap,
        fullCheck: (step) => step % CHECK_EVERY === 0,
        saveCheck: (step) => step % CHECK_EVERY === 0,
      });
      const disagreement = engineCheck(subject.variant, seed, result.moves);
      if (typeof disagreement === 'string') throw new Error(`${entry.id}, deal ${seed}: the solver's compact engine disagrees with core: ${disagreement}`);
      if (disagreement !== null) engine = `refuses ${disagreement.refused}`;
      outcomes[result.outcome]++;
      moves += result.steps;
      fullChecks += result.fullChecks;
    }
    console.log(`| ${entry.name} | ${outcomes.won} | ${outcomes.stuck} | ${outcomes['step-cap']} | ${moves} | ${fullChecks} | ${engine} |`);
  } catch (error) {
    failures++;
    console.log(`| ${entry.name} | failed | | | | | |`);
    console.error(error instanceof Error ? error.message : String(error));
  }
}
if (failures > 0) {
  console.error(`${failures} game(s) failed`);
  process.exitCode = 1;
}
