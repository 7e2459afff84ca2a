import type { Diagnostic } from '../diagnostics/diagnostic';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';

/** CS0107: a card name defined twice in the workspace; names must resolve to one card. */
export function checkDuplicateNames(document: AnalyzedDocument, workspace: CardWorkspace): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const card of document.file.cards) {
    const definitions = workspace.definitionsOf(card.name.value);
    if (definitions.length < 2) continue;
    const others = definitions.filter((d) => d !== card);
    diagnostics.push({
      span: card.name.span,
      severity: 'error',
      code: 'CS0107',
      message: `The card name "${card.name.value}" is defined ${definitions.length} times in the workspace; card names must be unique.`,
      related: others.map((other) => ({ uri: other.uri, span: other.name.span, message: `"${other.name.value}" is also defined here.` })),
    });
  }
  return diagnostics;
}
