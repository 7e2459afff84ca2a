#!/usr/bin/env node
'use strict';
/**
 * `npm test`: every test suite, in order, each step labelled, then a summary. Exits non-zero if any step
 * fails; a step whose prerequisite failed is reported as not run (a failure), never as passed.
 *
 *   node scripts/test-all.js                 run everything (what CI runs)
 *   node scripts/test-all.js --skip=e2e      leave steps out while iterating locally (listed as SKIPPED,
 *                                            and the summary says the run was partial)
 *   node scripts/test-all.js --only=unit     run only the named steps (comma-separated)
 *
 * Steps: build, typecheck, lint, unit, hostile, referee, grammar, browser, e2e, web, neovim, demo, package, vsix.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const node = process.execPath;
/** A package's command-line script, from its package.json `bin` (read from disk: `exports` may hide it). */
function bin(pkg, name = pkg.split('/').pop()) {
  const folder = path.join(ROOT, 'node_modules', ...pkg.split('/'));
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
    return path.join(folder, entry);
  } catch {
    return path.join(folder, `(${pkg} is not installed: run npm install)`);
  }
}

/** Each step: a label, the commands it runs (in order), and the steps whose output it needs. */
const STEPS = [
  { id: 'build', label: 'Build bundles (esbuild: dist/client.js, dist/server.js, dist/cli.js)', commands: [[node, 'esbuild.js']] },
  { id: 'typecheck', label: 'Type-check and compile tests (tsc -p .)', commands: [[node, bin('typescript', 'tsc'), '-p', '.']] },
  // knip: unused files, dependencies and exports (knip.json); dead code fails the lint step.
  // Prettier's check through `npm run format:check`, so the list of formatted paths lives in package.json only.
  {
    id: 'lint',
    label: 'Lint (eslint ., knip dead-code check, prettier --check)',
    commands: [
      [node, bin('eslint'), '.'],
      [node, bin('knip'), '--no-progress'],
      [process.platform === 'win32' ? 'npm.cmd' : 'npm', 'run', 'format:check', '--silent'],
    ],
  },
  {
    id: 'unit',
    label: 'Unit and protocol tests (node --test out/test/unit out/test/protocol)',
    needs: ['build', 'typecheck'],
    commands: [[node, '--test', 'out/test/unit/', 'out/test/protocol/']],
  },
  {
    id: 'hostile',
    label: 'Hostile corpus: card files with Markdown, HTML, command links, bidi, garbage and special files through every output (node --test out/test/hostile)',
    needs: ['build', 'typecheck'],
    commands: [[node, '--test', 'out/test/hostile/']],
  },
  {
    id: 'referee',
    label: 'EDOPro referee: our engine against ocgcore-wasm on every monster of examples/, the corpus and a generated pool (node --test out/test/referee)',
    needs: ['typecheck'],
    commands: [[node, '--test', 'out/test/referee/']],
  },
  { id: 'grammar', label: 'Grammar scope tests (scripts/test-grammar.js)', commands: [[node, 'scripts/test-grammar.js']] },
  {
    id: 'browser',
    label: 'Simulation and Preview panels in headless Chromium: a malicious card name runs nothing (node --test out/test/browser)',
    needs: ['typecheck'],
    commands: [[node, '--test', 'out/test/browser/']],
  },
  {
    id: 'e2e',
    label: 'End-to-end tests in a real VS Code (scripts/e2e/run-offline.js)',
    needs: ['build', 'typecheck'],
    commands: [[node, 'scripts/e2e/run-offline.js']],
  },
  {
    id: 'web',
    label: 'VS Code for the Web: the `browser` entry in the web worker extension host, its server a web worker (scripts/demo.js --check --web)',
    needs: ['build'],
    commands: [[node, 'scripts/demo.js', '--check', '--web', '--no-build', '--no-install']],
  },
  {
    id: 'neovim',
    label: "Other editors: Debian's Neovim, headless, gets diagnostics and a hover from `cardscript lsp --stdio` (node --test out/test/neovim)",
    needs: ['build', 'typecheck'],
    commands: [[node, '--test', 'out/test/neovim/']],
  },
  {
    id: 'demo',
    label:
      "The README's first command as a newcomer types it: `npm install && npm run demo -- --check` in a fresh copy, on an empty cache (scripts/test-fresh-demo.js)",
    commands: [[node, 'scripts/test-fresh-demo.js']],
  },
  {
    id: 'package',
    label: 'Package the .vsix and test its contents (vsce package, scripts/test-package.js)',
    commands: [
      // `npm run package`: vsce with the production build (vscode:prepublish) and the README's link bases.
      [process.platform === 'win32' ? 'npm.cmd' : 'npm', 'run', 'package', '--silent'],
      [node, 'scripts/test-package.js'],
    ],
  },
  {
    id: 'vsix',
    label: 'Install the packaged .vsix into the offline VS Code and check it through the UI (run-offline.js --vsix)',
    needs: ['package'],
    commands: [
      [node, 'scripts/e2e/run-offline.js', '--vsix', `cardscript-${require('../package.json').version}.vsix`],
      // Through VS Code's own Markdown renderer: a card named like a URL hovers as text (docs/security.md).
      [
        node,
        'scripts/e2e/run-offline.js',
        '--vsix',
        `cardscript-${require('../package.json').version}.vsix`,
        '--file',
        'hostile-scenario.card',
        '--hover-word',
        'evil',
        '--hover-text',
        'evil.example/phish',
        '--expect-no-links',
      ],
      // EDOPro's engine inside the .vsix (dist/ocgcore.js): "Simulate summon" shows its verdict beside ours.
      [
        node,
        'scripts/e2e/run-offline.js',
        '--vsix',
        `cardscript-${require('../package.json').version}.vsix`,
        '--file',
        'hostile-scenario.card',
        '--hover-word',
        'evil',
        '--codelens',
        'Simulate summon',
        '--panel-text',
        'EDOPro agrees',
      ],
    ],
  },
];

