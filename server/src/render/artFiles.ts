import * as fs from 'fs';
import * as path from 'path';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp',
};
/** Art bigger than this is not embedded (a card file is data: it must not make the renderer read a huge file). */
export const MAX_ART_BYTES = 8 * 1024 * 1024;

export type ArtResult = { readonly href: string } | { readonly problem: string };

/** Reads a card's `art` path (relative to its file) into a data: URI the SVG embeds, so the SVG stands alone. */
export function readArt(cardFile: string, artPath: string): ArtResult {
  const file = path.resolve(path.dirname(cardFile), artPath);
  const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!type) return { problem: `art "${artPath}" is not a PNG, JPEG, GIF or WebP image` };
  let size: number;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return { problem: `art "${artPath}" is not a file` };
    size = stat.size;
  } catch {
    return { problem: `art "${artPath}" not found (${file})` };
  }
  if (size > MAX_ART_BYTES) return { problem: `art "${artPath}" is larger than ${MAX_ART_BYTES / 1024 / 1024} MB` };
  return { href: `data:${type};base64,${fs.readFileSync(file).toString('base64')}` };
}
