import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { readCdb, writeCdb } from '../../../server/src/interop/edopro/cdbFile';
import { exportEdopro, exportedRows } from '../../../server/src/interop/edopro/exportSet';
import { importCards } from '../../../server/src/interop/edopro/importCards';
import type { ImportRow } from '../../../server/src/interop/edopro/importedCard';
import { archetypeNamesOf } from '../../../server/src/interop/edopro/stringsConf';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';
import { checkImportedFiles } from '../../../server/src/cli/importedFileCheck';

/**
 * Import then export gives back every column of every row but `ot` (the export writes its own scope) and
 * the scripts: a database written by the team with each case EDOPro's own database has (facts of real
 * cards; the texts are the printed ones, shortened).
 */

const CRLF = '\r\n';
const row = (fields: Partial<ImportRow> & { readonly id: number; readonly name: string }): ImportRow => ({
  ot: 0x3,
  alias: 0,
  setcodes: [],
  type: 0x21,
  atk: 1000,
  def: 1000,
  level: 4,
  race: 0x1,
  attribute: 0x10,
  category: 0,
  desc: '',
  strings: [],
  ...fields,
});

/** [what the row shows, the row]. */
const ROWS: readonly (readonly [string, ImportRow])[] = [
  [
    'an alternate artwork (alias, the same data)',
    row({
      id: 46986415,
      alias: 46986414,
      name: 'Dark Magician',
      type: 0x11,
      atk: 2500,
      def: 2100,
      level: 7,
      race: 0x2,
      attribute: 0x20,
      setcodes: [0x10a2],
      desc: 'The ultimate wizard in terms of attack and defense.',
    }),
  ],
  [
    'the card of that artwork',
    row({
      id: 46986414,
      name: 'Dark Magician',
      type: 0x11,
      atk: 2500,
      def: 2100,
      level: 7,
      race: 0x2,
      attribute: 0x20,
      setcodes: [0x10a2],
      desc: 'The ultimate wizard in terms of attack and defense.',
    }),
  ],
  [
    'a version with a text of its own (alias, other data)',
    row({
      id: 36996508,
      alias: 46986414,
      name: 'Dark Magician',
      type: 0x11,
      atk: 2500,
      def: 2100,
      level: 7,
      race: 0x2,
      attribute: 0x20,
      desc: 'The ultimate wizard.',
    }),
  ],
  [
    'a Token of the same name as a card',
    row({
      id: 46986420,
      name: 'Dark Magician',
      type: 0x4011,
      atk: 2500,
      def: 2100,
      level: 7,
      race: 0x2,
      attribute: 0x20,
      desc: 'This card can be used as a "Dark Magician".',
    }),
  ],
  [
    'two Tokens of one name, no alias',
    row({
      id: 23116809,
      name: 'Fireball Token',
      type: 0x4011,
      atk: 100,
      def: 100,
      level: 1,
      race: 0x80,
      attribute: 0x4,
      desc: 'Special Summoned with the effect of "Goka, the Pyre of Malice".',
    }),
  ],
  [
    'the other Token',
    row({
      id: 98596597,
      name: 'Fireball Token',
      type: 0x4011,
      atk: 100,
      def: 100,
      level: 1,
      race: 0x80,
      attribute: 0x4,
      desc: `This card can be used as a "Fireball Token".${CRLF}${CRLF}* If used for another Token, apply that Token's Type/Attribute/Level/ATK/DEF.`,
    }),
  ],
  [
    'an alias to a card of another name',
    row({
      id: 91932350,
      alias: 76812113,
      name: 'Harpie Lady 1',
      type: 0x21,
      atk: 1300,
      def: 1400,
      level: 4,
      race: 0x200,
      attribute: 0x8,
      desc: 'This card\'s name is always treated as "Harpie Lady".',
    }),
  ],
  [
    "a Pendulum Monster in EDOPro's layout",
    row({
      id: 19221310,
      name: 'D/D Savant Thomas',
      type: 0x1000021,
      atk: 1800,
      def: 2600,
      level: (6 << 24) | (6 << 16) | 6,
      race: 0x2,
      attribute: 0x20,
      setcodes: [0xaf],
      desc: `[ Pendulum Effect ]${CRLF}During your Main Phase: You can add 1 face-up "D/D" Pendulum Monster.${CRLF}----------------------------------------${CRLF}[ Monster Effect ]${CRLF}You can target 1 "D/D" card in your Pendulum Zone; destroy that card.`,
    }),
  ],
  [
    'a Normal Pendulum Monster with LF line breaks',
    row({
      id: 14920218,
      name: 'Flash Knight',
      type: 0x1000011,
      atk: 1800,
      def: 600,
      level: (7 << 24) | (7 << 16) | 4,
      race: 0x1,
      attribute: 0x10,
      desc: '[ Pendulum Effect ]\n-n/a-\n----------------------------------------\n[ Flavor Text ]\nA knight of light.',
    }),
  ],
  [
    'a Link Monster with arrows',
    row({
      id: 1861629,
      name: 'Decode Talker',
      type: 0x4000021,
      atk: 2300,
      def: 0x1 | 0x4 | 0x80,
      level: 3,
      race: 0x1000000,
      attribute: 0x10,
      setcodes: [0x101],
      category: 0x80002000,
      desc: `2+ Effect Monsters${CRLF}Gains 500 ATK for each monster it points to.`,
    }),
  ],
  [
    "a Trap Monster's stats",
    row({
      id: 8025950,
      name: 'Embodiment of Apophis',
      type: 0x20004,
      atk: 1600,
      def: 1800,
      level: 4,
      race: 0x80000,
      attribute: 0x1,
      desc: 'Special Summon this card in Defense Position as an Effect Monster (Reptile/EARTH/Level 4/ATK 1600/DEF 1800).',
    }),
  ],
  [
    'Spirit',
    row({ id: 27918963, name: 'Yata-Garasu', type: 0x221, atk: 200, def: 100, level: 2, race: 0x200, attribute: 0x8, desc: 'Cannot be Special Summoned.' }),
  ],
  ['Union', row({ id: 90669991, name: 'Y-Dragon Head', type: 0x421, atk: 1500, def: 1600, level: 4, race: 0x20, attribute: 0x10 })],
  ['Gemini (the bit)', row({ id: 96029574, name: 'Phoenix Gearfried', type: 0x821, atk: 2800, def: 2200, level: 7, race: 0x1, attribute: 0x4 })],
  ['Flip', row({ id: 15383415, name: 'Man-Eater Bug', type: 0x200021, atk: 450, def: 600, level: 2, race: 0x800, attribute: 0x1 })],
  ['Toon', row({ id: 91842653, name: 'Toon Summoned Skull', type: 0x400021, atk: 2500, def: 1200, level: 6, race: 0x8, attribute: 0x20 })],
  [
    'Special Summon (a Nomi Main Deck monster)',
    row({
      id: 72989439,
      name: 'Black Luster Soldier - Envoy of the Beginning',
      type: 0x2000021,
      atk: 3000,
      def: 2500,
      level: 8,
      race: 0x1,
      attribute: 0x10,
      category: -2147483632,
    }),
  ],
  ['a Normal Tuner', row({ id: 62125438, name: 'Ally Salvo', type: 0x1011, atk: 400, def: 300, level: 2, race: 0x20, attribute: 0x10 })],
  [
    'a Fusion Monster with no effect',
    row({
      id: 45231177,
      name: 'Flame Swordsman',
      type: 0x41,
      atk: 1800,
      def: 1600,
      level: 5,
      race: 0x1,
      attribute: 0x4,
      desc: '"Flame Manipulator" + "Masaki the Legendary Swordsman"',
    }),
  ],
  [
    'a Fusion Effect Monster with no effect block',
    row({
      id: 41209827,
      name: 'Starving Venom Fusion Dragon',
      type: 0x61,
      atk: 2800,
      def: 2000,
      level: 8,
      race: 0x2000,
      attribute: 0x20,
      setcodes: [0x1046, 0x10f3],
      desc: '2 DARK monsters on the field, except Tokens',
    }),
  ],
  [
    'hint strings with a tab and an empty one between',
    row({
      id: 51543904,
      name: 'Lyrilusc - Independent Nightingale',
      type: 0x800021,
      atk: 0,
      def: 0,
      level: 1,
      race: 0x200,
      attribute: 0x8,
      strings: ['Special Summon', '', 'Negate and destroy\t'],
    }),
  ],
  [
    'a Spell with a category past 2^31',
    row({
      id: 83764718,
      name: 'Monster Reborn',
      type: 0x2,
      atk: 0,
      def: 0,
      level: 0,
      race: 0,
      attribute: 0,
      category: 2155872256,
      desc: 'Target 1 monster in either GY; Special Summon it.',
      strings: ['Special Summon'],
    }),
  ],
  [
    'a name holding an archetype it is not in',
    row({ id: 40703222, name: 'Kuriboh Token', type: 0x4011, atk: 300, def: 200, level: 1, race: 0x8, attribute: 0x20 }),
  ],
  [
    'an archetype member by name and code',
    row({ id: 40640057, name: 'Kuriboh', type: 0x21, atk: 300, def: 200, level: 1, race: 0x8, attribute: 0x20, setcodes: [0xa4] }),
  ],
];

