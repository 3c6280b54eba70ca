import { useState, type ReactNode } from 'react';
import type { Variant } from '@patience/core';
import { STARTING_GAMES } from '../games/catalogue.js';
import { loadDefinition } from '../games/loaders.js';

/** The list's value while no game is chosen: the rules on the page came from none of them. */
const NONE_CHOSEN = '';

/** The name of a gallery section, as the list of games to start from groups them. */
const GROUP_NAMES: Readonly<Record<string, string>> = { shipped: '', more: ' (more games)' };

/**
 * "Start from": any game and preset of the catalogue (shipped games and the examples alike). Its package is
 * loaded when chosen, and `onStart` is given the preset's variant and name. Rules that came from no game on the list
 * (a shared or imported game of another family) are not said to come from one: the list then asks for a choice.
 */
export function LabStart({ chosen, onStart, onFailure }: {
  /** The game and preset (`<game id>|<preset id>`) the rules on the page came from, when known. */
  readonly chosen: string | null;
  readonly onStart: (variant: Variant, presetName: string) => void;
  readonly onFailure: (message: string) => void;
}): ReactNode {
  const [start, setStart] = useState(chosen ?? NONE_CHOSEN);
  const startFrom = (): void => {
    const [gameId, presetId] = start.split('|');
    const game = STARTING_GAMES.find((g) => g.id === gameId);
    const preset = game?.presets.find((p) => p.id === presetId);
    if (!game || !preset) return;
    loadDefinition(game.id).then(
      (definition) => { onStart(definition.variant(preset.options), preset.name); },
      (error: unknown) => { onFailure(`${game.name} could not be loaded: ${error instanceof Error ? error.message : String(error)}`); },
    );
  };
  return (
    <p className="lab-start">
      <label htmlFor="lab-start">Start from</label>
      <select id="lab-start" value={start} onChange={(e) => { setStart(e.target.value); }}>
        {start === NONE_CHOSEN && <option value={NONE_CHOSEN} disabled>Choose a game</option>}
        {STARTING_GAMES.map((g) => (
          <optgroup key={g.id} label={`${g.name}${GROUP_NAMES[g.group] ?? ''}`}>
            {g.presets.map((p) => <option key={p.id} value={`${g.id}|${p.id}`}>{p.name}</option>)}
          </optgroup>
        ))}
      </select>
      <button type="button" onClick={startFrom} disabled={start === NONE_CHOSEN}>Start from this game</button>
    </p>
  );
}
