#!/usr/bin/env node
'use strict';
/**
 * The README screenshots, reproducibly: builds the extension, opens a temporary copy of the showcase
 * workspace (test/e2e/fixtures/showcase) in a real VS Code (the offline server build, the extension in
 * development mode, as scripts/demo.js does), drives the workbench with Playwright in headless Chromium
 * at 1400x900 and saves:
 *
 *   diagnostics.png       drafts.card: squiggles, the Problems panel with CS0201 (and its related
 *                         "other clause" entry) and CS0302
 *   hover.png             the hover over a Semi-Nomi monster's name: its derived summoning profile
 *   simulation-panel.png  after clicking "Simulate summon": the simulation panel beside the editor
 *   scenario-panel.png    after clicking "Run scenario" on a scenario with a failing expectation: the
 *                         panel with the timeline and the failed step, the diagnostic in the editor
 *   quickfix.png          the light-bulb quick fix menu on the Tribute-count diagnostic
 *   card-preview.png      after the editor title bar's "Preview Card" button: the card under the cursor
 *                         drawn in the Preview panel beside the editor
 *
 *   npm run screenshots
 *   node scripts/e2e/screenshots.js [options]
 *
 * Options:
 *   --out DIR          where to save the PNGs (default docs/images)
 *   --only A,B         only these shots (names without .png: diagnostics,hover,simulation-panel,...)
 *   --theme NAME       color theme (default "Default Dark Modern")
 *   --no-build         do not run `node esbuild.js` first (dist/ must exist)
 *   --timeout MS       global deadline (default 300000)
 *
 * Each shot waits for what it claims to show (with a deadline, no fixed sleeps for content) and fails
 * the run when it does not appear; nothing is written for a shot that failed. Runs are repeatable (two runs
 * differ by a few pixels at most): each shot starts from closed editors, waits for the server's lenses and
 * inlay hints, lets status bar messages expire and scrollbars fade, and the cursor does not blink.
 * Prerequisites as for the offline end-to-end runner: bash scripts/e2e/install-vscode-server.sh.
 * Environment overrides: see lib.js.
 */
const childProcess = require('child_process');
const fs = require('fs');
const path = require('path');
const lib = require('./lib');

const REPO_ROOT = lib.REPO_ROOT;
const SHOWCASE = path.join(REPO_ROOT, 'test', 'e2e', 'fixtures', 'showcase');
const VIEWPORT = { width: 1400, height: 900 };
const STEP_TIMEOUT_MS = 60_000;
const SHOTS = ['diagnostics', 'quickfix', 'hover', 'simulation-panel', 'scenario-panel', 'card-preview'];

/** What the showcase workspace holds (test/e2e/fixtures/showcase). */
const FIXTURE = {
  drafts: 'drafts.card',
  contradictory: 'Sealed Ashen Warden',
  tributeClause: 'tributes 1',
  tributeCard: 'Bellfire Colossus',
  set: 'hollow-court.card',
  semiNomi: 'Ossuary Regent',
  scenarios: 'court-scenarios.card',
  passingScenario: 'The Regent returns after its proper summon',
  failingScenario: 'A discarded Regent cannot be revived',
};

/** Settings for tidy pictures (on top of lib.js's quiet settings). */
function screenshotSettings(theme) {
  return {
    'workbench.colorTheme': theme,
    'workbench.editor.enablePreview': false,
    'workbench.layoutControl.enabled': false,
    'editor.minimap.enabled': false,
    'editor.fontSize': 14,
    'editor.lineHeight': 21,
    'editor.stickyScroll.enabled': false,
    'editor.guides.indentation': false,
    'editor.hover.delay': 100,
    'editor.hover.above': false,
    'editor.lightbulb.enabled': 'on',
    'editor.cursorBlinking': 'solid',
    'editor.occurrencesHighlight': 'off',
    'problems.defaultViewMode': 'tree',
    'workbench.tree.enableStickyScroll': false,
    'chat.agent.enabled': false,
    'workbench.panel.opensMaximized': 'never',
  };
}

function say(message) {
  process.stdout.write(`[screenshots] ${message}\n`);
}

class ShotError extends Error {}

