import type { Diagnostic, Fix } from '../diagnostics/diagnostic';
import { isExtraDeckFrame, type MonsterDeclaration, type SummonClause } from '../model/cards';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CheckedWorkspace } from '../workspace/documentCheck';
import { clauseHead, diagnostic, type Involved, involvedClause, nameInvolved, quoteClause, removeClauseFix } from './summoningDiagnostics';
import { clausesOf, firstClause, tributesForLevel } from './summoningProfile';
import { EMPTY_LIST } from '../model/emptyList';

/** 03xx: Tribute counts against the level and against each other (rules §1, §4). */
export function checkTributes(document: AnalyzedDocument, _workspace: CheckedWorkspace): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const card of document.file.cards) {
    if (card.kind === 'monster') for (const d of tributeProblemsOf(document, card)) diagnostics.push(d);
  }
  return diagnostics;
}

function levelRule(level: number): string {
  if (level <= 4) return `a Level ${level} monster is Normal Summoned or Set with no Tributes`;
  if (level <= 6) return `a Level ${level} monster needs 1 Tribute (Levels 5-6)`;
  return `a Level ${level} monster needs 2 Tributes (Level 7 or higher)`;
}

function tributeWord(count: number): string {
  return `${count} Tribute${count === 1 ? '' : 's'}`;
}

