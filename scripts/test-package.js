#!/usr/bin/env node
'use strict';
/**
 * The package contents test: lists the .vsix (a zip; its central directory is read here, no unzip
 * needed) and checks that it holds the bundles and static assets, and nothing else: no sources, tests,
 * examples, source maps or node_modules.
 *
 *   node scripts/test-package.js [file.vsix]     (default: cardscript-<version>.vsix, from `npm run package`)
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');

/** Every file the .vsix may hold; `required` ones must be there. */
const ALLOWED = [
  { pattern: /^\[Content_Types\]\.xml$/, required: true },
  { pattern: /^extension\.vsixmanifest$/, required: true },
  { pattern: /^extension\/package\.json$/, required: true },
  { pattern: /^extension\/dist\/client\.js$/, required: true },
  { pattern: /^extension\/dist\/server\.js$/, required: true },
  { pattern: /^extension\/dist\/cli\.js$/, required: true },
  { pattern: /^extension\/dist\/browser\/client\.js$/, required: true },
  { pattern: /^extension\/dist\/browser\/server\.js$/, required: true },
  { pattern: /^extension\/dist\/sql-wasm\.wasm$/, required: true },
  // EDOPro's engine beside ours in "Simulate summon" (cardscript.simulation.edoproReferee).
  { pattern: /^extension\/dist\/ocgcore\.js$/, required: true },
  // The worker the bundled CLI's `import edopro --scripts` runs that engine in.
  { pattern: /^extension\/dist\/scriptAuditWorker\.js$/, required: true },
  { pattern: /^extension\/syntaxes\/cardscript\.tmLanguage\.json$/, required: true },
  { pattern: /^extension\/language-configuration\.json$/, required: true },
  { pattern: /^extension\/snippets\/[\w.-]+\.json$/, required: true },
  { pattern: /^extension\/icon\.png$/, required: true },
  { pattern: /^extension\/LICENSE(\.txt)?$/i, required: true },
  { pattern: /^extension\/changelog\.md$/i, required: true },
  { pattern: /^extension\/readme\.md$/i, required: true },
  // The README's pictures and the documents it names (the packaged README says where they are).
  { pattern: /^extension\/docs\/images\/[\w-]+\.png$/, required: true },
  { pattern: /^extension\/docs\/[\w-]+\.md$/, required: true },
];

/** The manifest states only what is true: no repository, homepage or issue tracker that does not exist. */
const UNTRUE_ADDRESS = /https?:\/\/(www\.)?github\.com\/cardscript\b/i;
const NO_SUCH_FIELDS = ['repository', 'homepage', 'bugs'];

/** Reads the names in a zip's central directory (enough of APPNOTE.TXT 4.3.12 and 4.3.16). */
function zipEntryNames(buffer) {
  return zipEntries(buffer)
    .map((entry) => entry.name)
    .filter((name) => !name.endsWith('/'));
}

/** One entry's bytes (stored or deflated; APPNOTE.TXT 4.3.7 local header). */
function readZipEntry(buffer, entry) {
  const nameLength = buffer.readUInt16LE(entry.localOffset + 26);
  const extraLength = buffer.readUInt16LE(entry.localOffset + 28);
  const start = entry.localOffset + 30 + nameLength + extraLength;
  const data = buffer.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method === 8) return require('zlib').inflateRawSync(data);
  throw new Error(`${entry.name}: unsupported zip compression method ${entry.method}`);
}