function resolveOptions(argv) {
  const opts = lib.parseArgs(argv, ['no-build', 'help']);
  const only = opts.only
    ? String(opts.only)
        .split(',')
        .map((s) => s.trim().replace(/\.png$/, ''))
        .filter(Boolean)
    : SHOTS;
  for (const name of only) {
    if (!SHOTS.includes(name)) throw new ShotError(`unknown shot ${JSON.stringify(name)}; known: ${SHOTS.join(', ')}`);
  }
  return {
    help: Boolean(opts.help),
    out: path.resolve(opts.out || path.join(REPO_ROOT, 'docs', 'images')),
    only,
    theme: opts.theme || 'Default Dark Modern',
    build: !opts['no-build'],
    timeoutMs: Number(opts.timeout || 300_000),
  };
}

// ------------------------------------------------------------------------------------------ helpers

/** Polls `fn` until it returns something truthy (lib.until), with this script's step time-out. */
const until = (fn, description, timeoutMs = STEP_TIMEOUT_MS) => lib.until(fn, description, timeoutMs, (message) => new ShotError(message));

function delay(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

/** Waits until `fn` returns the same (JSON-equal, truthy) value twice `intervalMs` apart: a settled layout. */
async function settled(fn, description, intervalMs = 300) {
  let previous = JSON.stringify(await fn());
  return until(async () => {
    await delay(intervalMs);
    const now = JSON.stringify(await fn());
    const same = now === previous && now !== 'null' && now !== 'false' && now !== undefined;
    previous = now;
    return same;
  }, description);
}

/** The visible editor of the first editor group (the one holding the .card file). */
function mainEditor(page) {
  return page.locator('.editor-group-container').first().locator('.editor-instance .monaco-editor').first();
}

/** Opens the quick input with `key` (F1, Ctrl+P) and types `text`, retrying while a previous one closes. */
async function quickInput(page, key, text, description) {
  const input = page.locator('.quick-input-widget input').first();
  await until(async () => !(await input.isVisible()), 'the previous quick input to close', 10_000);
  await until(async () => {
    if (!(await input.isVisible())) {
      await page.keyboard.press(key);
      await input.waitFor({ state: 'visible', timeout: 2000 }).catch(() => undefined);
    }
    await input.fill(text, { timeout: 2000 });
    return (await input.inputValue()) === text;
  }, description);
  return input;
}

/** Runs a workbench command through the Command Palette (F1), by its label. */
async function runCommand(page, label) {
  const input = await quickInput(page, 'F1', `>${label}`, 'the Command Palette');
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: label }).first();
  await until(async () => (await row.count()) > 0 && (await row.isVisible()), `the command "${label}" in the Command Palette`);
  await row.click();
  await until(async () => !(await input.isVisible()), 'the Command Palette to close', 10_000);
}

/** Opens a workspace file with Quick Open (Ctrl+P), as a user would. */
async function openFile(page, relativePath) {
  const name = path.posix.basename(relativePath);
  const input = await quickInput(page, 'Control+P', relativePath, 'the Quick Open input');
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first();
  await until(async () => (await row.count()) > 0 && (await row.isVisible()), `"${relativePath}" in the Quick Open list`);
  await row.click();
  await until(async () => !(await input.isVisible()), 'Quick Open to close', 10_000);
  await until(async () => (await page.locator(`.tab.active[aria-label*="${name}"]`).count()) > 0, `an active editor tab for ${name}`);
  await until(async () => (await mainEditor(page).locator('.view-lines').innerText()).trim().length > 0, `${name} to render`);
}

/** Screen box of the `occurrence`-th match of `text` in the rendered lines of `editor` (DOM Range). */
async function textBox(editor, text, occurrence = 0) {
  return editor.locator('.view-lines').evaluate(
    (root, args) => {
      const lines = [...root.querySelectorAll('.view-line')].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
      let seen = 0;
      for (const line of lines) {
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        const nodes = [];
        let full = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          nodes.push({ node, start: full.length });
          full += (node.textContent || '').replace(/\u00a0/g, ' ');
        }
        let index = full.indexOf(args.text);
        while (index >= 0) {
          if (seen++ === args.occurrence) {
            const at = (offset) => {
              const hit = nodes.filter((n) => n.start <= offset).pop();
              return { node: hit.node, offset: offset - hit.start };
            };
            const start = at(index);
            const end = at(index + args.text.length);
            const range = document.createRange();
            range.setStart(start.node, start.offset);
            range.setEnd(end.node, Math.min(end.offset, (end.node.textContent || '').length));
            const r = range.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          }
          index = full.indexOf(args.text, index + 1);
        }
      }
      return null;
    },
    { text, occurrence },
  );
}

