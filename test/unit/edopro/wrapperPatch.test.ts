import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { test } from 'node:test';
import { DECK_FILLER, runDuel } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore, ocgcorePackageDir } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { PATCHED_VERSION, patchWrapperSource, WRAPPER_PATCHES } from '../../../server/src/interop/edopro/ocgcore/wrapperPatch';

/** ocgcore-wasm 0.1.2's wrapper defects and their fixes (server/src/interop/edopro/ocgcore/wrapperPatch.ts). */

const dir = ocgcorePackageDir();

test('ocgcore-wasm is installed at the version whose wrapper the fixes were written for', () => {
  assert.ok(dir, 'ocgcore-wasm is not installed: run npm install');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  assert.equal(manifest.version, PATCHED_VERSION, 'ocgcore-wasm changed: check both wrapper defects again and update wrapperPatch.ts');
});

test('each defective serialiser occurs exactly once in the wrapper (fails if the package changes)', () => {
  const source = fs.readFileSync(path.join(dir!, 'dist', 'index.js'), 'utf8');
  for (const patch of WRAPPER_PATCHES) assert.equal(source.split(patch.defective).length - 1, 1, patch.name);
  const patched = patchWrapperSource(source);
  for (const patch of WRAPPER_PATCHES) assert.ok(patched.includes(patch.fixed), patch.name);
  assert.throws(() => patchWrapperSource(patched), /cannot apply the fix/);
});

const CARD = 700000001;
const row = (type: number, level: number, def = 0) => ({
  id: CARD,
  ot: 0x20,
  alias: 0,
  setcodes: [],
  type,
  atk: 1000,
  def,
  level,
  race: 0x1,
  attribute: 0x1,
  category: 0,
  name: 'probe',
  desc: '',
});
const queryScript = (expression: string) => `local s=self_table function s.initial_effect(c) end
function s.probe() local g=Duel.GetMatchingGroup(function(tc) return tc:GetCode()==${CARD} end,0,0x7f,0,nil) return ${expression} end`;

/** What the engine itself reads for the probe card: the expression is evaluated in Lua and logged. */
async function engineReads(type: number, level: number, def: number, expression: string): Promise<string> {
  const lib = await loadOcgcore();
  const scripts = new Map([
    [
      `c${CARD}.lua`,
      `local s=self_table function s.initial_effect(c)
  local e=Effect.CreateEffect(c) e:SetType(0x1) e:SetCode(0x10000000) c:RegisterEffect(e)
  Debug.Message(tostring(${expression}))
end`,
    ],
  ]);
  const result = runDuel(lib, { rows: new Map([[CARD, row(type, level, def)]]), scripts }, { you: { hand: [{ code: CARD }] }, opponent: {}, steps: [] });
  void queryScript;
  void DECK_FILLER;
  return result.log.join('|');
}

test('card data: the engine reads the right Pendulum Scale (bits 16-23 of level)', async () => {
  // Level 4, left scale 2, right scale 7.
  const seen = await engineReads(0x1000011, 4 | (2 << 24) | (7 << 16), 1000, 'c:GetLeftScale()..","..c:GetRightScale()');
  assert.match(seen, /2,7/);
});

test("card data: the engine reads a Link Monster's markers (the DEF column)", async () => {
  // Link-2 with markers bottom-left (0x1) and bottom-right (0x4).
  const seen = await engineReads(0x4000021, 2, 0x5, 'c:GetLinkMarker()..","..c:GetLink()');
  assert.match(seen, /5,2/);
});
