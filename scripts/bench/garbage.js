#!/usr/bin/env node
'use strict';
/**
 * `npm run bench:garbage`: the cost of garbage card files (docs/security.md "Limits"). Generates
 * each file, runs `cardscript check` on it (wall time, peak memory, bytes printed) and opens it in the real
 * language server (dist/server.js over JSON-RPC): the time from didOpen to the first diagnostics, then
 * one-character edits (the CPU time of each re-validation, from `cardscript/validated`, which the load of
 * other processes does not inflate), and the server's peak resident memory (VmHWM). Prints one table.
 * Numbers, not a test: nothing here fails because a number is large.
 *
 *   node scripts/bench/garbage.js [--no-build] [--only 'part of a name|another'] [--edits N]
 */
const childProcess = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const SERVER = path.join(ROOT, 'dist', 'server.js');

const card = (name, body = '') => `monster "${name}" {\n  frame normal\n  level 4\n  atk 1000 def 1000\n${body}}\n`;

/** Each case: a name, the file's text, and where a one-character edit goes (line, character). */
const CASES = [
  { name: '100,000 copies of one card', make: () => card('Same Name').repeat(100_000), edit: [3, 6] },
  { name: '100,000 cards, all names different (reference)', make: () => Array.from({ length: 100_000 }, (_, i) => card(`Card ${i}`)).join(''), edit: [3, 6] },
  { name: '1,000,000 NUL characters', make: () => Buffer.alloc(1_000_000, 0), edit: [0, 0] },
  { name: '300,000 NUL characters', make: () => Buffer.alloc(300_000, 0), edit: [0, 0] },
  { name: 'one 16 MiB line', make: () => 'x'.repeat(16 * 1024 * 1024 - 16), edit: [0, 0] },
  { name: '100,000 nested braces', make: () => '{'.repeat(100_000) + '}'.repeat(100_000), edit: [0, 0] },
  { name: '50,000 nested blocks, one a line', make: () => `monster "Deep" {\n${'  x {\n'.repeat(50_000)}${'  }\n'.repeat(50_000)}}\n`, edit: [1, 2] },
  {
    name: 'a scenario of 100,000 steps',
    make: () =>
      `${card('Step Card')}scenario "Many steps" {\n  turn 1\n  you {\n    hand "Step Card"\n  }\n${'  step normal summon "Step Card" expect illegal\n'.repeat(100_000)}}\n`,
    edit: [3, 6],
  },
  { name: 'a card with 1 MB of text', make: () => card('Wordy', `  text "${'This card cannot be Normal Summoned. '.repeat(27_000)}"\n`), edit: [3, 6] },
  { name: 'three cards named with 1 MiB each', make: () => card('N'.repeat(1 << 20)).repeat(3), edit: [3, 6] },
];

function parseArgs(argv) {
  const options = { build: true, only: null, edits: 5 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-build') options.build = false;
    else if (argv[i] === '--only') options.only = argv[++i].split('|');
    else if (argv[i] === '--edits') options.edits = Number(argv[++i]);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return options;
}

/** Reports the child's peak memory at exit (a preload: the CLI itself stays as it is). */
const PRELOAD = path.join(os.tmpdir(), `cardscript-bench-garbage-rss-${process.pid}.js`);

function runCli(file) {
  fs.writeFileSync(PRELOAD, "process.on('exit', () => require('fs').writeSync(2, `\\nMAXRSS ${process.resourceUsage().maxRSS}\\n`));\n");
  const start = process.hrtime.bigint();
  const result = childProcess.spawnSync(process.execPath, ['-r', PRELOAD, CLI, 'check', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const rss = Number(/MAXRSS (\d+)/.exec(result.stderr)?.[1] ?? NaN) / 1024;
  return { ms, rssMb: rss, outputBytes: Buffer.byteLength(result.stdout), status: result.status };
}

async function runServer(file, text, edit, edits) {
  const { createMessageConnection, StreamMessageReader, StreamMessageWriter } = require(path.join(ROOT, 'node_modules', 'vscode-languageserver', 'node'));
  const child = childProcess.spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const published = [];
  const validated = [];
  connection.onNotification('textDocument/publishDiagnostics', (p) => published.push(p));
  connection.onNotification('cardscript/validated', (p) => validated.push(p));
  connection.onRequest('workspace/configuration', (p) => p.items.map(() => ({})));
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  const waitFor = async (accept, what) => {
    const start = Date.now();
    for (;;) {
      const found = accept();
      if (found) return found;
      if (Date.now() - start > 600_000) throw new Error(`no ${what} within 600 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  try {
    await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: null,
      capabilities: { textDocument: { publishDiagnostics: { relatedInformation: true, versionSupport: true } } },
    });
    await connection.sendNotification('initialized', {});
    const uri = pathToFileURL(file).href;
    const start = Date.now();
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
    const first = await waitFor(() => published.find((p) => p.uri === uri && p.version === 1), 'first diagnostics');
    const openMs = Date.now() - start;
    const openCpu = (await waitFor(() => validated.find((v) => v.version === 1), 'validation of the open')).cpuMs;
    const editCpu = [];
    const at = { line: edit[0], character: edit[1] };
    for (let version = 2; version < 2 + edits; version++) {
      const change =
        version % 2 === 0
          ? { range: { start: at, end: at }, text: '1' }
          : { range: { start: at, end: { line: at.line, character: at.character + 1 } }, text: '' };
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
      const done = await waitFor(
        () => validated.find((v) => v.version === version && (v.tier ?? 'all') === 'all') ?? validated.find((v) => v.version === version),
        `validation of version ${version}`,
      );
      editCpu.push(done.cpuMs ?? done.durationMs);
    }
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const hwm = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    return { openMs, openCpu, diagnostics: first.diagnostics.length, editCpu, hwmMb: hwm };
  } finally {
    connection.dispose();
    child.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.build) childProcess.execFileSync(process.execPath, ['esbuild.js'], { cwd: ROOT, stdio: 'ignore' });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-bench-garbage-'));
  const rows = [];
  try {
    for (const c of CASES) {
      if (options.only && !options.only.some((o) => c.name.includes(o))) continue;
      const file = path.join(folder, `${rows.length}.card`);
      const content = c.make();
      fs.writeFileSync(file, content);
      const cli = runCli(file);
      const server = await runServer(file, fs.readFileSync(file, 'utf8'), c.edit, options.edits);
      rows.push([
        c.name,
        fmt(cli.ms),
        fmt(cli.rssMb),
        fmt(cli.outputBytes),
        fmt(server.openMs),
        fmt(server.openCpu),
        String(server.diagnostics),
        fmt(median(server.editCpu)),
        fmt(Math.max(...server.editCpu)),
        fmt(server.hwmMb),
      ]);
      process.stderr.write(`${rows.at(-1).join(' | ')}\n`);
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(PRELOAD, { force: true });
  }
  const header = [
    'file',
    'check ms',
    'check MB',
    'check output bytes',
    'open to first diagnostics ms',
    'open CPU ms',
    'diagnostics',
    'edit CPU ms (median)',
    'edit CPU ms (max)',
    'server peak MB',
  ];
  console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(
    `\n${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
