import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readCdb } from '../../server/src/interop/edopro/cdbFile';
import { runDuel } from '../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { REPO_ROOT } from '../protocol/lspTestClient';
import { invisibleCharacters } from './userView';

/**
 * A card's own Lua (`script "path"`) is a file a card file names, so a hostile card set names files too:
 * - paths out of the card file's folder (`..`, absolute, a link inside it that points out, to /etc/passwd or
 *   /dev/zero), a FIFO, a file over the limit, a dangling link, a name with bidi controls: `cardscript export
 *   edopro` writes nothing and `cardscript check` reports each on its line, in every format, at once (no
 *   hang), never with a byte of the file outside, and with every invisible character shown;
 * - a file whose text tries to close the long string the syntax check compiles it in: refused as not
 *   parsing, and nothing of it ran (each payload calls error('INJECTED'), which would be the message);
 * - a card with a hostile name and a well-formed file: the merged c<passcode>.lua loads in the real engine
 *   (ocgcore-wasm) to the idle prompt with no script error and no payload run.
 */
const BUILT_CLI = path.join(REPO_ROOT, 'dist', 'cli.js');
const DEADLINE_MS = 60_000;
const BIDI = '\u202e';

function runCli(args: readonly string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd, encoding: 'utf8', timeout: DEADLINE_MS, maxBuffer: 16 * 1024 * 1024 });
  if (result.error) throw new Error(`cardscript ${args.join(' ')}: ${result.error.message}`);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const monster = (name: string, id: number, script: string) =>
  [
    `monster "${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}" {`,
    `  id ${id}`,
    '  frame effect',
    '  attribute DARK',
    '  race Fiend',
    '  level 4',
    '  atk 1000 def 1000',
    `  script "${script}"`,
    '}',
    '',
  ].join('\n');

const GOOD_LUA =
  'local s,id=GetID()\nfunction s.initial_effect(c)\n  local e1=Effect.CreateEffect(c)\n  e1:SetType(EFFECT_TYPE_IGNITION)\n  e1:SetRange(LOCATION_MZONE)\n  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)\n  c:RegisterEffect(e1)\nend\n';

