import * as fs from 'fs';
import { readRegularTextFile } from '../../../files/regularFileReader';
import type { CardDeclaration } from '../../../core/model/cards';
import { ownLuaPathProblem } from '../../../core/model/ownLuaPath';
import { pathFromUri } from '../../../files/fileUris';
import { linksInsideCardFolder, pathInsideCardFolder } from '../../../files/insideCardFolder';

/** The largest own Lua file read (a card script is a few kilobytes; EDOPro's longest are under 100 kB). */
export const MAX_OWN_LUA_BYTES = 1024 * 1024;

export type OwnLuaFile =
  | { readonly ok: true; readonly file: string; readonly text: string }
  /** CS0711: not a .lua file inside the card file's folder; CS0712: missing or unreadable. `problem` follows the quoted path. */
  | { readonly ok: false; readonly code: 'CS0711' | 'CS0712'; readonly problem: string };

/**
 * Reads a card's own Lua (`script "path"`) from beside its card file: only a regular file inside the card
 * file's folder (the rule of art files, links followed), at most MAX_OWN_LUA_BYTES, never a FIFO or a
 * device (readRegularTextFile). Nothing of it runs here.
 */
export function readOwnLuaFile(card: CardDeclaration): OwnLuaFile {
  const luaPath = card.ownLua?.value ?? '';
  const cardFile = pathFromUri(card.uri);
  if (cardFile === undefined) return { ok: false, code: 'CS0712', problem: 'cannot be found: the card file is not saved on disk' };
  return readOwnLuaBeside(cardFile, luaPath);
}

/** The same from a card file's path. */
export function readOwnLuaBeside(cardFile: string, luaPath: string): OwnLuaFile {
  const formProblem = ownLuaPathProblem(luaPath);
  const outside: OwnLuaFile = {
    ok: false,
    code: 'CS0711',
    problem: `must be a .lua file inside the card file's folder: the path ${formProblem ?? "leads out of the card file's folder"}`,
  };
  if (formProblem) return outside;
  const file = pathInsideCardFolder(cardFile, luaPath);
  if (file === undefined) return outside;
  try {
    fs.statSync(file);
  } catch {
    return { ok: false, code: 'CS0712', problem: `is not found (${file})` };
  }
  try {
    if (!linksInsideCardFolder(cardFile, file))
      return { ok: false, code: 'CS0711', problem: "must be a .lua file inside the card file's folder: it links outside" };
  } catch (error) {
    return { ok: false, code: 'CS0712', problem: `cannot be read: ${(error as Error).message}` };
  }
  const read = readRegularTextFile(file, MAX_OWN_LUA_BYTES);
  if (!read.ok) return { ok: false, code: 'CS0712', problem: `cannot be read: ${read.reason}` };
  return { ok: true, file, text: read.text };
}

/** The sentence of a problem: `The card's own Lua "effects/x.lua" is not found (...)`. */
export function ownLuaProblemMessage(luaPath: string, problem: string): string {
  return `The card's own Lua "${luaPath}" ${problem}.`;
}
