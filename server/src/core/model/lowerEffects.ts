import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { Zone } from './cards';
import type { Actor, CardEffect, Effect, EffectFilter, NegatableActivation, Side, SummonPosition } from './effects';
import { isSummoningEffect } from './effects';
import { describeToken, LoweringContext, spanOfTokens } from './lowering';
import { describeParts, readCost } from './procedureLines';
import { readFilter as readCardFilter } from './readFilter';
import { readZones } from './readZones';

/**
 * One row per effect statement of the closed vocabulary (docs/language.md, "Effect statements"):
 * what it looks like and what it does. Feeds "unknown effect" messages, and completion/hover if wanted.
 */
export const EFFECT_VOCABULARY: readonly { readonly form: string; readonly meaning: string }[] = [
  { form: 'cost ...', meaning: 'Any procedure cost line; paid on activation.' },
  { form: 'target COUNT FILTER in [your / opponent / any] ZONES', meaning: 'Chosen on activation; a fitting card must exist.' },
  { form: 'special summon target [ignoring summoning conditions] [in attack / defense position]', meaning: 'Special Summon the targeted card.' },
  { form: 'special summon COUNT FILTER from [your / opponent / any] ZONES [ignoring summoning conditions] [in attack / defense position]', meaning: 'Special Summon without targeting.' },
  { form: 'special summon first FILTER from your deck', meaning: 'Excavate until a match, Special Summon it, send the rest to the GY (Monster Gate).' },
  { form: 'fusion summon [FILTER] using materials from [your] ZONES', meaning: 'A Fusion Summon (the Fusion Monster\'s proper method).' },
  { form: 'fusion summon FILTER [without materials]', meaning: 'A summon treated as a Fusion Summon without materials (Instant Fusion).' },
  { form: 'ritual summon [FILTER] [level at least / level exactly] using tributes from ZONES', meaning: 'A Ritual Summon by Tributing.' },
  { form: 'ritual summon [FILTER] [level at least / level exactly] using FILTER from [your] ZONES', meaning: 'A Ritual Summon by sending cards instead of Tributing (Advanced Ritual Art).' },
  { form: 'normal summon limit N', meaning: 'N Normal Summons/Sets this turn (the maximum of grants, not a sum).' },
  { form: 'extra normal summon', meaning: 'One additional Normal Summon/Set this turn.' },
  { form: 'pay N lp per tribute instead', meaning: 'Tribute Summons may pay N LP per Tribute instead (Mausoleum of the Emperor).' },
  { form: 'negate summon [of 1 monster] [special only] [by opponent]', meaning: 'Negate a summon in the summon negation window and destroy the monster.' },
  { form: 'negate activation [of spell / trap / spell or trap / monster effect / summoning effect]', meaning: 'Negate the activation of the chain link below and destroy that card.' },
  { form: 'trigger when [opponent / any / you] summons monster [with atk N or more]', meaning: 'A "When ... is Summoned" trigger; it can miss the timing.' },
  { form: 'trigger if [opponent / any / you] summons monster [with atk N or more]', meaning: 'An "If ..." trigger; it never misses the timing.' },
  { form: 'destroy all monsters / destroy target / destroy summoned', meaning: 'Destroy cards (they go to the GY).' },
  { form: 'banish summoned / banish target', meaning: 'Banish cards.' },
  { form: 'add COUNT FILTER from [your] ZONE to hand', meaning: 'Add cards to the hand (not a summon).' },
  { form: 'send COUNT FILTER from [your] ZONE to graveyard', meaning: 'Send cards to the GY.' },
  { form: 'return target to hand / return target to deck', meaning: 'Return the targeted card.' },
  { form: 'draw N / opponent draws N', meaning: 'Draw cards.' },
  { form: 'gain N lp / pay N lp', meaning: 'Change Life Points.' },
  { form: 'special summon this card [in attack / defense position]', meaning: 'The card Special Summons itself from where it is (its own way: "special summon by own effect").' },
  { form: 'trigger when|if [opponent / any / you] normal summon FILTER', meaning: 'A trigger on a Normal (or Tribute) Summon of a fitting monster ("When you Normal Summon a Warrior monster").' },
  { form: 'once per turn / once per turn by name', meaning: '"Once per turn" (per copy) / "You can only use this effect of "X" once per turn" (per name).' },
  { form: 'fusion substitute', meaning: 'This monster can substitute for one Fusion Material that is named specifically.' },
];

