import { applyLegalMove, deal, legalMoves, mulberry32, randomBelow } from '/work/main/packages/core/src/index.js';
import { freecell } from '/work/main/packages/core/test/fixtures/freecell.js';
const pick = mulberry32(1); let steps = 0; const t0 = performance.now();
for (let seed = 1; performance.now() - t0 < 3000; seed++) { let st = deal(freecell, seed); for (let s = 0; s < 1000; s++) { const ms = legalMoves(freecell, st); if (!ms.length) break; st = applyLegalMove(freecell, st, ms[randomBelow(pick, ms.length)]!).state; steps++; } }
console.log(steps / 3);
