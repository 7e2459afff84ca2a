import { escapeXmlAttribute, escapeXmlText } from '../core/render/svgWriter';
import { revealInvisibles } from '../core/text/markdown';

export interface GalleryEntry {
  readonly name: string;
  /** The card's image file, relative to the gallery page. */
  readonly image: string;
}

/**
 * A static page showing a set's cards in a grid. No script at all, and a CSP that allows only the images
 * beside it; card names are escaped (they come from the card files), their invisible characters revealed.
 */
export function galleryHtml(title: string, entries: readonly GalleryEntry[]): string {
  const shown = (text: string) => escapeXmlText(revealInvisibles(text));
  const cards = entries.map(
    (entry) =>
      `<figure><img src="${escapeXmlAttribute(entry.image)}" alt="${escapeXmlAttribute(revealInvisibles(entry.name))}" width="295" height="430"><figcaption>${shown(entry.name)}</figcaption></figure>`,
  );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${shown(title)}</title>
<style>
body { margin: 0; padding: 24px; background: #20232a; color: #eee; font-family: 'DejaVu Sans', system-ui, sans-serif; }
h1 { font-weight: 600; margin: 0 0 20px; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 20px; }
figure { margin: 0; text-align: center; }
img { width: 100%; height: auto; border-radius: 10px; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.5); }
figcaption { margin-top: 8px; font-size: 14px; overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>${shown(title)}</h1>
<main>
${cards.join('\n')}
</main>
</body>
</html>
`;
}
