import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CardFile } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { runDuel } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { EDOPRO_FALLBACK_NAMES, fallbacksNamedIn } from '../../../server/src/interop/edopro/edoproFallbackNames';
import { longStringClose, luaSyntaxError } from '../../../server/src/interop/edopro/ownLua/luaSyntax';
import { MAX_OWN_LUA_BYTES, readOwnLuaBeside } from '../../../server/src/interop/edopro/ownLua/ownLuaFiles';
import type { OwnLuaSource } from '../../../server/src/interop/edopro/ownLuaScript';
import { exportedPool } from '../../../server/src/interop/edopro/referee/refereeRun';
import { REPO_ROOT, runBuiltCli } from '../cli/runBuiltCli';

const lower = (uri: string, text: string): CardFile => lowerFile(uri, parse(text).tree).file;
const ownLuaOf =
  (text: string): OwnLuaSource =>
  () => ({ text });

const OWN_LUA = [
  'local s,id=GetID()',
  'function s.initial_effect(c)',
  '  local e1=Effect.CreateEffect(c)',
  '  e1:SetType(EFFECT_TYPE_FIELD)',
  '  e1:SetCode(EFFECT_UPDATE_ATTACK)',
  '  e1:SetRange(LOCATION_MZONE)',
  '  e1:SetTargetRange(LOCATION_MZONE,0)',
  '  e1:SetValue(300)',
  '  c:RegisterEffect(e1)',
  'end',
].join('\n');

/** A monster with a built-in procedure (its summoning) and its own Lua (its effect). */
const CYBER = lower(
  'file:///set/cyber.card',
  [
    'monster "Own Cyber" {',
    '  id 900000201',
    '  frame effect',
    '  attribute LIGHT',
    '  race Machine',
    '  level 5',
    '  atk 2100 def 1600',
    '  script "effects/own-cyber.lua"',
    '  summon {',
    '    special summon by procedure from hand {',
    '      condition only opponent controls monsters',
    '    }',
    '  }',
    '  effect {',
    '    draw 1',
    '  }',
    '  text "If only your opponent controls a monster, you can Special Summon this card (from your hand). Monsters you control gain 300 ATK."',
    '}',
  ].join('\n'),
);

