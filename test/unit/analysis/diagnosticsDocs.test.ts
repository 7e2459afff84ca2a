import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { SUMMONING_CODES } from '../../../server/src/core/analysis/summoningCodes';
import { repoRoot } from './checkFixtures';
import { sourceFiles } from '../../helpers/sourceFiles';

/** Every code the core can report has a `## CSxxxx` section in docs/diagnostics.md (diagnostics link there). */
const docs = fs.readFileSync(path.join(repoRoot, 'docs', 'diagnostics.md'), 'utf8');
const headings = new Set([...docs.matchAll(/^## (CS\d{4})\b/gm)].map((m) => m[1]));

describe('docs/diagnostics.md', () => {
  test('every code used in server/src/core has a "## CSxxxx" section', () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(path.join(repoRoot, 'server', 'src', 'core'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/['"`](CS\d{4})['"`]/g)) {
        if (!used.has(match[1])) used.set(match[1], path.relative(repoRoot, file));
      }
    }
    assert.ok(used.size > 20, 'codes are found in the sources');
    const missing = [...used].filter(([code]) => !headings.has(code)).map(([code, file]) => `${code} (${file})`);
    assert.deepEqual(missing, [], 'codes without a section');
  });

  test('every summoning code section has a wrong and a fixed example', () => {
    for (const { code, title } of SUMMONING_CODES) {
      const start = docs.search(new RegExp(`^## ${code}\\b`, 'm'));
      assert.ok(start >= 0, `${code} has a section`);
      const next = docs.slice(start + 1).search(/^## /m);
      const section = next < 0 ? docs.slice(start) : docs.slice(start, start + 1 + next);
      assert.ok(section.includes(title), `${code}'s section carries its title "${title}"`);
      assert.ok(/\*\*Wrong\*\*/.test(section) && /\*\*Fixed\*\*/.test(section), `${code} has a wrong and a fixed example`);
      assert.ok((section.match(/```cardscript/g) ?? []).length >= 2, `${code} shows two card examples`);
    }
  });
});
