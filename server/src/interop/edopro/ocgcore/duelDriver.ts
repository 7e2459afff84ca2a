import type { CardRow } from '../cardRows';
import { LOCATION, POSITION } from '../engineConstants';
import type { OcgcoreLibrary } from './loadOcgcore';
import { answerPrompt, type PromptPlan } from './promptAnswers';

/**
 * Asks the real engine (ocgcore) questions about exported cards: a board is set up with duelNewCard, the
 * duel runs to the turn player's Main Phase 1, and each step is tried from the idle prompt (what the engine
 * offers there is what it allows). Prompts during a step are answered by promptAnswers.ts, preferring the
 * cards the step names. Every loop is bounded.
 */

export type DuelZone = 'hand' | 'deck' | 'extra' | 'graveyard' | 'banished' | 'monsters' | 'spells';

export interface DuelCard {
  readonly code: number;
  /** Monsters: attack (default), defense, set; Spells/Traps: face-up or set (default). */
  readonly position?: 'attack' | 'defense' | 'set' | 'face-up';
  /** Mark the card properly summoned before the duel starts (it was summoned by its own method earlier). */
  readonly proper?: boolean;
}

export type DuelSide = Partial<Record<DuelZone, readonly DuelCard[]>>;

export type DuelAction =
  | { readonly kind: 'normalSummon' | 'set'; readonly code: number; readonly prefer: readonly number[] }
  | { readonly kind: 'flipSummon'; readonly code: number }
  | { readonly kind: 'specialSummon'; readonly code: number; readonly prefer: readonly number[] }
  | { readonly kind: 'activate'; readonly code: number; readonly prefer: readonly number[] }
  | { readonly kind: 'setSpell'; readonly code: number; readonly prefer: readonly number[] }
  | { readonly kind: 'move'; readonly code: number; readonly to: 'graveyard' | 'banished' | 'hand' }
  /** The player goes to the End Phase; the opponent's turn passes too: the player's next Main Phase 1 (once-per-turn counts end). */
  | { readonly kind: 'nextTurn' };

export interface DuelStep {
  readonly action: DuelAction;
  /** The SELECT_OPTION entry to take (a procedure's description); default: the ordinary summon, else the first. */
  readonly optionDescription?: number;
  /** The monster whose arrival on the field the step is about (default: the acted-on card). */
  readonly subject?: number;
  /** Other codes the subject shows on the field or in the GY ("This card's name becomes "X" while on the field or in the GY"). */
  readonly subjectAlso?: readonly number[];
  /** A summon by a chosen procedure: how many of your monsters it must Tribute (tells the procedure from the ordinary summon). */
  readonly expectTributes?: number;
  /** The cards the step names as its Tributes: each must have left the field (the engine took those, not others). */
  readonly expectTributeCodes?: readonly number[];
}

export interface StepOutcome {
  /** The engine offered the action at the idle prompt. */
  readonly offered: boolean;
  /** After the step, the acted-on card is in the turn player's Monster Zone. */
  readonly onField: boolean;
  /** The most options any SELECT_OPTION prompt of this step had (to try the others). */
  readonly options: number;
  /** Something the driver could not answer, or the engine refused an answer. */
  readonly error: string | null;
}

export interface DuelQuestion {
  readonly you: DuelSide;
  readonly opponent: DuelSide;
  readonly steps: readonly DuelStep[];
  /** Lua run before any card is created (say, EDOPro-like globals), and after the board is set up. */
  readonly luaBefore?: string;
  readonly luaAfter?: string;
}

export interface DuelResult {
  readonly steps: readonly StepOutcome[];
  /** The engine itself failed (a WebAssembly trap): this instance must not be used again. */
  readonly crashed?: string;
  /** Messages the engine logged (script errors among them). */
  readonly log: readonly string[];
}

/**
 * A Continuous Spell that only the referee uses: its Ignition Effects send, banish or return a chosen card
 * (one of yours, or a monster on the opponent's field: a monster you summoned there, such as a Kaiju).
 */
export const REFEREE_TOOL = 999999991;
/** A vanilla monster that fills both Decks (so draws work). */
export const DECK_FILLER = 999999992;

const TOOL_DESCRIPTIONS = { graveyard: REFEREE_TOOL * 16, banished: REFEREE_TOOL * 16 + 1, hand: REFEREE_TOOL * 16 + 2 } as const;

