import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { ALL_FAMILIES_ENABLED } from '../../../server/src/core/diagnostics/checkFamilies';
import { capDiagnostics, MAX_DIAGNOSTICS_PER_FILE } from '../../../server/src/core/diagnostics/diagnosticCap';
import { FULL_DIAGNOSTIC_SUPPORT, toLspDiagnostic } from '../../../server/src/lsp/convert';
import { DiagnosticConversions } from '../../../server/src/lsp/diagnosticConversions';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';

/**
 * What the server publishes after an edit of a file with more than 1,000 diagnostics (the first 999 by
 * position and one CS0006, read from the diagnostics kept per segment, then converted with the conversions
 * kept from the versions before) equals what a cold analysis of the same text gives: capDiagnostics of the
 * full list, converted afresh. Edits at the start, in the middle and at the end of the file, one that moves
 * every card after it, one that adds a declaration, one that renames a card (the declarations change: every
 * kept result is dropped), and one that removes the damage of a card, with the references family switched off
 * once (under the cap then: the full list's order).
 */
test('an edit of a file over the cap publishes what a cold analysis of its text would', { timeout: 120_000 }, () => {
  const uri = 'file:///capped.card';
  let text = generateCardSet({ cards: 2600, files: 1, seed: 7, damage: 0.42 }).files[0].text;
  const live = createStandardWorkspace();
  const support = { ...FULL_DIAGNOSTIC_SUPPORT, docsUri: 'https://example.test/diagnostics.md' };
  const conversions = new DiagnosticConversions(support);
  let version = 1;
  const publish = (enabled = ALL_FAMILIES_ENABLED) => {
    const document = live.setDocument(uri, text, version++);
    return live.shownDiagnosticsFor(uri, enabled).map((d) => conversions.toLsp(d, document.lines, () => document.lines));
  };
  const cold = (enabled = ALL_FAMILIES_ENABLED) => {
    const workspace = createStandardWorkspace();
    const document = workspace.setDocument(uri, text, 0);
    return capDiagnostics(workspace.diagnosticsFor(uri, enabled)).map((d) => toLspDiagnostic(d, document.lines, () => document.lines, support));
  };
  const opened = publish();
  assert.equal(opened.length, MAX_DIAGNOSTICS_PER_FILE);
  assert.equal(opened.at(-1)!.code, 'CS0006');
  assert.deepEqual(opened, cold());

  const textSites = [...text.matchAll(/ text "([A-Za-z])/g)].map((m) => m.index + m[0].length - 1);
  const at = (fraction: number) => textSites[Math.min(textSites.length - 1, Math.floor(textSites.length * fraction))];
  const declarations = [...text.matchAll(/^monster "([^"]+)"/gm)];
  const middleCard = declarations[Math.floor(declarations.length / 2)];
  const edits: { readonly what: string; readonly apply: (t: string) => string; readonly enabled?: typeof ALL_FAMILIES_ENABLED }[] = [
    { what: 'a letter typed at the start', apply: (t) => t.slice(0, at(0)) + 'x' + t.slice(at(0)) },
    { what: 'a letter typed in the middle', apply: (t) => t.slice(0, at(0.5)) + 'x' + t.slice(at(0.5)) },
    { what: 'a letter typed at the end', apply: (t) => t.slice(0, at(1)) + 'x' + t.slice(at(1)) },
    {
      what: 'a line inserted before the first card',
      apply: (t) => {
        const first = t.indexOf('\nmonster "') + 1;
        return `${t.slice(0, first)}# moved\n${t.slice(first)}`;
      },
    },
    { what: 'a stray character in the middle (a syntax error)', apply: (t) => t.slice(0, at(0.4)) + '"' + t.slice(at(0.4)) },
    {
      what: 'a card appended',
      apply: (t) => `${t}\nmonster "Appended Oddity" {\n  frame normal\n  level 4\n  atk 100 def 100\n  next level "Nowhere Card"\n}\n`,
    },
    {
      what: 'a card renamed in the middle',
      apply: (t) => t.slice(0, middleCard.index) + t.slice(middleCard.index).replace(middleCard[1], `${middleCard[1]} Renamed`),
    },
    { what: 'the references family switched off', apply: (t) => t, enabled: { ...ALL_FAMILIES_ENABLED, references: false } },
    { what: 'a letter deleted at the end', apply: (t) => t.slice(0, at(1)) + t.slice(at(1) + 1) },
  ];
  for (const { what, apply, enabled } of edits) {
    text = apply(text);
    const published = publish(enabled);
    const expected = cold(enabled);
    assert.ok(expected.length > 300, `${what}: the file still has many diagnostics (${expected.length})`);
    assert.deepEqual(published, expected, what);
  }
});
