import type { Diagnostic } from '../diagnostics/diagnostic';
import { spanFrom, spanNear } from '../syntax/anchor';
import type { Block, Statement, SyntaxTree } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import {
  type ArchetypeCode,
  ATTRIBUTES,
  MONSTER_ABILITIES,
  type MonsterAbility,
  type CardDeclaration,
  LINK_ARROWS,
  type LinkArrow,
  type CardFile,
  FRAMES,
  type Frame,
  type Located,
  type MonsterDeclaration,
  RACES,
  type ScenarioDeclaration,
  type SetHeader,
  type SpellDeclaration,
  SPELL_KINDS,
  type SpellKind,
  type SummonClause,
  type TrapDeclaration,
  TRAP_KINDS,
  type TrapKind,
} from '../model/cards';
import { describeToken, LoweringContext } from '../model/lowering';
import { readSummonBlock } from './summonClauses';
import { joinedPendulumText, type PrintFields, readPrintField } from '../model/printFields';
import { FIELDS_OF_KIND } from '../grammar/cardFields';
import { ownLuaPathProblem } from '../model/ownLuaPath';
import { withFields } from '../model/withFields';
import { EMPTY_LIST } from '../model/emptyList';

export interface LoweredFile {
  readonly file: CardFile;
  readonly diagnostics: readonly Diagnostic[];
}

/** Builds the typed declarations of one file from its statement tree (docs/language.md). */
export function lowerFile(uri: string, tree: SyntaxTree): LoweredFile {
  const context = new LoweringContext(uri);
  let setHeader: SetHeader | undefined;
  const cards: CardDeclaration[] = [];
  const scenarios: ScenarioDeclaration[] = [];
  for (const statement of tree.statements) {
    const head = statement.parts[0];
    const keyword = head?.kind === 'word' ? head.value : undefined;
    switch (keyword) {
      case 'set': {
        const header = readSetHeader(statement, context);
        if (header && setHeader) context.report(statement, 'CS0120', 'A file has at most one set header; this one repeats it.');
        else if (header) setHeader = header;
        break;
      }
      case 'monster':
      case 'spell':
      case 'trap': {
        const card = readCard(keyword, statement, context);
        if (card) cards.push(card);
        break;
      }
      case 'scenario': {
        const named = readNamedDeclaration(statement, context);
        if (named) scenarios.push({ kind: 'scenario', uri, span: spanFrom(statement), keywordSpan: spanFrom(head), ...named });
        break;
      }
      default:
        context.report(head ?? statement, 'CS0113', `Expected a declaration (monster, spell, trap, scenario or set), found ${describeToken(head)}.`);
    }
  }
  const file: CardFile = setHeader ? { uri, setHeader, cards, scenarios } : { uri, cards, scenarios };
  return { file, diagnostics: context.diagnostics };
}

function located<T>(value: T, token: Token): Located<T> {
  return { value, span: spanFrom(token) };
}

function readSetHeader(statement: Statement, context: LoweringContext): SetHeader | undefined {
  const [, nameToken, codeWord, codeValue] = statement.parts;
  if (nameToken?.kind !== 'string') {
    context.report(nameToken ?? statement, 'CS0112', `Expected the set's name in quotes after 'set', found ${describeToken(nameToken)}.`);
    return undefined;
  }
  let code: Located<string> | undefined;
  if (codeWord) {
    if (codeWord.kind === 'word' && codeWord.value === 'code' && codeValue && codeValue.kind !== ',' && codeValue.kind !== '+') {
      code = located(codeValue.kind === 'string' ? codeValue.value : codeValue.text, codeValue);
    } else {
      context.report(codeWord, 'CS0101', `Expected 'code CODE' after the set name, found ${describeToken(codeWord)}.`);
    }
    if (statement.parts.length > 4) context.report(statement.parts[4], 'CS0101', `Unexpected ${describeToken(statement.parts[4])} after the set header.`);
  }
  const header: SetHeader = { span: spanFrom(statement), name: located(nameToken.value, nameToken) };
  return code ? withFields(header, { code }) : header;
}

interface NamedParts {
  readonly name: Located<string>;
  readonly nameInnerSpan: Span;
  readonly body?: Block;
}

