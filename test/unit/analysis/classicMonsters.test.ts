import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { summoningJson, type SummoningJson } from '../../../server/src/core/analysis/summoningJson';
import { summoningProfile } from '../../../server/src/core/analysis/summoningProfile';
import type { MonsterDeclaration } from '../../../server/src/core/model/cards';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { checkedDocument, fixturesDir, repoRoot } from './checkFixtures';
import { cardFileUri } from '../../helpers/fixtureFiles';

/**
 * The real classic monsters are classified as the rules reference (shared/design/summoning-rules.md) says,
 * both in this suite's own fixture and in the example set (examples/classic-monsters.card).
 * Each expectation is checked through the CLI's JSON object, the contract other tools read.
 */
type Expectation = {
  readonly category: SummoningJson['category'];
  readonly normalSummon?: Partial<SummoningJson['normalSummon']>;
  readonly specialSummon?: Partial<Pick<SummoningJson['specialSummon'], 'allowed' | 'revivableAfterProperSummon' | 'restriction'>>;
  /** The alternatives as `kind:tributes:set`. */
  readonly alternatives?: readonly string[];
  readonly properMethodIncludes?: string;
};

/** The cards the brief and the rules reference name; both files must hold them. */
const CORE: Readonly<Record<string, Expectation>> = {
  // Level 5 with a free built-in procedure: still Normal Summoned with 1 Tribute (rules §1, §2).
  'Cyber Dragon': {
    category: 'normal-summonable',
    normalSummon: { allowed: true, set: true, tributes: 1 },
    alternatives: [],
    specialSummon: { revivableAfterProperSummon: true },
  },
  'Dark Necrofear': {
    category: 'semi-nomi',
    normalSummon: { allowed: false, set: false, tributes: null },
    specialSummon: { revivableAfterProperSummon: true },
    properMethodIncludes: 'from the hand',
  },
  'Black Luster Soldier - Envoy of the Beginning': {
    category: 'semi-nomi',
    normalSummon: { allowed: false, tributes: null },
    specialSummon: { revivableAfterProperSummon: true },
  },
  'Dark Armed Dragon': { category: 'nomi', normalSummon: { allowed: false, tributes: null }, specialSummon: { revivableAfterProperSummon: false } },
  'Armed Dragon LV10': { category: 'nomi', specialSummon: { revivableAfterProperSummon: false } },
  // "Cannot be Normal Summoned/Set" and no method: neither Nomi nor Semi-Nomi (rules §3).
  'Rare Metal Dragon': {
    category: 'special-summon-only',
    normalSummon: { allowed: false, set: false, tributes: null },
    specialSummon: { allowed: true, revivableAfterProperSummon: true },
  },
  // "Requires 3 Tributes to Normal Summon (cannot be Normal Set)": mandatory (rules §1).
  'Obelisk the Tormentor': { category: 'normal-summonable', normalSummon: { allowed: true, set: false, tributes: 3 }, alternatives: [] },
  // An optional 3-Tribute procedure next to the ordinary 2-Tribute one (rules §1).
  'Gilford the Lightning': { category: 'normal-summonable', normalSummon: { allowed: true, set: true, tributes: 2 }, alternatives: ['tributes:3:false'] },
  'Beast King Barbaros': {
    category: 'normal-summonable',
    normalSummon: { allowed: true, set: true, tributes: 2 },
    alternatives: ['without-tributes:0:true', 'tributes:3:false'],
  },
  // "Must be Fusion Summoned": Nomi for the Fusion Summon (rules §3).
  'Elemental HERO Flame Wingman': {
    category: 'nomi',
    normalSummon: { allowed: false, tributes: null },
    specialSummon: { revivableAfterProperSummon: false },
    properMethodIncludes: 'Fusion Summon',
  },
  // A Ritual Monster with no condition: Semi-Nomi for the Ritual Summon (rules §3).
  'Black Luster Soldier': {
    category: 'semi-nomi',
    normalSummon: { allowed: false, tributes: null },
    specialSummon: { revivableAfterProperSummon: true },
    properMethodIncludes: 'Ritual Summon',
  },
};

