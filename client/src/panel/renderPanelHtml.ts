import { revealInvisibles } from '../../../server/src/core/text/markdown';
import type { PanelModel } from '../../../server/src/simulation/panelModel';
import { jsonForScriptElement, renderWebviewPage } from '../webview/webviewPage';

/**
 * The simulation panel's HTML. Pure (no `vscode` import) so tests can check it.
 * Security (docs/security.md): card names come from user files, so nothing card-derived is ever parsed as HTML.
 * The model travels as JSON in a non-executable script element with every `<` escaped, and the page's
 * script (allowed only by its nonce under the CSP of webview/webviewPage.ts) builds the DOM with textContent.
 */
export function renderPanelHtml(model: PanelModel, nonce: string, cspSource: string): string {
  // Card names are shown as text, and their bidi controls and zero-width characters as <U+202E>.
  const data = jsonForScriptElement(model, (_key, value: unknown) => (typeof value === 'string' ? revealInvisibles(value) : value));
  return renderWebviewPage({
    title: 'CardScript simulation',
    nonce,
    cspSource,
    css: PANEL_CSS,
    body: `<header id="header"></header>
<main>
  <ol id="timeline" aria-label="Steps"></ol>
  <section id="board" aria-label="Board"></section>
</main>
<script type="application/json" id="model">${data}</script>`,
    script: PANEL_SCRIPT,
  });
}

const PANEL_CSS = `
body { font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); color: var(--vscode-foreground);
  background: var(--vscode-editor-background); margin: 0; padding: 12px; }
header { display: flex; align-items: baseline; gap: 12px; margin-bottom: 12px; }
header h1 { font-size: 1.3em; margin: 0; }
.badge { padding: 2px 8px; border-radius: 10px; font-weight: 600; }
.pass { background: var(--vscode-testing-iconPassed, #388a34); color: var(--vscode-editor-background); }
.fail { background: var(--vscode-testing-iconFailed, #c72e0f); color: var(--vscode-editor-background); }
.info { background: var(--vscode-badge-background); color: var(--vscode-badge-foreground); }
main { display: grid; grid-template-columns: minmax(260px, 38%) 1fr; gap: 16px; }
#timeline { list-style: none; padding: 0; margin: 0; }
#timeline li { border-left: 3px solid var(--vscode-panel-border); padding: 6px 8px; margin-bottom: 4px; cursor: pointer; }
#timeline li.legal { border-left-color: var(--vscode-testing-iconPassed, #388a34); }
#timeline li.illegal { border-left-color: var(--vscode-testing-iconFailed, #c72e0f); }
#timeline li.selected { background: var(--vscode-list-activeSelectionBackground); color: var(--vscode-list-activeSelectionForeground); }
#timeline li:hover { background: var(--vscode-list-hoverBackground); }
#timeline li:focus { outline: 1px solid var(--vscode-focusBorder); }
.step-head { display: flex; gap: 6px; align-items: baseline; }
.mark { font-weight: 700; width: 1.2em; }
.legal .mark { color: var(--vscode-testing-iconPassed, #388a34); }
.illegal .mark { color: var(--vscode-testing-iconFailed, #c72e0f); }
.edopro { margin-top: 2px; font-size: 0.92em; }
.edopro-label { opacity: 0.8; }
.edopro-verdict.legal { color: var(--vscode-testing-iconPassed, #388a34); }
.edopro-verdict.illegal { color: var(--vscode-testing-iconFailed, #c72e0f); }
.edopro-verdict.not-asked, .edopro-why { opacity: 0.75; }
.edopro-why { font-size: 0.9em; }
#timeline li.disagree { outline: 2px solid var(--vscode-editorWarning-foreground, #cca700); }
#timeline li.disagree .edopro-agreement { color: var(--vscode-editorWarning-foreground, #cca700); font-weight: 700; }
.edopro-note { margin: -6px 0 10px 0; }
.code { font-family: var(--vscode-editor-font-family); background: var(--vscode-textCodeBlock-background); padding: 0 4px; border-radius: 3px; }
.reason { opacity: 0.85; margin-top: 2px; }
.expect-failed { color: var(--vscode-errorForeground); font-weight: 600; }
.expect-met { color: var(--vscode-testing-iconPassed, #388a34); }
.side { border: 1px solid var(--vscode-panel-border); border-radius: 6px; padding: 8px; margin-bottom: 10px; }
.side h2 { font-size: 1em; margin: 0 0 6px 0; display: flex; justify-content: space-between; }
.zones { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; margin-bottom: 6px; }
.zone { min-height: 54px; border: 1px dashed var(--vscode-panel-border); border-radius: 4px; padding: 4px; font-size: 0.9em; }
.zone.pendulum { border-color: var(--vscode-charts-green, #388a34); }
.zone.emz { border-color: var(--vscode-charts-purple, #b180d7); border-style: solid; }
.zone-caption { font-size: 0.75em; opacity: 0.75; margin-bottom: 2px; }
.extra-monsters { margin: 0 8px 10px 8px; }
.faceup { font-size: 0.85em; opacity: 0.8; }
.card { border: 1px solid var(--vscode-focusBorder); border-radius: 4px; padding: 3px; background: var(--vscode-editorWidget-background); overflow-wrap: anywhere; }
.card.defense { border-style: double; }
.card.facedown { opacity: 0.7; font-style: italic; }
.proper { display: inline-block; margin-top: 2px; font-size: 0.8em; color: var(--vscode-charts-yellow, #cca700); }
.piles { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; }
.pile h3 { font-size: 0.85em; margin: 0 0 2px 0; opacity: 0.8; }
.pile ul { margin: 0; padding-left: 14px; font-size: 0.85em; }
.empty { opacity: 0.6; }
`;

