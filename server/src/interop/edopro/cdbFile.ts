import * as fs from 'fs';
import * as path from 'path';
import type { SqlJsStatic } from 'sql.js';
import { type CardRow, packSetcodes, unpackSetcodes } from './cardRows';

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
      datas.run([row.id, row.ot, row.alias, setcode <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(setcode) : setcode.toString(), row.type, row.atk, row.def, row.level, row.race, row.attribute, row.category]);
      texts.run([row.id, row.name, row.desc, ...Array.from({ length: 16 }, () => '')]);
    }
    db.run('COMMIT');
    datas.free();
    texts.free();
    return db.export();
  } finally {
    db.close();
  }
}

/** Every card of a cards.cdb (datas joined with texts), in passcode order. Throws with a message on a file that is not one. */
export async function readCdb(bytes: Uint8Array): Promise<CardRow[]> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database(bytes);
  try {
    const result = db.exec('SELECT d.id,d.ot,d.alias,CAST(d.setcode AS TEXT),d.type,d.atk,d.def,d.level,d.race,d.attribute,d.category,t.name,t.desc FROM datas d LEFT JOIN texts t ON t.id=d.id ORDER BY d.id');
    const values = result[0]?.values ?? [];
    return values.map((v) => ({
      id: Number(v[0]), ot: Number(v[1]), alias: Number(v[2]), setcodes: unpackSetcodes(BigInt(String(v[3] ?? '0'))), type: Number(v[4]),
      atk: Number(v[5]), def: Number(v[6]), level: Number(v[7]), race: Number(v[8]), attribute: Number(v[9]), category: Number(v[10]),
      name: String(v[11] ?? ''), desc: String(v[12] ?? ''),
    }));
  } finally {
    db.close();
  }
}
