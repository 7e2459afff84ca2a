#!/usr/bin/env node
'use strict';
/**
 * UI checks through the real VS Code workbench (offline server + headless Chromium + Playwright):
 * what a user sees after opening a .card file, optionally with screenshots for the README.
 *
 *   node scripts/e2e/ui-check.js --vsix cardscript-0.1.0.vsix [options]   # the packaged artifact
 *   node scripts/e2e/ui-check.js --ui [options]                           # the development folder
 *   (also reachable as: node scripts/e2e/run-offline.js --vsix FILE | --ui)
 *
 * Options:
 *   --vsix FILE          install FILE into a fresh extensions dir (server --install-extension) and
 *                        start the server without any development payload
 *   --extension DIR      development extension folder when no --vsix (default: the repository)
 *   --workspace DIR      folder to open (default test/e2e/fixtures/workspace; a temporary copy is used)
 *   --file REL           file to open, relative to the workspace (default broken.card)
 *   --language NAME      expected language mode in the status bar (default CardScript)
 *   --hover-file REL     open REL with Quick Open for the hover (default: stay in --file)
 *   --hover-word WORD    hover this word of the file instead of the first error squiggle
 *   --hover-text TEXT    the hover widget must contain TEXT
 *   --codelens TITLE     a code lens containing TITLE must be visible; it is clicked
 *   --codelens-result T  after the click, a notification containing T must appear
 *   --panel-text T       after the click, a webview panel (the simulation panel) must show T
 *   --expect-no-links    the hover's Markdown and the notification's message hold no link or image (a
 *                        hostile card file's names must show as text: docs/security.md)
 *   --screenshots DIR    save diagnostics.png, hover.png (and codelens.png) into DIR (e.g. /tmp/ui-shots; the README pictures come from scripts/e2e/screenshots.js)
 *   --timeout MS         global timeout (default 300000)
 *
 * Checks (each waits with a deadline): the file opens in an editor; the status bar shows the
 * language mode; the Problems count in the status bar is > 0 and error squiggles are rendered
 * (which proves the extension activated and published diagnostics); the Problems panel lists
 * them; a hover widget appears with text; with --vsix, the extension's details page renders the packaged
 * README with no broken picture. Exit code 0 when all pass, 1 otherwise.
 */
const fs = require('fs');
const path = require('path');
const lib = require('./lib');

const STEP_TIMEOUT_MS = 60_000;

function resolveOptions(argv) {
  const opts = lib.parseArgs(argv, ['ui', 'help', 'in-place', 'expect-no-links']);
  const extensionPath = path.resolve(opts.extension || process.env.CARDSCRIPT_E2E_EXTENSION || lib.REPO_ROOT);
  return {
    help: Boolean(opts.help),
    vsix: opts.vsix ? path.resolve(opts.vsix) : '',
    extensionPath,
    workspace: path.resolve(opts.workspace || process.env.CARDSCRIPT_E2E_WORKSPACE || path.join(lib.REPO_ROOT, 'test', 'e2e', 'fixtures', 'workspace')),
    file: opts.file || 'broken.card',
    language: opts.language || 'CardScript',
    hoverWord: opts['hover-word'] || '',
    hoverFile: opts['hover-file'] || '',
    hoverText: opts['hover-text'] || '',
    codelens: opts.codelens || '',
    codelensResult: opts['codelens-result'] || '',
    panelText: opts['panel-text'] || '',
    expectNoLinks: Boolean(opts['expect-no-links']),
    screenshots: opts.screenshots ? path.resolve(opts.screenshots) : '',
    timeoutMs: Number(opts.timeout || process.env.CARDSCRIPT_E2E_TIMEOUT_MS || 300_000),
  };
}

/** Polls `fn` until it returns something truthy (lib.until), with this script's step time-out. */
const until = (fn, description, timeoutMs = STEP_TIMEOUT_MS) => lib.until(fn, description, timeoutMs);

/** Text of a status bar entry by its id (e.g. status.editor.mode), or '' when absent. */
async function statusBarEntry(page, id) {
  const item = page.locator(`[id="${id}"]`);
  if ((await item.count()) === 0) return '';
  const text = (await item.first().innerText()).trim();
  const aria = (await item.first().getAttribute('aria-label')) || '';
  return `${text} ${aria}`.trim();
}

