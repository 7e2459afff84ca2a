import * as fs from 'fs';
import * as path from 'path';

/**
 * Files a card file names (its `art`, its own Lua) are read only from the card file's folder or below: a
 * card set from elsewhere must not pull a private file from the disk into what it renders or exports.
 */

/** The absolute path `relative` names from the card file's folder, or undefined when it leads outside (or is absolute). */
export function pathInsideCardFolder(cardFile: string, relative: string): string | undefined {
  const folder = path.dirname(cardFile);
  const file = path.resolve(folder, relative);
  if (path.isAbsolute(relative) || path.relative(folder, file).split(path.sep)[0] === '..') return undefined;
  return file;
}

/** Whether `file` (an existing file) really is inside the card file's folder: a link inside it may point anywhere. */
export function linksInsideCardFolder(cardFile: string, file: string): boolean {
  return insideFolder(fs.realpathSync(path.dirname(cardFile)), fs.realpathSync(file));
}

function insideFolder(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative);
}
