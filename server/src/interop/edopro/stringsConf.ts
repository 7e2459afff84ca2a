/**
 * The archetype names of an EDOPro `strings.conf` (EDOPro's `config/strings.conf`, and one beside an
 * expansion's database): its `!setname 0xa4 Kuriboh` lines, the code in hexadecimal, then the name (a tab
 * may add the Japanese name: `Kuriboh\tクリボー`). Other lines (`!system`, `!counter`, comments) are left
 * alone; a code that is not a 16-bit hexadecimal number, or a line without a name, is skipped. The first
 * name of a code wins, also over the names already `into`.
 */
export function archetypeNamesOf(text: string, into: Map<number, string> = new Map()): Map<number, string> {
  for (const line of text.split(/\r?\n/)) {
    const match = /^!setname\s+0x([0-9a-f]{1,4})\s+([^\t]*)/i.exec(line);
    if (!match) continue;
    const code = parseInt(match[1], 16);
    const name = match[2].trim();
    if (name !== '' && !into.has(code)) into.set(code, name);
  }
  return into;
}
