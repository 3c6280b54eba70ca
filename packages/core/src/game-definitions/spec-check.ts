import { VariantError } from '../errors/errors.js';
import { isRecord, Reader, show, TEXT_LIMITS } from '../rules/check.js';
import { DEALERS } from '../saves/save.js';

/**
 * Checks of what authors hand to the game functions (`defineGame`, `gameSource`, `startLesson`,
 * `lessonProgress`), made before any field is read, so that `null`, `{}` or a misspelt field is refused with a
 * `VariantError` naming it instead of a TypeError.
 */

const reader = /* @__PURE__ */ new Reader((path, problem) => {
  throw new VariantError(path, problem);
});

const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;

/**
 * The shape of a game spec: its fields, options, config or builder, presets, tips and lessons (the lessons' own
 * fields are checked by `checkLesson`).
 */
export function checkGameSpec(spec: unknown): void {
  const r = reader;
  const root = r.record(spec, 'game');
  for (const field of ['id', 'name', 'description'] as const) r.string(root[field], field);
  if (root.family !== undefined) r.string(root.family, 'family');
  if (root.otherNames !== undefined) r.array(root.otherNames, 'otherNames', 32).forEach((n, i) => r.string(n, `otherNames[${i}]`));
  r.oneOf(root.difficulty, 'difficulty', DIFFICULTIES);
  for (const [key, option] of Object.entries(r.record(root.options, 'options'))) checkOptionWords(option, `options.${key}`);
  // One way to make the variants: `config` (what differs from the game) or `build` (the whole variant).
  if (root.config !== undefined && root.build !== undefined) r.problem('config', 'give either config or build, not both');
  if (root.config !== undefined) {
    if (typeof root.config !== 'function') r.problem('config',
      `expected a function from options to a variant config, got ${show(root.config)}`);
  } else if (typeof root.build !== 'function') {
    r.problem('build', `expected a function from options to a variant (or a config function), got ${show(root.build)}`);
  }
  if (root.presets !== undefined) {
    r.array(root.presets, 'presets', 256).forEach((p, i) => {
      const obj = r.record(p, `presets[${i}]`);
      r.string(obj.id, `presets[${i}].id`);
      r.text(obj.name, `presets[${i}].name`, TEXT_LIMITS.name);
      r.record(obj.options, `presets[${i}].options`);
    });
  }
  if (root.tips !== undefined) {
    r.array(root.tips, 'tips', 256).forEach((t, i) => {
      const tip = r.record(t, `tips[${i}]`);
      r.text(tip.tip, `tips[${i}].tip`, TEXT_LIMITS.description);
      r.text(tip.source, `tips[${i}].source`, TEXT_LIMITS.name);
    });
  }
  if (root.lessons !== undefined) r.array(root.lessons, 'lessons', 256);
  if (root.dealers !== undefined) {
    const dealers = r.array(root.dealers, 'dealers', DEALERS.length).map((d, i) => r.oneOf(d, `dealers[${i}]`, DEALERS));
    if (dealers.length === 0) r.problem('dealers', 'a game offers at least one dealer');
    if (new Set(dealers).size !== dealers.length) r.problem('dealers', 'a dealer is listed twice');
  }
}

/**
 * A rule option's words, which menus, the rules page and a terminal show: the question and each choice's
 * label and description, refused as the variant's own text is (no control character, a bounded length).
 */
function checkOptionWords(option: unknown, path: string): void {
  const r = reader;
  const obj = r.record(option, path);
  r.text(obj.label, `${path}.label`, TEXT_LIMITS.name);
  r.array(obj.choices, `${path}.choices`, 64).forEach((c, i) => {
    const choice = r.record(c, `${path}.choices[${i}]`);
    r.text(choice.label, `${path}.choices[${i}].label`, TEXT_LIMITS.name);
    r.text(choice.description, `${path}.choices[${i}].description`, TEXT_LIMITS.description);
  });
}

/** A game made by `defineGame`, as far as the game functions read one: an id and a `variant` function. */
export function checkGameDefinition(game: unknown, path: string): void {
  if (!isRecord(game) || typeof game.id !== 'string' || typeof game.variant !== 'function') {
    reader.problem(path, `expected a game made by defineGame, got ${show(game)}`);
  }
}

/** The part of a lesson that following it reads: a list of moves in notation. */
export function checkLessonSolution(lesson: unknown): readonly string[] {
  const obj = reader.record(lesson, 'lesson');
  return reader.array(obj.solution, 'lesson.solution', 10_000).map((m, i) => reader.string(m, `lesson.solution[${i}]`));
}
