import type { Diagnostic } from '../diagnostics/diagnostic';
import { isExtraDeckFrame } from '../model/cards';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CheckedWorkspace } from '../workspace/documentCheck';
import { diagnostic, insertClauseFix, nameInvolved } from './summoningDiagnostics';

/**
 * CS0212: `frame effect special-summon` (EDOPro's Special Summon Monster type) on a Main Deck monster whose
 * clauses let it be Normal Summoned or Set. EDOPro's engine never Normal Summons or Sets a card of that type
 * (its `is_summonable_card`), so without `cannot normal summon or set` the analysis and EDOPro would
 * disagree: the clause says what the type does.
 */
export function checkSpecialSummonType(document: AnalyzedDocument, _workspace: CheckedWorkspace): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const card of document.file.cards) {
    if (card.kind !== 'monster' || !card.abilities?.includes('special-summon') || !card.frame) continue;
    const frame = card.frame.value;
    if (isExtraDeckFrame(frame) || frame === 'ritual' || frame === 'token') continue;
    if (card.summon.some((clause) => clause.kind === 'cannotNormalSummonOrSet')) continue;
    out.push(
      diagnostic(
        document,
        'CS0212',
        card.frame.span,
        `"${card.name.value}" has EDOPro's Special Summon Monster type (\`special-summon\`), which EDOPro never Normal Summons or Sets, but its clauses let it be Normal Summoned or Set. Add \`cannot normal summon or set\`, or remove \`special-summon\`.`,
        [{ span: card.frame.span, message: 'The frame line with `special-summon`.' }, nameInvolved(card)],
        insertClauseFix(document, card, 'cannot normal summon or set', true),
      ),
    );
  }
  return out;
}
