import type { Diagnostic, Fix } from '../diagnostics/diagnostic';
import type { CardDeclaration, CardFilter, Located, MonsterDeclaration, ProcedureBody, SummonClause, SummonClauseKind } from '../model/cards';
import { finishLater } from '../diagnostics/lateDetails';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';
import { AMBIGUOUS_WORDING } from './nomiChecks';
import { findInPrintedText, printedTextMayContain, printedTextTokens } from './printedText';
import type { SummoningCodeId } from './summoningCodes';
import { clauseHead, diagnostic, type Involved, insertClauseFix, involvedClause, quoteClause } from './summoningDiagnostics';
import { clausesOf, mechanicName, restrictionOfClause } from './summoningProfile';
import { EMPTY_LIST } from '../model/emptyList';

/** 05xx: names of other cards that no card defines, and printed text that says otherwise than the clauses. */
export function checkReferences(document: AnalyzedDocument, workspace: CardWorkspace): Diagnostic[] {
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
  return filters.flatMap((f) => f.names);
}

function namesInProcedure(procedure: ProcedureBody): Located<string>[] {
  const filters: CardFilter[] = [];
  for (const condition of procedure.conditions) if ('filter' in condition) filters.push(condition.filter);
  for (const cost of procedure.costs) if ('filter' in cost) filters.push(cost.filter);
  return namesInFilters(filters);
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
        refs.push({ name: clause.card, code: 'CS0503', what: 'card whose effect summons it', expected: 'any', clause });
        break;
      case 'synchroMaterials':
      case 'xyzMaterials':
      case 'linkMaterials':
        for (const name of namesInFilters(clause.materials)) refs.push({ name, code: 'CS0505', what: 'material', expected: 'monster', clause });
        break;
      case 'procedure':
      case 'normalSummonOnlyBy':
        for (const name of namesInProcedure(clause.procedure)) refs.push({ name, code: 'CS0505', what: 'card in the procedure', expected: 'any', clause });
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

function unknownNamesOf(document: AnalyzedDocument, card: MonsterDeclaration, workspace: CardWorkspace): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const ref of referencesOf(card)) {
    const target = workspace.resolve(ref.name.value);
    if (!target) {
      out.push(unknownName(document, ref, involvedOf(document, ref), workspace));
      continue;
    }
    const wrongKind = (ref.expected === 'ritual-spell' && !(target.kind === 'spell' && target.spellKind?.value === 'ritual'))
      || (ref.expected === 'monster' && target.kind !== 'monster');
    if (wrongKind) {
      out.push(diagnostic(document, 'CS0504', ref.name.span,
        `"${ref.name.value}" is ${kindOf(target)}, but a ${ref.expected === 'ritual-spell' ? 'Ritual Spell ("kind ritual")' : 'monster'} is expected here (${ref.what}).`,
        [...involvedOf(document, ref), { uri: target.uri, span: target.name.span, message: `"${target.name.value}" is declared here.` }]));
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
function unknownName(document: AnalyzedDocument, ref: Reference, involved: readonly Involved[], workspace: CardWorkspace): Diagnostic {
  const uri = document.uri;
  const message = `No card named "${ref.name.value}" is defined in the workspace (${ref.what}).`;
  const suggest = (made: { message: string; fixes?: readonly Fix[] }) => {
    const suggestion = workspace.closestCardName(ref.name.value);
    if (!suggestion) return;
    made.message = `${made.message} Did you mean "${suggestion.name}"?`;
    made.fixes = [{ title: `Change to "${suggestion.name}"`, edits: [{ uri, span: ref.name.span, newText: quoted(suggestion.name) }], preferred: suggestion.unique }];
  };
  const made = diagnostic(document, ref.code, ref.name.span, message, involved);
  if (workspace.defersDidYouMean) return finishLater(made, suggest);
  suggest(made as { message: string; fixes?: readonly Fix[] });
  return made;
}

/** A standard printed sentence and the clause it stands for (docs/language.md, "Summoning clauses"). */
export interface Sentence {
  readonly code: SummoningCodeId;
  readonly printed: string;
  /** Text saying it. */
  readonly inText: RegExp;
  /** Lower-case text every match of inText contains: a printed text without it is not searched. */
  readonly literal: string;
  /** Text that also counts as saying it (older wordings), for the clause → text direction. */
  readonly alsoInText?: readonly RegExp[];
  readonly clauses: (card: MonsterDeclaration) => readonly SummonClause[];
  /** The clause kinds `clauses` picks from: a card with none of them has no clause for the sentence. */
  readonly kinds: readonly SummonClauseKind[];
  /** The clause to add when the text says it and the clauses do not (no fix when it needs details). */
  readonly addClause?: (match: RegExpExecArray, card: MonsterDeclaration) => string;
  readonly clauseName: string;
}

const COUNT_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/** Exported for the test that every match contains its literal (test/unit/analysis/printedSentences.test.ts). */
export const SENTENCES: readonly Sentence[] = [
  {
    code: 'CS0511', printed: 'Cannot be Special Summoned', clauseName: "'cannot special summon'",
    inText: /\bcannot be special summoned(?=\s*(?:[.;)]|$))/gi, literal: 'cannot be special summoned',
    clauses: (card) => clausesOf(card, 'cannotSpecialSummon'), kinds: ['cannotSpecialSummon'],
    addClause: () => 'cannot special summon',
  },
  {
    code: 'CS0512', printed: 'Cannot be Normal Summoned/Set', clauseName: "'cannot normal summon or set'",
    inText: /\bcannot be normal summoned\s*(?:\/|or)\s*set\b(?!\s+by other ways)/gi, literal: 'cannot be normal summoned',
    clauses: (card) => clausesOf(card, 'cannotNormalSummonOrSet'), kinds: ['cannotNormalSummonOrSet'],
    addClause: () => 'cannot normal summon or set',
  },
  {
    code: 'CS0512', printed: 'Cannot be Normal Summoned (but can be Normal Set)', clauseName: "'cannot normal summon'",
    // "Cannot be Normal Summoned if/while/unless ..." is conditional (issue 9): it is the next sentence.
    inText: /\bcannot be normal summoned\b(?!\s*(?:\/|or)\s*set)(?!\s+by other ways)(?!\s+(?:if|while|unless)\b)/gi,
    literal: 'cannot be normal summoned',
    clauses: (card) => clausesOf(card, 'cannotNormalSummon'), kinds: ['cannotNormalSummon'],
    addClause: () => 'cannot normal summon',
  },
  {
    code: 'CS0512', printed: 'Cannot be Normal Summoned if/while/unless ...', clauseName: "'cannot normal summon if CONDITION' (the Set stays allowed)",
    inText: /\bcannot be normal summoned (?:if|while|unless)\b/gi, literal: 'cannot be normal summoned ',
    clauses: (card) => clausesOf(card, 'cannotNormalSummonIf'), kinds: ['cannotNormalSummonIf'],
  },
  {
    code: 'CS0516', printed: 'Must be Special Summoned with a card effect', clauseName: "'must special summon by card effect'",
    inText: /\bmust be special summoned (?:\(from [^)]*\) )?(?:with|by) a card effect\b/gi, literal: ' a card effect',
    clauses: (card) => clausesOf(card, 'mustByCardEffect'), kinds: ['mustByCardEffect'],
    addClause: () => 'must special summon by card effect',
  },
  ...(['fusion', 'synchro', 'xyz', 'link', 'pendulum'] as const).map((mechanic): Sentence => ({
    code: 'CS0516', printed: `Cannot be ${mechanicName(mechanic).replace(' Summon', ' Summoned')}`, clauseName: `'cannot ${mechanic} summon'`,
    inText: new RegExp(`\\bcannot be ${mechanic} summoned\\b`, 'gi'), literal: `cannot be ${mechanic} summoned`,
    clauses: (card) => clausesOf(card, 'cannotMechanic').filter((c) => c.mechanic === mechanic), kinds: ['cannotMechanic'],
    addClause: () => `cannot ${mechanic} summon`,
  })),
  {
    code: 'CS0516', printed: 'Cannot be used as material for a ... Summon', clauseName: "'cannot be material for MECHANICS'",
    inText: /\bcannot be used as (?:a )?(?:fusion |synchro |xyz |link )?materials?\b/gi, literal: 'cannot be used as ',
    clauses: (card) => clausesOf(card, 'cannotBeMaterial'), kinds: ['cannotBeMaterial'],
  },
  {
    code: 'CS0513', printed: 'Must be Special Summoned', clauseName: "a Nomi clause ('must special summon by ...')",
    inText: /\bmust be special summoned\b(?!\s+(?:\(from [^)]*\)\s+)?(?:with|by) a card effect)/gi, literal: 'must be special summoned',
    // "Must be either Pendulum Summoned or Special Summoned by ..." (rules §6: Nomi with two methods).
    alsoInText: [/\bcannot be special summoned\s*,?\s*except\b/gi, AMBIGUOUS_WORDING, /\bmust be either\b[^.]*\bspecial summoned\b/gi],
    clauses: (card) => card.summon.filter((c) => (c.kind === 'procedure' || c.kind === 'byEffectOf') && restrictionOfClause(c) === 'nomi'),
    kinds: ['procedure', 'byEffectOf'],
  },
  ...(['fusion', 'ritual', 'synchro', 'xyz', 'link', 'pendulum'] as const).map((mechanic): Sentence => ({
    code: 'CS0513', printed: `Must be ${mechanicName(mechanic).replace(' Summon', ' Summoned')}`, clauseName: `'must ${mechanic} summon'`,
    // "This card cannot be Special Summoned except by Synchro Summon" is the old wording of "Must be Synchro Summoned";
    // "Must be either Pendulum Summoned or ..." names two methods (rules §6).
    inText: new RegExp(`\\b(?:must be (?:either )?${mechanic} summoned|cannot be special summoned\\s*,?\\s*except by (?:an? )?${mechanic} summon)\\b`, 'gi'),
    literal: `${mechanic} summon`,
    clauses: (card) => clausesOf(card, 'mustMechanic').filter((c) => c.mechanic === mechanic), kinds: ['mustMechanic'],
    addClause: () => `must ${mechanic} summon`,
  })),
  {
    code: 'CS0514', printed: 'Must first be Special Summoned', clauseName: "a Semi-Nomi clause ('must first special summon by ...')",
    inText: /\bmust first be special summoned\b/gi, literal: 'must first be special summoned',
    alsoInText: [AMBIGUOUS_WORDING],
    clauses: (card) => card.summon.filter((c) => (c.kind === 'procedure' || c.kind === 'byEffectOf') && restrictionOfClause(c) === 'semi-nomi'),
    kinds: ['procedure', 'byEffectOf'],
  },
  {
    code: 'CS0515', printed: 'Requires N Tributes', clauseName: "'requires N tributes'",
    inText: /\brequires (\d+|one|two|three|four|five) tributes?\b/gi, literal: ' tribute',
    clauses: (card) => clausesOf(card, 'requiresTributes'), kinds: ['requiresTributes'],
    addClause: (match, card) => {
      const count = countOf(match[1]);
      const noSet = printedTextTokens(card).some((t) => /cannot be normal set/i.test(t.value));
      return `requires ${count} tributes${noSet ? ' cannot set' : ''}`;
    },
  },
];