function zipEntries(buffer) {
  const EOCD = 0x06054b50;
  let eocd = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file: no end of central directory record');
  const count = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  const names = [];
  for (let n = 0; n < count; n++) {
    if (buffer.readUInt32LE(offset) !== 0x02014b50) throw new Error(`corrupt central directory at entry ${n}`);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    names.push({
      name: buffer.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: buffer.readUInt16LE(offset + 10),
      compressedSize: buffer.readUInt32LE(offset + 20),
      localOffset: buffer.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The packaged README, package.json and .vsixmanifest tell the truth: no address that does not exist, no
 * picture that shows broken on VS Code's details page (it reads the README from the package and shows only
 * https: pictures: scripts/package-readme.js), and every file the README names is in the package.
 */
function checkTruth(buffer, names) {
  const failures = [];
  const entries = new Map(zipEntries(buffer).map((entry) => [entry.name, entry]));
  const text = (name) => readZipEntry(buffer, entries.get(name)).toString('utf8');
  const readmeName = names.find((name) => /^extension\/readme\.md$/i.test(name));
  const packagedManifest = JSON.parse(text('extension/package.json'));
  for (const field of NO_SUCH_FIELDS) {
    if (packagedManifest[field] !== undefined) failures.push(`package.json states a ${field} (${JSON.stringify(packagedManifest[field])}) that does not exist`);
  }
  for (const name of ['extension/package.json', 'extension.vsixmanifest', readmeName]) {
    if (name && UNTRUE_ADDRESS.test(text(name))) failures.push(`${name} names ${UNTRUE_ADDRESS.exec(text(name))[0]}..., an address that does not exist`);
  }
  if (!readmeName) return failures;
  const readme = text(readmeName);
  // VS Code's details page shows only https: pictures and follows no relative link: the packaged README
  // has neither relative pictures nor relative links (vsce itself rejects non-https pictures).
  const links = [...readme.matchAll(/(!?)\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)].map((m) => ({ image: m[1] === '!', target: m[2] }));
  for (const { image, target } of links) {
    if (image && !/^https:/i.test(target)) failures.push(`the packaged README shows the picture ${target}, which VS Code's details page cannot show`);
    if (!image && !/^(https?:|mailto:|#)/i.test(target)) failures.push(`the packaged README links to ${target}, which VS Code's details page cannot follow`);
  }
  // Every picture of README.md is in the package, and the packaged README names where.
  const sourcePictures = [...fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  if (sourcePictures.length === 0) failures.push('README.md has no pictures to check');
  for (const picture of sourcePictures) {
    if (!names.includes(`extension/${picture}`)) failures.push(`README picture ${picture} is not in the package`);
    if (!readme.includes(`\`${picture}\` in the extension's folder`)) failures.push(`the packaged README does not say where ${picture} is`);
  }
  // Every file the packaged README names in backquotes under docs/ is in the package.
  for (const [, named] of readme.matchAll(/`(docs\/[\w./-]+\.(?:md|png))`/g)) {
    if (!names.includes(`extension/${named}`)) failures.push(`the packaged README names ${named}, which is not in the package`);
  }
  const images = sourcePictures;
  if (failures.length === 0)
    console.log(
      `PASS package truth: no untrue address; no picture or link the details page cannot show; ${images.length} README picture(s) in the package, named in its README`,
    );
  return failures;
}

/**
 * The npm package (`npm pack`) ships the `cardscript` command and the language server it runs with
 * `cardscript lsp --stdio`, EDOPro's engine for `cardscript simulate --edopro` (dist/ocgcore.js) and the worker
 * `import edopro --scripts` runs it in (dist/scriptAuditWorker.js), SQLite for
 * `cardscript export edopro` (dist/sql-wasm.wasm), the two docs their links point at (SARIF helpUri,
 * codeDescription), and nothing else (.npmignore).
 */
const NPM_PACKAGE_FILES = [
  'LICENSE',
  'README.md',
  'bin/cardscript.js',
  'dist/cli.js',
  'dist/ocgcore.js',
  'dist/scriptAuditWorker.js',
  'dist/server.js',
  'dist/sql-wasm.wasm',
  'docs/cli.md',
  'docs/diagnostics.md',
  'package.json',
];
function checkNpmPackage() {
  const { spawnSync } = require('child_process');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = spawnSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
  if (packed.status !== 0) return [`npm pack --dry-run failed: ${packed.stderr}`];
  const files = JSON.parse(packed.stdout)[0]
    .files.map((f) => f.path)
    .sort();
  if (JSON.stringify(files) !== JSON.stringify(NPM_PACKAGE_FILES)) {
    return [`npm pack ships ${files.join(', ')}; expected ${NPM_PACKAGE_FILES.join(', ')}`];
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  if (manifest.bin?.cardscript !== 'bin/cardscript.js') return [`package.json bin.cardscript is ${manifest.bin?.cardscript}`];
  const installed = installNpmPackage(npm);
  if (installed.failure) return [installed.failure];
  console.log(
    `PASS npm package: ${files.join(', ')}; installed from its tarball, \`cardscript lsp --stdio\` answers initialize as ${installed.serverName}, ${installed.edopro}, ${installed.exported}`,
  );
  return [];
}

/** A monster and a scenario for the installed command to simulate and export. */
const SAMPLE_CARDS = `monster "Package Imp" {
  frame normal
  attribute DARK
  race Fiend
  level 3
  atk 1000 def 1000
}

scenario "Package Imp can be Normal Summoned" {
  you { hand "Package Imp" }
  step normal summon "Package Imp" expect legal
}
`;

/**
 * What other editors run beside \`cardscript lsp\`, from the installed package alone (nothing of this
 * checkout's node_modules reachable): \`simulate --edopro\` asks the engine in dist/ocgcore.js and it agrees
 * on every route and step; \`export edopro\` writes cards.cdb with dist/sql-wasm.wasm.
 */
function checkInstalledCommands(command, temp) {
  const { spawnSync } = require('child_process');
  const work = path.join(temp, 'work');
  fs.mkdirSync(work);
  fs.writeFileSync(path.join(work, 'package.card'), SAMPLE_CARDS);
  const run = (args) => spawnSync(command, args, { cwd: work, encoding: 'utf8', timeout: 60_000 });
  const matrix = run(['simulate', '.', '--card', 'Package Imp', '--edopro', '--format', 'json']);
  let routes = [];
  try {
    const json = JSON.parse(matrix.stdout);
    routes = json.edopro?.shown ? json.routes : [];
  } catch {
    // reported below
  }
  const agreeing = routes.filter((r) => r.edopro && r.edopro.legal === r.legal && !r.edopro.disagrees);
  if (matrix.status !== 0 || routes.length === 0 || agreeing.length !== routes.length) {
    return {
      failure: `the installed \`cardscript simulate --card --edopro\` did not show EDOPro agreeing on every route (exit ${matrix.status}): ${(matrix.stdout || '').slice(0, 300)}${matrix.stderr}`,
    };
  }
  const scenarios = run(['simulate', '.', '--edopro']);
  if (scenarios.status !== 0 || !/^ {4}EDOPro: legal \(agrees\)$/m.test(scenarios.stdout)) {
    return {
      failure: `the installed \`cardscript simulate --edopro\` did not show EDOPro's verdict on the scenario's step (exit ${scenarios.status}): ${scenarios.stdout.slice(0, 300)}${scenarios.stderr}`,
    };
  }
  const exported = run(['export', 'edopro', '.', '--out', 'edopro', '--assign-ids', '900000000']);
  const cdb = path.join(work, 'edopro', 'cards.cdb');
  if (exported.status !== 0 || !fs.existsSync(cdb) || fs.readFileSync(cdb).subarray(0, 16).toString('latin1') !== 'SQLite format 3\0') {
    return {
      failure: `the installed \`cardscript export edopro\` did not write cards.cdb (exit ${exported.status}): ${exported.stdout.slice(0, 300)}${exported.stderr.slice(0, 600)}`,
    };
  }
  return {
    edopro: `\`simulate --edopro\` shows EDOPro agreeing on ${routes.length} routes and the scenario's step`,
    exported: '`export edopro` writes cards.cdb',
  };
}

/** Packs the npm package, installs the tarball into a temporary prefix and speaks LSP to its command. */
function installNpmPackage(npm) {
  const { spawnSync } = require('child_process');
  const os = require('os');
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-npm-package-'));
  try {
    const packed = spawnSync(npm, ['pack', '--silent', '--ignore-scripts', '--pack-destination', temp], { cwd: ROOT, encoding: 'utf8' });
    const tarball = path.join(temp, (packed.stdout || '').trim().split('\n').pop() || 'missing.tgz');
    if (packed.status !== 0 || !fs.existsSync(tarball)) return { failure: `npm pack failed: ${packed.stderr}` };
    const prefix = path.join(temp, 'prefix');
    const install = spawnSync(npm, ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', tarball], { encoding: 'utf8' });
    if (install.status !== 0) return { failure: `npm install -g of the tarball failed: ${install.stderr}` };
    const command = path.join(prefix, 'bin', 'cardscript');
    // A short LSP conversation (initialize, then shutdown and exit), run by a child node so this stays sync.
    const conversation = `
      const child = require('child_process').spawn(${JSON.stringify(command)}, ['lsp', '--stdio']);
      const frame = (m) => { const b = JSON.stringify(m); return 'Content-Length: ' + Buffer.byteLength(b) + '\\r\\n\\r\\n' + b; };
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /\\{"jsonrpc":"2\\.0","id":1,"result":.*/.exec(out);
        if (m && !child.answered) {
          child.answered = true;
          process.stdout.write(String(JSON.parse(m[0]).result.serverInfo.name));
          child.stdin.write(frame({ jsonrpc: '2.0', id: 2, method: 'shutdown' }) + frame({ jsonrpc: '2.0', method: 'exit' }));
        }
      });
      child.on('exit', (code) => process.exit(child.answered && code === 0 ? 0 : 1));
      child.stdin.write(frame({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }));
    `;
    const run = spawnSync(process.execPath, ['-e', conversation], { encoding: 'utf8', timeout: 30_000 });
    const serverName = run.status === 0 ? run.stdout : undefined;
    if (serverName !== 'CardScript Language Server') {
      return {
        failure: `the installed \`cardscript lsp --stdio\` did not answer initialize and exit cleanly (exit ${run.status}): ${(run.stdout || '').slice(0, 300)}${run.stderr}`,
      };
    }
    const commands = checkInstalledCommands(command, temp);
    return commands.failure ? commands : { serverName, ...commands };
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

function main() {
  const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
  const vsix = path.resolve(process.argv[2] || path.join(ROOT, `cardscript-${version}.vsix`));
  if (!fs.existsSync(vsix)) {
    console.error(`test-package: ${path.relative(process.cwd(), vsix)} not found; run \`npm run package\` first.`);
    return 1;
  }
  const names = zipEntryNames(fs.readFileSync(vsix));
  const failures = [];
  for (const name of names) {
    if (!ALLOWED.some((a) => a.pattern.test(name))) failures.push(`not allowed in the package: ${name}`);
  }
  for (const { pattern, required } of ALLOWED) {
    if (required && !names.some((name) => pattern.test(name))) failures.push(`missing from the package: ${pattern}`);
  }
  // The manifest inside must point at the shipped bundle.
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  if (manifest.main !== './dist/client.js') failures.push(`package.json main is ${manifest.main}, expected ./dist/client.js`);
  if (manifest.browser !== './dist/browser/client.js') failures.push(`package.json browser is ${manifest.browser}, expected ./dist/browser/client.js`);
  failures.push(...checkTruth(fs.readFileSync(vsix), names));
  failures.push(...checkNpmPackage());

  console.log(`${path.relative(process.cwd(), vsix)}: ${names.length} files`);
  for (const name of names.sort()) console.log(`  ${name}`);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`FAIL ${failure}`);
    return 1;
  }
  console.log(`PASS package contents: only the bundles and static assets (${ALLOWED.filter((a) => a.required).length} required entries present)`);
  return 0;
}

if (require.main === module) process.exitCode = main();
module.exports = { zipEntryNames, zipEntries, readZipEntry, ALLOWED, checkNpmPackage };