/** Clicks into the text of `editor` at `text` (places the cursor there). */
async function clickText(page, editor, text, { offset = 1 } = {}) {
  const box = await until(() => textBox(editor, text), `"${text}" in the editor`);
  await page.mouse.click(box.x + offset, box.y + box.height / 2);
}

/** Hides toasts and closes widgets, so only what a shot is about is on screen. */
async function tidy(page) {
  await page.keyboard.press('Escape');
  const toasts = page.locator('.notifications-toasts .notification-toast');
  if ((await toasts.count()) > 0) await runCommand(page, 'Notifications: Clear All Notifications').catch(() => undefined);
  if ((await page.locator('.notifications-center.visible').count()) > 0) await page.keyboard.press('Escape');
}

async function isSidebarVisible(page) {
  return page.locator('.part.sidebar').first().isVisible();
}

async function setSidebar(page, visible) {
  if ((await isSidebarVisible(page)) === visible) return;
  await runCommand(page, 'View: Toggle Primary Side Bar Visibility');
  await until(async () => (await isSidebarVisible(page)) === visible, `the side bar to be ${visible ? 'shown' : 'hidden'}`, 10_000);
}

async function isPanelVisible(page) {
  return page
    .locator('.part.panel.basepanel')
    .first()
    .isVisible()
    .catch(() => false);
}

async function setPanel(page, visible) {
  if ((await isPanelVisible(page)) === visible) return;
  await runCommand(page, 'View: Toggle Panel Visibility');
  await until(async () => (await isPanelVisible(page)) === visible, `the panel to be ${visible ? 'shown' : 'hidden'}`, 10_000);
}

/**
 * Drags the workbench sash (a split's resize handle) that runs along `at` (a y for a horizontal sash, an
 * x for a vertical one) to `to`, as a user resizes the panel or the editor groups.
 */
async function dragSash(page, orientation, at, to) {
  const sash = await until(
    () =>
      page.evaluate(
        ({ orientation, at }) => {
          const horizontal = orientation === 'horizontal';
          const found = [...document.querySelectorAll(`.monaco-workbench .monaco-sash.${orientation}:not(.disabled)`)]
            .filter((el) => !el.closest('.monaco-resizable-hover'))
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0 && r.height > 0)
            .map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2, length: horizontal ? r.width : r.height }))
            .filter((c) => Math.abs((horizontal ? c.y : c.x) - at) <= 6)
            .sort((a, b) => b.length - a.length);
          return found[0] || null;
        },
        { orientation, at },
      ),
    `a ${orientation} sash at ${Math.round(at)}`,
    10_000,
  );
  await page.mouse.move(sash.x, sash.y);
  await page.mouse.down();
  if (orientation === 'horizontal') await page.mouse.move(sash.x, to, { steps: 8 });
  else await page.mouse.move(to, sash.y, { steps: 8 });
  await page.mouse.up();
}

/** The code lens titled `title` (prefix) above the declaration on the line holding `declaration`. */
async function codeLensFor(page, editor, title, declaration) {
  return until(async () => {
    // Measured on every try: lenses arriving insert lines and move the declaration down.
    const target = await textBox(editor, declaration);
    if (!target) return null;
    const lenses = editor.locator('.codelens-decoration a', { hasText: title });
    let best = null;
    for (let i = 0; i < (await lenses.count()); i++) {
      const box = await lenses.nth(i).boundingBox();
      if (!box) continue;
      const distance = target.y - box.y;
      // The lens is on its own line directly above the declaration's line.
      if (distance > 0 && distance < 3 * target.height && (!best || distance < best.distance)) best = { lens: lenses.nth(i), distance };
    }
    return best && best.lens;
  }, `a "${title}" code lens above ${declaration}`);
}