/** One bit per clause kind some sentence picks from; per sentence, the bits of its kinds (same order as SENTENCES). */
const KIND_BITS = new Map<SummonClauseKind, number>();
const SENTENCE_KINDS = SENTENCES.map((sentence) => {
  let mask = 0;
  for (const kind of sentence.kinds) {
    if (!KIND_BITS.has(kind)) KIND_BITS.set(kind, 1 << KIND_BITS.size);
    mask |= KIND_BITS.get(kind)!;
  }
  return mask;
});

/** The bits (KIND_BITS) of the clause kinds the card has. */
function clauseKindsOf(card: MonsterDeclaration): number {
  let mask = 0;
  for (const clause of card.summon) mask |= KIND_BITS.get(clause.kind) ?? 0;
  return mask;
}

function countOf(word: string): number {
  return COUNT_WORDS[word.toLowerCase()] ?? Number(word);
}

function textAgainstClauses(document: AnalyzedDocument, card: MonsterDeclaration): Diagnostic[] {
  if (!card.text) return [];
  const out: Diagnostic[] = [];
  // Every standard sentence says "summoned" or "tributes": most printed texts need no regex at all.
  const lower = card.text.value.toLowerCase();
  const mayMention = lower.includes('summoned') || lower.includes('tribute');
  const tokens = mayMention ? printedTextTokens(card) : EMPTY_LIST;
  // A sentence none of whose clause kinds the card has, and that the text cannot mention, is skipped unasked.
  const kinds = clauseKindsOf(card);
  for (let s = 0; s < SENTENCES.length; s++) {
    const sentence = SENTENCES[s];
    const mayHaveClauses = (kinds & SENTENCE_KINDS[s]) !== 0;
    if (!mayMention && !mayHaveClauses) continue;
    const clauses = mayHaveClauses ? sentence.clauses(card) : EMPTY_LIST;
    if (!mayMention && clauses.length === 0) continue;
    const inText = mayMention && printedTextMayContain(tokens, sentence.literal) ? findInPrintedText(card, sentence.inText, tokens) : [];
    // Text says it, clauses do not.
    if (inText.length > 0 && clauses.length === 0) {
      const found = inText[0];
      const clauseText = sentence.addClause?.(found.match, card);
      out.push(diagnostic(document, sentence.code, found.span,
        `The printed text says "${found.match[0]}", but the clauses do not: add ${clauseText ? `'${clauseText}'` : sentence.clauseName} so the analysis and the engine know it.`,
        [{ span: found.span, message: 'The printed sentence.' }],
        clauseText ? insertClauseFix(document, card, clauseText, true) : []));
    }
    // Clauses say it, text does not.
    const alsoSaid = () => mayMention && (sentence.alsoInText ?? []).some((p) => findInPrintedText(card, p, tokens).length > 0);
    if (clauses.length > 0 && inText.length === 0 && !alsoSaid()) {
      out.push(diagnostic(document, sentence.code, clauseHead(document, clauses[0]),
        `${quoteClause(document, clauses[0])} stands for the printed sentence "${sentence.printed}", but the card's text does not say so.`,
        [...clauses.map((c) => involvedClause(document, c)), { span: card.text.span, message: 'The printed text.' }]));
    }
    // Both say it but with different counts ("Requires 3 Tributes" vs "requires 2 tributes").
    if (sentence.code === 'CS0515' && inText.length > 0) {
      const printedCount = countOf(inText[0].match[1]);
      for (const clause of clauses) {
        if (clause.kind !== 'requiresTributes' || clause.count === printedCount) continue;
        out.push(diagnostic(document, 'CS0515', clauseHead(document, clause),
          `${quoteClause(document, clause)} asks for ${clause.count} Tributes, but the printed text says "${inText[0].match[0]}".`,
          [involvedClause(document, clause), { span: inText[0].span, message: 'The printed sentence.' }]));
      }
    }
  }
  return out;
}

/**
 * The printed sentences of a card's text read the other way (text -> clause), for the EDOPro importer:
 * the clause each standard sentence stands for, or the sentence itself where the clause needs details the
 * text alone does not give (a Nomi or Semi-Nomi method).
 */
export function clausesStatedByText(card: MonsterDeclaration): { readonly clauses: readonly string[]; readonly notDerived: readonly string[] } {
  const clauses: string[] = [];
  const notDerived: string[] = [];
  if (!card.text) return { clauses, notDerived };
  const tokens = printedTextTokens(card);
  for (const sentence of SENTENCES) {
    const found = findInPrintedText(card, sentence.inText, tokens)[0];
    if (!found) continue;
    const clause = sentence.addClause?.(found.match, card);
    if (clause && !clauses.includes(clause)) clauses.push(clause);
    else if (!clause) notDerived.push(found.match[0]);
  }
  return { clauses, notDerived };
}