function readNamedDeclaration(statement: Statement, context: LoweringContext): NamedParts | undefined {
  const [keyword, nameToken, extra] = statement.parts;
  if (nameToken?.kind !== 'string') {
    context.report(nameToken ?? keyword, 'CS0112', `Expected a name in quotes after '${keyword.text}', found ${describeToken(nameToken)}.`);
    return undefined;
  }
  if (nameToken.value.trim().length === 0) context.report(nameToken, 'CS0112', 'A name cannot be empty.');
  if (extra) context.report(extra, 'CS0112', `Expected '{' after the name, found ${describeToken(extra)}.`);
  if (!statement.block) context.report(nameToken, 'CS0112', `Expected '{' after ${describeToken(nameToken)} to open the ${keyword.value}'s body.`);
  const innerEnd = nameToken.terminated === false ? nameToken.end : nameToken.end - 1;
  const name = located(nameToken.value, nameToken);
  const nameInnerSpan = spanNear(nameToken, nameToken.start + 1, innerEnd);
  // Two literals rather than one copied with the body added: `body` is there only with a block.
  return statement.block ? { name, nameInnerSpan, body: statement.block } : { name, nameInnerSpan };
}

type MutableMonster = { -readonly [K in keyof MonsterDeclaration]: MonsterDeclaration[K] };

/**
 * The fields each kind of card takes, listed once (not per card), each with a bit of its own: a card's
 * lines are checked for repeated fields with one number per card instead of a Map of the fields seen.
 */
const FIELDS_OF: Readonly<Record<'monster' | 'spell' | 'trap', { readonly fields: readonly string[]; readonly bits: ReadonlyMap<string, number> }>> = {
  monster: fieldsOf('monster'),
  spell: fieldsOf('spell'),
  trap: fieldsOf('trap'),
};

function fieldsOf(keyword: 'monster' | 'spell' | 'trap'): { readonly fields: readonly string[]; readonly bits: ReadonlyMap<string, number> } {
  const fields = FIELDS_OF_KIND[keyword];
  // One bit per field in a 32-bit number (`seen`): a 32nd field needs another representation.
  if (fields.length > 31) throw new Error(`a ${keyword} takes ${fields.length} fields: more than the 31 bits readCardLine tracks them in`);
  return { fields, bits: new Map(fields.map((field, index) => [field, 2 ** index])) };
}

/**
 * What readCard gathers from a card's lines before it makes the declaration (with the print fields). Every
 * field is there from the start (one hidden class); the lists of `text` and `pendulum-text` lines are made
 * only for a second line of each: the first line's value is the joined one when it is the only one.
 */
interface CardFields extends PrintFields {
  readonly keyword: 'monster' | 'spell' | 'trap';
  readonly card: MutableMonster;
  /** The fields given so far, one bit each (FIELDS_OF). */
  seen: number;
  firstText: Located<string> | undefined;
  moreText: Located<string>[] | undefined;
  spellKind: Located<SpellKind> | undefined;
  trapKind: Located<TrapKind> | undefined;
}

function readCard(keyword: 'monster' | 'spell' | 'trap', statement: Statement, context: LoweringContext): CardDeclaration | undefined {
  const named = readNamedDeclaration(statement, context);
  if (!named) return undefined;
  // A monster has every field from the start, undefined until a line gives it (JSON.stringify leaves those
  // out): one hidden class whatever fields a monster has and in whatever order it writes them. Monsters written
  // field by field take 9 shapes in a generated pool, so each check's `card.frame` or `card.summon` is a
  // megamorphic load and optimised checks are thrown away on a new shape (spells and traps have two or
  // three shapes each, and one shape for them measures no faster). A spell or trap is
  // made with its own keys (the monster-only fields are not in its field set, so it never gets them).
  const card = (
    keyword === 'monster'
      ? {
          kind: 'monster',
          uri: context.uri,
          span: spanFrom(statement),
          keywordSpan: spanFrom(statement.parts[0]),
          name: named.name,
          nameInnerSpan: named.nameInnerSpan,
          body: named.body,
          effectStatements: EMPTY_LIST,
          tuner: false,
          summon: EMPTY_LIST,
          id: undefined,
          frame: undefined,
          attribute: undefined,
          race: undefined,
          level: undefined,
          rank: undefined,
          linkRating: undefined,
          atk: undefined,
          def: undefined,
          nextLevel: undefined,
          pendulum: undefined,
          scale: undefined,
          arrows: undefined,
          summonBlock: undefined,
          effectBlock: undefined,
          archetypes: undefined,
          notArchetypes: undefined,
          text: undefined,
          art: undefined,
          setNumber: undefined,
          pendulumText: undefined,
          artworks: undefined,
          ownLua: undefined,
          alias: undefined,
          category: undefined,
          hintStrings: undefined,
          archetypeCodes: undefined,
          abilities: undefined,
          effectMonster: undefined,
        }
      : { kind: keyword, uri: context.uri, span: spanFrom(statement), keywordSpan: spanFrom(statement.parts[0]), ...named, effectStatements: EMPTY_LIST }
  ) as MutableMonster;
  const fields: CardFields = {
    keyword,
    card,
    seen: 0,
    firstText: undefined,
    moreText: undefined,
    spellKind: undefined,
    trapKind: undefined,
    art: undefined,
    setNumber: undefined,
    pendulumTextParts: undefined,
  };
  const lines = named.body?.statements;
  if (lines) for (let k = 0; k < lines.length; k++) readCardLine(fields, lines[k], context);
  return finishCard(fields, context);
}

