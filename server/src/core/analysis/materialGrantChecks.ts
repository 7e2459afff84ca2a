import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardFilter, MonsterDeclaration, SummonClause } from '../model/cards';
import { filterAlternatives } from '../model/filterFields';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CheckedWorkspace } from '../workspace/documentCheck';
import { clauseHead, diagnostic, involvedClause, nameInvolved, quoteClause, removeClauseFix } from './summoningDiagnostics';

/**
 * CS0215: a material grant that can never apply. `treated as level N for xyz summon` on a card with no Level
 * (an Xyz or Link Monster) or with N its own Level, `can treat FILTER as level N for its xyz summon` with N not
 * the card's Rank, `treated as non-tuner for synchro summon` on a card that
 * is not a Tuner, and either grant for the summon of a FILTER no Xyz (Synchro) Monster fits: an Xyz Monster has
 * a Rank and no Level, a Synchro Monster a Level and no Rank or Link Rating.
 */
export function checkMaterialGrants(document: AnalyzedDocument, _workspace: CheckedWorkspace): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const card of document.file.cards) {
    if (card.kind !== 'monster') continue;
    for (const clause of card.summon) {
      const problem = grantProblem(card, clause);
      if (problem === undefined) continue;
      out.push(
        diagnostic(
          document,
          'CS0215',
          clauseHead(document, clause),
          `${quoteClause(document, clause)} can never apply: ${problem}.`,
          [involvedClause(document, clause), nameInvolved(card)],
          [removeClauseFix(document, clause, true)],
        ),
      );
    }
  }
  return out;
}

function grantProblem(card: MonsterDeclaration, clause: SummonClause): string | undefined {
  if (clause.kind === 'xyzLevelGrant') {
    const level = card.level?.value;
    if (level === undefined) return `"${card.name.value}" has no Level (${card.frame?.value ?? 'no'} frame), so no Level of it can be treated as another`;
    if (clause.levels.every((l) => l === level)) return `"${card.name.value}" is Level ${level} already`;
    if (clause.filter && !fitsSome(clause.filter, 'xyz')) return 'no Xyz Monster fits its filter (an Xyz Monster has a Rank, no Level)';
  }
  // Its Xyz Materials have the Level of its Rank (rules §7): another Level is never used.
  if (clause.kind === 'xyzMaterialLevel' && card.frame?.value === 'xyz' && card.rank !== undefined && card.rank.value !== clause.level)
    return `"${card.name.value}" is Rank ${card.rank.value}, and its Xyz Materials have that Level, never ${clause.level}`;
  if (clause.kind === 'nonTunerGrant') {
    if (card.tuner !== true) return `"${card.name.value}" is not a Tuner, so it is a non-Tuner anyway`;
    if (clause.filter && !fitsSome(clause.filter, 'synchro'))
      return 'no Synchro Monster fits its filter (a Synchro Monster has a Level, no Rank or Link Rating)';
  }
  return undefined;
}

/** Whether some monster of the frame can fit one of the filter's alternatives, by the words that name a frame or a stat. */
function fitsSome(filter: CardFilter, frame: 'xyz' | 'synchro'): boolean {
  return filterAlternatives(filter).some((f) => {
    if (f.frames.length > 0 && !f.frames.includes(frame)) return false;
    if (f.excluded?.includes(frame)) return false;
    if (frame === 'xyz' && (f.levelMin !== undefined || f.levelMax !== undefined)) return false;
    if (frame === 'synchro' && (f.rank !== undefined || f.ranks !== undefined || f.linkRating !== undefined)) return false;
    const ratings = f.ratingAlternatives;
    if (ratings && !ratings.some((r) => r.kind === (frame === 'xyz' ? 'rank' : 'level'))) return false;
    return true;
  });
}
