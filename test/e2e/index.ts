/**
 * Entry point of the end-to-end suite inside the VS Code extension host.
 *
 * Both runners load it as `extensionTestsPath` (compiled to out/test/e2e/index.js):
 *   - scripts/e2e/run-offline.js (VS Code server + headless Chromium, the one CI uses here);
 *   - scripts/e2e/run-desktop.js (@vscode/test-electron, desktop VS Code).
 * VS Code calls `run()` and reports a rejection as a failed run (exit code 1).
 *
 * Every compiled `*.e2e.js` file below this folder (fixtures excluded) is a test file; they use
 * mocha's TDD interface (`suite`, `test`, `suiteSetup`, ...).
 * Optional filter: environment variable CARDSCRIPT_E2E_GREP (a mocha grep pattern).
 */
import * as fs from 'fs';
import * as path from 'path';
import Mocha from 'mocha';

function findTestFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'fixtures' && entry.name !== 'node_modules') {
        found.push(...findTestFiles(full));
      }
    } else if (entry.isFile() && entry.name.endsWith('.e2e.js')) {
      found.push(full);
    }
  }
  return found.sort();
}

export function run(): Promise<void> {
  const grep = process.env.CARDSCRIPT_E2E_GREP;
  const mocha = new Mocha({
    ui: 'tdd',
    color: false,
    reporter: 'spec',
    timeout: 60_000,
    ...(grep ? { grep } : {}),
  });

  const files = findTestFiles(__dirname);
  if (files.length === 0) {
    return Promise.reject(new Error(`no *.e2e.js test files found under ${__dirname}`));
  }
  for (const file of files) {
    mocha.addFile(file);
  }
  console.log(`[e2e] node ${process.version}, ${files.length} test file(s)`);

  return new Promise<void>((resolve, reject) => {
    try {
      mocha.run((failures: number) => {
        if (failures > 0) {
          reject(new Error(`${failures} end-to-end test(s) failed`));
        } else {
          resolve();
        }
      });
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
