/**
 * The progress bar of a study on a terminal: deals done of the selection, the rate, the time left and the
 * share won so far, redrawn in place on one line (at most ten times a second, so that drawing costs nothing).
 */
const BAR = 24;

/** A duration as a short estimate: `45 s`, `12 min`, `3 h 20 min`. */
export function etaText(ms: number): string {
  if (!Number.isFinite(ms)) return '?';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

/** The progress line for `done` of `total` deals after `elapsedMs`, `won` of them won. */
export function progressLine(done: number, total: number, won: number, elapsedMs: number): string {
  const filled = total === 0 ? BAR : Math.round((BAR * done) / total);
  const rate = elapsedMs > 0 ? (1000 * done) / elapsedMs : 0;
  const left = rate > 0 ? ((total - done) / rate) * 1000 : Number.POSITIVE_INFINITY;
  const share = done === 0 ? '' : `, ${((100 * won) / done).toFixed(1)}% won`;
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${done.toLocaleString('en-GB')}/${total.toLocaleString('en-GB')} deals, ${rate.toFixed(1)}/s, ${etaText(left)} left${share}`;
}

/** A progress bar on a stream, or nothing when the stream is not a terminal. */
export function progressBar(stream: NodeJS.WriteStream, total: number, now: () => number = () => performance.now()): { update: (done: number, won: number) => void; clear: () => void } {
  if (!stream.isTTY) return { update: () => undefined, clear: () => undefined };
  const started = now();
  let last = -Infinity;
  return {
    update(done, won) {
      const t = now();
      if (t - last < 100 && done < total) return;
      last = t;
      stream.write(`\r${progressLine(done, total, won, t - started).slice(0, Math.max(20, (stream.columns || 80) - 1))}\u001b[K`);
    },
    clear() {
      stream.write('\r\u001b[K');
    },
  };
}