export interface LoweredEffects {
  readonly effect: CardEffect;
  readonly diagnostics: readonly Diagnostic[];
}

/** Lowers a card's raw `effect { }` statements into typed effects, reporting statements outside the vocabulary. */
export function lowerEffects(uri: string, statements: readonly Statement[]): LoweredEffects {
  const context = new LoweringContext(uri);
  const effects: Effect[] = [];
  let seenResolution = false;
  for (const statement of statements) {
    if (statement.block) context.report(statement.block.open, 'CS0704', 'Effect statements take no { } block.');
    const effect = lowerEffectStatement(statement, context);
    if (!effect) continue;
    if (effect.kind === 'cost' || effect.kind === 'target') {
      // Costs and targets happen on activation; written after resolution lines they read as if paid later.
      if (seenResolution) {
        context.report(statement, 'CS0705', `"${effect.kind}" lines are applied when the card is activated, before any other line resolves; move this line above the effect lines.`, 'warning');
      }
    } else if (effect.kind !== 'trigger') {
      seenResolution = true;
    }
    effects.push(effect);
  }
  checkTargetsUsed(effects, context);
  return { effect: { effects, summons: effects.some(isSummoningEffect) }, diagnostics: context.diagnostics };
}

const USES_TARGET: ReadonlySet<Effect['kind']> = new Set(['specialSummonTarget', 'destroyTarget', 'banishTarget', 'returnTarget']);

function checkTargetsUsed(effects: readonly Effect[], context: LoweringContext): void {
  const hasTarget = effects.some((e) => e.kind === 'target');
  for (const effect of effects) {
    if (USES_TARGET.has(effect.kind) && !hasTarget) {
      context.report(effect.span, 'CS0703', 'This line acts on "target", but the effect has no "target ..." line to choose one.');
    }
  }
}