/** The declaration from what the lines gave: joined texts, print fields, and a spell's or trap's own shape. */
function finishCard(fields: CardFields, context: LoweringContext): CardDeclaration {
  const { keyword, card, firstText, moreText, spellKind, trapKind } = fields;
  if (moreText) card.text = joinedTexts(moreText);
  else if (firstText) card.text = firstText;
  if (fields.art) card.art = fields.art;
  if (fields.setNumber) card.setNumber = fields.setNumber;
  const pendulumText = joinedPendulumText(fields);
  if (pendulumText) card.pendulumText = pendulumText;
  if (keyword === 'spell') {
    const spell = card as unknown as { -readonly [K in keyof SpellDeclaration]: SpellDeclaration[K] };
    if (spellKind) spell.spellKind = spellKind;
    return spell;
  }
  if (keyword === 'trap') {
    const trap = card as unknown as { -readonly [K in keyof TrapDeclaration]: TrapDeclaration[K] };
    if (trapKind) trap.trapKind = trapKind;
    return trap;
  }
  checkMonsterFields(card, context);
  return card;
}

/** Reads one line of a card's body: its fields, left to right. */
function readCardLine(fields: CardFields, line: Statement, context: LoweringContext): void {
  const parts = line.parts;
  const keyword = fields.keyword;
  const { fields: names, bits } = FIELDS_OF[keyword];
  let i = 0;
  while (i < parts.length) {
    const field = parts[i];
    const bit = field.kind === 'word' ? bits.get(field.value) : undefined;
    if (bit === undefined) {
      context.report(field, 'CS0101', `Unknown ${keyword} field ${describeToken(field)}: expected one of ${names.join(', ')}.`);
      break;
    }
    if ((fields.seen & bit) !== 0 && field.value !== 'text' && field.value !== 'pendulum-text') {
      context.report(field, 'CS0109', `The field '${field.value}' is given twice; the last one counts.`, 'warning');
    }
    fields.seen |= bit;
    i += readField(fields, field, parts, i, line, context);
  }
  if (line.block && !isBlockField(parts[parts.length - 1])) {
    context.report(line.block.open, 'CS0101', 'Only "summon" and "effect" take a { } block here.');
  }
}

/** Whether a line's last part is a field that takes a { } block. */
function isBlockField(part: Token | undefined): boolean {
  const value = part?.value ?? '';
  return value === 'summon' || value === 'effect';
}

/**
 * Reads the field `parts[i]` of a card (a known field of its kind) into `fields.card`; returns how many parts
 * it used. One function per step of readCard keeps each small for the JIT (a single one took 100 ms to
 * optimise, several times over, in a cold run over 10,000 cards).
 */