/** Parses the Problems status bar entry ("Errors: 2, Warnings: 1" / "2 1"). */
function problemCounts(entryText) {
  const errors = /Errors?:\s*(\d+)/i.exec(entryText);
  const warnings = /Warnings?:\s*(\d+)/i.exec(entryText);
  if (errors || warnings) {
    return { errors: Number(errors ? errors[1] : 0), warnings: Number(warnings ? warnings[1] : 0) };
  }
  const numbers = (entryText.match(/\d+/g) || []).map(Number);
  return { errors: numbers[0] || 0, warnings: numbers[1] || 0 };
}

/**
 * Text of a notification containing `text`, as a toast or in the notification center. (The headless
 * workbench does not always pop a toast; then the notification is only in the center, which this
 * opens from the status bar bell, as a user would.)
 */
async function findNotification(page, text) {
  for (const selector of ['.notifications-toasts .notification-toast', '.notifications-center .notification-list-item']) {
    const item = page.locator(selector, { hasText: text }).first();
    if ((await item.count()) > 0) return (await item.innerText()) || text;
  }
  if ((await page.locator('.notifications-center.visible').count()) === 0) {
    await page.locator('[id="status.notifications"]').first().click();
  }
  return '';
}

/** Opens a workspace file through Quick Open (Ctrl+P, type its path, Enter). */
async function openWithQuickOpen(page, relativePath) {
  const name = path.posix.basename(relativePath);
  const input = page.locator('.quick-input-widget input').first();
  await until(async () => {
    if (!(await input.isVisible())) {
      await page
        .locator('.editor-instance .monaco-editor:visible')
        .first()
        .click({ position: { x: 200, y: 5 } })
        .catch(() => undefined);
      await page.keyboard.press('Control+P');
      await input.waitFor({ state: 'visible', timeout: 2000 }).catch(() => undefined);
    }
    return input.isVisible();
  }, 'the Quick Open input');
  await input.fill(relativePath);
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first();
  await until(async () => (await row.count()) > 0, `"${relativePath}" in the Quick Open list`);
  await page.keyboard.press('Enter');
  await until(async () => (await page.locator(`.tab.active[aria-label*="${name}"]`).count()) > 0, `an active editor tab for ${name}`);
}

async function screenshot(page, options, name) {
  if (!options.screenshots) return;
  fs.mkdirSync(options.screenshots, { recursive: true });
  const file = path.join(options.screenshots, name);
  await page.screenshot({ path: file });
  lib.log(`screenshot ${path.relative(process.cwd(), file) || file}`);
}