export const REFEREE_TOOL_SCRIPT = `local s=self_table
function s.initial_effect(c)
  local moves={{${TOOL_DESCRIPTIONS.graveyard},function(g) Duel.SendtoGrave(g,0x400) end},{${TOOL_DESCRIPTIONS.banished},function(g) Duel.Remove(g,0x1,0x400) end},{${TOOL_DESCRIPTIONS.hand},function(g) Duel.SendtoHand(g,nil,0x400) end}}
  for _,m in ipairs(moves) do
    local e=Effect.CreateEffect(c)
    e:SetType(0x40)
    e:SetRange(0x8)
    e:SetDescription(m[1])
    e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) return true end)
    e:SetOperation(function(e,tp,eg,ep,ev,re,r,rp)
      local g=Duel.SelectMatchingCard(tp,function(tc) return tc~=e:GetHandler() end,tp,0x77,0x4,1,1,nil)
      m[2](g)
    end)
    c:RegisterEffect(e)
  end
  -- The tool is no card of the scenario: it never pays a cost ("send 1 card from your field", EFFECT_CANNOT_USE_AS_COST).
  local nocost=Effect.CreateEffect(c)
  nocost:SetType(0x1)
  nocost:SetCode(57)
  c:RegisterEffect(nocost)
end
`;

const ZONE_LOCATION: Readonly<Record<DuelZone, number>> = {
  hand: LOCATION.HAND,
  deck: LOCATION.DECK,
  extra: LOCATION.EXTRA,
  graveyard: LOCATION.GRAVE,
  banished: LOCATION.REMOVED,
  monsters: LOCATION.MZONE,
  spells: LOCATION.SZONE,
};

const MSG_RETRY = 1;
const MSG_SELECT_IDLECMD = 11;
const MSG_WIN = 5;
const PROCESS_END = 0;
const IDLE_SUMMON = 0,
  IDLE_SPSUMMON = 1,
  IDLE_REPOSITION = 2,
  IDLE_MSET = 3,
  IDLE_SSET = 4,
  IDLE_ACTIVATE = 5,
  IDLE_TO_END_PHASE = 7;

export interface CardPool {
  readonly rows: ReadonlyMap<number, CardRow>;
  readonly scripts: ReadonlyMap<string, string>;
}

/** A duel keeps at most this many logged lines, each cut to LOG_LINE_LENGTH: a script that logs without end costs bounded memory. */
const MAX_LOG_LINES = 200;
const LOG_LINE_LENGTH = 1000;

/** The card data ocgcore's cardReader returns for a database row. */
export function cardData(row: CardRow): object {
  return {
    code: row.id,
    alias: row.alias,
    setcodes: [...row.setcodes],
    type: row.type,
    level: row.level & 0xff,
    attribute: row.attribute,
    race: BigInt(row.race),
    attack: row.atk,
    defense: row.def,
    lscale: (row.level >> 24) & 0xff,
    rscale: (row.level >> 16) & 0xff,
    link_marker: row.type & 0x4000000 ? row.def : 0,
  };
}

const FILLER_DATA = {
  code: DECK_FILLER,
  alias: 0,
  setcodes: [],
  type: 0x11,
  level: 4,
  attribute: 0x1,
  race: 0x1n,
  attack: 1000,
  defense: 1000,
  lscale: 0,
  rscale: 0,
  link_marker: 0,
};
const TOOL_DATA = {
  code: REFEREE_TOOL,
  alias: 0,
  setcodes: [],
  type: 0x20002,
  level: 0,
  attribute: 0,
  race: 0n,
  attack: 0,
  defense: 0,
  lscale: 0,
  rscale: 0,
  link_marker: 0,
};

