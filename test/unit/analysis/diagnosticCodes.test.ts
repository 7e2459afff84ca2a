import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { docsUrlForCode } from '../../../server/src/core/diagnostics/checkFamilies';
import { DIAGNOSTIC_CODES } from '../../../server/src/core/diagnostics/diagnosticCodes';
import { packagedDocUri } from '../../../server/src/files/packagedDocs';
import { repoRoot } from './checkFixtures';

const docs = fs.readFileSync(path.join(repoRoot, 'docs', 'diagnostics.md'), 'utf8');

/** The sections of docs/diagnostics.md: `## CSxxxx`, then its bold title line. */
const sections = new Map([...docs.matchAll(/^## (CS\d{4})\n\n\*\*(.+?)\.?\*\*$/gm)].map((m) => [m[1], m[2]]));

describe('the registry of diagnostic codes', () => {
  test('every code has a section in docs/diagnostics.md whose title is the registry title', () => {
    for (const { code, title } of DIAGNOSTIC_CODES) {
      assert.ok(sections.has(code), `${code} has a "## ${code}" section with a bold title`);
      assert.equal(sections.get(code), title, `${code}: docs and registry agree on the title`);
    }
  });

  test('every documented code is in the registry (except reserved ones)', () => {
    const registered = new Set<string>(DIAGNOSTIC_CODES.map((c) => c.code));
    const missing = [...sections].filter(([code, title]) => !registered.has(code) && title !== 'Reserved').map(([code]) => code);
    assert.deepEqual(missing, []);
  });

  test('every code links to an anchor that a heading of docs/diagnostics.md has', () => {
    // The anchors GitHub and VS Code's Markdown preview give headings: lower case, punctuation dropped, spaces to '-'.
    const anchors = new Set(
      [...docs.matchAll(/^#+ (.+)$/gm)].map((m) =>
        m[1]
          .trim()
          .toLowerCase()
          .replace(/[^\w\- ]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const docsUri = packagedDocUri('diagnostics.md');
    assert.ok(docsUri, 'docs/diagnostics.md is found next to the package');
    assert.equal(fs.readFileSync(new URL(docsUri), 'utf8'), docs, 'the packaged-docs URI is this docs/diagnostics.md');
    for (const info of DIAGNOSTIC_CODES) {
      const link = docsUrlForCode(info.code, docsUri);
      const anchor = link.slice(link.indexOf('#') + 1);
      assert.equal(anchor, info.docsAnchor, info.code);
      assert.ok(anchors.has(anchor), `${info.code}: docs/diagnostics.md has a heading with the anchor #${anchor}`);
    }
  });

  test('family and docs anchor follow from the code', () => {
    for (const info of DIAGNOSTIC_CODES) {
      assert.equal(info.docsAnchor, info.code.toLowerCase());
      assert.notEqual(info.family, undefined);
    }
    assert.equal(DIAGNOSTIC_CODES.find((c) => c.code === 'CS0705')?.family, 'effects');
    assert.equal(DIAGNOSTIC_CODES.find((c) => c.code === 'CS0114')?.family, 'fields');
  });
});