/** Reads one effect statement, or reports it (CS0701 unknown, CS0702 malformed). */
export function lowerEffectStatement(statement: Statement, context: LoweringContext): Effect | undefined {
  const parts = statement.parts;
  const span: Span = { start: statement.start, end: statement.end };
  const reader = new PartReader(parts);
  const head = reader.word();
  const malformed = (form: string): undefined => {
    context.report(statement, 'CS0702', `Malformed effect statement ${describeParts(parts)}: expected "${form}".`);
    return undefined;
  };
  switch (head) {
    case 'cost': {
      const cost = readCost(statement, context);
      return cost ? { kind: 'cost', cost, span } : undefined;
    }
    case 'target': {
      const inIndex = lastWordIndex(parts, 'in');
      if (inIndex < 2) return malformed('target COUNT FILTER in [your / opponent / any] ZONES');
      const place = readPlace(parts.slice(inIndex + 1), context);
      if (!place) return malformed('target COUNT FILTER in [your / opponent / any] ZONES');
      return { kind: 'target', filter: readFilter(parts.slice(1, inIndex), context), ...place, span };
    }
    case 'special':
      return lowerSpecialSummon(parts, span, context, malformed);
    case 'fusion': {
      if (reader.word(1) === 'substitute' && parts.length === 2) return { kind: 'fusionSubstitute', span };
      if (reader.word(1) !== 'summon') return unknown(statement, context);
      const rest = parts.slice(2);
      const without = endsWithWords(rest, ['without', 'materials']);
      if (without) {
        return { kind: 'fusionSummon', filter: optionalFilter(rest.slice(0, -2), context), materialSide: 'your', materialZones: null, span };
      }
      const usingIndex = lastWordIndex(rest, 'using');
      // No "using" part: a summon treated as a Fusion Summon without materials (Instant Fusion).
      if (usingIndex < 0 && rest.length > 0) {
        return { kind: 'fusionSummon', filter: optionalFilter(rest, context), materialSide: 'your', materialZones: null, span };
      }
      if (usingIndex < 0 || rest[usingIndex + 1]?.value !== 'materials' || rest[usingIndex + 2]?.value !== 'from') {
        return malformed('fusion summon [FILTER] using materials from [your] ZONES');
      }
      const place = readPlace(rest.slice(usingIndex + 3), context);
      if (!place) return malformed('fusion summon [FILTER] using materials from [your] ZONES');
      return { kind: 'fusionSummon', filter: optionalFilter(rest.slice(0, usingIndex), context), materialSide: place.side, materialZones: place.zones, span };
    }
    case 'ritual':
      return lowerRitualSummon(parts, span, context, malformed);
    case 'normal': {
      if (reader.word(1) === 'summon' && reader.word(2) === 'limit' && parts[3]?.kind === 'number' && parts.length === 4) {
        return { kind: 'normalSummonLimit', count: Number(parts[3].value), span };
      }
      return reader.word(1) === 'summon' ? malformed('normal summon limit N') : unknown(statement, context);
    }
    case 'extra':
      if (reader.words(1, 3) === 'normal summon' && parts.length === 3) return { kind: 'extraNormalSummon', span };
      return unknown(statement, context);
    case 'pay': {
      if (parts[1]?.kind !== 'number' || reader.word(2) !== 'lp') return malformed('pay N lp [per tribute instead]');
      const amount = Number(parts[1].value);
      if (parts.length === 3) return { kind: 'payLp', amount, span };
      if (reader.words(3, 6) === 'per tribute instead' && parts.length === 6) return { kind: 'payLpPerTributeInstead', amount, span };
      return malformed('pay N lp per tribute instead');
    }
    case 'gain':
      if (parts[1]?.kind === 'number' && reader.word(2) === 'lp' && parts.length === 3) return { kind: 'gainLp', amount: Number(parts[1].value), span };
      return malformed('gain N lp');
    case 'draw':
      if (parts[1]?.kind === 'number' && parts.length === 2) return { kind: 'draw', who: 'you', count: Number(parts[1].value), span };
      return malformed('draw N');
    case 'opponent':
      if ((reader.word(1) === 'draws' || reader.word(1) === 'draw') && parts[2]?.kind === 'number' && parts.length === 3) {
        return { kind: 'draw', who: 'opponent', count: Number(parts[2].value), span };
      }
      return malformed('opponent draws N');
    case 'negate':
      return lowerNegate(parts, span, reader, malformed);
    case 'trigger':
      return lowerTrigger(parts, span, reader, malformed, context);
    case 'once': {
      const what = reader.words(1, parts.length);
      if (what === 'per turn') return { kind: 'oncePerTurn', limit: 'soft', span };
      if (what === 'per turn by name') return { kind: 'oncePerTurn', limit: 'hard', span };
      return malformed('once per turn / once per turn by name');
    }
    case 'destroy': {
      const what = reader.words(1, parts.length);
      if (what === 'all monsters') return { kind: 'destroyAllMonsters', span };
      if (what === 'target') return { kind: 'destroyTarget', span };
      if (what === 'summoned' || what === 'summoned monster' || what === 'summoned monsters') return { kind: 'destroySummoned', span };
      return malformed('destroy all monsters / destroy target / destroy summoned');
    }
    case 'banish': {
      const what = reader.words(1, parts.length);
      if (what === 'target') return { kind: 'banishTarget', span };
      if (what === 'summoned' || what === 'summoned monster' || what === 'summoned monsters') return { kind: 'banishSummoned', span };
      return malformed('banish summoned / banish target');
    }
    case 'return': {
      const what = reader.words(1, parts.length);
      if (what === 'target to hand') return { kind: 'returnTarget', to: 'hand', span };
      if (what === 'target to deck') return { kind: 'returnTarget', to: 'deck', span };
      return malformed('return target to hand / return target to deck');
    }
    case 'add':
    case 'send': {
      const tail = head === 'add' ? ['to', 'hand'] : ['to', 'graveyard'];
      const rest = parts.slice(1);
      const ends = endsWithWords(rest, tail) || (head === 'send' && endsWithWords(rest, ['to', 'gy']));
      const fromIndex = lastWordIndex(rest, 'from');
      const form = head === 'add' ? 'add COUNT FILTER from [your] ZONE to hand' : 'send COUNT FILTER from [your] ZONE to graveyard';
      if (!ends || fromIndex < 1) return malformed(form);
      const place = readPlace(rest.slice(fromIndex + 1, rest.length - 2), context);
      if (!place) return malformed(form);
      const filter = readFilter(rest.slice(0, fromIndex), context);
      return head === 'add' ? { kind: 'addToHand', filter, ...place, span } : { kind: 'sendToGraveyard', filter, ...place, span };
    }
    default:
      return unknown(statement, context);
  }
}

