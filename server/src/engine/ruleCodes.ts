/**
 * Every rule code the engine can return, with what it means. Codes are stable: scenarios write them in
 * `expect illegal CODE`, the CLI prints them, and the panel shows them. Sections cite
 * summoning-rules.md (the project's rules reference).
 */
export const RULE_CODES = {
  // --- Turn structure and game state ---
  'not-your-turn': 'Only the turn player can Normal Summon, Set, Flip Summon, use a built-in Special Summon or activate a Normal Spell (rules 1, 2; errata 5).',
  'not-main-phase': 'Normal Summons, Sets, Flip Summons, built-in Special Summons and Normal Spells happen only in a Main Phase (rules 1, 2; errata 5).',
  'chain-in-progress': 'The action needs an open game state: it cannot happen while a chain is being built or resolved (rule 2).',
  'card-not-found': 'The named card is not where the action needs it (hand, field, graveyard, ...).',
  'unknown-card': 'The card has no definition in the workspace or the bundled library.',
  'game-over': 'A player has 0 LP: the duel is over and no further action is possible.',

  // --- Normal Summon, Set, Tribute Summon (rule 1) ---
  'normal-summon-limit-reached':
    'A player gets one Normal Summon or Set per turn (Double Summon makes the limit 2; extra grants add one each) (rule 1; errata 5).',
  'never-normal-summoned': 'Fusion, Synchro, Xyz, Link, Ritual Monsters and Tokens are never Normal Summoned or Set (rule 1).',
  'special-summon-monster': 'A monster whose own Special Summon method is its condition (Nomi or Semi-Nomi) cannot be Normal Summoned or Set (rules 1, 3).',
  'cannot-normal-summon-or-set': 'The card says "Cannot be Normal Summoned/Set": no Normal Summon and no Set, by any means (rule 3).',
  'cannot-normal-summon': 'The card says "Cannot be Normal Summoned" (it can still be Normal Set) (rule 3).',
  'normal-summon-only-by-procedure': 'The card must be Normal Summoned/Set by its own procedure and by no other way (rule 3).',
  'wrong-tribute-count': "Level 1-4 need no Tributes, Level 5-6 need 1 and Level 7+ need 2, unless the card's own text changes the count (rule 1; errata 5).",
  'cannot-be-set': 'This way of summoning does not allow a Set (e.g. "Requires 3 Tributes to Normal Summon (cannot be Normal Set)") (rule 1).',
  'summon-option-unavailable': 'The card has no such optional procedure ("without Tributing", "Tribute N monsters") (rule 1).',
  'tribute-not-controlled': 'Tributes for a Tribute Summon must be monsters the summoning player controls (rule 1).',
  'duplicate-card-choice': 'The same card was chosen twice as a Tribute, cost or material.',
  'pay-lp-not-granted': 'Paying LP instead of Tributing needs an active effect that allows it (Mausoleum of the Emperor) (rule 1).',
  'pay-lp-not-allowed': 'LP cannot replace Tributes here: the card requires real Tributes or its own procedure, or it needs no Tributes (rules 1, 3).',
  'not-enough-lp': 'A player cannot pay more LP than they have.',
  'no-free-monster-zone': 'A player has 5 Monster Zones; a summon needs a free one (a Tribute or cost can free the zone it uses) (rule 1).',
  'no-free-spell-zone': 'A player has 5 Spell & Trap Zones; activating or setting a card from the hand needs a free one.',
  'not-face-down': 'Only a face-down Defense Position monster can be Flip Summoned (rule 1).',
  'flip-summon-same-turn': 'A monster cannot be Flip Summoned the turn it was Set (rule 1).',
  'cannot-flip-summon': 'The card says "Cannot be Flip Summoned": once Set, only an attack or an effect turns it face-up (rules 1, 3).',

  // --- Special Summon (rules 2, 3) ---
  'special-summon-needs-no-tributes': "Special Summons need no Tributes unless the card's own condition says so (rule 2; errata 5).",
  'no-summon-procedure': 'The card has no built-in Special Summon procedure (rule 2).',
  'procedure-wrong-zone':
    'A built-in Special Summon works only from the location its text gives (hand by default; Extra Deck for Extra Deck monsters) (rule 2).',
  'procedure-condition-not-met': "The built-in procedure's condition does not hold (rule 2).",
  'cost-cannot-be-paid': 'The cost cannot be paid with the cards available (or with the cards chosen).',
  'cannot-special-summon': 'The card says "Cannot be Special Summoned": from every location, by every means, even ignoring the Summoning conditions (rule 3).',
  'cannot-special-summon-from-zone': 'The card cannot be Special Summoned from this location (e.g. "Cannot be Special Summoned from the GY") (rule 3).',
  'nomi-only-own-method':
    'A Nomi monster can only be Special Summoned by its own method; other effects never can, unless they ignore the Summoning conditions (rule 3).',
  'not-properly-summoned':
    'A Nomi or Semi-Nomi monster (and a Fusion, Synchro, Xyz, Link or Ritual Monster) in the GY or banished can be Special Summoned by other effects only if it was properly summoned first; ignoring the Summoning conditions does not lift this (rules 3, 4).',
  'semi-nomi-own-method-first':
    'From the hand, Deck or Extra Deck a monster that must first be Special Summoned by its own method needs that method, unless an effect ignores the Summoning conditions (rules 3, 4).',
  'wrong-summon-position': 'The monster cannot be summoned in that battle position.',

  // --- Fusion, Ritual, Synchro, Xyz, Link (rules 2, 3) ---
  'not-summonable-by-this-mechanic':
    'The chosen card is not one this summon or effect can summon: a Fusion Summon of a non-Fusion Monster, Metamorphosis and a Fusion Monster of another Level, a card that is not a monster.',
  'materials-invalid': "The chosen materials do not match the monster's material lines (rule 3).",
  'fusion-substitute-not-allowed': '"A Fusion Summon of this card can only be done with the above Fusion Materials": no Fusion Substitutes (rule 3).',
  'fusion-without-materials-not-allowed':
    '"A Fusion Summon of this card can only be done with the above Fusion Materials": no Fusion Summon without materials (Instant Fusion-style) (rule 3).',
  'ritual-spell-mismatch': 'This Ritual Spell cannot Ritual Summon that monster: only its named Ritual Spell or a generic one can (rule 3).',
  'ritual-level-too-low': "The Tributes' Levels must total at least the Ritual Monster's Level (rule 3).",
  'ritual-level-not-exact': "The Tributes' Levels must equal exactly the Ritual Monster's Level (e.g. Advanced Ritual Art) (rule 3).",
  'ritual-excess-tributes': 'A Ritual Summon cannot Tribute more monsters than its Level needs (rule 3).',

  // --- Modern summoning conditions (docs/language.md "Modern summoning conditions") ---
  'once-per-turn-used':
    'This procedure or effect was already used this turn: "Once per turn" counts per copy, "You can only ... once per turn" per name (rulebook).',
  'special-summon-once-per-turn': 'A card of this name was already Special Summoned this turn ("You can only Special Summon "X" once per turn").',
  'only-by-card-effect':
    '"Must be Special Summoned with a card effect": built-in procedures and Synchro, Xyz, Link and Pendulum Summons cannot summon it (rules 6).',
  'cannot-be-summoned-by-mechanic': 'The card says it cannot be Fusion / Synchro / Xyz / Link / Pendulum Summoned (rule 3).',
  'only-one-on-field': 'The card says "You can only control 1 ..." and the player already controls one (rulebook).',
  'cannot-be-material': 'The card cannot be used as material for this kind of summon ("Cannot be used as material for a ... Summon").',
  'special-summon-condition-not-met':
    'The card says "Cannot be Special Summoned unless ..." (or if, while) and the condition says no; an effect that ignores the Summoning conditions lifts it (rule 3).',
  'normal-summon-condition-not-met':
    'The card\'s Normal Summon needs a condition that does not hold ("Cannot be Normal Summoned if ...", a conditional "without Tributing") (rule 3).',
  'tribute-does-not-fit': 'A Tribute does not fit what the procedure Tributes ("by Tributing 1 Normal Monster") (rule 1).',
  'not-a-pendulum-monster': 'Only a Pendulum Monster can be placed in a Pendulum Zone or Pendulum Summoned (rulebook).',
  'no-free-pendulum-zone': 'Both Pendulum Zones (the leftmost and rightmost Spell & Trap Zones) are taken (rulebook).',
  'no-pendulum-scales': 'A Pendulum Summon needs a Pendulum Monster in each of your two Pendulum Zones (rulebook).',
  'pendulum-summon-used': 'A player can Pendulum Summon only once per turn (rulebook).',
  'level-not-between-scales': 'A Pendulum Summon summons only monsters whose Levels are strictly between the two Pendulum Scales (rulebook).',
  'not-pendulum-summonable':
    'This card cannot be Pendulum Summoned from there: only from the hand or the face-up Extra Deck, and not a card whose conditions forbid it (rulebook, rules 6).',
  'summon-phase-restricted': 'The card can be summoned this way only in the Main Phase its text names ("Cannot be Link Summoned, except during Main Phase 2").',
  'normal-summoned-this-turn':
    '"You cannot Normal Summon/Set the turn you Special Summon this card": a player who Normal Summoned or Set this turn cannot Special Summon it.',
  'normal-summon-locked':
    '"You cannot Normal Summon/Set the turn you Special Summon this card": after Special Summoning it, its summoner cannot Normal Summon or Set this turn.',
  'extra-deck-zone-not-available':
    'A Link Monster, or a Pendulum Monster from the face-up Extra Deck, goes only to an Extra Monster Zone or a Main Monster Zone a Link Arrow points to; a player uses at most one Extra Monster Zone (Master Rule, April 2020).',

  // --- Activation, chains and negation (rule 2; errata 5) ---
  'not-activatable': 'The card has no effect the engine can activate.',
  'trap-not-set': 'A Trap Card is activated from the Spell & Trap Zone after it was Set, not from the hand (errata 5).',
  'set-this-turn': 'A Trap Card or Quick-Play Spell cannot be activated the turn it was Set (errata 5).',
  'quick-play-from-hand-opponent-turn': "A Quick-Play Spell can be activated from the hand only during its controller's turn.",
  'spell-speed-too-low': 'A chain link must have a Spell Speed equal to or higher than the link it responds to; only Counter Traps respond to Counter Traps.',
  'not-in-open-game-state': 'A Spell Speed 1 card (Normal Spell, Ritual Spell, Continuous Spell) cannot be activated as a response.',
  'no-valid-target': 'No card fits what the effect targets or summons, or a targeted card does not fit the target description.',
  'no-summon-to-negate': 'There is no summon in the summon negation window to negate (rule 2).',
  'summon-not-negatable':
    'Only Normal, Flip and built-in Special Summons outside a chain can be negated as summons; a Special Summon by an effect can only be stopped by negating the activation (rule 2).',
  'negation-does-not-apply':
    "This negation effect does not cover this summon (Black Horn of Heaven: exactly 1 monster, an opponent's Special Summon) (rule 2).",
  'summon-cannot-be-negated': "The monster's text says its Summon cannot be negated.",
  'nothing-to-negate': 'There is no activation in the chain that this effect can negate (a built-in Special Summon does not activate anything) (rule 2).',
  'missed-the-timing':
    'A "When ... is Summoned" trigger misses the timing if the summon happened while chain link 2 or higher resolved, or if something happened after it (rule 2).',
  'trigger-condition-not-met': "The trigger's event (a summon by that player, with that ATK) has not just happened (rule 2).",
  'no-chain': 'There is no chain to respond to or to resolve.',
  'effect-cannot-be-applied': 'The effect cannot do anything in the current state (e.g. no card fits its description).',

  // --- Engine robustness ---
  'step-limit-exceeded': "The scenario ran more steps or effect operations than the engine's limit; it was stopped.",
  'invariant-violated':
    'The engine broke one of its own invariants (a card lost or duplicated, more than 5 monsters, a counter over its limit). This is an engine bug.',
} as const;

export type RuleCode = keyof typeof RULE_CODES;

export const ALL_RULE_CODES: readonly RuleCode[] = Object.keys(RULE_CODES) as RuleCode[];

export function isRuleCode(text: string): text is RuleCode {
  return Object.prototype.hasOwnProperty.call(RULE_CODES, text);
}
