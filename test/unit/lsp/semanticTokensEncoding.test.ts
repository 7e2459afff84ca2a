import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type SemanticToken, semanticTokens } from '../../../server/src/core/features/semanticTokens';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { CardWorkspace } from '../../../server/src/core/workspace/cardWorkspace';
import { encodeSemanticTokens, SEMANTIC_TOKENS_LEGEND } from '../../../server/src/lsp/semanticTokensEncoding';

/** The wire format in groups of five: [deltaLine, deltaStart, length, type, modifier bits]. */
function groups(data: readonly number[]): number[][] {
  const result: number[][] = [];
  for (let i = 0; i < data.length; i += 5) result.push(data.slice(i, i + 5));
  return result;
}

const type = (name: string) => SEMANTIC_TOKENS_LEGEND.tokenTypes.indexOf(name);
const bit = (name: string) => 1 << SEMANTIC_TOKENS_LEGEND.tokenModifiers.indexOf(name);

describe('semantic tokens on the wire', () => {
  test("the legend names the standard types and CardScript's modifiers", () => {
    assert.deepEqual(SEMANTIC_TOKENS_LEGEND.tokenTypes, ['class', 'keyword', 'enumMember']);
    assert.deepEqual(SEMANTIC_TOKENS_LEGEND.tokenModifiers, ['declaration', 'nomi', 'semiNomi', 'prohibition']);
  });

  test('positions are relative to the previous token: the line delta, and the start delta on the same line', () => {
    const workspace = new CardWorkspace();
    const text = 'monster "Wire Imp" {\n  summon {\n    cannot normal summon or set\n    must first special summon by effect of "Wire Imp"\n  }\n}\n';
    const document = workspace.setDocument('file:///wire.card', text);
    assert.deepEqual(groups(encodeSemanticTokens(semanticTokens(document, workspace), document.lines).data), [
      [0, 8, 10, type('class'), bit('declaration')],
      [2, 4, 27, type('keyword'), bit('prohibition')],
      [1, 4, 38, type('keyword'), bit('semiNomi')],
      [0, 39, 10, type('class'), 0],
    ]);
  });

  test('lengths and starts count UTF-16 code units (an astral character counts two)', () => {
    const workspace = new CardWorkspace();
    const text = 'monster "🐉 Wyrm" { }\nmonster "Next" { }\n';
    const document = workspace.setDocument('file:///utf16.card', text);
    assert.deepEqual(groups(encodeSemanticTokens(semanticTokens(document, workspace), document.lines).data), [
      [0, 8, 9, type('class'), bit('declaration')],
      [1, 8, 6, type('class'), bit('declaration')],
    ]);
  });

  test('a token spanning lines is sent as one token per line, line breaks (\\n, \\r\\n) left out', () => {
    const text = 'ab\r\ncd\nef\nxy';
    const tokens: SemanticToken[] = [
      { span: { start: 1, end: 9 }, type: 'keyword', modifiers: ['nomi', 'prohibition'] },
      { span: { start: 11, end: 12 }, type: 'enumMember', modifiers: [] },
    ];
    assert.deepEqual(groups(encodeSemanticTokens(tokens, new LineIndex(text)).data), [
      [0, 1, 1, type('keyword'), bit('nomi') | bit('prohibition')],
      [1, 0, 2, type('keyword'), bit('nomi') | bit('prohibition')],
      [1, 0, 2, type('keyword'), bit('nomi') | bit('prohibition')],
      [1, 1, 1, type('enumMember'), 0],
    ]);
  });

  test('a span ending at the start of a line adds no empty piece there', () => {
    const tokens: SemanticToken[] = [{ span: { start: 0, end: 3 }, type: 'class', modifiers: [] }];
    assert.deepEqual(encodeSemanticTokens(tokens, new LineIndex('ab\ncd')).data, [0, 0, 2, type('class'), 0]);
  });
});
