/**
 * `patience study merge FILES...`: the output files of the shards of one study read together, checked to
 * cover the study's deals exactly once, and summed up as one process would have.
 */
import { readFileSync } from 'node:fs';
import { CommandError, UsageError } from '../usage.js';
import { readStudyFile, selectedDeals, studyKey, type StudyFile } from './record.js';
import { summarise, summaryText, type StudySummary } from './summary.js';
import type { DealVerdict } from './verdict.js';

/** The summary of the files of one study. @throws {@link CommandError} for a deal missing or counted twice. */
export function mergeStudies(files: readonly { readonly name: string; readonly text: string }[]): StudySummary {
  if (files.length === 0) throw new UsageError('study merge takes the output files of a study\'s shards.');
  const read: { name: string; file: StudyFile }[] = files.map(({ name, text }) => ({ name, file: readStudyFile(name, text) }));
  const [first] = read;
  if (!first) throw new UsageError('study merge takes the output files of a study\'s shards.');
  for (const { name, file } of read.slice(1)) {
    if (studyKey(file.header) !== studyKey(first.file.header)) {
      throw new UsageError(`${name} is of a different study from ${first.name}: the game, its rules hash, the limits, the deal range and the package versions must all agree.`);
    }
  }
  const { from, to } = first.file.header.deals;
  const whole = { from, to, shard: null };
  const byDeal = new Map<number, { verdict: DealVerdict; name: string }>();
  for (const { name, file } of read) {
    for (const verdict of file.verdicts) {
      const earlier = byDeal.get(verdict.deal);
      if (earlier) throw new CommandError(`Deal ${verdict.deal} is counted twice: in ${earlier.name} and in ${name}.`);
      byDeal.set(verdict.deal, { verdict, name });
    }
  }
  const deals = selectedDeals(whole);
  const missing = deals.filter((d) => !byDeal.has(d));
  if (missing.length > 0) {
    const shown = missing.slice(0, 10).join(', ');
    throw new CommandError(`${missing.length} deal${missing.length === 1 ? ' is' : 's are'} missing from deals ${from}–${to}: ${shown}${missing.length > 10 ? ', …' : ''}. Run the missing shard, or --resume a shard that stopped.`);
  }
  const outside = [...byDeal.keys()].filter((d) => d < from || d > to);
  if (outside.length > 0) throw new CommandError(`Deal ${outside[0] ?? ''} is outside the study's deals ${from}–${to}.`);
  return summarise(first.file.header, whole, deals.map((d) => byDeal.get(d)?.verdict).filter((v) => v !== undefined), deals.length);
}

/** Reads the files and prints the merged summary; resolves to the exit code. */
export function mergeCommand(names: readonly string[], json: boolean): number {
  const files = names.map((name) => {
    try {
      return { name, text: readFileSync(name, 'utf8') };
    } catch (error) {
      throw new UsageError(`Cannot read ${name}: ${(error as Error).message}`);
    }
  });
  const summary = mergeStudies(files);
  process.stdout.write(json ? `${JSON.stringify(summary, null, 2)}\n` : `${summaryText(summary)}\n`);
  return summary.replayFailures > 0 ? 1 : 0;
}
