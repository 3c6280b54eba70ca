/**
 * The Variant Lab's logic: controls generated from core's table, the edits they make, a refusal placed at its
 * control, and the share codec (a variant in a link, and every way a link is refused).
 */
import { describe, expect, it } from 'vitest';
import { describeRules, parseVariant } from '@patience/core';
import { KIND_FIELDS, VOCABULARY_FIELDS } from '@patience/core/rules';
import { SHIPPED_GAMES } from '@patience/games';
import LZString from 'lz-string';
import { applies, controlForField, fieldsOf, kindOf, labControls, labSections, listFromText, listText, sectionsFor, withValue } from '../src/lab/lab-fields.js';
import { compactConfig, encodeShared, MAX_LINK_PAYLOAD, readShared, sharedPlayHash } from '../src/lab/share-codec.js';
import { changedControl, check, idFor, placeProblem, rulesChange, startingConfig } from '../src/lab/lab-state.js';
import { EXAMPLE_VARIANT } from '../src/custom/custom-game.js';
import { estimateVerdict, estimateWords, wilson } from '../src/lab/estimate.js';
import { shareLinkLengths } from '../scripts/share-link-lengths.js';

const SHIPPED = SHIPPED_GAMES.map((g) => g.game.id);

describe('the controls are generated from VOCABULARY_FIELDS', () => {
  it('give every row of the table exactly one control or column, and no field the table lacks', () => {
    const covered = labControls().flatMap(fieldsOf);
    expect([...covered].sort()).toEqual(Object.keys(VOCABULARY_FIELDS).sort());
  });

  it('label each control uniquely, by its field in words, in sections a person knows', () => {
    const labels = labControls().map((c) => `${c.kind === 'rows' ? 'rows:' : ''}${c.label}`);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labSections().map((s) => s.heading)).toEqual(['The game', 'Deck and suits', 'Tableau piles', 'Cards placed at the deal, and the reserve', 'Cells', 'Tableau rules', 'Cell rules', 'Reserve rules', 'Foundations', 'Stock', 'Automatic moves', 'Winning', 'Scoring']);
    const byPath = new Map(labControls().map((c) => [c.path, c]));
    expect(byPath.get('rules.tableau.emptyAccepts')?.label).toBe('Empty accepts');
    expect(byPath.get('rules.stock.kind')?.label).toBe('Stock kind');
    expect(byPath.get('rules.tableau.pickUp.kind')?.label).toBe('Pick up kind');
    expect(byPath.get('layout.tableau')).toMatchObject({ kind: 'rows', maxItems: 56, minItems: 1, columns: [{ key: 'cards' }, { key: 'faceDown' }, { key: 'coveredBy' }] });
    expect(byPath.get('deck.suits')).toMatchObject({ kind: 'set', maxItems: 4 });
  });

  it('offer the word a number field also takes, from the schema: a foundation\'s base may be "first-card", redeals "unlimited"', () => {
    const alternatives = labControls().flatMap((c) => (c.kind === 'single' && c.alternative !== null ? [[c.path, c.alternative]] : []));
    expect(alternatives).toEqual([['rules.tableau.redeal.times', 'unlimited'], ['rules.tableau.redeal.perPile', 'as-dealt'],
      ['rules.foundations.base', 'first-card'], ['rules.stock.redeals', 'unlimited']]);
  });

  it('give every layout field a control: the piles as rows of cards and face-down cards, the cells, the reserve, the placed cards', () => {
    const layout = labSections().filter((s) => s.id.startsWith('layout')).flatMap((s) => s.controls.map((c) => `${c.kind} ${c.path}`));
    expect(layout).toEqual([
      'rows layout.tableau',
      'single layout.acesToFoundations',
      'single layout.baseCardsToFoundations',
      'single layout.baseCardsPlaced',
      'single layout.kingsUnder',
      'single layout.playDuringDeal',
      'single layout.foundationCards',
      'single layout.wasteCards',
      'single layout.stockFaceUp',
      'single layout.reserve.cards',
      'single layout.reserve.faceDown',
      'rows layout.cells',
    ]);
  });

  it('make a control of every kind a new field of the table may be, with no code of its own', () => {
    // Fields written in the table's form, as a branch that grows the vocabulary may add them.
    const sections = sectionsFor({
      'layout.tableau[].cards': { type: 'integer', min: 0, max: 52, doc: 'how many cards the pile is dealt' },
      'layout.tableau[].covers[]': { type: 'integer', min: 0, max: 31, doc: 'the piles this pile covers' },
      'layout.tableau[].row': { type: 'choice', values: ['top', 'bottom'], doc: 'where the pile lies' },
      'layout.blocked[]': { type: 'integer', min: 0, max: 31, doc: 'the piles no card may be played to' },
      'rules.pairs.total': { type: 'integer', min: 2, max: 26, default: 13, doc: 'what the ranks of a pair add up to' },
      'rules.waste.build': { type: 'boolean', default: false, doc: 'cards are built on the waste' },
    });
    const controls = sections.flatMap((s) => s.controls);
    expect(controls.map((c) => `${c.kind} ${c.path}`)).toEqual(['rows layout.tableau', 'list layout.blocked', 'single rules.pairs.total', 'single rules.waste.build']);
    expect(controls[0]).toMatchObject({ columns: [{ key: 'cards', list: false }, { key: 'covers', list: true, label: 'Covers' }, { key: 'row', list: false }] });
    expect(controls.flatMap(fieldsOf)).toEqual(['layout.tableau[].cards', 'layout.tableau[].covers[]', 'layout.tableau[].row', 'layout.blocked[]', 'rules.pairs.total', 'rules.waste.build']);
    expect(sections.map((s) => s.heading)).toEqual(['Tableau piles', 'Cards placed at the deal, and the reserve', 'Pairs', 'Waste']);
  });

  it('read a list typed as text, keeping a word as typed so that the refusal names it', () => {
    expect(listFromText('1, 3,5 ;7')).toEqual([1, 3, 5, 7]);
    expect(listFromText('2, x')).toEqual([2, 'x']);
    expect(listFromText(' , ')).toBeUndefined();
    expect(listText([1, 3, 5])).toBe('1, 3, 5');
    expect(listText(undefined)).toBe('');
  });

  it('show a field of a rule\'s kind only when the rule is of that kind, written or implied by its fields', () => {
    const draw = labControls().find((c) => c.path === 'rules.stock.draw');
    if (!draw) throw new Error('no draw control');
    expect(applies(draw, {})).toBe(false);
    expect(applies(draw, { rules: { stock: { kind: 'draw-to-waste' } } })).toBe(true);
    expect(applies(draw, { rules: { stock: { redeals: 3 } } })).toBe(true);
    expect(kindOf({ rules: { stock: { emptyPiles: 'allow' } } }, 'rules.stock')).toBe('deal-row');
    expect(kindOf({}, 'rules.foundations')).toBe('up-by-suit');
    for (const rule of Object.keys(KIND_FIELDS)) expect(labControls().some((c) => c.path === `${rule}.kind`), rule).toBe(true);
  });
});