async function checkUi(page, options, pass) {
  const fileName = path.posix.basename(options.file);

  // 1. The file is open in an editor.
  const editor = page.locator('.editor-instance .monaco-editor:visible').first();
  await until(async () => (await page.locator(`.tab[aria-label*="${fileName}"]`).count()) > 0 && (await editor.isVisible()), `an editor tab for ${fileName}`);
  await until(async () => (await editor.locator('.view-lines').innerText()).trim().length > 0, 'the editor to render text');
  pass(`${fileName} is open in an editor`);

  // 2. The language mode.
  const modeItem = page.locator('[id="status.editor.mode"]').first();
  const mode = await until(async () => {
    const text = (await modeItem.count()) > 0 ? (await modeItem.innerText()).trim() : '';
    return text === options.language ? text : '';
  }, `the status bar language mode "${options.language}"`);
  pass(`status bar language mode: ${mode}`);

  // 3. Diagnostics: Problems count and squiggles (the extension activated and validated the file).
  const problems = await until(async () => {
    const counts = problemCounts(await statusBarEntry(page, 'status.problems'));
    return counts.errors + counts.warnings > 0 ? counts : null;
  }, 'a Problems count > 0 in the status bar');
  pass(`Problems in the status bar: ${problems.errors} error(s), ${problems.warnings} warning(s)`);
  const squiggles = await until(async () => editor.locator('.squiggly-error, .squiggly-warning').count(), 'error squiggles in the editor');
  pass(`${squiggles} squiggle(s) rendered in the editor`);

  // 4. The Problems panel lists them (opened from the status bar, as a user would).
  await page.locator('[id="status.problems"]').first().click();
  const rows = await until(async () => page.locator('.markers-panel .monaco-list-row').count(), 'rows in the Problems panel');
  const firstRow = (await page.locator('.markers-panel .monaco-list-row').first().innerText()).replace(/\s+/g, ' ').trim();
  pass(`Problems panel lists ${rows} row(s), first: "${firstRow}"`);
  await editor.click({ position: { x: 5, y: 5 } }).catch(() => undefined); // focus back, panel stays
  await screenshot(page, options, 'diagnostics.png');

  // 5. Hover (optionally in another file, opened with Quick Open like a user would).
  if (options.hoverFile) {
    await openWithQuickOpen(page, options.hoverFile);
    pass(`${options.hoverFile} opened with Quick Open`);
  }
  if (options.codelens) {
    // Code lenses insert lines above the text: let them arrive before aiming at a word. A loaded headless
    // workbench sometimes draws none for a file opened with the folder; going to another file and back, as
    // a user would, gives the editor its model again and it asks the server again (the same answer).
    const lensesDrawn = async () => (await editor.locator('.codelens-decoration a').count()) > 0;
    const other = options.otherFiles.find((f) => f !== options.file);
    let drawn = await until(lensesDrawn, 'code lenses in the editor', 20_000).then(
      () => true,
      () => false,
    );
    for (let attempt = 1; !drawn && other && attempt <= 3; attempt++) {
      lib.log(`no code lens drawn within 20 s: ${other} and back (${attempt} of 3)`);
      await openWithQuickOpen(page, other);
      await openWithQuickOpen(page, options.file);
      drawn = await until(lensesDrawn, 'code lenses in the editor', 20_000).then(
        () => true,
        () => false,
      );
    }
    if (!drawn) await until(lensesDrawn, 'code lenses in the editor');
  }
  // Over a given word (its exact box, found with a DOM Range) or the first squiggle.
  const hoverTarget = async () => {
    if (options.hoverWord) {
      return editor.locator('.view-lines').evaluate((root, word) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const index = (node.textContent || '').replace(/\u00a0/g, ' ').search(new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
          if (index >= 0) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + word.length);
            const r = range.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          }
        }
        return null;
      }, options.hoverWord);
    }
    return editor.locator('.squiggly-error, .squiggly-warning').first().boundingBox();
  };
  await until(hoverTarget, `something to hover (${options.hoverWord ? `the word "${options.hoverWord}"` : 'the first squiggle'})`);
  const hover = page.locator('.monaco-hover:not(.hidden)');
  let seenHover = '';
  const hoverText = await until(
    async () => {
      const box = await hoverTarget();
      if (!box) return '';
      // Move off (to the gutter) and back on, so a missed hover is retried without a fixed sleep.
      const gutter = await editor.locator('.margin').boundingBox();
      await page.mouse.move(gutter ? gutter.x + 2 : box.x - 40, box.y + box.height / 2);
      await page.mouse.move(box.x + Math.min(box.width / 2, 12), box.y + box.height / 2, { steps: 4 });
      try {
        await hover.first().waitFor({ state: 'visible', timeout: 2000 });
      } catch {
        return '';
      }
      // Let the providers finish ("Loading..." is shown while a hover provider is pending).
      const settled = Date.now() + 5000;
      let texts = [];
      do {
        texts = (await hover.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
        if (texts.length && !texts.some((t) => /Loading\.\.\.|Loading…/.test(t))) break;
        await new Promise((r) => setTimeout(r, 100));
      } while (Date.now() < settled);
      seenHover = texts.join(' | ');
      // The layout may have shifted under the mouse (e.g. a code lens appeared): then hover again.
      const now = await hoverTarget();
      if (!now || Math.abs(now.x - box.x) > 2 || Math.abs(now.y - box.y) > 2) return '';
      return texts.find((t) => !options.hoverText || t.includes(options.hoverText)) || '';
    },
    `a hover widget${options.hoverText ? ` containing "${options.hoverText}"` : ''}`,
  ).catch((err) => {
    throw new Error(`${err.message}; hover text seen: ${JSON.stringify(seenHover)}`);
  });
  pass(`hover widget shows: "${hoverText.replace(/\s+/g, ' ').slice(0, 160)}"`);
  if (options.expectNoLinks) {
    // The extension's Markdown part of the hover (not VS Code's own rows: a problem's code link, "Quick
    // Fix...", the editor's "Follow link" for a URL in the source text).
    const part = hover
      .first()
      .locator('.markdown-hover', { hasText: options.hoverText || 'CardScript' })
      .filter({ hasNotText: 'Follow link' });
    if ((await part.count()) === 0) throw new Error(`no Markdown hover part from the extension: ${JSON.stringify(seenHover)}`);
    // The card thumbnail is the extension's own data: SVG picture, not markup from the card file.
    const markup = await part.locator('a, img:not([alt="Card preview"][src^="data:image/svg+xml;base64,"])').count();
    if (markup > 0) throw new Error(`the hover renders ${markup} link(s) or image(s) from the card file: ${JSON.stringify(seenHover)}`);
    pass("the hover shows the card's text with no link or image");
  }
  await screenshot(page, options, 'hover.png');
  await page.keyboard.press('Escape');

  // 6. Code lens (optional).
  if (options.codelens) {
    const lens = editor.locator('.codelens-decoration a', { hasText: options.codelens }).first();
    await until(async () => (await lens.count()) > 0 && lens.isVisible(), `a code lens "${options.codelens}"`);
    pass(`code lens visible: "${(await lens.innerText()).trim()}"`);
    await screenshot(page, options, 'codelens.png');
    await lens.click();
    if (options.codelensResult) {
      const shown = await until(
        () => findNotification(page, options.codelensResult),
        `a notification containing "${options.codelensResult}" after clicking the code lens`,
      );
      pass(`clicking the code lens showed: "${shown.replace(/\s+/g, ' ').trim().slice(0, 160)}"`);
      if (options.expectNoLinks) {
        const message = page.locator('.notification-list-item-message', { hasText: options.codelensResult }).first();
        const links = await message.locator('a').count();
        if (links > 0) throw new Error(`the notification renders ${links} link(s) from the card file: ${JSON.stringify(shown)}`);
        pass("the notification shows the scenario's name with no link");
      }
    } else {
      pass('code lens clicked');
    }
    if (options.panelText) {
      // A webview's page is a frame inside VS Code's webview host frame: look through every frame.
      const shown = await until(async () => {
        for (const frame of page.frames()) {
          const text = await frame
            .locator('body')
            .innerText({ timeout: 1000 })
            .catch(() => '');
          if (text.includes(options.panelText)) return text;
        }
        return '';
      }, `a webview panel showing "${options.panelText}" after clicking the code lens`);
      const line = shown.split('\n').find((l) => l.includes(options.panelText)) || options.panelText;
      pass(`the panel shows: "${line.replace(/\s+/g, ' ').trim().slice(0, 160)}"`);
    }
  }
}

