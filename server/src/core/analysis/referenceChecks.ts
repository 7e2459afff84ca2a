import type { Diagnostic, Fix } from '../diagnostics/diagnostic';
import type { CardDeclaration, CardFilter, Located, MonsterDeclaration, ProcedureBody, SummonClause } from '../model/cards';
import { finishLater, type LateDetails } from '../diagnostics/lateDetails';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CheckedWorkspace } from '../workspace/documentCheck';
import { clauseGroups } from './printedSentences';
import { findInPrintedText, printedTextTokens } from './printedText';
import { readPrintedSentences } from './printedTextReading';
import { summoningTextOf } from './summoningTextWriter';
import type { Token } from '../syntax/token';
import type { SummoningCodeId } from './summoningCodes';
import { clauseHead, diagnostic, type Involved, insertClauseFix, involvedClause, quoteClause } from './summoningDiagnostics';
import { EMPTY_LIST } from '../model/emptyList';
import { filterAlternatives } from '../model/filterFields';

/** 05xx: names of other cards that no card defines, and printed text that says otherwise than the clauses. */
export function checkReferences(document: AnalyzedDocument, workspace: CheckedWorkspace): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const card of document.file.cards) {
    if (card.kind !== 'monster') continue;
    for (const d of unknownNamesOf(document, card, workspace)) diagnostics.push(d);
    for (const d of textAgainstClauses(document, card)) diagnostics.push(d);
  }
  return diagnostics;
}

type Expected = 'ritual-spell' | 'monster' | 'any';

interface Reference {
  readonly name: Located<string>;
  readonly code: SummoningCodeId;
  readonly what: string;
  readonly expected: Expected;
  readonly clause?: SummonClause;
}

function namesInFilters(filters: readonly CardFilter[]): Located<string>[] {
  return filters.flatMap((f) => filterAlternatives(f).flatMap((alternative) => alternative.names));
}

/** The filters of a procedure's conditions and costs. */
function filtersOfProcedure(procedure: ProcedureBody): CardFilter[] {
  const filters: CardFilter[] = [];
  for (const condition of procedure.conditions) if ('filter' in condition) filters.push(...filterAlternatives(condition.filter));
  for (const cost of procedure.costs) if ('filter' in cost) filters.push(...filterAlternatives(cost.filter));
  return filters;
}

/** A filter without `card(s)` or a Spell/Trap noun fits monsters only: a Spell's or a Trap's name in it never fits. */
function expectedOf(filter: CardFilter): Expected {
  return filter.anyCard || (filter.cardTypes?.length ?? 0) > 0 ? 'any' : 'monster';
}

function referencesOf(card: MonsterDeclaration): Reference[] {
  const refs: Reference[] = [];
  for (const clause of card.summon) {
    switch (clause.kind) {
      case 'ritualSpell':
        // `ritual spell archetype "Nekroz"` names an archetype, not a card.
        if (!clause.archetype) refs.push({ name: clause.card, code: 'CS0501', what: 'Ritual Spell', expected: 'ritual-spell', clause });
        break;
      case 'fusionMaterials':
        for (const name of namesInFilters(clause.materials)) refs.push({ name, code: 'CS0502', what: 'Fusion Material', expected: 'monster', clause });
        break;
      case 'byEffectOf':
        // `by effect of archetype "Drytron"` names an archetype, not a card.
        if (!clause.archetype) refs.push({ name: clause.card, code: 'CS0503', what: 'card whose effect summons it', expected: 'any', clause });
        break;
      case 'synchroMaterials':
      case 'xyzMaterials':
      case 'linkMaterials':
        for (const name of namesInFilters(clause.materials)) refs.push({ name, code: 'CS0505', what: 'material', expected: 'monster', clause });
        break;
      case 'procedure':
      case 'normalSummonOnlyBy':
        for (const filter of filtersOfProcedure(clause.procedure))
          for (const name of filter.names) refs.push({ name, code: 'CS0505', what: 'card in the procedure', expected: expectedOf(filter), clause });
        break;
      case 'cannotNormalSummonIf':
      case 'cannotSpecialSummonIf':
        if ('filter' in clause.condition)
          for (const filter of filterAlternatives(clause.condition.filter))
            for (const name of filter.names) refs.push({ name, code: 'CS0505', what: 'card in the condition', expected: expectedOf(filter), clause });
        break;
      default:
        break;
    }
  }
  if (card.nextLevel) refs.push({ name: card.nextLevel, code: 'CS0505', what: 'next level monster', expected: 'monster' });
  return refs;
}

