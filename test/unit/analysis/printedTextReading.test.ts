import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clausesStatedByText } from '../../../server/src/core/analysis/printedTextReading';
import type { MonsterDeclaration } from '../../../server/src/core/model/cards';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';

/**
 * Official wordings the printed-text reader (the importer's) once misread, each with the clauses it stands
 * for, what must not be read from it, and whether a remark names what the language cannot say.
 */
interface Case {
  readonly text: string;
  readonly clauses: readonly string[];
  readonly not?: readonly string[];
  /** A "not derived" remark is written (the language cannot say all of it). */
  readonly remark?: RegExp;
}

const CASES: readonly Case[] = [
  {
    text: 'Cannot be Normal Summoned, unless you control a "Ghostrick" monster. Once per turn: You can change this card to face-down Defense Position.',
    clauses: ['cannot normal summon unless you control 1 archetype "Ghostrick" monster'],
    not: ['cannot normal summon'],
  },
  {
    text: 'This card cannot be Special Summoned. This card cannot be Normal Summoned or Set except by Tributing 3 monsters.',
    clauses: ['cannot special summon', 'requires 3 tributes'],
    not: ['cannot normal summon or set'],
  },
  { text: 'While this card has Xyz Material, Level 5 or higher monsters cannot be Special Summoned.', clauses: [], not: ['cannot special summon'] },
  {
    text: 'Cannot be Special Summoned, except by Pendulum Summon. Once per turn: You can target 1 monster.',
    clauses: [],
    not: ['must pendulum summon', 'cannot special summon'],
    remark: /Pendulum Summon/,
  },
  {
    text: '1 Normal Summoned/Set monster Cannot be Link Summoned, except during Main Phase 2.',
    clauses: ['cannot link summon except in main2'],
    not: ['cannot link summon'],
  },
  {
    text: 'Cannot be Special Summoned. Requires 3 "Qli" Tributes to Normal Summon/Set.',
    clauses: ['cannot special summon', 'requires 3 tributes', 'tributes must be archetype "Qli" monsters'],
  },
  { text: 'If you Tribute Summon this card, the Tribute must be DARK.', clauses: ['tributes must be dark monsters'] },
  {
    text: 'Cannot be Special Summoned unless you control a face-up "Toon World".',
    clauses: ['cannot special summon unless you control 1 face-up "Toon World" card'],
  },
  { text: '2 Beast monsters\nMust be either Fusion Summoned or Pendulum Summoned.', clauses: ['must fusion summon', 'must pendulum summon'] },
  { text: 'If you Tribute Summon this card, all Tributes must be Winged Beast-Type.', clauses: ['tributes must be winged-beast monsters'] },
  { text: 'Requires 3 Tributes to Normal Summon (cannot be Normal Set).', clauses: ['requires 3 tributes cannot set'] },
  { text: 'Cannot be Normal Summoned (but can be Normal Set).', clauses: ['cannot normal summon'] },
  {
    text: 'To Tribute Summon this card face-up, you can Tribute a Continuous Spell/Trap you control, instead of a monster. Once per turn, when your opponent activates a card or effect (Quick Effect): You can add 1 "True Draco" or "True King" monster from your Deck to your hand.',
    clauses: ['can tribute 1 continuous spell/trap you control for tribute summon'],
    not: ['can tribute face-up continuous spells and traps'],
  },
  {
    text: 'Requires 3 Tributes to Normal Summon (cannot be Normal Set). To Tribute Summon this card face-up, you can Tribute Continuous Spell/Trap Card(s) you control, as well as monsters.',
    clauses: ['requires 3 tributes cannot set', 'can tribute 1 or more continuous spell/trap cards you control for tribute summon'],
  },
  {
    text: 'To Tribute Summon this card face-up, you can Tribute Trap(s) you control, as well as monsters. When this card is Normal Summoned: You can destroy all Spells and Traps your opponent controls.',
    clauses: ['can tribute 1 or more traps you control for tribute summon'],
  },
  {
    text: 'Once per turn, if you would Tribute Summon this card, you can Tribute 1 Zombie monster your opponent controls, even though you do not control it.',
    clauses: ['can tribute 1 zombie monster opponent controls for tribute summon once this turn'],
  },
  {
    text: '4+ Effect Monsters You can also use 1 monster your opponent controls as material to Link Summon this card. If this card is Link Summoned: You can negate the effects of all face-up monsters your opponent currently controls.',
    clauses: ['can use 1 monster opponent controls as material to link summon'],
  },
  {
    text: 'You can target 1 WATER monster you control; Special Summon 1 Fish monster with the same Level. This card can be treated as a Level 3 or 5 monster when used for the Xyz Summon of a WATER monster.',
    clauses: ['treated as level 3 or 5 for xyz summon of water monsters'],
  },
  {
    text: 'If this card is used for an Xyz Summon, you can treat it as a Level 5 monster. An Xyz Monster that was Summoned using this card as an Xyz Material gains this effect.',
    clauses: ['treated as level 5 for xyz summon'],
  },
  {
    text: 'If you use this card you control for a Synchro Summon, you can treat it as a non-Tuner monster.',
    clauses: ['treated as non-tuner for synchro summon'],
  },
  {
    text: 'If this card is used for the Xyz Summon of a "Number" monster, it can be treated as a Level 3 or 4 monster.',
    clauses: ['treated as level 3 or 4 for xyz summon of archetype "Number" monsters'],
  },
  {
    text: 'If this card you control would be used as Synchro Material, you can treat it as a non-Tuner.',
    clauses: ['treated as non-tuner for synchro summon'],
  },
  {
    text: "2 Level 2 monsters For this card's Xyz Summon, you can treat Link-2 monsters you control as Level 2. If this card has a Link Monster as material, its original ATK is doubled.",
    clauses: ['can treat link 2 monsters as level 2 for its xyz summon'],
  },
  {
    text: "2 Level 4 monsters For this card's Xyz Summon, you can treat Rank 4 monsters you control as Level 4 monsters for material.",
    clauses: ['can treat rank 4 monsters as level 4 for its xyz summon'],
  },
  {
    text: "If this card you control would be used as Synchro Material for a FIRE monster, you can treat it as a non-Tuner. Once per turn: You can increase or decrease this card's Level by 1.",
    clauses: ['treated as non-tuner for synchro summon of fire monsters'],
  },
  {
    text: 'If this card you control is used as Synchro Material for a "T.G." monster, you can treat it as a non-Tuner. If this card is sent to the GY as Synchro Material for a "T.G." monster: You can Special Summon 1 "T.G. Token".',
    clauses: ['treated as non-tuner for synchro summon of archetype "T.G." monsters'],
  },
  { text: 'Cannot be Flip Summoned. Once per turn: You can change this card to face-down Defense Position.', clauses: ['cannot flip summon'] },
  // "once per turn this way" after two procedures is their shared count; after one, that procedure's own.
  {
    text: 'If your opponent controls a monster, you can Special Summon this card (from your hand). You can Special Summon this card (from your GY) by banishing 1 monster from your hand. You can only Special Summon "Reader" once per turn this way.',
    clauses: [
      'special summon by procedure from hand {',
      '  condition opponent controls monsters',
      '}',
      'special summon by procedure from graveyard {',
      '  cost banish 1 monster from hand',
      '}',
      'special summon once per turn this way',
    ],
    not: ['  once per turn by name'],
  },
  // "If a ... is on the field": either player's face-up monster, a procedure for each side, their count shared.
  {
    text: 'If a Synchro Monster is on the field, you can Special Summon this card (from your hand). You can only Special Summon "Reader" once per turn this way.',
    clauses: [
      'special summon by procedure from hand {',
      '  condition you control 1 face-up synchro monster',
      '}',
      'special summon by procedure from hand {',
      '  condition opponent controls 1 face-up synchro monster',
      '}',
      'special summon once per turn this way',
    ],
  },
  {
    text: 'You can Special Summon this card (from your hand) by discarding 1 card. You can only Special Summon "Reader" once per turn this way.',
    clauses: ['special summon by procedure from hand {', '  cost discard 1 card', '  once per turn by name', '}'],
    not: ['special summon once per turn this way'],
  },
  {
    text: 'Cannot be Special Summoned from the GY, except if it was sent there from the field.',
    clauses: ['cannot special summon from graveyard except if sent from field'],
    not: ['cannot special summon from graveyard'],
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must be Special Summoned with the effect of a "Triamid" card, and cannot be Special Summoned by other ways.',
    clauses: ['cannot normal summon or set', 'must special summon by effect of archetype "Triamid" card'],
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must be Special Summoned with the effect of a "Bonding" Spell/Trap.',
    clauses: ['cannot normal summon or set', 'must special summon by effect of archetype "Bonding" spell or trap'],
  },
  { text: 'Must be Special Summoned with a "Rank-Up-Magic" Spell Card.', clauses: ['must special summon by effect of archetype "Rank-Up-Magic" spell'] },
  {
    text: 'Must first be Special Summoned with the effect of a "Drytron" card.',
    clauses: ['must first special summon by effect of archetype "Drytron" card'],
  },
  { text: '2 Level 4 monsters Must be Xyz Summoned with the above materials.', clauses: ['must xyz summon', 'xyz only with materials'] },
  { text: 'A Synchro Summon of this card can only be done with the above materials.', clauses: ['synchro only with materials'] },
  { text: 'A Fusion Summon of this card can only be done with the above materials.', clauses: ['fusion only with materials'] },
  { text: 'This card cannot be Flip Summoned.', clauses: ['cannot flip summon'], not: ['cannot normal summon'] },
  { text: 'This card cannot be Normal Summoned or Normal Set.', clauses: ['cannot normal summon or set'] },
  {
    text: 'Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by banishing 3 Fiend monsters from your GY.',
    clauses: ['cannot normal summon or set', 'must special summon by procedure from hand {', '  cost banish 3 fiend monsters from graveyard', '}'],
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by Tributing 2 monsters.',
    clauses: ['cannot normal summon or set', 'must first special summon by procedure from hand {', '  cost tribute 2 monsters', '}'],
  },
  // The face-up Extra Deck, printed "from your face-up Extra Deck" or "face-up in your Extra Deck".
  {
    text: 'Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand or face-up Extra Deck) by Tributing 2 monsters.',
    clauses: ['cannot normal summon or set', 'must special summon by procedure from hand or face-up extra {', '  cost tribute 2 monsters', '}'],
  },
  {
    text: 'You can Special Summon this card (from your hand) by banishing 1 Pendulum Monster from your face-up Extra Deck.',
    clauses: ['special summon by procedure from hand {', '  cost banish 1 pendulum monster from face-up extra', '}'],
  },
  {
    text: 'You can Special Summon this card (from your hand) by banishing 1 Pendulum Monster that is face-up in your Extra Deck.',
    clauses: ['special summon by procedure from hand {', '  cost banish 1 pendulum monster from face-up extra', '}'],
  },
  {
    text: 'If you have a face-up "Odd-Eyes" Pendulum Monster in your Extra Deck, you can Special Summon this card (from your hand).',
    clauses: ['special summon by procedure from hand {', '  condition face-up extra has 1 archetype "Odd-Eyes" pendulum monster', '}'],
  },
  {
    text: 'If you have 2 Pendulum Monsters face-up in your Extra Deck, you can Special Summon this card (from your hand).',
    clauses: ['special summon by procedure from hand {', '  condition face-up extra has 2 pendulum monsters', '}'],
  },
  {
    text: 'You can Special Summon this card (from your hand or face-up in your Extra Deck) by Tributing 1 monster.',
    clauses: ['special summon by procedure from hand or face-up extra {', '  cost tribute 1 monster', '}'],
  },
  {
    text: 'Must be Special Summoned with "Dark Fusion" and cannot be Special Summoned by other ways.',
    clauses: ['must special summon by effect of "Dark Fusion"'],
  },
  { text: 'Must first be Special Summoned with "Level Up!".', clauses: ['must first special summon by effect of "Level Up!"'] },
  { text: 'Cannot be Normal Set. If this card is Normal Summoned: Draw 1 card.', clauses: [], remark: /^Cannot be Normal Set$/ },
  {
    text: 'If you control no monsters: You can Normal Summon this card without Tributing.',
    clauses: ['can summon without tributes {', '  condition you control no monsters', '}'],
  },
  { text: '2 Effect Monsters Cannot be Link Summoned to the Extra Monster Zone.', clauses: [], not: ['cannot link summon'], remark: /Extra Monster Zone/ },
  {
    text: 'Must be Special Summoned (from your hand) by banishing "Kozmo" monsters from your hand whose total Levels equal 10 or more.',
    clauses: [
      'must special summon by procedure from hand {',
      '  cost "banishing \\"Kozmo\\" monsters from your hand whose total Levels equal 10 or more"',
      '}',
    ],
    remark: /whose total Levels/,
  },
  // Older wordings of a Nomi procedure ("removing from play": banishing), and where they stay named.
  {
    text: 'This card cannot be Normal Summoned or Set. This card cannot be Special Summoned except by Tributing 1 "Levia-Dragon - Daedalus".',
    clauses: ['cannot normal summon or set', 'must special summon by procedure {', '  cost tribute 1 "Levia-Dragon - Daedalus"', '}'],
  },
  {
    text: 'This card cannot be Normal Summoned or Set. This card cannot be Special Summoned, except by removing from play 1 "Rainbow Dragon" from your hand or Deck.',
    clauses: ['cannot normal summon or set', 'must special summon by procedure {', '  cost banish 1 "Rainbow Dragon" from hand or deck', '}'],
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by removing 2 WATER monsters in your Graveyard from play.',
    clauses: ['cannot normal summon or set', 'must special summon by procedure from hand {', '  cost banish 2 water monsters from graveyard', '}'],
  },
  {
    text: 'This card cannot be Normal Summoned or Set. This card cannot be Special Summoned except by sending 1 face-up "Jinzo" on your side of the field to the Graveyard.',
    clauses: ['cannot normal summon or set', 'must special summon by procedure {', '  cost send 1 face-up "Jinzo" from field to graveyard', '}'],
  },
  {
    text: 'Cannot be Special Summoned, except by its own effect.',
    clauses: [],
    not: ['special summon by own effect', 'cannot special summon'],
    remark: /except by its own effect/,
  },
  {
    text: 'This card cannot be Normal Summoned or Set. This card cannot be Special Summoned except by Tributing 1 face-up "Warrior of Zera" on your side of the field while "Pandemonium" is on the field.',
    clauses: [
      'cannot normal summon or set',
      'must special summon by procedure {',
      '  cost "Tributing 1 face-up \\"Warrior of Zera\\" on your side of the field while \\"Pandemonium\\" is on the field"',
      '}',
    ],
    not: ['cannot special summon'],
    remark: /while "Pandemonium"/,
  },
  // "can only be Special Summoned by" is Nomi on some cards, Semi-Nomi on most (rules §6): read as Semi-Nomi, and named.
  {
    text: 'This card cannot be Normal Summoned or Set. This card can only be Special Summoned by removing 2 WATER monsters in your Graveyard from play.',
    clauses: ['cannot normal summon or set', 'must first special summon by procedure {', '  cost banish 2 water monsters from graveyard', '}'],
    remark: /can only be Special Summoned by removing 2 WATER.*read as Semi-Nomi/,
  },
  {
    text: "This card cannot be Normal Summoned or Set. This card can only be Special Summoned from your hand to your opponent's side of the field by Tributing 1 monster your opponent controls.",
    clauses: [
      'cannot normal summon or set',
      "must first special summon by procedure from hand to opponent's field {",
      '  cost tribute 1 monster opponent controls',
      '}',
    ],
    remark: /older wording/,
  },
  {
    text: 'This card cannot be Special Summoned except by the effect of "Gladiator Beast Dimacari".',
    clauses: [],
    not: ['must special summon by effect of "Gladiator Beast Dimacari"'],
    remark: /keeps its Normal Summon/,
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must first be Special Summoned with "Rise of the Snake Deity" and cannot be Special Summoned by other ways except by its own effect.',
    clauses: ['cannot normal summon or set', 'must special summon by effect of "Rise of the Snake Deity"'],
    remark: /read as Nomi/,
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must be Special Summoned by the following effect. If 3 or more cards are in the same column: You can Special Summon this card from your hand.',
    clauses: ['cannot normal summon or set', 'must special summon by effect of "Reader"'],
  },
  {
    text: 'Cannot be Normal Summoned/Set. When you Normal Summon a Warrior monster: You can Special Summon this card from your hand.',
    clauses: ['cannot normal summon or set', 'special summon by own effect'],
  },
  {
    text: 'When you Normal Summon a Warrior monster: You can Special Summon this card from your hand.',
    clauses: [],
    not: ['special summon by own effect'],
  },
  {
    text: 'Cannot be Special Summoned, except by a "Hazy Flame" monster\'s effect.',
    clauses: [],
    not: ['must special summon by procedure {'],
    remark: /"Hazy Flame" monster's effect/,
  },
  {
    text: 'You can Normal Summon this card with 1 Tribute. If you do, it becomes Level 5.',
    clauses: ['can tribute 1 to summon'],
  },
  {
    text: 'This card can be Normal Summoned or Set with 1 Tribute.',
    clauses: ['can tribute 1 to summon or set'],
  },
  {
    text: 'You can Tribute Summon this card by Tributing 1 monster.',
    clauses: ['can tribute 1 to summon'],
  },
  {
    text: 'You can Normal Summon/Set this card without Tributing, but its original ATK/DEF becomes halved.',
    clauses: ['can summon or set without tributes'],
    remark: /halved/,
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must first be Special Summoned by its own effect.',
    clauses: ['cannot normal summon or set', 'special summon by own effect'],
  },
  {
    text: 'Must be Special Summoned by its own effect, and cannot be Special Summoned by other ways.',
    clauses: ['must special summon by effect of "Reader"'],
    not: ['special summon by own effect'],
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by Tributing 1 Level 1 "Flower Cardian" monster, except "Flower Cardian Pine with Crane".',
    clauses: [
      'cannot normal summon or set',
      'must first special summon by procedure from hand {',
      '  cost tribute 1 level 1 archetype "Flower Cardian" monster except "Flower Cardian Pine with Crane"',
      '}',
    ],
  },
  {
    text: 'If you control a "Blackwing" monster other than "Blackwing - Gale the Whirlwind", you can Special Summon this card (from your hand).',
    clauses: [
      'special summon by procedure from hand {',
      '  condition you control 1 archetype "Blackwing" monster except "Blackwing - Gale the Whirlwind"',
      '}',
    ],
  },
  {
    text: 'If your opponent controls more monsters than you do, you can Special Summon this card (from your hand). You can only Special Summon "Dinowrestler Pankratops" once per turn this way.',
    clauses: ['special summon by procedure from hand {', '  condition opponent controls more monsters than you', '  once per turn by name', '}'],
  },
  {
    text: 'If you control no cards, you can Special Summon this card (from your hand).',
    clauses: ['special summon by procedure from hand {', '  condition you control no cards', '}'],
  },
  {
    text: 'If all monsters you control are Cyberse monsters (min. 1), you can Special Summon this card (from your hand).',
    clauses: ['special summon by procedure from hand {', '  condition all monsters you control are cyberse monsters', '}'],
  },
  {
    text: 'If your opponent controls a card and you control no cards, you can Special Summon this card (from your hand).',
    clauses: ['special summon by procedure from hand {', '  condition opponent controls 1 card', '  condition you control no cards', '}'],
  },
  {
    text: 'If your opponent controls a monster, and all monsters you control are face-up "Gimmick Puppet" monsters (min. 1), you can Special Summon this card (from your hand).',
    clauses: [
      'special summon by procedure from hand {',
      '  condition opponent controls monsters',
      '  condition all monsters you control are face-up archetype "Gimmick Puppet" monsters',
      '}',
    ],
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by banishing 1 LIGHT and 1 DARK monster from your GY.',
    clauses: [
      'cannot normal summon or set',
      'must first special summon by procedure from hand {',
      '  cost banish 1 light monster from graveyard',
      '  cost banish 1 dark monster from graveyard',
      '}',
    ],
  },
  {
    text: 'Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by banishing 2 monsters you control and 1 monster from your Graveyard.',
    clauses: [
      'cannot normal summon or set',
      'must first special summon by procedure from hand {',
      '  cost banish 2 monsters from field',
      '  cost banish 1 monster from graveyard',
      '}',
    ],
  },
  {
    text: 'Must first be Special Summoned (from your hand) by banishing 3 LIGHT and/or DARK monsters from your GY.',
    clauses: ['must first special summon by procedure from hand {', '  cost "banishing 3 LIGHT and/or DARK monsters from your GY"', '}'],
    remark: /LIGHT and\/or DARK/,
  },
  // A Nomi or Semi-Nomi sentence keeps its category when its method has no clause: the method is free text.
  {
    text: 'Must be Special Summoned with "The Claw of Hermos", using a Dragon monster.',
    clauses: ['must special summon by effect of "The Claw of Hermos"'],
    remark: /using a Dragon monster/,
  },
  {
    text: "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) during the turn a Thunder monster's effect was activated in the hand, by banishing 1 Thunder monster from your GY.",
    clauses: [
      'cannot normal summon or set',
      'must first special summon by procedure from hand {',
      '  condition "during the turn a Thunder monster\'s effect was activated in the hand, by banishing 1 Thunder monster from your GY"',
      '}',
    ],
    remark: /free text/,
  },
  {
    text: 'Must be Special Summoned (from your Pendulum Zone) by Tributing 1 monster.',
    clauses: [],
    remark: /Pendulum Zone/,
  },
  // Spell/Trap filters in a method or a condition.
  {
    text: 'Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by sending 1 Spell from your hand to the GY.',
    clauses: ['cannot normal summon or set', 'must first special summon by procedure from hand {', '  cost send 1 spell from hand to graveyard', '}'],
  },
  {
    text: 'If you control a face-up Continuous Trap, you can Special Summon this card (from your hand).',
    clauses: ['special summon by procedure from hand {', '  condition you control 1 face-up continuous trap', '}'],
  },
  {
    text: 'You can Special Summon this card (from your hand) by sending 1 Spell/Trap Card you control to the GY.',
    clauses: ['special summon by procedure from hand {', '  cost send 1 spell/trap card from field to graveyard', '}'],
  },
  // A way of summoning this card the table has no row for is named, never passed over.
  {
    text: 'If you control no face-up cards, you can Normal Summon this card without Tributing, but its original ATK becomes 1800.',
    clauses: [],
    remark: /^If you control no face-up cards, you can Normal Summon this card without Tributing/,
  },
  { text: 'If this is the only card in your hand, you can Normal Summon it without Tributing.', clauses: [], remark: /only card in your hand/ },
  {
    text: 'You can Special Summon this card (from your hand) by returning 1 "U.A." monster you control to the hand, except "U.A. Mighty Slugger".',
    clauses: [],
    remark: /returning 1 "U\.A\." monster/,
  },
  // About other monsters: nothing of this card.
  { text: 'Each turn, 1 Level 5 or higher "D/D" monster you Normal Summon can be Summoned without Tributing.', clauses: [] },
];

function cardOf(text: string): MonsterDeclaration {
  const card = analyzeDocument('file:///reading.card', `monster "Reader" {\n  frame effect\n  level 4\n  text ${JSON.stringify(text)}\n}\n`).file.cards[0];
  assert.ok(card?.kind === 'monster');
  return card;
}

for (const c of CASES) {
  test(`reads: ${c.text.slice(0, 90)}`, () => {
    const read = clausesStatedByText(cardOf(c.text));
    assert.deepEqual(read.clauses, c.clauses);
    for (const wrong of c.not ?? []) assert.ok(!read.clauses.includes(wrong), `${wrong} is not what the text says`);
    if (c.remark)
      assert.ok(
        read.notDerived.some((n) => c.remark!.test(n)),
        `a remark names it: ${JSON.stringify(read.notDerived)}`,
      );
    else assert.deepEqual(read.notDerived, []);
  });
}
