import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, runBuiltCli } from './runBuiltCli';

function cardFile(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-text-'));
  const file = path.join(dir, 'cards.card');
  fs.writeFileSync(file, text);
  return file;
}

test("text writes each monster's summoning text from its clauses, and names the clauses it cannot print", () => {
  const file = cardFile(
    [
      'monster "Dark Necrofear" {',
      '  frame effect',
      '  level 8',
      '  summon {',
      '    cannot normal summon or set',
      '    must first special summon by procedure from hand {',
      '      cost banish 3 fiend monsters from graveyard',
      '    }',
      '    tributes 2',
      '  }',
      '}',
      'monster "Plain" {',
      '  frame normal',
      '  level 4',
      '}',
    ].join('\n'),
  );
  const run = runBuiltCli(['text', file], REPO_ROOT);
  assert.equal(run.status, 0, run.stderr);
  assert.match(
    run.stdout,
    /:1: "Dark Necrofear"\n {2}Cannot be Normal Summoned\/Set\. Must first be Special Summoned \(from your hand\) by banishing 3 Fiend monsters from your GY\.\n {2}not printed: tributes 2\n/,
  );
  assert.match(run.stdout, /:12: "Plain"\n {2}\(no summoning sentence\)\n$/);
});

test('text --card picks one monster; an unknown name is a usage error; names reach the terminal escaped', () => {
  const file = cardFile('monster "Bell\u001b[2J" {\n  frame effect\n  level 4\n  summon {\n    cannot special summon\n  }\n}\n');
  const one = runBuiltCli(['text', file, '--card', 'Bell\u001b[2J'], REPO_ROOT);
  assert.equal(one.status, 0, one.stderr);
  assert.ok(!one.stdout.includes('\u001b'), JSON.stringify(one.stdout));
  assert.match(one.stdout, /Cannot be Special Summoned\./);
  const none = runBuiltCli(['text', file, '--card', 'Nobody'], REPO_ROOT);
  assert.equal(none.status, 2);
  assert.match(none.stderr, /no monster named "Nobody"/);
});