/** The (inner) frame of the webview panel whose tab title starts with `titlePrefix`. */
async function webviewFrame(page, titlePrefix, mustContain) {
  await until(async () => (await page.locator(`.tab[aria-label^="${titlePrefix}"]`).count()) > 0, `an editor tab "${titlePrefix}..."`);
  return until(
    async () => {
      for (const frame of page.frames()) {
        if (frame === page.mainFrame()) continue;
        const text = await frame.evaluate(() => (document.getElementById('timeline') ? document.body.innerText : '')).catch(() => '');
        if (text && mustContain.every((t) => text.includes(t))) return frame;
      }
      return null;
    },
    `the webview "${titlePrefix}" to show ${mustContain.map((t) => JSON.stringify(t)).join(', ')}`,
  );
}

async function save(page, options, name, written, { keepMouse = false } = {}) {
  fs.mkdirSync(options.out, { recursive: true });
  const file = path.join(options.out, `${name}.png`);
  if (!keepMouse) await page.mouse.move(0, 0).catch(() => undefined);
  // Let transient things go, so every run gives the same picture: scrollbars fade out (a CSS transition)
  // after the mouse left them, and progress bars run while something loads.
  await until(
    () =>
      page.evaluate((mouseStays) => {
        const scrollbarShown = [...document.querySelectorAll('.monaco-workbench .monaco-scrollable-element > .scrollbar')].some(
          (el) => el.classList.contains('visible') || Number(window.getComputedStyle(el).opacity) > 0,
        );
        const busy = [...document.querySelectorAll('.monaco-workbench .monaco-progress-container.active')].some((el) => el.offsetParent !== null);
        return !busy && (mouseStays || !scrollbarShown);
      }, keepMouse),
    'scrollbars to fade and progress bars to stop',
    5000,
  ).catch(() => say(`note: ${name}.png taken with a scrollbar or a progress bar still showing`));
  await page.screenshot({ path: file });
  written.push(file);
  say(`saved ${path.relative(process.cwd(), file) || file}`);
}

/** Waits until the editor's breadcrumbs name `symbol` (they follow the cursor, a little later). */
async function breadcrumbsShow(page, symbol) {
  const crumbs = page.locator('.editor-group-container').first().locator('.breadcrumbs-control').first();
  await until(async () => (await crumbs.innerText()).includes(symbol), `the breadcrumbs to show ${symbol}`, 10_000);
}

/** Whether the extension contributes inlay hints (then the shots wait for them, so every run shows them). */
function hasInlayHints() {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  return Boolean(manifest.contributes?.configuration?.properties?.['cardscript.inlayHints.enabled']);
}

/**
 * Waits until the server's decorations of the active file have arrived (code lenses; inlay hints when
 * `hints` and the extension has them) and the rendered text has stopped changing.
 */
async function editorReady(page, editor, { hints = false } = {}) {
  await until(async () => (await editor.locator('.codelens-decoration a').count()) > 0, 'code lenses (the extension is active)');
  if (hints && hasInlayHints()) {
    // Monaco renders inlay hints as injected text: spans with a generated "dyn-rule" class.
    await until(
      () => editor.locator('.view-lines span[class*="dyn-rule"]').evaluateAll((spans) => spans.some((el) => el.textContent.trim() !== '')),
      'inlay hints in the editor',
    );
  }
  await settled(() => editor.locator('.view-lines').innerText(), 'the editor text to settle', 400);
}

/** Closes every editor (and so every extra group), so each shot starts from a clean editor area. */
async function closeAllEditors(page) {
  if ((await page.locator('.editor-group-container .tab').count()) === 0) return;
  await runCommand(page, 'View: Close All Editors');
  await until(async () => (await page.locator('.editor-group-container .tab').count()) === 0, 'all editors to close', 10_000);
}

/**
 * The start of every shot: no editors (so no extra groups), no panel, the side bar as the shot wants it,
 * then `file` opened with Quick Open and its editor ready (after at least `errors` error squiggles where
 * the shot shows them). Resolves to that editor.
 */
async function openForShot(page, file, { sidebar, hints = true, errors = 0 }) {
  await closeAllEditors(page);
  await setPanel(page, false);
  await setSidebar(page, sidebar);
  await openFile(page, file);
  const editor = mainEditor(page);
  if (errors > 0) await until(async () => (await editor.locator('.squiggly-error').count()) >= errors, `${errors} error squiggles in ${file}`);
  await editorReady(page, editor, { hints });
  return editor;
}

