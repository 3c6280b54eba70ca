/**
 * `patience study merge FILES...`: the output files of the shards of one study read together, checked to
 * cover the study's deals exactly once, and summed up as one process would have.
 */
import { MAX_STUDY_FILE_BYTES, readLimitedFile } from '../files.js';
import { pathText } from '../printable.js';
import { CommandError, UsageError } from '../usage.js';
import { dealCount, missingDeals } from './deals.js';
import { readStudyFile, studyKey, type StudyFile } from './record.js';
import { summarise, summaryText, type StudySummary } from './summary.js';
import type { DealVerdict } from './verdict.js';

interface ReadFile {
  readonly name: string;
  readonly file: StudyFile;
}

/** Refuses files that are not the shards of one study: other rules or limits, or shards counted otherwise. */
function checkOneStudy(read: readonly ReadFile[]): void {
  const [first] = read;
  if (!first) throw new UsageError('study merge takes the output files of a study\'s shards.');
  const shardOf = new Map<number, string>();
  for (const { name, file } of read) {
    if (studyKey(file.header) !== studyKey(first.file.header)) {
      throw new UsageError(`${pathText(name)} is of a different study from ${pathText(first.name)}: the game, its rules hash, the limits, the deal range and the package versions must all agree.`);
    }
    const shard = file.header.deals.shard;
    const firstShard = first.file.header.deals.shard;
    if ((shard?.count ?? null) !== (firstShard?.count ?? null)) {
      const words = (s: typeof shard): string => (s === null ? 'the whole study' : `shard ${s.index} of ${s.count}`);
      throw new UsageError(`${pathText(name)} is ${words(shard)}, but ${pathText(first.name)} is ${words(firstShard)}: the shards of one study are all cut the same way.`);
    }
    if (shard !== null) {
      const other = shardOf.get(shard.index);
      if (other !== undefined) throw new UsageError(`${pathText(other)} and ${pathText(name)} are both shard ${shard.index} of ${shard.count}.`);
      shardOf.set(shard.index, name);
    }
  }
}

/** The summary of the files of one study. @throws {@link CommandError} for a deal missing or counted twice. */
export function mergeStudies(files: readonly { readonly name: string; readonly text: string }[]): StudySummary {
  const read: ReadFile[] = files.map(({ name, text }) => ({ name, file: readStudyFile(name, text) }));
  checkOneStudy(read);
  const [first] = read;
  if (!first) throw new UsageError('study merge takes the output files of a study\'s shards.');
  const { from, to } = first.file.header.deals;
  const whole = { from, to, shard: null };
  const byDeal = new Map<number, { verdict: DealVerdict; name: string }>();
  for (const { name, file } of read) {
    for (const verdict of file.verdicts) {
      const earlier = byDeal.get(verdict.deal);
      if (earlier) throw new CommandError(`Deal ${verdict.deal} is counted twice: in ${pathText(earlier.name)} and in ${pathText(name)}.`);
      byDeal.set(verdict.deal, { verdict, name });
    }
  }
  const selected = dealCount(whole);
  if (byDeal.size < selected) {
    const missing = selected - byDeal.size;
    const shown = missingDeals(whole, (deal) => byDeal.has(deal), 10);
    throw new CommandError(`${missing} deal${missing === 1 ? ' is' : 's are'} missing from deals ${from}–${to}: ${shown.join(', ')}${missing > 10 ? ', …' : ''}. Run the missing shard, or --resume a shard that stopped.`);
  }
  // Every deal was checked to be one of its file's shard, so with none missing they are the study's deals once each.
  const verdicts = [...byDeal.values()].map((v) => v.verdict).sort((a, b) => a.deal - b.deal);
  return summarise(first.file.header, whole, verdicts, selected);
}

/** Reads the files and prints the merged summary; resolves to the exit code. */
export function mergeCommand(names: readonly string[], json: boolean): number {
  const files = names.map((name) => ({ name, text: readLimitedFile(name, "a study's output file", MAX_STUDY_FILE_BYTES) }));
  const summary = mergeStudies(files);
  process.stdout.write(json ? `${JSON.stringify(summary, null, 2)}\n` : `${summaryText(summary)}\n`);
  return summary.replayFailures > 0 ? 1 : 0;
}
