import type { ReactNode } from 'react';
import type { Variant } from '@patience/core';
import { applies, type Config, type Section } from './lab-fields.js';
import type { PlacedProblem } from './controls/control-parts.js';
import { RowsControl } from './controls/RowsControl.js';
import { ListControl, SetControl } from './controls/SetControl.js';
import { SingleControl } from './controls/SingleControl.js';

export type { PlacedProblem } from './controls/control-parts.js';

/** Every section of controls that applies to the config, with the refusal placed at its control. */
export function LabControls({ sections, config, effective, problem, onChange }: {
  readonly sections: readonly Section[];
  readonly config: Config;
  readonly effective: Variant | null;
  readonly problem: PlacedProblem | null;
  readonly onChange: (next: Config) => void;
}): ReactNode {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="lab-section" aria-labelledby={`lab-section-${section.id || 'game'}`}>
          <h2 id={`lab-section-${section.id || 'game'}`}>{section.heading}</h2>
          {section.controls.filter((c) => applies(c, config)).map((control) => {
            const props = { config, effective, onChange, problem: problem?.path === control.path ? problem : null };
            if (control.kind === 'single') return <SingleControl key={control.path} control={control} {...props} />;
            if (control.kind === 'set') return <SetControl key={control.path} control={control} {...props} />;
            if (control.kind === 'list') return <ListControl key={control.path} control={control} {...props} />;
            return <RowsControl key={control.path} control={control} {...props} />;
          })}
        </section>
      ))}
    </>
  );
}
