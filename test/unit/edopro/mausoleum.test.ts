import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { bundledLibraryFile } from '../../../server/src/engine/library/bundledLibrary';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { type DuelCard, runDuel } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { exportedPool } from '../../../server/src/interop/edopro/referee/refereeRun';
import { REPO_ROOT } from '../cli/runBuiltCli';
import { cardFileUri } from '../../helpers/fixtureFiles';

/**
 * Mausoleum of the Emperor in the export (interop/edopro/effectScripts.ts payLpForTributes), asked of EDOPro's
 * engine: face-up, the turn player Normal Summons or Sets a Level 5+ monster by paying LP for its Tributes;
 * face-down it does nothing, and a monster that "requires 3 tributes" takes no LP (rules §1).
 */
const file = path.join(REPO_ROOT, 'examples', 'classic-monsters.card');
const exported = exportEdopro([lowerFile(cardFileUri(file), parse(fs.readFileSync(file, 'utf8')).tree).file, bundledLibraryFile()], {
  assignIdsFrom: 900000000,
});
const { pool, view } = exportedPool(exported);
const code = (name: string) => view.codeOf(name)!;
const MAUSOLEUM = 'Mausoleum of the Emperor';
const option = (set: boolean) => view.summonOptions(MAUSOLEUM).find((o) => o.option === 'payLp' && o.set === set)!.description;

async function ask(monster: string, set: boolean, mausoleum: DuelCard['position'] | null) {
  const lib = await loadOcgcore();
  const spells: DuelCard[] = mausoleum ? [{ code: code(MAUSOLEUM), position: mausoleum }] : [];
  return runDuel(lib, pool, {
    you: { hand: [{ code: code(monster) }], spells },
    opponent: {},
    steps: [{ action: { kind: set ? 'set' : 'normalSummon', code: code(monster), prefer: [] }, optionDescription: option(set), expectTributes: 0 }],
  });
}

test('Mausoleum of the Emperor is exported without a stub', () => {
  assert.deepEqual(exported.cards.find((c) => c.card.name.value === MAUSOLEUM)?.script.stubs, []);
});

for (const set of [false, true]) {
  test(`face-up, it lets the turn player ${set ? 'Set' : 'Normal Summon'} Summoned Skull (Level 6) with no Tribute; face-down or absent, not`, async () => {
    const paid = await ask('Summoned Skull', set, 'face-up');
    assert.deepEqual(paid.log, []);
    assert.deepEqual([paid.steps[0].offered, paid.steps[0].onField, paid.steps[0].error], [true, true, null]);
    assert.equal((await ask('Summoned Skull', set, 'set')).steps[0].offered, false, 'a face-down Mausoleum');
    assert.equal((await ask('Summoned Skull', set, null)).steps[0].offered, false, 'no Mausoleum');
  });
}

test('"Requires 3 Tributes to Normal Summon" (Obelisk the Tormentor): its own procedure only, no LP instead', async () => {
  assert.equal((await ask('Obelisk the Tormentor', false, 'face-up')).steps[0].offered, false);
});
