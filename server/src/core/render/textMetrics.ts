import { FONT_ADVANCES } from './fontMetrics.generated';

/** The three faces of the card font (DejaVu Serif Condensed): the PNG renderer loads exactly these files. */
export type FontFace = keyof typeof FONT_ADVANCES;

/**
 * What SVG writes for a face; the first family is the one the metrics come from. The fallbacks (for a
 * viewer without DejaVu) are narrower serifs, so pinned line lengths only ever add a little spacing.
 */
export const FONT_FAMILY = "'DejaVu Serif Condensed', 'Liberation Serif', 'Times New Roman', Times, serif";
export const FACE_STYLE: Readonly<Record<FontFace, { readonly weight: string; readonly style: string }>> = {
  regular: { weight: 'normal', style: 'normal' },
  bold: { weight: 'bold', style: 'normal' },
  italic: { weight: 'normal', style: 'italic' },
};

/** Characters outside the table (CJK, emoji) are drawn by a fallback font; assume a wide glyph. */
const UNKNOWN_ADVANCE = 900;

const tables = new Map<FontFace, Map<number, number>>();

function advancesOf(face: FontFace): Map<number, number> {
  let table = tables.get(face);
  if (!table) {
    table = new Map();
    for (const run of FONT_ADVANCES[face].split(';')) {
      const [start, widths] = run.split(':');
      let codePoint = parseInt(start, 16);
      for (const width of widths.split(',')) table.set(codePoint++, Number(width));
    }
    tables.set(face, table);
  }
  return table;
}

/** The width of `text` in drawing units at `size` (no kerning: the SVG pins fitted lines with textLength). */
export function measureText(text: string, face: FontFace, size: number): number {
  const table = advancesOf(face);
  let total = 0;
  for (const ch of text) total += table.get(ch.codePointAt(0)!) ?? UNKNOWN_ADVANCE;
  return (total * size) / 1000;
}
