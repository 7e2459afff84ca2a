import type { RefereeAnswer } from '../../server/src/interop/edopro/referee/refereeRun';

export interface Counts {
  asked: number;
  agreed: number;
  notAsked: number;
}

export interface PoolRow extends Counts {
  readonly pool: string;
  readonly monsters: number;
}

/** The question family of an answer id: `normal-summon-with-2-available` -> `normal-summon-with-N-available`. */
export function familyOf(id: string): string {
  return id.replace(/\d+/g, 'N');
}

export function count(answers: readonly RefereeAnswer[], into: Counts = { asked: 0, agreed: 0, notAsked: 0 }): Counts {
  for (const a of answers) {
    if (a.ours === null || a.edopro === null) into.notAsked++;
    else {
      into.asked++;
      if (a.ours === a.edopro) into.agreed++;
    }
  }
  return into;
}

const pct = (c: Counts) => (c.asked === 0 ? '-' : `${((100 * c.agreed) / c.asked).toFixed(1)}%`);

/** The Markdown tables docs/edopro.md carries between its referee markers. */
export function markdownTables(pools: readonly PoolRow[], families: ReadonlyMap<string, Counts>): string {
  const lines = ['| pool | monsters | questions asked | agreed | agreement | not asked |', '| --- | ---: | ---: | ---: | ---: | ---: |'];
  for (const r of pools) lines.push(`| ${r.pool} | ${r.monsters} | ${r.asked} | ${r.agreed} | ${pct(r)} | ${r.notAsked} |`);
  lines.push('', '| question (all pools) | asked | agreed | agreement | not asked |', '| --- | ---: | ---: | ---: | ---: |');
  for (const [family, c] of [...families.entries()].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`| \`${family}\` | ${c.asked} | ${c.agreed} | ${pct(c)} | ${c.notAsked} |`);
  return lines.join('\n');
}

/** Why a question was not asked, with the card's names and numbers taken out: one line per kind of reason. */
export function reasonOf(note: string): string {
  const quoted = (text: string) =>
    text
      .replace(/^(summon condition|condition|cost) ".*" is/, '$1 "…" is')
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\b\d+\b/g, 'N');
  const stub = /^not asked: the summoning clauses of "(.*?)" are partly a stub \((.*)\)$/.exec(note);
  if (stub) return `a summoning clause is a stub: ${quoted(stub[2])}`;
  const support = /^not asked: the exported script of "(.*?)" has a stub \((.*)\)$/.exec(note);
  if (support) return `the support card "${support[1]}" has a stub: ${quoted(support[2])}`;
  const step = /^EDOPro not asked: "(.*)": (.*)$/.exec(note);
  if (step) return `EDOPro not asked: ${step[2].replace(/the "(\w+)" action/, 'the $1 action')}`;
  return quoted(note);
}