// -------------------------------------------------------------------------------------------- shots

async function waitForWorkbench(page) {
  const editor = mainEditor(page);
  await until(
    async () => (await page.locator(`.tab[aria-label*="${FIXTURE.drafts}"]`).count()) > 0 && editor.isVisible(),
    `an editor tab for ${FIXTURE.drafts}`,
  );
  await until(async () => (await page.locator('[id="status.editor.mode"]').first().innerText()).trim() === 'CardScript', 'the language mode CardScript');
  await until(async () => (await editor.locator('.codelens-decoration a').count()) > 0, 'code lenses (the extension is active)');
}

async function shotDiagnostics(page, options, written) {
  // No side bar: the Problems panel gets the whole width, so its messages are not cut.
  const editor = await openForShot(page, FIXTURE.drafts, { sidebar: false, errors: 2 });
  // The Problems panel, opened from the status bar as a user would.
  await page.locator('[id="status.problems"]').first().click();
  const rows = page.locator('.markers-panel .monaco-list-row');
  await until(async () => {
    const text = (await rows.allInnerTexts()).join('\n');
    return /CS0201/.test(text) && /CS0302/.test(text);
  }, 'CS0201 and CS0302 in the Problems panel');
  // Related information ("the other clause") are child rows of a marker: expand the ones that have them.
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    if ((await row.getAttribute('aria-expanded')) === 'false') await row.locator('.monaco-tl-twistie').click();
  }
  // One row for the file, one per diagnostic, and their related locations ("the other clause") below them.
  await until(async () => (await rows.count()) >= 5, 'the related locations of the diagnostics ("the other clause")', 10_000);
  // Make the panel just tall enough for its rows, so the editor shows both cards.
  const rowCount = await rows.count();
  const rowHeight = (await rows.first().boundingBox()).height;
  const panel = await page.locator('.part.panel.basepanel').first().boundingBox();
  const statusBar = await page.locator('.part.statusbar').first().boundingBox();
  const header = (await page.locator('.markers-panel').first().boundingBox()).y - panel.y;
  const wanted = Math.ceil(header + rowCount * rowHeight + 24);
  await dragSash(page, 'horizontal', panel.y, statusBar.y - wanted);
  await clickText(page, editor, 'cannot special summon');
  await page.keyboard.press('Home');
  await breadcrumbsShow(page, FIXTURE.contradictory);
  await until(async () => (await editor.locator('.squiggly-error').count()) >= 2 && textBox(editor, FIXTURE.tributeClause), 'both squiggles on screen', 10_000);
  await tidy(page);
  await settled(async () => (await rows.allInnerTexts()).join('\n'), 'the Problems panel to settle');
  await save(page, options, 'diagnostics', written);
}

