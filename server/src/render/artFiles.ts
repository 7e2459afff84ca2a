import * as fs from 'fs';
import * as path from 'path';
import { linksInsideCardFolder, pathInsideCardFolder } from '../files/insideCardFolder';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};
/** Art bigger than this is not embedded (a card file is data: it must not make the renderer read a huge file). */
export const MAX_ART_BYTES = 8 * 1024 * 1024;

export type ArtResult = { readonly href: string } | { readonly problem: string };

/** Reads a card's `art` path (relative to its file) into a data: URI the SVG embeds, so the SVG stands alone. */
export function readArt(cardFile: string, artPath: string): ArtResult {
  try {
    return readArtFromDisk(cardFile, artPath);
  } catch {
    // The web worker build has no file system (its fs and path throw): the card is drawn with the placeholder.
    return { problem: `art "${artPath}" cannot be read here (no file system)` };
  }
}

function readArtFromDisk(cardFile: string, artPath: string): ArtResult {
  // Only files in the card file's folder or below: a card set from elsewhere must not pull a private
  // image from the disk into pictures that get shared.
  const file = pathInsideCardFolder(cardFile, artPath);
  if (file === undefined) return { problem: `art "${artPath}" must be a path inside the card file's folder` };
  const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!type) return { problem: `art "${artPath}" is not a PNG, JPEG, GIF or WebP image` };
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
    if (!stat.isFile()) return { problem: `art "${artPath}" is not a file` };
  } catch {
    return { problem: `art "${artPath}" not found (${file})` };
  }
  // A link inside the folder may point anywhere: what counts is where the file really is.
  if (!linksInsideCardFolder(cardFile, file)) return { problem: `art "${artPath}" must be a path inside the card file's folder (it links outside)` };
  if (stat.size > MAX_ART_BYTES) return { problem: `art "${artPath}" is larger than ${MAX_ART_BYTES / 1024 / 1024} MB` };
  // The Preview asks on every keystroke: read a file again only when it changed.
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const cached = recent.get(file);
  if (cached && cached.stamp === stamp) return { href: cached.href };
  const href = `data:${type};base64,${fs.readFileSync(file).toString('base64')}`;
  recent.delete(file);
  recent.set(file, { stamp, href });
  if (recent.size > RECENT_ART) recent.delete(recent.keys().next().value!);
  return { href };
}

/** The last few art files read, by absolute path (insertion order: oldest first). */
const recent = new Map<string, { readonly stamp: string; readonly href: string }>();
const RECENT_ART = 8;
