/**
 * A deterministic generator of realistic CardScript card sets, for the benchmark (scripts/bench/run.js)
 * and the fuzz tests (test/unit/fuzz). Same seed, same options: byte-identical output.
 *
 * Cards come in archetype clusters that look like a real custom format: vanilla and effect monsters, a
 * Cyber Dragon-style built-in summon, Nomi and Semi-Nomi monsters, a Nomi-by-the-effect-of-a-Spell pair,
 * an LV chain linked by `next level`, a Ritual Monster with its Ritual Spell, Fusion monsters naming
 * materials (often in other files), Synchro, Xyz and Link monsters, Tokens, Tribute variants (optional 3,
 * without Tributes, mandatory 3), Guardians, and Spells/Traps written in the engine's effect vocabulary.
 * Every clause follows docs/language.md and the printed text matches the clauses, so a correct analyser
 * reports nothing on it; a cluster cut short by the card count is completed with vanilla monsters so that no
 * reference ever dangles.
 *
 *   node out/scripts/bench/generateCardSet.js --cards 1000 --files 10 --seed 1 [--damage 0.4] --out DIR [--json]
 */

export interface GenerateOptions {
  /** Number of cards (monsters, spells, traps) in the whole set. */
  readonly cards: number;
  /** Number of files to spread the cards over (contiguous runs; references cross files). Default 1. */
  readonly files?: number;
  /** PRNG seed. Default 1. */
  readonly seed?: number;
  /** Add one scenario per cluster (not counted in `cards`). Default true. */
  readonly scenarios?: boolean;
  /** File name prefix. Default "set". */
  readonly prefix?: string;
  /**
   * Share of the cards (0..1) damaged so that they draw diagnostics: misspelt and unknown card names,
   * printed texts that say what the clauses do not, contradictory clauses, effect lines outside the
   * engine's vocabulary. Default 0: a clean pool. The undamaged cards are byte-identical to a clean pool's.
   */
  readonly damage?: number;
}

/** A card as plain data: what the bench writes as JSON to compare the parser with JSON.parse. */
export interface CardRecord {
  readonly kind: 'monster' | 'spell' | 'trap';
  readonly name: string;
  readonly fields: readonly (readonly [string, string])[];
  readonly summon?: readonly ClauseRecord[];
  readonly effect?: readonly string[];
  readonly text: string;
}

export interface ClauseRecord {
  readonly line: string;
  readonly block?: readonly string[];
}

export interface ScenarioRecord {
  readonly name: string;
  readonly you: readonly string[];
  readonly opponent: readonly string[];
  readonly steps: readonly string[];
  readonly expectations: readonly string[];
}

export interface GeneratedFile {
  /** A relative file name such as `set-007.card`. */
  readonly name: string;
  readonly text: string;
  readonly cards: readonly CardRecord[];
  readonly scenarios: readonly ScenarioRecord[];
}

export interface GeneratedCardSet {
  readonly files: readonly GeneratedFile[];
  readonly cardCount: number;
  readonly scenarioCount: number;
}

