// Kept apart from fields.ts so that check.ts, which every layer reads, imports nothing that imports the deck.

/**
 * How many single-character edits (insert, delete, replace) turn `a` into `b`, ignoring case: the measure
 * behind "did you mean …?".
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (s[i - 1] === t[j - 1] ? 0 : 1)));
    }
    prev = row;
  }
  return prev[t.length] ?? 0;
}

/**
 * The known word an author most likely meant by `written`: the nearest by {@link editDistance}, if it is
 * within a third of the word's length (at least 1, at most 3 edits) and no other word is as near.
 * @example nearest('emptyAccept', ['build', 'emptyAccepts']) // 'emptyAccepts'
 */
export function nearest(written: string, known: readonly string[]): string | undefined {
  const budget = Math.min(3, Math.max(1, Math.floor(written.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const word of known) {
    // Two words' distance is at least the difference of their lengths, so a word that differs in length by more
    // than the budget cannot be meant, and its distance (which costs the product of the lengths) is not worked out.
    if (Math.abs(written.length - word.length) > budget) continue;
    const d = editDistance(written, word);
    if (d < bestDistance) {
      best = word;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  return bestDistance <= budget && !tie ? best : undefined;
}
