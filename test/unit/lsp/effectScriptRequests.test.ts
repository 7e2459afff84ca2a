import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { CardWorkspace } from '../../../server/src/core/workspace/cardWorkspace';
import { fileUriFromPath } from '../../../server/src/files/fileUris';
import { effectScriptPathFor, starterLuaScript } from '../../../server/src/interop/edopro/ownLua/starterLuaScript';
import { effectScriptFor } from '../../../server/src/lsp/effectScriptRequests';

const cardNamed = (name: string) => lowerFile('file:///a.card', parse(`spell "${name.replace(/"/g, '\\"')}" { kind normal }`).tree).file.cards[0];

describe("the starting file of a card's own Lua", () => {
  test("the engine's structure, and the card's name on one comment line with its invisible characters shown", () => {
    const text = starterLuaScript(cardNamed('Dark \u202eHole ]] error("x") --[['));
    assert.match(text, /^-- Dark <U\+202E>Hole \]\] error\("x"\) --\[\[: its effects, in EDOPro's Lua\.\n/);
    assert.match(text, /\nlocal s,id=GetID\(\)\nfunction s\.initial_effect\(c\)\n(\t--.*\n)+end\n$/);
    assert.equal(
      text
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('--') && !line.startsWith('\t--'))
        .join('|'),
      'local s,id=GetID()|function s.initial_effect(c)|end',
      'nothing is registered yet',
    );
    assert.ok(starterLuaScript(cardNamed('A'), '\r\n').split('\r\n').length > 5, "the card file's line ends");
  });

  const paths: readonly [string, string][] = [
    ['Lua Draw Herald', 'effects/lua-draw-herald.lua'],
    ['Number 39: Utopia', 'effects/number-39-utopia.lua'],
    ['Élan Vital', 'effects/elan-vital.lua'],
    ['../../etc/passwd', 'effects/etc-passwd.lua'],
    ['CON', 'effects/card-con.lua'],
    ['lpt1', 'effects/card-lpt1.lua'],
    ['???', 'effects/card.lua'],
    ['\u202e', 'effects/card.lua'],
    ['A'.repeat(100), `effects/${'a'.repeat(48)}.lua`],
  ];
  for (const [name, expected] of paths) {
    test(`a new file for ${JSON.stringify(name)}: ${expected}`, () =>
      assert.equal(
        effectScriptPathFor(cardNamed(name), () => false),
        expected,
      ));
  }

  test('a taken name gets -2, -3, ...', () => {
    const taken = new Set(['effects/imp.lua', 'effects/imp-2.lua']);
    assert.equal(
      effectScriptPathFor(cardNamed('Imp'), (p) => taken.has(p)),
      'effects/imp-3.lua',
    );
  });
});

describe('effectScriptFor: the edit of "Create Effect Script"', () => {
  const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-effect-script-')));
  const documentOf = (text: string) => {
    const uri = fileUriFromPath(path.join(folder, 'cards.card'));
    return new CardWorkspace().setDocument(uri, text);
  };
  type Changes = { documentChanges: { kind?: string; edits?: { range: { start: { line: number; character: number } }; newText: string }[] }[] };
  const cardEdit = (text: string) => {
    const document = documentOf(text);
    const result = effectScriptFor(document, document.file.cards[0], 3);
    assert.equal(result.ok, true, result.message);
    return (result.edit as Changes).documentChanges[2].edits![0];
  };

  test('the script line goes before the first field, at its indentation', () => {
    assert.deepEqual(cardEdit('monster "Imp" {\n    frame effect\n}\n'), {
      range: { start: { line: 1, character: 4 }, end: { line: 1, character: 4 } },
      newText: 'script "effects/imp.lua"\n    ',
    });
  });
  test('a card written on one line gets it with a ";"', () => {
    assert.deepEqual(cardEdit('spell "Imp" { kind normal }\n'), {
      range: { start: { line: 0, character: 14 }, end: { line: 0, character: 14 } },
      newText: 'script "effects/imp.lua"; ',
    });
  });
  test('an empty body gets it on a line of its own; CRLF files get CRLF', () => {
    assert.deepEqual(cardEdit('spell "Imp" {\r\n}\r\n').newText, '\r\n  script "effects/imp.lua"');
  });
  test('a card whose file exists: nothing to create, the file is opened', () => {
    fs.mkdirSync(path.join(folder, 'effects'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'effects', 'there.lua'), '-- mine\n');
    const document = documentOf('spell "There" {\n  script "effects/there.lua"\n}\n');
    const result = effectScriptFor(document, document.file.cards[0], 1);
    assert.deepEqual(result, {
      ok: true,
      message: '"There" has its own Lua already: effects/there.lua.',
      luaUri: fileUriFromPath(path.join(folder, 'effects', 'there.lua')),
    });
    assert.equal(fs.readFileSync(path.join(folder, 'effects', 'there.lua'), 'utf8'), '-- mine\n');
  });
  test('a path out of the folder is refused, an unsaved card file too', () => {
    const document = documentOf('spell "Out" {\n  script "../out.lua"\n}\n');
    assert.equal(effectScriptFor(document, document.file.cards[0], 1).ok, false);
    const untitled = new CardWorkspace().setDocument('untitled:Untitled-1', 'spell "U" { kind normal }');
    assert.match(effectScriptFor(untitled, untitled.file.cards[0], 1).message, /Save the card file first/);
  });
});
