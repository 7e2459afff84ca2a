import type { PhraseMatch } from './phrasePattern';
import type { CardRef, MoveDestination, NormalSummonOption, Phase, ScenarioAction } from '../model/scenario';
import type { Token } from '../syntax/token';
import { definePhrases, numberOf, tokensOf, wordOf } from './phrase';
import type { PhraseInput } from './phrase';

/**
 * The actions of a scenario step: what follows `step` (and `step opponent`), before its `expect`s. The
 * first entry that matches the whole action wins. The option groups `{ ... }` may come in any order.
 */

/** Phase words (`main` and `main-1` are Main Phase 1). */
export const PHASE_WORDS: Readonly<Record<string, Phase>> = {
  draw: 'draw',
  standby: 'standby',
  main1: 'main1',
  'main-1': 'main1',
  main: 'main1',
  battle: 'battle',
  main2: 'main2',
  'main-2': 'main2',
  end: 'end',
};
export const PHASE_CHOICE = Object.keys(PHASE_WORDS).join('|');

/** A card list capture as references, `3 x "A"` as three (at most 60, the largest Deck). */
export function cardsOf(match: PhraseMatch, name: string): CardRef[] {
  const refs: CardRef[] = [];
  let copies = 1;
  for (const token of tokensOf(match, name)) {
    if (token.kind === 'number') copies = Number(token.value);
    else if (token.kind === 'word' && /^\d+x$/.test(token.value)) copies = Number(token.value.slice(0, -1));
    else if (token.kind === 'string') {
      for (let i = 0; i < Math.min(copies, 60); i++) refs.push({ name: token.value, span: { start: token.start, end: token.end } });
      copies = 1;
    }
  }
  return refs;
}

export function cardOf(match: PhraseMatch, name = 'card'): CardRef {
  const token = tokensOf(match, name)[0];
  return { name: token?.value ?? '', span: token ? { start: token.start, end: token.end } : { start: 0, end: 0 } };
}

const optionalCard = (match: PhraseMatch, name: string): CardRef | null => (tokensOf(match, name).length > 0 ? cardOf(match, name) : null);

/** `to zone N` (stored 0-based) / `to extra monster zone`; undefined (reported) when N is not 1 to 5. */
function zoneOf(match: PhraseMatch, { context }: PhraseInput): { zone?: number | 'emz' } | undefined {
  if (match.flags.has('emz')) return { zone: 'emz' };
  const token: Token | undefined = tokensOf(match, 'zone')[0];
  if (!token) return {};
  const n = Number(token.value);
  if (n >= 1 && n <= 5) return { zone: n - 1 };
  context.report(
    token,
    'CS0604',
    `There is no Main Monster Zone ${token.text}: 'to zone N' takes N from 1 to 5, left to right (or write 'to extra monster zone').`,
  );
  return undefined;
}

/** How a Normal Summon or Set chooses among the card's ways: the option written, if any. */
function optionOf(match: PhraseMatch): { option: NormalSummonOption; optionTag: string | null } {
  const tag = tokensOf(match, 'tag')[0]?.value ?? null;
  if (match.flags.has('procedure')) return { option: 'procedure', optionTag: null };
  if (match.flags.has('tributeOption')) return { option: 'tributeOption', optionTag: tag };
  if (match.flags.has('without')) return { option: 'withoutTributes', optionTag: null };
  return { option: 'auto', optionTag: null };
}

const NORMAL_OPTIONS =
  '{ tributing tributes:cards | paying: paying lp | without: without tributes|tributing | tributeOption: by tribute option [tag:$] | procedure: by procedure | cost costs:cards }';
const ZONE_OPTIONS = 'to zone zone:# | emz: to extra monster zone';
const ACTIVATE_OPTIONS = '{ target targets:cards | materials materials:cards | summon summon:$ | tributing tributes:cards | cost costs:cards | hold: hold }';
const MECHANIC_OPTIONS = `{ materials materials:cards | tributing tributes:cards | using using:$ | hold: hold | ${ZONE_OPTIONS} }`;
/** The TextMate scopes of the option words (the rules of a context are shared by its phrases). */
const OPTION_SCOPES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      'tributing',
      'cost',
      'target',
      'materials',
      'summon',
      'using',
      'paying lp',
      'without tributes',
      'without tributing',
      'by tribute option',
      'by procedure',
      'to zone',
      'to extra monster zone',
      'as pendulum scale',
    ].map((words) => [words, 'keyword.other.argument']),
  ),
  hold: 'support.function.action',
};

