import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { Located, ScenarioDeclaration } from './cards';
import { describeToken, LoweringContext, spanOfTokens } from './lowering';
import {
  type BoardCard, type BoardSide, type BoardZone, type CardRef, emptyBoardSide, type Expectation, type ExpectZone,
  type ModernBoardZone, type MoveDestination, type Phase, PHASES, type PlayerRef, type Scenario, type ScenarioAction, type ScenarioStep,
} from './scenario';

export interface LoweredScenario {
  readonly scenario: Scenario;
  readonly diagnostics: readonly Diagnostic[];
}

const BOARD_FIELDS: Readonly<Record<string, BoardZone | ModernBoardZone | 'lp'>> = {
  lp: 'lp', pendulum: 'pendulum', 'extra-monster': 'extraMonster', hand: 'hand', deck: 'deck', extra: 'extra', graveyard: 'graveyard', gy: 'graveyard', banished: 'banished',
  monsters: 'monsters', monster: 'monsters', field: 'monsters', spells: 'spells', traps: 'spells', 'spells-traps': 'spells',
};

const PHASE_WORDS: Readonly<Record<string, Phase>> = {
  draw: 'draw', standby: 'standby', main1: 'main1', 'main-1': 'main1', main: 'main1', battle: 'battle', main2: 'main2', 'main-2': 'main2', end: 'end',
};

const EXPECT_ZONES: Readonly<Record<string, ExpectZone>> = {
  monsters: 'monsters', monster: 'monsters', field: 'monsters', 'monster-zone': 'monsters', spells: 'spells', traps: 'spells',
  hand: 'hand', deck: 'deck', extra: 'extra', graveyard: 'graveyard', gy: 'graveyard', banished: 'banished',
  pendulum: 'pendulum', 'extra-monster': 'extraMonster',
};

/**
 * Lowers a scenario's raw body into a typed scenario. Never throws: a malformed line is reported
 * (CS0604 step, CS0605 board, CS0606 expectation, CS0609 unknown line) and skipped.
 * Checks that need the card pool (unknown cards, full zones) are in checkScenarioSetup.
 */
export function lowerScenario(declaration: ScenarioDeclaration): LoweredScenario {
  const context = new LoweringContext(declaration.uri);
  let you = emptyBoardSide();
  let opponent = emptyBoardSide();
  let turn = 1;
  let phase: Phase = 'main1';
  let turnPlayer: PlayerRef = 'you';
  let normalSummonsUsed = 0;
  const steps: ScenarioStep[] = [];
  const finalExpectations: Expectation[] = [];
  for (const statement of declaration.body?.statements ?? []) {
    const cursor = new Cursor(statement.parts);
    const head = cursor.peekWord();
    switch (head) {
      case 'you':
      case 'opponent': {
        if (!statement.block || statement.parts.length !== 1) {
          context.report(statement, 'CS0605', `Expected '${head} { ... }' with the board lines of that player in the block.`);
          break;
        }
        const side = readBoardSide(statement, context);
        if (head === 'you') you = side;
        else opponent = side;
        break;
      }
      case 'turn': {
        cursor.next();
        if (cursor.peekWord() === 'player') {
          cursor.next();
          const who = cursor.peekWord();
          if ((who === 'you' || who === 'opponent') && cursor.remaining() === 1) turnPlayer = who;
          else context.report(statement, 'CS0605', "Expected 'turn player you' or 'turn player opponent'.");
          break;
        }
        const n = cursor.takeNumber();
        if (n === undefined || n < 1 || !cursor.atEnd()) context.report(statement, 'CS0605', "Expected 'turn N' with N of 1 or more.");
        else turn = n;
        break;
      }
      case 'phase': {
        cursor.next();
        const word = cursor.takeWord();
        const value = word === undefined ? undefined : PHASE_WORDS[word];
        if (value === undefined || !cursor.atEnd()) context.report(statement, 'CS0605', `Expected 'phase ${PHASES.join(' / ')}'.`);
        else phase = value;
        break;
      }
      case 'normal': {
        cursor.next();
        const n = cursor.takeWords('summons', 'used') ? cursor.takeNumber() : undefined;
        if (n === undefined || !cursor.atEnd()) context.report(statement, 'CS0605', "Expected 'normal summons used N'.");
        else normalSummonsUsed = n;
        break;
      }
      case 'step': {
        const step = readStep(statement, context);
        if (step) steps.push(step);
        break;
      }
      case 'expect': {
        // An `expect` line belongs to the step above it (checked right after that step); `expect` lines
        // written before the first step are checked at the end of the scenario.
        for (const expectation of readExpectations(statement.parts, context)) {
          const previous = steps[steps.length - 1];
          if (previous) {
            steps[steps.length - 1] = { ...previous, expectations: [...previous.expectations, expectation] };
          } else if (expectation.kind === 'legal' || expectation.kind === 'illegal') {
            context.report(expectation.span, 'CS0606', `'expect ${expectation.kind}' judges a step: write it on a step or on the line after one.`);
          } else {
            finalExpectations.push(expectation);
          }
        }
        if (statement.block) context.report(statement.block.open, 'CS0606', 'A scenario-level expectation takes no { } block.');
        break;
      }
      default:
        context.report(statement.parts.length > 0 ? spanOfTokens(statement.parts) : statement, 'CS0609',
          `Unknown scenario line starting with ${describeToken(statement.parts[0])}: expected 'you { }', 'opponent { }', 'turn N', 'phase P', 'normal summons used N', 'step ...' or 'expect ...'.`);
    }
  }
  const scenario: Scenario = {
    uri: declaration.uri, name: declaration.name, span: declaration.span, you, opponent, turn, phase, turnPlayer,
    normalSummonsUsed, steps, finalExpectations,
  };
  return { scenario, diagnostics: context.diagnostics };
}

