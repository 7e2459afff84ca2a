import * as fs from 'fs';
import * as path from 'path';
import type { Database, SqlJsStatic, Statement } from 'sql.js';
import { type CardRow, packSetcodes, unpackSetcodes } from './cardRows';
import type { ImportRow } from './importedCard';

/**
 * The thin adapter between card rows and EDOPro's `cards.cdb` (SQLite, through sql.js: SQLite compiled to
 * WebAssembly). The schema is EDOPro's: `datas` (the facts) and `texts` (name, text, 16 effect strings).
 */

const SCHEMA = `
CREATE TABLE datas(id integer primary key,ot integer,alias integer,setcode integer,type integer,atk integer,def integer,level integer,race integer,attribute integer,category integer);
CREATE TABLE texts(id integer primary key,name text,desc text,${Array.from({ length: 16 }, (_, i) => `str${i + 1} text`).join(',')});
`;

let sqlPromise: Promise<SqlJsStatic> | undefined;

/** sql.js, with its .wasm found next to the bundle (dist/) or in the installed package. */
export function loadSqlJs(): Promise<SqlJsStatic> {
  sqlPromise ??= (async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const initSqlJs = require('sql.js') as (config: { locateFile: (file: string) => string }) => Promise<SqlJsStatic>;
    return initSqlJs({
      locateFile: (file) => {
        const beside = path.join(__dirname, file);
        if (fs.existsSync(beside)) return beside;
        try {
          return require.resolve(`sql.js/dist/${file}`);
        } catch {
          return beside;
        }
      },
    });
  })();
  return sqlPromise;
}

/** A new cards.cdb holding the rows. */
export async function writeCdb(rows: readonly CardRow[]): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.run(SCHEMA);
    const datas = db.prepare('INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)');
    const texts = db.prepare(`INSERT INTO texts VALUES (?,?,?${',?'.repeat(16)})`);
    db.run('BEGIN');
    for (const row of rows) {
      const setcode = packSetcodes(row.setcodes);
      datas.run([
        row.id,
        row.ot,
        row.alias,
        setcode <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(setcode) : setcode.toString(),
        row.type,
        row.atk,
        row.def,
        row.level,
        row.race,
        row.attribute,
        row.category,
      ]);
      texts.run([row.id, row.name, row.desc, ...Array.from({ length: HINT_STRINGS }, (_, i) => row.strings?.[i] ?? '')]);
    }
    db.run('COMMIT');
    datas.free();
    texts.free();
    return db.export();
  } finally {
    db.close();
  }
}

/** A database with more cards than the import reads (docs/edopro.md, "Import"). */
export class TooManyCards extends Error {
  constructor(
    readonly cards: number,
    readonly limit: number,
  ) {
    super(`it has ${cards.toLocaleString('en-US')} cards; an import reads at most ${limit.toLocaleString('en-US')}`);
  }
}

/**
 * Every card of a cards.cdb, in passcode order: each row of `datas` with the first row of `texts` of its id
 * (none: an empty name and text). A database comes from anyone, so nothing of its schema is assumed but the
 * column names: a value that is not a number reads as NaN (the importer reports it), NULL as 0 (as EDOPro
 * reads it), a `setcode` that is not a whole number as no archetype (named in `unreadable`), a blob name or
 * text as its UTF-8 text. Past `maxCards` rows, TooManyCards is thrown before any row is read. Throws with a
 * message on a file that is not a database.
 */
export async function readCdb(bytes: Uint8Array, maxCards = Infinity): Promise<ImportRow[]> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database(bytes);
  try {
    const count = Number(db.exec('SELECT count(*) FROM datas')[0]?.values[0]?.[0] ?? 0);
    if (count > maxCards) throw new TooManyCards(count, maxCards);
    const texts = new Map<string, { name: string; desc: string; strings: readonly string[] }>();
    // The hint strings where the table has them (a database from anyone may not).
    const stringColumns = Array.from({ length: HINT_STRINGS }, (_, i) => `str${i + 1}`);
    const columns = textsColumns(db);
    const hasStrings = stringColumns.every((column) => columns.has(column));
    eachRow(db.prepare(`SELECT id,name,desc${hasStrings ? `,${stringColumns.join(',')}` : ''} FROM texts WHERE id IN (SELECT id FROM datas)`), (v) => {
      const key = String(v[0]);
      if (texts.has(key)) return;
      const strings = hasStrings ? v.slice(3).map((value) => (value === null ? '' : textOf(value))) : [];
      while (strings.length > 0 && strings[strings.length - 1] === '') strings.pop();
      texts.set(key, { name: textOf(v[1]), desc: textOf(v[2]), strings });
    });
    const rows: ImportRow[] = [];
    eachRow(db.prepare('SELECT id,ot,alias,CAST(setcode AS TEXT),type,atk,def,level,race,attribute,category FROM datas ORDER BY id'), (v) => {
      const setcode = v[3] === null ? '0' : textOf(v[3]).trim();
      const readable = /^-?\d+$/.test(setcode);
      const text = texts.get(String(v[0]));
      const row: ImportRow = {
        id: numberOf(v[0]),
        ot: numberOf(v[1]),
        alias: numberOf(v[2]),
        setcodes: readable ? unpackSetcodes(BigInt(setcode)) : [],
        type: numberOf(v[4]),
        atk: numberOf(v[5]),
        def: numberOf(v[6]),
        level: numberOf(v[7]),
        race: numberOf(v[8]),
        attribute: numberOf(v[9]),
        category: numberOf(v[10]),
        name: text?.name ?? '',
        desc: text?.desc ?? '',
        strings: text?.strings ?? [],
      };
      rows.push(readable ? row : { ...row, unreadable: ['setcode'] });
    });
    return rows;
  } finally {
    db.close();
  }
}

/** EDOPro's texts table has the hint strings str1 to str16. */
const HINT_STRINGS = 16;

function textsColumns(db: Database): ReadonlySet<unknown> {
  return new Set(db.exec('PRAGMA table_info(texts)')[0]?.values.map((v) => v[1]) ?? []);
}

type SqlValue = number | string | Uint8Array | null;

function eachRow(statement: Statement, take: (values: readonly SqlValue[]) => void): void {
  try {
    while (statement.step()) take(statement.get() as SqlValue[]);
  } finally {
    statement.free();
  }
}

function numberOf(value: SqlValue): number {
  if (value === null) return 0;
  if (typeof value === 'number') return value;
  const text = textOf(value).trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : NaN;
}

function textOf(value: SqlValue): string {
  if (value === null) return '';
  return value instanceof Uint8Array ? new TextDecoder().decode(value) : String(value);
}
