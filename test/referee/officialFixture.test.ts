import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { scriptFolderIndex } from '../../server/src/cli/scriptFolderIndex';
import { importCards } from '../../server/src/interop/edopro/importCards';
import { tallyAudit, tallyTables, type AuditTally } from '../../server/src/interop/edopro/scriptAudit/auditTally';
import { auditImportedScripts, type ScriptAudit } from '../../server/src/interop/edopro/scriptAudit/scriptAudit';
import { readSummonSource } from '../../server/src/interop/edopro/summonSource';
import { OFFICIAL_LIKE_CARDS } from '../fixtures/official-like/officialLikeCards';

/**
 * What `npm run bench:official` measures on EDOPro's own cards, on a fixture CI can hold
 * (test/fixtures/official-like/: real cards' facts and printed sentences, scripts written for it): the
 * import, then each monster's script asked in EDOPro's engine, then the agreement per category and per
 * cause. The numbers are asserted exactly: a change in the importer's reading of a sentence, in the
 * questions or in how the answers are read moves them.
 */
const rows = OFFICIAL_LIKE_CARDS.map((c) => c.row);
let folder: string;
let audit: ScriptAudit;
let tally: AuditTally;

before(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-official-like-'));
  for (const card of OFFICIAL_LIKE_CARDS) if (card.script !== undefined) fs.writeFileSync(path.join(folder, `c${card.row.id}.lua`), card.script);
  const imported = importCards(rows, 'official-like', new Map(), readSummonSource);
  audit = await auditImportedScripts(rows, imported, scriptFolderIndex(folder).files);
  tally = tallyAudit(audit.cards);
});

after(() => fs.rmSync(folder, { recursive: true, force: true }));

const byName = (name: string) => {
  const card = audit.cards.find((c) => c.row.name === name);
  assert.ok(card, name);
  return card;
};

describe("the official-like fixture measured against EDOPro's engine", () => {
  test('agreement per category the text gives, and of the Tributes', () => {
    assert.deepEqual(
      { compared: tally.compared, agreed: tally.agreed, tributes: tally.tributes, byCategory: tally.byCategory },
      {
        compared: 17,
        agreed: 14,
        tributes: { compared: 10, agreed: 9 },
        byCategory: [
          { category: 'normal-summonable', compared: 10, agreed: 10 },
          { category: 'semi-nomi', compared: 5, agreed: 4 },
          { category: 'special-summon-only', compared: 1, agreed: 0 },
          { category: 'nomi', compared: 1, agreed: 1 },
        ],
      },
    );
  });

  test('each cause of disagreement, with its cards and the printed sentence responsible', () => {
    const one = (cause: string, name: string, sentence: string) => ({ cause, cards: 1, examples: [{ name, sentence }] });
    assert.deepEqual(tally.causes, [
      one('text 1 Tribute, script 0 Tributes', 'Summoned Skull', 'A fiend with dark powers for confusing the enemy.'),
      one(
        'text Semi-Nomi, script a Special Summon monster any effect may revive',
        'Magician of Black Chaos',
        'You can Ritual Summon this card with "Black Magic Ritual".',
      ),
      one(
        'text a Special Summon monster any effect may revive, script Nomi (a printed condition not derived)',
        'Soul Drain Dragon',
        "Must be Special Summoned by a Dragon-Type Xyz Monster's effect in your possession, and cannot be Special Summoned by other ways.",
      ),
    ]);
  });

  test('the bench prints the same numbers as tables', () => {
    const tables = tallyTables(tally);
    assert.ok(tables.startsWith('Compared: 17 monster(s); agreed on everything: 14 (82.4%).\n'), tables);
    assert.ok(tables.includes('| Semi-Nomi | 5 | 4 | 80.0% |'), tables);
    assert.ok(tables.includes('| Tributes of the Normal Summon | 10 | 9 | 90.0% |'), tables);
    assert.ok(tables.includes('| text 1 Tribute, script 0 Tributes | 1 | Summoned Skull: "A fiend with dark powers for confusing the enemy." |'), tables);
    assert.ok(tables.endsWith('Not compared: token 1, no-script 1, script-error 1; scripts with a summon mechanic of their own: 0.\n'), tables);
  });

  test('the cards not compared, each with why', () => {
    assert.deepEqual(tally.notCompared, { token: 1, 'no-script': 1, 'script-error': 1 });
    assert.equal(byName('Sheep Token').status, 'token');
    assert.equal(byName('Gorz the Emissary of Darkness').status, 'no-script');
    assert.match(byName('Armageddon Knight').problems[0], /attempt to index a nil value \(global 'aux'\)/);
  });

  test("each disagreement is a remark in the card's own words", () => {
    const remarks = (name: string) => audit.remarks.get(byName(name).row) ?? [];
    assert.deepEqual(remarks('Magician of Black Chaos'), [
      "EDOPro's engine, running the card's own script (c30208479.lua), disagrees with the printed text: the text says Semi-Nomi; the script does not let it be Normal Summoned or Set and lets Monster Reborn revive it unsummoned (a Special Summon monster any effect may revive).",
    ]);
    assert.deepEqual(remarks('Summoned Skull'), [
      "EDOPro's engine, running the card's own script (c70781052.lua), disagrees with the printed text: the text says its Normal Summon takes 1 Tribute; the script takes 0 Tributes.",
    ]);
    assert.match(
      remarks('Armageddon Knight')[0],
      /^EDOPro's engine reported an error running the card's own script \(c15180041\.lua\): .*global 'aux'.*; the script was not compared with the printed text\.$/,
    );
    assert.deepEqual(remarks('Dark Magician'), [], 'an agreement has no remark');
  });
});
