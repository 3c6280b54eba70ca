import { useEffect, useState } from 'react';
import type { GameDefinition } from '@patience/core';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { loadDefinition } from './loaders.js';

/**
 * Loads a game's package for a page: the definition once it has come, or the sentence saying why it could
 * not, as "`subject` could not be loaded: …" (subject such as "The rules of Spider").
 */
export function useDefinition(game: ManifestGame, subject: string): { definition: GameDefinition | null; failure: string | null } {
  const [definition, setDefinition] = useState<GameDefinition | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadDefinition(game.id).then((d) => { if (live) setDefinition(d); }, (error: unknown) => {
      if (live) setFailure(`${subject} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    });
    return () => { live = false; };
  }, [game, subject]);
  return { definition, failure };
}
