import { useMemo, useState, type ReactNode } from 'react';
import { describeRules } from '@patience/core';
import { useDefinition } from '../games/useDefinition.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { learnHash, playHash } from '../routes/route.js';
import { Miniature } from '../gallery/Miniature.js';

const DIFFICULTY: Readonly<Record<string, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' };

/**
 * A game's rules, written out by the engine's describeRules from the variant it plays, so the text can
 * never drift from the rules. Every option is listed with its choices; a print stylesheet makes the page
 * a one-page card-table reference.
 */
export default function RulesPage({ game }: { readonly game: ManifestGame }): ReactNode {
  const { definition, failure } = useDefinition(game, `The rules of ${game.name}`);
  const [presetId, setPresetId] = useState('standard');

  const preset = definition?.presets.find((p) => p.id === presetId) ?? definition?.presets[0];
  const variant = useMemo(() => (definition && preset ? definition.variant(preset.options) : null), [definition, preset]);
  const rules = useMemo(() => (variant ? describeRules(variant) : null), [variant]);

  if (failure) return <p className="notice" role="alert">{failure}</p>;
  if (!definition || !variant || !rules || !preset) return <p className="loading" role="status">Reading the rules…</p>;
  const mini = game.presets.find((p) => p.id === preset.id);
  const presetOptions = Object.entries(preset.options).filter((e): e is [string, string | number | boolean] => e[1] !== undefined);

  return (
    <article className="page rules-page">
      <header className="rules-header">
        {mini && (
          <figure className="rules-layout">
            <Miniature data={mini.miniature} />
            <figcaption>The opening layout (deal 1)</figcaption>
          </figure>
        )}
        <h1>{rules.title}</h1>
        <p className="rules-facts">
          {variant.family} family · {DIFFICULTY[variant.difficulty] ?? variant.difficulty}
          {variant.otherNames.length > 0 && <> · also called {variant.otherNames.join(', ')}</>}
        </p>
        <p className="rules-summary">{rules.summary}</p>
      </header>

      {definition.presets.length > 1 && (
        <p className="rules-variant no-print">
          <label htmlFor="rules-preset">Show the rules of </label>
          <select id="rules-preset" value={preset.id} onChange={(e) => { setPresetId(e.target.value); }}>
            {definition.presets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        </p>
      )}

      <div className="rules-sections">
        {rules.sections.map((section) => (
          <section key={section.heading} className="rules-section">
            <h2>{section.heading}</h2>
            <ul>
              {section.rules.map((rule) => <li key={rule}>{rule}</li>)}
            </ul>
          </section>
        ))}
      </div>

      {definition.options.length > 0 && (
        <section className="rules-section rules-options">
          <h2>Options</h2>
          <dl>
            {definition.options.map((option) => (
              <div key={option.key}>
                <dt>{option.label}</dt>
                {option.choices.map((choice) => (
                  <dd key={String(choice.value)}>
                    <strong>{choice.label}</strong>
                    {choice.value === option.default ? ' (standard)' : ''}
                    {variant.options[option.key] === choice.value && preset.id !== 'standard' ? ' (this variant)' : ''}: {choice.description}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </section>
      )}

      {definition.tips.length > 0 && (
        <section className="rules-section rules-tips">
          <h2>Tips</h2>
          <ul>
            {definition.tips.map((t) => <li key={t.tip}>{t.tip}</li>)}
          </ul>
        </section>
      )}

      <p className="rules-actions no-print">
        <a className="button primary" href={playHash(game.id, null, presetOptions)}>Play {preset.name}</a>
        {game.lessons.length > 0 && <a className="button" href={learnHash(game.id)}>Lessons</a>}
        <button type="button" onClick={() => { window.print(); }}>Print or save as PDF</button>
      </p>
      <p className="print-only print-footer">Patience · rules written out by the engine (rules version {variant.rulesVersion}).</p>
    </article>
  );
}
