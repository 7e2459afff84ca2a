import { ALL_RULE_CODES, type RuleCode } from './ruleCodes';

/**
 * Families of rule codes, for `expect illegal FAMILY`: a scenario that only cares that a Special Summon
 * was refused need not name the exact rule. One family per section of ruleCodes.ts.
 */
export const RULE_CODE_FAMILIES = {
  turn: ['not-your-turn', 'not-main-phase', 'chain-in-progress', 'card-not-found', 'unknown-card', 'game-over'],
  'normal-summon': [
    'normal-summon-limit-reached',
    'never-normal-summoned',
    'special-summon-monster',
    'cannot-normal-summon-or-set',
    'cannot-normal-summon',
    'normal-summon-only-by-procedure',
    'wrong-tribute-count',
    'cannot-be-set',
    'summon-option-unavailable',
    'tribute-not-controlled',
    'duplicate-card-choice',
    'pay-lp-not-granted',
    'pay-lp-not-allowed',
    'not-enough-lp',
    'no-free-monster-zone',
    'no-free-spell-zone',
    'not-face-down',
    'flip-summon-same-turn',
    'cannot-flip-summon',
    'normal-summon-condition-not-met',
    'tribute-does-not-fit',
    'normal-summon-locked',
  ],
  'special-summon': [
    'special-summon-needs-no-tributes',
    'no-summon-procedure',
    'procedure-wrong-zone',
    'procedure-condition-not-met',
    'cost-cannot-be-paid',
    'cannot-special-summon',
    'cannot-special-summon-from-zone',
    'special-summon-condition-not-met',
    'nomi-only-own-method',
    'not-properly-summoned',
    'semi-nomi-own-method-first',
    'wrong-summon-position',
    'once-per-turn-used',
    'special-summon-once-per-turn',
    'only-by-card-effect',
    'cannot-be-summoned-by-mechanic',
    'only-one-on-field',
    'not-a-pendulum-monster',
    'no-free-pendulum-zone',
    'no-pendulum-scales',
    'pendulum-summon-used',
    'level-not-between-scales',
    'not-pendulum-summonable',
    'extra-deck-zone-not-available',
    'summon-phase-restricted',
    'normal-summoned-this-turn',
  ],
  materials: [
    'not-summonable-by-this-mechanic',
    'materials-invalid',
    'fusion-substitute-not-allowed',
    'fusion-without-materials-not-allowed',
    'ritual-spell-mismatch',
    'ritual-level-too-low',
    'ritual-level-not-exact',
    'ritual-excess-tributes',
    'cannot-be-material',
  ],
  chain: [
    'not-activatable',
    'trap-not-set',
    'set-this-turn',
    'quick-play-from-hand-opponent-turn',
    'spell-speed-too-low',
    'not-in-open-game-state',
    'no-valid-target',
    'no-summon-to-negate',
    'summon-not-negatable',
    'negation-does-not-apply',
    'summon-cannot-be-negated',
    'nothing-to-negate',
    'missed-the-timing',
    'trigger-condition-not-met',
    'no-chain',
    'effect-cannot-be-applied',
  ],
  engine: ['step-limit-exceeded', 'invariant-violated'],
} as const satisfies Record<string, readonly RuleCode[]>;

export type RuleCodeFamily = keyof typeof RULE_CODE_FAMILIES;

export function isRuleCodeFamily(text: string): text is RuleCodeFamily {
  return Object.prototype.hasOwnProperty.call(RULE_CODE_FAMILIES, text);
}

/** The family a code belongs to. */
export function familyOf(code: RuleCode): RuleCodeFamily | undefined {
  return (Object.keys(RULE_CODE_FAMILIES) as RuleCodeFamily[]).find((family) => (RULE_CODE_FAMILIES[family] as readonly string[]).includes(code));
}

/** Every code is in exactly one family (tested), so a new code must be given one. */
export function codesWithoutFamily(): RuleCode[] {
  return ALL_RULE_CODES.filter((code) => familyOf(code) === undefined);
}