describe('the merged script of a card with its own Lua', () => {
  test('holds the generated summoning, the file as written, and an s.initial_effect calling both in that order', () => {
    const script = exportEdopro([CYBER], { ownLua: ownLuaOf(OWN_LUA) }).cards[0].script;
    assert.ok(script.lua.includes(`\n${OWN_LUA}\n`), 'the file is in the script line for line');
    assert.match(script.lua, /local function cardscript_summoning\(c\)\n[\s\S]*EFFECT_SPSUMMON_PROC[\s\S]*\nend\n/);
    assert.match(
      script.lua,
      /function s\.initial_effect\(c\)\n {2}cardscript_summoning\(c\)\n {2}if cardscript_own_initial_effect then cardscript_own_initial_effect\(c\) end\nend\n$/,
    );
    assert.ok(
      script.lua.indexOf('local cardscript_own_initial_effect=s.initial_effect') > script.lua.indexOf(OWN_LUA),
      'the own initial_effect is taken after the file defined it',
    );
    assert.deepEqual(script.stubs, [], "no effect stub: the effects are the file's");
    assert.doesNotMatch(script.lua, /Duel\.Draw/, 'the effect { } block is not exported beside the file');
    assert.match(script.lua, /The effect \{ \} block is not exported: the card's own Lua gives its effects/);
  });

  test('without its file the card keeps its summoning and the effect block, and a stub says the file is missing', () => {
    const script = exportEdopro([CYBER]).cards[0].script;
    assert.deepEqual(script.stubs, [
      'its own Lua "effects/own-cyber.lua" is not in this script (the export was given no file): its effects are not implemented',
    ]);
    assert.match(script.lua, /EFFECT_SPSUMMON_PROC/);
    assert.match(script.lua, /Duel\.Draw/);
    const refused = exportEdopro([CYBER], { ownLua: () => ({ refused: 'Restricted Mode' }) }).cards[0].script;
    assert.match(refused.stubs[0], /\(Restricted Mode\)/);
  });

  test('a card without its own Lua is written as before (the effect stub of a text without an effect block)', () => {
    const plain = lower('file:///set/plain.card', 'monster "Plain" { id 5 frame effect level 4 atk 1 def 1 text "Draw 1 card." }');
    const script = exportEdopro([plain], { ownLua: ownLuaOf(OWN_LUA) }).cards[0].script;
    assert.deepEqual(script.stubs, ['its printed effect text has no effect block: not implemented']);
    assert.doesNotMatch(script.lua, /cardscript_own_lua/);
  });

  test("the file's EDOPro names get fallbacks, and only those it names", () => {
    assert.deepEqual(
      fallbacksNamedIn('e:SetCategory(CATEGORY_DRAW) local s,id=GetID() x=aux.Stringid(id,0)')
        .map(([name]) => name)
        .sort(),
      ['CATEGORY_DRAW', 'GetID', 'aux'],
    );
    assert.deepEqual(fallbacksNamedIn('local CATEGORY_DRAWING=1'), []);
    for (const [name, value] of EDOPRO_FALLBACK_NAMES)
      assert.match(`${name}=${value}`, /^[A-Za-z_]\w*=(0x[0-9a-f]+|function\(\) return self_table,self_code end|\{Stringid=.*\})$/);
  });
});

describe('the merged script in the real engine (ocgcore)', () => {
  const pool = (ownLua?: OwnLuaSource) => exportedPool(exportEdopro([CYBER], ownLua ? { ownLua } : {})).pool;
  const summonAndAtk = (ownLua?: OwnLuaSource, luaBefore?: string) =>
    loadOcgcore().then((lib) =>
      runDuel(lib, pool(ownLua), {
        you: { hand: [{ code: 900000201 }] },
        opponent: { monsters: [{ code: 900000201 }] },
        steps: [{ action: { kind: 'specialSummon', code: 900000201, prefer: [] } }],
        ...(luaBefore ? { luaBefore } : {}),
      }),
    );

  test("loads: the generated procedure still summons, and the file's effect is registered", async () => {
    const run = await summonAndAtk(ownLuaOf(`${OWN_LUA}\nDebug.Message("own Lua ran for "..id)`));
    assert.deepEqual(run.log, ['own Lua ran for 900000201'], 'no script error; the file ran once (the engine loads a script once per passcode)');
    assert.equal(run.steps[0].offered && run.steps[0].onField, true, 'the built-in procedure of the summon block');
  });

  test("EDOPro's own globals come before the fallbacks", async () => {
    const run = await summonAndAtk(ownLuaOf(`${OWN_LUA}\nDebug.Message("CATEGORY_DRAW="..CATEGORY_DRAW)`), 'CATEGORY_DRAW=12345');
    assert.ok(run.log.includes('CATEGORY_DRAW=12345'), run.log.join('\n'));
    const bare = await summonAndAtk(ownLuaOf(`${OWN_LUA}\nDebug.Message("CATEGORY_DRAW="..CATEGORY_DRAW)`));
    assert.ok(bare.log.includes('CATEGORY_DRAW=65536'), 'the fallback where the engine has none');
  });

  test('a file without s.initial_effect loads and leaves the summoning whole', async () => {
    const run = await summonAndAtk(ownLuaOf('local s,id=GetID()\nfunction s.helper() end'));
    assert.deepEqual(run.log, []);
    assert.equal(run.steps[0].onField, true);
  });

  test("a global the file sets is the engine's global, as in EDOPro", async () => {
    const run = await summonAndAtk(ownLuaOf(`${OWN_LUA}\nOWN_GLOBAL=(OWN_GLOBAL or 0)+1`), undefined);
    assert.deepEqual(run.log, []);
    const lib = await loadOcgcore();
    const after = runDuel(lib, pool(ownLuaOf(`${OWN_LUA}\nOWN_GLOBAL=7`)), {
      you: { hand: [{ code: 900000201 }] },
      opponent: {},
      steps: [],
      luaAfter: 'Debug.Message("OWN_GLOBAL="..tostring(OWN_GLOBAL))',
    });
    assert.ok(after.log.includes('OWN_GLOBAL=7'), after.log.join('\n'));
  });
});

describe("compiling a card's own Lua (luaSyntaxError)", () => {
  const cases: readonly { name: string; text: string; expected: { line: number; message: RegExp } | null }[] = [
    { name: 'an engine-style card script', text: OWN_LUA, expected: null },
    { name: 'an empty file', text: '', expected: null },
    { name: 'a syntax error, on its line', text: 'local s,id=GetID()\n\nx = = 1\n', expected: { line: 3, message: /unexpected symbol near '='/ } },
    { name: 'a file that ends too early', text: 'function s.initial_effect(c)\n', expected: { line: 2, message: /'end' expected/ } },
    { name: 'a leading newline keeps the lines', text: '\n\nlocal = 1', expected: { line: 3, message: /<name> expected/ } },
    { name: 'CRLF line ends', text: 'local a=1\r\nlocal b=\r\n', expected: { line: 3, message: /unexpected symbol near <eof>/ } },
    { name: 'a long string of every level', text: 'local a=[[x]] local b=[=[y]=] local c=[==[z]==]', expected: null },
    { name: 'a binary chunk', text: '\u001bLua', expected: { line: 1, message: /binary chunk/ } },
  ];
  for (const { name, text, expected } of cases) {
    test(name, async () => {
      const found = luaSyntaxError(await loadOcgcore(), text);
      if (!expected) return assert.equal(found, null);
      assert.ok(found, 'an error');
      assert.equal(found.line, expected.line);
      assert.match(found.message, expected.message);
    });
  }

  test('nothing of the text runs, whatever brackets it holds', async () => {
    const lib = await loadOcgcore();
    for (const close of [']]', ']=]', ']==]', ']===]']) {
      const text = `${close} Debug.Message("INJECTED") --[[`;
      const error = luaSyntaxError(lib, text);
      assert.ok(error, `${close}: the text alone does not parse`);
      assert.doesNotMatch(error.message, /INJECTED/);
    }
    assert.equal(luaSyntaxError(lib, 'Debug.Message("INJECTED") while true do end'), null, 'compiled, never run (it would loop forever)');
  });

  test('the closing bracket is one the text cannot close early', () => {
    assert.equal(longStringClose('x'), ']]');
    assert.equal(longStringClose('a]]b'), ']=]');
    assert.equal(longStringClose('a]]b]=]'), ']==]');
    assert.equal(longStringClose('x]'), ']=]', 'a text ending in "]" would close "]]" one character early');
    assert.equal(longStringClose('x]='), ']]', '"]=" does not close a level-0 string');
  });
});

describe("reading a card's own Lua from beside its file (readOwnLuaBeside)", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-own-lua-'));
  const set = path.join(root, 'set');
  fs.mkdirSync(path.join(set, 'effects'), { recursive: true });
  fs.writeFileSync(path.join(set, 'effects', 'ok.lua'), OWN_LUA);
  fs.writeFileSync(path.join(root, 'secret.lua'), 'SECRET');
  fs.symlinkSync(path.join(root, 'secret.lua'), path.join(set, 'effects', 'link-out.lua'));
  fs.symlinkSync(path.join(set, 'effects', 'ok.lua'), path.join(set, 'effects', 'link-in.lua'));
  fs.mkdirSync(path.join(set, 'effects', 'folder.lua'));
  fs.writeFileSync(path.join(set, 'effects', 'huge.lua'), Buffer.alloc(MAX_OWN_LUA_BYTES + 1, 0x20));
  execFileSync('mkfifo', [path.join(set, 'effects', 'fifo.lua')]);
  const cardFile = path.join(set, 'cards.card');
  const cases: readonly { path: string; code: string | null; problem?: RegExp }[] = [
    { path: 'effects/ok.lua', code: null },
    { path: './effects/../effects/ok.lua', code: null },
    { path: 'effects/link-in.lua', code: null },
    { path: 'effects/missing.lua', code: 'CS0712', problem: /^is not found \(/ },
    { path: '../secret.lua', code: 'CS0711', problem: /leads out of the card file's folder/ },
    { path: path.join(root, 'secret.lua'), code: 'CS0711', problem: /is absolute/ },
    { path: 'effects/link-out.lua', code: 'CS0711', problem: /it links outside/ },
    { path: 'effects/folder.lua', code: 'CS0712', problem: /not a regular file \(a folder\)/ },
    { path: 'effects/fifo.lua', code: 'CS0712', problem: /not a regular file \(a FIFO\)/ },
    { path: 'effects/huge.lua', code: 'CS0712', problem: /too large/ },
  ];
  for (const { path: luaPath, code, problem } of cases) {
    test(luaPath.startsWith('/') ? 'an absolute path' : luaPath, () => {
      const read = readOwnLuaBeside(cardFile, luaPath);
      if (code === null) {
        assert.ok(read.ok, JSON.stringify(read));
        return assert.equal(read.text, OWN_LUA);
      }
      assert.ok(!read.ok, 'refused');
      assert.equal(read.code, code);
      assert.match(read.problem, problem!);
      assert.doesNotMatch(read.problem, /SECRET/);
    });
  }
});

describe('cardscript export edopro with own Lua (the built CLI)', () => {
  const fixture = path.join(REPO_ROOT, 'test', 'fixtures', 'own-lua');

  test('merges the file into c<passcode>.lua', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-own-lua-export-'));
    const run = runBuiltCli(['export', 'edopro', fixture, '--out', out]);
    assert.equal(run.status, 0, run.stderr);
    const lua = fs.readFileSync(path.join(out, 'script', 'c900000101.lua'), 'utf8');
    assert.ok(lua.includes(fs.readFileSync(path.join(fixture, 'effects', 'lua-draw-herald.lua'), 'utf8')));
    assert.match(run.stdout, /no stubs/);
  });

  test('refuses the whole export for a missing, escaping or broken file, each named at its line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-own-lua-broken-'));
    fs.mkdirSync(path.join(dir, 'effects'));
    fs.writeFileSync(path.join(dir, 'effects', 'bad.lua'), 'local s,id=GetID()\nx = = 1\n');
    const card = (name: string, id: number, luaPath: string) =>
      `monster "${name}" {\n  id ${id}\n  frame effect\n  level 4\n  atk 1 def 1\n  script "${luaPath}"\n}\n`;
    fs.writeFileSync(
      path.join(dir, 'set.card'),
      card('Missing', 1, 'effects/missing.lua') + card('Broken', 2, 'effects/bad.lua') + card('Escaping', 3, '../x.lua'),
    );
    const out = path.join(dir, 'out');
    const run = runBuiltCli(['export', 'edopro', 'set.card', '--out', out], dir);
    assert.equal(run.status, 1);
    assert.deepEqual(run.stderr.trim().split('\n'), [
      `set.card:6: error CS0712 The card's own Lua "effects/missing.lua" is not found (${path.join(fs.realpathSync(dir), 'effects', 'missing.lua')}).`,
      "set.card:13: error CS0713 The card's own Lua \"effects/bad.lua\" does not parse: line 2: unexpected symbol near '='.",
      "set.card:20: error CS0711 The card's own Lua \"../x.lua\" must be a .lua file inside the card file's folder: the path leads out of the card file's folder.",
      'cardscript: nothing exported (3 problem(s))',
    ]);
    assert.equal(fs.existsSync(out), false, 'nothing written');
  });
});