const STRINGS_CONF = ['#setnames', '!setname 0xa4 Kuriboh\tクリボー', '!setname 0x10a2 Dark Magician', '!system 1 Normal Summon', ''].join('\n');

async function roundTrip(rows: readonly ImportRow[], archetypeNames?: ReadonlyMap<number, string>) {
  const imported = importCards(rows, 'fixture', new Map(), () => null, { check: checkImportedFiles, ...(archetypeNames ? { archetypeNames } : {}) });
  const files = imported.files.map((file) => lowerFile(`file:///${file.name}`, parse(file.text).tree).file);
  const exported = exportEdopro(files);
  return { imported, exported, back: await readCdb(await writeCdb(exportedRows(exported))) };
}

/** Every column but `ot`, keyed by passcode. */
function columns(rows: readonly ImportRow[]): Map<number, unknown> {
  return new Map(
    rows.map((r) => [
      r.id,
      {
        alias: r.alias,
        setcodes: r.setcodes,
        type: r.type,
        atk: r.atk,
        def: r.def,
        level: r.level,
        race: r.race,
        attribute: r.attribute,
        category: r.category,
        name: r.name,
        desc: r.desc,
        strings: r.strings ?? [],
      },
    ]),
  );
}

describe('import edopro then export edopro: every column back', () => {
  for (const [label, names] of [
    ['archetypes by code', undefined],
    ['archetypes by name (strings.conf)', archetypeNamesOf(STRINGS_CONF)],
  ] as const) {
    test(`${label}: every row, every column but ot`, async () => {
      const { imported, exported, back } = await roundTrip(
        ROWS.map(([, r]) => r),
        names,
      );
      assert.deepEqual(exported.problems, []);
      assert.deepEqual(imported.garbage, [], 'nothing is remarked as not imported as is');
      assert.deepEqual(imported.checkErrors, [], 'the files draw no error');
      const want = columns(ROWS.map(([, r]) => r));
      const got = columns(back);
      for (const [shows, r] of ROWS) assert.deepEqual(got.get(r.id), want.get(r.id), shows);
      assert.equal(back.length, ROWS.length);
    });
  }

  test('the files say it as the language does: alias, tokens, frame words, scale, arrows, trap stats, strings, archetypes', async () => {
    const { imported } = await roundTrip(
      ROWS.map(([, r]) => r),
      archetypeNamesOf(STRINGS_CONF),
    );
    const text = imported.files.map((f) => f.text).join('\n');
    for (const line of [
      'alias 46986414',
      'artworks 46986415',
      'frame effect spirit',
      'frame effect union',
      'frame effect gemini',
      'frame effect flip',
      'frame effect toon',
      'frame effect special-summon',
      'frame normal tuner',
      'frame fusion effect',
      'frame effect pendulum',
      'scale 6',
      'arrows top bottom-left bottom-right',
      'category -2147483632',
      'category 0x80800000',
      'archetype "Kuriboh" code 0xa4',
      'archetype "Dark Magician" code 0x10a2',
      'not archetype "Kuriboh"',
      'strings "Special Summon", "", "Negate and destroy\\t"',
      'pendulum-text "During your Main Phase: You can add 1 face-up \\"D/D\\" Pendulum Monster."',
      'text "2+ Effect Monsters\\r\\nGains 500 ATK for each monster it points to."',
    ])
      assert.ok(text.includes(`  ${line}\n`), `a line "${line}"`);
    assert.doesNotMatch(text, /CS0107/, 'no name is remarked as defined twice');
  });

  test('two plain cards of one name still clash: each is remarked, and the export refuses the name', async () => {
    const twice = [row({ id: 1, name: 'Twice', desc: 'One.' }), row({ id: 2, name: 'Twice', desc: 'Two.' })];
    const { imported, exported } = await roundTrip(twice);
    assert.equal(
      imported.files
        .map((f) => f.text)
        .join('\n')
        .match(/cardscript check reports CS0107/g)?.length,
      2,
    );
    assert.match(exported.problems[0]?.message ?? '', /"Twice" is defined twice/);
  });

  test('a name means its card, not a version or a Token of it', async () => {
    const { imported } = await roundTrip(ROWS.map(([, r]) => r));
    const workspace = createStandardWorkspace();
    for (const file of imported.files) workspace.setDocument(`file:///${file.name}`, file.text);
    assert.equal(workspace.resolve('Dark Magician')?.id?.value, 46986414);
    assert.equal(workspace.resolve('Fireball Token')?.id?.value, 23116809);
    const errors = workspace
      .documents()
      .flatMap((d) => workspace.diagnosticsFor(d.uri))
      .filter((d) => d.code === 'CS0107');
    assert.deepEqual(errors, []);
  });
});