/** mulberry32: small, fast, good enough for test data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = createRandom(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }
}

const ATTRIBUTES = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND'];
const RACES = [
  'Aqua',
  'Beast',
  'Beast-Warrior',
  'Cyberse',
  'Dinosaur',
  'Dragon',
  'Fairy',
  'Fiend',
  'Fish',
  'Insect',
  'Machine',
  'Plant',
  'Psychic',
  'Pyro',
  'Reptile',
  'Rock',
  'Sea-Serpent',
  'Spellcaster',
  'Thunder',
  'Warrior',
  'Winged-Beast',
  'Wyrm',
  'Zombie',
  'Illusion',
];
const ARCHETYPE_HEADS = [
  'Ember',
  'Void',
  'Tide',
  'Storm',
  'Iron',
  'Gloom',
  'Star',
  'Frost',
  'Ash',
  'Thorn',
  'Bright',
  'Rune',
  'Cinder',
  'Hollow',
  'Silver',
  'Abyss',
  'Sky',
  'Stone',
  'Venom',
  'Dawn',
  'Dusk',
  'Crystal',
  'Shadow',
  'Thunder',
  'Ghost',
  'Blood',
  'Moon',
  'Sun',
  'Wild',
  'Clock',
];
const ARCHETYPE_TAILS = [
  'forge',
  'wing',
  'caller',
  'born',
  'fang',
  'veil',
  'heart',
  'shard',
  'crest',
  'spire',
  'blade',
  'maw',
  'tide',
  'scale',
  'wood',
  'glass',
  'horn',
  'bloom',
  'root',
  'gear',
  'mark',
  'shroud',
  'rider',
  'song',
  'wake',
];
const NOUNS = [
  'Sentinel',
  'Wyvern',
  'Knight',
  'Oracle',
  'Beast',
  'Golem',
  'Serpent',
  'Warden',
  'Herald',
  'Stalker',
  'Sprite',
  'Colossus',
  'Mystic',
  'Reaver',
  'Familiar',
  'Lancer',
  'Archer',
  'Shaman',
  'Hound',
  'Titan',
  'Drake',
  'Phantom',
  'Squire',
  'Witch',
  'Automaton',
  'Leviathan',
  'Harpy',
  'Monk',
  'Scout',
  'Juggernaut',
];
const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/** Unique archetype names: HEAD+tail pairs in a seeded order, then the same with a numeral. */
function archetypeNames(random: Random, count: number): string[] {
  const pairs: string[] = [];
  for (const head of ARCHETYPE_HEADS) for (const tail of ARCHETYPE_TAILS) pairs.push(head + tail);
  const order = random.shuffle(pairs);
  const names: string[] = [];
  for (let i = 0; i < count; i++)
    names.push(order[i % order.length] + ROMAN[Math.floor(i / order.length) % ROMAN.length] + (i >= order.length * ROMAN.length ? ` ${i}` : ''));
  return names;
}

const stat = (random: Random, low: number, high: number) => random.int(low / 100, high / 100) * 100;
const id = (random: Random) => String(random.int(10000000, 99999999));
const quote = (name: string) => `"${name}"`;

interface MonsterSpec {
  name: string;
  frame: string;
  tuner?: boolean;
  attribute: string;
  race: string;
  level?: number;
  rank?: number;
  link?: number;
  atk: number;
  def?: number;
  next?: string;
  summon?: ClauseRecord[];
  effect?: string[];
  text: string;
}

function monster(random: Random, spec: MonsterSpec): CardRecord {
  const fields: [string, string][] = [
    ['id', id(random)],
    ['frame', spec.tuner ? `${spec.frame} tuner` : spec.frame],
  ];
  fields.push(['attribute', spec.attribute], ['race', spec.race]);
  if (spec.level !== undefined) fields.push(['level', String(spec.level)]);
  if (spec.rank !== undefined) fields.push(['rank', String(spec.rank)]);
  if (spec.link !== undefined) fields.push(['link', String(spec.link)]);
  fields.push(['atk', String(spec.atk)]);
  if (spec.def !== undefined) fields.push(['def', String(spec.def)]);
  if (spec.next !== undefined) fields.push(['next level', quote(spec.next)]);
  const record: { -readonly [K in keyof CardRecord]: CardRecord[K] } = { kind: 'monster', name: spec.name, fields, text: spec.text };
  if (spec.summon && spec.summon.length > 0) record.summon = spec.summon;
  if (spec.effect && spec.effect.length > 0) record.effect = spec.effect;
  return record;
}

function spellOrTrap(random: Random, kind: 'spell' | 'trap', name: string, cardKind: string, effect: string[], text: string): CardRecord {
  return {
    kind,
    name,
    fields: [
      ['id', id(random)],
      ['kind', cardKind],
    ],
    effect,
    text,
  };
}

