import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sarifEmbeddedLinks } from '../../hostile/userView';
import { runBuiltCli } from './runBuiltCli';

/**
 * Hostile files for the CLI: special files named on the command line are refused (a FIFO or a link to
 * /dev/zero used to hang it), files over the size limit are refused with the limit in the message, a
 * garbage file prints a bounded report, SARIF messages carry no embedded links from card names, and the
 * text format never passes a card's control characters to the terminal.
 */
describe('cardscript check on hostile files (built CLI)', () => {
  let folder: string;

  before(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-hostile-cli-'));
  });

  after(() => {
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a FIFO given by name instead of hanging (exit 2)', () => {
    const fifo = path.join(folder, 'pipe.card');
    execFileSync('mkfifo', [fifo]);
    const run = runBuiltCli(['check', 'pipe.card'], folder);
    assert.equal(run.status, 2, run.stderr);
    assert.match(run.stderr, /cannot read pipe\.card: not a regular file \(a FIFO\)/);
  });

  it('refuses a symbolic link to /dev/zero given by name (exit 2)', () => {
    fs.symlinkSync('/dev/zero', path.join(folder, 'zero.card'));
    const run = runBuiltCli(['check', 'zero.card'], folder);
    assert.equal(run.status, 2, run.stderr);
    assert.match(run.stderr, /cannot read zero\.card: not a regular file \(a character device\)/);
  });

  it('refuses a file over the documented size limit, saying the limit (exit 2)', () => {
    const big = path.join(folder, 'big.card');
    fs.writeFileSync(big, Buffer.alloc(16 * 1024 * 1024 + 1, 0x20));
    const run = runBuiltCli(['check', 'big.card'], folder);
    assert.equal(run.status, 2, run.stderr);
    assert.match(run.stderr, /cannot read big\.card: too large: 16,777,217 bytes \(the limit is 16,777,216 bytes\)/);
    fs.rmSync(big);
  });

  it('prints at most 1,000 diagnostics for 1,000,000 NUL characters', () => {
    fs.writeFileSync(path.join(folder, 'nul.card'), Buffer.alloc(1_000_000, 0));
    const run = runBuiltCli(['check', 'nul.card', '--format', 'json'], folder);
    assert.equal(run.status, 1, run.stderr);
    const report = JSON.parse(run.stdout) as { diagnostics: { code: string }[] };
    assert.ok(report.diagnostics.length >= 1 && report.diagnostics.length <= 1000, `${report.diagnostics.length} diagnostics`);
    assert.ok(run.stdout.length < 1_000_000, `${run.stdout.length} characters of output`);
  });

  it('prints at most 1,000 diagnostics per file for 20,000 cards with one name, the rest in one CS0006', () => {
    const card = 'monster "Same" {\n  frame normal\n  level 4\n  atk 1000 def 1000\n}\n';
    fs.writeFileSync(path.join(folder, 'same.card'), card.repeat(20_000));
    // Text: one line per diagnostic (JSON also lists the 20,000 cards, which is data, not a flood).
    const run = runBuiltCli(['check', 'same.card'], folder);
    assert.equal(run.status, 1, run.stderr);
    const lines = run.stdout.split('\n').filter((l) => l !== '');
    assert.equal(lines.length, 1000);
    assert.match(lines.at(-1)!, /^same\.card:\d+:\d+ error CS0006 19,001 more problems in this file are not shown/);
  });

  it('SARIF messages escape card names so they form no embedded links', () => {
    const evil = '[Run](https://evil.example/phish)';
    const card = `monster "${evil}" {\n  frame normal\n  level 4\n  atk 1000 def 1000\n}\n`;
    fs.writeFileSync(path.join(folder, 'links.card'), card + card);
    const run = runBuiltCli(['check', 'links.card', '--format', 'sarif'], folder);
    assert.equal(run.status, 1, run.stderr);
    const log = JSON.parse(run.stdout) as {
      runs: { results: { message: { text: string } }[]; tool: { driver: { rules: { fullDescription: { text: string } }[] } } }[];
    };
    const texts = [...log.runs[0].results.map((r) => r.message.text), ...log.runs[0].tool.driver.rules.map((r) => r.fullDescription.text)];
    assert.ok(
      texts.some((t) => t.includes('\\[Run\\](https://evil.example/phish)')),
      texts.join('\n'),
    );
    for (const text of texts) assert.deepEqual(sarifEmbeddedLinks(text), [], text);
  });

  it("the text format shows a card's control characters instead of sending them to the terminal", () => {
    // An OSC 8 terminal hyperlink and a colour escape inside a card name.
    const evil = '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007 \u001b[31mred';
    const card = `monster "${evil}" {\n  frame normal\n  level 4\n  atk 1000 def 1000\n}\n`;
    fs.writeFileSync(path.join(folder, 'escapes.card'), card + card);
    const run = runBuiltCli(['check', 'escapes.card'], folder);
    assert.equal(run.status, 1, run.stderr);
    assert.ok(!run.stdout.includes('\u001b') && !run.stdout.includes('\u0007'), JSON.stringify(run.stdout));
    assert.match(run.stdout, /<U\+001B>\]8;;https:\/\/evil\.example<U\+0007>click/);
  });
});
