import type { MonsterDeclaration } from '../../../server/src/core/model/cards';

/**
 * The modern constructs that test/corpus/modern must use, each on at least 3 cards, in data:
 * - `lines`: source lines that write the construct in the clauses documented in docs/language.md (text and
 *   comment lines are never matched). An error diagnostic on such a line is tolerated while the construct is
 *   pending (test/fixtures/corpus/modern-expected.json, "pending").
 * - `todo`: the `# TODO(i9): <label>: ...` markers that stand for the construct where no clause exists yet.
 * - `model`: finds the construct in the lowered card model. It reads the model structurally (kinds and field
 *   names that docs/language.md's clauses lower to), so this file compiles whether or not the model has them.
 */
export interface Construct {
  readonly id: string;
  readonly lines: readonly RegExp[];
  readonly todo?: RegExp;
  readonly model: (card: MonsterDeclaration, effects: readonly unknown[]) => boolean;
  /** false: the construct cannot change a card's summoning category or Tribute count (so a mismatch is not its doing). */
  readonly affectsProfile?: boolean;
}

type Node = Readonly<Record<string, unknown>>;

/** Whether any object inside `value` (arrays and nested objects, spans skipped) satisfies `test`. */
export function someNode(value: unknown, test: (node: Node) => boolean, depth = 0): boolean {
  if (depth > 12 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => someNode(item, test, depth + 1));
  const node = value as Node;
  if (test(node)) return true;
  return Object.entries(node).some(([key, child]) => key !== 'span' && key !== 'keywordSpan' && someNode(child, test, depth + 1));
}

const field = (card: MonsterDeclaration, name: string): unknown => (card as unknown as Node)[name];
const inSummon = (card: MonsterDeclaration, test: (node: Node) => boolean): boolean => someNode(card.summon, test);
const hasKind = (card: MonsterDeclaration, kind: string): boolean => card.summon.some((c) => (c.kind as string) === kind);
const nonEmpty = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

