import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CancellationToken, ResponseError } from 'vscode-languageserver';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import type { DiagnosticsPublisher } from '../../../server/src/lsp/diagnosticsPublisher';
import type { DocumentStore } from '../../../server/src/lsp/documentStore';
import { PulledDiagnostics } from '../../../server/src/lsp/pulledDiagnostics';
import { answerDocumentPull } from '../../../server/src/lsp/pullDiagnosticsRequests';

const URI = 'file:///a.card';
const DOCUMENT = analyzeDocument(URI, 'monster "A" { frame normal }\n');
const ITEM = {
  range: { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } },
  severity: 1,
  code: 'CS0101',
  source: 'cardscript',
  message: 'x',
} as const;

/**
 * The document pull handler over a store whose open version each `pulled` round may move on (an edit that
 * arrived while the round ran) and a publisher that answers `outcomes` in turn (undefined: its checks were
 * stopped).
 */
function documentPull(outcomes: readonly ('report' | 'stopped')[], options: { editEachRound: boolean; known?: boolean; cancel?: boolean }) {
  let version = 1;
  let rounds = 0;
  const store = {
    versionOf: () => version,
    get: () => (options.known === false ? undefined : DOCUMENT),
  } as unknown as DocumentStore;
  const reports = new PulledDiagnostics(undefined);
  const token = { isCancellationRequested: options.cancel === true } as CancellationToken;
  const publisher = {
    pulled: async () => {
      const outcome = outcomes[Math.min(rounds++, outcomes.length - 1)];
      if (options.editEachRound) version++;
      return outcome === 'report' ? reports.offer(URI, { document: DOCUMENT, revision: 1, settings: {}, tier: 'all', items: [ITEM] }) : undefined;
    },
  } as unknown as DiagnosticsPublisher;
  const sources = { store, publisher: () => publisher, reports: () => reports };
  return { answer: () => answerDocumentPull(sources, { textDocument: { uri: URI } }, token), rounds: () => rounds };
}

describe('textDocument/diagnostic: an answer the server could not compute is never an empty report', () => {
  it('asks the client to pull again (ServerCancelled, retriggerRequest) when every round is overtaken by an edit, after a bounded number of rounds', async () => {
    const pull = documentPull(['stopped'], { editEachRound: true });
    const answer = await pull.answer();
    assert.ok(answer instanceof ResponseError, JSON.stringify(answer));
    assert.deepEqual({ code: answer.code, data: answer.data }, { code: -32802, data: { retriggerRequest: true } });
    assert.ok(pull.rounds() > 1 && pull.rounds() <= 10, `${pull.rounds()} rounds`);
  });

  it('answers the round that no edit overtook', async () => {
    const pull = documentPull(['stopped', 'stopped', 'report'], { editEachRound: false });
    const answer = await pull.answer();
    assert.deepEqual(answer, { kind: 'full', resultId: '1', items: [ITEM] });
    assert.equal(pull.rounds(), 3);
  });

  it('does not answer a report a newer version overtook, even complete', async () => {
    const pull = documentPull(['report'], { editEachRound: true });
    assert.ok((await pull.answer()) instanceof ResponseError);
  });

  const cases = [
    { what: 'a cancelled pull answers RequestCancelled', options: { editEachRound: false, cancel: true }, expected: { code: -32800 } },
    {
      what: 'a document the server does not hold answers an empty report',
      options: { editEachRound: false, known: false },
      expected: { kind: 'full', items: [] },
    },
  ];
  for (const { what, options, expected } of cases) {
    it(what, async () => {
      const answer = await documentPull(['stopped'], options).answer();
      assert.deepEqual(answer instanceof ResponseError ? { code: answer.code } : answer, expected);
    });
  }
});
