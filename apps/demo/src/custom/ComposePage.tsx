import { useState, type ReactNode } from 'react';
import { GAMES } from '../games/catalogue.js';
import { playHash, rulesHash } from '../routes/route.js';
import { checkCustomVariant, EXAMPLE_VARIANT, storeCustomVariant, storedCustomText } from './custom-game.js';

const SHIPPED_IDS = GAMES.map((g) => g.id);

/**
 * Compose a variant: write its rules as JSON in core's vocabulary, have them checked (a refusal names the
 * field, as `parseVariant` does), then play it with everything a shipped game has (undo, hints, the
 * winnability note) or read its rules, written out by the engine.
 */
export default function ComposePage(): ReactNode {
  const [text, setText] = useState(() => storedCustomText() ?? EXAMPLE_VARIANT);
  const [error, setError] = useState<string | null>(null);

  const open = (page: 'play' | 'rules'): void => {
    const checked = checkCustomVariant(text, SHIPPED_IDS);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    if (!storeCustomVariant(text)) {
      setError('This browser would not keep the variant (its storage is off or full), so it cannot be opened.');
      return;
    }
    setError(null);
    const id = checked.game.variant.id;
    window.location.hash = page === 'play' ? playHash(id, null) : rulesHash(id);
  };

  return (
    <div className="page compose-page">
      <h1>Compose a variant</h1>
      <p>
        Write a game&apos;s rules as JSON in the engine&apos;s rule vocabulary (the layout, how cards build and move, the
        foundations, the stock) and play it here, with undo, hints and the winnability note. Fields left out take
        their defaults. Every field is described in the project&apos;s guide to composing variants
        (docs/composing-variants.md). The example is FreeCell.
      </p>
      <label htmlFor="variant-json" className="compose-label">Variant (JSON)</label>
      <textarea
        id="variant-json"
        className="compose-text"
        spellCheck={false}
        rows={24}
        value={text}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? 'variant-error' : undefined}
        onChange={(e) => { setText(e.target.value); }}
      />
      {error !== null && <p id="variant-error" className="notice" role="alert" data-testid="variant-error">{error}</p>}
      <p className="compose-actions">
        <button type="button" className="primary" onClick={() => { open('play'); }}>Play it</button>
        <button type="button" onClick={() => { open('rules'); }}>Read its rules</button>
        <button type="button" onClick={() => { setText(EXAMPLE_VARIANT); setError(null); }}>Start again from the example</button>
      </p>
      <p className="page-links"><a href="#/">All games</a></p>
    </div>
  );
}
