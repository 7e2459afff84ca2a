import { CLAUSE_EXPLANATIONS, explanationKey, FIELD_EXPLANATIONS, PROCEDURE_LINE_EXPLANATIONS } from '../analysis/clauseExplanations';
import { nameReferenceAt } from '../analysis/nameReferences';
import { CATEGORY_LABELS, describeProfile } from '../analysis/profileExplanation';
import { clauseHead } from '../analysis/summoningDiagnostics';
import { mechanicName, restrictionOfClause, summoningProfile, tributesForLevel } from '../analysis/summoningProfile';
import { EFFECT_PHRASES } from '../grammar/effectPhrases';
import { phraseHoverText } from '../grammar/phraseHover';
import { clauseReadAs, procedureLineReadAs } from './readAsText';
import { scenarioHoverAt } from './scenarioHover';
import { COST_PHRASES, CONDITION_PHRASES } from '../grammar/procedurePhrases';
import type { CardDeclaration, Frame, MonsterDeclaration, SummonClause } from '../model/cards';
import type { Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import { lastStartingAtOrBefore } from '../text/lastStartingAtOrBefore';
import { escapeMarkdown, revealInvisibles } from '../text/markdown';
import type { Span } from '../text/span';
import { type AnalyzedDocument, tokensAround } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';

export interface HoverResult {
  readonly markdown: string;
  readonly span: Span;
}

const FRAME_EXPLANATIONS: Readonly<Record<Frame, string>> = {
  normal: "a Normal Monster (no effect): Normal Summoned or Set by its Level's Tributes.",
  effect: "an Effect Monster: Normal Summoned or Set by its Level's Tributes unless its clauses say otherwise.",
  ritual: 'a Ritual Monster: only Ritual Summoned with its Ritual Spell; never Normal Summoned or Set; Semi-Nomi without another condition.',
  fusion: 'a Fusion Monster (Extra Deck): Fusion Summoned by an effect (Polymerization); never Normal Summoned or Set; Semi-Nomi without another condition.',
  synchro: 'a Synchro Monster (Extra Deck): Synchro Summoned, a built-in Special Summon; Semi-Nomi without another condition.',
  xyz: 'an Xyz Monster (Extra Deck): Xyz Summoned, a built-in Special Summon; has a Rank, not a Level; Semi-Nomi without another condition.',
  link: 'a Link Monster (Extra Deck): Link Summoned, a built-in Special Summon; has a Link Rating, no Level, no DEF.',
  token: 'a Token: created by effects, never Normal Summoned or Set.',
};

/** The hover at `offset`: summoning clauses, monster names, card-name references, field keywords. */
export function hoverAt(document: AnalyzedDocument, offset: number, workspace: CardWorkspace): HoverResult | undefined {
  const token = tokenAt(tokensAround(document, offset), offset);
  if (!token) return undefined;
  const card = declarationAround(document.file.cards, token);

  if (token.kind === 'string') {
    const reference = nameReferenceAt(document, offset);
    if (reference && reference.span.start === token.start) {
      if (reference.isDeclaration && card && card.name.span.start === token.start) return { markdown: declarationHover(card, workspace), span: spanOf(token) };
      const target = workspace.resolve(reference.name);
      return {
        markdown: target
          ? cardSummary(target, workspace)
          : `No card named **"${escapeMarkdown(reference.name)}"** is defined in the workspace or the bundled library.`,
        span: spanOf(token),
      };
    }
  }
  if (!card) {
    const scenario = declarationAround(document.file.scenarios, token);
    return scenario ? scenarioHoverAt(scenario, token) : undefined;
  }
  if (token.kind === 'word' && token.start === card.keywordSpan.start) return { markdown: declarationHover(card, workspace), span: spanOf(token) };
  // An effect statement: what its phrase of the grammar says it does.
  const effectLine = card.effectStatements.find((s) => s.start <= token.start && token.end <= s.end);
  const effectText = effectLine ? phraseHoverText(EFFECT_PHRASES, effectLine) : undefined;
  if (effectLine && effectText) return { markdown: `**Effect statement** ${effectText}`, span: { start: effectLine.start, end: effectLine.end } };
  if (card.kind !== 'monster') return fieldHover(card, token);

  const clause = card.summon.find((c) => c.span.start <= token.start && token.end <= c.span.end);
  if (clause) {
    const head = clauseHead(document, clause);
    if (token.start >= head.start && token.end <= head.end) return { markdown: clauseHover(document, card, clause), span: head };
    const line = procedureLineAt(card, clause, token);
    if (line) {
      const keyword = line.parts[0]?.value;
      if (keyword === 'condition' || keyword === 'cost') {
        const phrase = phraseHoverText(keyword === 'condition' ? CONDITION_PHRASES : COST_PHRASES, line);
        const readAs = procedureLineReadAs(clause, line);
        const explained = `${PROCEDURE_LINE_EXPLANATIONS[keyword]}${readAs ? `\n\n*Read as*: ${escapeMarkdown(readAs)}` : ''}`;
        const markdown = phrase ? `${phrase}\n\n${explained}` : explained;
        return { markdown, span: { start: line.start, end: line.end } };
      }
    }
    return undefined;
  }
  return fieldHover(card, token);
}

/** The declaration (in source order) holding the token: a binary search, as a file may hold 10,000 cards. */
function declarationAround<T extends { readonly span: Span }>(declarations: readonly T[], token: Token): T | undefined {
  const candidate = declarations[lastStartingAtOrBefore(declarations, token.start, (d) => d.span.start)];
  return candidate && candidate.span.start <= token.start && token.end <= candidate.span.end ? candidate : undefined;
}

function spanOf(token: Token): Span {
  return { start: token.start, end: token.end };
}

/** The token under the cursor; a cursor just after a token (before a space or a line break) still hovers it. */
function tokenAt(tokens: readonly Token[], offset: number): Token | undefined {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (tokens[mid].end <= offset) low = mid + 1;
    else high = mid;
  }
  const meaningful = (token: Token | undefined) => token !== undefined && token.kind !== 'newline' && token.kind !== 'eof' && token.kind !== 'comment';
  const containing = tokens[low];
  if (meaningful(containing) && containing.start <= offset) return containing;
  const before = tokens[low - 1];
  if (meaningful(before) && before.end === offset) return before;
  return undefined;
}