// ---------------------------------------------------------------------------------------------- board

function readBoardSide(statement: Statement, context: LoweringContext): BoardSide {
  const zones: Record<BoardZone, BoardCard[]> = { hand: [], deck: [], extra: [], graveyard: [], banished: [], monsters: [], spells: [] };
  const modern: Partial<Record<ModernBoardZone, BoardCard[]>> = {};
  let lp: number | null = null;
  for (const line of statement.block?.statements ?? []) {
    const cursor = new Cursor(line.parts);
    // Several fields may share a line: `hand "A", "B"  graveyard 3 x "C"`.
    while (!cursor.atEnd()) {
      const fieldToken = cursor.peek()!;
      const field = fieldToken.kind === 'word' ? BOARD_FIELDS[fieldToken.value] : undefined;
      if (field === undefined) {
        context.report(fieldToken, 'CS0605', `Unknown board field ${describeToken(fieldToken)}: expected lp, hand, deck, extra, graveyard, banished, monsters or spells.`);
        break;
      }
      cursor.next();
      if (field === 'lp') {
        const n = cursor.takeNumber();
        if (n === undefined) {
          context.report(fieldToken, 'CS0605', "Expected 'lp N'.");
          break;
        }
        lp = n;
        continue;
      }
      const entries = readBoardCards(cursor, field === 'extraMonster' ? 'extra-monster' : field, context);
      if (entries === undefined) break;
      if (field === 'pendulum' || field === 'extraMonster') (modern[field] ??= []).push(...entries);
      else zones[field].push(...entries);
    }
    if (line.block) context.report(line.block.open, 'CS0605', 'Board lines take no { } block.');
  }
  const side: BoardSide = { lp, zones, span: { start: statement.start, end: statement.end } };
  return Object.keys(modern).length > 0 ? { ...side, modern } : side;
}

