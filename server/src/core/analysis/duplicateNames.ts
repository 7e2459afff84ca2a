import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardDeclaration } from '../model/cards';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';

const MAX_RELATED = 20;

/** CS0107: a card name defined twice in the workspace; names must resolve to one card. */
export function checkDuplicateNames(document: AnalyzedDocument, workspace: CardWorkspace): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const card of document.file.cards) {
    const definitions = workspace.definitionsOf(card.name.value);
    if (definitions.length < 2) continue;
    // At most MAX_RELATED others per diagnostic: a file of thousands of copies of one card must stay
    // linear (each copy listing every other copy is quadratic and ran the server out of memory).
    const others: CardDeclaration[] = [];
    for (const other of definitions) {
      if (other === card) continue;
      if (others.length === MAX_RELATED) break;
      others.push(other);
    }
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
