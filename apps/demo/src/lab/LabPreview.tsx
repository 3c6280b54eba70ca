import { useState, type ReactNode } from 'react';
import type { Variant } from '@patience/core';
import { Miniature } from '../gallery/Miniature.js';
import type { Miniature as MiniatureData } from '../gallery/manifest-types.js';
import { estimateVerdict, estimateWords, type Estimate } from './estimate.js';
import type { Checked, RulesChange } from './lab-state.js';

/** The sentences a change brought in (two at most), or else the one it took out, as the preview shows them. */
function changeWords(change: RulesChange | null): readonly string[] {
  if (!change) return [];
  if (change.added.length > 0) return change.added.slice(0, 2).map((s) => `Now: ${s}`);
  return change.removed.slice(0, 1).map((s) => `No longer: ${s}`);
}

/**
 * What the rules as they stand make: whether they are valid, the opening deal, the estimate of how often
 * it can be won, and the rule the last change brought in. Beside the controls on a wide screen; on a phone
 * a strip kept in view at the foot of the screen while the controls scroll, which can be folded to one line.
 */
export function LabPreview({ checked, variant, mini, seed, onSeed, estimate, change }: {
  readonly checked: Checked;
  readonly variant: Variant | null;
  readonly mini: MiniatureData | null;
  readonly seed: number;
  readonly onSeed: (seed: number) => void;
  readonly estimate: Estimate;
  readonly change: RulesChange | null;
}): ReactNode {
  const [folded, setFolded] = useState(false);
  const verdict = estimateVerdict(estimate);
  const changed = changeWords(change);
  return (
    <section className="lab-preview" aria-labelledby="lab-preview-heading" data-testid="lab-preview" data-folded={folded ? 'true' : undefined}>
      <div className="lab-preview-head">
        <h2 id="lab-preview-heading">{variant ? variant.name : 'Preview'}</h2>
        <button type="button" className="lab-fold" aria-expanded={!folded} aria-controls="lab-preview-body" onClick={() => { setFolded(!folded); }}>
          {folded ? 'Show preview' : 'Hide preview'}
        </button>
      </div>
      <p className={checked.ok ? 'lab-valid' : 'lab-invalid'} role="status" data-testid="lab-validity">
        {checked.ok ? 'These rules are valid.' : `Not playable yet: ${checked.message}`}
      </p>
      <div id="lab-preview-body" className="lab-preview-body" hidden={folded}>
        {mini && (
          <figure className={`lab-miniature${variant ? '' : ' lab-stale'}`} data-testid="lab-miniature" data-piles={mini.tableau.length} data-stale={variant ? undefined : 'true'}>
            <Miniature data={mini} />
            <figcaption>
              The opening of deal{' '}
              <input aria-label="Deal number" type="number" min={0} step={1} value={seed} className="lab-seed" onChange={(e) => { const n = Number(e.target.value); if (Number.isInteger(n) && n >= 0 && n <= 4294967295) onSeed(n); }} />
              {!variant && ' (the last rules that were valid)'}
            </figcaption>
          </figure>
        )}
        <div className="lab-preview-words">
          {changed.map((line) => <p key={line} className="lab-change" data-testid="lab-change">{line}</p>)}
          <p className="lab-estimate" data-testid="lab-estimate" data-status={estimate.status} data-gave-up={estimate.status === 'done' ? JSON.stringify(estimate.gaveUp ?? {}) : undefined} aria-live="polite">{estimateWords(estimate)}{' '}
            {estimate.status === 'done' && <span className="lab-doc lab-estimate-doc">The solver sees the hidden cards, so a won deal is one that can be won.</span>}
          </p>
          {verdict !== null && <p className="lab-verdict">{verdict}</p>}
        </div>
      </div>
    </section>
  );
}
