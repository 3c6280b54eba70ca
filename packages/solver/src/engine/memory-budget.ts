/** The memory bound of a search when none is given, in megabytes: well within what a browser tab may hold. */
export const DEFAULT_MAX_MEMORY_MB = 512;

/** A structure whose memory a search charges to its {@link MemoryBudget}: the bytes it holds now. */
export interface MemoryHolder {
  readonly bytes: number;
}

/**
 * The one memory bound of a search (`maxMemoryMB`), shared by every structure that grows with it: the
 * transposition table and its pile store, the best-first queue and its snapshots, the depth-first stack.
 * Each structure is charged once, as a holder read when the bound is checked, so that what is counted is
 * what is held; a bound that counts one structure lets the others grow without one.
 */
export class MemoryBudget {
  readonly maxBytes: number;
  readonly #holders: MemoryHolder[] = [];

  constructor(maxMemoryMB: number) {
    this.maxBytes = maxMemoryMB * 1024 * 1024;
  }

  /** Counts `holder`'s bytes against the bound from now on. */
  charge(holder: MemoryHolder): void {
    this.#holders.push(holder);
  }

  /** The bytes every holder holds now. */
  get used(): number {
    let sum = 0;
    for (const holder of this.#holders) sum += holder.bytes;
    return sum;
  }

  /** Whether `extra` more bytes keep within the bound. */
  fits(extra: number): boolean {
    return this.used + extra <= this.maxBytes;
  }
}