/** Reads `"A", 2 x "B" defense, "C" properly summoned` until a token that cannot continue the list. */
function readBoardCards(cursor: Cursor, zone: string, context: LoweringContext): BoardCard[] | undefined {
  const entries: BoardCard[] = [];
  for (;;) {
    const start = cursor.peek();
    let copies = 1;
    if (start?.kind === 'number' && cursor.peekWord(1) === 'x') {
      copies = Number(start.value);
      cursor.next();
      cursor.next();
    } else if (start?.kind === 'word' && /^\d+x$/.test(start.value)) {
      copies = Number(start.value.slice(0, -1));
      cursor.next();
    }
    const nameToken = cursor.peek();
    if (nameToken?.kind !== 'string') {
      context.report(nameToken ?? start ?? cursor.lastSpan(), 'CS0605', `Expected a card name in quotes in the ${zone} list, found ${describeToken(nameToken)}.`);
      return undefined;
    }
    cursor.next();
    let properlySummoned = false;
    let position: BoardCard['position'] = null;
    let placedThisTurn = false;
    for (;;) {
      const word = cursor.peekWord();
      if (word === 'properly' && cursor.peekWord(1) === 'summoned') {
        properlySummoned = true;
        cursor.skip(2);
      } else if ((word === 'set' || word === 'summoned') && cursor.peekWord(1) === 'this' && cursor.peekWord(2) === 'turn') {
        placedThisTurn = true;
        if (word === 'set') position = 'set';
        cursor.skip(3);
      } else if (word === 'attack' || word === 'defense' || word === 'set' || word === 'face-up') {
        position = word;
        cursor.next();
      } else if (word === 'face-down') {
        position = 'set';
        cursor.next();
      } else {
        break;
      }
    }
    const end = cursor.lastSpan().end;
    entries.push({
      name: { value: nameToken.value, span: { start: nameToken.start, end: nameToken.end } },
      copies, span: { start: (start ?? nameToken).start, end }, properlySummoned, position, placedThisTurn,
    });
    if (cursor.peek()?.kind === ',') {
      cursor.next();
      continue;
    }
    return entries;
  }
}

// ----------------------------------------------------------------------------------------------- steps

function readStep(statement: Statement, context: LoweringContext): ScenarioStep | undefined {
  const parts = statement.parts;
  const expectAt = parts.findIndex((p) => p.kind === 'word' && p.value === 'expect');
  const actionParts = parts.slice(1, expectAt < 0 ? parts.length : expectAt);
  const expectations: Expectation[] = expectAt < 0 ? [] : readExpectations(parts.slice(expectAt), context);
  for (const line of statement.block?.statements ?? []) {
    if (line.parts[0]?.kind === 'word' && line.parts[0].value === 'expect') expectations.push(...readExpectations(line.parts, context));
    else context.report(line, 'CS0606', `A step's block holds only 'expect ...' lines, found ${describeToken(line.parts[0])}.`);
  }
  if (actionParts.length === 0) {
    context.report(parts[0], 'CS0604', "Expected an action after 'step' (normal summon, set, activate, send, ...).");
    return undefined;
  }
  const cursor = new Cursor(actionParts);
  let actor: PlayerRef = 'you';
  if (cursor.peekWord() === 'opponent') {
    actor = 'opponent';
    cursor.next();
  } else if (cursor.peekWord() === 'you') {
    cursor.next();
  }
  const action = readAction(cursor, context);
  if (!action) return undefined;
  const actionSpan = spanOfTokens(actionParts);
  return {
    span: { start: statement.start, end: statement.end },
    actionSpan,
    actionText: actionParts.map((t) => t.text).join(' ').replace(/ ,/g, ','),
    actor, action, expectations,
  };
}

interface ActionOptions {
  tributes: CardRef[];
  costs: CardRef[];
  targets: CardRef[];
  materials: CardRef[];
  summon: CardRef | null;
  using: CardRef | null;
  payingLp: boolean;
  hold: boolean;
  option: 'auto' | 'withoutTributes' | 'tributeOption' | 'procedure';
  optionTag: string | null;
  /** `to zone N` (stored 0-based) / `to extra monster zone`. */
  zone: number | 'emz' | null;
}

