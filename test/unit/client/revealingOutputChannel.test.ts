import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type * as vscode from 'vscode';
import { revealingOutputChannel } from '../../../client/src/revealingOutputChannel';
import { exportSummary, formatExportSummary } from '../../../server/src/interop/edopro/exportSummary';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { invisibleCharacters, shownAs } from '../../hostile/userView';
import { CLEAN_NAMES, HOSTILE_NAMES } from './hostileNames';

/** An output channel that records what reaches it. */
function recordingChannel(): { channel: vscode.OutputChannel; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const record =
    (method: string) =>
    (...args: unknown[]) =>
      void calls.push([method, ...args]);
  const channel = {
    name: 'CardScript',
    append: record('append'),
    appendLine: record('appendLine'),
    replace: record('replace'),
    clear: record('clear'),
    show: record('show'),
    hide: record('hide'),
    dispose: record('dispose'),
  } as unknown as vscode.OutputChannel;
  return { channel, calls };
}

const quoted = (text: string) => JSON.stringify(text).replace(/\\n/g, ' ').slice(0, 80);
const cardNamed = (name: string, id?: number) =>
  `monster "${name.replace(/["\\\n]/g, ' ')}" {\n${id === undefined ? '' : `  id ${id}\n`}  frame normal\n  level 4\n  atk 1000 def 1000\n}\n`;

describe('revealingOutputChannel: the CardScript output channel', () => {
  it('reveals invisible and control characters in every write, whoever writes', () => {
    const { channel, calls } = recordingChannel();
    const output = revealingOutputChannel(channel);
    output.appendLine('"Admin\u202egnp.exe" and "\u001b[31mred"');
    output.append('zero\u200bwidth');
    output.replace('[Trace] {"name":"\u2066hidden\u2069"}');
    assert.deepEqual(calls, [
      ['appendLine', '"Admin<U+202E>gnp.exe" and "<U+001B>[31mred"'],
      ['append', 'zero<U+200B>width'],
      ['replace', '[Trace] {"name":"<U+2066>hidden<U+2069>"}'],
    ]);
  });

  it('writes clean text unchanged and passes everything else through', () => {
    const { channel, calls } = recordingChannel();
    const output = revealingOutputChannel(channel);
    for (const name of CLEAN_NAMES) output.appendLine(`EDOPro export: "${name}"\n  line two`);
    output.show(true);
    output.show(2 as vscode.ViewColumn, true);
    output.clear();
    output.hide();
    output.dispose();
    assert.equal(output.name, 'CardScript');
    assert.equal(output.revealsInvisibles, true);
    assert.deepEqual(calls, [
      ...CLEAN_NAMES.map((name) => ['appendLine', `EDOPro export: "${name}"\n  line two`]),
      ['show', true],
      ['show', 2, true],
      ['clear'],
      ['hide'],
      ['dispose'],
    ]);
  });

  for (const name of HOSTILE_NAMES) {
    it(`the export's problems and summary show ${quoted(name)} as it is`, () => {
      const { channel, calls } = recordingChannel();
      const output = revealingOutputChannel(channel);
      const cardName = name.replace(/["\\\n]/g, ' ');
      const files = [lowerFile('file:///a.card', parse(cardNamed(cardName, 101) + cardNamed('Twin', 101)).tree).file];
      const failed = exportEdopro(files);
      assert.ok(failed.problems.length > 0);
      for (const problem of failed.problems) output.appendLine(`  ${problem.message}`);
      const exported = exportEdopro([lowerFile('file:///b.card', parse(cardNamed(cardName)).tree).file], { assignIdsFrom: 900000000 });
      assert.deepEqual(exported.problems, []);
      output.appendLine(formatExportSummary(exportSummary(exported), '/out'));
      const written = calls.map((call) => String(call[1])).join('\n');
      assert.deepEqual(invisibleCharacters(written), []);
      assert.ok(written.includes(`"${shownAs(cardName)}"`), written);
    });
  }
});
