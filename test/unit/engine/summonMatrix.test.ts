import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { lookupWithLibrary } from '../../../server/src/engine/library/bundledLibrary';
import { summonMatrix } from '../../../server/src/engine/summonMatrix';
import { cardFilesUnder, loadCardFile, repoRoot, scenarioFixturesDir } from './scenarioFixtures';

/**
 * The summon matrix of the cards the brief names, route by route: `legal`, a rule code, `skip` (not
 * tried), or `absent` (no such route for this card). Data, not code: a new expectation is one entry.
 */
type Expected = 'legal' | 'skip' | 'absent' | string;

const lookup = lookupWithLibrary([loadCardFile(path.join(scenarioFixturesDir, '_monsters.card')).file]);

const REVIVALS_ALL_LEGAL: Record<string, Expected> = {
  'reborn-before': 'legal',
  'reborn-after': 'legal',
  'level-modulation-before': 'legal',
  'level-modulation-after': 'legal',
  'call-of-the-haunted-after': 'legal',
  'dimensional-inversion-after': 'legal',
  'return-to-hand-then-revive': 'legal',
  'level-up-from-deck': 'legal',
};

const MATRICES: Readonly<Record<string, Record<string, Expected>>> = {
  // A Level 4 Normal Monster: every route works; there is nothing to Tribute (rule 1).
  'Gene-Warped Warwolf': {
    'normal-summon-0': 'legal',
    'set-0': 'legal',
    'normal-summon-1': 'absent',
    'set-1': 'absent',
    mausoleum: 'absent',
    'flip-summon': 'legal',
    ...REVIVALS_ALL_LEGAL,
  },
  // Level 7: 2 Tributes for the Summon and the Set, or LP with Mausoleum (rule 1; errata 5).
  'Dark Magician': {
    'normal-summon-0': 'wrong-tribute-count',
    'normal-summon-2': 'legal',
    'set-0': 'wrong-tribute-count',
    'set-2': 'legal',
    mausoleum: 'legal',
    'flip-summon': 'legal',
    ...REVIVALS_ALL_LEGAL,
  },
  // Semi-Nomi: its procedure first; then revivable from the GY and banishment, until it visits the hand (rule 3).
  'Dark Necrofear': {
    'normal-summon-0': 'special-summon-monster',
    'set-0': 'special-summon-monster',
    'normal-summon-2': 'absent',
    mausoleum: 'absent',
    'flip-summon': 'absent',
    'procedure-hand': 'legal',
    'reborn-before': 'not-properly-summoned',
    'reborn-after': 'legal',
    'level-modulation-before': 'not-properly-summoned',
    'level-modulation-after': 'legal',
    'call-of-the-haunted-after': 'legal',
    'dimensional-inversion-after': 'legal',
    'return-to-hand-then-revive': 'not-properly-summoned',
    'level-up-from-deck': 'legal',
  },
  // Nomi: only its procedure, or an effect ignoring the conditions after a proper summon (rules 3, 4).
  'Dark Armed Dragon': {
    'normal-summon-0': 'special-summon-monster',
    'set-0': 'special-summon-monster',
    'procedure-hand': 'legal',
    'reborn-before': 'nomi-only-own-method',
    'reborn-after': 'nomi-only-own-method',
    'level-modulation-before': 'not-properly-summoned',
    'level-modulation-after': 'legal',
    'call-of-the-haunted-after': 'nomi-only-own-method',
    'dimensional-inversion-after': 'nomi-only-own-method',
    'return-to-hand-then-revive': 'nomi-only-own-method',
    'level-up-from-deck': 'legal',
  },
  // "Cannot be Normal Summoned/Set" and no method: any effect may summon it; no proper summon exists (rule 3).
  'Rare Metal Dragon': {
    'normal-summon-0': 'cannot-normal-summon-or-set',
    'set-0': 'cannot-normal-summon-or-set',
    'reborn-before': 'legal',
    'level-modulation-before': 'legal',
    'level-up-from-deck': 'legal',
    'reborn-after': 'skip',
    'level-modulation-after': 'skip',
    'call-of-the-haunted-after': 'skip',
    'dimensional-inversion-after': 'skip',
    'return-to-hand-then-revive': 'skip',
  },
  // "Requires 3 Tributes to Normal Summon (cannot be Normal Set)": 3 is the only way; no Mausoleum (rule 1).
  'Obelisk the Tormentor': {
    'normal-summon-0': 'wrong-tribute-count',
    'normal-summon-3': 'legal',
    'normal-summon-2': 'absent',
    'set-0': 'cannot-be-set',
    'set-3': 'cannot-be-set',
    mausoleum: 'pay-lp-not-allowed',
    'flip-summon': 'absent',
    ...REVIVALS_ALL_LEGAL,
  },
  // Optional procedures next to the ordinary 2 Tributes (rule 1).
  'Beast King Barbaros': {
    'normal-summon-0': 'legal',
    'normal-summon-2': 'legal',
    'set-0': 'wrong-tribute-count',
    'set-2': 'legal',
    'normal-summon-option-without-tributes-0': 'legal',
    'set-option-without-tributes-0': 'cannot-be-set',
    'normal-summon-option-tributes-3': 'legal',
    'set-option-tributes-3': 'cannot-be-set',
  },
  // Must be Fusion Summoned (Nomi for the mechanic): Polymerization only; Level Modulation after it (rule 3).
  'Elemental HERO Flame Wingman': {
    'normal-summon-0': 'never-normal-summoned',
    'fusion-summon': 'legal',
    'instant-fusion': 'not-summonable-by-this-mechanic',
    metamorphosis: 'nomi-only-own-method',
    'reborn-after': 'nomi-only-own-method',
    'level-modulation-after': 'legal',
    'level-up-from-deck': 'absent',
  },
  // Only with its listed materials: no Instant Fusion, but Metamorphosis and revival after a proper summon (rule 3).
  'Twin-Headed Behemoth': {
    'fusion-summon': 'legal',
    'instant-fusion': 'fusion-without-materials-not-allowed',
    metamorphosis: 'legal',
    'reborn-before': 'not-properly-summoned',
    'reborn-after': 'legal',
  },
  'Black Luster Soldier': {
    'normal-summon-0': 'never-normal-summoned',
    'ritual-summon': 'legal',
    'advanced-ritual-art': 'legal',
    'reborn-before': 'not-properly-summoned',
    'reborn-after': 'legal',
    'return-to-hand-then-revive': 'not-properly-summoned',
  },
  'Junk Warrior': { 'synchro-summon': 'legal', 'reborn-before': 'not-properly-summoned', 'reborn-after': 'legal' },
  'Gagaga Cowboy': { 'xyz-summon': 'legal', 'reborn-before': 'not-properly-summoned', 'reborn-after': 'legal' },
  'Cyber Dragon': { 'procedure-hand': 'legal', 'normal-summon-1': 'legal', 'reborn-before': 'legal' },
  // "Cannot be Flip Summoned": Summoned and Set as usual, never Flip Summoned (rules 1, 3).
  'Stubborn Shell Beetle': { 'normal-summon-0': 'legal', 'set-0': 'legal', 'flip-summon': 'cannot-flip-summon', 'reborn-before': 'legal' },
  // "Cannot be Special Summoned from the GY" is a Summoning condition: an effect ignoring them lifts it (docs/language.md, "Rule notes").
  'Grave-Bound Golem': {
    'reborn-before': 'cannot-special-summon-from-zone',
    'level-modulation-before': 'legal',
    'dimensional-inversion-after': 'legal',
  },
  // "..., except if it was sent there from the field": the copy placed in the GY is bound, the one sent from the field is not.
  'Field-Bound Wraith': {
    'reborn-before': 'cannot-special-summon-from-zone',
    'reborn-after': 'legal',
    'return-to-hand-then-revive': 'cannot-special-summon-from-zone',
  },
};

