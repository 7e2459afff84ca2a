import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { summoningProfile, type SummoningProfile } from '../../../server/src/core/analysis/summoningProfile';
import type { CardFile, MonsterDeclaration } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { bundledLibraryFile } from '../../../server/src/engine/library/bundledLibrary';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { cardFilesUnder, loadCardFile, repoRoot } from '../engine/scenarioFixtures';

/**
 * One truth, read in the scripts themselves (docs/edopro.md, "One truth"): for every monster of examples/,
 * test/corpus/ and a generated pool, the exported script's revive limit is the profile's Nomi or Semi-Nomi
 * restriction, and its built-in Special Summon procedures are the profile's: none where the profile rules
 * out every summon that is not a card effect, else one per procedure method and one for the frame's
 * Synchro/Xyz/Link Summon where the profile lets that mechanic summon it. (What the engine then does with
 * them is test/referee/oneTruth.test.ts.)
 */

const POOLS: readonly { name: string; files: () => CardFile[] }[] = [
  { name: 'examples/', files: () => cardFilesUnder(path.join(repoRoot, 'examples')).map((f) => loadCardFile(f).file) },
  { name: 'test/corpus/', files: () => cardFilesUnder(path.join(repoRoot, 'test', 'corpus')).map((f) => loadCardFile(f).file) },
  {
    name: 'a generated pool (seed 7)',
    files: () =>
      generateCardSet({ cards: 1600, files: 10, seed: 7, scenarios: false }).files.map(
        (f) => lowerFile(`cardscript-generated:///${f.name}`, parse(f.text).tree).file,
      ),
  },
];

/** What the profile says the script must register. */
function expectedScript(profile: SummoningProfile): { reviveLimit: boolean; procedures: number } {
  const special = profile.specialSummon;
  const reviveLimit = special.restriction !== 'none';
  if (!special.allowed || special.onlyByCardEffect) return { reviveLimit, procedures: 0 };
  const own = special.methods.filter((m) => m.kind === 'procedure').length;
  const frame = profile.frame;
  const mechanic = (frame === 'synchro' || frame === 'xyz' || frame === 'link') && !special.forbiddenMechanics.includes(frame) ? 1 : 0;
  return { reviveLimit, procedures: own + mechanic };
}

function writtenScript(lua: string): { reviveLimit: boolean; procedures: number } {
  return { reviveLimit: lua.includes('c:EnableReviveLimit()'), procedures: lua.split('e:SetCode(EFFECT_SPSUMMON_PROC)').length - 1 };
}

describe("every exported script is written from its monster's summoning profile", () => {
  for (const pool of POOLS) {
    test(pool.name, () => {
      const exported = exportEdopro([...pool.files(), bundledLibraryFile()], { assignIdsFrom: 900000000 });
      const monsters = exported.cards.filter((c) => c.card.kind === 'monster');
      assert.ok(monsters.length >= 70, `${monsters.length} monsters`);
      const differing = monsters.flatMap((c) => {
        const expected = expectedScript(summoningProfile(c.card as MonsterDeclaration));
        const written = writtenScript(c.script.lua);
        return JSON.stringify(expected) === JSON.stringify(written)
          ? []
          : [`${c.card.name.value}: the profile says ${JSON.stringify(expected)}, the script has ${JSON.stringify(written)}`];
      });
      assert.deepEqual(differing, []);
    });
  }

  test('the decisions the pools take are all taken: a Semi-Nomi by its own procedure, card effects only, a banned frame mechanic', () => {
    const corpus = cardFilesUnder(path.join(repoRoot, 'test', 'corpus')).map((f) => loadCardFile(f).file);
    const profiles = corpus
      .flatMap((f) => f.cards)
      .filter((c): c is MonsterDeclaration => c.kind === 'monster')
      .map(summoningProfile);
    const ownProcedureSemiNomi = profiles.filter((p) =>
      p.specialSummon.methods.some(
        (m) => m.kind === 'procedure' && m.restriction === 'semi-nomi' && m.clause?.kind === 'procedure' && m.clause.restriction === 'none',
      ),
    );
    const cardEffectOnlyExtraDeck = profiles.filter((p) => p.deck === 'extra' && p.specialSummon.onlyByCardEffect);
    const bannedFrameMechanic = profiles.filter(
      (p) => p.deck === 'extra' && p.specialSummon.restriction === 'none' && p.specialSummon.forbiddenMechanics.includes(p.frame as 'fusion'),
    );
    assert.ok(ownProcedureSemiNomi.length > 0 && cardEffectOnlyExtraDeck.length > 0 && bannedFrameMechanic.length > 0);
  });
});