function unknown(statement: Statement, context: LoweringContext): undefined {
  const head = statement.parts[0];
  const near = EFFECT_VOCABULARY.filter((row) => head?.kind === 'word' && row.form.split(' ')[0] === head.value).map((row) => `"${row.form}"`);
  const expected = near.length > 0 ? near.join(' or ') : 'a statement of the effect vocabulary (cost, target, special summon, fusion summon, ritual summon, negate, trigger, destroy, banish, add, send, return, draw, gain, pay, ...; see docs/language.md)';
  context.report(statement.parts.length > 0 ? spanOfTokens(statement.parts) : statement, 'CS0701', `Unknown effect statement ${describeParts(statement.parts)}: expected ${expected}.`);
  return undefined;
}

function lowerSpecialSummon(parts: readonly Token[], span: Span, context: LoweringContext, malformed: (form: string) => undefined): Effect | undefined {
  if (parts[1]?.value !== 'summon') return malformed('special summon ...');
  // Trailing modifiers in any order: "ignoring summoning conditions", "in attack/defense position".
  let rest = parts.slice(2);
  let ignoreConditions = false;
  let position: SummonPosition | null = null;
  for (let changed = true; changed;) {
    changed = false;
    for (const phrase of [['ignoring', 'summoning', 'conditions'], ['ignoring', 'the', 'summoning', 'conditions'], ['ignoring', 'its', 'summoning', 'conditions']]) {
      if (endsWithWords(rest, phrase)) {
        rest = rest.slice(0, -phrase.length);
        ignoreConditions = true;
        changed = true;
      }
    }
    for (const p of ['attack', 'defense'] as const) {
      if (endsWithWords(rest, ['in', p, 'position'])) {
        rest = rest.slice(0, -3);
        position = p;
        changed = true;
      }
    }
  }
  if (rest.length === 1 && rest[0].value === 'target') return { kind: 'specialSummonTarget', ignoreConditions, position, span };
  if (rest.length === 2 && rest[0].value === 'this' && rest[1].value === 'card' && !ignoreConditions) return { kind: 'specialSummonSelf', position, span };
  const fromIndex = lastWordIndex(rest, 'from');
  if (rest[0]?.value === 'first') {
    if (fromIndex < 2 || rest.slice(fromIndex + 1).map((t) => t.value).filter((w) => w !== 'your').join(' ') !== 'deck') {
      return malformed('special summon first FILTER from your deck');
    }
    return { kind: 'specialSummonFirstFromDeck', filter: readFilter(rest.slice(1, fromIndex), context), ignoreConditions, span };
  }
  const form = 'special summon target / special summon COUNT FILTER from [your / opponent / any] ZONES [ignoring summoning conditions] [in attack / defense position]';
  if (fromIndex < 1) return malformed(form);
  const place = readPlace(rest.slice(fromIndex + 1), context);
  if (!place) return malformed(form);
  return { kind: 'specialSummonFrom', filter: readFilter(rest.slice(0, fromIndex), context), ...place, ignoreConditions, position, span };
}

