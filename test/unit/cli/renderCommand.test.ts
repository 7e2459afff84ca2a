import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { cardFileNames } from '../../../server/src/cli/cardFileNames';
import { REPO_ROOT, runBuiltCli } from './runBuiltCli';

const RENDER_FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'render');

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-render-'));
}

test('render writes one SVG per card of the examples, with safe file names', () => {
  const out = tempDir();
  const run = runBuiltCli(['render', 'examples/shadows-of-the-crypt', '--out', out], REPO_ROOT);
  assert.equal(run.status, 0, run.stderr);
  const files = fs.readdirSync(out).sort();
  assert.ok(files.length >= 30, `${files.length} files`);
  assert.ok(
    files.every((f) => /^[a-z0-9-]+\.svg$/.test(f)),
    files.join(' '),
  );
  assert.ok(files.includes('dirge-dragon-of-the-crypt.svg') && files.includes('ghouls-feast.svg'), files.join(' '));
  assert.equal(run.stdout.trim().split('\n').length, files.length);
  assert.match(run.stderr, new RegExp(`${files.length} card\\(s\\) rendered`));
  const svg = fs.readFileSync(path.join(out, 'dirge-dragon-of-the-crypt.svg'), 'utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, /data-frame="synchro"/);
  assert.match(svg, /\[Zombie \/ Synchro \/ Effect\]/);
});

test('render --format png draws PNGs with the bundled renderer; --card picks one card', () => {
  const out = tempDir();
  const run = runBuiltCli(['render', RENDER_FIXTURES, '--out', out, '--format', 'png', '--card', 'Circuit Warden'], REPO_ROOT);
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(fs.readdirSync(out), ['circuit-warden.png']);
  const png = fs.readFileSync(path.join(out, 'circuit-warden.png'));
  assert.equal(png.readUInt32BE(0), 0x89504e47, 'a PNG signature');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [590, 860], 'the card at 0.1 mm per pixel');
});

test('render --format html writes the SVGs and an escaped gallery page without scripts', () => {
  const out = tempDir();
  const run = runBuiltCli(['render', RENDER_FIXTURES, '--out', out, '--format', 'html'], REPO_ROOT);
  assert.equal(run.status, 0, run.stderr);
  const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  assert.match(html, /<title>Render Fixtures<\/title>/);
  assert.ok(html.includes('alt="&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;Friends&quot;"'), 'the hostile name is escaped');
  assert.ok(!/<script/i.test(html), 'no script in the gallery');
  assert.match(html, /Content-Security-Policy" content="default-src 'none'; img-src 'self'/);
  for (const image of html.matchAll(/<img src="([^"]+)"/g)) assert.ok(fs.existsSync(path.join(out, image[1])), image[1]);
  assert.match(run.stderr, /"Verbose Scribe": the printed text does not fit its box/);
});

test('render reports usage errors and unknown cards with exit code 2', () => {
  assert.equal(runBuiltCli(['render', RENDER_FIXTURES], REPO_ROOT).status, 2, 'no --out');
  const badFormat = runBuiltCli(['render', RENDER_FIXTURES, '--out', tempDir(), '--format', 'gif'], REPO_ROOT);
  assert.equal(badFormat.status, 2);
  assert.match(badFormat.stderr, /unknown format 'gif' \(expected svg, png, html\)/);
  const unknown = runBuiltCli(['render', RENDER_FIXTURES, '--out', tempDir(), '--card', 'Nobody'], REPO_ROOT);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /no card named "Nobody"/);
});

test('card file names: no separators, dots or reserved names; duplicates numbered', () => {
  assert.deepEqual(cardFileNames(['../../etc/passwd', "Ghoul's Feast", "Ghoul's Feast", 'CON', '', 'Élan Vital ★', '\u0000\u202e']), [
    'etc-passwd',
    'ghouls-feast',
    'ghouls-feast-2',
    'card-con',
    'card',
    'elan-vital',
    'card-2',
  ]);
  assert.ok(cardFileNames(['x'.repeat(500)])[0].length <= 80);
});

test("art outside the card file's folder is refused with a warning and the placeholder is drawn", () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'set'));
  fs.copyFileSync(path.join(RENDER_FIXTURES, 'art', 'dusk.png'), path.join(dir, 'private.png'));
  fs.writeFileSync(
    path.join(dir, 'set', 'cards.card'),
    [
      'spell "Peek Up" {',
      '  kind normal',
      '  art "../private.png"',
      '}',
      `spell "Peek Absolute" {`,
      '  kind normal',
      `  art ${JSON.stringify(path.join(dir, 'private.png'))}`,
      '}',
      'spell "Missing Art" {',
      '  kind normal',
      '  art "nope.png"',
      '}',
      // A link inside the folder to an image outside it (a downloaded set can hold links).
      'spell "Peek Through A Link" {',
      '  kind normal',
      '  art "linked.png"',
      '}',
    ].join('\n'),
  );
  fs.symlinkSync(path.join(dir, 'private.png'), path.join(dir, 'set', 'linked.png'));
  const out = path.join(dir, 'out');
  const run = runBuiltCli(['render', 'set', '--out', out], dir);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stderr, /"Peek Up": art "\.\.\/private\.png" must be a path inside the card file's folder; drew the placeholder/);
  assert.match(run.stderr, /"Peek Absolute": art ".*private\.png" must be a path inside the card file's folder/);
  assert.match(run.stderr, /"Missing Art": art "nope\.png" not found/);
  assert.match(run.stderr, /"Peek Through A Link": art "linked\.png" must be a path inside the card file's folder \(it links outside\)/);
  for (const file of fs.readdirSync(out)) assert.match(fs.readFileSync(path.join(out, file), 'utf8'), /data-art="placeholder"/);
});
