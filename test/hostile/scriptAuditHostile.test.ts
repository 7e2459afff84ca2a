import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { scriptFolderIndex } from '../../server/src/cli/scriptFolderIndex';
import { lowerFile } from '../../server/src/core/lowering/lowerCards';
import { parse } from '../../server/src/core/syntax/parser';
import type { CardRow } from '../../server/src/interop/edopro/cardRows';
import { importCards } from '../../server/src/interop/edopro/importCards';
import { auditImportedScripts, type ScriptAudit } from '../../server/src/interop/edopro/scriptAudit/scriptAudit';
import { readSummonSource } from '../../server/src/interop/edopro/summonSource';

/**
 * `import edopro --scripts` with scripts written to hurt (docs/edopro.md, "The card's own script"): an
 * endless loop when the card is created and one inside a procedure's condition, a script that logs without
 * end, one that fails; each costs at most the time limit, the cards after it are still asked, and the
 * remarks about them stay comments whatever the card's name holds.
 */
const monster = (id: number, name: string, level = 4): CardRow => ({
  id,
  ot: 0x20,
  alias: 0,
  setcodes: [],
  type: 0x11,
  atk: 1000,
  def: 1000,
  level,
  race: 0x1,
  attribute: 0x10,
  category: 0,
  name,
  desc: '',
});
const script = (body: string) => `local s=self_table\nfunction s.initial_effect(c)\n${body}\nend\n`;

const CASES: readonly { row: CardRow; script: string }[] = [
  { row: monster(900000001, 'Endless Creation'), script: script('while true do end') },
  {
    row: monster(900000002, 'Endless Condition'),
    script: script(
      'local p=Effect.CreateEffect(c) p:SetType(0x2) p:SetCode(34) p:SetRange(0x2) p:SetCondition(function() while true do end end) c:RegisterEffect(p)',
    ),
  },
  { row: monster(900000003, 'Endless Log'), script: script(`Debug.Message(string.rep("x",5000)) for i=1,20000 do Debug.Message("line "..i) end`) },
  { row: monster(900000004, 'Failing Script'), script: script('error("refused")') },
  // A Level 7 whose script lets it be Normal Summoned without Tributing: a disagreement, remarked on.
  {
    row: monster(900000005, 'Name\nmonster "Injected" {\u202e'),
    script: script(
      [32, 36]
        .map(
          (code) =>
            `local n=Effect.CreateEffect(c) n:SetType(0x1) n:SetCode(${code}) n:SetCondition(function(e,c,minc) return c==nil or minc==0 end) c:RegisterEffect(n)`,
        )
        .join('\n'),
    ),
  },
  { row: monster(900000006, 'Plain After All'), script: script('') },
];
CASES[4].row = { ...CASES[4].row, level: 7 };

let folder: string;
let audit: ScriptAudit;
let ms: number;
const TIMEOUT_MS = 1500;

before(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-hostile-scripts-'));
  for (const c of CASES) fs.writeFileSync(path.join(folder, `c${c.row.id}.lua`), c.script);
  const rows = CASES.map((c) => c.row);
  const started = performance.now();
  audit = await auditImportedScripts(rows, importCards(rows, 'hostile', new Map(), readSummonSource), scriptFolderIndex(folder).files, {
    cardTimeoutMs: TIMEOUT_MS,
  });
  ms = performance.now() - started;
});

after(() => fs.rmSync(folder, { recursive: true, force: true }));

const of = (id: number) => {
  const card = audit.cards.find((c) => c.row.id === id);
  assert.ok(card, String(id));
  return card;
};

describe("hostile scripts in the import's audit", () => {
  test('an endless loop costs the time limit, when the card is created or in the middle of a duel', () => {
    for (const id of [900000001, 900000002]) {
      assert.equal(of(id).status, 'stopped');
      assert.deepEqual(of(id).problems, [`its script did not finish within ${TIMEOUT_MS / 1000} s`]);
    }
    // Two limits, the engine loaded three times and the other cards: far below a hang.
    assert.ok(ms < 60_000, `${Math.round(ms)} ms`);
  });

  test('a script that logs without end keeps a bounded log', () => {
    const card = of(900000003);
    assert.ok(card.problems.length > 0 && card.problems.length <= 200, `${card.problems.length} lines`);
    assert.ok(
      card.problems.every((line) => line.length <= 1001),
      'each line is cut',
    );
  });

  test('a failing script is an error on its card, and the cards after it are asked', () => {
    assert.equal(of(900000004).status, 'script-error');
    assert.match(of(900000004).problems[0], /refused/);
    assert.equal(of(900000006).status, 'agrees');
    assert.equal(of(900000005).status, 'disagrees');
  });

  test('the remarks are comments: the written file has exactly the cards, whatever the name holds', () => {
    const rows = CASES.map((c) => c.row);
    const imported = importCards(rows, 'hostile', new Map(), readSummonSource, { remarks: audit.remarks });
    const text = imported.files.map((f) => f.text).join('\n');
    const cards = imported.files.flatMap((f) => lowerFile(`x:///${f.name}`, parse(f.text).tree).file.cards);
    assert.deepEqual(
      cards.map((c) => c.name.value),
      rows.map((r) => r.name.replace(/\n/g, ' ')),
    );
    assert.match(
      text,
      /^# EDOPro's engine, running the card's own script \(c900000005\.lua\), disagrees with the printed text: the text says its Normal Summon takes 2 Tributes; the script takes 0 Tributes\.$/m,
    );
    assert.match(
      text,
      /^# EDOPro's engine was stopped on the card's own script \(c900000001\.lua\): its script did not finish within 1\.5 s; the script was not compared with the printed text\.$/m,
    );
  });
});