async function shotHover(page, options, written) {
  const editor = await openForShot(page, FIXTURE.set, { sidebar: true });
  const name = `"${FIXTURE.semiNomi}"`;
  const hover = page.locator('.monaco-hover:not(.hidden)').first();
  const pointAtName = async () => {
    const box = await textBox(editor, name);
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 6 });
    return box;
  };
  let seen = '';
  await until(async () => {
    const gutter = await editor.locator('.margin').boundingBox();
    const box = await textBox(editor, name);
    if (!box) return false;
    await page.mouse.move(gutter ? gutter.x + 2 : box.x - 40, box.y + box.height / 2);
    await pointAtName();
    try {
      await hover.waitFor({ state: 'visible', timeout: 2000 });
    } catch {
      return false;
    }
    await settled(async () => {
      const t = (await hover.innerText()).trim();
      return /Loading/.test(t) ? null : t;
    }, 'the hover to finish loading');
    seen = await hover.innerText();
    return /Semi-Nomi/.test(seen) && /Monster Reborn/.test(seen);
  }, `a hover over ${name} with "Semi-Nomi" and "Monster Reborn"`).catch((err) => {
    throw new ShotError(`${err.message}; hover seen: ${JSON.stringify(seen)}`);
  });
  // Fully visible: the hover has a maximum height and scrolls beyond it, so drag its bottom edge
  // down as a user would (the workbench keeps that size), then point at the name again.
  const geometry = () =>
    hover.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const overflow = Math.max(
        0,
        ...[...el.querySelectorAll('.monaco-scrollable-element, .monaco-hover-content, .hover-contents')].map((s) => s.scrollHeight - s.clientHeight),
      );
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, overflow, vw: window.innerWidth, vh: window.innerHeight };
    });
  for (let attempt = 0; attempt < 4 && (await geometry()).overflow > 1; attempt++) {
    const { overflow } = await geometry();
    const sash = await page.evaluate(() => {
      const sashes = [...document.querySelectorAll('.monaco-resizable-hover .monaco-sash.horizontal:not(.disabled)')].map((s) => s.getBoundingClientRect());
      const south = sashes.sort((a, b) => b.y - a.y)[0];
      return south ? { x: south.x + south.width / 2, y: south.y + south.height / 2 } : null;
    });
    if (!sash) break;
    await page.mouse.move(sash.x, sash.y);
    await page.mouse.down();
    await page.mouse.move(sash.x, sash.y + overflow + 8, { steps: 8 });
    await page.mouse.up();
  }
  // Back to the name through the hover (which is sticky), so no copy button or sash highlight shows.
  const hoverBox = await hover.boundingBox();
  if (hoverBox) await page.mouse.move(hoverBox.x + 60, hoverBox.y + 20, { steps: 6 });
  await pointAtName();
  await settled(geometry, 'the hover to settle');
  const final = await geometry();
  if (final.top < 0 || final.left < 0 || final.bottom > final.vh || final.right > final.vw || final.overflow > 1) {
    throw new ShotError(`the hover is not fully visible: ${JSON.stringify(final)}`);
  }
  if (!/Semi-Nomi/.test(await hover.innerText())) throw new ShotError('the hover closed while it was resized');
  // The card thumbnail under the text (a data: SVG image, which VS Code's hover renders).
  const images = await hover
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => ({ data: (img.getAttribute('src') || '').startsWith('data:image/svg+xml'), width: img.naturalWidth })));
  if (!images.some((image) => image.data && image.width > 0)) say(`note: no card thumbnail drawn in the hover: ${JSON.stringify(images)}`);
  await save(page, options, 'hover', written, { keepMouse: true });
  await page.keyboard.press('Escape');
}

/** Gives the second editor group (the webview panel) `width` pixels, the first group the rest. */
async function widenSecondGroup(page, width) {
  const groups = page.locator('.editor-group-container');
  await until(async () => (await groups.count()) === 2, 'the panel in a second editor group', 10_000);
  const first = await groups.nth(0).boundingBox();
  const second = await groups.nth(1).boundingBox();
  const edge = first.x + first.width;
  await dragSash(page, 'vertical', edge, second.x + second.width - width);
  await until(async () => Math.abs((await groups.nth(1).boundingBox()).width - width) < 12, `the panel to be ${width} px wide`, 10_000);
}

/** Clicks the timeline entry of the panel whose label contains `label`, then scrolls the page to the top. */
async function selectStep(frame, label) {
  const item = frame.locator('#timeline li', { hasText: label }).first();
  await item.click();
  await until(async () => (await item.getAttribute('class')).includes('selected'), `"${label}" to be selected in the panel`, 10_000);
  await frame.evaluate(() => window.scrollTo(0, 0));
}

const PANEL_WIDTH = 800;
const LINE_HEIGHT = 21; // editor.lineHeight in screenshotSettings