/** More cards of the example set, checked where present. */
const MORE: Readonly<Record<string, Expectation>> = {
  'Flame Swordsman': { category: 'semi-nomi', properMethodIncludes: 'Fusion Summon' },
  'Cyber End Dragon': { category: 'semi-nomi', properMethodIncludes: 'Fusion Summon' },
  'Cyber Twin Dragon': { category: 'semi-nomi' },
  'Armed Dragon LV7': { category: 'nomi', properMethodIncludes: '"Armed Dragon LV5"' },
  'Armed Dragon LV5': { category: 'normal-summonable', normalSummon: { tributes: 1 } },
  'Armed Dragon LV3': { category: 'normal-summonable', normalSummon: { tributes: 0 } },
  'Chaos Emperor Dragon - Envoy of the End': { category: 'nomi' },
  'Destiny HERO - Plasma': { category: 'nomi' },
  Fenrir: { category: 'semi-nomi' },
  Relinquished: { category: 'semi-nomi', properMethodIncludes: 'Ritual Summon' },
  'Stardust Dragon': { category: 'semi-nomi', properMethodIncludes: 'Synchro Summon' },
  'Junk Warrior': { category: 'semi-nomi' },
  'Number 39: Utopia': { category: 'semi-nomi', properMethodIncludes: 'an Xyz Summon' },
  'Decode Talker': { category: 'semi-nomi', specialSummon: { revivableAfterProperSummon: true } },
  'Yata-Garasu': { category: 'normal-summonable', specialSummon: { allowed: false, revivableAfterProperSummon: false } },
  'Hieratic Dragon of Eset': { category: 'normal-summonable', normalSummon: { tributes: 1 }, alternatives: ['without-tributes:0:false'] },
  'Summoned Skull': { category: 'normal-summonable', normalSummon: { allowed: true, set: true, tributes: 1 } },
  'Blue-Eyes White Dragon': { category: 'normal-summonable', normalSummon: { tributes: 2 } },
  'Dark Magician': { category: 'normal-summonable', normalSummon: { tributes: 2 } },
  'Vorse Raider': { category: 'normal-summonable', normalSummon: { tributes: 0 } },
  'Gorz the Emissary of Darkness': { category: 'normal-summonable', normalSummon: { tributes: 2 } },
};

function checkCard(card: MonsterDeclaration, expected: Expectation): void {
  const json = summoningJson(summoningProfile(card));
  const name = card.name.value;
  assert.equal(json.category, expected.category, `${name}: category`);
  for (const [key, value] of Object.entries(expected.normalSummon ?? {})) {
    assert.deepEqual((json.normalSummon as Record<string, unknown>)[key], value, `${name}: normalSummon.${key}`);
  }
  for (const [key, value] of Object.entries(expected.specialSummon ?? {})) {
    assert.deepEqual((json.specialSummon as Record<string, unknown>)[key], value, `${name}: specialSummon.${key}`);
  }
  if (expected.alternatives) {
    assert.deepEqual(
      json.normalSummon.alternatives.map((a) => `${a.kind}:${a.tributes}:${a.set}`),
      expected.alternatives,
      `${name}: alternatives`,
    );
  }
  if (expected.properMethodIncludes) {
    assert.ok(json.specialSummon.properMethod?.includes(expected.properMethodIncludes), `${name}: properMethod ${json.specialSummon.properMethod}`);
  }
}

function monstersOf(file: string): Map<string, MonsterDeclaration> {
  const document = analyzeDocument(cardFileUri(file), fs.readFileSync(file, 'utf8'));
  return new Map(document.file.cards.flatMap((c) => (c.kind === 'monster' ? [[c.name.value, c] as const] : [])));
}

const sources = [path.join(fixturesDir('classic'), 'classic-monsters.card'), path.join(repoRoot, 'examples', 'classic-monsters.card')].filter((f) =>
  fs.existsSync(f),
);

describe('classic monsters are classified as the rules reference says', () => {
  for (const file of sources) {
    const relative = path.relative(repoRoot, file);
    const monsters = monstersOf(file);
    for (const [name, expected] of Object.entries(CORE)) {
      test(`${relative}: ${name} is ${expected.category}`, () => {
        const card = monsters.get(name);
        assert.ok(card, `${relative} defines "${name}"`);
        checkCard(card, expected);
      });
    }
    for (const [name, expected] of Object.entries(MORE)) {
      const card = monsters.get(name);
      if (card) test(`${relative}: ${name} is ${expected.category}`, () => checkCard(card, expected));
    }
  }

  test('the classic fixture has no diagnostics at all', () => {
    const file = path.join(fixturesDir('classic'), 'classic-monsters.card');
    const { diagnostics } = checkedDocument('file:///classic-monsters.card', fs.readFileSync(file, 'utf8'));
    assert.deepEqual(
      diagnostics.map((d) => `${d.code} ${d.message}`),
      [],
    );
  });
});
