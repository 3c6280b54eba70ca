import { useMemo, type ReactNode } from 'react';
import { idOfText, keptVariants } from '../custom/kept-variants.js';
import { Miniature } from '../gallery/Miniature.js';
import { LAB_HASH, playHash } from '../routes/route.js';

/** The name a kept variant's text gives itself, read without the engine; its id when it has none. */
function nameOfText(text: string, id: string): string {
  try {
    const data = JSON.parse(text) as { name?: unknown };
    return typeof data.name === 'string' && data.name.trim() !== '' ? data.name : id;
  } catch {
    return id;
  }
}

/**
 * The gallery's "Your variants": each variant composed in the Lab or opened from a shared link and kept in
 * this browser, with its miniature, linked to play it. Reads storage only (no engine code on the first
 * page): the variant is checked again by the engine when it opens. Nothing is shown when there are none.
 */
export function YourVariants(): ReactNode {
  const kept = useMemo(() => keptVariants().flatMap((k) => {
    const id = idOfText(k.text);
    return id === null ? [] : [{ id, name: nameOfText(k.text, id), miniature: k.miniature }];
  }), []);
  if (kept.length === 0) return null;
  return (
    <section className="game-section your-variants" aria-labelledby="your-variants" data-testid="your-variants">
      <div className="game-heading">
        <h2 id="your-variants">Your variants</h2>
        <p className="game-links"><a href={LAB_HASH}>Compose another in the Variant Lab</a></p>
      </div>
      <ul className="gallery-grid" role="list">
        {kept.map((k) => (
          <li key={k.id}>
            <a className="gallery-item" data-testid="your-variant" data-game={k.id} href={playHash(k.id, null)}>
              <Miniature data={k.miniature} />
              <span className="gallery-name">{k.name}</span>
              <span className="gallery-description">Composed in the Variant Lab</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
