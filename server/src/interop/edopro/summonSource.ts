import type { MonsterDeclaration } from '../../core/model/cards';
import type { Statement } from '../../core/syntax/syntaxTree';

/**
 * The card's `summon { }` clauses as CardScript source lines, for a comment block in its exported script:
 * importing that export reads them back exactly (a third-party cards.cdb has no such block; the importer
 * then derives clauses from the printed text).
 */
export const SUMMON_BEGIN = '-- cardscript-summon-begin';
export const SUMMON_END = '-- cardscript-summon-end';
const LINE = '-- | ';

export function summonSourceLines(card: MonsterDeclaration): string[] {
  const lines: string[] = [];
  const walk = (statements: readonly Statement[], depth: number) => {
    for (const statement of statements) {
      const text = statement.parts
        .map((t) => t.text)
        .join(' ')
        .replace(/ ([,;])/g, '$1');
      lines.push(`${'  '.repeat(depth)}${text}${statement.block ? ' {' : ''}`);
      if (statement.block) {
        walk(statement.block.statements, depth + 1);
        lines.push(`${'  '.repeat(depth)}}`);
      }
    }
  };
  walk(card.summonBlock?.statements ?? [], 0);
  return lines;
}

/** The comment block (empty when the card has no clauses). Lines with control characters are left out. */
export function summonSourceComment(card: MonsterDeclaration): string[] {
  // eslint-disable-next-line no-control-regex
  const lines = summonSourceLines(card).filter((l) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(l));
  return lines.length === 0 ? [] : [SUMMON_BEGIN, ...lines.map((l) => `${LINE}${l}`), SUMMON_END];
}

/**
 * The lines of a script's comment block, or null when it has none: every line between the markers that
 * is not blank, less its `-- | ` prefix. A script beside a database may hold anything there; the importer
 * writes only the lines that check as summoning clauses (checkedClauses.ts), so none is dropped unseen.
 */
export function readSummonSource(lua: string): string[] | null {
  const begin = lua.indexOf(SUMMON_BEGIN);
  const end = lua.indexOf(SUMMON_END);
  if (begin < 0 || end < begin) return null;
  return lua
    .slice(begin + SUMMON_BEGIN.length, end)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => (l.startsWith(LINE) ? l.slice(LINE.length) : l));
}
