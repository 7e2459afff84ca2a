import type { Diagnostic, Fix } from '../diagnostics/diagnostic';
import { isExtraDeckFrame, type MonsterDeclaration } from '../model/cards';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CheckedWorkspace } from '../workspace/documentCheck';
import { findInPrintedText, printedTextMayContain, printedTextTokens } from './printedText';
import { clauseHead, diagnostic, insertClauseFix, involvedClause, quoteClause } from './summoningDiagnostics';
import { clausesOf, restrictionOfClause } from './summoningProfile';

/** 04xx: Nomi and Semi-Nomi clauses (rules §3). */
export function checkNomi(document: AnalyzedDocument, _workspace: CheckedWorkspace): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const card of document.file.cards) {
    if (card.kind === 'monster') for (const d of nomiProblemsOf(document, card)) diagnostics.push(d);
  }
  return diagnostics;
}

/** The old wording ruled either way (rules §3: Fenrir is Semi-Nomi). */
export const AMBIGUOUS_WORDING = /\bcan only be special summoned by\b/gi;
/** What every match of AMBIGUOUS_WORDING contains, lower-cased (printedTextMayContain). */
export const AMBIGUOUS_LITERAL = 'can only be special summoned by';

function nomiProblemsOf(document: AnalyzedDocument, card: MonsterDeclaration): Diagnostic[] {
  const out: Diagnostic[] = [];
  const frame = card.frame?.value;
  // Procedures and "by effect of" clauses; "must X summon" on a Main Deck frame is CS0210's business.
  const restricted = card.summon.filter((c) => (c.kind === 'procedure' || c.kind === 'byEffectOf') && restrictionOfClause(c) !== 'none');

  // CS0401: every Special Summon monster prints "Cannot be Normal Summoned/Set" (rules §1, §3).
  const mainDeck = !isExtraDeckFrame(frame) && frame !== 'ritual' && frame !== 'token';
  if (mainDeck && restricted.length > 0 && clausesOf(card, 'cannotNormalSummonOrSet').length === 0) {
    const setOnly = clausesOf(card, 'cannotNormalSummon')[0];
    const first = restricted[0];
    const kind = restrictionOfClause(first) === 'nomi' ? 'Nomi' : 'Semi-Nomi';
    const fixes: Fix[] = setOnly
      ? [
          {
            title: `Replace ${quoteClause(document, setOnly)} with 'cannot normal summon or set'`,
            edits: [{ uri: document.uri, span: clauseHead(document, setOnly), newText: 'cannot normal summon or set' }],
            preferred: true,
          },
        ]
      : insertClauseFix(document, card, 'cannot normal summon or set', true);
    out.push(
      diagnostic(
        document,
        'CS0401',
        clauseHead(document, first),
        `${quoteClause(document, first)} makes "${card.name.value}" a ${kind} Special Summon monster, and those can never be Normal Summoned or Set: add 'cannot normal summon or set' so the clauses say so${setOnly ? ` (${quoteClause(document, setOnly)} still allows the Set)` : ''}.`,
        [...restricted.map((c) => involvedClause(document, c)), ...(setOnly ? [involvedClause(document, setOnly)] : [])],
        fixes,
      ),
    );
  }

  // CS0402: "can only be Special Summoned by" has been ruled both Nomi and Semi-Nomi.
  const chosen = restricted.length > 0 ? restrictionOfClause(restricted[0]) : undefined;
  const tokens = printedTextTokens(card);
  const ambiguous = printedTextMayContain(tokens, AMBIGUOUS_LITERAL) ? findInPrintedText(card, AMBIGUOUS_WORDING, tokens) : [];
  for (const found of ambiguous) {
    const capital = found.match[0].startsWith('C');
    const reword = (replacement: string, kind: 'nomi' | 'semi-nomi'): Fix => ({
      title: `Reword the text as ${kind === 'nomi' ? 'Nomi' : 'Semi-Nomi'}: "${replacement}"`,
      edits: [{ uri: document.uri, span: found.span, newText: replacement }],
      preferred: chosen === kind,
    });
    const fixes = found.exact
      ? [
          reword(capital ? 'Must be Special Summoned by' : 'must be Special Summoned by', 'nomi'),
          reword(capital ? 'Must first be Special Summoned by' : 'must first be Special Summoned by', 'semi-nomi'),
        ]
      : [];
    out.push(
      diagnostic(
        document,
        'CS0402',
        found.span,
        `"can only be Special Summoned by" is old wording that has been ruled both ways (Nomi and Semi-Nomi). Say which you mean: "Must be Special Summoned by" (Nomi, with 'must special summon by ...') or "Must first be Special Summoned by" (Semi-Nomi, with 'must first special summon by ...').${chosen ? ` The clauses say ${chosen === 'nomi' ? 'Nomi' : 'Semi-Nomi'}.` : ''}`,
        [{ span: found.span, message: 'The ambiguous wording.' }, ...restricted.map((c) => involvedClause(document, c))],
        fixes,
      ),
    );
  }
  return out;
}
