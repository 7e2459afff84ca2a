/**
 * EDOPro's strings.conf: the archetype names are its `!setname 0xa4 Kuriboh` lines (code in hexadecimal,
 * then the name to the end of the line; a tab may add the Japanese name: `Kuriboh\tクリボー`). Other lines
 * (`!system`, `!counter`, comments) are not archetypes. A code named twice keeps its first name.
 */
export function archetypeNamesOf(conf: string): Map<number, string> {
  const names = new Map<number, string>();
  for (const line of conf.split(/\r?\n/)) {
    const match = /^!setname\s+0x([0-9a-f]{1,4})\s+([^\t]*)/i.exec(line);
    if (!match) continue;
    const code = parseInt(match[1], 16);
    const name = match[2].trim();
    if (name !== '' && !names.has(code)) names.set(code, name);
  }
  return names;
}