/**
 * 7. (--vsix) The extension's details page, as a user opens it from the Extensions view: the README from
 * the package renders, and no picture on it is broken (VS Code shows only https: pictures there; the
 * packaged README has none: scripts/package-readme.js).
 */
async function checkDetailsPage(page, pass) {
  await page.keyboard.press('F1');
  await page.keyboard.type('Extensions: Show Installed Extensions');
  await until(async () => (await page.locator('.quick-input-list .monaco-list-row').count()) > 0, 'the command in the palette');
  await page.keyboard.press('Enter');
  const entry = page.locator('.extensions-viewlet .monaco-list-row', { hasText: 'CardScript' }).first();
  await until(async () => (await entry.count()) > 0, 'CardScript in the installed extensions');
  await entry.click();
  const readme = await until(async () => {
    for (const frame of page.frames()) {
      const found = await frame.evaluate(() => document.body?.innerText.includes('custom cards with the rules checked as you type')).catch(() => false);
      if (found) return frame;
    }
    return null;
  }, 'the details page to render the packaged README');
  const images = await readme.evaluate(() =>
    Array.from(document.querySelectorAll('img')).map((img) => ({ src: img.getAttribute('src'), loaded: img.complete && img.naturalWidth > 0 })),
  );
  const broken = images.filter((img) => !img.loaded);
  if (broken.length > 0) throw new Error(`the details page shows ${broken.length} broken picture(s): ${JSON.stringify(broken)}`);
  const text = await readme.evaluate(() => document.body.innerText);
  if (!text.includes("docs/images/diagnostics.png in the extension's folder")) throw new Error('the details page does not say where the pictures are');
  pass(`details page: the packaged README renders, ${images.length} picture(s), none broken; it names the pictures in the package`);
}

