import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { ALL_RULE_CODES } from '../../../server/src/engine/ruleCodes';
import { repoRoot } from './scenarioFixtures';
import { sourceFiles } from '../../helpers/sourceFiles';

const docs = fs.readFileSync(path.join(repoRoot, 'docs', 'diagnostics.md'), 'utf8');

test('every rule code is documented in docs/diagnostics.md', () => {
  const missing = ALL_RULE_CODES.filter((code) => !docs.includes(`| \`${code}\` |`));
  assert.deepEqual(missing, []);
});

test('every CS06xx and CS07xx code the sources emit has a section with an example', () => {
  const emitted = new Set<string>();
  for (const file of sourceFiles(path.join(repoRoot, 'server', 'src'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/'(CS0[67]\d\d)'/g)) emitted.add(match[1]);
  }
  assert.ok(emitted.size >= 10);
  for (const code of emitted) {
    const section = docs.split(`## ${code}\n`)[1];
    assert.ok(section !== undefined, `${code} has no "## ${code}" section`);
    assert.ok(section.split('\n## ')[0].includes('```'), `${code}'s section has an example`);
  }
});
