import { clausesStatedByText } from '../../core/analysis/referenceChecks';
import { tributesForLevel } from '../../core/analysis/summoningProfile';
import type { MonsterDeclaration } from '../../core/model/cards';
import { lowerFile } from '../../core/model/lowerCards';
import { parse } from '../../core/syntax/parser';
import type { CardRow } from './cardRows';
import { ATTRIBUTE, RACE, TYPE, UNKNOWN_STAT } from './engineConstants';

/**
 * The pure importer: rows of an EDOPro cards.cdb in, `.card` files out (one per archetype: the first set
 * code, and one for the cards without any). Every card keeps its facts and printed text; summoning
 * clauses come from the clause block a CardScript export leaves in the card's script when that script is
 * given, else from the printed text (the CS05xx sentences read the other way), with a comment for what
 * could not be derived.
 */

export interface ImportedFile {
  readonly name: string;
  readonly text: string;
}

export interface ImportResult {
  readonly files: readonly ImportedFile[];
  readonly cards: number;
  /** Cards whose clauses came from an exported script's clause block. */
  readonly fromScripts: number;
  /** Cards with a comment saying a printed condition was not derived. */
  readonly notDerived: readonly string[];
}

const word = (map: Readonly<Record<string, number>>, bits: number) => Object.entries(map).find(([, v]) => v === bits)?.[0];
const titleCase = (w: string) => w.split('-').map((p) => p[0].toUpperCase() + p.slice(1)).join('-');

/** A CardScript string literal. */
function quote(text: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, ' ').replace(/[\u0000-\u001f\u007f]/g, ' ')}"`;
}

function frameOf(type: number): string {
  if (type & TYPE.FUSION) return 'fusion';
  if (type & TYPE.RITUAL) return 'ritual';
  if (type & TYPE.SYNCHRO) return 'synchro';
  if (type & TYPE.XYZ) return 'xyz';
  if (type & TYPE.LINK) return 'link';
  if (type & TYPE.TOKEN) return 'token';
  return type & TYPE.NORMAL ? 'normal' : 'effect';
}

const stat = (value: number) => (value === UNKNOWN_STAT ? '?' : String(value));

/** The clauses the printed text states, and what it states that could not be made a clause. */
function derivedClauses(row: CardRow, frame: string, level: number): { lines: string[]; notDerived: string[] } {
  const probe = `monster ${quote(row.name)} {\n  frame ${frame}\n  level ${level}\n  text ${quote(row.desc)}\n}\n`;
  const card = lowerFile('cardscript-import:///probe', parse(probe).tree).file.cards[0] as MonsterDeclaration | undefined;
  const found = card ? clausesStatedByText(card) : { clauses: [], notDerived: [] };
  const stated = { notDerived: [...found.notDerived] };
  const lines = [...found.clauses];
  const desc = row.desc;
  if (frame === 'fusion') {
    const materials = /^((?:"[^"]+"|\d+\+? [^+\n"]*?monsters?)(?:\s*\+\s*(?:"[^"]+"|\d+\+? [^+\n"]*?monsters?))+)/i.exec(desc);
    if (materials && /^"[^"]+"(\s*\+\s*"[^"]+")+$/.test(materials[1].trim())) lines.push(`fusion materials ${materials[1].trim().replace(/\s*\+\s*/g, ' + ')}`);
    else stated.notDerived.push('its Fusion Materials');
    if (/can only be (?:done|fusion summoned) with the above fusion materials/i.test(desc)) lines.push('fusion only with materials');
  }
  const ritual = /ritual summon(?:ed)? (?:this card )?with "([^"]+)"/i.exec(desc);
  if (frame === 'ritual') {
    if (ritual) lines.push(`ritual spell ${quote(ritual[1])}`);
    else stated.notDerived.push('its Ritual Spell');
  }
  const neverNormal = ['fusion', 'synchro', 'xyz', 'link', 'ritual', 'token'].includes(frame) || lines.some((l) => l.startsWith('cannot normal summon') || l.startsWith('requires'));
  if (!neverNormal && level >= 5) lines.unshift(`tributes ${tributesForLevel(level)}`);
  return { lines, notDerived: stated.notDerived };
}