function readField(fields: CardFields, field: Token, parts: readonly Token[], i: number, line: Statement, context: LoweringContext): number {
  const card = fields.card;
  let used = 2;
  switch (field.value) {
    case 'frame': {
      const word = expectWord(field, parts[i + 1], FRAMES, FRAME_SET, context);
      if (word) card.frame = located(word as Frame, parts[i + 1]);
      // `frame effect tuner pendulum`, `frame fusion effect`, `frame effect flip`: the words of the type line
      // may follow the frame in any order.
      for (let flag = parts[i + used]; flag?.kind === 'word' && FRAME_FLAG_SET.has(flag.value); flag = parts[i + used]) {
        if (flag.value === 'tuner') card.tuner = true;
        else if (flag.value === 'pendulum') card.pendulum = true;
        else if (flag.value === 'effect') card.effectMonster = true;
        else if (!card.abilities?.includes(flag.value as MonsterAbility)) card.abilities = [...(card.abilities ?? []), flag.value as MonsterAbility];
        used++;
      }
      break;
    }
    case 'tuner':
      card.tuner = true;
      used = 1;
      break;
    case 'pendulum':
      card.pendulum = true;
      used = 1;
      break;
    case 'scale': {
      const number = expectNumber(field, parts[i + 1], context);
      if (number !== undefined) card.scale = located(number, parts[i + 1]);
      break;
    }
    case 'arrows': {
      const arrows: LinkArrow[] = [];
      let j = i + 1;
      for (; j < parts.length; j++) {
        const token = parts[j];
        if (token.kind === ',') continue;
        if (token.kind !== 'word' || !(LINK_ARROWS as readonly string[]).includes(token.value)) break;
        if (arrows.includes(token.value as LinkArrow)) context.report(token, 'CS0103', `The Link Arrow '${token.value}' is listed twice.`);
        else arrows.push(token.value as LinkArrow);
      }
      if (arrows.length === 0) {
        context.report(parts[j] ?? field, 'CS0103', `Expected Link Arrows after 'arrows' (${LINK_ARROWS.join(', ')}), found ${describeToken(parts[j])}.`);
      } else {
        card.arrows = { value: arrows, span: spanFrom(parts[i + 1], parts[j - 1]) };
      }
      used = Math.max(1, j - i);
      break;
    }
    case 'artworks':
      used = readArtworks(card, field, parts, i, context);
      break;
    case 'alias':
    case 'category': {
      // A category may be written signed (EDOPro's database holds bit 31 both ways).
      const number = expectCode(field, parts[i + 1], context, field.value === 'category' ? -(2 ** 31) : 0);
      if (number === undefined) break;
      if (field.value === 'alias') card.alias = located(number, parts[i + 1]);
      else card.category = located(number, parts[i + 1]);
      break;
    }
    case 'strings':
      used = readHintStrings(card, field, parts, i, context);
      break;
    case 'archetype':
    case 'not': {
      let j = i + 1;
      if (field.value === 'not') {
        if (parts[j]?.kind !== 'word' || parts[j].value !== 'archetype') {
          context.report(field, 'CS0102', 'Expected \'not archetype "Name"\'.');
          used = 1;
          break;
        }
        j++;
      }
      const names: Located<string>[] = [];
      const codes: ArchetypeCode[] = [];
      for (; j < parts.length; j++) {
        const token = parts[j];
        if (token.kind === ',') continue;
        // `archetype "Kuriboh" code 0xa4`, `archetype code 0x10a2`: EDOPro's code for it.
        if (field.value === 'archetype' && token.kind === 'word' && token.value === 'code') {
          const code = expectCode(token, parts[j + 1], context);
          const named = names.length > 0 && parts[j - 1]?.kind === 'string' ? names[names.length - 1].value : undefined;
          if (code !== undefined) codes.push(named === undefined ? { code: located(code, parts[j + 1]) } : { name: named, code: located(code, parts[j + 1]) });
          j++;
          continue;
        }
        if (token.kind !== 'string') break;
        names.push(located(token.value, token));
      }
      if (codes.length > 0) card.archetypeCodes = [...(card.archetypeCodes ?? []), ...codes];
      if (names.length === 0 && codes.length === 0)
        context.report(parts[j] ?? field, 'CS0102', `Expected an archetype name in quotes after '${field.text}', found ${describeToken(parts[j])}.`);
      // The first line's list is kept as it is; a later line's names are joined to it in a new list.
      if (field.value === 'archetype') {
        if (names.length > 0) card.archetypes = card.archetypes ? [...card.archetypes, ...names] : names;
      } else card.notArchetypes = card.notArchetypes ? [...card.notArchetypes, ...names] : names;
      used = Math.max(1, j - i);
      break;
    }
    case 'attribute': {
      const word = expectWord(field, parts[i + 1], ATTRIBUTES, ATTRIBUTE_SET, context);
      if (word) card.attribute = located(word, parts[i + 1]);
      break;
    }
    case 'race': {
      const word = expectWord(field, parts[i + 1], RACES, RACE_SET, context);
      if (word) card.race = located(word, parts[i + 1]);
      break;
    }
    case 'level':
    case 'rank':
    case 'link':
    case 'id': {
      const number = expectNumber(field, parts[i + 1], context);
      if (number === undefined) break;
      const entry = located(number, parts[i + 1]);
      if (field.value === 'level') card.level = entry;
      else if (field.value === 'rank') card.rank = entry;
      else if (field.value === 'link') card.linkRating = entry;
      else card.id = entry;
      break;
    }
    case 'atk':
    case 'def': {
      const token = parts[i + 1];
      let stat: number | '?' | undefined;
      if (token?.kind === 'word' && token.value === '?') stat = '?';
      else stat = expectNumber(field, token, context);
      if (stat === undefined) break;
      if (field.value === 'atk') card.atk = located(stat, token!);
      else card.def = located(stat, token!);
      break;
    }
    case 'text': {
      const token = parts[i + 1];
      if (token?.kind === 'string') addText(fields, located(token.value, token));
      else context.report(token ?? field, 'CS0102', `Expected the printed text in quotes after 'text', found ${describeToken(token)}.`);
      break;
    }
    case 'next': {
      const levelWord = parts[i + 1];
      const nameToken = parts[i + 2];
      if (levelWord?.kind === 'word' && levelWord.value === 'level' && nameToken?.kind === 'string') {
        card.nextLevel = located(nameToken.value, nameToken);
      } else {
        context.report(field, 'CS0102', 'Expected \'next level "Card Name"\'.');
      }
      used = 3;
      break;
    }
    case 'kind': {
      const spell = fields.keyword === 'spell';
      const word = expectWord(field, parts[i + 1], spell ? SPELL_KINDS : TRAP_KINDS, spell ? SPELL_KIND_SET : TRAP_KIND_SET, context);
      if (word && fields.keyword === 'spell') fields.spellKind = located(word as SpellKind, parts[i + 1]);
      if (word && fields.keyword === 'trap') fields.trapKind = located(word as TrapKind, parts[i + 1]);
      break;
    }
    case 'script': {
      const token = parts[i + 1];
      if (token?.kind !== 'string') {
        context.report(token ?? field, 'CS0102', `Expected the path of the card's own Lua file in quotes after 'script', found ${describeToken(token)}.`);
        break;
      }
      const problem = ownLuaPathProblem(token.value);
      // A wrong path is still the card's: the export and the editor refuse it by this diagnostic.
      if (problem)
        context.report(token, 'CS0711', `The card's own Lua "${token.value}" must be a .lua file inside the card file's folder: the path ${problem}.`);
      card.ownLua = located(token.value, token);
      break;
    }
    case 'summon':
    case 'effect': {
      used = 1;
      if (i !== parts.length - 1 || !line.block) {
        context.report(field, 'CS0102', `Expected '{' after '${field.value}' to open its block.`);
        break;
      }
      if (field.value === 'summon') {
        card.summonBlock = line.block;
        // Kept as long as the document: the first block's list at its size, later ones joined.
        const clauses = readSummonBlock(line.block, context);
        card.summon = card.summon.length === 0 ? clauses.slice() : [...card.summon, ...clauses];
      } else {
        card.effectBlock = line.block;
        // The block's own list when it is the first (read-only, like every list of the model).
        card.effectStatements = card.effectStatements.length === 0 ? line.block.statements : [...card.effectStatements, ...line.block.statements];
      }
      break;
    }
    default:
      used = readPrintField(parts, i, fields, context);
  }
  return used;
}