/** One archetype cluster: units of cards that reference each other, in an order where referenced cards come first. */
function clusterUnits(random: Random, arch: string): CardRecord[][] {
  const nouns = random.shuffle(NOUNS);
  let nounIndex = 0;
  const name = (suffix?: string) => `${arch} ${suffix ?? nouns[nounIndex++ % nouns.length]}`;
  const attribute = random.pick(ATTRIBUTES);
  const race = random.pick(RACES);
  const units: CardRecord[][] = [];
  const flavour = () =>
    random.pick([
      'A guardian of forgotten halls.',
      'It hunts beneath the broken moon.',
      'Sworn to the old crest.',
      'Its roar shakes the mountains.',
      'Nobody has seen it twice.',
      'It remembers every battle.',
    ]);

  // Vanilla and small effect monsters: the material pool (two tuners for the Synchro).
  const small: CardRecord[] = [];
  const smallNames: string[] = [];
  for (let i = 0; i < 6; i++) {
    const level = i < 2 ? random.int(2, 3) : 4;
    const nm = name();
    smallNames.push(nm);
    const vanilla = i % 3 === 2;
    small.push(
      monster(random, {
        name: nm,
        frame: vanilla ? 'normal' : 'effect',
        tuner: i < 2,
        attribute: i === 5 ? random.pick(ATTRIBUTES) : attribute,
        race,
        level,
        atk: stat(random, 300, 1900),
        def: stat(random, 0, 1800),
        effect: !vanilla && i === 3 ? [`add 1 ${attribute} monster from deck to hand`] : undefined,
        text: vanilla
          ? flavour()
          : i === 3
            ? `When this card is Summoned: add 1 ${attribute} monster from your Deck to your hand.`
            : 'A loyal servant of its clan.',
      }),
    );
  }
  units.push(small);

  // Tribute monsters: Level 5-6 (1 Tribute), Level 7-8 (2 Tributes), sometimes written explicitly.
  const mid = name();
  const big = name();
  units.push([
    monster(random, {
      name: mid,
      frame: 'effect',
      attribute,
      race,
      level: random.int(5, 6),
      atk: stat(random, 2000, 2400),
      def: stat(random, 1000, 2000),
      summon: random.chance(0.5) ? [{ line: 'tributes 1' }] : undefined,
      text: 'A seasoned champion of its clan.',
    }),
    monster(random, {
      name: big,
      frame: 'normal',
      attribute,
      race,
      level: random.int(7, 8),
      atk: stat(random, 2500, 3000),
      def: stat(random, 2000, 2500),
      summon: random.chance(0.3) ? [{ line: 'tributes 2' }] : undefined,
      text: flavour(),
    }),
  ]);

  // Cyber Dragon: a built-in Special Summon that is not a restriction.
  units.push([
    monster(random, {
      name: name(),
      frame: 'effect',
      attribute,
      race,
      level: 5,
      atk: 2100,
      def: 1600,
      summon: [{ line: 'special summon by procedure from hand', block: ['condition only opponent controls monsters'] }],
      text: 'If only your opponent controls a monster, you can Special Summon this card (from your hand).',
    }),
  ]);

  // Nomi by procedure (Dark Armed Dragon) and Semi-Nomi by procedure (Dark Necrofear).
  const fiendish = random.pick(RACES);
  units.push([
    monster(random, {
      name: name(),
      frame: 'effect',
      attribute,
      race,
      level: 7,
      atk: 2800,
      def: 1000,
      summon: [
        { line: 'cannot normal summon or set' },
        { line: 'must special summon by procedure from hand', block: [`condition graveyard has exactly 3 ${attribute} monsters`] },
      ],
      text: `Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) while you have exactly 3 ${attribute} monsters in your GY, and cannot be Special Summoned by other ways.`,
    }),
    monster(random, {
      name: name(),
      frame: 'effect',
      attribute: 'DARK',
      race: fiendish,
      level: 7,
      atk: 2200,
      def: 2800,
      summon: [
        { line: 'cannot normal summon or set' },
        { line: 'must first special summon by procedure from hand', block: [`cost banish 3 ${fiendish} monsters from graveyard`] },
      ],
      text: `Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by banishing 3 ${fiendish} monsters from your GY.`,
    }),
  ]);

  // Nomi by the effect of a named Spell (the Spell first: it is what the monster refers to).
  const caller = name('Awakening');
  const sleeper = name();
  units.push([
    spellOrTrap(
      random,
      'spell',
      caller,
      'normal',
      [`special summon 1 ${quote(sleeper)} from your hand or deck ignoring summoning conditions`],
      `Special Summon 1 "${sleeper}" from your hand or Deck, ignoring its Summoning Conditions.`,
    ),
    monster(random, {
      name: sleeper,
      frame: 'effect',
      attribute,
      race,
      level: 8,
      atk: 3000,
      def: 2500,
      summon: [{ line: 'cannot normal summon or set' }, { line: `must special summon by effect of ${quote(caller)}` }],
      text: `Cannot be Normal Summoned/Set. Must be Special Summoned by the effect of "${caller}", and cannot be Special Summoned by other ways.`,
    }),
  ]);

  // An LV chain: LV3 -> LV5 -> LV7 (the last only by the effect of the LV5).
  const lv = `${arch} Dragon LV`;
  units.push([
    monster(random, {
      name: `${lv}3`,
      frame: 'effect',
      attribute,
      race: 'Dragon',
      level: 3,
      atk: 1200,
      def: 900,
      next: `${lv}5`,
      text: `During your Standby Phase: you can send this card to the GY; Special Summon 1 "${lv}5" from your hand or Deck.`,
    }),
    monster(random, {
      name: `${lv}5`,
      frame: 'effect',
      attribute,
      race: 'Dragon',
      level: 5,
      atk: 2400,
      def: 1700,
      next: `${lv}7`,
      text: `You can send 1 card from your hand to the GY; Special Summon 1 "${lv}7" from your hand or Deck.`,
    }),
    monster(random, {
      name: `${lv}7`,
      frame: 'effect',
      attribute,
      race: 'Dragon',
      level: 7,
      atk: 2800,
      def: 1000,
      summon: [{ line: 'cannot normal summon or set' }, { line: `must special summon by effect of ${quote(`${lv}5`)}` }],
      text: `Cannot be Normal Summoned/Set. Must be Special Summoned by the effect of "${lv}5", and cannot be Special Summoned by other ways.`,
    }),
  ]);

  // A Ritual Monster and its Ritual Spell.
  const ritualSpell = name('Rite');
  const ritualMonster = name();
  units.push([
    spellOrTrap(
      random,
      'spell',
      ritualSpell,
      'ritual',
      [`ritual summon ${quote(ritualMonster)} level at least using tributes from hand or field`],
      `This card is used to Ritual Summon "${ritualMonster}". You must also Tribute monsters from your hand or field whose total Levels equal 8 or more.`,
    ),
    monster(random, {
      name: ritualMonster,
      frame: 'ritual',
      attribute,
      race,
      level: 8,
      atk: 2900,
      def: 2300,
      summon: [{ line: `ritual spell ${quote(ritualSpell)}` }],
      text: `You can Ritual Summon this card with "${ritualSpell}".`,
    }),
  ]);

  // Fusion: a Polymerization-like Spell and two Fusion Monsters (one Nomi with named materials).
  const fusionSpell = name('Fusion');
  const [a, b] = random.shuffle(smallNames.slice(2));
  units.push([
    spellOrTrap(
      random,
      'spell',
      fusionSpell,
      'normal',
      ['fusion summon using materials from hand or field'],
      'Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as Fusion Material.',
    ),
    monster(random, {
      name: name(),
      frame: 'fusion',
      attribute,
      race,
      level: 7,
      atk: 2500,
      def: 2100,
      summon: [{ line: `fusion materials ${quote(a)} + ${quote(b)}` }],
      text: `"${a}" + "${b}"`,
    }),
    monster(random, {
      name: name(),
      frame: 'fusion',
      attribute,
      race,
      level: 8,
      atk: 2800,
      def: 2400,
      summon: [{ line: `fusion materials ${quote(mid)} + 1 ${attribute} monster` }, { line: 'must fusion summon' }, { line: 'fusion only with materials' }],
      text: `"${mid}" + 1 ${attribute} monster. Must be Fusion Summoned. A Fusion Summon of this card can only be done with the above Fusion Materials.`,
    }),
  ]);

  // Synchro, Xyz and Link.
  units.push([
    monster(random, {
      name: name(),
      frame: 'synchro',
      attribute,
      race,
      level: random.int(6, 8),
      atk: stat(random, 2300, 2800),
      def: stat(random, 1500, 2200),
      summon: [{ line: 'synchro materials 1 tuner + 1 or more non-tuner monsters' }],
      text: '1 Tuner + 1+ non-Tuner monsters',
    }),
    monster(random, {
      name: name(),
      frame: 'xyz',
      attribute,
      race,
      rank: 4,
      atk: stat(random, 2000, 2600),
      def: stat(random, 1200, 2000),
      summon: [{ line: 'xyz materials 2 level 4 monsters' }],
      text: '2 Level 4 monsters',
    }),
    monster(random, {
      name: name(),
      frame: 'link',
      attribute,
      race,
      link: 2,
      atk: stat(random, 1400, 2000),
      summon: [{ line: 'link materials 2 effect monsters' }],
      text: '2 Effect Monsters',
    }),
  ]);

  // A Token and the Spell that makes it.
  const token = name('Token');
  units.push([
    monster(random, { name: token, frame: 'token', attribute, race, level: 1, atk: 0, def: 0, text: `This card can be used as a "${arch}" Token.` }),
  ]);

  // Tribute variants: optional 3 (Gilford), without Tributes (Barbaros), mandatory 3 (Obelisk), Guardian.
  const guardianKey = smallNames[3];
  units.push([
    monster(random, {
      name: name(),
      frame: 'effect',
      attribute,
      race,
      level: 8,
      atk: 2800,
      def: 1400,
      summon: [{ line: 'can tribute 3 to summon tag "three"' }],
      text: 'You can Tribute 3 monsters to Tribute Summon (but not Set) this card.',
    }),
    monster(random, {
      name: name(),
      frame: 'effect',
      attribute,
      race,
      level: 8,
      atk: 3000,
      def: 1200,
      summon: [{ line: 'can summon without tributes atk 1900' }],
      text: 'You can Normal Summon this card without Tributing, but its original ATK becomes 1900.',
    }),
    monster(random, {
      name: name('Colossus Prime'),
      frame: 'effect',
      attribute: 'DIVINE',
      race: 'Divine-Beast',
      level: 10,
      atk: 4000,
      def: 4000,
      summon: [{ line: 'requires 3 tributes cannot set' }, { line: 'summon cannot be negated' }],
      text: "Requires 3 Tributes to Normal Summon (cannot be Normal Set). This card's Normal Summon cannot be negated.",
    }),
    monster(random, {
      name: name('Guardian'),
      frame: 'effect',
      attribute,
      race,
      level: 4,
      atk: 1900,
      def: 1000,
      summon: [{ line: `summon requires "you control ${guardianKey.replace(/"/g, '')}"` }],
      text: `Must be Normal Summoned, Flip Summoned or Special Summoned while you control "${guardianKey}".`,
    }),
  ]);

  // Restrictions: no Special Summon at all, and none from the GY.
  units.push([
    monster(random, {
      name: name(),
      frame: 'effect',
      attribute,
      race,
      level: 4,
      atk: 1700,
      def: 1000,
      summon: [{ line: 'cannot special summon' }],
      text: 'Cannot be Special Summoned.',
    }),
    monster(random, {
      name: name(),
      frame: 'effect',
      attribute,
      race,
      level: 4,
      atk: 1600,
      def: 1500,
      summon: [{ line: 'cannot special summon from graveyard' }],
      text: 'Cannot be Special Summoned from the GY.',
    }),
    monster(random, {
      name: name(),
      frame: 'effect',
      attribute,
      race,
      level: 3,
      atk: 900,
      def: 1900,
      summon: [{ line: 'cannot normal summon' }],
      text: 'Cannot be Normal Summoned (but can be Normal Set).',
    }),
    monster(random, {
      name: name(),
      frame: 'effect',
      attribute,
      race,
      level: 4,
      atk: 2000,
      def: 0,
      summon: [{ line: 'normal summon or set only by', block: ['cost send 1 card from hand to graveyard'] }],
      text: 'Must be Normal Summoned/Set by sending 1 card from your hand to the GY, and cannot be Normal Summoned/Set by other ways.',
    }),
  ]);

  // Spells and Traps in the engine's vocabulary.
  units.push([
    spellOrTrap(
      random,
      'spell',
      name('Revival'),
      'normal',
      ['target 1 monster in any graveyard', 'special summon target'],
      'Target 1 monster in either GY; Special Summon it.',
    ),
    spellOrTrap(random, 'spell', name('Insight'), 'normal', ['draw 2'], 'Draw 2 cards.'),
    spellOrTrap(random, 'spell', name('Twin Call'), 'normal', ['normal summon limit 2'], 'This turn, you can conduct 2 Normal Summons/Sets.'),
    spellOrTrap(
      random,
      'spell',
      name('Crypt'),
      'continuous',
      ['pay 1000 lp per tribute instead'],
      'Each player can pay 1000 LP per Tribute instead of Tributing for a Tribute Summon.',
    ),
    spellOrTrap(
      random,
      'spell',
      name('Gate'),
      'normal',
      ['cost tribute 2 monsters', 'special summon first normal-summonable monster from your deck'],
      'Tribute 2 monsters; excavate your Deck until you excavate a monster that can be Normal Summoned, Special Summon it, also send the other cards to the GY.',
    ),
    {
      kind: 'spell',
      name: name('Sanctum'),
      fields: [
        ['id', id(random)],
        ['kind', 'field'],
      ],
      text: `All ${race} monsters on the field gain 300 ATK.`,
    },
    {
      kind: 'spell',
      name: name('Armament'),
      fields: [
        ['id', id(random)],
        ['kind', 'equip'],
      ],
      text: 'The equipped monster gains 500 ATK.',
    },
    spellOrTrap(
      random,
      'spell',
      name('Harvest'),
      'quick-play',
      [`add 1 ${attribute} monster from graveyard to hand`],
      `Add 1 ${attribute} monster from your GY to your hand.`,
    ),
    spellOrTrap(
      random,
      'trap',
      name('Deluge'),
      'normal',
      ['trigger when any summons monster', 'destroy all monsters'],
      'When a monster is Summoned: destroy all monsters on the field.',
    ),
    spellOrTrap(
      random,
      'trap',
      name('Pitfall'),
      'normal',
      ['trigger when opponent summons monster with atk 1500 or more', 'banish summoned'],
      'When your opponent Summons a monster with 1500 or more ATK: banish that monster.',
    ),
    spellOrTrap(
      random,
      'trap',
      name('Verdict'),
      'counter',
      ['cost pay half lp', 'negate summon', 'destroy summoned'],
      'When a monster would be Summoned: pay half your LP; negate the Summon, and if you do, destroy that card.',
    ),
    spellOrTrap(
      random,
      'trap',
      name('Horn'),
      'counter',
      ['negate summon of 1 monster special only by opponent', 'destroy summoned'],
      'When your opponent would Special Summon exactly 1 monster: negate the Special Summon, and if you do, destroy it.',
    ),
    spellOrTrap(
      random,
      'trap',
      name('Recall'),
      'continuous',
      ['target 1 monster in your graveyard', 'special summon target in attack position'],
      'Target 1 monster in your GY; Special Summon that target in Attack Position.',
    ),
    spellOrTrap(
      random,
      'trap',
      name('Bargain'),
      'continuous',
      ['cost pay 500 lp', 'extra normal summon'],
      'Pay 500 LP; you can conduct 1 additional Normal Summon/Set this turn.',
    ),
  ]);
  return units;
}