describe('hostile own Lua files through cardscript export edopro and cardscript check', () => {
  let folder: string;
  const refused: { readonly name: string; readonly script: string; readonly code: string }[] = [
    { name: 'Up And Out', script: '../../../../etc/passwd.lua', code: 'CS0711' },
    { name: 'Rooted', script: '/etc/passwd.lua', code: 'CS0711' },
    { name: 'Backslashed', script: '..\\\\..\\\\secret.lua', code: 'CS0711' },
    { name: 'Linked Password', script: 'effects/passwd.lua', code: 'CS0711' },
    { name: 'Linked Zeroes', script: 'effects/zero.lua', code: 'CS0711' },
    { name: 'Piped', script: 'effects/fifo.lua', code: 'CS0712' },
    { name: 'Huge', script: 'effects/huge.lua', code: 'CS0712' },
    { name: 'Dangling', script: 'effects/dangling.lua', code: 'CS0712' },
    { name: `Reversed ${BIDI}`, script: `effects/${BIDI}aul.lua`, code: 'CS0712' },
    { name: 'Closing Brackets', script: 'effects/brackets.lua', code: 'CS0713' },
  ];

  before(() => {
    assert.ok(fs.existsSync(BUILT_CLI), 'dist/cli.js is missing: run `npm run build` first');
    folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-own-lua-hostile-')));
    const effects = path.join(folder, 'set', 'effects');
    fs.mkdirSync(effects, { recursive: true });
    fs.symlinkSync('/etc/passwd', path.join(effects, 'passwd.lua'));
    fs.symlinkSync('/dev/zero', path.join(effects, 'zero.lua'));
    fs.symlinkSync(path.join(effects, 'nowhere.lua'), path.join(effects, 'dangling.lua'));
    execFileSync('mkfifo', [path.join(effects, 'fifo.lua')]);
    fs.writeFileSync(path.join(effects, 'huge.lua'), Buffer.alloc(2 * 1024 * 1024, 0x20));
    // Every way to close the long string the check compiles the text in, each followed by a payload.
    fs.writeFileSync(
      path.join(effects, 'brackets.lua'),
      [']]', ']=]', ']==]', ']===]', ']====]'].map((close) => `${close} error('INJECTED') --[${'='.repeat(close.length - 2)}[`).join('\n'),
    );
    fs.writeFileSync(path.join(folder, 'set', 'cards.card'), refused.map((r, i) => monster(r.name, 900000300 + i, r.script)).join('\n'));
  });

  after(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('export: nothing written, each refused card named at its script line, nothing of a file outside shown', () => {
    const run = runCli(['export', 'edopro', 'set', '--out', 'out'], folder);
    assert.equal(run.status, 1, run.stderr);
    assert.equal(fs.existsSync(path.join(folder, 'out')), false);
    const lines = run.stderr.trim().split('\n');
    assert.equal(lines.at(-1), `cardscript: nothing exported (${refused.length} problem(s))`);
    const codes = lines.slice(0, -1).map((line) => /^set\/cards\.card:\d+: error (CS\d{4}) /.exec(line)?.[1]);
    assert.deepEqual(
      codes,
      refused.map((r) => r.code),
      run.stderr,
    );
    assert.doesNotMatch(run.stderr, /root:|INJECTED/);
    assert.deepEqual(invisibleCharacters(run.stderr), [], 'every invisible character revealed');
    assert.match(run.stderr, /effects\/<U\+202E>aul\.lua/);
  });

  for (const format of ['text', 'json', 'sarif']) {
    it(`check --format ${format}: every refusal reported, in time, nothing of a file outside`, () => {
      const run = runCli(['check', 'set', '--format', format], folder);
      assert.equal(run.status, 1, run.stderr);
      const output = run.stdout + run.stderr;
      for (const code of new Set(refused.map((r) => r.code))) assert.ok(output.includes(code), `${code} reported`);
      assert.doesNotMatch(output, /root:|INJECTED/);
      if (format !== 'json') assert.deepEqual(invisibleCharacters(output), [], 'every invisible character revealed');
    });
  }
});

describe('a hostile card with a well-formed own Lua, through the export and the real engine', () => {
  it("the merged script loads to the idle prompt: no script error, no payload run, the card's table defined", async () => {
    const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-own-lua-hostile-name-')));
    fs.mkdirSync(path.join(folder, 'effects ]] --[['), { recursive: true });
    fs.writeFileSync(path.join(folder, 'effects ]] --[[', `own ]=] error('INJECTED') --[=[ ${BIDI}.lua`), GOOD_LUA);
    const name = `Own ]] error('INJECTED') --[[ ${BIDI} "quoted" \\`;
    fs.writeFileSync(path.join(folder, 'cards.card'), monster(name, 900000400, `effects ]] --[[/own ]=] error('INJECTED') --[=[ ${BIDI}.lua`));
    const run = runCli(['export', 'edopro', '.', '--out', 'out'], folder);
    assert.equal(run.status, 0, run.stderr);
    const scripts = new Map(fs.readdirSync(path.join(folder, 'out', 'script')).map((f) => [f, fs.readFileSync(path.join(folder, 'out', 'script', f), 'utf8')]));
    assert.ok(scripts.get('c900000400.lua')!.includes(GOOD_LUA));
    const rows = new Map((await readCdb(fs.readFileSync(path.join(folder, 'out', 'cards.cdb')))).map((row) => [row.id, row]));
    const probe = "if type(c900000400)~='table' or type(c900000400.initial_effect)~='function' then error('NOT LOADED') end";
    const result = runDuel(await loadOcgcore(), { rows, scripts }, { you: { hand: [{ code: 900000400 }] }, opponent: {}, steps: [], luaAfter: probe });
    assert.equal(result.crashed, undefined);
    assert.deepEqual(result.log, []);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
