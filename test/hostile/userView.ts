/**
 * What a user sees of an output, for the hostile-input tests: Markdown rendered the way VS Code renders
 * hovers and completion documentation (`marked` with GitHub-flavoured Markdown, which autolinks bare URLs,
 * `www.` names and e-mail addresses), the links of VS Code's notifications, SARIF's embedded links, and
 * the characters that draw nothing.
 */
import { marked } from 'marked';

/** Markdown to HTML, GFM on (autolinks, tables, strikethrough), as VS Code's Markdown renderer. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { gfm: true, async: false });
}

/** Opening tags in rendered HTML, by name, e.g. ['p', 'strong', 'a']. */
export function elementsOf(html: string): string[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)\b/g)].map((m) => m[1].toLowerCase());
}

/** The elements a card's own text must never produce: links, images, raw HTML, headings, tables, ... */
export const FORBIDDEN_ELEMENTS = new Set([
  'a',
  'img',
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'video',
  'audio',
  'source',
  'style',
  'link',
  'form',
  'input',
  'button',
  'details',
  'summary',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'del',
  's',
  'pre',
  'b',
  'i',
  'u',
  'font',
  'div',
  'span',
]);

/**
 * The hover's card thumbnail is the product's own picture, not card-derived Markdown: one
 * `<img>` of a base64 `data:image/svg+xml` URI (an image: nothing in it runs or loads). It is allowed when
 * the SVG inside is itself inert; anything else is reported as 'unsafe-thumbnail'.
 */
const CARD_THUMBNAIL = /<img src="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)" alt="Card preview">/g;

/**
 * What makes an SVG not inert (empty when it is): a script, foreign HTML, an event attribute, a link or a
 * style reference (`url(...)`) to anything but its own parts (`#id`) or embedded images (`data:image/`),
 * a processing instruction or a DOCTYPE (entities).
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (/<!DOCTYPE|<!ENTITY|<\?(?!xml\s)/i.test(svg)) problems.push('doctype, entity or processing instruction');
  for (const tag of svg.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)) {
    if (/^(?:script|foreignObject|iframe|object|embed|a|use|image|feImage)$/i.test(tag[1]) && !(/^(?:image|use)$/i.test(tag[1]) && ownOrEmbedded(tag[2])))
      problems.push(`<${tag[1]}>`);
    for (const attribute of tag[2].matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (/^on/i.test(attribute[1])) problems.push(`${attribute[1]}=`);
      if (/^(?:xlink:)?href$/i.test(attribute[1]) && !/^(?:#|data:image\/)/.test(attribute[2])) problems.push(`${attribute[1]}="${attribute[2].slice(0, 40)}"`);
      for (const url of attribute[2].matchAll(/url\(\s*['"]?([^)'"]*)/gi))
        if (!/^(?:#|data:image\/)/.test(url[1])) problems.push(`url(${url[1].slice(0, 40)})`);
    }
  }
  for (const style of svg.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    for (const url of style[1].matchAll(/url\(\s*['"]?([^)'"]*)|@import/gi))
      if (url[0].startsWith('@') || !/^(?:#|data:)/.test(url[1])) problems.push(`style ${url[0].slice(0, 40)}`);
  }
  return problems;
}

function ownOrEmbedded(attributes: string): boolean {
  return [...attributes.matchAll(/(?:xlink:)?href="([^"]*)"/gi)].every((m) => /^(?:#|data:image\/)/.test(m[1]));
}

function isInertSvg(svg: string): boolean {
  return svgProblems(svg).length === 0;
}

function thumbnailProblems(html: string): string[] {
  return [...html.matchAll(CARD_THUMBNAIL)]
    .map((m) => Buffer.from(m[1], 'base64').toString('utf8'))
    .filter((svg) => !isInertSvg(svg))
    .map(() => 'unsafe-thumbnail');
}

/** The forbidden elements an HTML fragment contains (empty when it is safe). */
export function forbiddenElements(html: string): string[] {
  return [...thumbnailProblems(html), ...elementsOf(html.replace(CARD_THUMBNAIL, '')).filter((tag) => FORBIDDEN_ELEMENTS.has(tag))];
}

/** The text a reader sees in rendered HTML: tags dropped, entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<\/?(?:p|li|ul|ol|blockquote|h[1-6]|hr|br|div|pre|table|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The links VS Code draws in a notification or the status bar: its linked-text syntax is
 * `[label](target)` where the target starts with `https://`, `http://`, `command:` or `file:`
 * (vs/base/common/linkedText.ts), and `$(name)` draws an icon.
 */
export function notificationLinks(text: string): string[] {
  const links = [...text.matchAll(/\[([^\]]+)\]\(((?:https?:\/\/|command:|file:)[^)\s]+)(?: (["'])(.+?)(\3))?\)/gi)].map((m) => m[0]);
  const icons = [...text.matchAll(/\$\([a-z0-9-]+(?:~[a-z]+)?\)/gi)].map((m) => m[0]);
  return [...links, ...icons];
}

/** What a notification shows: the zero-width word joiners that keep links from forming draw nothing. */
export function notificationVisibleText(text: string): string {
  return text.replace(/\u2060/g, '');
}

/** SARIF embedded links (SARIF 2.1.0 §3.11.6): `[text](target)` with unescaped brackets. */
export function sarifEmbeddedLinks(text: string): string[] {
  return [...text.matchAll(/(?<!\\)\[((?:[^\]\\]|\\.)*)(?<!\\)\]\(([^)]*)\)/g)].map((m) => m[0]);
}

/**
 * Characters that draw nothing or reorder or drive the display: bidi controls, zero-width characters,
 * C0 / C1 controls other than tab and line breaks.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu;

/** A zero-width joiner inside an emoji sequence (👩‍👧) is drawn as part of the emoji, not hidden. */
function joinsEmoji(text: string, offset: number): boolean {
  return (
    text.charCodeAt(offset) === 0x200d &&
    /\p{Extended_Pictographic}\ufe0f?$/u.test(text.slice(Math.max(0, offset - 3), offset)) &&
    /^\p{Extended_Pictographic}/u.test(text.slice(offset + 1, offset + 3))
  );
}

export function invisibleCharacters(text: string): string[] {
  return [...text.matchAll(INVISIBLE)]
    .filter((m) => !joinsEmoji(text, m.index))
    .map((m) => `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
}

/** A card string as the product shows it: every invisible character as `<U+XXXX>`. */
export function shownAs(text: string): string {
  return text.replace(INVISIBLE, (ch: string, offset: number) =>
    joinsEmoji(text, offset) ? ch : `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`,
  );
}