function readAction(cursor: Cursor, context: LoweringContext): ScenarioAction | undefined {
  const fail = (message: string): undefined => {
    const token = cursor.peek();
    context.report(token ?? cursor.lastSpan(), 'CS0604', message);
    return undefined;
  };
  const head = cursor.takeWord();
  const card = (): CardRef | undefined => cursor.takeCardRef();
  switch (head) {
    case 'normal':
    case 'tribute':
    case 'set': {
      const isSet = head === 'set' || (head === 'tribute' && cursor.peekWord() === 'set');
      if (head !== 'set' && !cursor.takeWords(isSet ? 'set' : 'summon')) return fail(`Expected '${head} summon "Card"'.`);
      const target = card();
      if (!target) return fail('Expected the card name in quotes.');
      const options = readOptions(cursor, context, ['tributing', 'paying', 'without', 'by', 'cost']);
      if (!options) return undefined;
      if (head === 'tribute' && options.tributes.length === 0) return fail("A Tribute Summon names its Tributes: add 'tributing \"A\", ...'.");
      return {
        kind: isSet ? 'set' : 'normalSummon', card: target, tributes: options.tributes, payingLp: options.payingLp,
        option: options.option, optionTag: options.optionTag, costs: options.costs,
      };
    }
    case 'flip': {
      if (!cursor.takeWords('summon')) return fail("Expected 'flip summon \"Card\"'.");
      const target = card();
      if (!target || !cursor.atEnd()) return fail("Expected 'flip summon \"Card\"'.");
      return { kind: 'flipSummon', card: target };
    }
    case 'special': {
      if (!cursor.takeWords('summon')) return fail("Expected 'special summon \"Card\" by procedure'.");
      const target = card();
      if (!target) return fail('Expected the card name in quotes.');
      if (!cursor.takeWords('by', 'procedure')) {
        return fail("A step Special Summons only by the card's built-in procedure ('special summon \"X\" by procedure'); use 'activate \"Card\" target \"X\"' for a summon by an effect.");
      }
      const options = readOptions(cursor, context, ['cost', 'tributing', 'to']);
      if (!options) return undefined;
      return {
        kind: 'specialSummonByProcedure', card: target, costs: options.costs, tributes: options.tributes,
        ...(options.zone !== null ? { zone: options.zone } : {}),
      };
    }
    case 'respond':
    case 'activate': {
      const respond = head === 'respond';
      if (respond && cursor.takeWord() !== 'activate') return fail("Expected 'respond activate \"Card\" ...'.");
      const target = card();
      if (!target) return fail('Expected the name of the card to activate, in quotes.');
      if (!respond && cursor.takeWords('as', 'pendulum', 'scale')) {
        if (!cursor.atEnd()) return fail("Expected 'activate \"X\" as pendulum scale' with nothing after it.");
        return { kind: 'activateScale', card: target };
      }
      const options = readOptions(cursor, context, ['target', 'materials', 'summon', 'tributing', 'cost', 'hold']);
      if (!options) return undefined;
      return {
        kind: 'activate', card: target, respond, targets: options.targets, materials: options.materials, summon: options.summon,
        tributes: options.tributes, costs: options.costs, hold: options.hold,
      };
    }
    case 'resolve':
      if (cursor.takeWords('chain') && cursor.atEnd()) return { kind: 'resolveChain' };
      return fail("Expected 'resolve chain'.");
    case 'pendulum': {
      if (!cursor.takeWords('summon')) return fail("Expected 'pendulum summon \"A\", \"B\"'.");
      const cards = cursor.takeCardList();
      if (cards.length === 0 || !cursor.atEnd()) return fail("Expected 'pendulum summon \"A\", \"B\"': the monsters to Pendulum Summon, in quotes.");
      return { kind: 'pendulumSummon', cards };
    }
    case 'fusion':
    case 'ritual':
    case 'synchro':
    case 'xyz':
    case 'link': {
      if (!cursor.takeWords('summon')) return fail(`Expected '${head} summon "Card" materials ...'.`);
      const target = card();
      if (!target) return fail('Expected the card name in quotes.');
      const options = readOptions(cursor, context, ['materials', 'tributing', 'using', 'hold', 'to']);
      if (!options) return undefined;
      const materials = [...options.materials, ...options.tributes];
      if (head === 'fusion' || head === 'ritual') {
        return { kind: head === 'fusion' ? 'fusionSummon' : 'ritualSummon', card: target, materials, using: options.using, hold: options.hold };
      }
      if (materials.length === 0) return fail(`A ${head} Summon names its materials: add 'materials "A", "B"'.`);
      return { kind: 'extraDeckSummon', mechanic: head, card: target, materials, ...(options.zone !== null ? { zone: options.zone } : {}) };
    }
    case 'send':
    case 'return':
    case 'move': {
      const target = card();
      if (!target) return fail('Expected the card name in quotes.');
      if (!cursor.takeWords('to')) return fail(`Expected '${head} "Card" to ZONE'.`);
      const zoneWord = cursor.takeWord();
      if (zoneWord === 'extra' && cursor.peekWord() === 'deck') cursor.next();
      const destinations: Readonly<Record<string, MoveDestination>> = {
        hand: 'hand', deck: 'deck', extra: 'extra', graveyard: 'graveyard', gy: 'graveyard', banished: 'banished', field: 'field', monsters: 'field',
      };
      const to = zoneWord === undefined ? undefined : destinations[zoneWord];
      if (!to || !cursor.atEnd()) return fail('Expected a zone: hand, deck, extra, graveyard, banished or field.');
      return { kind: 'move', card: target, to, verb: head };
    }
    case 'banish':
    case 'discard':
    case 'destroy': {
      const target = card();
      if (!target || !cursor.atEnd()) return fail(`Expected '${head} "Card"'.`);
      return { kind: 'move', card: target, to: head === 'banish' ? 'banished' : 'graveyard', verb: head };
    }
    case 'negate':
      if (cursor.atEnd() || (cursor.takeWords('summon') && cursor.atEnd())) return { kind: 'negate' };
      return fail("Expected 'negate' alone (it negates the summon in the negation window).");
    case 'change': {
      if (!cursor.takeWords('phase', 'to')) return fail("Expected 'change phase to P'.");
      const word = cursor.takeWord();
      const phase = word === undefined ? undefined : PHASE_WORDS[word];
      if (!phase || !cursor.atEnd()) return fail(`Expected a phase: ${PHASES.join(', ')}.`);
      return { kind: 'changePhase', phase };
    }
    case 'end':
      if (cursor.takeWords('turn') && cursor.atEnd()) return { kind: 'endTurn' };
      return fail("Expected 'end turn'.");
    case 'draw': {
      const n = cursor.atEnd() ? 1 : cursor.takeNumber();
      if (n === undefined || !cursor.atEnd()) return fail("Expected 'draw' or 'draw N'.");
      return { kind: 'draw', count: n };
    }
    default:
      cursor.back();
      return fail(`Unknown step action ${describeToken(cursor.peek())}: expected normal summon, tribute summon, set, flip summon, special summon, activate, respond activate, resolve chain, fusion/ritual/synchro/xyz/link summon, send, return, banish, move, negate, change phase, end turn or draw.`);
  }
}

