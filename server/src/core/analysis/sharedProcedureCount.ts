import type { Diagnostic } from '../diagnostics/diagnostic';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CheckedWorkspace } from '../workspace/documentCheck';
import { diagnostic, nameInvolved, removeClauseFix } from './summoningDiagnostics';

/**
 * CS0214: `special summon once per turn this way` on a card with no built-in procedure. The count is that of the
 * card's procedures ("this way"); without one it limits nothing, and the export has no procedure to put it on.
 */
export function checkSharedProcedureCount(document: AnalyzedDocument, _workspace: CheckedWorkspace): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const card of document.file.cards) {
    if (card.kind !== 'monster' || card.summon.some((c) => c.kind === 'procedure')) continue;
    for (const clause of card.summon) {
      if (clause.kind !== 'proceduresOncePerTurn') continue;
      out.push(
        diagnostic(
          document,
          'CS0214',
          clause.span,
          `"${card.name.value}" has no built-in procedure, so 'special summon once per turn this way' counts nothing: it is the count of the card's \`special summon by procedure\` clauses. For every Special Summon of the name write 'special summon once per turn'.`,
          [{ span: clause.span, message: 'The shared count of its procedures.' }, nameInvolved(card)],
          [removeClauseFix(document, clause, true)],
        ),
      );
    }
  }
  return out;
}