/** Vanilla monsters that fill a cluster the card count cuts short: they reference nothing. */
function filler(random: Random, arch: string, index: number): CardRecord {
  return monster(random, {
    name: `${arch} Wanderer ${index + 1}`,
    frame: 'normal',
    attribute: random.pick(ATTRIBUTES),
    race: random.pick(RACES),
    level: random.int(1, 4),
    atk: stat(random, 0, 1800),
    def: stat(random, 0, 1800),
    text: 'It wanders from clan to clan.',
  });
}

/** A short scenario over a cluster: a Normal Summon, a revival and a Tribute Summon, each with expectations. */
function clusterScenario(arch: string, cards: readonly CardRecord[]): ScenarioRecord | undefined {
  const field = (record: CardRecord, key: string) => record.fields.find(([k]) => k === key)?.[1];
  const vanilla = cards.find((c) => c.kind === 'monster' && field(c, 'frame') === 'normal' && Number(field(c, 'level')) <= 4 && !c.summon);
  const others = cards.filter(
    (c) =>
      c !== vanilla &&
      c.kind === 'monster' &&
      (field(c, 'frame') === 'normal' || field(c, 'frame') === 'effect') &&
      Number(field(c, 'level')) <= 4 &&
      !c.summon,
  );
  const revival = cards.find((c) => c.name.endsWith(' Revival'));
  const tribute = cards.find(
    (c) =>
      c.kind === 'monster' &&
      (field(c, 'level') === '5' || field(c, 'level') === '6') &&
      (field(c, 'frame') === 'effect' || field(c, 'frame') === 'normal') &&
      (!c.summon || c.summon.every((s) => s.line === 'tributes 1')),
  );
  if (!vanilla || others.length === 0 || !revival || !tribute) return undefined;
  const fodder = others[0];
  return {
    name: `${arch}: summon, revive, tribute`,
    you: [`hand ${quote(vanilla.name)}, ${quote(tribute.name)}, ${quote(revival.name)}`, `graveyard ${quote(fodder.name)}`],
    opponent: ['lp 8000'],
    steps: [
      `normal summon ${quote(vanilla.name)} expect legal`,
      `activate ${quote(revival.name)} target ${quote(fodder.name)} expect legal`,
      `normal summon ${quote(tribute.name)} tributing ${quote(fodder.name)} expect illegal`,
    ],
    expectations: [`${quote(vanilla.name)} in monsters`, `${quote(fodder.name)} in monsters`, `${quote(tribute.name)} in hand`],
  };
}