const MOVE_ZONES: Readonly<Record<string, MoveDestination>> = {
  hand: 'hand',
  deck: 'deck',
  extra: 'extra',
  graveyard: 'graveyard',
  gy: 'graveyard',
  banished: 'banished',
  field: 'field',
  monsters: 'field',
};

function normalSummon(kind: 'normalSummon' | 'set', match: PhraseMatch): ScenarioAction {
  return {
    kind,
    card: cardOf(match),
    tributes: cardsOf(match, 'tributes'),
    payingLp: match.flags.has('paying'),
    ...optionOf(match),
    costs: cardsOf(match, 'costs'),
  };
}

function activate(match: PhraseMatch, respond: boolean): ScenarioAction {
  return {
    kind: 'activate',
    card: cardOf(match),
    respond,
    targets: cardsOf(match, 'targets'),
    materials: cardsOf(match, 'materials'),
    summon: optionalCard(match, 'summon'),
    tributes: cardsOf(match, 'tributes'),
    costs: cardsOf(match, 'costs'),
    hold: match.flags.has('hold'),
  };
}

export const STEP_PHRASES = definePhrases<ScenarioAction>([
  {
    id: 'step.normalSummon',
    pattern: `normal summon card:$ ${NORMAL_OPTIONS}`,
    scope: 'support.function.action',
    wordScopes: OPTION_SCOPES,
    syntax: 'normal summon "X" [tributing "A", ...] [paying lp] [without tributes] [by tribute option ["tag"]] [by procedure] [cost "A", ...]',
    doc: "A Normal or Tribute Summon; `paying lp` uses a pay-LP-instead grant, `without tributes` / `by tribute option` / `by procedure` choose one of the card's own ways (`cost` names what a procedure pays).",
    example: 'normal summon "Dark Necrofear" tributing "Archfiend Soldier"',
    lower: (m) => normalSummon('normalSummon', m),
  },
  {
    id: 'step.tributeSummon',
    pattern: `tribute summon card:$ ${NORMAL_OPTIONS} tributing tributes:cards ${NORMAL_OPTIONS}`,
    scope: 'support.function.action',
    syntax: 'tribute summon "X" tributing "A", ...',
    doc: 'A Tribute Summon, stated as one: it names its Tributes.',
    example: 'tribute summon "Dark Necrofear" tributing "Archfiend Soldier"',
    lower: (m) => normalSummon('normalSummon', m),
  },
  {
    id: 'step.tributeSet',
    pattern: `tribute set card:$ ${NORMAL_OPTIONS} tributing tributes:cards ${NORMAL_OPTIONS}`,
    scope: 'support.function.action',
    syntax: 'tribute set "X" tributing "A", ...',
    doc: 'A Tribute Set: a monster Set face-down with Tributes.',
    example: 'tribute set "Dark Necrofear" tributing "Archfiend Soldier"',
    lower: (m) => normalSummon('set', m),
  },
  {
    id: 'step.set',
    pattern: `set card:$ ${NORMAL_OPTIONS}`,
    scope: 'support.function.action',
    syntax: 'set "X" [tributing "A", ...]',
    doc: 'Set a monster (a Tribute Set with `tributing`) or a Spell/Trap.',
    example: 'set "Dark Necrofear"',
    lower: (m) => normalSummon('set', m),
  },
  {
    id: 'step.flipSummon',
    pattern: 'flip summon card:$',
    scope: 'support.function.action',
    syntax: 'flip summon "X"',
    doc: 'Flip Summon a face-down monster.',
    example: 'flip summon "Dark Necrofear"',
    lower: (m) => ({ kind: 'flipSummon', card: cardOf(m) }),
  },
  {
    id: 'step.specialSummonByProcedure',
    pattern: `special summon card:$ by procedure { cost costs:cards | tributing tributes:cards | ${ZONE_OPTIONS} }`,
    scope: 'support.function.action',
    syntax: 'special summon "X" by procedure [cost "A", ...] [tributing "A", ...] [to zone N / to extra monster zone]',
    doc: 'The card\'s built-in procedure; `cost` names the cards paid (a summon by an effect is `activate "Card" summon "X"`).',
    example: 'special summon "Dark Necrofear" by procedure cost "Archfiend Soldier", "Archfiend Soldier", "Archfiend Soldier"',
    lower: (m, input) => {
      const zone = zoneOf(m, input);
      return zone && { kind: 'specialSummonByProcedure', card: cardOf(m), costs: cardsOf(m, 'costs'), tributes: cardsOf(m, 'tributes'), ...zone };
    },
  },
  {
    id: 'step.activateScale',
    pattern: 'activate card:$ as pendulum scale',
    scope: 'support.function.action',
    syntax: 'activate "X" as pendulum scale',
    doc: 'Place a Pendulum Monster from the hand in a free Pendulum Zone.',
    example: 'activate "Odd-Eyes Pendulum Dragon" as pendulum scale',
    lower: (m) => ({ kind: 'activateScale', card: cardOf(m) }),
  },
  {
    id: 'step.activate',
    pattern: `activate card:$ ${ACTIVATE_OPTIONS}`,
    scope: 'support.function.action',
    syntax: 'activate "C" [target "X", ...] [materials "A", ...] [summon "X"] [tributing "A", ...] [cost "A", ...] [hold]',
    doc: 'Activate a Spell/Trap from the hand or the field; its effect starts a chain (resolved at the end of the step unless `hold`).',
    example: 'activate "Monster Reborn" target "Dark Necrofear"',
    lower: (m) => activate(m, false),
  },
  {
    id: 'step.respondActivate',
    pattern: `respond activate card:$ ${ACTIVATE_OPTIONS}`,
    scope: 'support.function.action',
    syntax: 'respond activate "C" ...',
    doc: 'Add a chain link instead of starting a new chain.',
    example: 'respond activate "Solemn Warning"',
    lower: (m) => activate(m, true),
  },
  {
    id: 'step.resolveChain',
    pattern: 'resolve chain',
    scope: 'support.function.action',
    doc: 'Resolve the current chain (implicit at the end of a step that starts one, unless `hold` is written).',
    example: 'resolve chain',
    lower: () => ({ kind: 'resolveChain' }),
  },
  {
    id: 'step.pendulumSummon',
    pattern: 'pendulum summon cards:cards',
    scope: 'support.function.action',
    syntax: 'pendulum summon "A", "B", ...',
    doc: 'The Pendulum Summon, from the hand and the face-up Extra Deck.',
    example: 'pendulum summon "Odd-Eyes Pendulum Dragon"',
    lower: (m) => ({ kind: 'pendulumSummon', cards: cardsOf(m, 'cards') }),
  },
  {
    id: 'step.fusionOrRitualSummon',
    pattern: `mechanic:fusion|ritual summon card:$ ${MECHANIC_OPTIONS}`,
    scope: 'support.function.action',
    syntax: 'fusion summon "X" materials "A", "B" [using "Card"] / ritual summon "X" tributing "A", ... [using "Card"]',
    doc: 'A Fusion or Ritual Summon through the card that does it (`using` names it; else the one in hand or on the field).',
    example: 'fusion summon "Dark Paladin" materials "Dark Magician", "Buster Blader"',
    // `to zone N` is accepted (and checked) but the engine places these itself.
    lower: (m, input) =>
      zoneOf(m, input) && {
        kind: wordOf(m, 'mechanic') === 'ritual' ? 'ritualSummon' : 'fusionSummon',
        card: cardOf(m),
        materials: [...cardsOf(m, 'materials'), ...cardsOf(m, 'tributes')],
        using: optionalCard(m, 'using'),
        hold: m.flags.has('hold'),
      },
  },
  {
    id: 'step.extraDeckSummon',
    pattern: `mechanic:synchro|xyz|link summon card:$ ${MECHANIC_OPTIONS} materials|tributing named:cards ${MECHANIC_OPTIONS}`,
    scope: 'support.function.action',
    syntax: 'synchro / xyz / link summon "X" materials "A", "B" [to zone N / to extra monster zone]',
    doc: 'A built-in Synchro, Xyz or Link Summon with the materials named.',
    example: 'link summon "Decode Talker" materials "Cyber Dragon", "Dark Magician"',
    lower: (m, input) => {
      const mechanic = (wordOf(m, 'mechanic') ?? 'link') as 'synchro' | 'xyz' | 'link';
      // The pattern requires one `materials` (or `tributing`) list: a Synchro/Xyz/Link Summon names its materials.
      const materials = [...cardsOf(m, 'materials'), ...cardsOf(m, 'named'), ...cardsOf(m, 'tributes')];
      const zone = zoneOf(m, input);
      return zone && { kind: 'extraDeckSummon', mechanic, card: cardOf(m), materials, ...zone };
    },
  },
  {
    id: 'step.moveToExtraDeck',
    pattern: 'verb:send|return|move card:$ to extra deck',
    scope: 'support.function.action',
    syntax: 'send / return / move "X" to extra deck',
    doc: "Put a card in the Extra Deck (the author's hand: not a summon, not rule-checked).",
    example: 'return "Dark Paladin" to extra deck',
    lower: (m) => ({ kind: 'move', card: cardOf(m), to: 'extra', verb: wordOf(m, 'verb') ?? 'move' }),
  },
  {
    id: 'step.move',
    pattern: `verb:send|return|move card:$ to zone:${Object.keys(MOVE_ZONES).join('|')}`,
    scope: 'support.function.action',
    syntax: 'send / return / move "X" to hand / deck / extra / graveyard / banished / field',
    doc: "Move a card (the author's hand: not a summon, not rule-checked).",
    example: 'send "Dark Necrofear" to graveyard',
    lower: (m) => ({ kind: 'move', card: cardOf(m), to: MOVE_ZONES[wordOf(m, 'zone') ?? 'graveyard'], verb: wordOf(m, 'verb') ?? 'move' }),
  },
  {
    id: 'step.banish',
    pattern: 'verb:banish|discard|destroy card:$',
    scope: 'support.function.action',
    syntax: 'banish / discard / destroy "X"',
    doc: 'Banish a card, or send it to the GY by discarding or destroying it (not rule-checked).',
    example: 'banish "Dark Necrofear"',
    lower: (m) => {
      const verb = wordOf(m, 'verb') ?? 'banish';
      return { kind: 'move', card: cardOf(m), to: verb === 'banish' ? 'banished' : 'graveyard', verb };
    },
  },
  {
    id: 'step.negate',
    pattern: 'negate [summon]',
    scope: 'support.function.action',
    doc: 'Negate the pending summon in the negation window (as if a negation resolved).',
    example: 'negate',
    lower: () => ({ kind: 'negate' }),
  },
  {
    id: 'step.changePhase',
    pattern: `change phase to phase:${PHASE_CHOICE}`,
    scope: 'support.function.action',
    syntax: 'change phase to draw / standby / main1 / battle / main2 / end',
    doc: 'Change the phase.',
    example: 'change phase to battle',
    lower: (m) => ({ kind: 'changePhase', phase: PHASE_WORDS[wordOf(m, 'phase') ?? 'main1'] }),
  },
  {
    id: 'step.endTurn',
    pattern: 'end turn',
    scope: 'support.function.action',
    doc: 'End the turn: the other player draws 1 card and starts in Main Phase 1.',
    example: 'end turn',
    lower: () => ({ kind: 'endTurn' }),
  },
  {
    id: 'step.draw',
    pattern: 'draw [count:#]',
    scope: 'support.function.action',
    syntax: 'draw [N]',
    doc: 'Draw 1 card (or N cards).',
    example: 'draw 2',
    lower: (m) => ({ kind: 'draw', count: numberOf(m, 'count') ?? 1 }),
  },
]);
