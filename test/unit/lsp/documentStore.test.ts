import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { CardWorkspace } from '../../../server/src/core/workspace/cardWorkspace';
import { DEFAULT_CHECKS } from '../../../server/src/core/analysis/defaultChecks';
import { DocumentStore, type OpenDocument } from '../../../server/src/lsp/documentStore';

const card = (name: string, level = 4) => `monster "${name}" {\n  frame normal\n  level ${level}\n  atk 100 def 100\n}\n`;
const open = (uri: string, text: string, version = 1): OpenDocument => ({ uri, version, content: text });

describe('DocumentStore', () => {
  let store: DocumentStore;
  let changed: string[][];

  beforeEach(() => {
    changed = [];
    store = new DocumentStore(new CardWorkspace(DEFAULT_CHECKS), (uris) => changed.push([...uris]));
  });

  it('applies edits lazily: one parse when a request asks', () => {
    store.opened(open('a', card('A')));
    assert.equal(store.hasPendingEdits(), true);
    store.changed(open('a', card('A2'), 2));
    assert.equal(store.workspace.getDocument('a'), undefined, 'nothing parsed before a request');
    assert.equal(store.get('a')?.file.cards[0].name.value, 'A2');
    assert.equal(store.get('a')?.version, 2);
    assert.equal(store.hasPendingEdits(), false);
  });

  it('an open editor wins over the disk copy, and closing reverts to the disk copy', () => {
    store.diskChanged('a', card('On Disk'));
    store.opened(open('a', card('In Editor')));
    assert.equal(store.get('a')?.file.cards[0].name.value, 'In Editor');
    store.diskChanged('a', card('Saved Elsewhere'));
    assert.equal(store.get('a')?.file.cards[0].name.value, 'In Editor', 'disk changes do not override an open editor');
    assert.equal(store.closed('a'), 'reverted-to-disk');
    assert.equal(store.get('a')?.file.cards[0].name.value, 'Saved Elsewhere');
    assert.equal(store.versionOf('a'), null);
  });

  it('closing a document that is not on disk removes it', () => {
    store.opened(open('untitled:1', card('U')));
    store.sync();
    assert.equal(store.closed('untitled:1'), 'removed');
    assert.equal(store.get('untitled:1'), undefined);
    assert.deepEqual(store.workspace.definitionsOf('U'), []);
  });

  it('a deleted file leaves the workspace unless it is open', () => {
    store.diskChanged('a', card('A'));
    store.diskChanged('b', card('B'));
    store.opened(open('b', card('B')));
    store.sync();
    assert.equal(store.diskDeleted('a'), true);
    assert.equal(store.diskDeleted('b'), false);
    assert.deepEqual(store.uris(), ['b']);
  });

  it('reports declaration changes (names, levels), not body edits', () => {
    store.opened(open('a', card('A')));
    store.sync();
    assert.deepEqual(changed, [['a']]);
    store.changed(open('a', card('A').replace('atk 100', 'atk 200'), 2));
    store.sync();
    assert.deepEqual(changed, [['a']], 'an ATK edit changes nothing other files see');
    store.changed(open('a', card('A', 5), 3));
    store.sync();
    assert.deepEqual(changed, [['a'], ['a']], 'a level edit does');
    store.changed(open('a', card('Renamed', 5), 4));
    store.sync();
    assert.equal(changed.length, 3, 'a rename does');
    store.closed('a');
    assert.equal(changed.length, 4, 'removing a document with cards does');
  });
});