export function renderCard(card: CardRecord): string {
  const lines = [`${card.kind} ${quote(card.name)} {`];
  const fields = new Map(card.fields);
  for (const [key, value] of card.fields) {
    if (key === 'def') continue;
    if (key === 'atk' && fields.has('def')) lines.push(`  atk ${value} def ${fields.get('def')}`);
    else lines.push(`  ${key} ${value}`);
  }
  if (card.summon) {
    lines.push('  summon {');
    for (const clause of card.summon) {
      if (clause.block) {
        lines.push(`    ${clause.line} {`);
        for (const line of clause.block) lines.push(`      ${line}`);
        lines.push('    }');
      } else {
        lines.push(`    ${clause.line}`);
      }
    }
    lines.push('  }');
  }
  if (card.effect) {
    lines.push('  effect {');
    for (const line of card.effect) lines.push(`    ${line}`);
    lines.push('  }');
  }
  lines.push(`  text ${quote(card.text.replace(/\\/g, '\\\\').replace(/"/g, '\\"'))}`);
  lines.push('}');
  return lines.join('\n');
}

export function renderScenario(scenario: ScenarioRecord): string {
  const lines = [`scenario ${quote(scenario.name)} {`, '  you {'];
  for (const line of scenario.you) lines.push(`    ${line}`);
  lines.push('  }', '  opponent {');
  for (const line of scenario.opponent) lines.push(`    ${line}`);
  lines.push('  }');
  for (const step of scenario.steps) lines.push(`  step ${step}`);
  for (const expectation of scenario.expectations) lines.push(`  expect ${expectation}`);
  lines.push('}');
  return lines.join('\n');
}