function tributeProblemsOf(document: AnalyzedDocument, card: MonsterDeclaration): readonly Diagnostic[] {
  // Every problem below is about a clause: a monster without any has none (a third of a typical pool).
  if (card.summon.length === 0) return EMPTY_LIST;
  const out: Diagnostic[] = [];
  const frame = card.frame?.value;
  const level = card.level;
  const levelInvolved: Involved[] = level ? [{ span: level.span, message: `The card is Level ${level.value}.` }] : [];
  const q = (clause: SummonClause) => quoteClause(document, clause);

  // CS0301: `tributes` with no count, whatever else is wrong with the card.
  for (const clause of clausesOf(card, 'tributes')) {
    if (clause.count !== null) continue;
    const fixes: Fix[] = [];
    if (level) {
      const count = tributesForLevel(level.value);
      fixes.push({
        title: `Add the Tribute count Level ${level.value} implies: 'tributes ${count}'`,
        edits: [{ uri: document.uri, span: { start: clause.keywordSpan.end, end: clause.keywordSpan.end }, newText: ` ${count}` }],
        preferred: true,
      });
    }
    out.push(
      diagnostic(
        document,
        'CS0301',
        clauseHead(document, clause),
        `'tributes' needs a count${level ? `: ${levelRule(level.value)}, so write 'tributes ${tributesForLevel(level.value)}'` : ''}.`,
        [involvedClause(document, clause), ...levelInvolved],
        fixes,
      ),
    );
  }

  // The rest only concern monsters that are Normal Summoned or Set at all; 02xx reports the others.
  const neverNormal = isExtraDeckFrame(frame) || frame === 'ritual' || frame === 'token';
  if (neverNormal || clausesOf(card, 'cannotNormalSummonOrSet').length > 0) return out;

  const requires = firstClause(card, 'requiresTributes');
  const explicit = clausesOf(card, 'tributes').filter((c) => c.count !== null);

  // CS0307: the mandatory count replaces the ordinary one, so stating both is at best redundant.
  if (requires) {
    for (const clause of explicit) {
      out.push(
        diagnostic(
          document,
          'CS0307',
          clauseHead(document, clause),
          `${q(requires)} replaces the ordinary Tribute Summon: it is the only count. ${q(clause)} states an ordinary count that does not exist for this card.`,
          [involvedClause(document, clause), involvedClause(document, requires, 'The mandatory count.')],
          [removeClauseFix(document, clause, true)],
        ),
      );
    }
  }

  if (level && !requires) {
    const wanted = tributesForLevel(level.value);
    for (const clause of explicit) {
      const count = clause.count!;
      if (count === wanted) continue;
      if (level.value <= 4) {
        // CS0303: Levels 1-4 never need Tributes.
        out.push(
          diagnostic(
            document,
            'CS0303',
            clauseHead(document, clause),
            `${levelRule(level.value)} (rules: Level 1-4 need none); ${q(clause)} asks for ${tributeWord(count)}. A different count needs card text ("requires N tributes").`,
            [involvedClause(document, clause), ...levelInvolved],
            [removeClauseFix(document, clause, true)],
          ),
        );
      } else {
        // CS0302: Levels 5-6 need 1, 7+ need 2.
        const numberSpan = numberSpanOf(document, clause);
        out.push(
          diagnostic(
            document,
            'CS0302',
            clauseHead(document, clause),
            `${q(clause)} contradicts the level: ${levelRule(level.value)}. A different count needs card text ("requires N tributes" or "can tribute N to summon").`,
            [involvedClause(document, clause), ...levelInvolved],
            numberSpan
              ? [
                  {
                    title: `Use the Tribute count Level ${level.value} implies: 'tributes ${wanted}'`,
                    edits: [{ uri: document.uri, span: numberSpan, newText: String(wanted) }],
                    preferred: true,
                  },
                ]
              : [],
          ),
        );
      }
    }
  }

  // CS0304: a mandatory count is the only way, so an optional procedure contradicts it.
  if (requires) {
    for (const clause of card.summon) {
      if (clause.kind !== 'withoutTributes' && clause.kind !== 'optionalTributes') continue;
      out.push(
        diagnostic(
          document,
          'CS0304',
          clauseHead(document, clause),
          `${q(requires)} is mandatory: it is the only way to Normal Summon the card, so the optional procedure ${q(clause)} can never be used.`,
          [involvedClause(document, clause), involvedClause(document, requires, 'The mandatory Tribute count.')],
          [removeClauseFix(document, clause, false), removeClauseFix(document, requires, false)],
        ),
      );
    }
  }

  // CS0305: Level 1-4 monsters already need no Tributes.
  if (level && level.value <= 4) {
    for (const clause of clausesOf(card, 'withoutTributes')) {
      out.push(
        diagnostic(
          document,
          'CS0305',
          clauseHead(document, clause),
          `A Level ${level.value} monster is Normal Summoned or Set without Tributes anyway, so ${q(clause)} changes nothing${clause.atk !== null || clause.def !== null ? ' (and its ATK/DEF change never applies)' : ''}.`,
          [involvedClause(document, clause), ...levelInvolved],
          [removeClauseFix(document, clause, true)],
          ['unnecessary'],
        ),
      );
    }
  }

  // CS0308: Spells/Traps as Tributes need a Tribute Summon: none for Level 1-4. A mandatory count ("Requires 3
  // Tributes", Metaltron XII) takes them too (EDOPro's engine counts its extra Tributes there).
  if (level && level.value <= 4) {
    for (const clause of clausesOf(card, 'spellTrapTributes')) {
      out.push(
        diagnostic(
          document,
          'CS0308',
          clauseHead(document, clause),
          `${q(clause)} lets Spells/Traps be Tributes for the Tribute Summon of this card, but ${levelRule(level.value)}, so the clause changes nothing.`,
          [involvedClause(document, clause), ...levelInvolved],
          [removeClauseFix(document, clause, true)],
          ['unnecessary'],
        ),
      );
    }
  }

  // CS0306: a Tribute clause implies Level 5 or higher, but the level is missing.
  if (!level && frame !== 'xyz' && frame !== 'link') {
    const implying = card.summon.filter(
      (c) => (c.kind === 'tributes' && c.count !== 0) || c.kind === 'requiresTributes' || c.kind === 'optionalTributes' || c.kind === 'withoutTributes',
    );
    if (implying.length > 0) {
      out.push(
        diagnostic(
          document,
          'CS0306',
          clauseHead(document, implying[0]),
          `${q(implying[0])} only makes sense on a Level 5 or higher monster, but "${card.name.value}" has no level, so its Tribute count cannot be checked: add "level N".`,
          [...implying.map((c) => involvedClause(document, c)), nameInvolved(card)],
        ),
      );
    }
  }
  return out;
}

/** The number of a `tributes N` clause. */
function numberSpanOf(document: AnalyzedDocument, clause: SummonClause) {
  const head = clauseHead(document, clause);
  const text = document.content.slice(clause.keywordSpan.end, head.end);
  const match = /\d+/.exec(text);
  if (!match) return undefined;
  const start = clause.keywordSpan.end + match.index;
  return { start, end: start + match[0].length };
}