async function shotSimulation(page, options, written) {
  const editor = await openForShot(page, FIXTURE.set, { sidebar: false });
  const lens = await codeLensFor(page, editor, 'Simulate summon', `monster "${FIXTURE.semiNomi}"`);
  await lens.click();
  let frame = await webviewFrame(page, `Simulate: ${FIXTURE.semiNomi}`, ['✓', '✗']);
  await widenSecondGroup(page, PANEL_WIDTH);
  frame = await webviewFrame(page, `Simulate: ${FIXTURE.semiNomi}`, ['✓', '✗']);
  // The route that makes it "properly summoned": the board shows it on the field, its cost banished.
  await selectStep(frame, 'by its procedure');
  await until(async () => /properly summoned/.test(await frame.locator('#board').innerText()), 'the board to show the properly summoned monster', 10_000);
  // The panel revealed the monster's line (cursor on "monster": every "monster" highlighted); put the
  // cursor on the empty line above the lens instead.
  const header = await until(() => textBox(editor, 'set "The Hollow Court"'), 'the set header in the editor', 10_000);
  await page.mouse.click(header.x + 4, header.y + header.height / 2 + LINE_HEIGHT);
  await until(
    async () => /Simulate summon ·/.test((await editor.locator('.codelens-decoration').allInnerTexts()).join('\n')),
    'the lens title to show the outcome',
    15_000,
  ).catch(() => undefined);
  // The run's status bar message lasts 5 s; let it go so every run of this script shows the same bar.
  const message = page.locator('.part.statusbar .statusbar-item', { hasText: 'legal of' });
  await until(async () => (await message.count()) === 0, 'the status bar message of the run to go', 15_000).catch(() => undefined);
  await tidy(page);
  await settled(() => frame.evaluate(() => document.body.innerText), 'the simulation panel to settle');
  await save(page, options, 'simulation-panel', written);
}

async function shotScenario(page, options, written) {
  const editor = await openForShot(page, FIXTURE.scenarios, { sidebar: false, hints: false });
  // Run the passing scenario first, then the failing one: both lens titles then show their outcome.
  const passing = await codeLensFor(page, editor, 'Run scenario', `scenario "${FIXTURE.passingScenario}"`);
  await passing.click();
  await webviewFrame(page, `Scenario: ${FIXTURE.passingScenario}`, ['✓']);
  // Its status bar message ("... passed.") lasts 5 s: let it go, so it is not mistaken for the next run's.
  const passedMessage = page.locator('.part.statusbar .statusbar-item', { hasText: 'passed.' });
  await until(async () => (await passedMessage.count()) === 0, 'the status bar message of the passing run to go', 15_000).catch(() => undefined);
  const lens = await codeLensFor(page, editor, 'Run scenario', `scenario "${FIXTURE.failingScenario}"`);
  await lens.click();
  const frame = await webviewFrame(page, `Scenario: ${FIXTURE.failingScenario}`, ['✗', 'Expectation failed']);
  if ((await page.locator('.editor-group-container').count()) === 2) {
    const width = (await page.locator('.editor-group-container').nth(1).boundingBox()).width;
    if (Math.abs(width - PANEL_WIDTH) > 12) await widenSecondGroup(page, PANEL_WIDTH);
  }
  await until(async () => (await editor.locator('.squiggly-error, .squiggly-warning').count()) > 0, 'the failed expectation as a diagnostic in the editor');
  await selectStep(frame, 'Monster Reborn');
  await until(
    async () => /failed/.test((await editor.locator('.codelens-decoration').allInnerTexts()).join('\n')),
    'the lens title to show the failure',
    15_000,
  ).catch(() => undefined);
  await tidy(page);
  await settled(() => frame.evaluate(() => document.body.innerText), 'the scenario panel to settle');
  await save(page, options, 'scenario-panel', written);
}

async function shotQuickFix(page, options, written) {
  const editor = await openForShot(page, FIXTURE.drafts, { sidebar: true, errors: 2 });
  await clickText(page, editor, FIXTURE.tributeClause, { offset: 2 });
  await page.mouse.move(700, 850);
  await breadcrumbsShow(page, FIXTURE.tributeCard);
  const menu = page.locator('.action-widget').first();
  const text = await until(async () => {
    if (!(await menu.isVisible().catch(() => false))) {
      await page.keyboard.press('Control+.');
      await menu.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
    }
    const shown = (await menu.isVisible().catch(() => false)) ? await menu.innerText() : '';
    return /tribute/i.test(shown) ? shown : '';
  }, 'the quick fix menu on the Tribute count');
  say(`quick fixes: ${text.replace(/\s+/g, ' ').trim()}`);
  await save(page, options, 'quickfix', written, { keepMouse: true });
  await page.keyboard.press('Escape');
}