/**
 * `artworks 46986415, 46986416`: passcodes, commas optional; returns how many parts it used. A second
 * `artworks` line adds to the first (like `archetype`).
 */
function readArtworks(card: MutableMonster, field: Token, parts: readonly Token[], i: number, context: LoweringContext): number {
  const found: Located<number>[] = [];
  // A set: a line of many passcodes is checked in time linear in its length.
  const listed = new Set(card.artworks?.value.map((f) => f.value));
  let j = i + 1;
  for (; j < parts.length; j++) {
    const token = parts[j];
    if (token.kind === ',') continue;
    if (token.kind !== 'number') break;
    const value = Number(token.value);
    if (listed.has(value)) {
      context.report(token, 'CS0103', `The artwork passcode ${token.text} is listed twice.`);
      continue;
    }
    listed.add(value);
    found.push(located(value, token));
  }
  if (j === i + 1) {
    context.report(
      parts[j] ?? field,
      'CS0102',
      `Expected the passcodes of the card's alternate artworks after 'artworks' (\`artworks 46986415, 46986416\`), found ${describeToken(parts[j])}.`,
    );
  } else if (found.length > 0) {
    const list = card.artworks ? [...card.artworks.value, ...found] : found;
    card.artworks = {
      value: list,
      span: card.artworks ? spanFrom(card.artworks.span, found[found.length - 1].span) : spanFrom(found[0].span, found[found.length - 1].span),
    };
  }
  return Math.max(1, j - i);
}

