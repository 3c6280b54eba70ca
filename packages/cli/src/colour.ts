/**
 * Colour for a terminal, and none elsewhere: ANSI colour is used only when the output is a terminal, `NO_COLOR`
 * is unset (https://no-color.org), `TERM` is not `dumb` and `--no-color` was not given. A piped or
 * redirected output, a test, or a log file gets plain text.
 */
export interface Paint {
  readonly enabled: boolean;
  readonly red: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly bold: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
}

const sgr = (open: number, close: number) => (text: string): string => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string): string => text;

/** Whether colour is wanted on this stream, given the environment and the `--no-color` flag. */
export function colourWanted(stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv, flag: boolean): boolean {
  // An empty NO_COLOR does not count, as the convention says: "when present and not an empty string".
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
  return flag && stream.isTTY === true && !noColor && env.TERM !== 'dumb';
}

/** The paint for text written with colour on or off. */
export function paint(enabled: boolean): Paint {
  if (!enabled) return { enabled, red: plain, dim: plain, bold: plain, green: plain, yellow: plain };
  return { enabled, red: sgr(31, 39), dim: sgr(2, 22), bold: sgr(1, 22), green: sgr(32, 39), yellow: sgr(33, 39) };
}