/** Reads the option phrases that may follow an action's card, in any order. */
function readOptions(cursor: Cursor, context: LoweringContext, allowed: readonly string[]): ActionOptions | undefined {
  const options: ActionOptions = {
    tributes: [], costs: [], targets: [], materials: [], summon: null, using: null, payingLp: false, hold: false, option: 'auto', optionTag: null,
    zone: null,
  };
  while (!cursor.atEnd()) {
    const token = cursor.peek()!;
    const word = cursor.peekWord();
    if (word === undefined || !allowed.includes(word)) {
      context.report(token, 'CS0604', `Unexpected ${describeToken(token)} here: expected ${allowed.map((a) => `'${a}'`).join(', ')}${allowed.length > 0 ? ' or ' : ''}'expect'.`);
      return undefined;
    }
    cursor.next();
    const list = (): CardRef[] | undefined => {
      const refs = cursor.takeCardList();
      if (refs.length === 0) context.report(token, 'CS0604', `Expected card names in quotes after '${word}'.`);
      return refs.length === 0 ? undefined : refs;
    };
    switch (word) {
      case 'tributing': { const refs = list(); if (!refs) return undefined; options.tributes.push(...refs); break; }
      case 'cost': { const refs = list(); if (!refs) return undefined; options.costs.push(...refs); break; }
      case 'target': { const refs = list(); if (!refs) return undefined; options.targets.push(...refs); break; }
      case 'materials': { const refs = list(); if (!refs) return undefined; options.materials.push(...refs); break; }
      case 'summon': case 'using': {
        const ref = cursor.takeCardRef();
        if (!ref) { context.report(token, 'CS0604', `Expected a card name in quotes after '${word}'.`); return undefined; }
        if (word === 'summon') options.summon = ref;
        else options.using = ref;
        break;
      }
      case 'paying':
        if (!cursor.takeWords('lp')) { context.report(token, 'CS0604', "Expected 'paying lp'."); return undefined; }
        options.payingLp = true;
        break;
      case 'without':
        if (!cursor.takeWords('tributes') && !cursor.takeWords('tributing')) { context.report(token, 'CS0604', "Expected 'without tributes'."); return undefined; }
        options.option = 'withoutTributes';
        break;
      case 'by':
        if (cursor.takeWords('tribute', 'option')) {
          options.option = 'tributeOption';
          const tag = cursor.peek();
          if (tag?.kind === 'string') { options.optionTag = tag.value; cursor.next(); }
        } else if (cursor.takeWords('procedure')) {
          options.option = 'procedure';
        } else {
          context.report(token, 'CS0604', "Expected 'by tribute option [\"tag\"]' or 'by procedure'.");
          return undefined;
        }
        break;
      case 'hold':
        options.hold = true;
        break;
      case 'to': {
        if (cursor.takeWords('extra', 'monster', 'zone')) {
          options.zone = 'emz';
          break;
        }
        const n = cursor.takeWords('zone') ? cursor.takeNumber() : undefined;
        if (n === undefined || n < 1 || n > 5) { context.report(token, 'CS0604', "Expected 'to zone N' (N from 1 to 5, left to right) or 'to extra monster zone'."); return undefined; }
        options.zone = n - 1;
        break;
      }
    }
  }
  return options;
}

