import { CARD_FIELDS } from '../grammar/cardFields';
import type { SummonClause, SummonClauseKind } from '../model/cards';

/**
 * What every summoning clause means, in the game's terms, with the rule (shared/design/summoning-rules.md
 * section) and an example card. One row per clause kind; hover, completion and docs read this table.
 */
export interface ClauseExplanation {
  /** The printed text the clause stands for. */
  readonly printed: string;
  readonly meaning: string;
  /** The rule, citing the rules reference. */
  readonly rule: string;
  /** A real card that has it, with its printed wording. */
  readonly example: string;
}

export type ExplanationKey =
  Exclude<SummonClauseKind, 'procedure' | 'byEffectOf'> | 'procedure' | 'procedureSemiNomi' | 'procedureNomi' | 'byEffectOfNomi' | 'byEffectOfSemiNomi';

/** "Properly summoned", explained wherever Nomi, Semi-Nomi or revival come up (rules §3). */
export const PROPERLY_SUMMONED =
  'A monster is *properly summoned* once it has been Special Summoned by its own method (its built-in procedure, or its ' +
  'Fusion/Ritual/Synchro/Xyz Summon). It stays properly summoned on the field, in the GY and while banished; it is reset ' +
  'when the card goes back to the hand or the Deck, and a negated summon never makes it properly summoned.';

const NOMI_TEXT =
  'only its own method can ever Special Summon it. Other effects (Monster Reborn, Call of the Haunted) never can, ' +
  'not even after a proper summon; only an effect that *ignores the Summoning conditions* (Level Modulation, Level Up!) can, ' +
  'and from the GY only if it was properly summoned before (rules §3).';

const SEMI_NOMI_TEXT =
  'from the hand, Deck or Extra Deck only its own method summons it. Once it has been properly summoned, other ' +
  'effects may Special Summon it from the GY or banishment (Monster Reborn); after it returns to the hand or Deck it must use ' +
  'its method again. A copy that reached the GY without a proper summon (discarded, milled) cannot be revived (rules §3).';

export const NOMI = `**Nomi**: ${NOMI_TEXT}`;
export const SEMI_NOMI = `**Semi-Nomi**: ${SEMI_NOMI_TEXT}`;