function quoted(name: string): string {
  return `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function kindOf(card: CardDeclaration): string {
  if (card.kind === 'monster') return 'a monster';
  if (card.kind === 'spell') return card.spellKind ? `a ${card.spellKind.value} Spell` : 'a Spell';
  return card.trapKind ? `a ${card.trapKind.value} Trap` : 'a Trap';
}

function unknownNamesOf(document: AnalyzedDocument, card: MonsterDeclaration, workspace: CheckedWorkspace): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const ref of referencesOf(card)) {
    const target = workspace.resolve(ref.name.value);
    if (!target) {
      out.push(unknownName(document, ref, involvedOf(document, ref), workspace));
      continue;
    }
    const wrongKind =
      (ref.expected === 'ritual-spell' && !(target.kind === 'spell' && target.spellKind?.value === 'ritual')) ||
      (ref.expected === 'monster' && target.kind !== 'monster');
    if (wrongKind) {
      out.push(
        diagnostic(
          document,
          'CS0504',
          ref.name.span,
          `"${ref.name.value}" is ${kindOf(target)}, but a ${ref.expected === 'ritual-spell' ? 'Ritual Spell ("kind ritual")' : 'monster'} is expected here (${ref.what})${ref.expected === 'monster' && ref.what.startsWith('card in the') ? ': a filter without `card` or a Spell/Trap word fits monsters only; write `card` after the name' : ''}.`,
          [...involvedOf(document, ref), { uri: target.uri, span: target.name.span, message: `"${target.name.value}" is declared here.` }],
        ),
      );
    }
  }
  return out;
}

/** What a reported reference involves: the name, and its clause. Made only for those (most resolve): quoting the clause reads the text. */
function involvedOf(document: AnalyzedDocument, ref: Reference): Involved[] {
  const name: Involved = { span: ref.name.span, message: `The ${ref.what} "${ref.name.value}".` };
  return ref.clause ? [name, involvedClause(document, ref.clause)] : [name];
}

/**
 * CS0501-CS0505 for a name no card has, with the closest known name ("did you mean", through the workspace's
 * name index: built once per declaration revision, one answer per distinct name) in its message and fix.
 * With WorkspaceOptions.deferDidYouMean the suggestion is asked when the diagnostic is handed out
 * (lateDetails.ts): its message, then, ends where the suggestion would start, and the fix is added with it.
 */
function unknownName(document: AnalyzedDocument, ref: Reference, involved: readonly Involved[], workspace: CheckedWorkspace): Diagnostic {
  const uri = document.uri;
  const message = `No card named "${ref.name.value}" is defined in the workspace (${ref.what}).`;
  const details = (): LateDetails | undefined => {
    const suggestion = workspace.closestCardName(ref.name.value);
    if (!suggestion) return undefined;
    const fixes: readonly Fix[] = [
      { title: `Change to "${suggestion.name}"`, edits: [{ uri, span: ref.name.span, newText: quoted(suggestion.name) }], preferred: suggestion.unique },
    ];
    return { message: `${message} Did you mean "${suggestion.name}"?`, fixes };
  };
  const made = diagnostic(document, ref.code, ref.name.span, message, involved);
  if (workspace.defersDidYouMean) return finishLater(made, details);
  const now = details();
  // The diagnostic is not handed out yet: completing it in place costs no copy.
  if (now) Object.assign(made, now);
  return made;
}

/**
 * Printed text against clauses, through the one table of printed sentences (printedSentences.ts): a sentence
 * whose clauses the card lacks (with the clause to add when the sentence reads as one), a clause whose
 * sentence the text lacks, and a Tribute count that differs. A sentence the language cannot say, or that
 * reads as a clause of another group ("Cannot be Normal Summoned, unless ..."), advises nothing else.
 */
function textAgainstClauses(document: AnalyzedDocument, card: MonsterDeclaration): Diagnostic[] {
  if (!card.text) return [];
  const out: Diagnostic[] = [];
  // Every checked sentence says "summon", "tribut" or "material": most printed texts need no regex at all.
  const lower = card.text.value.toLowerCase();
  const mayMention = lower.includes('summon') || lower.includes('tribut') || lower.includes('material');
  const tokens = mayMention ? printedTextTokens(card) : EMPTY_LIST;
  const readings = mayMention ? readPrintedSentences(card, tokens) : [];
  // A group none of whose clause kinds the card has, and that the text does not say, is skipped unasked.
  const kinds = new Set(card.summon.map((c) => c.kind));
  const unprinted: { readonly code: SummoningCodeId; readonly printed: string; readonly clauses: readonly SummonClause[] }[] = [];
  for (const group of clauseGroups()) {
    if (!group.code) continue;
    const said = readings.filter((r) => r.sentence.group === group && !r.reading.outsideGroup);
    const mayHaveClauses = group.kinds.some((k) => kinds.has(k));
    if (said.length === 0 && !mayHaveClauses) continue;
    const clauses = mayHaveClauses ? group.clauses(card) : EMPTY_LIST;
    // Text says it, clauses do not.
    if (said.length > 0 && clauses.length === 0) {
      const { found, reading } = said[0];
      const one = reading.unsaid === undefined && reading.clauses.length === 1 ? reading.clauses[0] : undefined;
      const clauseText = one?.length === 1 ? one[0] : undefined;
      const named = clauseText ? `'${clauseText}'` : one ? `'${one[0].replace(/ \{$/, '')} { ... }'` : group.clauseName;
      out.push(
        diagnostic(
          document,
          group.code,
          found.span,
          `The printed text says "${found.match[0]}", but the clauses do not: add ${named} so the analysis and the engine know it.`,
          [{ span: found.span, message: 'The printed sentence.' }],
          clauseText ? insertClauseFix(document, card, clauseText, true) : [],
        ),
      );
    }
    // Clauses say it, text does not (reported below, with one fix writing every missing sentence).
    const alsoSaid = () => mayMention && (group.alsoInText ?? []).some((p) => findInPrintedText(card, p, tokens).length > 0);
    if (clauses.length > 0 && said.length === 0 && !alsoSaid()) unprinted.push({ code: group.code, printed: group.printed, clauses });
    // Both say it but with different counts ("Requires 3 Tributes" vs "requires 2 tributes").
    if (group.code === 'CS0515' && said.length > 0) {
      const printedCount = /\brequires (\d+) tributes\b/.exec(said[0].reading.clauses[0]?.[0] ?? '')?.[1];
      for (const clause of clauses) {
        if (clause.kind !== 'requiresTributes' || printedCount === undefined || clause.count === Number(printedCount)) continue;
        out.push(
          diagnostic(
            document,
            'CS0515',
            clauseHead(document, clause),
            `${quoteClause(document, clause)} asks for ${clause.count} Tributes, but the printed text says "${said[0].found.match[0]}".`,
            [involvedClause(document, clause), { span: said[0].found.span, message: 'The printed sentence.' }],
          ),
        );
      }
    }
  }
  const fix =
    unprinted.length > 0
      ? writeTextFix(
          document,
          card,
          tokens.length > 0 ? tokens : printedTextTokens(card),
          unprinted.flatMap((u) => u.clauses),
        )
      : [];
  for (const { code, printed, clauses } of unprinted) {
    out.push(
      diagnostic(
        document,
        code,
        clauseHead(document, clauses[0]),
        `${quoteClause(document, clauses[0])} stands for the printed sentence "${printed}", but the card's text does not say so.`,
        [...clauses.map((c) => involvedClause(document, c)), { span: card.text.span, message: 'The printed text.' }],
        fix,
      ),
    );
  }
  return out;
}

/**
 * "Write the summoning text from the clauses": the official sentences of the clauses the text lacks
 * (summoningTextWriter.ts), put before the first `text` string's words. None when no row writes them or the
 * string holds escapes (its offsets are not the value's).
 */
function writeTextFix(document: AnalyzedDocument, card: MonsterDeclaration, tokens: readonly Token[], clauses: readonly SummonClause[]): Fix[] {
  // In the order the card declares them.
  const written = summoningTextOf(
    card,
    card.summon.filter((c) => clauses.includes(c)),
  );
  const first = tokens[0];
  if (written.sentences.length === 0 || written.unwritten.length > 0 || !first || first.text.length !== first.value.length + 2 || first.terminated === false)
    return [];
  const insert = `${written.sentences.join(' ')}${first.value.trim() === '' ? '' : ' '}`;
  const escaped = insert.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  return [
    {
      title: 'Write the summoning text from the clauses',
      edits: [{ uri: document.uri, span: { start: first.start + 1, end: first.start + 1 }, newText: escaped }],
      preferred: false,
    },
  ];
}