// -------------------------------------------------------------------------------------------- expects

/** Reads `expect A expect B ...` (parts start with `expect`). */
function readExpectations(parts: readonly Token[], context: LoweringContext): Expectation[] {
  const expectations: Expectation[] = [];
  let groupStart = 0;
  for (let i = 1; i <= parts.length; i++) {
    if (i === parts.length || (parts[i].kind === 'word' && parts[i].value === 'expect')) {
      const group = parts.slice(groupStart, i);
      const expectation = readExpectation(group, context);
      if (expectation) expectations.push(expectation);
      groupStart = i;
    }
  }
  return expectations;
}

function readExpectation(group: readonly Token[], context: LoweringContext): Expectation | undefined {
  const span = spanOfTokens(group);
  const cursor = new Cursor(group.slice(1));
  const fail = (): undefined => {
    context.report(span, 'CS0606', `Malformed expectation '${group.map((t) => t.text).join(' ')}': expected 'expect legal', 'expect illegal [CODE]', 'expect "X" [not] in ZONE [of opponent]', 'expect "X" [not] properly summoned' or 'expect lp N [of opponent]'.`);
    return undefined;
  };
  const player = (): PlayerRef | undefined => {
    if (cursor.atEnd()) return 'you';
    if (cursor.takeWords('of', 'opponent') && cursor.atEnd()) return 'opponent';
    if (cursor.takeWords('of', 'you') && cursor.atEnd()) return 'you';
    return undefined;
  };
  const word = cursor.peekWord();
  if (word === 'legal') {
    cursor.next();
    return cursor.atEnd() ? { kind: 'legal', span } : fail();
  }
  if (word === 'illegal') {
    cursor.next();
    if (cursor.atEnd()) return { kind: 'illegal', code: null, span };
    const codeToken = cursor.peek()!;
    cursor.next();
    if (codeToken.kind !== 'word' || !cursor.atEnd()) return fail();
    const code: Located<string> = { value: codeToken.value, span: { start: codeToken.start, end: codeToken.end } };
    return { kind: 'illegal', code, span };
  }
  if (word === 'lp') {
    cursor.next();
    const amount = cursor.takeNumber();
    const who = player();
    if (amount === undefined || who === undefined) return fail();
    return { kind: 'lp', amount, player: who, span };
  }
  const card = cursor.takeCardRef();
  if (!card) return fail();
  const negated = cursor.takeWords('not');
  if (cursor.takeWords('properly', 'summoned')) return cursor.atEnd() ? { kind: 'properlySummoned', card, value: !negated, span } : fail();
  if (cursor.takeWords('in')) {
    const zoneWord = cursor.takeWord();
    const zone = zoneWord === undefined ? undefined : EXPECT_ZONES[zoneWord];
    const faceUp = cursor.takeWords('face-up') ? true : cursor.takeWords('face-down') ? false : undefined;
    const who = player();
    if (!zone || who === undefined) return fail();
    return { kind: 'inZone', card, zone, player: who, negated, span, ...(faceUp !== undefined ? { faceUp } : {}) };
  }
  return fail();
}