function parseArgs(argv) {
  const list = (name) =>
    argv
      .filter((a) => a.startsWith(`--${name}=`))
      .flatMap((a) => a.slice(name.length + 3).split(','))
      .filter(Boolean);
  const skip = new Set(list('skip'));
  const only = new Set(list('only'));
  const unknown = [...skip, ...only].filter((id) => !STEPS.some((s) => s.id === id));
  if (unknown.length > 0) {
    console.error(`test-all: unknown step(s) ${unknown.join(', ')}; steps are ${STEPS.map((s) => s.id).join(', ')}`);
    process.exit(2);
  }
  return { skip, only };
}

function banner(text) {
  const line = '='.repeat(Math.max(20, Math.min(100, text.length + 8)));
  console.log(`\n${line}\n=== ${text}\n${line}`);
}

function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Tests counted across every runner's own report (node --test, mocha, the grammar and UI checks). */
const testCount = { passed: 0, failed: 0 };

function countTests(output) {
  // eslint-disable-next-line no-control-regex
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  const sum = (pattern) => [...text.matchAll(pattern)].reduce((total, m) => total + Number(m[1]), 0);
  testCount.passed +=
    sum(/^# pass (\d+)$/gm) +
    sum(/^\s*(\d+) passing\b/gm) +
    sum(/^\s*(\d+) (?:UI|demo) check\(s\) passing/gm) +
    sum(/^test-grammar: (\d+) grammar test files passed/gm);
  testCount.failed += sum(/^# fail (\d+)$/gm) + sum(/^\s*(\d+) failing\b/gm) + sum(/^\s*(\d+) (?:UI|demo) check\(s\) failing/gm);
}

function runStep(step) {
  const started = Date.now();
  for (const [command, ...args] of step.commands) {
    const script = command === node && args[0] && !args[0].startsWith('-') ? path.resolve(ROOT, args[0]) : undefined;
    if (script && !fs.existsSync(script)) {
      console.error(`${path.relative(ROOT, script)} does not exist`);
      return { status: 'FAIL', detail: `${path.relative(ROOT, script)} is missing`, ms: Date.now() - started };
    }
    console.log(`$ ${[path.basename(command), ...args.map((a) => (path.isAbsolute(a) ? path.relative(ROOT, a) : a))].join(' ')}`);
    // Output is captured (then printed) so the summary can count the tests each runner reported.
    const result = spawnSync(command, args, {
      cwd: ROOT,
      stdio: ['inherit', 'pipe', 'pipe'],
      maxBuffer: 512 * 1024 * 1024,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    countTests(output);
    if (result.error) return { status: 'FAIL', detail: result.error.message, ms: Date.now() - started };
    if (result.status !== 0) {
      return { status: 'FAIL', detail: result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`, ms: Date.now() - started };
    }
  }
  return { status: 'PASS', detail: '', ms: Date.now() - started };
}

function main() {
  const { skip, only } = parseArgs(process.argv.slice(2));
  const results = new Map();
  const total = Date.now();
  for (const step of STEPS) {
    if (skip.has(step.id) || (only.size > 0 && !only.has(step.id))) {
      results.set(step.id, { status: 'SKIPPED', detail: 'left out on the command line', ms: 0 });
      continue;
    }
    banner(`[${step.id}] ${step.label}`);
    const failedNeed = (step.needs ?? []).find((need) => results.get(need)?.status === 'FAIL');
    const result = failedNeed ? { status: 'FAIL', detail: `not run: step '${failedNeed}' failed`, ms: 0 } : runStep(step);
    results.set(step.id, result);
    console.log(`--- [${step.id}] ${result.status}${result.detail ? ` (${result.detail})` : ''} in ${formatSeconds(result.ms)}`);
  }

  banner('Summary');
  for (const step of STEPS) {
    const r = results.get(step.id);
    console.log(`  ${r.status.padEnd(7)} ${step.id.padEnd(10)} ${formatSeconds(r.ms).padStart(8)}  ${r.detail}`);
  }
  const failed = STEPS.filter((s) => results.get(s.id).status === 'FAIL');
  const skipped = STEPS.filter((s) => results.get(s.id).status === 'SKIPPED');
  console.log(
    `\n${failed.length === 0 ? 'PASSED' : 'FAILED'}: ${STEPS.length - failed.length - skipped.length} passed, ${failed.length} failed` +
      `${skipped.length ? `, ${skipped.length} skipped (partial run)` : ''} in ${formatSeconds(Date.now() - total)}`,
  );
  // The last line, in the plain form CI reads: every test the runners reported.
  console.log(`tests: ${testCount.passed} passed, ${testCount.failed} failed`);
  return failed.length === 0 && testCount.failed === 0 ? 0 : 1;
}

process.exitCode = main();
