/**
 * Text that came from outside (a variant file, a study's header, a typed name or line) printed to a terminal:
 * a control character in it could clear the screen, set the window's title or hide what follows, so every C0
 * and C1 control character and DEL is shown as an escape (`\u001b`) instead of sent. The program's own colours
 * are added after this, never passed through it.
 */
import { escapedControls } from '@patience/core/rules';

// Core's own helpers, so that the command line cuts and escapes exactly as the library's messages do:
// `printable` escapes control characters (line breaks and tabs too) in text printed as it is; `quoted` quotes
// text for a message, cut at 40 characters and escaped.
export { escapedControls as printable, show as quoted } from '@patience/core/rules';

/** The longest file name a message repeats whole; a longer one keeps its start and its end, where the name is. */
const PATH_LIMIT = 160;

/**
 * A file name from the command line for a message: unquoted, as the user typed it, with its control characters
 * escaped, and its middle left out past {@link PATH_LIMIT} characters (a path is read by its folder and its name).
 */
export function pathText(file: string): string {
  const shown = file.length > PATH_LIMIT ? `${file.slice(0, PATH_LIMIT / 2)}…${file.slice(-PATH_LIMIT / 2)}` : file;
  return escapedControls(shown);
}

/** The longest line of outside text a transcript or a message repeats (a typed line, commander's own errors). */
const LINE_LIMIT = 200;

/**
 * Text of several lines for the terminal, its line breaks kept: each line's control characters escaped, and each
 * line cut past {@link LINE_LIMIT} characters, so that a line typed or quoted is shown but cannot flood the screen.
 */
export function printableLines(text: string): string {
  return text.split('\n').map((line) => escapedControls(line.length > LINE_LIMIT ? `${line.slice(0, LINE_LIMIT)}…` : line)).join('\n');
}
