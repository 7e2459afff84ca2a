#!/usr/bin/env node
'use strict';
/**
 * The server's edit path in one process, where the garbage collector can be watched (the server cannot
 * run with --trace-gc: stdout is its transport). Opens a file as the server does (its open document, the
 * store, diagnosticsFor, the cap, the conversion, the publish's JSON and bytes), then applies the bench's
 * one-character edits (replace a digit or letter, insert one, delete it again) and prints, per edit, the
 * wall time of each phase, the collections by phase (a GC PerformanceObserver), the CPU time and the peak
 * resident memory. `--text-document`: the text kept by vscode-languageserver-textdocument's TextDocument
 * (one string per version), and given to the store as a string (a flat copy per edit).
 * Numbers, not a test. Needs `npx tsc -p .` (reads out/).
 *
 *   node --max-semi-space-size=2 scripts/bench/editPath.js FILE [--edits N] [--text-document]
 *   (add --trace-gc-nvp for V8's own account of each collection)
 */
const fs = require('fs');
const path = require('path');
const { performance, PerformanceObserver, constants } = require('perf_hooks');

const OUT = path.resolve(__dirname, '../../out/server/src');
const { TextDocument } = require('vscode-languageserver-textdocument');
const { createStandardWorkspace } = require(path.join(OUT, 'simulation/standardWorkspace'));
const { DocumentStore } = require(path.join(OUT, 'lsp/documentStore'));
const { OPEN_TEXT_DOCUMENTS } = require(path.join(OUT, 'lsp/openTextDocument'));
const { capDiagnostics } = require(path.join(OUT, 'core/diagnostics/diagnosticCap'));
const { DiagnosticConversions } = require(path.join(OUT, 'lsp/diagnosticConversions'));
const { messageJson } = require(path.join(OUT, 'lsp/publishDiagnosticsEncoder'));
const { LineIndex } = require(path.join(OUT, 'core/text/lineIndex'));

const argv = process.argv.slice(2);
const file = argv.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
if (!file) throw new Error('usage: editPath.js FILE [--edits N] [--text-document]');
const edits = Number(argv[argv.indexOf('--edits') + 1]) || 120;
const asTextDocument = argv.includes('--text-document');
const uri = `file://${path.resolve(file)}`;
const text = fs.readFileSync(file, 'utf8');

// Documents as the server keeps them: OpenTextDocument, or (--text-document) TextDocument updated in place.
const documents = asTextDocument
  ? {
      create: (t) => TextDocument.create(uri, 'cardscript', 1, t),
      update: (document, changes, version) => (TextDocument.update(document, changes, version), document),
      forStore: (document) => ({ uri, version: document.version, content: document.getText() }),
    }
  : { create: (t) => OPEN_TEXT_DOCUMENTS.create(uri, 'cardscript', 1, t), update: OPEN_TEXT_DOCUMENTS.update, forStore: (document) => document };

const workspace = createStandardWorkspace();
const store = new DocumentStore(workspace);
const conversions = new DiagnosticConversions({ relatedInformation: true, codeDescription: true, tags: true, versionSupport: true });
const publish = () => {
  const document = store.get(uri);
  const linesOf = (other) => workspace.getDocument(other)?.lines;
  const items = capDiagnostics(workspace.diagnosticsFor(uri, undefined, 'all')).map((d) => conversions.toLsp(d, document.lines, linesOf));
  return Buffer.from(messageJson({ jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri, diagnostics: items, version: document.version } }))
    .length;
};

const marks = [];
const collections = [];
const mark = (phase) => marks.push([performance.now(), phase]);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections.push([entry.startTime, entry.duration, entry.detail?.kind]);
}).observe({ entryTypes: ['gc'] });
const kindName = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const peakMb = () => Number(fs.readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? NaN) / 1024;

async function main() {
  let document = documents.create(text);
  store.opened(documents.forStore(document));
  const opened = performance.now();
  publish();
  while (workspace.warmSlowChecks(uri, 200) > 0);
  publish();
  console.log(
    `${asTextDocument ? 'TextDocument' : 'OpenTextDocument'}: open ${(performance.now() - opened).toFixed(0)} ms, peak ${peakMb().toFixed(0)} MB, heap used ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
  );

  // The bench's edit sites (scripts/bench/run.js, benchServerEdits): a digit of an ATK/DEF or a letter of a printed text.
  const lines = new LineIndex(text);
  const sites = [];
  for (const match of text.matchAll(/ (atk|def) (\d+)/g)) sites.push(match.index + match[0].length - 1);
  for (const match of text.matchAll(/ text "([A-Za-z])/g)) sites.push(match.index + match[0].length - 1);
  let seed = 11;
  const pick = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const replaced = new Map();
  let inserted = -1;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const times = [];
  for (let i = 0; i < edits; i++) {
    mark('between edits');
    await new Promise((resolve) => setImmediate(resolve));
    let change;
    if (inserted >= 0) {
      const at = lines.positionAt(inserted);
      change = { range: { start: at, end: { line: at.line, character: at.character + 1 } }, text: '' };
      inserted = -1;
    } else if (pick() < 0.5) {
      const offset = sites[Math.floor(pick() * sites.length)];
      const old = replaced.get(offset) ?? text[offset];
      const replacement = /\d/.test(old) ? String((Number(old) + 1) % 10) : old === 'x' ? 'y' : 'x';
      replaced.set(offset, replacement);
      const at = lines.positionAt(offset);
      change = { range: { start: at, end: { line: at.line, character: at.character + 1 } }, text: replacement };
    } else {
      inserted = sites[Math.floor(pick() * sites.length)];
      const at = lines.positionAt(inserted);
      change = { range: { start: at, end: at }, text: /\d/.test(replaced.get(inserted) ?? text[inserted]) ? '0' : 'x' };
    }
    const editStarted = performance.now();
    mark('document update');
    document = documents.update(document, [change], i + 2);
    store.changed(documents.forStore(document));
    mark('analysis (sync)');
    store.sync();
    mark('diagnostics, conversion, JSON');
    publish();
    times.push(performance.now() - editStarted);
  }
  mark('end');
  const cpuMs = process.cpuUsage(cpu);
  await new Promise((resolve) => setTimeout(resolve, 100)); // the observer's last entries
  const phases = new Map();
  for (let i = 0; i + 1 < marks.length; i++) phases.set(marks[i][1], (phases.get(marks[i][1]) ?? 0) + marks[i + 1][0] - marks[i][0]);
  const gcByPhase = new Map();
  for (const [at, duration, kind] of collections) {
    if (at < started) continue;
    let phase = 'between edits';
    for (const [t, name] of marks) if (t <= at) phase = name;
    const key = `${phase}: ${kindName[kind] ?? kind}`;
    const [count, total] = gcByPhase.get(key) ?? [0, 0];
    gcByPhase.set(key, [count + 1, total + duration]);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor((times.length * q) / 100))].toFixed(2);
  console.log(
    `${edits} edits: wall p50 / p90 / p99 ${at(50)} / ${at(90)} / ${at(99)} ms, CPU ${((cpuMs.user + cpuMs.system) / 1000 / edits).toFixed(2)} ms per edit, peak ${peakMb().toFixed(0)} MB, heap used ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
  );
  console.log(`per edit: ${[...phases].map(([phase, ms]) => `${phase} ${(ms / edits).toFixed(2)} ms`).join(', ')}`);
  for (const [key, [count, total]] of [...gcByPhase].sort()) console.log(`  GC ${key}: ${count}, ${total.toFixed(1)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