function lowerRitualSummon(parts: readonly Token[], span: Span, context: LoweringContext, malformed: (form: string) => undefined): Effect | undefined {
  const form = 'ritual summon [FILTER] [level at least / level exactly] using tributes from ZONES / using FILTER from [your] ZONES';
  if (parts[1]?.value !== 'summon') return malformed(form);
  const rest = parts.slice(2);
  const usingIndex = firstWordIndex(rest, 'using');
  if (usingIndex < 0) return malformed(form);
  let before = rest.slice(0, usingIndex);
  let levelRule: 'at-least' | 'exactly' | null = null;
  if (endsWithWords(before, ['level', 'exactly'])) {
    levelRule = 'exactly';
    before = before.slice(0, -2);
  } else if (endsWithWords(before, ['level', 'at', 'least'])) {
    levelRule = 'at-least';
    before = before.slice(0, -3);
  }
  const filter = optionalFilter(before, context);
  const after = rest.slice(usingIndex + 1);
  const fromIndex = lastWordIndex(after, 'from');
  if (fromIndex < 1) return malformed(form);
  const place = readPlace(after.slice(fromIndex + 1), context);
  if (!place) return malformed(form);
  const usingWhat = after.slice(0, fromIndex);
  if (usingWhat.length === 1 && (usingWhat[0].value === 'tributes' || usingWhat[0].value === 'tribute')) {
    return { kind: 'ritualSummon', filter, levelRule, using: { kind: 'tributes', zones: place.zones }, span };
  }
  return { kind: 'ritualSummon', filter, levelRule, using: { kind: 'send', filter: readFilter(usingWhat, context), ...place }, span };
}

function lowerNegate(parts: readonly Token[], span: Span, reader: PartReader, malformed: (form: string) => undefined): Effect | undefined {
  if (reader.word(1) === 'summon') {
    const words = parts.slice(2).map((t) => t.value).join(' ');
    let rest = ` ${words} `;
    const take = (phrase: string): boolean => {
      if (!rest.includes(` ${phrase} `)) return false;
      rest = rest.replace(` ${phrase} `, ' ');
      return true;
    };
    const onlyOneMonster = take('of 1 monster');
    const specialOnly = take('special only');
    const byOpponent = take('by opponent');
    if (rest.trim().length > 0) return malformed('negate summon [of 1 monster] [special only] [by opponent]');
    return { kind: 'negateSummon', onlyOneMonster, specialOnly, byOpponent, span };
  }
  if (reader.word(1) === 'activation') {
    const what = reader.words(2, parts.length);
    const kinds: Readonly<Record<string, NegatableActivation>> = {
      '': 'any', 'of card': 'any', 'of spell': 'spell', 'of trap': 'trap', 'of spell or trap': 'spell-or-trap',
      'of monster effect': 'monster-effect', 'of summoning effect': 'summoning-effect',
    };
    const of = kinds[what];
    if (of === undefined) return malformed('negate activation [of spell / trap / spell or trap / monster effect / summoning effect]');
    return { kind: 'negateActivation', of, span };
  }
  return malformed('negate summon ... / negate activation ...');
}