/** Generates a set of `options.cards` cards in `options.files` files. Deterministic in the seed. */
export function generateCardSet(options: GenerateOptions): GeneratedCardSet {
  const random = new Random(options.seed ?? 1);
  const fileCount = Math.max(1, Math.floor(options.files ?? 1));
  const total = Math.max(0, Math.floor(options.cards));
  const withScenarios = options.scenarios ?? true;
  const prefix = options.prefix ?? 'set';
  const names = archetypeNames(random, Math.ceil(total / 20) + 1);
  // A second stream, so that damage never changes the cards it leaves alone.
  const damage = (options.damage ?? 0) > 0 ? new Random((options.seed ?? 1) * 7919 + 17) : undefined;

  // Flatten clusters into one sequence; each scenario is placed right after its cluster's last card.
  const sequence: (CardRecord | ScenarioRecord)[] = [];
  let produced = 0;
  for (let c = 0; produced < total; c++) {
    const arch = names[c];
    const cluster: CardRecord[] = [];
    let fillers = 0;
    for (const unit of clusterUnits(random, arch)) {
      const room = total - produced - cluster.length;
      if (room <= 0) break;
      if (unit.length <= room) cluster.push(...unit);
      else for (let i = 0; i < room; i++) cluster.push(filler(random, arch, fillers++));
    }
    produced += cluster.length;
    const scenario = withScenarios ? clusterScenario(arch, cluster) : undefined;
    sequence.push(...(damage ? damageCluster(damage, cluster, scenario, options.damage ?? 0) : cluster));
    if (scenario) sequence.push(scenario);
  }

  const files: GeneratedFile[] = [];
  const width = String(fileCount).length;
  let cardIndex = 0;
  let cursor = 0;
  for (let f = 0; f < fileCount; f++) {
    const until = Math.round(((f + 1) * total) / fileCount);
    const cards: CardRecord[] = [];
    const scenarios: ScenarioRecord[] = [];
    const chunks: string[] = [
      `# Generated by scripts/bench/generateCardSet.ts (seed ${options.seed ?? 1}).`,
      `set "Bench Set ${f + 1}" code BS${String(f + 1).padStart(3, '0')}`,
    ];
    while (cursor < sequence.length) {
      const item = sequence[cursor];
      if ('kind' in item) {
        if (cardIndex >= until) break;
        cards.push(item);
        chunks.push(renderCard(item));
        cardIndex++;
      } else {
        scenarios.push(item);
        chunks.push(renderScenario(item));
      }
      cursor++;
    }
    files.push({ name: `${prefix}-${String(f + 1).padStart(width, '0')}.card`, text: `${chunks.join('\n\n')}\n`, cards, scenarios });
  }
  return { files, cardCount: total, scenarioCount: files.reduce((n, f) => n + f.scenarios.length, 0) };
}

