import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { CardRow } from '../../../server/src/interop/edopro/cardRows';
import { writeCdb } from '../../../server/src/interop/edopro/cdbFile';

/** A small EDOPro database for the card library tests, written by the product's own writer (sql.js). */

const row = (fields: Partial<CardRow> & Pick<CardRow, 'id' | 'name'>): CardRow => ({
  ot: 0x3,
  alias: 0,
  setcodes: [],
  type: 0x11,
  atk: 0,
  def: 0,
  level: 4,
  race: 0x1,
  attribute: 0x10,
  category: 0,
  desc: '',
  ...fields,
});

/** A name made to break things: a line break, a bidi override, quotes, a backslash, Markdown and a command link. */
export const HOSTILE_NAME = 'Evil\n"Card" \\ \u202e[x](command:workbench.action.quit) **bold**';
/** The name as a one-line card string holds it (the line break a space): the name the library knows it by. */
export const HOSTILE_NAME_AS_KNOWN = 'Evil "Card" \\ \u202e[x](command:workbench.action.quit) **bold**';

export const LIBRARY_ROWS: readonly CardRow[] = [
  // An alternate artwork of Dark Magician, with a lower passcode than the card's own row.
  row({
    id: 36996508,
    alias: 46986414,
    name: 'Dark Magician',
    type: 0x11,
    level: 7,
    race: 0x2,
    attribute: 0x20,
    atk: 2500,
    def: 2100,
    desc: 'The ultimate wizard.',
  }),
  row({ id: 46986414, name: 'Dark Magician', type: 0x11, level: 7, race: 0x2, attribute: 0x20, atk: 2500, def: 2100, desc: 'The ultimate wizard.' }),
  row({ id: 78193831, name: 'Buster Blader', type: 0x21, level: 7, race: 0x1, attribute: 0x10, atk: 2600, def: 2300, desc: 'Gains 500 ATK for each Dragon.' }),
  row({
    id: 7084129,
    name: "Magician's Rod",
    type: 0x21,
    level: 3,
    race: 0x2,
    attribute: 0x20,
    atk: 1600,
    def: 100,
    setcodes: [0x10a2],
    desc: 'A Spellcaster.',
  }),
  // Not the bundled library's Polymerization: the bundled one (with its effect) counts.
  row({ id: 24094653, name: 'Polymerization', type: 0x2, level: 0, race: 0, attribute: 0, desc: 'Fusion Summon 1 Fusion Monster.' }),
  // A Level the language cannot hold: the card is still known, and nobody sees its CS0106.
  row({ id: 11111111, name: 'Broken Level', type: 0x11, level: 255, atk: 100, def: 100 }),
  row({ id: 22222222, name: HOSTILE_NAME, type: 0x11, level: 4, atk: 1000, def: 1000, desc: '<script>alert(1)</script>' }),
  row({ id: 33333333, name: '', type: 0x11 }),
];

export const STRINGS_CONF = '#setnames\n!setname 0x10a2 Dark Magician\n!setname 0xzz Not a code\n!system 1 Something else\n';

/** A fresh folder holding `cards.cdb` (LIBRARY_ROWS, or the rows given) and `strings.conf`. */
export async function writeLibraryFolder(
  rows: readonly CardRow[] = LIBRARY_ROWS,
): Promise<{ readonly folder: string; readonly cdb: string; readonly strings: string }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-library-'));
  const cdb = path.join(folder, 'cards.cdb');
  fs.writeFileSync(cdb, await writeCdb(rows));
  const strings = path.join(folder, 'strings.conf');
  fs.writeFileSync(strings, STRINGS_CONF);
  return { folder, cdb, strings };
}

/** A custom Fusion Monster whose materials are the library's cards: what the library tests name it by. */
export const CUSTOM_FUSION_SET = [
  'monster "Dark Paladin Custom" {',
  '  id 900000001',
  '  frame fusion',
  '  attribute DARK',
  '  race Spellcaster',
  '  level 8',
  '  atk 2900 def 2400',
  '  summon {',
  '    fusion materials "Dark Magician" + "Buster Blader"',
  '  }',
  '}',
  '',
].join('\n');