/** Runs one question (a board and its steps) in a fresh duel. */
export function runDuel(lib: OcgcoreLibrary, pool: CardPool, question: DuelQuestion, maxMessages = 400): DuelResult {
  const log: string[] = [];
  const duel = lib.createDuel({
    flags: 0x20000n | 0x800n | 0x2000n | 0x4000n | 0x8000n, // MR5: Pendulum Zones, Extra Monster Zones, FSX in Main Zones
    seed: [1n, 2n, 3n, 4n],
    team1: { drawCountPerTurn: 1, startingDrawCount: 0, startingLP: 8000 },
    team2: { drawCountPerTurn: 1, startingDrawCount: 0, startingLP: 8000 },
    cardReader: (code: number) => {
      if (code === DECK_FILLER) return FILLER_DATA;
      if (code === REFEREE_TOOL) return TOOL_DATA;
      const row = pool.rows.get(code);
      return row ? cardData(row) : null;
    },
    scriptReader: (name: string) => {
      if (name === `c${REFEREE_TOOL}.lua`) return REFEREE_TOOL_SCRIPT;
      if (name === `c${DECK_FILLER}.lua`) return 'local s=self_table function s.initial_effect(c) end';
      return pool.scripts.get(name) ?? null;
    },
    errorHandler: (_type: number, text: string) => {
      if (log.length < MAX_LOG_LINES) log.push(text.length <= LOG_LINE_LENGTH ? text : `${text.slice(0, LOG_LINE_LENGTH)}…`);
    },
  });
  if (!duel) return { steps: [], log: ['createDuel failed'] };
  try {
    if (question.luaBefore) lib.loadScript(duel, 'referee_before.lua', question.luaBefore);
    const proper: number[] = [];
    const faceUpExtraCount = [0, 0];
    const faceUpExtraProper: number[] = [];
    const place = (team: number, side: DuelSide) => {
      // The Deck in the scenario's order, top first: ocgcore puts a Deck card given sequence 0 on top (other
      // sequences mark the Deck for shuffling), so the fillers go in first (the bottom), then the listed cards
      // from the last to the first.
      for (let i = 0; i < 10; i++)
        lib.duelNewCard(duel, {
          team,
          duelist: 0,
          code: DECK_FILLER,
          controller: team,
          location: LOCATION.DECK,
          sequence: 0,
          position: POSITION.FACEDOWN_DEFENSE,
        });
      for (const card of [...(side.deck ?? [])].reverse()) {
        lib.duelNewCard(duel, {
          team,
          duelist: 0,
          code: card.code,
          controller: team,
          location: LOCATION.DECK,
          sequence: 0,
          position: positionOf('deck', card),
        });
        if (card.proper) proper.push(card.code);
      }
      // The face-up Extra Deck: created in the hand first (its lowest sequences), moved there when the duel starts.
      const faceUpExtra = (side.extra ?? []).filter((card) => card.position === 'face-up');
      faceUpExtra.forEach((card, sequence) => {
        lib.duelNewCard(duel, { team, duelist: 0, code: card.code, controller: team, location: LOCATION.HAND, sequence, position: POSITION.FACEUP_ATTACK });
        if (card.proper) faceUpExtraProper.push(card.code);
      });
      faceUpExtraCount[team] = faceUpExtra.length;
      for (const [zone, all] of Object.entries(side) as [DuelZone, readonly DuelCard[]][]) {
        if (zone === 'deck') continue;
        const cards = zone === 'extra' ? all.filter((card) => card.position !== 'face-up') : all;
        cards.forEach((card, sequence) => {
          lib.duelNewCard(duel, {
            team,
            duelist: 0,
            code: card.code,
            controller: team,
            location: ZONE_LOCATION[zone],
            sequence,
            position: positionOf(zone, card),
          });
          if (card.proper) proper.push(card.code);
        });
      }
    };
    place(0, question.you);
    place(1, question.opponent);
    // The tool is on the field only for a question that moves cards: "if you control a Spell/Trap" or "1 card"
    // conditions count the Spell & Trap Zones, and the tool is no card of the scenario.
    if (question.steps.some((step) => step.action.kind === 'move')) {
      lib.duelNewCard(duel, {
        team: 0,
        duelist: 0,
        code: REFEREE_TOOL,
        controller: 0,
        location: LOCATION.SZONE,
        sequence: (question.you.spells ?? []).length,
        position: POSITION.FACEUP_ATTACK,
      });
    }
    if (faceUpExtraCount.some((n) => n > 0)) lib.loadScript(duel, 'referee_face_up_extra.lua', faceUpExtraScript(faceUpExtraCount, faceUpExtraProper));
    if (proper.length > 0) {
      // By the code it was created with: a card whose name changes in the GY ("This card's name becomes ...") shows another there.
      lib.loadScript(
        duel,
        'referee_proper.lua',
        `local codes={${proper.map((c) => `[${c}]=true`).join(',')}} local g=Duel.GetMatchingGroup(function(tc) return codes[tc:GetOriginalCode()] or codes[tc:GetCode()] end,0,0x7f,0x7f,nil) local tc=g:GetFirst() while tc do tc:CompleteProcedure() tc=g:GetNext() end`,
      );
    }
    if (question.luaAfter) lib.loadScript(duel, 'referee_after.lua', question.luaAfter);
    lib.startDuel(duel);
    let idle = runUntilIdle(lib, duel, maxMessages, null, log);
    const steps: StepOutcome[] = [];
    for (const step of question.steps) {
      if (!idle.idle) {
        steps.push({ offered: false, onField: false, options: 0, error: idle.error ?? 'the duel did not reach an idle prompt' });
        continue;
      }
      const outcome = perform(lib, duel, idle.idle, step, maxMessages, log);
      steps.push(outcome.outcome);
      idle = outcome.next;
    }
    return { steps, log };
  } catch (error) {
    return { steps: [], log, crashed: error instanceof Error ? error.message : String(error) };
  } finally {
    try {
      lib.destroyDuel(duel);
    } catch {
      // the instance is already broken; the caller replaces it
    }
  }
}