/** The `condition` / `cost` line of a procedure block under the token. */
function procedureLineAt(card: MonsterDeclaration, clause: SummonClause, token: Token): Statement | undefined {
  if (clause.kind !== 'procedure' && clause.kind !== 'normalSummonOnlyBy') return undefined;
  for (const field of card.body?.statements ?? []) {
    if (!field.block || field.parts[field.parts.length - 1]?.value !== 'summon') continue;
    const statement = field.block.statements.find((st) => st.start === clause.span.start);
    const line = statement?.block?.statements.find((st) => st.start <= token.start && token.end <= st.end);
    if (line) return line;
  }
  return undefined;
}

function clauseHover(document: AnalyzedDocument, card: MonsterDeclaration, clause: SummonClause): string {
  const explanation = CLAUSE_EXPLANATIONS[explanationKey(clause)];
  const head = clauseHead(document, clause);
  const written = revealInvisibles(document.content.slice(head.start, head.end)).replace(/`/g, "'");
  let meaning = explanation.meaning;
  if (clause.kind === 'mustMechanic') meaning = `Only ${clause.mechanic === 'xyz' ? 'an' : 'a'} ${mechanicName(clause.mechanic)} counts. ${meaning}`;
  const lines = [
    `**\`${written}\`**: ${escapeMarkdown(explanation.printed)}`,
    '',
    meaning,
    ...readAsLines(clause),
    '',
    `*Rule*: ${explanation.rule}`,
    '',
    `*Example*: ${explanation.example}`,
  ];
  const relevantToProfile =
    restrictionOfClause(clause) !== 'none' ||
    clause.kind === 'cannotNormalSummonOrSet' ||
    clause.kind === 'cannotSpecialSummon' ||
    clause.kind === 'ritualSpell' ||
    clause.kind === 'fusionMaterials';
  if (relevantToProfile) {
    const restrictionExplained = restrictionOfClause(clause) !== 'none';
    lines.push('', '---', '', `**"${escapeMarkdown(card.name.value)}"**`, '', describeProfile(summoningProfile(card), { restrictionExplained }));
  }
  return lines.join('\n');
}

/** What the clause's filters were read as (`level 2 or rank 2`: "Level 2 monster(s) or Rank 2 monster(s)"). */
function readAsLines(clause: SummonClause): string[] {
  const readAs = clauseReadAs(clause);
  return readAs ? ['', `*Read as*: ${escapeMarkdown(readAs)}`] : [];
}

function titleCase(word: string): string {
  return word
    .split('-')
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join('-');
}

