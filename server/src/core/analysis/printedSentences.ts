import { type CardFilter, type Mechanic, type MonsterDeclaration, type SummonClause, type SummonClauseKind } from '../model/cards';
import type { SummoningCodeId } from './summoningCodes';
import { archetypeCardWords, clausesOf, mechanicName, restrictionOfClause } from './summoningProfile';
import {
  countOf,
  printedCondition,
  printedFilter,
  printedMethod,
  printedZones,
  quotedName,
  readPrintedCondition,
  readPrintedConditions,
  readPrintedFilter,
  readPrintedMethod,
  readPrintedZones,
} from './printedWords';

/**
 * The one mapping between a monster's printed summoning sentences and its summoning clauses, both ways.
 * Each row is one printed sentence: its official wording (current Problem-Solving Card Text) and the older
 * wordings it also reads, the pattern that finds it in a text, what it is read as (the clause lines, or what
 * the language cannot say), and, for the clause it stands for, how that clause is written back as printed.
 * The importer (printedTextReading.ts), the CS05xx checks (referenceChecks.ts), the writer
 * (summoningTextWriter.ts) and docs/language.md ("Printed sentences") read this table.
 */

/** The clauses a group of sentences stands for, and how the CS05xx checks name them. */
export interface ClauseGroup {
  /** The check comparing text and clauses; none: the checks leave the sentence alone. */
  readonly code?: SummoningCodeId;
  /** The sentence as the checks quote it ("stands for the printed sentence ..."). */
  readonly printed: string;
  readonly clauseName: string;
  readonly kinds: readonly SummonClauseKind[];
  readonly clauses: (card: MonsterDeclaration) => readonly SummonClause[];
  /** Text that also counts as saying the group's clauses, for the clause -> text direction (older wordings). */
  readonly alsoInText?: readonly RegExp[];
}

/** What one printed sentence is read as. */
export interface SentenceReading {
  /** The clauses, each as its lines (a procedure: a line ending in `{`, its block lines, `}`). */
  readonly clauses: readonly (readonly string[])[];
  /** What the sentence says that no clause holds, named for the reader (a comment, a message). */
  readonly unsaid?: string;
  /** Read on this card, the sentence does not say its row's clauses (an older Nomi wording on a Normal Summonable monster): the checks pass it over. */
  readonly outsideGroup?: boolean;
}

export interface PrintedSentence {
  readonly id: string;
  /** The official wording, as written back (N, X and CONDITION stand for its parts). */
  readonly official: string;
  /** Older printed wordings the pattern also reads. */
  readonly older: readonly string[];
  /** Finds the sentence; every match contains `literal`. */
  readonly inText: RegExp;
  /** Lower-case text every match of inText contains: a printed text without it is not searched. */
  readonly literal: string;
  readonly group?: ClauseGroup;
  /** A row without a group that the importer still reads as clauses: what it reads, for docs/language.md. */
  readonly importedAs?: string;
  readonly read: (match: RegExpExecArray, card: MonsterDeclaration) => SentenceReading;
  /** The pattern itself names this card ("... Normal Summon this card ..."): found anywhere in a sentence. */
  readonly namesThisCard?: boolean;
  /** The clause as this sentence prints it, or undefined (another row, or no standard wording, says it). */
  readonly write?: (clause: SummonClause, card: MonsterDeclaration) => string | undefined;
}

/**
 * Whether a match is a sentence about this card: it starts with a capital ("Cannot", "Must": a sentence, also
 * right after a material line that has no full stop), or starts the text, a sentence or a parenthesis,
 * optionally after "This card". "Level 5 or higher monsters cannot be Special Summoned" is about other monsters.
 */
export function aboutThisCard(match: RegExpExecArray): boolean {
  if (/^[A-Z]/.test(match[0])) return true;
  const before = match.input.slice(Math.max(0, match.index - 40), match.index);
  return /(?:^|[.!?:;()\n])\s*(?:this (?:card|monster)\s+)?$/i.test(before) || /\bThis (?:card|monster)\s+$/.test(before);
}

/** The sentence ends here. */
const END = String.raw`(?=\s*(?:[.;)]|$))`;
const MECHANICS = 'fusion|ritual|synchro|xyz|link|pendulum';
/** Free text up to the sentence's end, quoted names whole ("U.A." holds a full stop). */
const TEXT = String.raw`(?:[^.;"]|"[^"]*")*?`;

function sentence(body: string): RegExp {
  return new RegExp(String.raw`\b${body}`, 'gi');
}

/** The older "This card can only be Special Summoned (from your hand) by ..." / "... if ...": Nomi or Semi-Nomi, the text does not say which. */
const ONLY_SPECIAL_SUMMONED_BY = /\bcan only be special summoned\b(?=[^.;]*?\b(?:by|if)\b)/gi;