export const CONSTRUCTS: readonly Construct[] = [
  {
    id: 'archetype-field',
    affectsProfile: false,
    lines: [/^\s*(not\s+)?archetype\s+"/],
    model: (card) => nonEmpty(field(card, 'archetypes')),
  },
  {
    id: 'archetype-filter',
    affectsProfile: false,
    lines: [/\S.*\barchetype\s+"/],
    todo: /archetype/,
    model: (card, effects) => {
      const test = (n: Node) => nonEmpty(n.archetypes) || nonEmpty(n.excludedArchetypes) || n.archetype === true;
      return inSummon(card, test) || someNode(effects, test);
    },
  },
  {
    id: 'hard-opt',
    affectsProfile: false,
    lines: [/^\s*once per turn by name\s*$/, /^\s*special summon once per turn\s*$/],
    todo: /once per turn by name/,
    model: (card, effects) =>
      hasKind(card, 'specialSummonOncePerTurn') ||
      inSummon(card, (n) => n.oncePerTurn === 'hard') ||
      someNode(effects, (n) => n.kind === 'oncePerTurn' && n.limit === 'hard'),
  },
  {
    // "You can only Special Summon "X" once per turn this way" for all of its procedures together.
    id: 'shared-procedure-count',
    affectsProfile: false,
    lines: [/^\s*special summon once per turn this way\s*$/],
    model: (card) => hasKind(card, 'proceduresOncePerTurn'),
  },
  {
    id: 'soft-opt',
    affectsProfile: false,
    lines: [/^\s*once per turn\s*$/],
    todo: /soft once per turn/,
    model: (card, effects) => inSummon(card, (n) => n.oncePerTurn === 'soft') || someNode(effects, (n) => n.kind === 'oncePerTurn' && n.limit === 'soft'),
  },
  {
    id: 'self-summon',
    lines: [/^\s*special summon by own effect\b/, /^\s*special summon this card\b/, /^\s*step activate "[^"]+"( cost "[^"]+")? expect\b/],
    model: (card) => hasKind(card, 'ownEffect'),
  },
  {
    id: 'must-card-effect',
    lines: [/^\s*must special summon by card effect\s*$/],
    model: (card) => hasKind(card, 'mustByCardEffect'),
  },
  {
    id: 'pendulum',
    lines: [
      /^\s*frame\b.*\bpendulum\b/,
      /\bscale \d+/,
      /^\s*pendulum\s+"/,
      /\bpendulum summon\b/,
      /\bas pendulum scale\b/,
      /\bin pendulum\b/,
      /^\s*extra\b.*"\s+face-up\b/,
      /\bin extra face-up\b/,
    ],
    model: (card) => field(card, 'pendulum') === true && field(card, 'scale') !== undefined,
  },
  {
    id: 'link-arrows',
    affectsProfile: false,
    lines: [/^\s*arrows\b/, /\bto (zone \d|extra monster zone)\b/, /(^|\s)extra-monster\b/],
    model: (card) => nonEmpty((field(card, 'arrows') as Node | undefined)?.value),
  },
  {
    id: 'link-materials',
    lines: [/^\s*link materials\b/],
    model: (card) => card.frame?.value === 'link' && hasKind(card, 'linkMaterials'),
  },
  {
    id: 'material-conditions',
    lines: [/^\s*(fusion|synchro|xyz|link|alternative xyz) materials\b.*\b(including|with different|with same)\b/],
    model: (card) => inSummon(card, (n) => typeof n.kind === 'string' && n.kind.endsWith('Materials') && n.conditions !== undefined),
  },
  {
    id: 'contact-fusion',
    lines: [/^\s*cost (send|banish|shuffle) materials\b/],
    model: (card) => inSummon(card, (n) => n.kind === 'materials' && typeof n.action === 'string'),
  },
  {
    id: 'alternative-xyz',
    lines: [/^\s*alternative xyz materials\b/],
    todo: /alternative Xyz/,
    model: (card) => hasKind(card, 'alternativeXyzMaterials'),
  },
  {
    id: 'cannot-mechanic',
    lines: [/^\s*cannot (fusion|ritual|synchro|xyz|link|pendulum) summon\s*$/],
    model: (card) => hasKind(card, 'cannotMechanic'),
  },
  {
    id: 'level-rank-0',
    lines: [/^\s*frame\b.*\b(level|rank) 0\b/],
    model: (card) => card.level?.value === 0 || card.rank?.value === 0,
  },
  {
    id: 'cannot-be-material',
    affectsProfile: false,
    lines: [/^\s*cannot be material for\b/],
    model: (card) => hasKind(card, 'cannotBeMaterial'),
  },
  {
    id: 'tribute-filter',
    lines: [/^\s*can tribute \d+ (?!monsters?\b)\S.* to summon\b/],
    todo: /in a Tribute cost/,
    model: (card) => inSummon(card, (n) => n.kind === 'optionalTributes' && n.filter !== undefined),
  },
  {
    id: 'double-tribute',
    lines: [/^\s*double tribute for\b/],
    model: (card) => hasKind(card, 'doubleTribute'),
  },
  {
    // "To Tribute Summon this card face-up, you can Tribute a Continuous Spell/Trap you control" (True Draco).
    id: 'spell-trap-tributes',
    lines: [/^\s*can tribute .* you control for tribute summon\s*$/, /^\s*can tribute face-up continuous spells and traps\s*$/],
    model: (card) => hasKind(card, 'spellTrapTributes'),
  },
  {
    id: 'conditional-without-tributes',
    lines: [/^\s*can summon (or set )?without tributes\b.*\{\s*$/, /\bwithout tributes expect\b/],
    model: (card) => inSummon(card, (n) => n.kind === 'withoutTributes' && nonEmpty(n.conditions)),
  },
  {
    id: 'conditional-normal-summon',
    lines: [/^\s*cannot normal summon (if|while|unless)\b/],
    model: (card) => hasKind(card, 'cannotNormalSummonIf'),
  },
  {
    id: 'opponent-side',
    lines: [/\bto opponent'?s? field\b/, /^\s*cost tribute .* opponent'?s? controls\s*$/, /^\s*condition opponent'?s? controls \d/],
    // In a summon clause or procedure (a summon to their field, their Tributes, a condition on their cards), or an effect that Special Summons to the opponent's field.
    model: (card, effects) =>
      inSummon(card, (n) => n.toOpponent === true || (n.kind === 'tribute' && n.side === 'opponent') || n.kind === 'opponentControls') ||
      someNode(effects, (n) => n.toOpponent === true),
  },
  {
    id: 'field-count-condition',
    lines: [/^\s*condition (you control no cards|opponent controls more monsters than you|all monsters you control are)\b/],
    model: (card) => inSummon(card, (n) => n.kind === 'youControlNoCards' || n.kind === 'opponentControlsMoreMonsters' || n.kind === 'allYouControlAre'),
  },
  {
    // A procedure or a cost from the face-up Extra Deck (a Main Deck Pendulum Monster that left the field).
    id: 'face-up-extra-deck',
    lines: [/\bface-up[ -]extra\b/],
    model: (card) =>
      inSummon(card, (n) => (Array.isArray(n.zones) && n.zones.includes('face-up-extra')) || (Array.isArray(n.from) && n.from.includes('face-up-extra'))),
  },
  {
    // A rule, not a clause (rules §6): every Link Monster without a condition uses it.
    id: 'link-semi-nomi',
    lines: [/^\s*frame link\b/],
    model: (card) => card.frame?.value === 'link',
  },
  {
    id: 'xyz-level-grant',
    affectsProfile: false,
    lines: [/^\s*treated as level \d+( or \d+)? for xyz summon\b/],
    model: (card) => hasKind(card, 'xyzLevelGrant'),
  },
  {
    id: 'non-tuner-grant',
    affectsProfile: false,
    lines: [/^\s*treated as non-tuner for synchro summon\b/],
    model: (card) => hasKind(card, 'nonTunerGrant'),
  },
];