function monsterLine(card: MonsterDeclaration): string {
  const frame = card.frame?.value;
  const rating = card.rank
    ? `Rank ${card.rank.value}`
    : card.linkRating
      ? `Link ${card.linkRating.value}`
      : card.level
        ? `Level ${card.level.value}`
        : undefined;
  const parts = [
    rating,
    card.attribute?.value.toUpperCase(),
    card.race ? titleCase(card.race.value) : undefined,
    ...(card.abilities ?? []).filter((a) => a !== 'special-summon').map(titleCase),
    frame ? `${frame === 'xyz' ? 'Xyz' : titleCase(frame)}${card.tuner ? ' Tuner' : ''} Monster` : 'Monster',
  ].filter((p): p is string => p !== undefined);
  const stats = card.atk ? ` · ATK ${card.atk.value}${card.def ? ` / DEF ${card.def.value}` : ''}` : '';
  return `${parts.join(' ')}${stats}`;
}

function textLine(card: CardDeclaration): string[] {
  return card.text ? ['', `> ${escapeMarkdown(card.text.value)}`] : [];
}

function origin(card: CardDeclaration, workspace: CardWorkspace): string {
  const library = workspace.libraryOf(card);
  return library ? ` (${escapeMarkdown(library)})` : '';
}

/** The hover on a declaration's own name: for monsters the full summoning profile. */
function declarationHover(card: CardDeclaration, workspace: CardWorkspace): string {
  if (card.kind !== 'monster') return cardSummary(card, workspace);
  return [`**"${escapeMarkdown(card.name.value)}"**: ${monsterLine(card)}`, '', describeProfile(summoningProfile(card))].join('\n');
}

/** A card's summary, for hovers on references to it. */
export function cardSummary(card: CardDeclaration, workspace: CardWorkspace): string {
  const name = `**"${escapeMarkdown(card.name.value)}"**${origin(card, workspace)}`;
  if (card.kind === 'monster') {
    const profile = summoningProfile(card);
    const n = profile.normalSummon;
    const normal = n.allowed
      ? n.tributes === 0
        ? 'Normal Summon with no Tributes'
        : n.onlyBy
          ? 'Normal Summon only by its procedure'
          : `Tribute Summon with ${n.tributes} Tribute${n.tributes === 1 ? '' : 's'}`
      : n.set
        ? 'Set only'
        : 'never Normal Summoned or Set';
    return [
      `${name}: ${monsterLine(card)}`,
      '',
      `Summoning: ${CATEGORY_LABELS[profile.category]}; ${normal}; ${profile.specialSummon.properMethod ? `proper method: ${escapeMarkdown(profile.specialSummon.properMethod)}` : 'no Special Summon method of its own'}.`,
      ...textLine(card),
    ].join('\n');
  }
  const kind =
    card.kind === 'spell'
      ? `${card.spellKind ? `${titleCase(card.spellKind.value)} ` : ''}Spell`
      : `${card.trapKind ? `${titleCase(card.trapKind.value)} ` : ''}Trap`;
  return [`${name}: ${kind}`, ...textLine(card)].join('\n');
}

function fieldHover(card: CardDeclaration, token: Token): HoverResult | undefined {
  if (token.kind !== 'word' && token.kind !== 'number') return undefined;
  const statement = card.body?.statements.find((s) => s.start <= token.start && token.end <= (s.block ? s.block.open.start : s.end));
  if (!statement) return undefined;
  const index = statement.parts.indexOf(token);
  if (index < 0) return undefined;
  const previous = statement.parts[index - 1];
  if (
    token.kind === 'word' &&
    FIELD_EXPLANATIONS[token.value] &&
    (index === 0 || previous?.kind !== 'word' || !FIELD_EXPLANATIONS[previous.value] || previous.value === 'tuner')
  ) {
    let markdown = FIELD_EXPLANATIONS[token.value];
    if (token.value === 'level' && card.kind === 'monster' && card.level) markdown += `\n\n${levelNote(card.level.value)}`;
    return { markdown, span: spanOf(token) };
  }
  if (previous?.kind === 'word' && previous.value === 'frame' && token.kind === 'word' && token.value in FRAME_EXPLANATIONS) {
    return { markdown: `**frame ${token.value}**: ${FRAME_EXPLANATIONS[token.value as Frame]}`, span: spanOf(token) };
  }
  if (previous?.kind === 'word' && previous.value === 'level' && token.kind === 'number') {
    return { markdown: `**Level ${token.value}**: ${levelNote(Number(token.value))}`, span: spanOf(token) };
  }
  return undefined;
}

function levelNote(level: number): string {
  const count = tributesForLevel(level);
  return count === 0
    ? `Level ${level}: Normal Summoned or Set with no Tributes.`
    : `Level ${level}: a Tribute Summon or Tribute Set with ${count} Tribute${count === 1 ? '' : 's'} (rules §1: Level 5-6 need 1, Level 7+ need 2).`;
}