/** Keeps a `text` line's value: the first alone, a list from the second on. */
function addText(fields: CardFields, text: Located<string>): void {
  if (fields.firstText === undefined) fields.firstText = text;
  else if (fields.moreText === undefined) fields.moreText = [fields.firstText, text];
  else fields.moreText.push(text);
}

/** Several `text` lines are one text, joined with a space, spanning them all. */
function joinedTexts(parts: readonly Located<string>[]): Located<string> {
  return { value: parts.map((t) => t.value).join(' '), span: spanFrom(parts[0].span, parts[parts.length - 1].span) };
}

/** The words each of these fields takes, as sets: a lookup per card line instead of a walk along the list. */
const FRAME_SET: ReadonlySet<string> = new Set(FRAMES);
/** The words that may follow a frame on its line. */
const FRAME_FLAG_SET: ReadonlySet<string> = new Set(['tuner', 'pendulum', 'effect', ...MONSTER_ABILITIES]);
const ATTRIBUTE_SET: ReadonlySet<string> = new Set(ATTRIBUTES);
const RACE_SET: ReadonlySet<string> = new Set(RACES);
const SPELL_KIND_SET: ReadonlySet<string> = new Set(SPELL_KINDS);
const TRAP_KIND_SET: ReadonlySet<string> = new Set(TRAP_KINDS);

/** The word after `field` when `allowedSet` has it (the list `allowed`, in order, for the message). */
function expectWord(
  field: Token,
  token: Token | undefined,
  allowed: readonly string[],
  allowedSet: ReadonlySet<string>,
  context: LoweringContext,
): string | undefined {
  if (token?.kind === 'word' && allowedSet.has(token.value)) return token.value;
  context.report(
    token ?? field,
    token ? 'CS0103' : 'CS0102',
    `Expected ${/^[aeiou]/.test(field.value) ? 'an' : 'a'} ${field.value} (${allowed.join(', ')}) after '${field.text}', found ${describeToken(token)}.`,
  );
  return undefined;
}

/** The largest passcode, category or archetype code EDOPro's columns hold (an unsigned 32-bit number). */
const MAX_CODE = 0xffffffff;

/** A number written in decimal or as `0x` hexadecimal (EDOPro's codes are usually written so). */
function expectCode(field: Token, token: Token | undefined, context: LoweringContext, min = 0): number | undefined {
  const value =
    token?.kind === 'number'
      ? Number(token.value)
      : token?.kind === 'word' && /^0x[0-9a-f]+$/i.test(token.value)
        ? parseInt(token.value.slice(2), 16)
        : undefined;
  if (value !== undefined && Number.isSafeInteger(value) && value >= min && value <= MAX_CODE) return value;
  context.report(
    token ?? field,
    'CS0102',
    `Expected a number (decimal, or hexadecimal as 0x10a2) from ${min} to ${MAX_CODE} after '${field.text}', found ${describeToken(token)}.`,
  );
  return undefined;
}

/** At most this many hint strings: EDOPro's str1 to str16. */
const MAX_HINT_STRINGS = 16;

/** `strings "A", "B"`: the hint strings in order; a second line adds to the first. Returns how many parts it used. */
function readHintStrings(card: MutableMonster, field: Token, parts: readonly Token[], i: number, context: LoweringContext): number {
  const found: string[] = [...(card.hintStrings?.value ?? [])];
  let j = i + 1;
  let last: Token | undefined;
  for (; j < parts.length; j++) {
    const token = parts[j];
    if (token.kind === ',') continue;
    if (token.kind !== 'string') break;
    if (found.length === MAX_HINT_STRINGS)
      context.report(token, 'CS0103', `A card has at most ${MAX_HINT_STRINGS} hint strings (EDOPro's str1 to str${MAX_HINT_STRINGS}); this one is left out.`);
    else found.push(token.value);
    last = token;
  }
  if (!last)
    context.report(
      parts[j] ?? field,
      'CS0102',
      `Expected the card's hint strings in quotes after 'strings' (\`strings "Special Summon", "Draw"\`), found ${describeToken(parts[j])}.`,
    );
  else card.hintStrings = { value: found, span: card.hintStrings ? spanFrom(card.hintStrings.span, last) : spanFrom(parts[i + 1], last) };
  return Math.max(1, j - i);
}