describe('summon matrix', () => {
  for (const [card, expected] of Object.entries(MATRICES)) {
    test(card, () => {
      const matrix = summonMatrix(card, lookup);
      assert.ok(matrix.found, `${card} is in the fixture pool`);
      const actual: Record<string, Expected> = {};
      for (const route of matrix.routes) actual[route.id] = !route.applicable ? 'skip' : route.verdict.legal ? 'legal' : (route.verdict.code ?? 'illegal');
      const compared: Record<string, Expected> = {};
      for (const id of Object.keys(expected)) compared[id] = actual[id] ?? 'absent';
      assert.deepEqual(compared, expected);
      for (const route of matrix.routes) assert.ok(route.verdict.reason.length > 0, `route ${route.id} gives a reason`);
    });
  }

  // Modern summoning conditions, on the real cards of the modern corpus.
  const corpusFiles = cardFilesUnder(path.join(repoRoot, 'test', 'corpus', 'modern')).map((f) => loadCardFile(f).file);
  const corpus = lookupWithLibrary(corpusFiles);
  const MODERN: Readonly<Record<string, Record<string, Expected>>> = {
    // To the opponent's field by Tributing 2 of their monsters; Nomi as the corpus writes it.
    'Lava Golem': { 'procedure-hand': 'legal', 'reborn-before': 'nomi-only-own-method' },
    // Contact Fusion: its procedure, never Polymerization (it must first be Special Summoned by the procedure).
    'Elemental HERO Air Neos': {
      'procedure-extra': 'legal',
      'fusion-summon': 'semi-nomi-own-method-first',
      'reborn-before': 'not-properly-summoned',
      'reborn-after': 'legal',
    },
    // "Cannot be Synchro Summoned": the Synchro Summon is shown refused (a known wrong answer).
    'Ultimaya Tzolkin': { 'procedure-extra': 'legal', 'synchro-summon': 'cannot-be-summoned-by-mechanic' },
    // Rules §6: must be Special Summoned with a card effect: its own effect, and Monster Reborn without a proper summon.
    'Transcendosaurus Meteorus': { 'own-effect': 'legal', 'reborn-before': 'legal' },
    // Pendulum: Scale, Pendulum Summon from the hand and the face-up Extra Deck; it never reaches the GY from the field.
    'Odd-Eyes Pendulum Dragon': { 'pendulum-scale': 'legal', 'pendulum-summon-hand': 'legal', 'pendulum-summon-extra': 'legal', 'reborn-after': 'skip' },
    // Rules §6: a Link Monster with no condition is Semi-Nomi; "You can only Special Summon Kagari once per turn"
    // refuses the revival in the turn of its Link Summon.
    'Sky Striker Ace - Kagari': { 'link-summon': 'legal', 'reborn-before': 'not-properly-summoned', 'reborn-after': 'special-summon-once-per-turn' },
  };
  for (const [card, expected] of Object.entries(MODERN)) {
    test(`modern: ${card}`, () => {
      const matrix = summonMatrix(card, corpus);
      assert.ok(matrix.found, `${card} is in the modern corpus`);
      const actual: Record<string, Expected> = {};
      for (const route of matrix.routes) actual[route.id] = !route.applicable ? 'skip' : route.verdict.legal ? 'legal' : (route.verdict.code ?? 'illegal');
      const compared: Record<string, Expected> = {};
      for (const id of Object.keys(expected)) compared[id] = actual[id] ?? 'absent';
      assert.deepEqual(compared, expected);
    });
  }

  // "with the effect of a "A" card / Spell": a Spell of the archetype from the lookup is its proper method.
  const archetypeLookup = lookupWithLibrary([loadCardFile(path.join(scenarioFixturesDir, 'rule3-archetype-methods.card')).file]);
  const ARCHETYPE: Readonly<Record<string, Record<string, Expected>>> = {
    'Sample Drytron Dragon': { 'archetype-effect': 'legal', 'reborn-before': 'nomi-only-own-method', 'reborn-after': 'nomi-only-own-method' },
    'Sample Drytron Spellborn': { 'archetype-effect': 'legal', 'level-modulation-after': 'legal' },
  };
  for (const [card, expected] of Object.entries(ARCHETYPE)) {
    test(`archetype method: ${card}`, () => {
      const matrix = summonMatrix(card, archetypeLookup);
      const actual: Record<string, Expected> = {};
      for (const route of matrix.routes) actual[route.id] = !route.applicable ? 'skip' : route.verdict.legal ? 'legal' : (route.verdict.code ?? 'illegal');
      const compared: Record<string, Expected> = {};
      for (const id of Object.keys(expected)) compared[id] = actual[id] ?? 'absent';
      assert.deepEqual(compared, expected);
    });
  }

  test('every monster of the modern corpus gets a matrix without engine errors', () => {
    for (const file of corpusFiles) {
      for (const card of file.cards) {
        if (card.kind !== 'monster') continue;
        const matrix = summonMatrix(card.name.value, corpus);
        assert.ok(matrix.routes.length > 0, card.name.value);
        for (const route of matrix.routes) {
          assert.ok(
            route.verdict.code !== 'invariant-violated' && route.verdict.code !== 'step-limit-exceeded',
            `${card.name.value} / ${route.id}: ${route.verdict.reason}`,
          );
        }
      }
    }
  });

  test('an unknown card has no matrix', () => {
    const matrix = summonMatrix('No Such Card', lookup);
    assert.equal(matrix.found, false);
    assert.equal(matrix.routes.length, 0);
  });

  test('a route whose support card is missing is skipped, not failed', () => {
    const withoutLibrary = { resolve: (name: string) => (name === 'Monster Reborn' ? undefined : lookup.resolve(name)) };
    const matrix = summonMatrix('Gene-Warped Warwolf', withoutLibrary);
    const reborn = matrix.routes.find((r) => r.id === 'reborn-before')!;
    assert.equal(reborn.applicable, false);
    assert.match(reborn.verdict.reason, /Monster Reborn/);
  });

  test('every monster of the examples gets a matrix without engine errors', () => {
    const files = cardFilesUnder(path.join(repoRoot, 'examples')).map((f) => loadCardFile(f).file);
    const examples = lookupWithLibrary(files);
    for (const file of files) {
      for (const card of file.cards) {
        if (card.kind !== 'monster') continue;
        const matrix = summonMatrix(card.name.value, examples);
        assert.ok(matrix.routes.length > 0, card.name.value);
        for (const route of matrix.routes) {
          assert.ok(
            route.verdict.code !== 'invariant-violated' && route.verdict.code !== 'step-limit-exceeded',
            `${card.name.value} / ${route.id}: ${route.verdict.reason}`,
          );
        }
      }
    }
  });
});