function lowerTrigger(parts: readonly Token[], span: Span, reader: PartReader, malformed: (form: string) => undefined, context: LoweringContext): Effect | undefined {
  const form = 'trigger when|if [opponent / any / you] summons monster [with atk N or more]';
  // `trigger when you normal summon 1 Warrior monster` (Blue Mountain Butterspy).
  const normalAt = parts.findIndex((p, index) => index >= 2 && p.kind === 'word' && p.value === 'normal' && parts[index + 1]?.kind === 'word' && (parts[index + 1].value === 'summon' || parts[index + 1].value === 'summons'));
  if (normalAt >= 2 && normalAt <= 3) {
    const timing = reader.word(1);
    if (timing !== 'when' && timing !== 'if') return malformed('trigger when|if [opponent / any / you] normal summon FILTER');
    const who = normalAt === 3 ? reader.word(2) : undefined;
    const actor: Actor = who === 'opponent' || who === "opponent's" ? 'opponent' : who === 'you' || who === 'your' ? 'you' : 'any';
    const filterTokens = parts.slice(normalAt + 2);
    return {
      kind: 'trigger', timing, actor, minAtk: null, normalOnly: true, span,
      ...(filterTokens.length > 0 ? { filter: readFilter(filterTokens, context) } : {}),
    };
  }
  const timing = reader.word(1);
  if (timing !== 'when' && timing !== 'if') return malformed(form);
  let i = 2;
  let actor: Actor = 'any';
  const who = reader.word(i);
  if (who === 'opponent' || who === 'opponents' || who === "opponent's") { actor = 'opponent'; i++; }
  else if (who === 'you' || who === 'your') { actor = 'you'; i++; }
  else if (who === 'any' || who === 'either' || who === 'a' || who === 'anyone') { actor = 'any'; i++; }
  if (reader.word(i) !== 'summons' && reader.word(i) !== 'summon') return malformed(form);
  i++;
  if (reader.word(i) !== 'monster' && reader.word(i) !== 'monsters' && reader.word(i) !== 'a') return malformed(form);
  if (reader.word(i) === 'a') i++;
  i++;
  let minAtk: number | null = null;
  if (i < parts.length) {
    if (reader.word(i) === 'with' && reader.word(i + 1) === 'atk' && parts[i + 2]?.kind === 'number' && reader.words(i + 3, i + 5) === 'or more' && parts.length === i + 5) {
      minAtk = Number(parts[i + 2].value);
    } else {
      return malformed(form);
    }
  }
  return { kind: 'trigger', timing, actor, minAtk, span };
}

/** `your graveyard`, `any graveyard`, `opponent hand or field`, `hand or field`. */
function readPlace(tokens: readonly Token[], context: LoweringContext): { side: Side; zones: Zone[] } | undefined {
  if (tokens.length === 0) return undefined;
  let side: Side = 'your';
  let start = 0;
  const first = tokens[0].kind === 'word' ? tokens[0].value : '';
  if (first === 'your' || first === 'you') start = 1;
  else if (first === 'opponent' || first === 'opponents' || first === "opponent's") { side = 'opponent'; start = 1; }
  else if (first === 'any' || first === 'either' || first === 'both') { side = 'any'; start = 1; }
  const zoneTokens = tokens.slice(start);
  if (zoneTokens.length === 0) return undefined;
  return { side, zones: readZones(zoneTokens, context) };
}

/** Reads a filter and remembers whether its noun was `card(s)` (any card) rather than `monster(s)`. */
function readFilter(tokens: readonly Token[], context: LoweringContext): EffectFilter {
  const filter = readCardFilter(tokens, context);
  const anyCard = tokens.some((t) => t.kind === 'word' && (t.value === 'card' || t.value === 'cards'));
  return anyCard ? { ...filter, anyCard } : filter;
}

function optionalFilter(tokens: readonly Token[], context: LoweringContext): EffectFilter | null {
  return tokens.length > 0 ? readFilter(tokens, context) : null;
}

function endsWithWords(tokens: readonly Token[], words: readonly string[]): boolean {
  if (tokens.length < words.length) return false;
  const tail = tokens.slice(tokens.length - words.length);
  return tail.every((t, i) => t.kind === 'word' && t.value === words[i]);
}

function lastWordIndex(tokens: readonly Token[], word: string): number {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i].kind === 'word' && tokens[i].value === word) return i;
  return -1;
}

function firstWordIndex(tokens: readonly Token[], word: string): number {
  return tokens.findIndex((t) => t.kind === 'word' && t.value === word);
}

class PartReader {
  constructor(private readonly parts: readonly Token[]) {}

  word(index = 0): string | undefined {
    const token = this.parts[index];
    return token?.kind === 'word' ? token.value : undefined;
  }

  /** The words from `start` to `end` joined by spaces ('' for none); non-word parts spoil the match. */
  words(start: number, end: number): string {
    return this.parts.slice(start, end).map((t) => (t.kind === 'word' ? t.value : `\u0000${describeToken(t)}`)).join(' ');
  }
}