async function runUi(options) {
  const prereqs = lib.findPrerequisites();
  if (options.vsix) {
    if (!fs.existsSync(options.vsix)) throw new lib.PrerequisiteError(`.vsix ${options.vsix} does not exist (build it with npm run package)`);
  } else {
    lib.checkExtension(options.extensionPath);
  }
  const tempRoot = lib.makeTempRoot('ui');
  const dirs = lib.makeServerDirs(tempRoot);
  const workspace = lib.copyWorkspace(options.workspace, tempRoot);
  const filePath = path.join(workspace, options.file);
  if (!fs.existsSync(filePath)) throw new lib.PrerequisiteError(`${options.file} does not exist in ${options.workspace}`);
  options = {
    ...options,
    otherFiles: fs
      .readdirSync(workspace)
      .filter((f) => f.endsWith('.card'))
      .sort(),
  };

  let server;
  let browser;
  let timer;
  const started = Date.now();
  const results = [];
  let succeeded = false;
  const pass = (message) => {
    results.push(message);
    process.stdout.write(`  ✔ ${message}\n`);
  };
  try {
    if (options.vsix) {
      lib.log(`installing ${options.vsix} into a fresh extensions dir`);
      const output = lib.runServerCli(prereqs, dirs, ['--install-extension', options.vsix, '--force']);
      process.stdout.write(
        output
          .split('\n')
          .filter((l) => /install/i.test(l))
          .map((l) => `  ${l.trim()}\n`)
          .join(''),
      );
      const listed = lib.runServerCli(prereqs, dirs, ['--list-extensions', '--show-versions']);
      pass(
        `installed extensions: ${listed
          .trim()
          .split('\n')
          .filter((l) => /@/.test(l))
          .join(', ')}`,
      );
    }
    server = await lib.startServer(prereqs, dirs);
    const launched = await lib.launchBrowser(prereqs, { tmpDir: dirs.tmp });
    browser = launched.browser;
    const { page } = launched;
    lib.recordBrowserConsole(page, path.join(dirs.logs, 'browser-console.log'));

    const payload = [['openFile', lib.remoteUri(server, filePath)]];
    if (!options.vsix) payload.unshift(['extensionDevelopmentPath', lib.remoteUri(server, options.extensionPath)]);
    const url = lib.workbenchUrl(server, workspace, payload);
    lib.log(`opening ${url}`);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });

    process.stdout.write(`UI checks (${options.vsix ? `packaged ${path.basename(options.vsix)}` : `development folder ${options.extensionPath}`}):\n`);
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`global timeout: the UI checks did not finish within ${options.timeoutMs} ms`)), options.timeoutMs);
    });
    await Promise.race([
      (async () => {
        await checkUi(page, options, pass);
        if (options.vsix) await checkDetailsPage(page, pass);
      })(),
      timeout,
    ]);
    process.stdout.write(`  ${results.length} UI check(s) passing (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    succeeded = true;
    return 0;
  } catch (err) {
    await lib.failureScreenshot(browser, path.join(dirs.logs, 'failure.png'));
    process.stdout.write(`  ✖ ${err.message}\n`);
    lib.reportLogs(dirs);
    // Again after the logs, so the reason is in the last lines a CI summary keeps.
    process.stdout.write(`  ✖ UI check failed after ${results.length} passing: ${err.message}\n`);
    if (err instanceof lib.PrerequisiteError) throw err;
    return 1;
  } finally {
    await lib.endSession({ timer, browser, server });
    if (succeeded) lib.removeTemp(tempRoot);
  }
}

const main = lib.scriptMain(__filename, resolveOptions, runUi);

lib.runAsScript(module, 'e2e', () => main(process.argv.slice(2)));

module.exports = { main, runUi };