/** Runs in the webview. Builds every node with textContent: card names are never parsed as HTML. */
const PANEL_SCRIPT = `
(function () {
  const vscode = acquireVsCodeApi();
  const model = JSON.parse(document.getElementById('model').textContent);
  const el = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = String(text);
    return node;
  };
  const header = document.getElementById('header');
  header.appendChild(el('h1', '', model.title));
  const failed = model.steps.filter((s) => s.expectationMet === false).length;
  if (model.passed === true) header.appendChild(el('span', 'badge pass', 'passed'));
  else if (model.passed === false) header.appendChild(el('span', 'badge fail', failed + ' expectation(s) failed'));
  const legal = model.steps.filter((s) => s.legal).length;
  header.appendChild(el('span', 'badge info', legal + ' legal / ' + (model.steps.length - legal) + ' illegal'));
  // EDOPro's verdicts beside ours (setting cardscript.simulation.edoproReferee): the header says how many
  // routes it was asked and whether any disagree, or why it was not asked.
  if (model.edopro) {
    const disagree = model.steps.filter((s) => s.edopro && s.edopro.disagrees).length;
    const badge = el('span', 'badge ' + (!model.edopro.shown ? 'info' : disagree > 0 ? 'fail' : 'pass'), disagree > 0 ? disagree + ' disagreement(s) with EDOPro' : model.edopro.shown ? 'EDOPro agrees' : 'EDOPro not asked');
    badge.id = 'edopro-badge';
    header.appendChild(badge);
    const note = el('p', 'reason edopro-note', model.edopro.note);
    note.id = 'edopro-note';
    header.after(note);
  }

  const timeline = document.getElementById('timeline');
  const board = document.getElementById('board');
  let selected = -1;
  model.steps.forEach((step, index) => {
    const item = el('li', step.legal ? 'legal' : 'illegal');
    item.tabIndex = 0;
    item.dataset.index = String(index);
    const head = el('div', 'step-head');
    head.appendChild(el('span', 'mark', step.legal ? '\\u2713' : '\\u2717'));
    head.appendChild(el('span', 'label', step.label));
    item.appendChild(head);
    const verdict = el('div', 'reason');
    verdict.appendChild(el('span', '', step.legal ? 'Legal' : 'Illegal'));
    if (step.code) { verdict.appendChild(document.createTextNode(' ')); verdict.appendChild(el('span', 'code', step.code)); }
    item.appendChild(verdict);
    if (step.edopro) item.appendChild(edoproNode(step, item));
    if (step.reason) item.appendChild(el('div', 'reason', step.reason));
    if (step.expectationMet === false) item.appendChild(el('div', 'expect-failed', 'Expectation failed'));
    if (step.expectationMet === true) item.appendChild(el('div', 'expect-met', 'Expectation met'));
    const choose = () => select(index, true);
    item.addEventListener('click', choose);
    item.addEventListener('keydown', (event) => { if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); choose(); } });
    timeline.appendChild(item);
  });

  /** EDOPro's verdict on the route, beside ours; a disagreement is marked on the route. */
  function edoproNode(step, item) {
    const verdict = step.edopro;
    const line = el('div', 'edopro');
    line.appendChild(el('span', 'edopro-label', 'EDOPro: '));
    if (verdict.legal === null) {
      // "not asked: <why>" (or "not exported: <why>"): never a verdict EDOPro did not give.
      line.appendChild(el('span', 'edopro-verdict not-asked', verdict.note || 'not asked'));
      return line;
    } else {
      line.appendChild(el('span', 'edopro-verdict ' + (verdict.legal ? 'legal' : 'illegal'), verdict.legal ? 'Legal' : 'Illegal'));
      line.appendChild(el('span', 'edopro-agreement', verdict.disagrees ? ' \u2260 disagrees with ours' : ' = agrees'));
    }
    if (verdict.disagrees) item.classList.add('disagree');
    if (verdict.note) line.appendChild(el('div', 'edopro-why', verdict.note));
    return line;
  }

  function cardNode(card) {
    const classes = ['card'];
    if (card.position === 'defense') classes.push('defense');
    if (!card.faceUp) classes.push('facedown');
    const node = el('div', classes.join(' '));
    node.appendChild(el('div', '', card.name));
    const detail = card.faceUp ? (card.position === 'defense' ? 'face-up Defense' : card.position === 'attack' ? 'face-up Attack' : 'face-up') : 'face-down';
    node.appendChild(el('div', 'reason', detail));
    if (card.properlySummoned) node.appendChild(el('span', 'proper', '\\u2605 properly summoned'));
    node.title = card.name;
    return node;
  }

  // The field as the game lays it out (Master Rule, April 2020 revision): per player 5 Main Monster Zones
  // and 5 Spell & Trap Zones whose leftmost and rightmost are the Pendulum Zones; the 2 shared Extra
  // Monster Zones between the two fields. The opponent's field is seen from across the table: their rows
  // in the other order and each row mirrored, so their left zone is on our right.
  function zoneNode(card, label, caption) {
    const zone = el('div', 'zone');
    zone.setAttribute('aria-label', label);
    if (caption) zone.appendChild(el('div', 'zone-caption', caption));
    if (card) zone.appendChild(cardNode(card)); else zone.appendChild(el('span', 'empty', 'empty'));
    return zone;
  }

  function monsterRow(player, mirrored) {
    const row = el('div', 'zones monsters');
    row.setAttribute('aria-label', 'Main Monster Zones');
    const cells = player.monsters.map((card, i) => zoneNode(card, 'Main Monster Zone ' + (i + 1), ''));
    for (const cell of mirrored ? cells.reverse() : cells) row.appendChild(cell);
    return row;
  }

  function spellRow(player, mirrored) {
    const row = el('div', 'zones spells');
    row.setAttribute('aria-label', 'Spell & Trap Zones');
    const last = player.spells.length - 1;
    const scales = player.pendulumScales || [null, null];
    const cells = player.spells.map((card, i) => {
      if (i !== 0 && i !== last) return zoneNode(card, 'Spell & Trap Zone ' + (i + 1), '');
      const side = i === 0 ? 'left' : 'right';
      const scale = scales[i === 0 ? 0 : 1];
      const caption = 'Pendulum Zone' + (scale !== null ? ' \u00b7 Scale ' + scale : '');
      const cell = zoneNode(card, 'Pendulum Zone (' + side + ')', caption);
      cell.classList.add('pendulum');
      return cell;
    });
    for (const cell of mirrored ? cells.reverse() : cells) row.appendChild(cell);
    return row;
  }

  /** The shared row, seen from your side: your left Extra Monster Zone is your opponent's right one. */
  function extraMonsterRow(state) {
    const mine = state.you.extraMonsters || [null, null];
    const theirs = state.opponent.extraMonsters || [null, null];
    const row = el('div', 'zones extra-monsters');
    row.setAttribute('aria-label', 'Extra Monster Zones');
    for (let column = 0; column < 5; column++) {
      if (column !== 1 && column !== 3) { row.appendChild(el('div', 'gap')); continue; }
      const left = column === 1;
      const yours = mine[left ? 0 : 1];
      const opponents = theirs[left ? 1 : 0];
      const caption = 'Extra Monster Zone' + (yours ? ' \u00b7 yours' : opponents ? ' \u00b7 opponent\u2019s' : '');
      const cell = zoneNode(yours || opponents, 'Extra Monster Zone (' + (left ? 'left' : 'right') + ')', caption);
      cell.classList.add('emz');
      row.appendChild(cell);
    }
    return row;
  }

  function pilesNode(player) {
    const piles = el('div', 'piles');
    for (const [label, cards] of [['Hand', player.hand], ['Deck', player.deck], ['Extra Deck', player.extra], ['GY', player.graveyard], ['Banished', player.banished]]) {
      const pile = el('div', 'pile');
      const faceUp = label === 'Extra Deck' ? cards.filter((c) => c.faceUp).length : 0;
      pile.appendChild(el('h3', '', label + ' (' + cards.length + (faceUp > 0 ? ', ' + faceUp + ' face-up' : '') + ')'));
      const list = el('ul');
      for (const card of cards.slice(0, 12)) {
        const li = el('li', '', card.name);
        if (label === 'Extra Deck' && card.faceUp) li.appendChild(el('span', 'faceup', ' (face-up)'));
        if (card.properlySummoned) li.appendChild(el('span', 'proper', ' \u2605'));
        list.appendChild(li);
      }
      if (cards.length > 12) list.appendChild(el('li', 'empty', '+' + (cards.length - 12) + ' more'));
      pile.appendChild(list);
      piles.appendChild(pile);
    }
    return piles;
  }

  function sideNode(title, player, opponent) {
    const side = el('div', 'side');
    side.setAttribute('aria-label', title);
    const h = el('h2');
    h.appendChild(el('span', '', title));
    const summons = player.normalSummonLimit !== undefined ? ' \u00b7 Normal Summons ' + player.normalSummonsUsed + '/' + player.normalSummonLimit : '';
    h.appendChild(el('span', '', 'LP ' + player.lp + summons));
    side.appendChild(h);
    const rows = [monsterRow(player, opponent), spellRow(player, opponent), pilesNode(player)];
    for (const row of opponent ? rows.reverse() : rows) side.appendChild(row);
    return side;
  }

  function showBoard(state, caption) {
    board.textContent = '';
    if (!state) { board.appendChild(el('p', 'empty', 'No board for this step.')); return; }
    board.appendChild(el('p', 'reason', caption + ' \u00b7 Turn ' + state.turn + ' \u00b7 ' + state.phase));
    if (state.chain && state.chain.length > 0) {
      const chain = el('p', 'reason', 'Chain: ');
      state.chain.forEach((link, i) => chain.appendChild(el('span', 'code', (i ? ' ' : '') + link.link + '. ' + link.card + ' (' + link.player + ')' + (link.negated ? ' negated' : ''))));
      board.appendChild(chain);
    }
    if (state.pendingSummon && state.pendingSummon.length > 0) {
      board.appendChild(el('p', 'reason', 'In the summon negation window: ' + state.pendingSummon.join(', ')));
    }
    board.appendChild(sideNode('Opponent', state.opponent, true));
    board.appendChild(extraMonsterRow(state));
    board.appendChild(sideNode('You', state.you, false));
  }

  function select(index, reveal) {
    const items = timeline.children;
    if (selected >= 0 && items[selected]) items[selected].classList.remove('selected');
    selected = index;
    items[index].classList.add('selected');
    const step = model.steps[index];
    showBoard(step.board || model.initialBoard, 'After: ' + step.label);
    if (reveal && step.line !== null) vscode.postMessage({ type: 'reveal', line: step.line });
  }

  if (model.steps.length > 0) select(0, false); else showBoard(model.initialBoard, 'Start');
})();
`;
