import type { Phrase } from './phrase';
import { displayPattern } from './phrasePattern';
import type { PhraseContext } from './phraseContexts';

/**
 * The docs/language.md tables generated from the phrase grammar. Each sits between
 * `<!-- phrases:NAME -->` and `<!-- /phrases:NAME -->`; scripts/generate-language.ts rewrites them and a
 * unit test fails when the checked-in copy differs.
 */
export function phraseDocTables(contexts: readonly PhraseContext[]): Map<string, string> {
  const tables = new Map<string, string[]>();
  for (const context of contexts) {
    let rows = tables.get(context.docTable);
    if (!rows) tables.set(context.docTable, (rows = ['| phrase | meaning | example |', '| --- | --- | --- |']));
    for (const phrase of context.phrases) rows.push(row(phrase, context.examplePrefix ?? ''));
  }
  return new Map([...tables].map(([name, rows]) => [name, rows.join('\n')]));
}

function row<T>(phrase: Phrase<T>, examplePrefix: string): string {
  const syntax = phrase.syntax ?? displayPattern(phrase.pattern);
  return `| ${code(syntax)} | ${cell(phrase.doc)} | ${code(examplePrefix + phrase.example)} |`;
}

/** Inline code that survives `|` and backticks inside it. */
function code(text: string): string {
  const escaped = text.replace(/\|/g, '\\|');
  return escaped.includes('`') ? `\`\` ${escaped} \`\`` : `\`${escaped}\``;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** Replaces every generated table of `markdown` by its current text; unknown markers are left alone. */
export function withPhraseTables(markdown: string, tables: ReadonlyMap<string, string>): string {
  return markdown.replace(/(<!-- phrases:([a-z-]+) -->\n)[\s\S]*?(\n<!-- \/phrases:\2 -->)/g, (whole, open: string, name: string, close: string) => {
    const table = tables.get(name);
    return table === undefined ? whole : `${open}${table}${close}`;
  });
}