/** The Preview webview's frame once it has drawn `name` (its <img> loaded, with a size). */
async function previewFrame(page, name) {
  await until(async () => (await page.locator(`.tab[aria-label^="Preview: ${name}"]`).count()) > 0, `an editor tab "Preview: ${name}"`);
  return until(async () => {
    for (const frame of page.frames()) {
      if (frame === page.mainFrame()) continue;
      const drawn = await frame
        .evaluate((wanted) => {
          const img = document.getElementById('card');
          return Boolean(img && !img.hidden && img.complete && img.naturalWidth > 0 && img.alt === wanted);
        }, name)
        .catch(() => false);
      if (drawn) return frame;
    }
    return null;
  }, `the Preview to draw ${name}`);
}

async function shotCardPreview(page, options, written) {
  const editor = await openForShot(page, FIXTURE.set, { sidebar: false });
  await clickText(page, editor, 'race Fiend');
  await breadcrumbsShow(page, FIXTURE.semiNomi);
  // The editor title bar's button, as a user opens it.
  const button = page.locator('.editor-group-container').first().locator('.editor-actions .action-item a[aria-label^="Preview Card"]').first();
  await until(async () => (await button.count()) > 0 && (await button.isVisible()), 'the "Preview Card" button in the editor title bar');
  await button.click();
  await previewFrame(page, FIXTURE.semiNomi);
  await widenSecondGroup(page, 520);
  const frame = await previewFrame(page, FIXTURE.semiNomi);
  await tidy(page);
  await settled(() => frame.evaluate(() => document.body.innerText), 'the Preview to settle');
  await save(page, options, 'card-preview', written);
}

const SHOT_FUNCTIONS = {
  diagnostics: shotDiagnostics,
  hover: shotHover,
  'simulation-panel': shotSimulation,
  'scenario-panel': shotScenario,
  quickfix: shotQuickFix,
  'card-preview': shotCardPreview,
};

// --------------------------------------------------------------------------------------------- main

function build() {
  say('building the extension (node esbuild.js)');
  const result = childProcess.spawnSync(process.execPath, [path.join(REPO_ROOT, 'esbuild.js')], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new ShotError(`the build failed (exit ${result.status}${result.error ? `, ${result.error.message}` : ''})`);
}

async function run(options) {
  const prereqs = lib.findPrerequisites();
  if (options.build) build();
  lib.checkExtension(REPO_ROOT);
  const tempRoot = lib.makeTempRoot('screenshots');
  const dirs = lib.makeServerDirs(tempRoot, screenshotSettings(options.theme));
  const workspace = lib.copyWorkspace(SHOWCASE, tempRoot);

  let server;
  let browser;
  let timer;
  let ok = false;
  const written = [];
  const started = Date.now();
  try {
    server = await lib.startServer(prereqs, dirs);
    const launched = await lib.launchBrowser(prereqs, { viewport: VIEWPORT, tmpDir: dirs.tmp });
    browser = launched.browser;
    const { page } = launched;
    lib.recordBrowserConsole(page, path.join(dirs.logs, 'browser-console.log'));
    const payload = [
      ['extensionDevelopmentPath', lib.remoteUri(server, REPO_ROOT)],
      ['openFile', lib.remoteUri(server, path.join(workspace, FIXTURE.drafts))],
    ];
    const url = lib.workbenchUrl(server, workspace, payload);
    say(`opening ${url}`);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new ShotError(`global timeout: the screenshots were not done within ${options.timeoutMs} ms`)), options.timeoutMs);
    });
    const shoot = async () => {
      await waitForWorkbench(page);
      for (const name of SHOTS.filter((s) => options.only.includes(s))) {
        say(`${name}.png`);
        await SHOT_FUNCTIONS[name](page, options, written);
      }
    };
    await Promise.race([shoot(), timeout]);
    say(`${written.length} screenshot(s) in ${path.relative(process.cwd(), options.out) || options.out} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    ok = true;
    return 0;
  } catch (err) {
    await lib.failureScreenshot(browser, path.join(dirs.logs, 'screenshots-failure.png'), say);
    lib.reportLogs(dirs);
    throw err;
  } finally {
    await lib.endSession({ timer, browser, server });
    if (ok) lib.removeTemp(tempRoot);
  }
}

const main = lib.scriptMain(__filename, resolveOptions, run);

lib.runAsScript(
  module,
  'screenshots',
  () => main(process.argv.slice(2)),
  (err) => (err instanceof ShotError || err instanceof lib.PrerequisiteError ? err.message : err.stack || err.message),
);

module.exports = { main, resolveOptions };