const said = (...lines: string[]): SentenceReading => ({ clauses: [lines] });
const unsaid = (what: string): SentenceReading => ({ clauses: [], unsaid: what });
/** The whole sentence a match starts, up to its full stop (at most 160 characters), for a remark. */
function wholeSentence(match: RegExpExecArray): string {
  const rest = match.input.slice(match.index);
  const text = /^(?:[^."]|"[^"]*"|\.(?!\s|$))*/.exec(rest)?.[0] ?? rest;
  return text.length <= 160 ? text : `${text.slice(0, 160)}…`;
}
const capital = (text: string) => text[0].toUpperCase() + text.slice(1);
const mechanicOf = (word: string) => word.toLowerCase() as Mechanic;
const summoned = (mechanic: Mechanic) => mechanicName(mechanic).replace(' Summon', ' Summoned');
/** The printed text has a stand-alone "Cannot be Normal Set." */
const NO_SET = new RegExp(String.raw`(?:^|[.:;(])\s*(?:this card\s+)?cannot be normal set${END}`, 'i');

/** The card must be Pendulum Summoned beside another mechanic's Summon ("Must be either Fusion Summoned or Pendulum Summoned"). */
const withPendulumSummon = (card: MonsterDeclaration) => clausesOf(card, 'mustMechanic').some((c) => c.mechanic === 'pendulum') && otherMustMechanic(card);
const otherMustMechanic = (card: MonsterDeclaration) => clausesOf(card, 'mustMechanic').some((c) => c.mechanic !== 'pendulum');

/** The printed text says "Cannot be Normal Summoned/Set." */
const NO_NORMAL_SUMMON_OR_SET = new RegExp(String.raw`cannot be normal summoned\s*(?:\/|or)\s*(?:normal\s+)?set${END}`, 'i');
/** The printed text names a way of Special Summoning the card other than an effect of its own. */
const ANOTHER_METHOD = /\b(?:must (?:first )?be special summoned|can only be special summoned|cannot be special summoned|special summon this card \()/i;
/** The printed text bans the Normal Summon and Set ("Cannot be Normal Summoned/Set", "This card cannot be Normal Summoned or Set"). */
const BANS_NORMAL_SUMMON = /\bcannot be normal summoned\s*(?:\/|or)\s*(?:normal\s+)?set\b/i;
/** An older Nomi wording on a monster it does not ban from the Normal Summon: not Nomi, named (rules §6, Gladiator Beast Alexander). */
const keepsNormalSummon = (printed: string): SentenceReading => ({
  clauses: [],
  unsaid: `${printed} (it keeps its Normal Summon: no clause says "Special Summoned only this way" for a Normal Summonable monster)`,
  outsideGroup: true,
});
const OLDER_NOMI_OR_SEMI_NOMI =
  'an older wording of Nomi or Semi-Nomi: read as Semi-Nomi, which nearly every card printed so is today; a Nomi card needs `must special summon by procedure`';

/** "a Synchro Monster is on the field": the monster, either player's. */
const ON_THE_FIELD = /^(an?) (.+?) (?:is|are) on the field$/i;

/**
 * How many procedures the "you can Special Summon this card (from ...)" sentences of a printed text are read as:
 * one each, two for "If a ... is on the field, ..." (one for each side's monster).
 */
function procedureSentences(text: string): number {
  const sentences = text.match(/\byou can special summon this card \(from [^)]*\)/gi)?.length ?? 0;
  const eitherSide = text.match(/\b(?:is|are) on the field, you can special summon this card \(from /gi)?.length ?? 0;
  return sentences + eitherSide;
}

/** A block clause: its head line, its block lines indented, and `}`. */
function block(head: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [head] : [`${head} {`, ...lines.map((l) => `  ${l}`), '}'];
}

const group = {
  cannotSpecialSummon: {
    code: 'CS0511',
    printed: 'Cannot be Special Summoned',
    clauseName: "'cannot special summon'",
    kinds: ['cannotSpecialSummon'],
    clauses: (card) => clausesOf(card, 'cannotSpecialSummon'),
  },
  cannotNormalSummonOrSet: {
    code: 'CS0512',
    printed: 'Cannot be Normal Summoned/Set',
    clauseName: "'cannot normal summon or set'",
    kinds: ['cannotNormalSummonOrSet'],
    clauses: (card) => clausesOf(card, 'cannotNormalSummonOrSet'),
  },
  cannotNormalSummon: {
    code: 'CS0512',
    printed: 'Cannot be Normal Summoned (but can be Normal Set)',
    clauseName: "'cannot normal summon'",
    kinds: ['cannotNormalSummon'],
    clauses: (card) => clausesOf(card, 'cannotNormalSummon'),
  },
  cannotNormalSummonIf: {
    code: 'CS0512',
    printed: 'Cannot be Normal Summoned if/while/unless ...',
    clauseName: "'cannot normal summon if CONDITION' (the Set stays allowed)",
    kinds: ['cannotNormalSummonIf'],
    clauses: (card) => clausesOf(card, 'cannotNormalSummonIf'),
  },
  cannotFlipSummon: {
    code: 'CS0516',
    printed: 'Cannot be Flip Summoned',
    clauseName: "'cannot flip summon'",
    kinds: ['cannotFlipSummon'],
    clauses: (card) => clausesOf(card, 'cannotFlipSummon'),
  },
  mustByCardEffect: {
    code: 'CS0516',
    printed: 'Must be Special Summoned with a card effect',
    clauseName: "'must special summon by card effect'",
    kinds: ['mustByCardEffect'],
    clauses: (card) => clausesOf(card, 'mustByCardEffect'),
  },
  cannotBeMaterial: {
    code: 'CS0516',
    printed: 'Cannot be used as material for a ... Summon',
    clauseName: "'cannot be material for MECHANICS'",
    kinds: ['cannotBeMaterial'],
    clauses: (card) => clausesOf(card, 'cannotBeMaterial'),
  },
  nomi: {
    code: 'CS0513',
    printed: 'Must be Special Summoned',
    clauseName: "a Nomi clause ('must special summon by ...')",
    kinds: ['procedure', 'byEffectOf'],
    // "Must be either Pendulum Summoned or Special Summoned by ..." (rules §6: Nomi with two methods).
    alsoInText: [/\bcannot be special summoned\s*,?\s*except\b/gi, ONLY_SPECIAL_SUMMONED_BY, /\bmust be either\b[^.]*\bspecial summoned\b/gi],
    clauses: (card) => card.summon.filter((c) => (c.kind === 'procedure' || c.kind === 'byEffectOf') && restrictionOfClause(c) === 'nomi'),
  },
  semiNomi: {
    code: 'CS0514',
    printed: 'Must first be Special Summoned',
    clauseName: "a Semi-Nomi clause ('must first special summon by ...')",
    kinds: ['procedure', 'byEffectOf'],
    alsoInText: [ONLY_SPECIAL_SUMMONED_BY],
    clauses: (card) => card.summon.filter((c) => (c.kind === 'procedure' || c.kind === 'byEffectOf') && restrictionOfClause(c) === 'semi-nomi'),
  },
  requiresTributes: {
    code: 'CS0515',
    printed: 'Requires N Tributes',
    clauseName: "'requires N tributes'",
    kinds: ['requiresTributes'],
    clauses: (card) => clausesOf(card, 'requiresTributes'),
  },
  mechanicOnlyInPhase: {
    code: 'CS0516',
    printed: 'Cannot be Link Summoned, except during Main Phase 2',
    clauseName: "'cannot MECHANIC summon except in main1|main2'",
    kinds: ['mechanicOnlyInPhase'],
    clauses: (card) => clausesOf(card, 'mechanicOnlyInPhase'),
  },
  procedure: {
    printed: 'You can Special Summon this card (from your hand) by ...',
    clauseName: "'special summon by procedure'",
    kinds: ['procedure'],
    clauses: (card) => card.summon.filter((c) => c.kind === 'procedure' && c.restriction === 'none'),
  },
  ownEffect: {
    printed: 'Must first be Special Summoned by its own effect',
    clauseName: "'special summon by own effect'",
    kinds: ['ownEffect'],
    clauses: (card) => clausesOf(card, 'ownEffect'),
  },
  withoutTributes: {
    printed: 'You can Normal Summon this card without Tributing',
    clauseName: "'can summon without tributes'",
    kinds: ['withoutTributes'],
    clauses: (card) => clausesOf(card, 'withoutTributes'),
  },
  cannotSpecialSummonFrom: {
    printed: 'Cannot be Special Summoned from ...',
    clauseName: "'cannot special summon from ZONES'",
    kinds: ['cannotSpecialSummonFrom'],
    clauses: (card) => clausesOf(card, 'cannotSpecialSummonFrom'),
  },
  specialSummonOncePerTurn: {
    printed: 'You can only Special Summon "X" once per turn',
    clauseName: "'special summon once per turn'",
    kinds: ['specialSummonOncePerTurn'],
    clauses: (card) => clausesOf(card, 'specialSummonOncePerTurn'),
  },
  proceduresOncePerTurn: {
    printed: 'You can only Special Summon "X" once per turn this way',
    clauseName: "'special summon once per turn this way'",
    kinds: ['proceduresOncePerTurn'],
    clauses: (card) => clausesOf(card, 'proceduresOncePerTurn'),
  },
  controlOnlyOne: {
    printed: 'You can only control 1 X',
    clauseName: "'control only 1 FILTER'",
    kinds: ['controlOnlyOne'],
    clauses: (card) => clausesOf(card, 'controlOnlyOne'),
  },
  noNormalSummonTurnSpecialSummoned: {
    printed: 'You cannot Normal Summon/Set the turn you Special Summon this card',
    clauseName: "'you cannot normal summon or set the turn you special summon this card'",
    kinds: ['noNormalSummonTurnSpecialSummoned'],
    clauses: (card) => clausesOf(card, 'noNormalSummonTurnSpecialSummoned'),
  },
  fusionOnlyWithMaterials: {
    printed: 'A Fusion Summon of this card can only be done with the above Fusion Materials',
    clauseName: "'fusion only with materials'",
    kinds: ['fusionOnlyWithMaterials'],
    clauses: (card) => clausesOf(card, 'fusionOnlyWithMaterials'),
  },
  onlyWithMaterials: {
    printed: 'A Synchro (Xyz, Link) Summon of this card can only be done with the above materials',
    clauseName: "'synchro only with materials' (xyz, link)",
    kinds: ['onlyWithMaterials'],
    clauses: (card) => clausesOf(card, 'onlyWithMaterials'),
  },
  summonCannotBeNegated: {
    printed: "This card's Summon cannot be negated",
    clauseName: "'summon cannot be negated'",
    kinds: ['summonCannotBeNegated'],
    clauses: (card) => clausesOf(card, 'summonCannotBeNegated'),
  },
  spellTrapTributes: {
    printed: 'You can Tribute face-up Continuous Spells/Traps you control for the Tribute Summon of this card',
    clauseName: "'can tribute face-up continuous spells and traps' (or 'can tribute COUNT FILTER you control for tribute summon')",
    kinds: ['spellTrapTributes'],
    clauses: (card) => clausesOf(card, 'spellTrapTributes'),
  },
  opponentTributes: {
    printed: 'If you would Tribute Summon this card, you can Tribute X your opponent controls, even though you do not control it',
    clauseName: "'can tribute COUNT FILTER opponent controls for tribute summon'",
    kinds: ['opponentTributes'],
    clauses: (card) => clausesOf(card, 'opponentTributes'),
  },
  doubleTribute: {
    printed: 'This card can be treated as 2 Tributes for the Tribute Summon of a X monster',
    clauseName: "'double tribute for FILTER'",
    kinds: ['doubleTribute'],
    clauses: (card) => clausesOf(card, 'doubleTribute'),
  },
  optionalTributes: {
    printed: 'You can Tribute Summon this card by Tributing X',
    clauseName: "'can tribute N FILTER to summon'",
    kinds: ['optionalTributes'],
    clauses: (card) => clausesOf(card, 'optionalTributes'),
  },
  tributeFilter: {
    printed: 'If you Tribute Summon this card, the Tributes must be X',
    clauseName: "'tributes must be FILTER'",
    kinds: ['tributeFilter'],
    clauses: (card) => clausesOf(card, 'tributeFilter'),
  },
  faceDownMaterials: {
    printed: 'You can also use face-down X you control as material',
    clauseName: "'can use face-down FILTER as material'",
    kinds: ['faceDownMaterials'],
    clauses: (card) => clausesOf(card, 'faceDownMaterials'),
  },
  opponentMaterials: {
    printed: 'You can also use X your opponent controls as material to Link Summon this card',
    clauseName: "'can use COUNT FILTER opponent controls as material to MECHANIC summon'",
    kinds: ['opponentMaterials'],
    clauses: (card) => clausesOf(card, 'opponentMaterials'),
  },
  xyzLevelGrant: {
    code: 'CS0516',
    printed: 'This card can be treated as a Level N monster when used for the Xyz Summon of a X monster',
    clauseName: "'treated as level N for xyz summon [of FILTER]'",
    kinds: ['xyzLevelGrant'],
    clauses: (card) => clausesOf(card, 'xyzLevelGrant'),
  },
  xyzMaterialLevel: {
    code: 'CS0516',
    printed: "For this card's Xyz Summon, you can treat X you control as Level N",
    clauseName: "'can treat FILTER as level N for its xyz summon'",
    kinds: ['xyzMaterialLevel'],
    clauses: (card) => clausesOf(card, 'xyzMaterialLevel'),
  },
  nonTunerGrant: {
    code: 'CS0516',
    printed: 'If this card you control is used as Synchro Material for a X monster, you can treat it as a non-Tuner',
    clauseName: "'treated as non-tuner for synchro summon [of FILTER]'",
    kinds: ['nonTunerGrant'],
    clauses: (card) => clausesOf(card, 'nonTunerGrant'),
  },
} satisfies Record<string, ClauseGroup>;

/** `3 or 5` back from a grant's Levels, and the clause's `level 3 or 5` from the printed "Level 3 or 5". */
const grantLevels = (levels: readonly number[]) => levels.join(' or ');
const readGrantLevels = (first: string, second: string | undefined) => (second === undefined || second === first ? first : `${first} or ${second}`);
/** "a WATER monster", "an EARTH monster" from the filter's words. */
const aMonster = (filter: CardFilter) => {
  const words = printedFilter(filter, false).replace(/ monsters$/, '');
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words} monster`;
};

/** The groups of `cannot MECHANIC summon` and `must MECHANIC summon`, one per mechanic (ritual: no check compares it). */
const cannotMechanicGroup = new Map(
  (MECHANICS.split('|') as Mechanic[]).map((mechanic): [Mechanic, ClauseGroup] => [
    mechanic,
    {
      ...(mechanic === 'ritual' ? {} : { code: 'CS0516' as const }),
      printed: `Cannot be ${summoned(mechanic)}`,
      clauseName: `'cannot ${mechanic} summon'`,
      kinds: ['cannotMechanic'],
      clauses: (card) => clausesOf(card, 'cannotMechanic').filter((c) => c.mechanic === mechanic),
    },
  ]),
);
const mustMechanicGroup = new Map(
  (MECHANICS.split('|') as Mechanic[]).map((mechanic): [Mechanic, ClauseGroup] => [
    mechanic,
    {
      code: 'CS0513',
      printed: `Must be ${summoned(mechanic)}`,
      clauseName: `'must ${mechanic} summon'`,
      kinds: ['mustMechanic'],
      clauses: (card) => clausesOf(card, 'mustMechanic').filter((c) => c.mechanic === mechanic),
      // "Must be either Fusion Summoned or Pendulum Summoned" says both.
      ...(mechanic === 'pendulum' ? { alsoInText: [sentence(String.raw`must be either (?:${MECHANICS}) summoned,? or pendulum summoned`)] } : {}),
    },
  ]),
);

/** The groups in table order (each once): what the checks walk. */
export function clauseGroups(): readonly ClauseGroup[] {
  return [...new Set(PRINTED_SENTENCES.flatMap((s) => (s.group ? [s.group] : [])))];
}

/** The `(from your hand)` of a procedure as its clause's words: ` from hand`, '' for none, undefined when unread. */
function zonesWords(printed: string | undefined): string | undefined {
  if (printed === undefined) return '';
  const zones = readPrintedZones(printed);
  return zones === undefined ? undefined : ` from ${zones}`;
}

/** A procedure's clause tail after `by procedure`: zones, opponent's field, position. */
function procedureHead(start: string, zones: string | undefined, toOpponent: string | undefined, position: string | undefined): string | undefined {
  const from = zonesWords(zones);
  if (from === undefined) return undefined;
  return `${start}${from}${toOpponent ? " to opponent's field" : ''}${position ? ` in ${position.toLowerCase()} position` : ''}`;
}

function procedureWritten(
  clause: SummonClause & { kind: 'procedure' },
): { readonly zones: string; readonly method?: string; readonly condition?: string } | undefined {
  const body = clause.procedure;
  const zones = `${clause.zones ? ` (from ${printedZones(clause.zones)})` : ''}${clause.toOpponent ? " to your opponent's field" : ''}${clause.position ? ` in ${capital(clause.position)} Position` : ''}`;
  if (body.costs.length === 0 && body.conditions.length === 0 && !body.oncePerTurn) return { zones };
  if (body.oncePerTurn) return undefined;
  if (body.costs.length === 0 && body.conditions.length <= 2 && body.conditions.every((c) => c.kind !== 'graveyardHas')) {
    // "If your opponent controls a card and you control no cards": two conditions joined by "and".
    const conditions = body.conditions.map(printedCondition);
    return conditions.some((c) => c === undefined) ? undefined : { zones, condition: conditions.join(' and ') };
  }
  const method = printedMethod(body);
  return method === undefined ? undefined : { zones, method };
}

/** A printed condition up to its comma: quoted names, "(min. 1)", and one ", and" between two conditions (read by the caller). */
const CONDITION_TEXT = String.raw`(?:[^,:.;"(]|"[^"]*"|\(min\. 1\)|\((?!min\.))*`;
const ZONE_LIST = String.raw`(?:your |the )?(?:hand|deck|gy|graveyard|extra deck)(?:,? (?:or|and) (?:your |the )?(?:hand|deck|gy|graveyard|extra deck))*`;
/** The opening of a Nomi or Semi-Nomi sentence, current or older, then its zones, field, position and method. */
const METHOD_SENTENCE = new RegExp(
  String.raw`^(?:this (?:card|monster) )?(?:must (?:first )?be special summoned|cannot be special summoned,? except|can only be special summoned),?\s*` +
    String.raw`(?:\(from ([^)]*)\)\s*|from (${ZONE_LIST})\s+)?(?:(to your opponent's (?:side of the )?field),?\s*)?(?:,?\s*in (?:face-up )?(attack|defense) position,?\s*)?(.*?)[.\s]*$`,
  'i',
);

/**
 * A Nomi or Semi-Nomi sentence read whole ("Must be Special Summoned (from your hand) by METHOD", "This card cannot
 * be Special Summoned except by METHOD", "This card can only be Special Summoned by METHOD"): its procedure, with a
 * method no clause says as free text (`cost "..."` after "by", else `condition "..."`), which the engine assumes
 * and says so; the sentence is then named as not derived (`note`: why else). "By its own effect" on a Nomi is the
 * effect of the card itself; a method that names the card whose effect summons it is that card's clause. What it
 * cannot place (zones it cannot read, "with the effect of a ... card") stays unsaid.
 */
function procedureOfSentence(match: RegExpExecArray, card: MonsterDeclaration, restriction: 'nomi' | 'semi-nomi', note?: string): SentenceReading {
  const m = METHOD_SENTENCE.exec(fullSentence(match));
  const first = restriction === 'semi-nomi' ? 'first ' : '';
  const head = m ? procedureHead(`must ${first}special summon by procedure`, m[1] ?? m[2], m[3], m[4]) : undefined;
  const method = (m?.[5] ?? '').replace(/,?\s*and cannot be special summoned by other ways$/i, '').trim();
  const named = (reading: SentenceReading): SentenceReading =>
    note === undefined ? reading : { ...reading, unsaid: reading.unsaid ?? `${wholeSentence(match)} (${note})` };
  if (restriction === 'nomi' && /^by (?:its own effect|the following effect)$/i.test(method))
    return named(said(`must special summon by effect of ${quotedName(card.name.value)}`));
  if (head === undefined || method === '' || /^(?:by|with) (?:its own effect|the effect|a card effect)\b/i.test(method)) return unsaid(wholeSentence(match));
  // "Must be Special Summoned with "The Claw of Hermos", using a Dragon monster": by that card's effect, the rest unsaid.
  const byCard = /^(?:with|by) (?:the effect of )?"([^"]+)"/i.exec(method);
  if (byCard) return { clauses: [[`must ${first}special summon by effect of ${quotedName(byCard[1])}`]], unsaid: wholeSentence(match) };
  const by = /^by\s+(.+)$/i.exec(method);
  const condition = /^(?:if|while)\s+(.+)$/i.exec(method);
  const printedCondition = condition ? readPrintedCondition(condition[1]) : undefined;
  const lines = by ? readPrintedMethod(by[1]) : printedCondition === undefined ? undefined : [`condition ${printedCondition}`];
  if (lines !== undefined) return named({ clauses: [block(head, lines)] });
  // Free text only for a method that is a summoning procedure: "by banishing ...", "if ...", "... by Tributing ...";
  // "by a "Hazy Flame" monster's effect" is not one.
  if (by ? !/^\w+ing\b/i.test(by[1]) : !condition && !/\bby \w+ing\b/i.test(method)) return unsaid(wholeSentence(match));
  const line = by ? `cost ${quotedName(by[1])}` : `condition ${quotedName(condition ? condition[1] : method)}`;
  const why = note === undefined ? 'read with its method as free text' : `read with its method as free text; ${note}`;
  return { clauses: [block(head, [line])], unsaid: `${wholeSentence(match)} (${why})` };
}

/** The whole sentence a match starts, up to its full stop, on one line (at most 400 characters). */
function fullSentence(match: RegExpExecArray): string {
  const rest = match.input.slice(match.index);
  const text = (/^(?:[^."]|"[^"]*"|\.(?!\s|$))*/.exec(rest)?.[0] ?? rest).replace(/\s+/g, ' ');
  return text.slice(0, 400);
}

const ZONES_PART = String.raw`(?:\(from ([^)]*)\)\s+)?(?:(to your opponent's field)\s+)?(?:in (attack|defense) position\s+)?`;

/** The rows, specific before general: a sentence a row has read is not read again by a later row. */
export const PRINTED_SENTENCES: readonly PrintedSentence[] = [
  {
    id: 'requiresTributes',
    official: 'Requires N Tributes to Normal Summon (cannot be Normal Set).',
    older: ['Requires N Tributes to Normal Summon/Set.', 'Requires N "X" Tributes to Normal Summon (cannot be Normal Set).'],
    inText: sentence(String.raw`requires (\d+|one|two|three|four|five) (?:("[^"]*") )?tributes?\b([^.;()]*)(?:\s*\((cannot be normal set)\))?([^.;]*)`),
    literal: ' tribute',
    group: group.requiresTributes,
    read: (m) => {
      const count = countOf(m[1]) ?? 0;
      const tail = m[3].trim().toLowerCase();
      const noSet = m[4] !== undefined || NO_SET.test(m.input);
      const clause = `requires ${count} tributes${noSet ? ' cannot set' : ''}`;
      // "Requires 3 "Qli" Tributes": the count and what the Tributes must be.
      const filter = m[2] ? [[`tributes must be archetype ${m[2]} monsters`]] : [];
      const extra = [
        tail !== '' && !/^to normal summon(?:\s*\/\s*set)?$/.test(tail) ? `"${m[3].trim()}"` : '',
        m[5].trim() !== '' ? `"${m[5].trim()}"` : '',
      ].filter((x) => x !== '');
      return extra.length === 0
        ? { clauses: [[clause], ...filter] }
        : { clauses: [[clause], ...filter], unsaid: `${m[0]} (read as '${clause}'; the language cannot say ${extra.join(' and ')})` };
    },
    write: (c) =>
      c.kind === 'requiresTributes' ? `Requires ${c.count} Tributes to Normal Summon${c.canSet ? '/Set' : ' (cannot be Normal Set)'}.` : undefined,
  },
  {
    id: 'requiresTributesOld',
    official: 'Requires N Tributes to Normal Summon/Set.',
    older: ['This card cannot be Normal Summoned or Set except by Tributing N monsters.'],
    inText: sentence(String.raw`cannot be normal summoned\s*(?:\/|or)\s*set,?\s*except by tributing (\d+|one|two|three) monsters${END}`),
    literal: 'cannot be normal summoned',
    group: group.requiresTributes,
    read: (m) => said(`requires ${countOf(m[1]) ?? 0} tributes${NO_SET.test(m.input) ? ' cannot set' : ''}`),
  },
  {
    id: 'cannotNormalSummonIf',
    official: 'Cannot be Normal Summoned, unless CONDITION.',
    older: ['Cannot be Normal Summoned if CONDITION.', 'Cannot be Normal Summoned while CONDITION.'],
    inText: sentence(String.raw`cannot be normal summoned,?\s+(if|while|unless)\s+(${TEXT})${END}`),
    literal: 'cannot be normal summoned',
    group: group.cannotNormalSummonIf,
    read: (m) => {
      const condition = readPrintedCondition(m[2]);
      return condition ? said(`cannot normal summon ${m[1].toLowerCase()} ${condition}`) : unsaid(m[0]);
    },
    write: (c) => {
      if (c.kind !== 'cannotNormalSummonIf') return undefined;
      const condition = c.condition.kind === 'text' ? undefined : printedCondition(c.condition);
      return condition === undefined ? undefined : `Cannot be Normal Summoned${c.mode === 'unless' ? ',' : ''} ${c.mode} ${condition}.`;
    },
  },
  {
    id: 'cannotSpecialSummonIf',
    official: 'Cannot be Special Summoned unless CONDITION.',
    older: ['Cannot be Special Summoned if CONDITION.', 'Cannot be Special Summoned while CONDITION.'],
    inText: sentence(String.raw`cannot be special summoned,?\s+(if|while|unless)\s+(${TEXT})${END}`),
    literal: 'cannot be special summoned',
    read: (m) => {
      // "unless you control a face-up "Toon World"": the card of that name, whatever its kind (a bare name is a monster).
      const condition = readPrintedCondition(m[2])?.replace(/"$/, '" card');
      const mode = m[1].toLowerCase() === 'unless' ? 'unless' : 'if';
      return condition ? said(`cannot special summon ${mode} ${condition}`) : unsaid(m[0]);
    },
    write: (c) => {
      if (c.kind !== 'cannotSpecialSummonIf') return undefined;
      const condition = c.condition.kind === 'text' ? undefined : printedCondition(c.condition);
      return condition === undefined ? undefined : `Cannot be Special Summoned ${c.mode} ${condition}.`;
    },
  },
  {
    id: 'cannotNormalSummonOrSet',
    official: 'Cannot be Normal Summoned/Set.',
    older: ['This card cannot be Normal Summoned or Set.', 'Cannot be Normal Summoned or Normal Set.'],
    inText: sentence(String.raw`cannot be normal summoned\s*(?:\/|or)\s*(?:normal\s+)?set${END}`),
    literal: 'cannot be normal summoned',
    group: group.cannotNormalSummonOrSet,
    read: () => said('cannot normal summon or set'),
    write: (c) => (c.kind === 'cannotNormalSummonOrSet' ? 'Cannot be Normal Summoned/Set.' : undefined),
  },
  {
    id: 'cannotNormalSummon',
    official: 'Cannot be Normal Summoned (but can be Normal Set).',
    older: ['Cannot be Normal Summoned, but can be Normal Set.', 'Cannot be Normal Summoned.'],
    inText: sentence(String.raw`cannot be normal summoned(?:\s*\(but can be normal set\)|,?\s*but can be normal set)?${END}`),
    literal: 'cannot be normal summoned',
    group: group.cannotNormalSummon,
    read: () => said('cannot normal summon'),
    write: (c) => (c.kind === 'cannotNormalSummon' ? 'Cannot be Normal Summoned (but can be Normal Set).' : undefined),
  },
  {
    // "Requires 3 Tributes ... Cannot be Normal Set." is read with the Tributes (NO_SET); alone, no clause says it.
    id: 'cannotNormalSet',
    official: 'Cannot be Normal Set.',
    older: [],
    inText: sentence(String.raw`cannot be normal set${END}`),
    literal: 'cannot be normal set',
    read: (m) =>
      /\brequires (?:\d+|one|two|three|four|five) (?:"[^"]*" )?tributes?\b|\bexcept by tributing\b/i.test(m.input)
        ? { clauses: [] }
        : unsaid('Cannot be Normal Set'),
  },
  {
    id: 'cannotFlipSummon',
    official: 'Cannot be Flip Summoned.',
    older: ['This card cannot be Flip Summoned.'],
    inText: sentence(String.raw`cannot be flip summoned${END}`),
    literal: 'cannot be flip summoned',
    group: group.cannotFlipSummon,
    read: () => said('cannot flip summon'),
    write: (c) => (c.kind === 'cannotFlipSummon' ? 'Cannot be Flip Summoned.' : undefined),
  },
  {
    id: 'withoutTributes',
    official: 'If CONDITION, you can Normal Summon this card without Tributing.',
    older: [
      'You can Normal Summon this card without Tributing, but its original ATK becomes N.',
      'If CONDITION: You can Normal Summon this card without Tributing.',
    ],
    inText: sentence(
      String.raw`(?:if ([^,:.;"]*(?:"[^"]*"[^,:.;"]*)*)[,:]\s*)?you can normal summon( or set|\s*\/\s*set)? (?:this card|it) without tributing(?:,? but (?:its original atk becomes (\d+)|(its original atk(?:\s*\/\s*def| and def)? (?:is|are|becomes?) halved[^.;]*)))?${END}`,
    ),
    literal: 'without tributing',
    group: group.withoutTributes,
    read: (m) => {
      const condition = m[1] === undefined ? undefined : readPrintedCondition(m[1]);
      if (m[1] !== undefined && condition === undefined) return unsaid(wholeSentence(m));
      // "If this card is Normal Summoned without Tributing, its original ATK becomes 1900." (Charging Gaia) belongs to it.
      const atk = m[3] ?? /\bif this card is normal summoned without tributing, its original atk becomes (\d+)/i.exec(m.input)?.[1];
      const clauses = [block(`can summon${m[2] ? ' or set' : ''} without tributes${atk ? ` atk ${atk}` : ''}`, condition ? [`condition ${condition}`] : [])];
      // "..., but its original ATK/DEF becomes halved": no clause halves the stats; the summon itself is read.
      return m[4] === undefined ? { clauses } : { clauses, unsaid: `${wholeSentence(sentenceStart(m))} (no clause says "${m[4]}")` };
    },
    write: (c) => {
      if (c.kind !== 'withoutTributes' || c.def !== null || (c.conditions?.length ?? 0) > 1) return undefined;
      const condition = c.conditions?.[0] ? printedCondition(c.conditions[0]) : '';
      if (condition === undefined) return undefined;
      const summon = `you can Normal Summon${c.coversSet ? '/Set' : ''} this card without Tributing${c.atk !== null ? `, but its original ATK becomes ${c.atk}` : ''}.`;
      return condition ? `If ${condition}, ${summon}` : capital(summon);
    },
  },
  {
    id: 'mechanicOnlyInPhase',
    official: 'Cannot be Link Summoned, except during Main Phase 2.',
    older: [],
    inText: sentence(String.raw`cannot be (${MECHANICS}) summoned,?\s*except during (?:your |the )?main phase ([12])${END}`),
    literal: 'except during',
    group: group.mechanicOnlyInPhase,
    read: (m) => said(`cannot ${mechanicOf(m[1])} summon except in main${m[2]}`),
    write: (c) =>
      c.kind === 'mechanicOnlyInPhase' ? `Cannot be ${summoned(c.mechanic)}, except during Main Phase ${c.phase === 'main1' ? 1 : 2}.` : undefined,
  },
  ...(MECHANICS.split('|') as Mechanic[]).map((mechanic): PrintedSentence => ({
    id: `cannot-${mechanic}`,
    official: `Cannot be ${summoned(mechanic)}.`,
    older: [],
    inText: sentence(String.raw`cannot be ${mechanic} summoned${END}`),
    literal: `cannot be ${mechanic} summoned`,
    group: cannotMechanicGroup.get(mechanic),
    read: () => said(`cannot ${mechanic} summon`),
    write: (c) => (c.kind === 'cannotMechanic' && c.mechanic === mechanic ? `Cannot be ${summoned(mechanic)}.` : undefined),
  })),
  {
    // "Cannot be Link Summoned to the Extra Monster Zone", "Cannot be Xyz Summoned except ...": no clause says these.
    id: 'cannotMechanicOtherwise',
    official: 'Cannot be Link Summoned to the Extra Monster Zone.',
    older: [],
    inText: sentence(String.raw`cannot be (?:${MECHANICS}) summoned\b[^.;]*`),
    literal: ' summoned',
    read: (m) => unsaid(m[0]),
  },
  {
    // A Pendulum Summon is not its only method: it keeps its Normal Summon, so this is neither 'must pendulum summon' nor Nomi.
    id: 'onlyPendulumSpecialSummon',
    official: 'Cannot be Special Summoned, except by Pendulum Summon.',
    older: [],
    inText: sentence(String.raw`cannot be special summoned,?\s*except by (?:a )?pendulum summon${END}`),
    literal: 'pendulum summon',
    read: (m) => unsaid(`${m[0]} (it keeps its Normal Summon: no clause says "Special Summoned only by Pendulum Summon")`),
  },
  // "Must be Xyz Summoned with the above materials": Nomi for the mechanic, and only the listed materials.
  ...(['synchro', 'xyz', 'link'] as const).map((mechanic): PrintedSentence => ({
    id: `must-${mechanic}-with-materials`,
    official: `Must be ${summoned(mechanic)} with the above materials.`,
    older: [],
    inText: sentence(String.raw`must be ${mechanic} summoned with the above (?:${mechanic} )?materials?${END}`),
    literal: 'with the above ',
    group: mustMechanicGroup.get(mechanic),
    read: () => ({ clauses: [[`must ${mechanic} summon`], [`${mechanic} only with materials`]] }),
  })),
  ...(['synchro', 'xyz', 'link'] as const).map((mechanic): PrintedSentence => ({
    id: `${mechanic}OnlyWithMaterials`,
    official: `A ${mechanicName(mechanic)} of this card can only be done with the above materials.`,
    older: [],
    inText: sentence(String.raw`an? ${mechanic} summon of this card can only be (?:done|conducted) with the above (?:${mechanic} )?materials?${END}`),
    literal: 'with the above ',
    group: group.onlyWithMaterials,
    read: () => said(`${mechanic} only with materials`),
    write: (c) =>
      c.kind === 'onlyWithMaterials' && c.mechanic === mechanic
        ? `A ${mechanicName(mechanic)} of this card can only be done with the above materials.`
        : undefined,
  })),
  // Nomi with two methods (rules §6): its mechanic's Summon or a Pendulum Summon.
  ...(['fusion', 'ritual', 'synchro', 'xyz', 'link'] as const).map((mechanic): PrintedSentence => ({
    id: `must-${mechanic}-or-pendulum`,
    official: `Must be either ${summoned(mechanic)} or Pendulum Summoned.`,
    older: [],
    inText: sentence(String.raw`must be either ${mechanic} summoned,? or pendulum summoned${END}`),
    literal: 'or pendulum summoned',
    group: mustMechanicGroup.get(mechanic),
    read: () => ({ clauses: [[`must ${mechanic} summon`], ['must pendulum summon']] }),
    // One sentence for both clauses.
    write: (c, card) =>
      c.kind === 'mustMechanic' &&
      (c.mechanic === mechanic || c.mechanic === 'pendulum') &&
      clausesOf(card, 'mustMechanic').some((x) => x.mechanic === mechanic) &&
      withPendulumSummon(card)
        ? `Must be either ${summoned(mechanic)} or Pendulum Summoned.`
        : undefined,
  })),
  ...(MECHANICS.split('|') as Mechanic[]).map((mechanic): PrintedSentence => ({
    id: `must-${mechanic}`,
    official: `Must be ${summoned(mechanic)}.`,
    older:
      mechanic === 'pendulum'
        ? ['Must be either Pendulum Summoned or Special Summoned by ...']
        : mechanic === 'ritual'
          ? []
          : [`This card cannot be Special Summoned except by ${mechanicName(mechanic)}.`],
    // The old wording names Extra Deck mechanics only: "except by Pendulum Summon" is the row above.
    inText: sentence(String.raw`(?:must be (?:either )?${mechanic} summoned|cannot be special summoned\s*,?\s*except by (?:an? )?${mechanic} summon)\b`),
    literal: `${mechanic} summon`,
    group: mustMechanicGroup.get(mechanic),
    read: () => said(`must ${mechanic} summon`),
    write: (c, card) =>
      c.kind === 'mustMechanic' && c.mechanic === mechanic && !(mechanic === 'pendulum' ? otherMustMechanic(card) : withPendulumSummon(card))
        ? `Must be ${summoned(mechanic)}.`
        : undefined,
  })),
  {
    id: 'mustByCardEffect',
    official: 'Must be Special Summoned with a card effect.',
    older: ['Must be Special Summoned by a card effect.', 'Must be Special Summoned (from your hand) by a card effect.'],
    inText: sentence(String.raw`must be special summoned (?:\(from [^)]*\) )?(?:with|by) a card effect\b`),
    literal: ' a card effect',
    group: group.mustByCardEffect,
    read: () => said('must special summon by card effect'),
    write: (c) => (c.kind === 'mustByCardEffect' ? 'Must be Special Summoned with a card effect.' : undefined),
  },
  {
    // The Assault Mode monsters: "first", but no other way ever Special Summons them, so EDOPro's engine never revives them (Nomi).
    id: 'byEffectOfExceptOwnEffect',
    official: 'Must first be Special Summoned with "X" and cannot be Special Summoned by other ways except by its own effect.',
    older: [],
    inText: sentence(
      String.raw`must first be special summoned (?:with|by) (?:the effect of )?"([^"]+)",? and cannot be special summoned by other ways except by its own effect${END}`,
    ),
    literal: 'except by its own effect',
    group: group.nomi,
    read: (m) => ({
      clauses: [[`must special summon by effect of ${quotedName(m[1])}`]],
      unsaid: `${m[0]} (read as Nomi; no clause says "except by its own effect")`,
    }),
  },
  ...(['nomi', 'semi-nomi'] as const).map((restriction): PrintedSentence => {
    const first = restriction === 'semi-nomi' ? 'first ' : '';
    // The old wording "cannot be Special Summoned except with "X"" is Nomi (the Assault Mode monsters).
    const old = restriction === 'nomi' ? String.raw`|cannot be special summoned,?\s*except (?:with|by) (?:the effect of )?"([^"]+)"` : '';
    return {
      id: `byEffectOf-${restriction}`,
      official: `Must ${first}be Special Summoned with "X".`,
      older:
        restriction === 'nomi'
          ? ['Must be Special Summoned by "X", and cannot be Special Summoned by other ways.', 'This card cannot be Special Summoned except with "X".']
          : ['Must first be Special Summoned by "X".'],
      inText: sentence(
        String.raw`(?:must ${first}be special summoned (?:with|by) (?:the effect of )?"([^"]+)"${old})(?=\s*(?:[.;]|,?\s*and cannot be special summoned by other ways\b|$))`,
      ),
      literal: 'special summoned',
      group: restriction === 'nomi' ? group.nomi : group.semiNomi,
      read: (m) => {
        // The older "cannot be Special Summoned except by the effect of "X"" on a card it does not ban from the Normal Summon.
        if (m[2] !== undefined && !BANS_NORMAL_SUMMON.test(m.input)) return keepsNormalSummon(m[0]);
        return said(`must ${first}special summon by effect of ${quotedName(m[1] ?? m[2])}`);
      },
      write: (c) =>
        c.kind === 'byEffectOf' && !c.archetype && c.restriction === restriction
          ? `Must ${first}be Special Summoned with ${quotedName(c.card.value)}.`
          : undefined,
    };
  }),
  ...(['nomi', 'semi-nomi'] as const).map((restriction): PrintedSentence => {
    const first = restriction === 'semi-nomi' ? 'first ' : '';
    return {
      id: `byEffectOfArchetype-${restriction}`,
      official: `Must ${first}be Special Summoned with the effect of a "A" card.`,
      older: [
        `Must ${first}be Special Summoned with a "A" Spell.`,
        `Must ${first}be Special Summoned by a "A" Spell/Trap, and cannot be Special Summoned by other ways.`,
      ],
      inText: sentence(
        String.raw`must ${first}be special summoned (?:with|by) (?:the effect of )?an? "([^"]+)" (card|monster|spell\s*\/\s*trap|spell|trap)(?: cards?)?(?=\s*(?:[.;]|,?\s*and cannot be special summoned by other ways\b|$))`,
      ),
      literal: 'special summoned',
      group: restriction === 'nomi' ? group.nomi : group.semiNomi,
      read: (m) => {
        const type = m[2].toLowerCase().replace(/\s+/g, '');
        const words = type === 'spell/trap' ? 'spell or trap' : type;
        return said(`must ${first}special summon by effect of archetype ${quotedName(m[1])} ${words}`);
      },
      write: (c) =>
        c.kind === 'byEffectOf' && c.archetype && c.restriction === restriction
          ? `Must ${first}be Special Summoned with the effect of ${archetypeCardWords(c.card.value, c.cardTypes)}.`
          : undefined,
    };
  }),
  ...(['nomi', 'semi-nomi'] as const).map((restriction): PrintedSentence => {
    const first = restriction === 'semi-nomi' ? 'first ' : '';
    return {
      id: `procedure-${restriction}`,
      official: `Must ${first}be Special Summoned (from your hand) by METHOD.`,
      older:
        restriction === 'nomi'
          ? ['Must be Special Summoned (from your hand) by METHOD, and cannot be Special Summoned by other ways.']
          : ['Must first be Special Summoned (from your hand) while CONDITION.'],
      inText: sentence(
        String.raw`must ${first}be special summoned ${ZONES_PART}(?:by (?!a card effect|its own effect|the effect)(${TEXT})|while (${TEXT}))(?:,? and cannot be special summoned by other ways)?${END}`,
      ),
      literal: 'special summoned',
      group: restriction === 'nomi' ? group.nomi : group.semiNomi,
      read: (m, card) => {
        const condition = m[5] === undefined ? undefined : readPrintedCondition(m[5]);
        const lines = m[4] !== undefined ? readPrintedMethod(m[4]) : condition === undefined ? undefined : [`condition ${condition}`];
        const head = procedureHead(`must ${first}special summon by procedure`, m[1], m[2], m[3]);
        if (head === undefined) return unsaid(wholeSentence(m));
        return lines === undefined ? procedureOfSentence(m, card, restriction) : { clauses: [block(head, lines)] };
      },
      write: (c) => {
        if (c.kind !== 'procedure' || c.restriction !== restriction) return undefined;
        const written = procedureWritten(c);
        if (!written || (!written.method && !written.condition)) return undefined;
        return `Must ${first}be Special Summoned${written.zones} ${written.method ? `by ${written.method}` : `while ${written.condition}`}.`;
      },
    };
  }),
  {
    // The older wording of a Nomi procedure; "except by Fusion Summon", "except with "X"", "except by its own effect" are other rows.
    id: 'procedureNomiOld',
    official: 'Must be Special Summoned (from your hand) by METHOD.',
    older: ['This card cannot be Special Summoned except by METHOD.'],
    inText: sentence(
      String.raw`cannot be special summoned\s*,?\s*except by (?!(?:an? )?(?:${MECHANICS}) summon|its own effect|the effect|a card effect|")(${TEXT})${END}`,
    ),
    literal: 'cannot be special summoned',
    group: group.nomi,
    read: (m, card) => {
      if (!BANS_NORMAL_SUMMON.test(m.input)) return keepsNormalSummon(wholeSentence(m));
      const lines = readPrintedMethod(m[1]);
      return lines === undefined ? procedureOfSentence(m, card, 'nomi') : { clauses: [block('must special summon by procedure', lines)] };
    },
  },
  {
    id: 'ownEffectSemiNomi',
    official: 'Must first be Special Summoned by its own effect.',
    older: [],
    inText: sentence(String.raw`must first be special summoned by its own effect${END}`),
    literal: 'by its own effect',
    group: group.ownEffect,
    read: () => said('special summon by own effect'),
  },
  {
    // Older texts print it for Nomi and Semi-Nomi monsters alike: the text does not say which. Their current texts
    // and EDOPro's engine make nearly all of them Semi-Nomi (rules §6, Fenrir; 21 of 23 official cards), so the import
    // reads Semi-Nomi and says so.
    id: 'onlySpecialSummonedBy',
    official: 'This card can only be Special Summoned by ...',
    older: [],
    inText: ONLY_SPECIAL_SUMMONED_BY,
    literal: 'can only be special summoned',
    importedAs: "imported as a Semi-Nomi clause ('must first special summon by ...') with a remark; the checks ask the author",
    read: (m, card) => {
      const reading = procedureOfSentence(m, card, 'semi-nomi', OLDER_NOMI_OR_SEMI_NOMI);
      return reading.clauses.length > 0 ? reading : unsaid(`${wholeSentence(m)} (${OLDER_NOMI_OR_SEMI_NOMI})`);
    },
  },
  {
    // "Cannot be Normal Summoned/Set." with no Special Summon method but an effect of its own that Special Summons it from
    // the hand (Blue Mountain Butterspy, Synchro Magnet): Semi-Nomi by its own effect (rules §6).
    id: 'ownEffectImplied',
    official: 'You can Special Summon this card from your hand.',
    older: [],
    inText: sentence(String.raw`(?:you can )?special summon this card from your hand${END}`),
    literal: 'special summon this card from your hand',
    namesThisCard: true,
    importedAs: 'imported as \'special summon by own effect\' beside "Cannot be Normal Summoned/Set." and no other method',
    read: (m) => (NO_NORMAL_SUMMON_OR_SET.test(m.input) && !ANOTHER_METHOD.test(m.input) ? { clauses: [['special summon by own effect']] } : { clauses: [] }),
  },
  {
    id: 'procedure',
    official: 'You can Special Summon this card (from your hand) by METHOD.',
    older: ['If CONDITION, you can Special Summon this card (from your hand).'],
    inText: sentence(
      String.raw`(?:if (${CONDITION_TEXT}(?:, and ${CONDITION_TEXT})?), )?you can special summon this card ${ZONES_PART.replace(String.raw`(?:\(from ([^)]*)\)\s+)?`, String.raw`\(from ([^)]*)\)\s*`)}(?:by (${TEXT}))?${END}`,
    ),
    literal: 'you can special summon this card',
    group: group.procedure,
    read: (m) => {
      const method = m[5] === undefined ? [] : readPrintedMethod(m[5]);
      const head = procedureHead('special summon by procedure', m[2], m[3], m[4]);
      // "If a Synchro Monster is on the field": either player's face-up monster, a procedure for each side; a
      // "once per turn this way" after it is their shared count (the proceduresOncePerTurn row).
      const onField = m[1] === undefined ? undefined : ON_THE_FIELD.exec(m[1].trim());
      const either = onField ? readPrintedFilter(`${onField[1]} face-up ${onField[2]}`) : undefined;
      if (either !== undefined && method !== undefined && head !== undefined)
        return { clauses: ['you control', 'opponent controls'].map((side) => block(head, [`condition ${side} ${either}`, ...method])) };
      const conditions = m[1] === undefined ? [] : readPrintedConditions(m[1]);
      if (conditions === undefined || method === undefined || head === undefined) return unsaid(wholeSentence(m));
      // "You can only Special Summon "X" once per turn this way." after the card's one procedure limits it (by name);
      // after two or more it is their shared count (the proceduresOncePerTurn row).
      const oncePerTurn = /\bonce per turn this way\b/i.test(m.input) && procedureSentences(m.input) === 1 ? ['once per turn by name'] : [];
      return { clauses: [block(head, [...conditions.map((c) => `condition ${c}`), ...method, ...oncePerTurn])] };
    },
    write: (c, card) => {
      if (c.kind !== 'procedure' || c.restriction !== 'none') return undefined;
      // Once per turn by name is the printed "this way" sentence after it; the soft count has no standard wording.
      const { oncePerTurn, ...rest } = c.procedure;
      const byName = oncePerTurn === 'hard';
      const written = procedureWritten(byName ? { ...c, procedure: rest } : c);
      if (!written || !c.zones) return undefined;
      const summon = `you can Special Summon this card${written.zones}${written.method ? ` by ${written.method}` : ''}.`;
      const thisWay = byName ? ` You can only Special Summon ${quotedName(card.name.value)} once per turn this way.` : '';
      return `${written.condition ? `If ${written.condition}, ${summon}` : capital(summon)}${thisWay}`;
    },
  },
  {
    id: 'nomiUnread',
    official: 'Must be Special Summoned ...',
    older: [],
    inText: sentence(String.raw`must be special summoned\b(?!\s+(?:\(from [^)]*\)\s+)?(?:with|by) a card effect)`),
    literal: 'must be special summoned',
    group: group.nomi,
    read: (m, card) => procedureOfSentence(m, card, 'nomi'),
  },
  {
    id: 'semiNomiUnread',
    official: 'Must first be Special Summoned ...',
    older: [],
    inText: sentence(String.raw`must first be special summoned\b`),
    literal: 'must first be special summoned',
    group: group.semiNomi,
    read: (m, card) => procedureOfSentence(m, card, 'semi-nomi'),
  },
  {
    id: 'cannotSpecialSummonFromExceptField',
    official: 'Cannot be Special Summoned from the GY, except if it was sent there from the field.',
    older: ['Cannot be Special Summoned from the GY, unless it was sent there from the field.'],
    inText: sentence(
      String.raw`cannot be special summoned from ((?:the |your )?(?:gy|graveyard|banishment)(?:\s*(?:,|or)\s*(?:the |your )?(?:gy|graveyard|banishment))*),?\s*(?:except if|unless) it was sent there from the field${END}`,
    ),
    literal: 'sent there from the field',
    group: group.cannotSpecialSummonFrom,
    read: (m) => {
      const zones = readPrintedZones(m[1]);
      return zones === undefined ? unsaid(m[0]) : said(`cannot special summon from ${zones} except if sent from field`);
    },
    write: (c) =>
      c.kind === 'cannotSpecialSummonFrom' && c.exceptSentFromField && !c.zones.some((z) => z !== 'graveyard' && z !== 'banished')
        ? `Cannot be Special Summoned from ${printedZones(c.zones).replace(/^your /, 'the ')}, except if it was sent there from the field.`
        : undefined,
  },
  {
    id: 'cannotSpecialSummonFrom',
    official: 'Cannot be Special Summoned from the GY.',
    older: ['This card cannot be Special Summoned from the Graveyard.'],
    inText: sentence(
      String.raw`cannot be special summoned from ((?:the |your )?(?:gy|graveyard|deck|hand|extra deck|banishment)(?:\s*(?:,|or)\s*(?:the |your )?(?:gy|graveyard|deck|hand|extra deck|banishment))*)${END}`,
    ),
    literal: 'cannot be special summoned from',
    group: group.cannotSpecialSummonFrom,
    read: (m) => {
      const zones = readPrintedZones(m[1]);
      return zones === undefined ? unsaid(m[0]) : said(`cannot special summon from ${zones}`);
    },
    write: (c) =>
      c.kind === 'cannotSpecialSummonFrom' && !c.exceptSentFromField && !c.zones.includes('field')
        ? `Cannot be Special Summoned from ${printedZones(c.zones).replace(/^your /, 'the ')}.`
        : undefined,
  },
  {
    id: 'cannotSpecialSummon',
    official: 'Cannot be Special Summoned.',
    older: ['This card cannot be Special Summoned.'],
    inText: sentence(String.raw`cannot be special summoned${END}`),
    literal: 'cannot be special summoned',
    group: group.cannotSpecialSummon,
    read: () => said('cannot special summon'),
    write: (c) => (c.kind === 'cannotSpecialSummon' ? 'Cannot be Special Summoned.' : undefined),
  },
  {
    id: 'specialSummonOncePerTurn',
    official: 'You can only Special Summon "X" once per turn.',
    older: ['You can only Special Summon "X(s)" once per turn.'],
    inText: sentence(String.raw`you can only special summon "([^"]+)" once per turn${END}`),
    literal: 'once per turn',
    group: group.specialSummonOncePerTurn,
    read: (m, card) => (m[1].replace(/\(s\)$/, '') === card.name.value ? said('special summon once per turn') : { clauses: [] }),
    write: (c, card) => (c.kind === 'specialSummonOncePerTurn' ? `You can only Special Summon ${quotedName(card.name.value)} once per turn.` : undefined),
  },
  {
    id: 'proceduresOncePerTurn',
    official: 'You can only Special Summon "X" once per turn this way.',
    older: [],
    inText: sentence(String.raw`you can only special summon "([^"]+)" once per turn this way${END}`),
    literal: 'once per turn this way',
    group: group.proceduresOncePerTurn,
    // After the card's only "you can Special Summon this card" sentence, that procedure's block line says it.
    read: (m, card) => (m[1] === card.name.value && procedureSentences(m.input) !== 1 ? said('special summon once per turn this way') : { clauses: [] }),
    write: (c, card) => (c.kind === 'proceduresOncePerTurn' ? `You can only Special Summon ${quotedName(card.name.value)} once per turn this way.` : undefined),
  },
  {
    id: 'controlOnlyOne',
    official: 'You can only control 1 X.',
    older: [],
    inText: sentence(String.raw`you can only control (1|one) (${TEXT})${END}`),
    literal: 'you can only control',
    group: group.controlOnlyOne,
    read: (m) => {
      const filter = readPrintedFilter(`1 ${m[2]}`);
      return filter ? said(`control only ${filter}`) : unsaid(m[0]);
    },
    write: (c) =>
      c.kind === 'controlOnlyOne' && c.filter.count.min === 1 && c.filter.count.max === 1 ? `You can only control ${printedFilter(c.filter)}.` : undefined,
  },
  {
    id: 'noNormalSummonTurnSpecialSummoned',
    official: 'You cannot Normal Summon/Set the turn you Special Summon this card.',
    older: [],
    inText: sentence(String.raw`you cannot normal summon\s*(?:\/|or)\s*set the turn you special summon this card${END}`),
    literal: 'the turn you special summon this card',
    group: group.noNormalSummonTurnSpecialSummoned,
    read: () => said('you cannot normal summon or set the turn you special summon this card'),
    write: (c) => (c.kind === 'noNormalSummonTurnSpecialSummoned' ? 'You cannot Normal Summon/Set the turn you Special Summon this card.' : undefined),
  },
  {
    id: 'fusionOnlyWithMaterials',
    official: 'A Fusion Summon of this card can only be done with the above Fusion Materials.',
    older: ['This card can only be Fusion Summoned with the above Fusion Materials.'],
    inText: sentence(
      String.raw`(?:a fusion summon of this card can only be (?:done|conducted)|(?:can only be|must be) fusion summoned) with the above (?:fusion )?materials?${END}`,
    ),
    literal: 'with the above ',
    group: group.fusionOnlyWithMaterials,
    read: () => said('fusion only with materials'),
    write: (c) => (c.kind === 'fusionOnlyWithMaterials' ? 'A Fusion Summon of this card can only be done with the above Fusion Materials.' : undefined),
  },
  {
    id: 'summonCannotBeNegated',
    official: "This card's Summon cannot be negated.",
    older: [],
    inText: sentence(String.raw`this card's summon cannot be negated${END}`),
    literal: "this card's summon cannot be negated",
    group: group.summonCannotBeNegated,
    read: () => said('summon cannot be negated'),
    write: (c) => (c.kind === 'summonCannotBeNegated' ? "This card's Summon cannot be negated." : undefined),
  },
  {
    id: 'spellTrapTributes',
    official: 'You can Tribute face-up Continuous Spells/Traps you control for the Tribute Summon of this card.',
    older: [],
    inText: sentence(String.raw`you can tribute face-up continuous spells\s*\/\s*traps you control for the tribute summon of this card${END}`),
    literal: 'continuous spells',
    group: group.spellTrapTributes,
    read: () => said('can tribute face-up continuous spells and traps'),
    write: (c) =>
      c.kind === 'spellTrapTributes' && !c.filter
        ? 'You can Tribute face-up Continuous Spells/Traps you control for the Tribute Summon of this card.'
        : undefined,
  },
  {
    id: 'spellTrapTributeFilter',
    official: 'To Tribute Summon this card face-up, you can Tribute a X you control, instead of a monster.',
    older: ['To Tribute Summon this card face-up, you can Tribute X(s) you control, as well as monsters.'],
    inText: sentence(
      String.raw`to tribute summon this card face-up, you can tribute (?:an? ([^.;]+?)|([^.;]+?)\(s\)) you control, (?:instead of a monster|as well as monsters)${END}`,
    ),
    literal: 'to tribute summon this card face-up',
    group: group.spellTrapTributes,
    read: (m) => {
      const filter = m[1] ? readPrintedFilter(`1 ${m[1]}`) : readPrintedFilter(`1 or more ${m[2]}s`);
      return filter ? said(`can tribute ${filter} you control for tribute summon`) : unsaid(m[0]);
    },
    write: (c) => {
      if (c.kind !== 'spellTrapTributes' || !c.filter) return undefined;
      const noun = printedFilter({ ...c.filter, count: { min: 1, max: 1, exact: false } }).replace(/^1 /, '');
      return c.filter.count.max === 1
        ? `To Tribute Summon this card face-up, you can Tribute a ${noun} you control, instead of a monster.`
        : `To Tribute Summon this card face-up, you can Tribute ${noun}(s) you control, as well as monsters.`;
    },
  },
  {
    id: 'opponentTributes',
    official: 'If you would Tribute Summon this card, you can Tribute X your opponent controls, even though you do not control it.',
    older: ['Once per turn, if you would Tribute Summon this card, you can Tribute X your opponent controls, even though you do not control it.'],
    inText: sentence(
      String.raw`(once per turn, )?if you would tribute summon this card, you can tribute ([^.;]+?) your opponent controls,? even though you do not control (?:it|them)${END}`,
    ),
    literal: 'even though you do not control',
    group: group.opponentTributes,
    read: (m) => {
      const filter = readPrintedFilter(m[2]);
      return filter ? said(`can tribute ${filter} opponent controls for tribute summon${m[1] ? ' once this turn' : ''}`) : unsaid(m[0]);
    },
    write: (c) =>
      c.kind === 'opponentTributes'
        ? `${c.oncePerTurn ? 'Once per turn, if' : 'If'} you would Tribute Summon this card, you can Tribute ${printedFilter(c.filter)} your opponent controls, even though you do not control ${c.filter.count.max === 1 ? 'it' : 'them'}.`
        : undefined,
  },
  {
    id: 'doubleTribute',
    official: 'This card can be treated as 2 Tributes for the Tribute Summon of a X monster.',
    older: [],
    inText: sentence(String.raw`this card can be treated as (?:2|two) tributes for the tribute summon of (?:an? )?([^.;]+?) monster${END}`),
    literal: 'treated as',
    group: group.doubleTribute,
    read: (m) => {
      const filter = readPrintedFilter(`${m[1]} monsters`, false);
      return filter ? said(`double tribute for ${filter}`) : unsaid(m[0]);
    },
    write: (c) => {
      if (c.kind !== 'doubleTribute') return undefined;
      const words = printedFilter(c.filter, false).replace(/ monsters$/, '');
      return `This card can be treated as 2 Tributes for the Tribute Summon of ${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words} monster.`;
    },
  },
  {
    id: 'xyzLevelGrantFor',
    official: 'This card can be treated as a Level N (or M) monster when used for the Xyz Summon of a X monster.',
    older: [],
    inText: sentence(
      String.raw`this card can be treated as an? level (\d+)(?: or (\d+))? monster when used for (?:the|an) xyz summon of (?:an? )?((?:[^.;"]|"[^"]*")+?) monster${END}`,
    ),
    literal: 'treat',
    group: group.xyzLevelGrant,
    read: (m) => {
      const filter = readPrintedFilter(`${m[3]} monsters`, false);
      return filter ? said(`treated as level ${readGrantLevels(m[1], m[2])} for xyz summon of ${filter}`) : unsaid(m[0]);
    },
    write: (c) =>
      c.kind === 'xyzLevelGrant' && c.filter
        ? `This card can be treated as a Level ${grantLevels(c.levels)} monster when used for the Xyz Summon of ${aMonster(c.filter)}.`
        : undefined,
  },
  {
    id: 'xyzLevelGrant',
    official: 'If this card is used for an Xyz Summon, you can treat it as a Level N monster.',
    older: [],
    inText: sentence(String.raw`if this card is used for an xyz summon, you can treat it as an? level (\d+)(?: or (\d+))? monster${END}`),
    literal: 'treat',
    group: group.xyzLevelGrant,
    read: (m) => said(`treated as level ${readGrantLevels(m[1], m[2])} for xyz summon`),
    write: (c) =>
      c.kind === 'xyzLevelGrant' && !c.filter
        ? `If this card is used for an Xyz Summon, you can treat it as a Level ${grantLevels(c.levels)} monster.`
        : undefined,
  },
  {
    id: 'xyzLevelGrantForNewer',
    official: 'If this card is used for the Xyz Summon of a X monster, it can be treated as a Level N (or M) monster.',
    older: [],
    inText: sentence(
      String.raw`if this card is used for the xyz summon of (?:an? )?((?:[^.;,"]|"[^"]*")+?) monster, it can be treated as an? level (\d+)(?: or (\d+))? monster${END}`,
    ),
    literal: 'treat',
    group: group.xyzLevelGrant,
    read: (m) => {
      const filter = readPrintedFilter(`${m[1]} monsters`, false);
      return filter ? said(`treated as level ${readGrantLevels(m[2], m[3])} for xyz summon of ${filter}`) : unsaid(m[0]);
    },
  },
  {
    id: 'xyzMaterialLevel',
    official: "For this card's Xyz Summon, you can treat X you control as Level N.",
    older: ["For this card's Xyz Summon, you can treat X you control as Level N monsters for material."],
    inText: sentence(
      String.raw`for this card's xyz summon, you can treat ((?:[^.;,"]|"[^"]*")+?) you control as level (\d+)(?: monsters?)?(?: for (?:the )?materials?)?${END}`,
    ),
    literal: 'treat',
    group: group.xyzMaterialLevel,
    read: (m) => {
      const filter = readPrintedFilter(m[1], false);
      return filter ? said(`can treat ${filter} as level ${m[2]} for its xyz summon`) : unsaid(m[0]);
    },
    write: (c) =>
      c.kind === 'xyzMaterialLevel'
        ? `For this card's Xyz Summon, you can treat ${printedFilter(c.filter, false)} you control as Level ${c.level}.`
        : undefined,
  },
  {
    id: 'nonTunerGrantFor',
    official: 'If this card you control is used as Synchro Material for a X monster, you can treat it as a non-Tuner.',
    older: ['If this card you control would be used as Synchro Material for a X monster, you can treat it as a non-Tuner.'],
    inText: sentence(
      String.raw`if this card(?: you control)? (?:is|would be) used as synchro material for (?:the synchro summon of )?(?:an? )?((?:[^.;,"]|"[^"]*")+?) monster, you can treat it as a non-tuner(?: monster)?${END}`,
    ),
    literal: 'treat',
    group: group.nonTunerGrant,
    read: (m) => {
      const filter = readPrintedFilter(`${m[1]} monsters`, false);
      return filter ? said(`treated as non-tuner for synchro summon of ${filter}`) : unsaid(m[0]);
    },
    write: (c) =>
      c.kind === 'nonTunerGrant' && c.filter
        ? `If this card you control is used as Synchro Material for ${aMonster(c.filter)}, you can treat it as a non-Tuner.`
        : undefined,
  },
  {
    id: 'nonTunerGrant',
    official: 'If you use this card you control for a Synchro Summon, you can treat it as a non-Tuner monster.',
    older: ['If this card you control would be used as Synchro Material, you can treat it as a non-Tuner.'],
    inText: sentence(
      String.raw`(?:if you use this card(?: you control)? for a synchro summon|if this card(?: you control)? (?:is|would be) used as synchro material), you can treat it as a non-tuner(?: monster)?${END}`,
    ),
    literal: 'treat',
    group: group.nonTunerGrant,
    read: () => said('treated as non-tuner for synchro summon'),
    write: (c) =>
      c.kind === 'nonTunerGrant' && !c.filter ? 'If you use this card you control for a Synchro Summon, you can treat it as a non-Tuner monster.' : undefined,
  },
  {
    id: 'optionalTributes',
    official: 'You can Tribute Summon this card by Tributing X.',
    older: [],
    inText: sentence(String.raw`you can tribute summon( or set|\s*\/\s*set)? this card by tributing ([^.;]+?)${END}`),
    literal: 'tribute summon',
    group: group.optionalTributes,
    read: (m) => {
      const filter = readPrintedFilter(m[2].replace(/\btribute summoned\b/gi, 'tribute-summoned'));
      // "by Tributing 1 monster" narrows nothing: any monster, as the clause without a filter says.
      const any = filter === undefined ? undefined : /^(\d+) monsters?$/.exec(filter)?.[1];
      return filter ? said(`can tribute ${any ?? filter} to summon${m[1] ? ' or set' : ''}`) : unsaid(m[0]);
    },
    // The tag names a group of Tribute procedures for the checks: it has no printed form.
    write: (c) =>
      c.kind === 'optionalTributes' && c.filter
        ? `You can Tribute Summon${c.coversSet ? '/Set' : ''} this card by Tributing ${printedFilter(c.filter).replace(/\btribute-summoned\b/g, 'Tribute Summoned')}.`
        : undefined,
  },
  {
    id: 'tributeFilter',
    official: 'If you Tribute Summon this card, the Tributes must be X.',
    older: ['If you Tribute Summon this card, all Tributes must be X.', 'If you Tribute Summon this card, the Tribute must be X.'],
    inText: sentence(String.raw`if you tribute summon this card, (?:all |the )?tributes? must be ([^.;]+?)${END}`),
    literal: 'tribute summon this card',
    group: group.tributeFilter,
    read: (m) => {
      const filter = readPrintedFilter(`${m[1].replace(/ monsters?$/i, '')} monsters`, false);
      return filter ? said(`tributes must be ${filter}`) : unsaid(m[0]);
    },
    write: (c) => (c.kind === 'tributeFilter' ? `If you Tribute Summon this card, the Tributes must be ${printedFilter(c.filter, false)}.` : undefined),
  },
  {
    id: 'withTributes',
    official: 'You can Normal Summon this card with N Tribute(s).',
    older: ['You can Tribute Summon (but not Set) this card with 1 Tribute.', 'This card can be Normal Summoned or Set with 1 Tribute.'],
    inText: sentence(
      String.raw`(?:you can (?:normal|tribute) summon( or set|\s*\/\s*set)?(?: \(but not set\))? this card|this card can be normal summoned( or set|\s*\/\s*set)?) with (\d+|one|two) tributes?${END}`,
    ),
    literal: ' tribute',
    group: group.optionalTributes,
    read: (m) => said(`can tribute ${countOf(m[3]) ?? 0} to summon${m[1] || m[2] ? ' or set' : ''}`),
    write: (c) =>
      c.kind === 'optionalTributes' && !c.filter && c.tag === null
        ? `You can Normal Summon${c.coversSet ? '/Set' : ''} this card with ${c.count} Tribute${c.count === 1 ? '' : 's'}.`
        : undefined,
  },
  {
    id: 'faceDownMaterials',
    official: 'You can also use face-down X you control as material.',
    older: [],
    inText: sentence(String.raw`you can also use face-down ([^.;]+?) you control as (?:the )?(?:\w+ )?materials?${END}`),
    literal: 'face-down',
    group: group.faceDownMaterials,
    read: (m) => {
      const filter = readPrintedFilter(m[1], false);
      return filter ? said(`can use face-down ${filter} as material`) : unsaid(m[0]);
    },
    write: (c) => (c.kind === 'faceDownMaterials' ? `You can also use face-down ${printedFilter(c.filter, false)} you control as material.` : undefined),
  },
  {
    id: 'opponentMaterials',
    official: 'You can also use X your opponent controls as material to Link Summon this card.',
    older: [],
    inText: sentence(String.raw`you can also use ([^.;]+?) your opponent controls as (?:the )?materials? to (Synchro|Xyz|Link) Summon this card${END}`),
    literal: 'your opponent controls as',
    group: group.opponentMaterials,
    read: (m) => {
      const filter = readPrintedFilter(m[1]);
      return filter ? said(`can use ${filter} opponent controls as material to ${m[2].toLowerCase()} summon`) : unsaid(m[0]);
    },
    write: (c) =>
      c.kind === 'opponentMaterials'
        ? `You can also use ${printedFilter(c.filter)} your opponent controls as material to ${c.mechanic === 'xyz' ? 'Xyz' : c.mechanic[0].toUpperCase() + c.mechanic.slice(1)} Summon this card.`
        : undefined,
  },
  {
    id: 'cannotBeMaterial',
    official: 'Cannot be used as material for a Fusion, Synchro, Xyz, or Link Summon.',
    older: ['Cannot be used as a Synchro Material.', 'Cannot be used as Link Material.'],
    inText: sentence(
      String.raw`cannot be used as (?:an? )?(?:(fusion|synchro|xyz|link) )?materials?(?: for an? ((?:fusion|synchro|xyz|link)(?:(?:,\s*|\s+)(?:or\s+|and\s+)?(?:fusion|synchro|xyz|link))*) summon)?${END}`,
    ),
    literal: 'cannot be used as ',
    group: group.cannotBeMaterial,
    read: (m) => {
      const mechanics = [...new Set(`${m[1] ?? ''} ${m[2] ?? ''}`.toLowerCase().match(/fusion|synchro|xyz|link/g) ?? [])];
      return mechanics.length === 0 ? unsaid(m[0]) : said(`cannot be material for ${mechanics.join(', ')}`);
    },
    write: (c) => {
      if (c.kind !== 'cannotBeMaterial' || c.mechanics.length === 0) return undefined;
      const names = c.mechanics.map((x) => mechanicName(x).replace(' Summon', ''));
      const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')}${names.length > 2 ? ',' : ''} or ${names[names.length - 1]}`;
      return `Cannot be used as material for ${/^[aeiou]/i.test(listed) ? 'an' : 'a'} ${listed} Summon.`;
    },
  },
  {
    id: 'cannotBeMaterialOtherwise',
    official: 'Cannot be used as material ...',
    older: [],
    inText: sentence(String.raw`cannot be used as (?:an? )?(?:fusion |synchro |xyz |link )?materials?\b`),
    literal: 'cannot be used as ',
    group: group.cannotBeMaterial,
    read: (m) => unsaid(wholeSentence(m)),
  },
  {
    // "Cannot be Normal Summoned or Flip Summoned unless ...", "Cannot be Normal or Special Summoned if ...": no clause says these.
    id: 'cannotNormalSummonOtherwise',
    official: 'Cannot be Normal Summoned ...',
    older: [],
    inText: sentence(String.raw`cannot be normal (?:or special )?summoned\b`),
    literal: 'cannot be normal ',
    read: (m) => unsaid(wholeSentence(m)),
  },
  {
    id: 'cannotSpecialSummonExcept',
    official: 'Cannot be Special Summoned, except ...',
    older: [],
    inText: sentence(String.raw`cannot be special summoned\s*,?\s*except\b`),
    literal: 'cannot be special summoned',
    read: (m) => unsaid(wholeSentence(m)),
  },
  // The last rows find what no row above read of the ways this card is summoned, so it is named, never
  // passed over: a Normal Summon without Tributing with a condition or a cost of its own, a built-in Special
  // Summon ("Special Summon this card (from your hand)", the parenthesis of Problem-Solving Card Text), a
  // "Must be ... Summoned" of another shape.
  {
    id: 'withoutTributingOtherwise',
    official: '... you can Normal Summon this card without Tributing ...',
    older: [],
    inText: sentence(String.raw`normal summon(?:/set)? (?:this card|it) without tributing\b`),
    literal: 'without tributing',
    namesThisCard: true,
    read: (m) => unsaid(wholeSentence(sentenceStart(m))),
  },
  {
    id: 'specialSummonProcedureOtherwise',
    official: 'You can Special Summon this card (from your hand) ...',
    older: [],
    inText: sentence(String.raw`special summon this card \((?:from |in )[^)]*\)`),
    literal: 'special summon this card (',
    namesThisCard: true,
    read: (m) => unsaid(wholeSentence(sentenceStart(m))),
  },
  {
    id: 'mustBeSummonedOtherwise',
    official: 'Must be ... Summoned ...',
    older: [],
    inText: sentence(String.raw`must (?:first )?be (?:normal |special |${MECHANICS.replace(/\|/g, ' |')} )?summoned\b`),
    literal: 'summoned',
    read: (m) => unsaid(wholeSentence(m)),
  },
];

/** The match moved back to where its sentence starts (after the last full stop, colon or line break before it). */
function sentenceStart(match: RegExpExecArray): RegExpExecArray {
  const before = match.input.slice(0, match.index);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf(': '), before.lastIndexOf('\n'), before.lastIndexOf(') ')) + 1;
  const moved = Object.assign([match.input.slice(start, match.index) + match[0]], { index: start, input: match.input }) as unknown as RegExpExecArray;
  return moved;
}

/** Clause kinds no row prints, each with why: the writer leaves them to the text the card has. */
export const UNPRINTED_KINDS: Readonly<Partial<Record<SummonClauseKind, string>>> = {
  tributes: 'the ordinary Tribute count follows from the Level; no sentence states it',
  normalSummonOnlyBy: 'its block is a procedure of any shape; the printed method varies',
  ownEffect: 'its printed form is the effect that summons it',
  summonRequires: 'it holds free text',
  fusionMaterials: 'the material line opens the text, not a sentence',
  synchroMaterials: 'the material line opens the text, not a sentence',
  xyzMaterials: 'the material line opens the text, not a sentence',
  linkMaterials: 'the material line opens the text, not a sentence',
  alternativeXyzMaterials: 'its printed sentence names the material and its transfer in many ways',
  ritualSpell: 'the Ritual Spell prints it, and the importer reads it with the Ritual frame',
};
