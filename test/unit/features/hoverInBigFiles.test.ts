import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { hoverAt } from '../../../server/src/core/features/hover';
import { escapeMarkdown } from '../../../server/src/core/text/markdown';
import { CardWorkspace } from '../../../server/src/core/workspace/cardWorkspace';
import { hoverThumbnail } from '../../../server/src/lsp/hoverThumbnail';

/** Hover finds the declaration under the cursor by binary search: every card and scenario of a long file is its own. */
test('in a 450-card file, each card keyword hovers its own card, each scenario line its scenario, the gaps nothing', () => {
  const [file] = generateCardSet({ cards: 450, files: 1, seed: 3 }).files;
  const workspace = new CardWorkspace();
  workspace.setDocument('file:///big.card', file.text, 1);
  const document = workspace.getDocument('file:///big.card')!;
  assert.ok(document.file.cards.length === 450 && document.file.scenarios.length > 0);
  for (const card of document.file.cards) {
    const hover = hoverAt(document, card.keywordSpan.start, workspace);
    assert.ok(hover && hover.markdown.includes(`"${escapeMarkdown(card.name.value)}"`), card.name.value);
    assert.ok(hoverThumbnail(document, hover.span), `a thumbnail for ${card.name.value}`);
    const gap = card.span.end + 1;
    if (document.text[gap - 1] === '\n' && document.text[gap] === '\n') assert.equal(hoverAt(document, gap, workspace), undefined, `after ${card.name.value}`);
  }
  for (const scenario of document.file.scenarios) {
    const hover = hoverAt(document, scenario.span.start + 1, workspace);
    assert.equal(hover, undefined, 'the scenario keyword has no hover of its own');
    const step = document.text.indexOf('\n  step ', scenario.span.start);
    if (step > 0 && step < scenario.span.end) assert.ok(hoverAt(document, step + 4, workspace), `a step of ${scenario.name.value}`);
  }
});
