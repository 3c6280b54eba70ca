/**
 * Files a command reads or writes, named on its command line. A name may point at anything: a device that never
 * ends (`/dev/zero`), a pipe that never closes, a directory, a file of gigabytes. So a file is read only when it
 * is a regular file, only up to a limit fixed for what it holds (its size is checked before reading, and the
 * reading stops past the limit in case it grows meanwhile), and every failure is a sentence, not a stack trace.
 */
import { closeSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { MAX_SAVE_TEXT } from '@patience/core/saves';
import { pathText } from './printable.js';
import { UsageError } from './usage.js';

/** The largest variant file read (`--variant`): a variant is a few kilobytes of JSON. */
export const MAX_VARIANT_FILE_BYTES = 1_000_000;
/** The largest save file read: room for the longest save core loads, in UTF-8 at three bytes a character. */
export const MAX_SAVE_FILE_BYTES = 3 * MAX_SAVE_TEXT;
/** The largest study output read (`--resume`, `study merge`): about two and a half million deals' lines. */
export const MAX_STUDY_FILE_BYTES = 256 * 1024 * 1024;

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'there is no such file or folder',
  EACCES: 'permission is denied',
  EPERM: 'the operation is not permitted',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'it has too many symbolic links',
};

/** Why a file operation failed, in words, for any error Node's `fs` throws. */
export function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return (code !== undefined && REASONS[code]) || `the system refused (${code ?? 'unknown error'})`;
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isFIFO()) return 'a pipe';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * The text of a regular file of at most `maxBytes` bytes, as UTF-8.
 * @param what what the file should hold, for messages: "a variant file".
 * @throws {@link UsageError} naming the file and what was wrong: missing, not a regular file, too large.
 */
export function readLimitedFile(file: string, what: string, maxBytes: number): string {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch (error) {
    throw new UsageError(`Cannot read ${what} ${pathText(file)}: ${fileProblem(error)}.`);
  }
  if (!stats.isFile()) throw new UsageError(`Cannot read ${what} ${pathText(file)}: it is ${kindOf(stats)}, not a regular file.`);
  const tooLarge = (): UsageError => new UsageError(`Cannot read ${what} ${pathText(file)}: it is larger than the ${maxBytes.toLocaleString('en-GB')} bytes ${what} may have.`);
  if (stats.size > maxBytes) throw tooLarge();
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw new UsageError(`Cannot read ${what} ${pathText(file)}: ${fileProblem(error)}.`);
  }
  try {
    // One byte more than allowed: reading it means the file grew past the limit since its size was checked.
    const buffer = Buffer.alloc(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const got = readSync(fd, buffer, length, buffer.length - length, null);
      if (got === 0) break;
      length += got;
    }
    if (length > maxBytes) throw tooLarge();
    return buffer.toString('utf8', 0, length);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Cannot read ${what} ${pathText(file)}: ${fileProblem(error)}.`);
  } finally {
    closeSync(fd);
  }
}

/** Runs a write to a named file; a failure becomes a sentence naming the file (exit 2), not a stack trace. */
export function writingFile<T>(file: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw new UsageError(`Cannot write ${pathText(file)}: ${fileProblem(error)}.`);
  }
}