export const CLAUSE_EXPLANATIONS: Readonly<Record<ExplanationKey, ClauseExplanation>> = {
  cannotNormalSummonOrSet: {
    printed: 'Cannot be Normal Summoned/Set.',
    meaning: 'No Normal Summon and no Set, by any means (no Tribute Summon, no Tribute Set). Every Special Summon monster (Nomi and Semi-Nomi) has it.',
    rule: 'Rules §3, first row; §1: Special Summon monsters are never Normal Summoned or Set.',
    example: 'Rare Metal Dragon: "Cannot be Normal Summoned/Set." (and nothing else: any effect may Special Summon it).',
  },
  cannotNormalSummon: {
    printed: 'Cannot be Normal Summoned (but can be Normal Set).',
    meaning:
      'It cannot be Normal Summoned face-up, but it can still be Set (with the Tributes of a Tribute Set if it is Level 5 or higher), then Flip Summoned.',
    rule: 'Rules §3, second row.',
    example: 'Flip monster designs printed "Cannot be Normal Summoned, but can be Normal Set."',
  },
  cannotFlipSummon: {
    printed: 'Cannot be Flip Summoned.',
    meaning:
      'Once Set it cannot be turned face-up by a Flip Summon. It can still be Normal Summoned and Set as usual, and it is flipped face-up by other means (an attack, an effect that changes its position).',
    rule: 'Rules §1 (Flip Summon) and §3: a summoning condition binds only the summon it names.',
    example: 'Cards printed "Cannot be Normal or Flip Summoned, if ..." (Superheavy Samurai Prepped Defense) say it with a condition.',
  },
  normalSummonOnlyBy: {
    printed: 'Must be Normal Summoned/Set by X, and cannot be Normal Summoned/Set by other ways.',
    meaning:
      'Its only Normal Summon (or Set, with "or set") is the procedure in the block. A Tribute-like cost there does not make it a Tribute Summon, and Mausoleum of the Emperor cannot be used.',
    rule: 'Rules §3, third row.',
    example: 'Cards whose Normal Summon needs a special cost, "Must be Normal Summoned by Tributing 1 ...".',
  },
  tributes: {
    printed: '(the ordinary Tribute Summon / Tribute Set)',
    meaning:
      'States the ordinary Tribute count explicitly. It must match the level: Level 1-4 need none, Level 5-6 need 1 Tribute, Level 7 or higher need 2. Setting a Level 5+ monster needs the same Tributes (a Tribute Set).',
    rule: "Rules §1 and §4: `level < 5 → 0; level < 7 → 1; else 2`; only the card's own text changes the count.",
    example: 'Summoned Skull (Level 6): 1 Tribute; Blue-Eyes White Dragon (Level 8): 2 Tributes.',
  },
  requiresTributes: {
    printed: 'Requires 3 Tributes to Normal Summon (cannot be Normal Set).',
    meaning:
      'Mandatory: this count replaces the level\'s; it is the only way to Normal Summon the card. With "cannot set" the card cannot be Set at all. It also blocks Mausoleum of the Emperor.',
    rule: 'Rules §1: card-text overrides, mandatory.',
    example: 'Obelisk the Tormentor: "Requires 3 Tributes to Normal Summon (cannot be Normal Set)."',
  },
  optionalTributes: {
    printed: 'You can Tribute 3 monsters to Tribute Summon (but not Set) this card.',
    meaning:
      'An optional extra procedure: the ordinary Tribute Summon (by level) still exists. Effects may check "if Summoned this way" (the tag names it). With "or set" it also allows the Set.',
    rule: 'Rules §1: card-text overrides, optional.',
    example: 'Gilford the Lightning: "You can Tribute 3 monsters to Tribute Summon (but not Set) this card."',
  },
  withoutTributes: {
    printed: 'You can Normal Summon this card without Tributing, but its original ATK becomes 1900.',
    meaning:
      'An optional procedure with zero Tributes: a Normal Summon, but not a Tribute Summon. "can summon" allows only the Summon; "can summon or set" also the Set. Pointless on Level 4 or lower.',
    rule: 'Rules §1: card-text overrides, optional.',
    example: 'Beast King Barbaros: "You can Normal Summon/Set this card without Tributing, but its original ATK becomes 1900."',
  },
  cannotSpecialSummon: {
    printed: 'Cannot be Special Summoned.',
    meaning:
      'Blanket: no Special Summon from any location, by any means, not even by an effect that ignores the Summoning conditions. The card can only be Normal Summoned or Set.',
    rule: 'Rules §3, "Cannot be Special Summoned."',
    example: 'Yata-Garasu (a Spirit monster): "Cannot be Special Summoned."',
  },
  cannotSpecialSummonFrom: {
    printed: 'Cannot be Special Summoned from the GY.',
    meaning: 'Only Special Summons from the named zones are forbidden, only while the card is there; from the other zones (hand, Deck, banished) it is fine.',
    rule: 'Rules §3, "Cannot be Special Summoned from the GY."',
    example: 'Monsters that say "Cannot be Special Summoned from the GY."',
  },
  procedure: {
    printed: 'You can Special Summon this card (from your hand) by ...',
    meaning:
      'A built-in (inherent) Special Summon: performed as a game action, without a chain, only in your own Main Phase when the game state is open. It is not a restriction: the card can still be Normal Summoned and revived by any effect. It can be negated by Solemn Judgment-style cards.',
    rule: 'Rules §2: built-in Special Summons. With no "from", a Main Deck monster summons from the hand, an Extra Deck monster from the Extra Deck.',
    example: 'Cyber Dragon: "If only your opponent controls a monster, you can Special Summon this card (from your hand)."',
  },
  procedureSemiNomi: {
    printed: 'Must first be Special Summoned (from your hand) by ...',
    meaning: `This makes the card **Semi-Nomi**: ${SEMI_NOMI_TEXT}`,
    rule: 'Rules §3: "Must first be Special Summoned by X."',
    example: 'Dark Necrofear: "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by banishing 3 Fiend monsters from your GY."',
  },
  procedureNomi: {
    printed: 'Must be Special Summoned (from your hand) by ..., and cannot be Special Summoned by other ways.',
    meaning: `This makes the card **Nomi**: ${NOMI_TEXT}`,
    rule: 'Rules §3: "Must be Special Summoned by X."',
    example: 'Dark Armed Dragon: "Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by having exactly 3 DARK monsters in your GY."',
  },
  byEffectOfNomi: {
    printed: 'Must be Special Summoned by the effect of "Card".',
    meaning: `Only the named card's effect summons it (that is its proper method; with \`archetype\`, the effect of any card of that archetype and card type). This makes the card **Nomi**: ${NOMI_TEXT}`,
    rule: 'Rules §3: "Must be Special Summoned by X."',
    example: 'Armed Dragon LV7: "Cannot be Normal Summoned/Set. Must be Special Summoned by the effect of "Armed Dragon LV5"."',
  },
  byEffectOfSemiNomi: {
    printed: 'Must first be Special Summoned by the effect of "Card".',
    meaning: `Only the named card's effect summons it the first time (with \`archetype\`, the effect of any card of that archetype and card type). This makes the card **Semi-Nomi**: ${SEMI_NOMI_TEXT}`,
    rule: 'Rules §3: "Must first be Special Summoned by X."',
    example: 'Cards that say "Must first be Special Summoned by the effect of ...".',
  },
  mustMechanic: {
    printed: 'Must be Fusion Summoned (or Ritual, Synchro, Xyz, Link Summoned).',
    meaning: `This makes the card **Nomi** for its mechanic: ${NOMI_TEXT}`,
    rule: 'Rules §3: "Must be Fusion / Ritual / Synchro / Xyz Summoned." Without it, such a monster is Semi-Nomi.',
    example: 'Elemental HERO Flame Wingman: ""Elemental HERO Avian" + "Elemental HERO Burstinatrix". Must be Fusion Summoned."',
  },
  fusionMaterials: {
    printed: '"Card A" + "Card B" (the Fusion Material line).',
    meaning:
      'The monsters a Fusion Summon sends to the GY. Without another condition, a Fusion Monster is **Semi-Nomi** for the Fusion Summon: it must be Fusion Summoned before other effects may revive it.',
    rule: 'Rules §2 (Fusion Summons are Special Summons by a card effect) and §3 (no condition: Semi-Nomi).',
    example: 'Flame Swordsman: ""Flame Manipulator" + "Masaki the Legendary Swordsman"".',
  },
  fusionOnlyWithMaterials: {
    printed: 'A Fusion Summon of this card can only be done with the above Fusion Materials.',
    meaning:
      'No Fusion Substitute monsters and no "Instant Fusion"-style summons; materials whose names are changed (Elemental HERO Prisma) are fine. It stays revivable after a proper summon and Metamorphosis-like effects can still summon it.',
    rule: 'Rules §3, Fusion Materials row.',
    example: 'Fusion Monsters printed "A Fusion Summon of this card can only be done with the above Fusion Materials."',
  },
  onlyWithMaterials: {
    printed: 'A Synchro (Xyz, Link) Summon of this card can only be done with the above materials.',
    meaning:
      'Its Synchro (Xyz, Link) Summon uses the material line written above and nothing else: not its own alternative Xyz materials, and no effect that Special Summons it treated as that Summon with other materials ("Rank-Up-Magic" Spells). It stays Semi-Nomi, revivable after a proper summon; with `must xyz summon` ("Must be Xyz Summoned with the above materials") it is Nomi.',
    rule: 'Rules §3, Fusion Materials row, for the other mechanics.',
    example: 'Cards printed "Must be Xyz Summoned with the above materials."',
  },
  ritualSpell: {
    printed: 'You can Ritual Summon this card with "Ritual Spell".',
    meaning:
      'Its Ritual Summon uses that Ritual Spell (Tributes whose Levels make up its Level: "at least" or "exactly"), or a generic one (Advanced Ritual Art, Contract with the Abyss, Earth Chant). A Ritual Monster with no other condition is **Semi-Nomi** for the Ritual Summon.',
    rule: 'Rules §3, Ritual Spell row; Ritual Summons are Special Summons by a card effect (§2).',
    example: 'Black Luster Soldier: "You can Ritual Summon this card with "Black Luster Ritual"."',
  },
  synchroMaterials: {
    printed: '1 Tuner + 1 or more non-Tuner monsters.',
    meaning:
      'The materials of its Synchro Summon: a built-in Special Summon from the Extra Deck, whose Levels add up to its Level. Without another condition, a Synchro Monster is **Semi-Nomi**: it must be Synchro Summoned before other effects may revive it.',
    rule: 'Rules §2 (built-in) and §3 (no condition: Semi-Nomi).',
    example: 'Stardust Dragon: "1 Tuner + 1+ non-Tuner monsters".',
  },
  xyzMaterials: {
    printed: '2 Level 4 monsters.',
    meaning:
      'The materials of its Xyz Summon: a built-in Special Summon from the Extra Deck. Without another condition, an Xyz Monster is **Semi-Nomi**: it must be Xyz Summoned before other effects may revive it.',
    rule: 'Rules §2 (built-in) and §3 (no condition: Semi-Nomi).',
    example: 'Number 39: Utopia: "2 Level 4 monsters".',
  },
  linkMaterials: {
    printed: '2+ Effect Monsters.',
    meaning:
      'The materials of its Link Summon: a built-in Special Summon from the Extra Deck. Each material counts 1, a Link Monster 1 or its Link Rating; the values add up exactly to the Link Rating. Without another condition a Link Monster is **Semi-Nomi**: it must be Link Summoned before other effects may revive it.',
    rule: 'Rules §2 (built-in Special Summons) and §6 (Link Materials; no condition: Semi-Nomi).',
    example: 'Decode Talker: "2+ Effect Monsters".',
  },
  summonRequires: {
    printed: 'Must be Normal Summoned, Flip Summoned or Special Summoned if/when ...',
    meaning: 'Every Summon needs the condition to hold; the Set is still allowed (then Flip Summon needs it too).',
    rule: 'Rules §3, Guardians row.',
    example: 'The Guardian monsters: Guardian Grarl can only be Summoned while "Gravity Axe - Grarl" is on your field.',
  },
  cannotSpecialSummonIf: {
    printed: 'Cannot be Special Summoned unless/if/while ...',
    meaning:
      'A Summoning condition on every Special Summon of the card: refused when the condition says so, checked for the player who would summon it. An effect that ignores the Summoning conditions lifts it.',
    rule: 'Rules §3 (a printed Summoning condition); EDOPro writes it as EFFECT_SPSUMMON_CONDITION.',
    example: 'Toon Mermaid: "Cannot be Special Summoned unless you control a face-up "Toon World"."',
  },
  cannotNormalSummonIf: {
    printed: 'Cannot be Normal Summoned if/while/unless ...',
    meaning:
      'A conditional restriction: the Normal Summon (and Tribute Summon) is refused when the condition says so, checked when the summon is attempted. The Set stays allowed.',
    rule: 'Rules §3 ("cannot be Normal Summoned" is about the Summon, not the Set); the condition is checked on the attempt (rulebook).',
    example: 'Cards printed "Cannot be Normal Summoned if you control a Level 5 or higher monster."',
  },
  doubleTribute: {
    printed: 'This card can be treated as 2 Tributes for the Tribute Summon of a ... monster.',
    meaning: 'When Tributed for the Tribute Summon (or Tribute Set) of a monster that fits the filter, this card may count as 2 Tributes (or as 1).',
    rule: "Rules §1: only the cards' own text changes the Tribute count.",
    example: 'Kuribandit-style "Double Tribute" monsters; "Tethys, Goddess of Light"-style LIGHT double Tributes.',
  },
  tributeFilter: {
    printed: 'If you Tribute Summon this card, the Tributes must be DARK. / Requires 3 "Qli" Tributes to Normal Summon/Set.',
    meaning:
      'The Tributes of its Tribute Summon and Tribute Set must fit the filter; other monsters cannot be Tributed for it. Its optional procedures ("You can Tribute Summon this card by Tributing ...") keep their own Tributes.',
    rule: "Rules §1: only the card's own text changes what may be Tributed (EDOPro: EFFECT_TRIBUTE_LIMIT).",
    example: 'Lich Lord, King of the Underworld: "If you Tribute Summon this card, the Tribute must be DARK."',
  },
  ownEffect: {
    printed: 'You can Special Summon this card (from your hand) (as an effect that starts a chain).',
    meaning:
      'Its own effect Special Summons it: an activated effect that starts a chain, can be negated only by negating the activation, and (a "When" trigger) can miss the timing. With "Cannot be Normal Summoned/Set" it is Semi-Nomi: from the GY or banishment other effects may revive it only after it was summoned by its own effect.',
    rule: 'Rules §6, second row (Blue Mountain Butterspy, Synchro Magnet).',
    example: 'Blue Mountain Butterspy: "When you Normal Summon a Warrior monster: You can Special Summon this card from your hand."',
  },
  mustByCardEffect: {
    printed: 'Must be Special Summoned with a card effect.',
    meaning:
      'Not Nomi: any card effect may Special Summon it, from any location, also from the GY without an earlier summon. Summons that are not card effects (built-in procedures, Synchro/Xyz/Link/Pendulum Summons) cannot.',
    rule: 'Rules §6, third row.',
    example: 'Transcendosaurus Meteorus: "Cannot be Normal Summoned/Set. Must be Special Summoned with a card effect."',
  },
  controlOnlyOne: {
    printed: 'You can only control 1 "Kaiju" monster.',
    meaning:
      "A summon that would give the player a second monster that fits the filter is refused (whoever summons it: a Kaiju summoned to the opponent's field counts for them).",
    rule: 'Rulebook: "You can only control 1" is checked when the card would be placed on the field.',
    example: 'Gameciel, the Sea Turtle Kaiju: "You can only control 1 "Kaiju" monster."',
  },
  specialSummonOncePerTurn: {
    printed: 'You can only Special Summon "X" once per turn.',
    meaning: 'The player can Special Summon a card of this name once per turn, by any way; a second Special Summon of the name that turn is refused.',
    rule: 'Rulebook: "once per turn" limits are counted per name and per player.',
    example: 'Many Extra Deck monsters: "You can only Special Summon "X" once per turn."',
  },
  proceduresOncePerTurn: {
    printed: 'You can only Special Summon "X" once per turn this way.',
    meaning:
      'One count for all of its built-in procedures: once the player Special Summoned a card of this name by any of them, none of them can be used again that turn. Other Special Summons (by card effects) are not counted.',
    rule: 'Rulebook: "once per turn" limits are counted per name and per player. EDOPro\'s engine: every procedure of the card has the same count (SetCountLimit(1,id,EFFECT_COUNT_CODE_OATH)).',
    example:
      'Fallen of Argyros: "... you can Special Summon this card (from your hand) to either field. You can only Special Summon "Fallen of Argyros" once per turn this way."',
  },
  cannotMechanic: {
    printed: 'Cannot be Synchro Summoned. (Cannot be Xyz Summoned, ...)',
    meaning: 'That mechanic never summons it: no Synchro (Xyz, Link, Fusion, Pendulum) Summon. Its method is what else it prints (usually a procedure).',
    rule: 'Rules §3: summoning conditions bind the mechanic.',
    example: 'Level 0 Synchro Monsters: "Cannot be Synchro Summoned. Must be Special Summoned (from your Extra Deck) by ..."',
  },
  xyzLevelGrant: {
    printed: 'This card can be treated as a Level 3 or 5 monster when used for the Xyz Summon of a WATER monster.',
    meaning:
      'As Xyz Material it may have one of those Levels instead of its own, but only for the Xyz Summon of a monster that fits the filter (any Xyz Monster when none is written). Elsewhere its Level is its own.',
    rule: "Rulebook: Xyz Materials have the same Level, equal to the Rank. EDOPro's engine: EFFECT_XYZ_LEVEL, read by Card.IsXyzLevel for the Xyz Monster being summoned.",
    example: 'Cutter Shark, Lantern Shark, Star Drawing.',
  },
  xyzMaterialLevel: {
    printed: "For this card's Xyz Summon, you can treat Link-2 monsters you control as Level 2.",
    meaning:
      'Only for the Xyz Summon of this card: monsters you control that fit the filter may be its Xyz Material as that Level, also Link and Xyz Monsters, which have no Level. For every other summon they keep what they are.',
    rule: "Rulebook: Xyz Materials have the same Level, equal to the Rank. EDOPro's engine: a field EFFECT_XYZ_LEVEL of the Xyz Monster in the Extra Deck, read by Card.IsXyzLevel for its own Xyz Summon.",
    example: 'Gigantic Splight, Twins of the Eclipse.',
  },
  nonTunerGrant: {
    printed: 'If this card you control is used as Synchro Material for a "T.G." monster, you can treat it as a non-Tuner.',
    meaning:
      'As Synchro Material this Tuner may stand as a non-Tuner (or stay a Tuner), but only for the Synchro Summon of a monster that fits the filter (any Synchro Monster when none is written).',
    rule: "Rulebook: a Synchro Summon uses 1 Tuner and non-Tuners. EDOPro's engine: EFFECT_NONTUNER, read by Card.IsNotTuner for the Synchro Monster being summoned.",
    example: 'Phantom King Hydride, T.G. Tank Grub, Mathmech Sigma.',
  },
  cannotBeMaterial: {
    printed: 'Cannot be used as material for a Fusion, Synchro, Xyz, or Link Summon.',
    meaning: 'The card can never be one of the materials of the listed summons.',
    rule: 'Rulebook: material restrictions are checked when the materials are chosen.',
    example: 'Many Special Summon monsters: "Cannot be used as material for a Fusion, Synchro, Xyz, or Link Summon."',
  },
  alternativeXyzMaterials: {
    printed: 'You can also Xyz Summon this card by using "X" you control as material.',
    meaning:
      'A second Xyz Summon: the listed monster (usually an Xyz Monster) becomes its material, with its own materials moved under the new monster. It is an Xyz Summon (properly summoned). With `if activated this turn ...`, only in a turn such a Spell Card was activated, by either player.',
    rule: 'Rules §2 (built-in Special Summons); rulebook: the materials are transferred.',
    example: 'Number S39: Utopia the Lightning: "You can also Xyz Summon this card by using a Rank 4 "Utopia" monster you control."',
  },
  spellTrapTributes: {
    printed: 'To Tribute Summon this card face-up, you can Tribute a Continuous Spell/Trap you control, instead of a monster.',
    meaning:
      'Besides monsters, Spells/Traps you control that fit the filter (up to its count; without a filter, each face-up Continuous Spell or Trap) can be Tributes of its Tribute Summon (not of a Tribute Set), 1 each. A Spell/Trap Tributed frees no Monster Zone.',
    rule: "Rules §1 (Tribute Summon); the card's own text changes what can be Tributed. EDOPro's engine: EFFECT_ADD_EXTRA_TRIBUTE over the Spell & Trap Zones, a Set card included.",
    example: 'Ignis Heat, the True Dracowarrior; Master Peace, the True Dracoslaying King ("Continuous Spell/Trap Card(s) you control, as well as monsters").',
  },
  opponentTributes: {
    printed: 'To Tribute Summon this card, you can Tribute 1 monster your opponent controls, even though you do not control it.',
    meaning:
      "Its Tribute Summon (not a Tribute Set) may Tribute up to that many monsters your opponent controls that fit the filter; the other Tributes are monsters you control. With `once this turn`, only one Tribute Summon of the turn does so. They go to their owner's GY.",
    rule: "Rules §1: a Tribute Summon Tributes monsters its player controls, unless a card says otherwise. EDOPro's engine takes the opponent's monsters through EFFECT_ADD_EXTRA_TRIBUTE, as Vampire Sucker grants it.",
    example: 'Vampire Sucker and The Monarchs Stormforth grant it to every Tribute Summon; no real monster prints it for its own.',
  },
  mechanicOnlyInPhase: {
    printed: 'Cannot be Link Summoned, except during Main Phase 2.',
    meaning: "Its Link (Synchro, Xyz, ...) Summon is allowed only in the named Main Phase of its player's turn; other summons are not affected.",
    rule: 'Rulebook: a summoning condition that names a phase is checked when the summon is attempted.',
    example: 'Clara & Rushka, the Ventriloduo: "Cannot be Link Summoned, except during Main Phase 2."',
  },
  noNormalSummonTurnSpecialSummoned: {
    printed: 'You cannot Normal Summon/Set the turn you Special Summon this card.',
    meaning:
      'A player who Normal Summoned or Set this turn cannot Special Summon it; after Special Summoning it, that player cannot Normal Summon or Set for the rest of the turn.',
    rule: 'Rulebook: "the turn you ..." restrictions bind the whole turn, before and after.',
    example: 'Lava Golem: "You cannot Normal Summon/Set the turn you Special Summon this card."',
  },
  faceDownMaterials: {
    printed: 'If you Link Summon this card, you can also use face-down "Ghostrick" monsters you control as material.',
    meaning: 'Materials are face-up monsters unless the card says otherwise; for this card, face-down monsters that fit the filter may be used too.',
    rule: 'Rulebook: materials for Synchro, Xyz and Link Summons are face-up monsters you control, unless a card says otherwise.',
    example: 'Ghostrick Festival.',
  },
  opponentMaterials: {
    printed: 'You can also use 1 monster your opponent controls as material to Link Summon this card.',
    meaning:
      "Its own Link (Synchro, Xyz) Summon may use up to that many face-up monsters your opponent controls that fit the filter; the other materials are face-up monsters you control. They go to their owner's GY.",
    rule: "Rulebook: materials are monsters you control, unless a card says otherwise. EDOPro's engine takes the opponent's monster only for this card's own Summon, and only face-up (EFFECT_EXTRA_MATERIAL).",
    example: 'Underworld Goddess of the Closed World.',
  },
  summonCannotBeNegated: {
    printed: "This card's Summon cannot be negated.",
    meaning: 'Solemn Judgment, Solemn Warning and Black Horn of Heaven cannot negate its summon in the summon negation window.',
    rule: 'Rules §2: negation of Normal, Flip and built-in Special Summons.',
    example: 'Obelisk the Tormentor: "This card\'s Normal Summon cannot be negated."',
  },
};

export function explanationKey(clause: SummonClause): ExplanationKey {
  if (clause.kind === 'procedure') {
    return clause.restriction === 'nomi' ? 'procedureNomi' : clause.restriction === 'semi-nomi' ? 'procedureSemiNomi' : 'procedure';
  }
  if (clause.kind === 'byEffectOf') return clause.restriction === 'nomi' ? 'byEffectOfNomi' : 'byEffectOfSemiNomi';
  return clause.kind;
}

/** Lines inside a procedure block. */
export const PROCEDURE_LINE_EXPLANATIONS: Readonly<Record<'condition' | 'cost', string>> = {
  condition:
    'A **condition** of the procedure: it must hold when you perform the summon (checked, not paid). Free text in quotes is not machine-checked; the engine assumes it holds and says so.',
  cost: 'A **cost** of the procedure: paid as you perform the summon (banish, Tribute, send, discard, pay LP). Tributing as a cost is not a Tribute Summon.',
};

/** Brief hovers for the field keywords of a card (docs/language.md). */
/** Hover on a field word: the card field table's explanation (grammar/cardFields.ts). */
export const FIELD_EXPLANATIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CARD_FIELDS).map(([name, field]) => [name, field.explanation]),
);
