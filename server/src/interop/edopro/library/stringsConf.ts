/**
 * The archetype names of an EDOPro `strings.conf`: its `!setname 0xCODE Name` lines (EDOPro's
 * `config/strings.conf`, and one beside an expansion's database). Other lines are left alone; a code that
 * is not a 16-bit hexadecimal number, or a line without a name, is skipped. The first name of a code wins.
 */
export function archetypeNamesOf(text: string, into: Map<number, string> = new Map()): Map<number, string> {
  for (const line of text.split(/\r?\n/)) {
    const match = /^!setname\s+0x([0-9a-f]{1,4})\s+(.*\S)\s*$/i.exec(line);
    if (!match) continue;
    const code = parseInt(match[1], 16);
    if (!into.has(code)) into.set(code, match[2]);
  }
  return into;
}