/**
 * A card given to duelNewCard in LOCATION_EXTRA face-up is not a face-up card of the Extra Deck to ocgcore (it
 * is filed with the face-down ones, and no procedure from there is offered); a card sent there from elsewhere
 * is. So the face-up Extra Deck starts in the hand (the lowest sequences) and a rule effect at the start of the
 * duel (EVENT_STARTUP) sends it there face-up (Duel.SendtoExtraP), before the first step; a card marked properly
 * summoned is marked there.
 */
function faceUpExtraScript(counts: readonly number[], proper: readonly number[]): string {
  return `local n={[0]=${counts[0]},[1]=${counts[1]}}
local proper={${proper.map((c) => `[${c}]=true`).join(',')}}
local e=Effect.GlobalEffect()
e:SetType(0x802)
e:SetCode(1000)
e:SetOperation(function()
  local g=Duel.GetMatchingGroup(function(tc) return tc:GetSequence()<n[tc:GetControler()] end,0,0x2,0x2,nil)
  Duel.SendtoExtraP(g,nil,0x400)
  local tc=g:GetFirst()
  while tc do
    if proper[tc:GetOriginalCode()] then tc:CompleteProcedure() end
    tc=g:GetNext()
  end
end)
Duel.RegisterEffect(e,0)`;
}