describe('a control\'s edit', () => {
  it('sets a field deep in a new config, leaving the old one as it was', () => {
    const before = { id: 'x', rules: { tableau: { runLimit: 'free-spaces' } } };
    const after = withValue(before, 'rules.tableau.build.direction', 'up');
    expect(after).toEqual({ id: 'x', rules: { tableau: { runLimit: 'free-spaces', build: { direction: 'up' } } } });
    expect(before).toEqual({ id: 'x', rules: { tableau: { runLimit: 'free-spaces' } } });
    expect(withValue(after, 'rules.tableau.runLimit', undefined)).toEqual({ id: 'x', rules: { tableau: { build: { direction: 'up' } } } });
  });

  it('takes out an object left without the field it needs: clearing the reserve\'s cards means no reserve', () => {
    const config = { layout: { tableau: [{ cards: 52 }], reserve: { cards: 13, faceDown: 12 } } };
    expect(withValue(config, 'layout.reserve.cards', undefined)).toEqual({ layout: { tableau: [{ cards: 52 }] } });
    expect(withValue(config, 'layout.reserve.faceDown', undefined)).toEqual({ layout: { tableau: [{ cards: 52 }], reserve: { cards: 13 } } });
    // The layout is needed: emptied, it stays, for the refusal to say it lacks its piles.
    expect(withValue({ layout: { tableau: [{ cards: 52 }] } }, 'layout.tableau', undefined)).toEqual({ layout: {} });
    // A score of nothing but zeros is not the same as no score: an emptied scoring stays.
    expect(withValue({ rules: { scoring: { start: 5 } } }, 'rules.scoring.start', undefined)).toEqual({ rules: { scoring: {} } });
  });

  it('takes out the fields of a rule\'s other kinds when its kind changes', () => {
    const config = { rules: { stock: { kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' } } };
    expect(withValue(config, 'rules.stock.kind', 'deal-row')).toEqual({ rules: { stock: { kind: 'deal-row' } } });
    expect(withValue({ rules: { foundations: { takeBack: true } } }, 'rules.foundations.kind', 'complete-runs')).toEqual({ rules: { foundations: { kind: 'complete-runs' } } });
  });
});

describe('a refusal is placed at the control that causes it', () => {
  const at = (field: string, config = {}): [string, number | null] | null => {
    const placed = controlForField(field, config);
    return placed ? [placed.control.path, placed.row] : null;
  };
  it('maps each field core names to its control, and the pile it names', () => {
    expect(at('layout.tableau[3].faceDown')).toEqual(['layout.tableau', 3]);
    expect(at('layout.cells[0].faceDown')).toEqual(['layout.cells', 0]);
    expect(at('layout')).toEqual(['layout.tableau', null]);
    expect(at('rules.stock')).toEqual(['rules.stock.kind', null]);
    expect(at('rules.tableau.pickUp')).toEqual(['rules.tableau.pickUp.kind', null]);
    expect(at('rules.effects.liftCompletedRuns')).toEqual(['rules.effects.liftCompletedRuns', null]);
    expect(at('deck.suits[1]')).toEqual(['deck.suits', 1]);
    expect(at('deck.suits')).toEqual(['deck.suits', null]);
    // A typo's field has no control: the page shows it above the controls, and the JSON view has it.
    expect(at('rules.tableau.emptyAccept')).toBeNull();
    expect(at('id')).toBeNull();
  });

  it('maps the field of every refusal core gives for a broken variant to a control', () => {
    const base = { id: 'x', name: 'X', layout: { tableau: [{ cards: 52 }] } };
    const broken = [
      { ...base, layout: { tableau: [{ cards: 5, faceDown: 7 }, { cards: 47 }] } },
      { ...base, layout: { tableau: [{ cards: 53 }] } },
      { ...base, layout: { tableau: [{ cards: 40 }] } },
      { ...base, rules: { foundations: { kind: 'complete-runs' }, effects: { liftCompletedRuns: false } } },
      { ...base, rules: { tableau: { build: { direction: 'none' } } } },
      { ...base, deck: { suits: ['spades', 'spades'] } },
    ];
    const fields = broken.map((config) => {
      try {
        parseVariant(config);
        return 'accepted';
      } catch (error) {
        const field = (error as { field: string }).field;
        return `${field} → ${controlForField(field, config)?.control.path ?? 'nothing'}`;
      }
    });
    expect(fields).toEqual([
      'layout.tableau[0].faceDown → layout.tableau',
      'layout → layout.tableau',
      'rules.stock → rules.stock.kind',
      'rules.effects.liftCompletedRuns → rules.effects.liftCompletedRuns',
      'rules.tableau.pickUp → rules.tableau.pickUp.kind',
      'deck.suits → deck.suits',
    ]);
  });
});

describe('the share codec', () => {
  const presets = SHIPPED_GAMES.flatMap(({ game }) => (game).presets.map((p) => (game).variant(p.options)));

  it('gives every shipped preset back exactly from its link, through its shortest config', () => {
    for (const variant of presets) {
      const mine = { ...compactConfig(variant), id: `my-${variant.id}` };
      expect(parseVariant(compactConfig(variant))).toEqual(variant);
      const read = readShared(encodeShared(JSON.stringify(mine)), SHIPPED);
      if (!read.ok) throw new Error(read.message);
      expect(read.game.variant).toEqual(parseVariant(mine));
    }
  });

  it('leaves out every field that holds its default', () => {
    const spider = presets.find((v) => v.id === 'spider');
    expect(spider && Object.keys(compactConfig(spider)).sort()).toEqual(['deck', 'description', 'difficulty', 'id', 'layout', 'name', 'options', 'otherNames', 'rules']);
    const one = parseVariant({ id: 'one', name: 'One', layout: { tableau: [{ cards: 52 }] } });
    expect(compactConfig(one)).toEqual({ id: 'one', name: 'One', layout: { tableau: [{ cards: 52 }] }, rules: { effects: { liftCompletedRuns: false }, tableau: { pickUp: { match: 'alternate-colour' } } } });
  });

  it('reads a query string\'s spaces back as the "+" they were', () => {
    const payload = encodeShared(JSON.stringify({ id: 'one', name: 'One', layout: { tableau: [{ cards: 52 }] } }));
    expect(readShared(payload.replace(/\+/g, ' '), SHIPPED).ok).toBe(true);
  });

  it('refuses an oversized link before decompressing it, and a variant that unpacks too large', () => {
    const long = readShared('A'.repeat(MAX_LINK_PAYLOAD + 1), SHIPPED);
    expect(long).toEqual({ ok: false, kind: 'oversized', message: 'This link carries 4,001 characters of variant; a shared variant is at most 4,000, so it was not opened.' });
    const bomb = readShared(LZString.compressToEncodedURIComponent(JSON.stringify({ id: 'x', name: 'x'.repeat(40_000) })), SHIPPED);
    expect(bomb).toMatchObject({ ok: false, kind: 'oversized' });
    expect(!bomb.ok && bomb.message).toMatch(/^This link's variant unpacks to 40,\d{3} characters; a variant is at most 32,000/);
  });

  it('refuses a damaged or tampered link, and what is not a variant, saying which', () => {
    const good = encodeShared(JSON.stringify({ id: 'one', name: 'One', layout: { tableau: [{ cards: 52 }] } }));
    expect(readShared(`${good}<script>`, SHIPPED)).toMatchObject({ ok: false, kind: 'tampered' });
    expect(readShared('', SHIPPED)).toMatchObject({ ok: false, kind: 'tampered' });
    expect(readShared(LZString.compressToEncodedURIComponent('not json'), SHIPPED)).toMatchObject({ ok: false, kind: 'tampered', message: 'This link is damaged or was changed: what it carries is not a variant written as JSON, so it was not opened.' });
    expect(readShared(good.slice(0, 12), SHIPPED).ok).toBe(false);
    expect(readShared(LZString.compressToEncodedURIComponent('{"id":"x"}'), SHIPPED)).toEqual({ ok: false, kind: 'not-a-variant', message: 'This link does not hold a variant the rules engine accepts (name: expected a string, got nothing), so it was not opened.' });
    const spider = encodeShared(JSON.stringify({ id: 'spider', name: 'Mine', layout: { tableau: [{ cards: 52 }] } }));
    expect(readShared(spider, SHIPPED)).toMatchObject({ ok: false, kind: 'not-a-variant' });
  });

  it('makes a link under 1,000 characters for every shipped game (the report script prints them)', () => {
    const lengths = shareLinkLengths();
    expect(lengths.map((l) => l.id)).toEqual(SHIPPED);
    for (const l of lengths) expect(l.payload, l.id).toBeLessThan(1000);
  });
});

describe('the estimate in words', () => {
  it('gives the Wilson interval of the deals won', () => {
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(6, 10)[0]).toBeCloseTo(0.3127, 4);
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(estimateWords({ status: 'done', won: 6, lost: 3, undecided: 1, deals: 10 })).toBe('Won 6 of 10 deals: 60% (95% interval 31% to 83%); 3 lost, 1 undecided in 1.5 s.');
    expect(estimateWords({ status: 'running', done: 4, deals: 10 })).toBe('Estimating how often it can be won: 4 of 10 deals solved so far…');
  });

  it('tells a composer when a game looks too easy or impossible', () => {
    expect(estimateVerdict({ status: 'done', won: 10, lost: 0, undecided: 0, deals: 10 })).toBe('Nearly every deal is won: it may be too easy.');
    expect(estimateVerdict({ status: 'done', won: 0, lost: 10, undecided: 0, deals: 10 })).toBe('No deal was won: as it stands it may be impossible.');
    expect(estimateVerdict({ status: 'done', won: 5, lost: 5, undecided: 0, deals: 10 })).toBeNull();
  });
});

describe('a composed game\'s link carries the variant', () => {
  it('as the play page\'s hash, which reads back as the same variant at the same deal', () => {
    const mine = parseVariant({ id: 'one-pile', name: 'One pile', layout: { tableau: [{ cards: 52 }] } });
    const hash = sharedPlayHash(mine, 5);
    const found = /^#\/play\/one-pile\?seed=5&v=([A-Za-z0-9+\-$]+)$/.exec(hash);
    expect(found, hash).not.toBeNull();
    const read = readShared(found?.[1] ?? '', SHIPPED);
    if (!read.ok) throw new Error(read.message);
    expect(read.game.variant).toEqual(mine);
  });
});

describe('the Lab\'s state', () => {
  it('starts from a game as a game of its own, "My …", with no named options', () => {
    for (const { game } of SHIPPED_GAMES) {
      for (const preset of game.presets) {
        const config = startingConfig(game.variant(preset.options), preset.name, SHIPPED);
        expect(config.name).toBe(`My ${preset.name}`);
        expect(config.options).toBeUndefined();
        const variant = parseVariant(config);
        expect(variant.layout).toEqual(game.variant(preset.options).layout);
        expect(variant.rules).toEqual(game.variant(preset.options).rules);
      }
    }
    expect(idFor('Spider', SHIPPED)).toBe('spider-mine');
    expect(idFor('  Open Towers! ', SHIPPED)).toBe('open-towers');
  });

  it('shows a refusal of a whole part at the control of that part the change was made with', () => {
    const freecell = JSON.parse(EXAMPLE_VARIANT) as Record<string, unknown>;
    const withReserve = withValue(freecell, 'layout.reserve.cards', 13);
    expect(changedControl(freecell, withReserve)).toBe('layout.reserve.cards');
    expect(changedControl(freecell, withValue(freecell, 'layout.tableau', []))).toBe('layout.tableau');
    expect(changedControl(freecell, freecell)).toBeNull();
    const checked = check(withReserve, SHIPPED);
    expect(checked).toMatchObject({ ok: false, field: 'layout', message: "layout: deals 65 cards but the deck has only 52" });
    expect(placeProblem(checked, withReserve, 'layout.reserve.cards')).toEqual({ path: 'layout.reserve.cards', row: null, text: 'deals 65 cards but the deck has only 52' });
    // Made otherwise (the JSON view), it is shown at the part's first control, the piles.
    expect(placeProblem(checked, withReserve, null)).toEqual({ path: 'layout.tableau', row: null, text: 'deals 65 cards but the deck has only 52' });
    // A refusal of another field stays at that field's control, whatever the change.
    const lifted = withValue(freecell, 'rules.effects.liftCompletedRuns', true);
    expect(placeProblem(check(lifted, SHIPPED), lifted, 'rules.effects.liftCompletedRuns')).toMatchObject({ path: 'rules.effects.liftCompletedRuns' });
  });

  it('names the rule a change brought in and the one it took out', () => {
    const seahaven = SHIPPED_GAMES.find((g) => g.game.id === 'seahaven-towers')?.game.variant();
    if (!seahaven) throw new Error('no Seahaven Towers');
    const open = parseVariant({ ...compactConfig(seahaven), rules: { ...seahaven.rules, tableau: { ...seahaven.rules.tableau, emptyAccepts: 'any' } } });
    const before = describeRules(seahaven);
    const after = describeRules(open);
    // The run limit follows what may fill an empty column, so its sentence changes too.
    expect(rulesChange(before, after)).toEqual({
      added: [
        'A run move may carry as many cards as could be moved one at a time through the empty towers and empty columns: (empty towers + 1), doubled for each empty column that is not the destination.',
        'Any card or movable run may fill an empty column.',
      ],
      removed: [
        'A run move may carry at most one card more than there are empty towers; empty columns, since they take only Kings, add nothing.',
        'Only a King, or a run led by a King, may fill an empty column.',
      ],
    });
    expect(rulesChange(before, before)).toEqual({ added: [], removed: [] });
  });
});
