import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CompletionItem, CompletionList } from 'vscode-languageserver';
import type { CompletionItem as CoreCompletionItem } from '../../../server/src/core/features/completion';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { lazyDocumentation, toCompletionAnswer } from '../../../server/src/lsp/completionList';

const TEXT = 'scenario "S" {\n  you { hand "Dra" }\n}\n';
const LINES = new LineIndex(TEXT);
const INSIDE = { start: TEXT.indexOf('Dra'), end: TEXT.indexOf('Dra') + 3 };

function card(label: string, insertText = label): CoreCompletionItem {
  return {
    label,
    kind: 'card',
    insertText,
    isSnippet: false,
    detail: 'Normal Monster',
    documentation: '',
    filterText: label,
    replaceSpan: INSIDE,
    resolve: { card: label },
  };
}

const VSCODE_DEFAULTS = ['commitCharacters', 'editRange', 'insertTextFormat', 'insertTextMode', 'data'];

describe('toCompletionAnswer (the LSP completion answer)', () => {
  it('sends one edit range for the list when the client takes list defaults and every item replaces the same text', () => {
    const answer = toCompletionAnswer([card('Dragon A'), card('Say "Hi"', 'Say \\"Hi\\"')], true, LINES, VSCODE_DEFAULTS) as CompletionList;
    assert.equal(answer.isIncomplete, true);
    assert.deepEqual(answer.itemDefaults, { editRange: { start: { line: 1, character: 14 }, end: { line: 1, character: 17 } } });
    assert.deepEqual(answer.items[0], { label: 'Dragon A', kind: 18, detail: 'Normal Monster', data: { card: 'Dragon A' } });
    assert.equal(answer.items[1].textEditText, 'Say \\"Hi\\"', 'the new text only where it is not the label');
    assert.ok(answer.items.every((item) => item.textEdit === undefined && item.filterText === undefined && item.insertTextFormat === undefined));
  });

  it('gives every item its own edit for a client without list defaults (a complete list stays an array)', () => {
    const items = toCompletionAnswer([card('Dragon A')], false, LINES, []) as CompletionItem[];
    assert.ok(Array.isArray(items));
    assert.deepEqual(items[0].textEdit, { range: { start: { line: 1, character: 14 }, end: { line: 1, character: 17 } }, newText: 'Dragon A' });
    assert.equal(items[0].filterText, undefined, 'a filter text equal to the label is the protocol default');
  });

  it('keeps per-item edits when the items replace different text, and marks snippets', () => {
    const snippet: CoreCompletionItem = {
      label: 'level',
      kind: 'field',
      insertText: 'level ${1:4}',
      isSnippet: true,
      detail: '',
      documentation: 'Level',
      replaceSpan: { start: 0, end: 2 },
    };
    const answer = toCompletionAnswer([card('Dragon A'), snippet], false, LINES, VSCODE_DEFAULTS) as CompletionItem[];
    assert.ok(Array.isArray(answer));
    assert.equal(answer[1].insertTextFormat, 2);
    assert.deepEqual(answer[1].textEdit, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 2 } }, newText: 'level ${1:4}' });
    assert.deepEqual(answer[1].documentation, { kind: 'markdown', value: 'Level' });
  });

  it('inserts at the cursor an item with no replace span', () => {
    const bare: CoreCompletionItem = { label: 'hand', kind: 'zone', insertText: 'hand', isSnippet: false, detail: '', documentation: '' };
    const answer = toCompletionAnswer([bare], false, LINES, VSCODE_DEFAULTS) as CompletionItem[];
    assert.deepEqual(answer[0], { label: 'hand', kind: 20, detail: '', insertText: 'hand' });
  });

  it('leaves documentation to resolve for a client that resolves it: a number per (label, documentation), cards keep their data', () => {
    const field = (label: string, documentation: string): CoreCompletionItem => ({
      label,
      kind: 'field',
      insertText: label,
      isSnippet: false,
      detail: 'field',
      documentation,
      replaceSpan: INSIDE,
    });
    const items = [field('level', 'Level 0-12.'), field('rank', 'Rank 0-13.'), field('level', 'Another text.'), card('Dragon A')];
    const lazy = toCompletionAnswer(items, false, LINES, VSCODE_DEFAULTS, true) as CompletionList;
    assert.ok(lazy.items.every((item) => item.documentation === undefined));
    const ids = lazy.items.slice(0, 3).map((item) => (item.data as { doc: number }).doc);
    assert.equal(new Set(ids).size, 3, 'one number per label and text');
    lazy.items.slice(0, 3).forEach((item, i) => assert.equal(lazyDocumentation(item.label, item.data), items[i].documentation));
    assert.deepEqual(lazy.items[3].data, { card: 'Dragon A' });
    assert.equal(lazyDocumentation('rank', lazy.items[0].data), undefined, 'a number handed out for another label');
    assert.equal(lazyDocumentation('level', { doc: 1e9 }), undefined);
    assert.equal(lazyDocumentation('level', { doc: '0' }), undefined);
    assert.equal(lazyDocumentation('level', undefined), undefined);
    const again = toCompletionAnswer(items, false, LINES, VSCODE_DEFAULTS, true) as CompletionList;
    assert.deepEqual(
      again.items.map((item) => item.data),
      lazy.items.map((item) => item.data),
      'the same numbers on every request',
    );
    const inline = toCompletionAnswer(items, false, LINES, VSCODE_DEFAULTS, false) as CompletionList;
    assert.deepEqual(inline.items[0].documentation, { kind: 'markdown', value: 'Level 0-12.' });
    assert.equal(inline.items[0].data, undefined);
  });
});