function positionOf(zone: DuelZone, card: DuelCard): number {
  if (zone === 'monsters')
    return card.position === 'set' ? POSITION.FACEDOWN_DEFENSE : card.position === 'defense' ? POSITION.FACEUP_DEFENSE : POSITION.FACEUP_ATTACK;
  if (zone === 'spells') return card.position === 'face-up' ? POSITION.FACEUP_ATTACK : POSITION.FACEDOWN_ATTACK;
  if (zone === 'deck' || zone === 'hand') return POSITION.FACEDOWN_DEFENSE;
  // The Extra Deck is face-down here; its face-up cards start in the hand (faceUpExtraScript).
  if (zone === 'extra') return POSITION.FACEDOWN_DEFENSE;
  return POSITION.FACEUP_ATTACK;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
interface IdleState {
  readonly idle: any | null;
  readonly error: string | null;
  readonly options: number;
}

/** Processes until the turn player's idle prompt, answering every other prompt with the plan. */
function runUntilIdle(lib: OcgcoreLibrary, duel: any, maxMessages: number, plan: PromptPlan | null, log: string[]): IdleState {
  let options = 0;
  for (let i = 0; i < maxMessages; i++) {
    const status = lib.duelProcess(duel);
    const messages = lib.duelGetMessage(duel);
    for (const message of messages) {
      if (message.type === MSG_RETRY) return { idle: null, error: 'the engine refused an answer (MSG_RETRY)', options };
      if (message.type === MSG_WIN) return { idle: null, error: 'the duel ended', options };
      if (message.type === MSG_SELECT_IDLECMD) {
        if (message.player === 0) return { idle: message, error: null, options };
        lib.duelSetResponse(duel, { type: 1, action: IDLE_TO_END_PHASE, index: 0 }); // the opponent goes to the End Phase
        continue;
      }
      if (message.type === 14) options = Math.max(options, message.options.length);
      const answer = answerPrompt(message, plan ?? { prefer: [], optionDescription: null });
      if (answer === undefined) continue;
      if (answer === null) return { idle: null, error: `no answer for prompt type ${message.type}`, options };
      lib.duelSetResponse(duel, answer);
    }
    if (status === PROCESS_END) return { idle: null, error: 'the duel ended', options };
  }
  log.push('message limit reached');
  return { idle: null, error: 'message limit reached', options };
}

function perform(lib: OcgcoreLibrary, duel: any, idle: any, step: DuelStep, maxMessages: number, log: string[]): { outcome: StepOutcome; next: IdleState } {
  const action = step.action;
  if (action.kind === 'nextTurn') {
    if (!idle.to_ep) return { outcome: { offered: false, onField: false, options: 0, error: null }, next: { idle, error: null, options: 0 } };
    lib.duelSetResponse(duel, { type: 1, action: IDLE_TO_END_PHASE, index: 0 });
    const next = runUntilIdle(lib, duel, maxMessages, null, log);
    return { outcome: { offered: true, onField: false, options: next.options, error: next.error }, next };
  }
  const plan: PromptPlan = { prefer: 'prefer' in action ? action.prefer : [action.code], optionDescription: step.optionDescription ?? null };
  let list: any[];
  let command: number;
  let match: (entry: any) => boolean = (entry) => entry.code === action.code;
  switch (action.kind) {
    case 'normalSummon':
      list = idle.summons;
      command = IDLE_SUMMON;
      break;
    case 'set':
      list = idle.monster_sets;
      command = IDLE_MSET;
      break;
    case 'flipSummon':
      list = idle.pos_changes;
      command = IDLE_REPOSITION;
      break;
    case 'specialSummon':
      list = idle.special_summons;
      command = IDLE_SPSUMMON;
      break;
    case 'activate':
      list = idle.activates;
      command = IDLE_ACTIVATE;
      break;
    case 'setSpell':
      list = idle.spell_sets;
      command = IDLE_SSET;
      break;
    case 'move': {
      list = idle.activates;
      command = IDLE_ACTIVATE;
      const description = BigInt(TOOL_DESCRIPTIONS[action.to]);
      match = (entry) => entry.code === REFEREE_TOOL && BigInt(entry.description) === description;
      plan.prefer = [action.code];
      break;
    }
  }
  if (action.kind === 'flipSummon') {
    // A position change of a face-up monster is not a Flip Summon.
    const faceDown = new Set(
      lib.duelQueryLocation(duel, { flags: 0x3, controller: 0, location: LOCATION.MZONE }).map((c: any, seq: number) => (c && c.position & 0xa ? seq : -1)),
    );
    match = (entry) => entry.code === action.code && faceDown.has(entry.sequence);
  }
  const index = list.findIndex(match);
  if (index < 0) return { outcome: { offered: false, onField: false, options: 0, error: null }, next: { idle, error: null, options: 0 } };
  // Both sides count: a material the opponent controls (Underworld Goddess of the Closed World) leaves their field,
  // and a Continuous Spell/Trap Tributed (True Draco) leaves the Spell & Trap Zones.
  const bothSides = () => [...monsterCodes(lib, duel), ...monsterCodes(lib, duel, 1), ...spellTrapCodes(lib, duel)];
  const before = bothSides();
  lib.duelSetResponse(duel, { type: 1, action: command, index });
  const next = runUntilIdle(lib, duel, maxMessages, plan, log);
  const after = monsterCodes(lib, duel);
  const subjects = [step.subject ?? action.code, ...(step.subjectAlso ?? [])];
  const arrived = (codes: readonly number[]) => subjects.some((code) => codes.includes(code));
  const afterBoth = bothSides();
  const tributed = before.length - (afterBoth.length - (arrived(afterBoth) ? 1 : 0));
  // On the field: either side's (a monster Special Summoned to the opponent's field, the Kaiju, is there).
  const onField =
    action.kind !== 'move' &&
    action.kind !== 'setSpell' &&
    (arrived(after) || arrived(monsterCodes(lib, duel, 1))) &&
    (step.expectTributes === undefined || tributed === step.expectTributes) &&
    leftTheField(before, afterBoth, step.expectTributeCodes ?? []);
  return { outcome: { offered: true, onField, options: next.options, error: next.error }, next };
}

/** Whether every code of `codes` (with repeats) is one fewer on the field after than before. */
function leftTheField(before: readonly number[], after: readonly number[], codes: readonly number[]): boolean {
  const left = new Map<number, number>();
  for (const code of before) left.set(code, (left.get(code) ?? 0) + 1);
  for (const code of after) left.set(code, (left.get(code) ?? 0) - 1);
  return codes.every((code) => {
    const n = left.get(code) ?? 0;
    left.set(code, n - 1);
    return n > 0;
  });
}

function spellTrapCodes(lib: OcgcoreLibrary, duel: any): number[] {
  return lib
    .duelQueryLocation(duel, { flags: 0x1, controller: 0, location: LOCATION.SZONE })
    .filter((c: any) => c)
    .map((c: any) => c.code);
}

function monsterCodes(lib: OcgcoreLibrary, duel: any, controller = 0): number[] {
  const cards = lib.duelQueryLocation(duel, { flags: 0x1, controller, location: LOCATION.MZONE });
  return cards.filter((c: any) => c).map((c: any) => c.code);
}
/* eslint-enable @typescript-eslint/no-explicit-any */
