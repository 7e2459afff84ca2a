import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { CardRow } from '../../../server/src/interop/edopro/cardRows';
import { writeCdb } from '../../../server/src/interop/edopro/cdbFile';
import { OFFICIAL_LIKE_CARDS } from '../../fixtures/official-like/officialLikeCards';
import { type CliRun, runBuiltCli } from './runBuiltCli';

/**
 * `cardscript import edopro cards.cdb --scripts DIR` (docs/cli.md): the official-like fixture's database
 * and scripts (the scripts in a folder of DIR, as CardScripts keeps them), plus a designer's card whose
 * script declares a summon mechanic of its own. The files carry each finding as a comment above its card,
 * the summary names the cards, and the import without --scripts is what it was.
 */

/** A collection's own card: "Overdrive Summoned" by a procedure of summon type 0x4F000000, no mechanic of EDOPro's. */
const OVERDRIVE: CardRow = {
  id: 900000777,
  ot: 0x20,
  alias: 0,
  setcodes: [],
  type: 0x21,
  atk: 2000,
  def: 1000,
  level: 4,
  race: 0x20,
  attribute: 0x10,
  category: 0,
  name: 'Overdrive Sentinel',
  desc: 'Cannot be Normal Summoned/Set. Must be Overdrive Summoned.',
};
const OVERDRIVE_SCRIPT = `local s=self_table
function s.initial_effect(c)
  local u=Effect.CreateEffect(c) u:SetType(0x1) u:SetProperty(0x40400) u:SetCode(336) c:RegisterEffect(u)
  local p=Effect.CreateEffect(c) p:SetType(0x2) p:SetProperty(0x40000) p:SetCode(34) p:SetRange(0x2) p:SetValue(0x4F000000)
  p:SetCondition(function(e,c) return c==nil or Duel.GetLocationCount(c:GetControler(),0x4)>0 end) c:RegisterEffect(p)
end
`;

let dir: string;
let withScripts: CliRun;
let cards: string;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-import-scripts-'));
  fs.writeFileSync(path.join(dir, 'cards.cdb'), await writeCdb([...OFFICIAL_LIKE_CARDS.map((c) => c.row), OVERDRIVE]));
  const official = path.join(dir, 'lua', 'official');
  fs.mkdirSync(official, { recursive: true });
  for (const card of OFFICIAL_LIKE_CARDS) if (card.script !== undefined) fs.writeFileSync(path.join(official, `c${card.row.id}.lua`), card.script);
  fs.writeFileSync(path.join(dir, 'lua', `c${OVERDRIVE.id}.lua`), OVERDRIVE_SCRIPT);
  withScripts = runBuiltCli(['import', 'edopro', 'cards.cdb', '--out', 'cards', '--scripts', 'lua'], dir);
  cards = fs
    .readdirSync(path.join(dir, 'cards'))
    .map((f) => fs.readFileSync(path.join(dir, 'cards', f), 'utf8'))
    .join('\n');
});

after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The comment lines right above a card. */
function remarksOf(text: string, name: string): string[] {
  const lines = text.split('\n');
  const at = lines.indexOf(`monster "${name}" {`);
  assert.ok(at >= 0, name);
  const remarks: string[] = [];
  for (let i = at - 1; i >= 0 && lines[i].startsWith('# '); i--) remarks.unshift(lines[i]);
  return remarks;
}

describe('import edopro --scripts', () => {
  test('the summary counts and names the cards of each finding', () => {
    assert.equal(withScripts.status, 0, withScripts.stderr);
    const summary = withScripts.stdout.split('\n');
    assert.ok(
      summary.includes("Own scripts (--scripts lua) asked in EDOPro's engine: 18 monster(s) compared with their printed text, 15 agree."),
      withScripts.stdout,
    );
    assert.ok(
      summary.includes(
        'Script and printed text disagree (a comment above each card says how): "Magician of Black Chaos", "Soul Drain Dragon", "Summoned Skull"',
      ),
      withScripts.stdout,
    );
    assert.ok(
      summary.includes('Summon mechanics of a script\'s own, which CardScript does not know (a comment above each card names it): "Overdrive Sentinel"'),
      withScripts.stdout,
    );
    assert.ok(summary.includes('Script errors (a comment above each card says which; not compared): "Armageddon Knight"'), withScripts.stdout);
    assert.ok(summary.includes('Monsters without a script c<passcode>.lua in lua (not compared): "Gorz the Emissary of Darkness"'), withScripts.stdout);
  });

  test("a disagreement is a comment above the card, in the script's terms", () => {
    assert.deepEqual(remarksOf(cards, 'Magician of Black Chaos'), [
      "# EDOPro's engine, running the card's own script (c30208479.lua), disagrees with the printed text: the text says Semi-Nomi; the script does not let it be Normal Summoned or Set and lets Monster Reborn revive it unsummoned (a Special Summon monster any effect may revive).",
    ]);
    assert.deepEqual(remarksOf(cards, 'Dark Magician'), [], 'an agreement has no comment');
  });

  test("a mechanic of the script's own is named, with what the engine shows, never a silent plain monster", () => {
    const remarks = remarksOf(cards, 'Overdrive Sentinel');
    assert.ok(
      remarks.includes(
        "# Its script (c900000777.lua) declares a summon of its own (summon type 0x4F000000), a mechanic CardScript does not know: EDOPro's engine shows it as a Special Summon monster any effect may revive; write its clauses by hand.",
      ),
      remarks.join('\n'),
    );
  });

  test('without --scripts the import writes what it wrote before', () => {
    const plain = runBuiltCli(['import', 'edopro', 'cards.cdb', '--out', 'plain'], dir);
    assert.equal(plain.status, 0, plain.stderr);
    assert.doesNotMatch(plain.stdout, /EDOPro's engine|Own scripts/);
    const text = fs
      .readdirSync(path.join(dir, 'plain'))
      .map((f) => fs.readFileSync(path.join(dir, 'plain', f), 'utf8'))
      .join('\n');
    assert.doesNotMatch(text, /EDOPro's engine/);
    // The same cards, only the audit's comments added.
    assert.equal(
      cards
        .split('\n')
        .filter((l) => !/^# (EDOPro's engine|Its script)/.test(l))
        .join('\n'),
      text,
    );
  });

  test('a --scripts folder that does not exist is a usage error', () => {
    const run = runBuiltCli(['import', 'edopro', 'cards.cdb', '--out', 'none', '--scripts', 'missing'], dir);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^cardscript: cannot read --scripts missing: /);
  });
});
