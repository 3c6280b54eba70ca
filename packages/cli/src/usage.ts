/**
 * Bad usage: a command line, option or file name that makes no command. The message says what was wrong;
 * the program prints it and exits with code 2, as command-line programs do for usage errors.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A command that was well formed but failed (a corrupt save, a file that cannot be read): exit code 1. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}
