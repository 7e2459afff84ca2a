/**
 * The form a `script "path"` must have (docs/language.md): a relative path to a `.lua` file inside the card
 * file's folder, written with `/` between folders. Only the text is checked here; whether the file exists
 * and where a link inside the folder really leads is the adapters' (they read the disk).
 */

/** Why `path` cannot name the card's own Lua, or undefined when its form is right. */
export function ownLuaPathProblem(path: string): string | undefined {
  if (path.trim() === '') return 'is empty';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'holds a control character';
  // `/x`, `\\server\share`, `C:x`: a path that does not start from the card file's folder.
  if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) return 'is absolute: write it relative to the card file';
  // A `\` is a folder separator on Windows and a letter elsewhere: one spelling for every system.
  if (path.includes('\\')) return 'uses "\\": separate folders with "/"';
  let depth = 0;
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    depth += segment === '..' ? -1 : 1;
    if (depth < 0) return "leads out of the card file's folder";
  }
  if (!/\.lua$/i.test(path)) return 'does not name a .lua file';
  return undefined;
}