/**
 * Damages about `share` of a cluster's cards so that each draws at least one diagnostic, in the ways card
 * authors get things wrong: a misspelt card name (did-you-mean finds the right one), a name nothing is
 * close to, printed text that says what the clauses do not, contradictory clauses, an effect line outside
 * the engine's vocabulary. Cards a scenario names are left alone, so the scenarios still pass.
 */
function damageCluster(random: Random, cluster: readonly CardRecord[], scenario: ScenarioRecord | undefined, share: number): CardRecord[] {
  const named = new Set(scenario ? ([...scenario.you, ...scenario.steps, ...scenario.expectations].join(' ').match(/"[^"]*"/g) ?? []) : []);
  const monsters = cluster.filter((c) => c.kind === 'monster');
  const eligible = cluster.filter((c) => !named.has(quote(c.name))).length;
  // Scale the chance up so that the share is of all the cards, not of those a scenario leaves alone.
  const chance = eligible === 0 ? 0 : Math.min(1, (share * cluster.length) / eligible);
  return cluster.map((card) => {
    if (named.has(quote(card.name)) || !random.chance(chance)) return card;
    if (card.kind !== 'monster') {
      const effect = [...(card.effect ?? []), random.pick(['shuffle the moon into the deck', 'borrow 1 card from opponent deck', 'summon every dragon twice'])];
      return { ...card, effect };
    }
    const isMainDeck = ['normal', 'effect'].some((f) => card.fields.find(([k]) => k === 'frame')?.[1].startsWith(f));
    const hasClauses = (card.summon?.length ?? 0) > 0;
    const way = random.int(0, 3);
    if (way === 0 && !hasClauses) return { ...card, text: `${card.text} Cannot be Special Summoned.` };
    if (way === 1 && !hasClauses && isMainDeck) {
      return { ...card, summon: [{ line: 'cannot normal summon or set' }, { line: 'cannot special summon' }] };
    }
    const other = random.pick(monsters.filter((m) => m !== card)) ?? card;
    const target = way === 3 ? `Nameless Relic ${random.int(1000, 9999)}` : misspell(random, other.name);
    return { ...card, fields: [...card.fields.filter(([k]) => k !== 'next level'), ['next level', quote(target)]] };
  });
}

/** One letter dropped, doubled or swapped with the next: what a typo does to a name. */
function misspell(random: Random, name: string): string {
  const letters = [...name].map((ch, i) => (/[A-Za-z]/.test(ch) ? i : -1)).filter((i) => i > 0);
  const at = letters.length > 0 ? random.pick(letters) : name.length - 1;
  const dropped = name.slice(0, at) + name.slice(at + 1);
  const way = random.int(0, 2);
  const typo =
    way === 0 ? dropped : way === 1 ? name.slice(0, at) + name[at] + name.slice(at) : name.slice(0, at) + (name[at + 1] ?? '') + name[at] + name.slice(at + 2);
  return typo === name ? dropped : typo;
}

/** The cards of one file as JSON: the same information, for the parser-vs-JSON.parse ratio. */
export function fileAsJson(file: GeneratedFile): string {
  return JSON.stringify({ cards: file.cards, scenarios: file.scenarios });
}

function main(argv: readonly string[]): void {
  const arg = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
  };
  /* eslint-disable @typescript-eslint/no-require-imports */
  const fs = require('node:fs') as typeof import('node:fs');
  const path = require('node:path') as typeof import('node:path');
  const set = generateCardSet({
    cards: Number(arg('cards', '1000')),
    files: Number(arg('files', '1')),
    seed: Number(arg('seed', '1')),
    damage: Number(arg('damage', '0')),
  });
  const out = arg('out', '');
  if (!out) {
    for (const file of set.files) process.stdout.write(`# ---- ${file.name}\n${file.text}`);
    return;
  }
  fs.mkdirSync(out, { recursive: true });
  for (const file of set.files) {
    fs.writeFileSync(path.join(out, file.name), file.text);
    if (argv.includes('--json')) fs.writeFileSync(path.join(out, file.name.replace(/\.card$/, '.json')), fileAsJson(file));
  }
  process.stderr.write(`wrote ${set.cardCount} cards and ${set.scenarioCount} scenarios in ${set.files.length} files to ${out}\n`);
}

if (require.main === module) main(process.argv.slice(2));