function cardText(row: CardRow, scriptClauses: readonly string[] | null, notDerived: string[]): string {
  const out: string[] = [];
  const type = row.type;
  const fields: string[] = [`  id ${row.id}`];
  let kind: string;
  if (type & TYPE.MONSTER) {
    kind = 'monster';
    const frame = frameOf(type);
    const level = row.level & 0xff;
    fields.push(`  frame ${frame}${type & TYPE.TUNER ? ' tuner' : ''}`);
    const attribute = word(ATTRIBUTE, row.attribute);
    const race = word(RACE, row.race);
    if (attribute) fields.push(`  attribute ${attribute.toUpperCase()}`);
    if (race) fields.push(`  race ${titleCase(race)}`);
    fields.push(frame === 'xyz' ? `  rank ${level}` : frame === 'link' ? `  link ${level}` : `  level ${level}`);
    fields.push(frame === 'link' ? `  atk ${stat(row.atk)}` : `  atk ${stat(row.atk)} def ${stat(row.def)}`);
    const derived = scriptClauses ? { lines: [...scriptClauses], notDerived: [] as string[] } : derivedClauses(row, frame, level);
    for (const missing of derived.notDerived) {
      out.push(`# Not derived from the printed text: ${missing.replace(/[\r\n]/g, ' ')}. Write its clause by hand (docs/language.md, "Summoning clauses").`);
      notDerived.push(row.name);
    }
    if (derived.lines.length > 0) fields.push('  summon {', ...derived.lines.map((l) => `    ${l}`), '  }');
  } else if (type & TYPE.SPELL) {
    kind = 'spell';
    const spellKind = type & TYPE.QUICKPLAY ? 'quick-play' : type & TYPE.CONTINUOUS ? 'continuous' : type & TYPE.FIELD ? 'field' : type & TYPE.EQUIP ? 'equip' : type & TYPE.RITUAL ? 'ritual' : 'normal';
    fields.push(`  kind ${spellKind}`);
  } else {
    kind = 'trap';
    fields.push(`  kind ${type & TYPE.COUNTER ? 'counter' : type & TYPE.CONTINUOUS ? 'continuous' : 'normal'}`);
  }
  if (row.desc) fields.push(`  text ${quote(row.desc)}`);
  out.push(`${kind} ${quote(row.name)} {`, ...fields, '}', '');
  return out.join('\n');
}

/** Windows opens these as devices whatever the extension (`con.card` is the console). */
const DEVICE_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** A file name from a set name (the database's file name) or archetype key: no separators, no device name. */
function importFileName(key: string): string {
  const base = key.replace(/[^\w.-]+/g, '-');
  return `${DEVICE_NAMES.test(base.split('.')[0]) ? `set-${base}` : base}.card`;
}

/** `scripts`: script file name -> Lua text, for the scripts found next to the database (optional). */
export function importCards(rows: readonly CardRow[], setName: string, scripts: ReadonlyMap<string, string> = new Map(), readSource: (lua: string) => string[] | null = () => null): ImportResult {
  const groups = new Map<string, CardRow[]>();
  for (const row of rows) {
    const key = row.setcodes[0] !== undefined ? `archetype-0x${row.setcodes[0].toString(16)}` : setName;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const notDerived: string[] = [];
  let fromScripts = 0;
  const files = [...groups.entries()].map(([key, group]) => {
    const header = key === setName ? `set ${quote(setName)}` : `set ${quote(key)} code ${key.replace(/^archetype-/, '').toUpperCase()}`;
    const body = group.map((row) => {
      const lua = scripts.get(`c${row.id}.lua`);
      const clauses = lua ? readSource(lua) : null;
      if (clauses) fromScripts++;
      return cardText(row, clauses, notDerived);
    });
    return { name: importFileName(key), text: [`# Imported from EDOPro (cardscript import edopro).`, header, '', ...body].join('\n') };
  });
  return { files, cards: rows.length, fromScripts, notDerived: [...new Set(notDerived)] };
}