function expectNumber(field: Token, token: Token | undefined, context: LoweringContext): number | undefined {
  if (token?.kind === 'number') return Number(token.value);
  context.report(token ?? field, 'CS0102', `Expected a number after '${field.text}', found ${describeToken(token)}.`);
  return undefined;
}

/** Field checks that need the whole monster: missing frame, level ranges, stats. */
function checkMonsterFields(card: MutableMonster, context: LoweringContext): void {
  const frame = card.frame?.value;
  if (!frame)
    context.report(
      card.name.span,
      'CS0108',
      `The monster "${card.name.value}" has no frame: add "frame effect" (or normal, ritual, fusion, synchro, xyz, link).`,
    );
  if (frame === 'xyz') {
    if (card.level) context.report(card.level.span, 'CS0110', 'Xyz Monsters have a Rank, not a Level: write "rank N".');
    if (!card.rank) context.report(card.name.span, 'CS0106', `The Xyz Monster "${card.name.value}" has no rank: add "rank N".`);
  } else if (frame === 'link') {
    if (card.level) context.report(card.level.span, 'CS0110', 'Link Monsters have a Link Rating, not a Level: write "link N".');
    if (card.def) context.report(card.def.span, 'CS0111', 'Link Monsters have no DEF.');
    if (!card.linkRating) context.report(card.name.span, 'CS0106', `The Link Monster "${card.name.value}" has no link rating: add "link N".`);
  } else if (frame && frame !== 'token' && !card.level) {
    context.report(card.name.span, 'CS0106', `The monster "${card.name.value}" has no level: add "level N" (1-12).`);
  }
  if (card.rank && frame !== 'xyz') context.report(card.rank.span, 'CS0110', 'Only Xyz Monsters have a Rank.');
  if (card.linkRating && frame !== 'link') context.report(card.linkRating.span, 'CS0110', 'Only Link Monsters have a Link Rating.');
  // Level 0 exists on modern Synchro Monsters (docs/language.md).
  if (card.level && (card.level.value < 0 || card.level.value > 12)) {
    context.report(card.level.span, 'CS0104', `Level ${card.level.value} is out of range: Levels go from 0 to 12.`);
  }
  if (card.pendulum && !card.scale) context.report(card.name.span, 'CS0106', `The Pendulum Monster "${card.name.value}" has no Pendulum Scale: add "scale N".`);
  if (card.scale && !card.pendulum) context.report(card.scale.span, 'CS0110', 'Only Pendulum Monsters have a Pendulum Scale: add "pendulum" to the frame.');
  if (card.scale && (card.scale.value < 0 || card.scale.value > 13))
    context.report(card.scale.span, 'CS0104', `Pendulum Scale ${card.scale.value} is out of range: 0 to 13.`);
  if (card.arrows && frame !== 'link') context.report(card.arrows.span, 'CS0110', 'Only Link Monsters have Link Arrows.');
  if (card.arrows && card.linkRating && card.arrows.value.length !== card.linkRating.value) {
    context.report(
      card.arrows.span,
      'CS0104',
      `A Link-${card.linkRating.value} Monster has ${card.linkRating.value} Link Arrow${card.linkRating.value === 1 ? '' : 's'}; ${card.arrows.value.length} are listed.`,
    );
  }
  if (card.rank && (card.rank.value < 0 || card.rank.value > 13)) {
    context.report(card.rank.span, 'CS0104', `Rank ${card.rank.value} is out of range: Ranks go from 0 to 13.`);
  }
  if (card.linkRating && (card.linkRating.value < 1 || card.linkRating.value > 8)) {
    context.report(card.linkRating.span, 'CS0104', `Link Rating ${card.linkRating.value} is out of range: 1 to 8.`);
  }
  checkStat(card.atk, 'ATK', context);
  checkStat(card.def, 'DEF', context);
}

function checkStat(stat: Located<number | '?'> | undefined, name: 'ATK' | 'DEF', context: LoweringContext): void {
  if (stat && typeof stat.value === 'number' && stat.value < 0) context.report(stat.span, 'CS0105', `${name} cannot be negative (${stat.value}).`);
}

export type { SummonClause };