// --------------------------------------------------------------------------------------------- cursor

/** A read position over one statement's parts. */
class Cursor {
  private index = 0;

  constructor(private readonly parts: readonly Token[]) {}

  peek(offset = 0): Token | undefined {
    return this.parts[this.index + offset];
  }

  peekWord(offset = 0): string | undefined {
    const token = this.peek(offset);
    return token?.kind === 'word' ? token.value : undefined;
  }

  next(): Token | undefined {
    return this.parts[this.index++];
  }

  back(): void {
    if (this.index > 0) this.index--;
  }

  skip(count: number): void {
    this.index += count;
  }

  atEnd(): boolean {
    return this.index >= this.parts.length;
  }

  remaining(): number {
    return this.parts.length - this.index;
  }

  lastSpan(): Span {
    const token = this.parts[Math.min(this.index, this.parts.length) - 1] ?? this.parts[0];
    return token ? { start: token.start, end: token.end } : { start: 0, end: 0 };
  }

  takeWord(): string | undefined {
    const word = this.peekWord();
    if (word !== undefined) this.index++;
    return word;
  }

  takeNumber(): number | undefined {
    const token = this.peek();
    if (token?.kind !== 'number') return undefined;
    this.index++;
    return Number(token.value);
  }

  /** Consumes the words if all of them follow, else nothing. */
  takeWords(...words: string[]): boolean {
    for (let i = 0; i < words.length; i++) if (this.peekWord(i) !== words[i]) return false;
    this.index += words.length;
    return true;
  }

  takeCardRef(): CardRef | undefined {
    const token = this.peek();
    if (token?.kind !== 'string') return undefined;
    this.index++;
    return { name: token.value, span: { start: token.start, end: token.end } };
  }

  /** `"A", "B" + "C"`, `3 x "A"` (expanded into three references). */
  takeCardList(): CardRef[] {
    const refs: CardRef[] = [];
    for (;;) {
      let copies = 1;
      if (this.peek()?.kind === 'number' && this.peekWord(1) === 'x' && this.peek(2)?.kind === 'string') {
        copies = Number(this.next()!.value);
        this.next();
      } else if (this.peek()?.kind === 'word' && /^\d+x$/.test(this.peekWord() ?? '') && this.peek(1)?.kind === 'string') {
        copies = Number(this.next()!.value.slice(0, -1));
      }
      const ref = this.takeCardRef();
      if (!ref) return refs;
      for (let i = 0; i < Math.min(copies, 60); i++) refs.push(ref);
      const separator = this.peek();
      if (separator && (separator.kind === ',' || separator.kind === '+') && this.peek(1)?.kind !== undefined) {
        this.index++;
        continue;
      }
      return refs;
    }
  }
}
